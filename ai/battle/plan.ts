// Hard's maneuver lookahead: instead of moving the single best piece, it tries the few best first moves, completes
// each maneuver greedily with the rest of its pieces, and keeps the first move of the best whole plan (so pieces
// coordinate: ganging up on one enemy, screening the Titan, not crowding the entry edge).
import { contactEnemies, legalMoves, type BattlePosition, type PieceLike } from '../../engine/family/battle/rules.js';
import { strikeWorth } from './expect.js';
import { type BattleStyle, moveGain, pieceScore, withMove } from './maneuver.js';
import { answered, type MoveMade, once, remember } from './memo.js';

/** First moves tried per decision. */
const BRANCHES = 4;

/** A greedy step: the best improving move of the side's unmoved pieces (entering ones first; null when none
 * improves) and the gain of every move it weighed, by `piece>hex`. */
interface Step {
  readonly best: { readonly id: string; readonly to: string } | null;
  readonly gains: ReadonlyMap<string, number>;
}

/** The position a plan stepped from and the move it made. */
type From = Parameters<typeof remember>[3];

function greedyStep(p: BattlePosition, side: 'attacker' | 'defender', style: BattleStyle, aggr: number, from: From): Step {
  let best: { id: string; to: string } | null = null;
  let bestV = 0.5;
  const gains = new Map<string, number>();
  remember(p, style, aggr, from);
  const entering = p.pieces.some((x) => x.side === side && x.hex === null && !x.slain && legalMoves(p, x.id).length > 0);
  // an entering piece alike in all but its name to one weighed before gains what that one gains (the earlier one wins
  // a tie, as it would have): its moves are not weighed again
  const twins = new Map<string, { readonly id: string; readonly moves: readonly string[] }>();
  for (const piece of p.pieces) {
    if (piece.side !== side || piece.moved || piece.slain) continue;
    if (entering && piece.hex !== null) continue;
    const alike = twinKey(p, piece);
    const twin = alike === undefined ? undefined : twins.get(alike);
    if (twin) {
      for (const to of twin.moves) gains.set(`${piece.id}>${to}`, gains.get(`${twin.id}>${to}`) ?? 0);
      continue;
    }
    const moves = legalMoves(p, piece.id);
    if (alike !== undefined) twins.set(alike, { id: piece.id, moves });
    for (const to of moves) {
      const v = moveGain(p, piece.id, to, style, aggr);
      gains.set(`${piece.id}>${to}`, v);
      if (v > bestV || (entering && best === null)) [best, bestV] = [{ id: piece.id, to }, v];
    }
  }
  return { best, gains };
}

/** What an entering piece is alike in with another (creature, hits, power: off the board nothing else tells two apart),
 * so that a move of one is weighed for both; undefined on the board (no two pieces share a hex) or where game hooks
 * may read a piece's name. */
export function twinKey(pos: BattlePosition, piece: PieceLike): string | undefined {
  return piece.hex === null && !pos.hooks ? `${piece.creature}|${piece.hits}|${piece.power}` : undefined;
}

/** The text of each style object met (styleKey). */
const STYLE_KEYS = new WeakMap<BattleStyle, string>();

/** Every field of a style, as text: the answers `once` keeps are shared by all seats and games a process plays, so a
 * step weighed in one style must never answer another (Hard's `guardTitan` once took Normal's steps, and a game's
 * result then hung on which games its worker had played before, issue 22). */
function styleKey(style: BattleStyle): string {
  let key = STYLE_KEYS.get(style);
  if (key === undefined) {
    key = Object.entries(style)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(',');
    STYLE_KEYS.set(style, key);
  }
  return key;
}

/** What a greedy step is asked as (`once`). */
function stepQuestion(side: 'attacker' | 'defender', style: BattleStyle, aggr: number): string {
  return `step ${side} ${aggr} ${styleKey(style)}`;
}

/** The gains of the moves a plan's greedy step weighed in a position of this content (in this or an earlier
 * decision), by `piece>hex`; undefined when no plan stepped from it. */
