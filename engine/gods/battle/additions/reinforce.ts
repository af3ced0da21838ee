// Rules 17 as a Gods battle add-on: the defender may reinforce his legion once per battle, in his 4th Maneuver Phase
// (his first from the 4th on, should a round be skipped), with a character his legion still living qualifies for on
// the land of the engagement (rules/muster.ts, the Pixie's copy included, 16.5), entering as his own characters did
// (17.1). The game hands his muster facts with each call (the core's context); the battle remembers only what
// happened — the maneuver that was his chance, the character taken or one passed up — written when it happens, so a
// battle that never reached it keeps the state it had before these rules.
import { z } from 'zod';
import { hasRoom } from '../../rules/legion-size.js';
import { reinforcementOptions } from '../../rules/muster.js';
import type { GodsBattleAddon, GodsBattleCore } from '../addon.js';
import type { GodsReinforceMove } from '../addon-shapes.js';
import { hexSchema, nameSchema } from '../atoms.js';
import type { GodsBattleOutcome, GodsBattleState, GodsReinforcementInput } from '../types.js';
import type { ReinforcementMemory, ReinforcementReport } from './reinforce-memory.js';

/** Rules 17.1: the first battle round whose defender's maneuver may bring the reinforcement. */
export const REINFORCEMENT_ROUND = 4;

function memoryOf(state: GodsBattleState): ReinforcementMemory | null {
  return state.addons.reinforcement ?? null;
}

function withMemory(state: GodsBattleState, m: ReinforcementMemory): GodsBattleState {
  return { ...state, addons: { ...state.addons, reinforcement: m } };
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

/** The reinforcements the defender may bring in now, each Creature at each hex it may enter at. */
function actions(state: GodsBattleState, player: string, core: GodsBattleCore): GodsReinforceMove[] {
  const input = core.context.reinforcement;
  const m = memoryOf(state);
  if (!input || !m || m.taken !== null || player !== state.players.defender || !inWindow(state, m)) return [];
  return reinforcementsFor(input, core.legionNames(state, 'defender'))
    .flatMap((creature) => core.entryHexes(state, 'defender', input.id, creature).map((hex): GodsReinforceMove => ({ type: 'reinforce', creature, hex })));
}

/** 17: the defender's reinforcement during the battle, its actions from the game's facts (none without them). */
export const REINFORCEMENT_ADDON: GodsBattleAddon<GodsReinforceMove> = {
  name: 'reinforcement',
  schema: z.strictObject({ type: z.literal('reinforce'), creature: nameSchema, hex: hexSchema }),
  actions,
  apply: (state, _player, move, core, events) => {
    const id = core.context.reinforcement!.id;
    const entered = core.enter(state, 'defender', id, move.creature, move.hex, events);
    events.push({ type: 'reinforced', piece: id, creature: move.creature, hex: move.hex });
    return withMemory(entered, { ...memoryOf(state)!, taken: { id, name: move.creature } });
  },
  waits: () => false,
  maneuverStart,
  // 17.1: ending the maneuver with a reinforcement open passes it up ("unable to move onto the Battleland" is not).
  maneuverEnd: (state, core) => {
    const m = memoryOf(state);
    return m && actions(state, state.players.defender, core).length > 0 ? withMemory(state, { ...m, passed: true }) : state;
  },
  report: (state) => {
    const m = memoryOf(state);
    return m ? { reinforcement: { reinforced: m.taken, after: m.taken === null && !m.passed } } : {};
  },
};

/** The reinforcement a finished battle reports (none, one allowed after a win, when its chance never came). */
export function reinforcementOf(outcome: GodsBattleOutcome): ReinforcementReport {
  return outcome.addons?.reinforcement ?? { reinforced: null, after: true };
}
