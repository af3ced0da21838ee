// Rules 4.2, 16.5 Pegasus (A41): a non-Creature may ride its side's Pegasus. Mounted, the rider leaves the grid: it
// moves with the Pegasus, is never locked, strikes with its own factors from the Pegasus's hex, and cannot be struck;
// when the Pegasus leaves the battleland the rider stands on its hex and may be struck.
import type { BattlePosition } from '../../../family/battle/position.js';
import { PEGASUS_RIDER_CLASSES } from '../../data/abilities.js';
import { chartRow, hasAbility } from '../facts.js';
import type { GodsAbilityMove } from '../addon-shapes.js';
import type { GodsBattlePiece, GodsBattleState } from '../types.js';
import { besideHexes } from './hexes.js';
import { memoryOf, withMemory } from './memory.js';

/** The Pegasus a piece rides, or null. */
export function mountOf(state: GodsBattleState, id: string): string | null {
  return memoryOf(state).riders.find((r) => r.rider === id)?.mount ?? null;
}

/** The hex a rider off the grid fights from: its Pegasus's (null for anyone else off the grid). */
export function riderHex(state: GodsBattleState, piece: GodsBattlePiece): string | null {
  const mount = mountOf(state, piece.id);
  return mount === null ? null : state.pieces.find((p) => p.id === mount)?.hex ?? null;
}

/** The position a piece strikes in: a rider in its Pegasus's place (the Pegasus set aside), anyone else as it is. */
export function strikerPosition(state: GodsBattleState, pos: BattlePosition, id: string): BattlePosition {
  const mount = mountOf(state, id);
  if (mount === null) return pos;
  const hex = pos.pieces.find((p) => p.id === mount)?.hex ?? null;
  return { ...pos, pieces: pos.pieces.map((p) => (p.id === id ? { ...p, hex } : p.id === mount ? { ...p, hex: null } : p)) };
}

/** 16.5 Pegasus: the mounts a piece of the maneuvering side may make now. */
export function mounts(state: GodsBattleState, piece: GodsBattlePiece): Extract<GodsAbilityMove, { type: 'mount' }>[] {
  if (state.phase !== 'maneuver' || piece.side !== state.active || piece.moved || mountOf(state, piece.id) !== null) return [];
  const cls = chartRow(piece.name)?.cls;
  if (cls === undefined || !PEGASUS_RIDER_CLASSES.some((c) => c === cls)) return [];
  const near = piece.hex === null ? null : new Set(besideHexes(piece.hex));
  const taken = new Set(memoryOf(state).riders.map((r) => r.mount));
  return state.pieces
    .filter((p) => p.side === piece.side && p.hex !== null && !p.slain && hasAbility(p.name, 'mount') && !taken.has(p.id))
    // Off the battleland it mounts as it enters (round 1); on it, from a hex next to the Pegasus.
    .filter((p) => (near === null ? state.round === 1 : near.has(p.hex!)))
    .map((p): Extract<GodsAbilityMove, { type: 'mount' }> => ({ type: 'mount', rider: piece.id, pegasus: p.id }));
}

/** Mounts a rider: it leaves the grid for its Pegasus. */
export function mount(state: GodsBattleState, rider: string, pegasus: string): GodsBattleState {
  const s = withMemory(state, { riders: [...memoryOf(state).riders, { rider, mount: pegasus }] });
  return { ...s, pieces: s.pieces.map((p) => (p.id === rider ? { ...p, hex: null, moved: true } : p)) };
}

/** After pieces left the battleland (`lost`): a rider whose Pegasus left stands on the hex the Pegasus had. */
export function dismountRiders(state: GodsBattleState, lost: readonly GodsBattlePiece[]): GodsBattleState {
  const riders = memoryOf(state).riders;
  const gone = riders.filter((r) => !state.pieces.some((p) => p.id === r.mount));
  if (gone.length === 0) return state;
  const hexOf = (id: string): string | null => lost.find((p) => p.id === id)?.hex ?? null;
  const s = withMemory(state, { riders: riders.filter((r) => !gone.includes(r)) });
  return { ...s, pieces: s.pieces.map((p) => {
    const r = gone.find((x) => x.rider === p.id);
    return r ? { ...p, hex: hexOf(r.mount) } : p;
  }) };
}
