// Rules 17.1 and 18.2: a character joining a side during the battle — the defender's reinforcement, the attacker's
// summoned Lord — enters the battleland as that side's own characters did in their first maneuver (from its entry
// side, or inside the walls for a Tower defender, 11.3), and entering is its move of this maneuver. Shared by the
// reinforcement and summoning extensions.
import { hexIndex } from '../../../family/battle/grid.js';
import { startPower } from '../abilities/permanent.js';
import { extensionMoved, legionOf } from '../extensions.js';
import { pieceMoves, mayStand } from '../moves.js';
import { chartRow, positionOf } from '../position.js';
import { demonId } from '../spells/summon.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleState, GodsLegionInput, GodsSide } from '../types.js';

/** Rules 17.2, 18.2: the characters of a side's legion still living ("do not count those already slain"), the
 * spell's Demon aside (15.6: it belongs to no legion). */
export function livingNames(state: GodsBattleState, side: GodsSide): string[] {
  return state.pieces.filter((p) => legionOf(state, p) === side && !p.slain && p.id !== demonId(side)).map((p) => p.name);
}

/** A side's legion as the ability rules read it at a character's arrival (16.5: a Jabberwok's or Necromancer's PF). */
function legionNow(state: GodsBattleState, side: GodsSide, extra: readonly GodsBattlePiece[]): GodsLegionInput {
  const pieces = [...state.pieces.filter((p) => p.side === side && !p.slain), ...extra];
  return { owner: state.owners[side], player: state.players[side], pieces: pieces.map((p) => ({ id: p.id, name: p.name, hits: p.hits })) };
}

/** The character, off the battleland, about to join `side`. */
function newcomer(state: GodsBattleState, side: GodsSide, id: string, name: string): GodsBattlePiece {
  const base: GodsBattlePiece = {
    id, name, side, hex: null, hits: 0, power: chartRow(name)?.power ?? 1, moved: false, struck: false, mustStrike: false, slain: false, slainBy: null,
  };
  const own = legionNow(state, side, [base]);
  const power = startPower(name, base.power, own.pieces.length - 1, own, legionNow(state, side === 'attacker' ? 'defender' : 'attacker', []));
  return { ...base, power };
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
  return pieceMoves(trial, id);
}

/** The character enters at `hex` as its move of this maneuver (the extensions' effects of a move apply). */
export function enter(state: GodsBattleState, side: GodsSide, id: string, name: string, hex: string, events: GodsBattleEvent[]): GodsBattleState {
  const piece = { ...newcomer(state, side, id, name), hex, moved: true };
  events.push({ type: 'move', piece: id, from: null, to: hex });
  return extensionMoved({ ...state, pieces: [...state.pieces, piece] }, id, null, events);
}

/** A choice of a character joining the battle as its extension lists it: what joins, then `@`, then the entry hex
 * (`Lion@F3`, `red-5:p17@A1`); one format for the reinforcement and the summoning. */
export function entryChoice(what: string, hex: string): string {
  return `${what}@${hex}`;
}

/** The two parts of an `entryChoice` (the hex after its last `@`). */
export function entryChoiceParts(choice: string): { readonly what: string; readonly hex: string } {
  const at = choice.lastIndexOf('@');
  return { what: choice.slice(0, at), hex: choice.slice(at + 1) };
}