export function knownGains(pos: BattlePosition, side: 'attacker' | 'defender', style: BattleStyle, aggr: number): ReadonlyMap<string, number> | undefined {
  return answered<Step>(pos, stepQuestion(side, style, aggr))?.gains;
}

/** The position after the side's unmoved pieces make their best improving moves, one at a time (each step worked
 * out once per position: plans of one decision meet, and the next decision's plans retrace this one's), starting
 * `from` a position and a move that led to `pos` (each step's scores after moves may hold in the next). */
export function completeManeuver(pos: BattlePosition, side: 'attacker' | 'defender', style: BattleStyle, aggr: number, from?: From): BattlePosition {
  let p = pos;
  let prior = from;
  for (let step = 0; step < 12; step++) {
    const [q, f] = [p, prior];
    const { best } = once(q, stepQuestion(side, style, aggr), () => greedyStep(q, side, style, aggr, f));
    if (!best) return p;
    prior = { pos: p, made: madeIn(p, best.id, best.to) };
    p = withMove(p, best.id, best.to);
  }
  return p;
}

/** A piece's move in a position, as remembered between a plan's positions. */
function madeIn(pos: BattlePosition, id: string, to: string): MoveMade {
  return { id, from: pos.pieces.find((x) => x.id === id)?.hex ?? null, to };
}

/** Value of a completed maneuver for a side: the sum of its pieces' scores, less a duel of the Titans it leads to
 * (issue 22 d, as in a single move: twice the enemy Titan's strike on ours) when another of its pieces could have
 * taken his place beside the enemy Titan. */
export function planValue(pos: BattlePosition, side: 'attacker' | 'defender', style: BattleStyle, aggr: number): number {
  let v = 0;
  for (const p of pos.pieces) if (p.side === side && !p.slain) v += pieceScore(pos, p, style, aggr);
  return v - titanDuel(pos, side, style);
}

/** The duel cost of a completed maneuver whose Titan ends beside the enemy Titan while another of its pieces that moved
 * could have stood there. */
function titanDuel(pos: BattlePosition, side: 'attacker' | 'defender', style: BattleStyle): number {
  if (!style.tactical) return 0;
  const titan = pos.pieces.find((p) => p.side === side && !p.slain && p.hex !== null && pos.creatures[p.creature]?.kind === 'titan');
  if (!titan?.moved || titan.hex === null) return 0;
  const rival = contactEnemies(pos, titan.id).find((e) => pos.creatures[e.creature]?.kind === 'titan');
  if (!rival) return 0;
  const others = pos.pieces.filter((p) => p.side === side && p.id !== titan.id && !p.slain && p.moved && p.hex !== null);
  return others.length > 0 ? 2 * strikeWorth(pos, rival, titan) : 0;
}

/** The best first move among `ranked` (best local gain first) by the value of the plan it starts; null = end now. */
export function bestPlan(pos: BattlePosition, side: 'attacker' | 'defender', style: BattleStyle, aggr: number, ranked: readonly { piece: string; to: string }[], mayEnd: boolean): { piece: string; to: string } | null {
  let best: { piece: string; to: string } | null = null;
  let bestV = mayEnd ? planValue(pos, side, style, aggr) + 0.5 : -Infinity;
  const tried = new Set<string>();
  for (const m of ranked.slice(0, BRANCHES)) {
    // a first move of a twin to the same hex starts a plan alike in all but names: it cannot beat the one tried
    const piece = pos.pieces.find((x) => x.id === m.piece);
    const alike = piece ? twinKey(pos, piece) : undefined;
    if (alike !== undefined) {
      if (tried.has(`${alike}>${m.to}`)) continue;
      tried.add(`${alike}>${m.to}`);
    }
    const v = planValue(completeManeuver(withMove(pos, m.piece, m.to), side, style, aggr, { pos, made: madeIn(pos, m.piece, m.to) }), side, style, aggr);
    if (v > bestV) [best, bestV] = [m, v];
  }
  return best;
}
