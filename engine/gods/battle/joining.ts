// Rules 11.3, 17.1, 18.2: a character joining a side during the battle — the defender's reinforcement, the attacker's
// summoned Lord — enters the battleland as that side's own characters did in their first maneuver (from its entry
// side, or inside the walls for a Tower defender), and entering is its move of this maneuver; its PF is the one the
// add-ons give a character joining (16.5: a Jabberwok's or Necromancer's). The core hands this to the add-ons.
import { hexIndex } from '../../family/battle/grid.js';
import type { GodsBattleCore } from './addon.js';
import { chartRow } from './facts.js';
import { mayStand } from './hazard-rules.js';
import { addonsMoved, isOutsider, joiningPower, legionOf } from './hooks.js';
import { movesOf } from './moves.js';
import { otherSide } from './order.js';
import { positionOf } from './position.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleState, GodsLegionInput, GodsSide } from './types.js';

/** Rules 17.2, 18.2: the names of a side's legion's characters still living ("do not count those already slain"),
 * a piece of no legion aside (15.6: the spell's Demon). */
export function legionNames(state: GodsBattleState, side: GodsSide): string[] {
  return state.pieces.filter((p) => legionOf(state, p) === side && !p.slain && !isOutsider(p)).map((p) => p.name);
}

/** A side's legion as the ability rules read it at a character's arrival. */
function legionNow(state: GodsBattleState, side: GodsSide, extra: readonly GodsBattlePiece[]): GodsLegionInput {
  const pieces = [...state.pieces.filter((p) => p.side === side && !p.slain), ...extra];
  return { owner: state.owners[side], role: state.roles[side], player: state.players[side], pieces: pieces.map((p) => ({ id: p.id, name: p.name, hits: p.hits })) };
}

/** The character, off the battleland, about to join `side`. */
function newcomer(state: GodsBattleState, side: GodsSide, id: string, name: string): GodsBattlePiece {
  const base: GodsBattlePiece = {
    id, name, side, hex: null, hits: 0, power: chartRow(name)?.power ?? 1, moved: false, struck: false, mustStrike: false, slain: false, slainBy: null,
  };
  const own = legionNow(state, side, [base]);
  return { ...base, power: joiningPower(name, base.power, own.pieces.length - 1, own, legionNow(state, otherSide(side), [])) };
}

/** Rules 11.3, 17.1, 18.2: the hexes where `name` could enter for `side` now (its moves from off the battleland). */
export function entryHexes(state: GodsBattleState, side: GodsSide, id: string, name: string): readonly string[] {
  if (state.phase !== 'maneuver' || state.active !== side) return [];
  const piece = newcomer(state, side, id, name);
  const trial: GodsBattleState = { ...state, pieces: [...state.pieces, piece] };
  if (state.land.tower && side === 'defender') {
    const taken = new Set(state.pieces.filter((p) => p.hex !== null).map((p) => hexIndex(p.hex!)));
    const pos = positionOf(trial);
    return state.land.startList.filter((h) => !taken.has(hexIndex(h)) && mayStand(pos, piece, h)).sort();
  }
  return movesOf(trial, piece);
}

/** The character enters at `hex` as its move of this maneuver (the add-ons' effects of a move apply). */
export function enter(
  state: GodsBattleState, side: GodsSide, id: string, name: string, hex: string, core: GodsBattleCore, events: GodsBattleEvent[],
): GodsBattleState {
  const piece = { ...newcomer(state, side, id, name), hex, moved: true };
  events.push({ type: 'move', piece: id, from: null, to: hex });
  return addonsMoved({ ...state, pieces: [...state.pieces, piece] }, id, null, core, events);
}
