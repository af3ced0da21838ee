// Rules 18 as a Gods battle extension: the attacker may summon a Lord (Angel, Archangel, Necromancer) or the
// Jabberwok (16.5, A42) from another of his legions into the battle, in his first maneuver after the first strike
// phase in which he slew a defender's character (DE 18.1: "nachdem er eine gegnerische Figur geschlagen hat, sofort in
// seiner nächsten Manöverphase"), while his legion's living characters leave room (18.2); it enters from his entry
// side as its move. Passed up or impossible then, the chance is gone for this battle (a won battle may still summon,
// 18.1). The game hands the candidates with each call (GodsBattleContext: legions not in an unresolved engagement,
// none once the seat summoned this Engagement Phase, 18.3) and moves the summoned piece between legions when the
// battle ends (18.4 included); the battle remembers only the chance and the summon, written when they happen.
import { hasRoom, mayHoldAnother } from '../../rules/legion-size.js';
import type { GodsBattleExtension } from '../extensions.js';
import type { GodsBattleEvent, GodsBattleOutcome, GodsBattleState, GodsJson, GodsSummonSource, GodsSummoningInput } from '../types.js';
import { enter, entryChoice, entryChoiceParts, entryHexes, livingNames } from './entry.js';

/** The extension's name: its actions' `rule` and its key in state.extra. */
export const SUMMONING = 'summoning';

/** What the extension remembers in state.extra once the attacker's chance has come. */
interface SummoningMemory {
  /** The round of the attacker's maneuver in which he may summon. */
  readonly round: number;
  readonly taken: GodsSummonSource | null;
}

/** What the outcome reports: the character summoned into the battle, if any. */
export interface SummoningReport {
  readonly summoned: GodsSummonSource | null;
}

function memoryOf(state: GodsBattleState): SummoningMemory | null {
  return (state.extra[SUMMONING] as unknown as SummoningMemory | undefined) ?? null;
}

function withMemory(state: GodsBattleState, m: SummoningMemory): GodsBattleState {
  return { ...state, extra: { ...state.extra, [SUMMONING]: m as unknown as GodsJson } };
}

/** 18.1: the attacker's first maneuver after a strike phase that slew a defender's character is his chance. */
function maneuverStart(state: GodsBattleState): GodsBattleState {
  if (memoryOf(state) || state.active !== 'attacker') return state;
  if (!state.slain.some((p) => p.side === 'defender' && p.cause === 'strike')) return state;
  return withMemory(state, { round: state.round, taken: null });
}

/** Each character the attacker may summon now with the hexes it may enter at (two of a kind in one legion: one). */
function candidates(state: GodsBattleState, input: GodsSummoningInput): { source: GodsSummonSource; hexes: readonly string[] }[] {
  const living = livingNames(state, 'attacker');
  if (!hasRoom(living, input.masterUncovered)) return [];
  const seen = new Set<string>();
  const out: { source: GodsSummonSource; hexes: readonly string[] }[] = [];
  for (const source of input.sources) {
    const kind = `${source.legion}:${source.name}`;
    if (seen.has(kind) || !mayHoldAnother(living, source.name)) continue;
    seen.add(kind);
    out.push({ source, hexes: entryHexes(state, 'attacker', source.piece, source.name) });
  }
  return out;
}

/** 18: the attacker's summoning during the battle, its choices from the game's candidates (none without them). */
export function summoningExtension(input?: GodsSummoningInput): GodsBattleExtension {
  const open = (state: GodsBattleState, player: string): boolean => {
    const m = memoryOf(state);
    return input !== undefined && m !== null && m.taken === null && player === state.players.attacker && m.round === state.round
      && state.phase === 'maneuver' && state.active === 'attacker';
  };
  const choices = (state: GodsBattleState, player: string): readonly string[] =>
    open(state, player) ? candidates(state, input!).flatMap((c) => c.hexes.map((hex) => entryChoice(`${c.source.legion}:${c.source.piece}`, hex))) : [];
  const apply = (state: GodsBattleState, _player: string, choice: string, events: GodsBattleEvent[]): GodsBattleState | string => {
    const { what, hex } = entryChoiceParts(choice);
    const source = input?.sources.find((s) => what === `${s.legion}:${s.piece}`);
    const m = memoryOf(state);
    if (!source || !m) return 'no summoning now';
    return withMemory(enter(state, 'attacker', source.piece, source.name, hex, events), { ...m, taken: source });
  };
  return {
    name: SUMMONING,
    choices,
    apply,
    waits: () => false,
    maneuverStart,
    report: (state) => {
      const m = memoryOf(state);
      return m?.taken ? ({ summoned: m.taken } as unknown as GodsJson) : undefined;
    },
  };
}

/** The character a finished battle reports summoned (null when none was). */
export function summonedOf(outcome: GodsBattleOutcome): GodsSummonSource | null {
  return (outcome.extra?.[SUMMONING] as unknown as SummoningReport | undefined)?.summoned ?? null;
}
