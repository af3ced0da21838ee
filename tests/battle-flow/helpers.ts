// Battle positions as data: a two-player game with one legion engaged on a land of a given terrain, the battle
// started, and helpers to place pieces, apply actions and pick seeds that roll the dice a test needs.
import { expect } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import type { EntrySide } from '../../engine/family/types.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { applyBattleAction, beginBattle } from '../../engine/titan/battle/index.js';
import { rollDice, seedRng } from '../../engine/platform/rng.js';
import type { BattlePiece, BattleState, GameState, LegionState } from '../../engine/titan/state.js';
import { getVariant } from '../../engine/titan/variants/index.js';

export const ATTACKER = 'Red';
export const DEFENDER = 'Blue';
export const variant = getVariant('titan');

/** An extra legion somewhere else on the masterboard (e.g. an Angel donor). */
export interface ExtraLegion {
  readonly marker: string;
  readonly owner: string;
  readonly creatures: readonly string[];
  readonly land: number;
}

/** What the test battle is made of. */
export interface Setup {
  readonly terrain: string;
  readonly attacker: readonly string[];
  readonly defender: readonly string[];
  readonly entry?: EntrySide;
  readonly seed?: number;
  readonly attackerScore?: number;
  readonly defenderScore?: number;
  readonly extra?: readonly ExtraLegion[];
  readonly pendingEngagements?: readonly number[];
}

/** The first masterboard land of a terrain. */
export function landOf(terrain: string): number {
  const id = variant.landIds.find((l) => variant.lands[l].terrain === terrain);
  if (id === undefined) throw new Error(`no land of terrain ${terrain}`);
  return id;
}

function legion(marker: string, owner: string, creatures: readonly string[], land: number, entrySide: EntrySide | null): LegionState {
  return { marker, owner, land, creatures: [...creatures], moved: entrySide !== null, movedFrom: null, entrySide, entryChoices: [], teleported: false, recruited: false };
}

