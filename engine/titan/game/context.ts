// Small immutable-update helpers shared by the phase modules: find the mover, replace a legion or player, and
// multiset arithmetic on creature lists. Only the changed parts of the state are copied.
import type { GameEvent } from '../events.js';
import { forget } from '../knowledge.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { GameState, LegionState, MarkerId, PlayerId, PlayerState } from '../state.js';
import { getVariant, type Variant } from '../variants/index.js';
import { creatureDef } from '../variants/lookup.js';
import { laidLegion, laidPlayer } from '../state-layout.js';

/** The variant tables of a game. */
export function variantOf(state: GameState): Variant {
  return getVariant(state.variant);
}

/** The player whose Game-Turn it is. */
export function moverOf(state: GameState): PlayerState {
  const mover = state.players[state.active];
  if (!mover) throw new Error(`no player at turn index ${state.active}`);
  return mover;
}

/** The player making his initial split (§5.2) during setup. */
export function setupPlayerOf(state: GameState): PlayerState {
  const player = state.players[state.setupIndex];
  if (!player) throw new Error(`no player at setup index ${state.setupIndex}`);
  return player;
}

/** A player by id (undefined if unknown). */
export function playerById(state: GameState, id: PlayerId): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

/** A legion the state says is in play (an engagement's, a battle's, a validated action's); throws if it is not. */
export function legionOf(state: GameState, marker: MarkerId): LegionState {
  const legion = state.legions[marker];
  if (!legion) throw new Error(`no legion ${marker} in play`);
  return legion;
}

/** Returns the state with one player changed. */
export function withPlayer(state: GameState, id: PlayerId, change: Partial<PlayerState>): GameState {
  return { ...state, players: state.players.map((p) => (p.id === id ? laidPlayer({ ...p, ...change }) : p)) };
}

/** Returns the state with one legion replaced (or added). */
export function withLegion(state: GameState, legion: LegionState): GameState {
  return { ...state, legions: { ...state.legions, [legion.marker]: laidLegion(legion) } };
}

/** Returns the state with some legions replaced (or added, in order), the record copied once for all of them. */
export function withLegions(state: GameState, changed: readonly LegionState[]): GameState {
  const legions = { ...state.legions };
  for (const l of changed) legions[l.marker] = laidLegion(l);
  return { ...state, legions };
}

/** Returns the state without a legion (its marker becomes free again, §4.4). */
export function withoutLegion(state: GameState, marker: MarkerId): GameState {
  // copied without the marker rather than deleted from a copy: a record with a deleted key turns slow to copy again
  const legions: Record<MarkerId, LegionState> = {};
  for (const m in state.legions) if (m !== marker) legions[m] = state.legions[m] as LegionState;
  return { ...state, legions };
}

type Legions = GameState['legions'];

/** Legion lists of the latest legions record (never changed in place), by owner; '' = every legion. */
const LEGION_LISTS = new LastObjectMemo<Legions, PlayerId, readonly LegionState[]>();

/** Every legion on the board, in record order. */
export function allLegions(state: GameState): readonly LegionState[] {
  let list = LEGION_LISTS.get(state.legions, '');
  if (!list) {
    list = Object.values(state.legions);
    LEGION_LISTS.set(state.legions, '', list);
  }
  return list;
}

/** The legions of one player, in record order. */
export function legionsOf(state: GameState, player: PlayerId): readonly LegionState[] {
  let list = LEGION_LISTS.get(state.legions, player);
  if (!list) {
    list = allLegions(state).filter((l) => l.owner === player);
    LEGION_LISTS.set(state.legions, player, list);
  }
  return list;
}

/** `list` minus the multiset `remove`, or null if `remove` is not contained in `list`. */
export function minusMultiset(list: readonly string[], remove: readonly string[]): string[] | null {
  const out = [...list];
  for (const r of remove) {
    const i = out.indexOf(r);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out;
}

/** Free markers of a player (his own set plus inherited ones, not in play), sorted. */
export function freeMarkers(state: GameState, player: PlayerId): MarkerId[] {
  const p = playerById(state, player);
  if (!p) return [];
  return p.markers.filter((m) => !(m in state.legions));
}

/** Sends characters that left play to where the rules put them: creatures are gone for good (§3.3), lords and
 * demi-lords go back to the caretaker (§3.2, §9.5). */
export function bury(state: GameState, creatures: readonly string[]): GameState {
  if (creatures.length === 0) return state;
  const variant = variantOf(state);
  const caretaker = { ...state.caretaker };
  const graveyard = { ...state.graveyard };
  for (const c of creatures) {
    const kind = creatureDef(variant, c).kind;
    if (kind === 'lord' || kind === 'demilord') caretaker[c] = (caretaker[c] ?? 0) + 1;
    else graveyard[c] = (graveyard[c] ?? 0) + 1;
  }
  return { ...state, caretaker, graveyard };
}

/** True if a legion holds a lord (Titan, Angel, Archangel: §3.1). */
export function hasLord(state: GameState, creatures: readonly string[]): boolean {
  const v = variantOf(state);
  return creatures.some((c) => {
    const kind = creatureDef(v, c).kind;
    return kind === 'titan' || kind === 'lord';
  });
}

/** Takes eliminated legions off the board (§4.4, §9.5): their characters buried in order, their markers free again
 * and forgotten by everyone; the caller tells of each removal (`legionEliminated`). */
export function withoutLegions(state: GameState, gone: readonly LegionState[]): GameState {
  if (gone.length === 0) return state;
  const markers = gone.map((l) => l.marker);
  const legions: Record<MarkerId, LegionState> = {};
  for (const m in state.legions) if (!markers.includes(m)) legions[m] = state.legions[m] as LegionState;
  let next: GameState = { ...state, legions };
  for (const l of gone) next = bury(next, l.creatures);
  return { ...next, knowledge: forget(next.knowledge, markers) };
}

/** Removes an eliminated legion from the board (§4.4, §9.5) and everyone's knowledge of its marker. */
export function removeLegion(state: GameState, marker: MarkerId, events: GameEvent[]): GameState {
  const l = state.legions[marker];
  if (!l) return state;
  events.push({ type: 'legionEliminated', marker, owner: l.owner });
  return withoutLegions(state, [l]);
}
