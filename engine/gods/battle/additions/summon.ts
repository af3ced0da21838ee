// Rules 18 as a Gods battle add-on: the attacker may summon a Lord (Angel, Archangel, Necromancer) or the Jabberwok
// (16.5, A42) from another of his legions into the battle, in his first maneuver after the first strike phase in
// which he slew a defender's character (DE 18.1: "nachdem er eine gegnerische Figur geschlagen hat, sofort in seiner
// nächsten Manöverphase"), while his legion's living characters leave room (18.2); it enters from his entry side as
// its move. Passed up or impossible then, the chance is gone for this battle (a won battle may still summon, 18.1).
// The game hands the candidates with each call (the core's context: legions not in an unresolved engagement, none
// once the seat summoned this Engagement Phase, 18.3) and moves the summoned piece between legions when the battle
// ends (18.4 included); the battle remembers only the chance and the summon, written when they happen.
import { z } from 'zod';
import { hasRoom, mayHoldAnother } from '../../rules/legion-size.js';
import type { GodsBattleAddon, GodsBattleCore } from '../addon.js';
import type { GodsSummonMove } from '../addon-shapes.js';
import { hexSchema, nameSchema, pieceIdSchema } from '../atoms.js';
import type { GodsBattleOutcome, GodsBattleState } from '../types.js';
import type { GodsSummonSource, SummoningMemory } from './summon-memory.js';

function memoryOf(state: GodsBattleState): SummoningMemory | null {
  return state.addons.summoning ?? null;
}

function withMemory(state: GodsBattleState, m: SummoningMemory): GodsBattleState {
  return { ...state, addons: { ...state.addons, summoning: m } };
}

/** 18.1: the attacker's first maneuver after a strike phase that slew a defender's character is his chance. */
function maneuverStart(state: GodsBattleState): GodsBattleState {
  if (memoryOf(state) || state.active !== 'attacker') return state;
  if (!state.slain.some((p) => p.side === 'defender' && p.cause === 'strike')) return state;
  return withMemory(state, { round: state.round, taken: null });
}

/** Each character the attacker may summon now, at each hex it may enter at (two of a kind in one legion: one). */
function actions(state: GodsBattleState, player: string, core: GodsBattleCore): GodsSummonMove[] {
  const input = core.context.summoning;
  const m = memoryOf(state);
  if (!input || !m || m.taken !== null || player !== state.players.attacker || m.round !== state.round) return [];
  if (state.phase !== 'maneuver' || state.active !== 'attacker') return [];
  const living = core.legionNames(state, 'attacker');
  if (!hasRoom(living, input.masterUncovered)) return [];
  const seen = new Set<string>();
  const out: GodsSummonMove[] = [];
  for (const source of input.sources) {
    const kind = `${source.legion}:${source.name}`;
    if (seen.has(kind) || !mayHoldAnother(living, source.name)) continue;
    seen.add(kind);
    for (const hex of core.entryHexes(state, 'attacker', source.piece, source.name)) out.push({ type: 'summon', legion: source.legion, piece: source.piece, hex });
  }
  return out;
}

/** 18: the attacker's summoning during the battle, its actions from the game's candidates (none without them). */
export const SUMMONING_ADDON: GodsBattleAddon<GodsSummonMove> = {
  name: 'summoning',
  schema: z.strictObject({ type: z.literal('summon'), legion: nameSchema, piece: pieceIdSchema, hex: hexSchema }),
  actions,
  apply: (state, _player, move, core, events) => {
    const source: GodsSummonSource = core.context.summoning!.sources.find((s) => s.legion === move.legion && s.piece === move.piece)!;
    const entered = core.enter(state, 'attacker', source.piece, source.name, move.hex, events);
    events.push({ type: 'summoned', piece: source.piece, name: source.name, legion: source.legion, hex: move.hex });
    return withMemory(entered, { ...memoryOf(state)!, taken: source });
  },
  waits: () => false,
  maneuverStart,
  report: (state) => {
    const m = memoryOf(state);
    return m?.taken ? { summoning: { summoned: m.taken } } : {};
  },
};

/** The character a finished battle reports summoned (null when none was). */
export function summonedOf(outcome: GodsBattleOutcome): GodsSummonSource | null {
  return outcome.addons?.summoning?.summoned ?? null;
}
