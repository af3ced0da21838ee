// One object layout for a battle and its pieces. The battle's steps make them by spreads in many places (the family
// step machine, the add-ons), and an object spread from another keeps a layout of its own: a battle's pieces came in a
// dozen hidden classes, so every read of a piece's or a battle's field in the battle rules was a megamorphic look-up.
// A battle handed on is laid out here once — the same fields in the same order, the same values, so its JSON, its
// digest and every rule's answer stay as they were — and a piece laid out once is kept as it is.
import type { GodsBattlePiece, GodsBattleState } from './types.js';

/** The pieces already in the one layout (a step replaces a changed piece whole, the others stay these objects). */
const LAID = new WeakSet<GodsBattlePiece>();

/** A piece in the one layout: itself when it is laid out already. */
function laidPiece(p: GodsBattlePiece): GodsBattlePiece {
  if (LAID.has(p)) return p;
  const q: GodsBattlePiece = {
    id: p.id, name: p.name, side: p.side, hex: p.hex, hits: p.hits, power: p.power,
    moved: p.moved, struck: p.struck, mustStrike: p.mustStrike, slain: p.slain, slainBy: p.slainBy,
  };
  LAID.add(q);
  return q;
}

/** The pieces lists whose pieces are all laid out (a battle's step makes several battles with the same list). */
const LAID_LISTS = new WeakSet<readonly GodsBattlePiece[]>();

/** Whether every piece of a list is laid out already (then the list itself is kept: the positions of a battle's states
 * share what their unchanged pieces list is, engine/gods/battle/position.ts). */
function allLaid(pieces: readonly GodsBattlePiece[]): boolean {
  if (LAID_LISTS.has(pieces)) return true;
  for (let i = 0; i < pieces.length; i++) if (!LAID.has(pieces[i] as GodsBattlePiece)) return false;
  LAID_LISTS.add(pieces);
  return true;
}

/** A pieces list in the one layout, known as such. */
function laidList(pieces: readonly GodsBattlePiece[]): GodsBattlePiece[] {
  const out = pieces.map(laidPiece);
  LAID_LISTS.add(out);
  return out;
}

/** The battles laid out (the queries of a battle are remembered by the battle object: one laid out is kept as it is). */
const LAID_BATTLES = new WeakSet<GodsBattleState>();

/** A battle in the one layout, its pieces too (the same fields and values: only the objects' hidden class changes);
 * itself when it is laid out already. */
export function laidOut(b: GodsBattleState): GodsBattleState {
  if (LAID_BATTLES.has(b)) return b;
  const out: GodsBattleState = {
    land: b.land, attackerEntry: b.attackerEntry, owners: b.owners, roles: b.roles, players: b.players, round: b.round,
    active: b.active, phase: b.phase, pieces: allLaid(b.pieces) ? b.pieces : laidList(b.pieces), carry: b.carry,
    conceding: b.conceding, masterSlain: b.masterSlain, slain: b.slain, rng: b.rng, outcome: b.outcome, addons: b.addons,
  };
  LAID_BATTLES.add(out);
  return out;
}
