// Hits and removals, once for the family (TITAN §13.4–§13.6, Gods 11.9, 13.6): hits marked on a piece slay it when
// they reach its power; the hits of a strike beyond what slew its target wait as a pending carry for the striker's
// choice of another target; pieces that leave the battle go off its list and the game counts what that costs.
import { battleIn, type Flow } from './queries.js';
import type { FlowBattle, FlowPiece, LossCause } from './types.js';

/** Takes pieces out of the battle for good; the game counts the cost (its `removed` hook) and reports them. */
export function removePieces<S, B extends FlowBattle<P>, P extends FlowPiece, E>(
  f: Flow<S, B, P, E>, s: S, ids: readonly string[], cause: LossCause, events: E[],
): S {
  if (ids.length === 0) return s;
  const battle = battleIn(f, s);
  const gone = new Set(ids);
  const lost = battle.pieces.filter((p) => gone.has(p.id));
  const left = f.hooks.withBattle(s, { ...battle, pieces: battle.pieces.filter((p) => !gone.has(p.id)) });
  events.push(f.hooks.events.removed([...ids], cause));
  return f.hooks.removed(left, lost, cause);
}

/** Marks hits dealt to a piece (less what its protections stop); hits that reach its power slay it (`by`: the
 * striker, null for a hazard). A piece already slain takes no more. */
export function markHits<S, B extends FlowBattle<P>, P extends FlowPiece, E>(
  f: Flow<S, B, P, E>, s: S, id: string, hits: number, by: string | null, events: E[],
): S {
  const battle = battleIn(f, s);
  const piece = battle.pieces.find((p) => p.id === id);
  if (!piece || piece.slain) return s;
  const taken = f.hooks.damage ? f.hooks.damage(s, battle, piece, hits) : hits;
  const total = piece.hits + taken;
  const slain = total >= piece.power;
  const marked = { ...piece, hits: total, slain };
  const next = f.hooks.withBattle(s, { ...battle, pieces: battle.pieces.map((p) => (p === piece ? marked : p)) });
  if (!slain) return next;
  events.push(f.hooks.events.slain(piece, by));
  return f.hooks.slain ? f.hooks.slain(next, marked, by) : next;
}

/** Puts up to `hits` of a strike's hits on its target; returns the state and how many it took. A piece slain in the
 * strikeback leaves at once where the game's rule says so (Gods 11.9). */
export function landHits<S, B extends FlowBattle<P>, P extends FlowPiece, E>(
  f: Flow<S, B, P, E>, s: S, target: string, hits: number, by: string, events: E[],
): [S, number] {
  const piece = battleIn(f, s).pieces.find((p) => p.id === target);
  const used = piece ? Math.min(hits, Math.max(0, piece.power - piece.hits)) : 0;
  if (used <= 0) return [s, 0];
  const next = markHits(f, s, target, used, by, events);
  const after = battleIn(f, next);
  if (f.hooks.strikebackSlainLeaveAtOnce && after.phase === 'strikeback' && after.pieces.some((p) => p.id === target && p.slain)) {
    return [removePieces(f, next, [target], 'slain', events), used];
  }
  return [next, used];
}

/** Leaves the hits beyond what slew a target pending if another living target may take them (TITAN §13.4, Gods
 * 13.6); otherwise no carry is pending. */
export function pendCarry<S, B extends FlowBattle<P>, P extends FlowPiece, E>(
  f: Flow<S, B, P, E>, s: S, striker: string, hits: number, strikeNumber: number, dice: number, targets: readonly string[],
): S {
  const battle = battleIn(f, s);
  const living = new Set(battle.pieces.filter((p) => !p.slain).map((p) => p.id));
  const open = hits > 0 ? targets.filter((t) => living.has(t)) : [];
  const carry = open.length === 0 ? null : { striker, hits, strikeNumber, dice, targets: open };
  return f.hooks.withBattle(s, { ...battle, carry });
}