/** A game in its Engagement Phase with Red's Rd01 engaging Blue's Bu01 on `terrain`, before the battle starts. */
export function engagedGame(setup: Setup): GameState {
  const land = landOf(setup.terrain);
  const legions: Record<string, LegionState> = {
    Rd01: legion('Rd01', ATTACKER, setup.attacker, land, setup.entry ?? 'Bottom'),
    Bu01: legion('Bu01', DEFENDER, setup.defender, land, null),
  };
  for (const x of setup.extra ?? []) legions[x.marker] = legion(x.marker, x.owner, x.creatures, x.land, null);
  const caretaker: Record<string, number> = {};
  for (const c of Object.values(variant.creatures)) caretaker[c.name] = c.count;
  for (const l of Object.values(legions)) for (const c of l.creatures) caretaker[c] -= 1;
  const markers = (prefix: string): string[] => Array.from({ length: 12 }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
  return {
    schema: 1,
    variant: 'titan',
    options: { balancedTowers: false, mulligan: false, infoMode: 'all', pointTarget: null, turnLimit: null },
    stateId: 1,
    rng: seedRng(setup.seed ?? 1),
    round: 3,
    players: [
      { id: ATTACKER, name: 'Attacker', tower: 100, score: setup.attackerScore ?? 0, alive: true, markers: markers('Rd'), turnsTaken: 3, eliminatedBy: null },
      { id: DEFENDER, name: 'Defender', tower: 200, score: setup.defenderScore ?? 0, alive: true, markers: markers('Bu'), turnsTaken: 2, eliminatedBy: null },
    ],
    active: 0,
    phase: 'engage',
    setupIndex: 0,
    turn: { roll: 3, mulliganUsed: false, teleported: false, splitLands: [], newMarkers: [], summoned: false },
    legions,
    caretaker,
    graveyard: {},
    pendingEngagements: [...(setup.pendingEngagements ?? [])],
    engagement: {
      land, attacker: 'Rd01', defender: 'Bu01', attackerOwner: ATTACKER, defenderOwner: DEFENDER, stage: 'negotiate', toAct: 'attacker', proposal: null, proposalsMade: 0, aftermath: null, attackerCommitted: false, returning: [],
    },
    battle: null,
    knowledge: {},
    undo: [],
    winner: null,
    endReason: null,
  };
}

/** The engaged game with its battle begun (defender's first maneuver). */
export function battleGame(setup: Setup, events: GameEvent[] = []): GameState {
  return beginBattle(engagedGame(setup), events);
}

/** The battle, which the test expects to be running. */
export function battle(state: GameState): BattleState {
  if (!state.battle) throw new Error('no battle');
  return state.battle;
}

/** A piece by id. */
export function piece(state: GameState, id: string): BattlePiece {
  const p = battle(state).pieces.find((x) => x.id === id);
  if (!p) throw new Error(`no piece ${id}`);
  return p;
}

/** Puts the battle in a given half-round with pieces on given hexes (others keep theirs); hits optional. */
export function position(
  state: GameState,
  at: { round: number; active: 'attacker' | 'defender'; phase?: BattleState['phase'] },
  hexes: Readonly<Record<string, string | null>>,
  hits: Readonly<Record<string, number>> = {},
): GameState {
  const b = battle(state);
  const pieces = b.pieces.map((p) => ({
    ...p,
    hex: p.id in hexes ? hexes[p.id] : p.hex,
    startHex: p.id in hexes ? hexes[p.id] : p.hex,
    hits: hits[p.id] ?? p.hits,
    moved: false,
    struck: false,
  }));
  const attackerCommitted = pieces.some((p) => p.side === 'attacker' && p.hex !== null);
  const engagement = state.engagement ? { ...state.engagement, attackerCommitted } : null;
  return { ...state, engagement, battle: { ...b, round: at.round, active: at.active, phase: at.phase ?? 'maneuver', pieces } };
}

/** The owner of whoever must act for an action built from a partial. */
type ActionInput = { type: Action['type'] } & Record<string, unknown>;

/** Applies a battle action that must be accepted; returns the new state and its events. */
export function act(state: GameState, player: string, partial: ActionInput): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const action = { ...partial, player, stateId: state.stateId } as Action;
  const result = applyBattleAction(state, action, events);
  if ('code' in result) throw new Error(`refused ${JSON.stringify(partial)}: ${result.message}`);
  return { state: result, events };
}

/** Applies a battle action that must be refused; returns the refusal code. */
export function refused(state: GameState, player: string, partial: ActionInput): string {
  const action = { ...partial, player, stateId: state.stateId } as Action;
  const events: GameEvent[] = [];
  const result = applyBattleAction(state, action, events);
  expect('code' in result, `expected ${JSON.stringify(partial)} to be refused`).toBe(true);
  expect(events).toEqual([]);
  return 'code' in result ? result.code : '';
}

/** The first seed whose next `count` dice satisfy `wanted` (dice come only from state.rng). */
export function seedRolling(count: number, wanted: (dice: number[]) => boolean): number {
  for (let seed = 1; seed < 100_000; seed++) {
    if (wanted(rollDice(seedRng(seed), count)[0])) return seed;
  }
  throw new Error('no seed found');
}

/** The state with its dice reseeded. */
export function reseed(state: GameState, seed: number): GameState {
  return { ...state, rng: seedRng(seed) };
}

/** Counters by name over caretaker, graveyard, every legion and the lords waiting to return from this battle. */
export function counterCensus(state: GameState): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (c: string, n = 1): void => {
    out[c] = (out[c] ?? 0) + n;
  };
  for (const [c, n] of Object.entries(state.caretaker)) add(c, n);
  for (const [c, n] of Object.entries(state.graveyard)) add(c, n);
  for (const l of Object.values(state.legions)) for (const c of l.creatures) add(c);
  const b = state.battle;
  if (b) {
    for (const c of [...b.slainCreatures.attacker, ...b.slainCreatures.defender]) {
      const kind = variant.creatures[c].kind;
      if (kind === 'lord' || kind === 'demilord') add(c);
    }
  }
  for (const c of state.engagement?.returning ?? []) add(c);
  return out;
}
