// The scripted player of the end-to-end tests: from a seat's view and its legal actions (what the screen shows),
// picks the next action. Deterministic, so a seed plus this policy always plays the same game; used both by the
// browser test (which then performs the choice through the UI) and by the seed finder that checks a seed in Node.
import type { Action } from '../engine/actions.js';
import type { PlayerView } from '../engine/view.js';
import { getVariant } from '../engine/variants/index.js';
import { BATTLE_GRID } from '../engine/data/generated/battlegrid.js';
import { landCenter } from '../renderer/board/geometry.js';

const SQRT3 = Math.sqrt(3);
const hexXY = new Map(BATTLE_GRID.map((h) => [h.label, { x: h.cx, y: h.cy * SQRT3 }]));

/** The initial split the UI makes by default: first two free markers, the first three Tower creatures with the Titan. */
export function initialSplitChoice(view: PlayerView): { titanMarker: string; angelMarker: string; titanCreatures: string[] } {
  const pool = getVariant(view.variant).startingCreatures.flatMap((s) => Array<string>(s.count).fill(s.creature));
  return { titanMarker: view.freeMarkers[0], angelMarker: view.freeMarkers[1], titanCreatures: pool.slice(0, 3) };
}

function landDistance(view: PlayerView, a: number, b: number): number {
  const v = getVariant(view.variant);
  const p = landCenter(v.lands[a]);
  const q = landCenter(v.lands[b]);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

function bestMove(view: PlayerView, moves: Extract<Action, { type: 'move' }>[]): Action {
  const enemies = view.legions.filter((l) => l.owner !== view.viewer);
  let best = moves[0];
  let score = Infinity;
  for (const m of moves) {
    const d = enemies.length ? Math.min(...enemies.map((e) => landDistance(view, m.to, e.land))) : 0;
    if (d < score) {
      score = d;
      best = m;
    }
  }
  return best;
}

function bestBattleMove(view: PlayerView, moves: Extract<Action, { type: 'battleMove' }>[]): Action {
  const battle = view.battle;
  if (!battle) return moves[0];
  const piece = moves[0].piece;
  const mine = moves.filter((m) => m.piece === piece);
  const side = battle.pieces.find((p) => p.id === piece)?.side;
  const foes = battle.pieces.filter((p) => p.side !== side && p.hex && !p.slain).map((p) => hexXY.get(p.hex as string));
  let best = mine[0];
  let score = Infinity;
  for (const m of mine) {
    const at = hexXY.get(m.to);
    if (!at) continue;
    const d = foes.length ? Math.min(...foes.map((f) => (f ? Math.hypot(f.x - at.x, f.y - at.y) : Infinity))) : 0;
    if (d < score) {
      score = d;
      best = m;
    }
  }
  return best;
}

/** The scripted choice, or null when this seat has nothing to do. */
export function chooseAction(view: PlayerView, legal: readonly Action[]): Action | null {
  const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
  if (legal.length === 0) return null;
  const split = of('initialSplit')[0];
  if (split) return { ...split, ...initialSplitChoice(view) };
  for (const type of ['carry', 'strike', 'acquire', 'engage', 'fight', 'recruit', 'roll'] as const) {
    const first = of(type)[0];
    if (first) return first;
  }
  const battleMoves = of('battleMove');
  if (battleMoves.length) return bestBattleMove(view, battleMoves);
  const moves = of('move').filter((m) => !m.teleport);
  if (moves.length) return bestMove(view, moves);
  for (const type of ['endMoves', 'done', 'endTurn'] as const) {
    const first = of(type)[0];
    if (first) return first;
  }
  return legal.find((a) => a.type !== 'undo') ?? null;
}
