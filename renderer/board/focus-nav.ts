// The keyboard focus of every board (masterboard and battleland, whatever the game), as pure geometry: a board hands
// its targets (legions and lands, hexes and counters) as points, the arrow keys move the focus to the nearest target
// in the arrow's direction, Enter and Space act on it. The Svelte views (MasterBoardView, BattleBoardView) keep the
// focus and draw its ring; no DOM and no drawing here, so the tests run it on the real boards' points.
import type { Point } from './geometry.js';

/** One thing on a board the keyboard can focus: its id (what the board's click reports) and where it is drawn. */
export interface FocusTarget extends Point {
  readonly id: string;
}

/** An arrow's direction on the screen (y grows downwards). */
export type Direction = 'left' | 'right' | 'up' | 'down';

/** What a key does to a board's focus (null: nothing, the key is left to the page). */
export type FocusKey = { readonly kind: 'move'; readonly direction: Direction } | { readonly kind: 'act' };

const ARROWS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
const VECTORS: Readonly<Record<Direction, Point>> = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } };

/** The board's meaning of a key (`KeyboardEvent.key`). */
export function focusKey(key: string): FocusKey | null {
  const direction = ARROWS[key];
  if (direction) return { kind: 'move', direction };
  return key === 'Enter' || key === ' ' ? { kind: 'act' } : null;
}

/** How far `to` lies from `from` along the arrow (along) and across it (aside). */
function offsets(from: Point, to: Point, direction: Direction): { along: number; aside: number } {
  const v = VECTORS[direction];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return { along: dx * v.x + dy * v.y, aside: Math.abs(dx * v.y - dy * v.x) };
}

/** The target an arrow moves the focus to from `from`: of those ahead (within 45° of the arrow if any lies there, else
 * anywhere on the arrow's side) the nearest, its distance aside from the arrow's line counting once more; null when
 * none is ahead. */
export function nextTarget(targets: readonly FocusTarget[], from: Point, direction: Direction): FocusTarget | null {
  let best: FocusTarget | null = null;
  let bestScore = Infinity;
  let bestInCone = false;
  for (const t of targets) {
    const { along, aside } = offsets(from, t, direction);
    if (along <= 0.5) continue;
    const inCone = aside <= along;
    const score = Math.hypot(along, aside) + aside;
    if ((inCone && !bestInCone) || (inCone === bestInCone && score < bestScore)) {
      best = t;
      bestScore = score;
      bestInCone = inCone;
    }
  }
  return best;
}

/** Where the focus goes when the targets change (the board redrawn, a legion moved): the same target where it is
 * now, else the one nearest to where the focus was; null when there was none or no target is left. */
export function followFocus(targets: readonly FocusTarget[], last: FocusTarget | null): FocusTarget | null {
  if (!last) return null;
  const same = targets.find((t) => t.id === last.id);
  if (same) return same;
  let best: FocusTarget | null = null;
  for (const t of targets) if (!best || Math.hypot(t.x - last.x, t.y - last.y) < Math.hypot(best.x - last.x, best.y - last.y)) best = t;
  return best;
}

/** Where the focus starts on the first arrow: the target the screen prefers (the selected legion or piece), else the
 * one nearest the middle of them all. */
export function startTarget(targets: readonly FocusTarget[], preferred: string | null): FocusTarget | null {
  const chosen = preferred === null ? undefined : targets.find((t) => t.id === preferred);
  if (chosen) return chosen;
  if (targets.length === 0) return null;
  const middle = { x: targets.reduce((s, t) => s + t.x, 0) / targets.length, y: targets.reduce((s, t) => s + t.y, 0) / targets.length, id: '' };
  return followFocus(targets, middle);
}

/** The focus after a move key: the next target in the direction, the start when nothing was focused, and the same
 * target when nothing lies ahead (the focus stays at the board's edge). */
export function moveFocus(targets: readonly FocusTarget[], current: FocusTarget | null, direction: Direction, preferred: string | null): FocusTarget | null {
  const here = followFocus(targets, current);
  if (!here) return startTarget(targets, preferred);
  return nextTarget(targets, here, direction) ?? here;
}

/** A target's id: what kind of thing it is (legion, land, hex, piece) and the board's key of it. */
export function targetId(kind: string, key: string | number): string {
  return `${kind}:${key}`;
}

/** The kind and key of a target's id. */
export function targetOf(id: string): { readonly kind: string; readonly key: string } {
  const at = id.indexOf(':');
  return { kind: id.slice(0, at), key: id.slice(at + 1) };
}
