// Rules 17 as a Gods battle extension: the defender may reinforce his legion once per battle, in his 4th Maneuver
// Phase (his first from the 4th on, should a round be skipped), with a character his legion still living qualifies
// for on the land of the engagement (rules/muster.ts, the Pixie's copy included, 16.5), entering as his own
// characters did (17.1). The game hands his muster facts with each call (GodsBattleContext); the battle remembers
// only what happened — the maneuver that was his chance, the character taken or one passed up — written when it
// happens, so a battle that never reached it keeps the state it had before these rules.
import { hasRoom } from '../../rules/legion-size.js';
import { reinforcementOptions } from '../../rules/muster.js';
import type { GodsBattleExtension } from '../extensions.js';
import type { GodsBattleEvent, GodsBattleOutcome, GodsBattleState, GodsJson, GodsReinforcementInput } from '../types.js';
import { enter, entryChoice, entryChoiceParts, entryHexes, livingNames } from './entry.js';

/** The extension's name: its actions' `rule` and its key in state.extra. */
export const REINFORCEMENT = 'reinforcement';

/** Rules 17.1: the first battle round whose defender's maneuver may bring the reinforcement. */
export const REINFORCEMENT_ROUND = 4;

/** What the extension remembers in state.extra once the defender's chance has come. */
interface ReinforcementMemory {
  /** The round of the defender's maneuver in which he may reinforce. */
  readonly round: number;
  /** The character he took. */
  readonly taken: { readonly id: string; readonly name: string } | null;
  /** He ended that maneuver with a reinforcement still open to him. */
  readonly passed: boolean;
}

/** What the outcome reports: the reinforcement that entered, and whether one may still follow a won battle (17.1:
 * not after one taken or passed up; after a battle won before his chance, within it, or when he could take none). */
export interface ReinforcementReport {
  readonly reinforced: { readonly id: string; readonly name: string } | null;
  readonly after: boolean;
}

function memoryOf(state: GodsBattleState): ReinforcementMemory | null {
  return (state.extra[REINFORCEMENT] as unknown as ReinforcementMemory | undefined) ?? null;
}

function withMemory(state: GodsBattleState, m: ReinforcementMemory): GodsBattleState {
  return { ...state, extra: { ...state.extra, [REINFORCEMENT]: m as unknown as GodsJson } };
}

/** Rules 17.1, 17.2: the Creatures a defender's legion of `characters` may take on the land, by the game's facts. */
function reinforcementsFor(input: GodsReinforcementInput, characters: readonly string[]): string[] {
  if (!hasRoom(characters, input.legion.masterUncovered)) return [];
  return reinforcementOptions({ ...input.legion, characters }, input.land, input.seat).map((o) => o.creature);
}

/** Whether the battle stands in the defender's reinforcement maneuver. */
function inWindow(state: GodsBattleState, m: ReinforcementMemory | null): boolean {
  return m !== null && m.round === state.round && state.phase === 'maneuver' && state.active === 'defender';
}

/** 17.1: the defender's first maneuver from the 4th round on is his chance (Timewarp may skip the 4th). */
function maneuverStart(state: GodsBattleState): GodsBattleState {
  if (memoryOf(state) || state.active !== 'defender' || state.round < REINFORCEMENT_ROUND) return state;
  return withMemory(state, { round: state.round, taken: null, passed: false });
}

function report(state: GodsBattleState): ReinforcementReport {
  const m = memoryOf(state);
  return { reinforced: m?.taken ?? null, after: !m || (m.taken === null && !m.passed) };
}

/** 17: the defender's reinforcement during the battle, its choices from the game's facts (none without them). */
export function reinforcementExtension(input?: GodsReinforcementInput): GodsBattleExtension {
  const choices = (state: GodsBattleState, player: string): readonly string[] => {
    const m = memoryOf(state);
    if (!input || !m || m.taken !== null || player !== state.players.defender || !inWindow(state, m)) return [];
    return reinforcementsFor(input, livingNames(state, 'defender')).flatMap((c) => entryHexes(state, 'defender', input.id, c).map((hex) => entryChoice(c, hex)));
  };
  const apply = (state: GodsBattleState, _player: string, choice: string, events: GodsBattleEvent[]): GodsBattleState | string => {
    const m = memoryOf(state);
    if (!input || !m) return 'no reinforcement now';
    const { what: name, hex } = entryChoiceParts(choice);
    return withMemory(enter(state, 'defender', input.id, name, hex, events), { ...m, taken: { id: input.id, name } });
  };
  // 17.1: ending the maneuver with a reinforcement open passes it up ("unable to move onto the Battleland" is not).
  const maneuverEnd = (state: GodsBattleState): GodsBattleState => {
    const m = memoryOf(state);
    return m && choices(state, state.players.defender).length > 0 ? withMemory(state, { ...m, passed: true }) : state;
  };
  return {
    name: REINFORCEMENT,
    choices,
    apply,
    waits: () => false,
    maneuverStart,
    maneuverEnd,
    report: (state) => (memoryOf(state) ? (report(state) as unknown as GodsJson) : undefined),
  };
}

/** The reinforcement a finished battle reports (none, one allowed after a win, when its chance never came). */
export function reinforcementOf(outcome: GodsBattleOutcome): ReinforcementReport {
  return (outcome.extra?.[REINFORCEMENT] as unknown as ReinforcementReport | undefined) ?? { reinforced: null, after: true };
}
