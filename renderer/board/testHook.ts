/// <reference types="vite/client" />
// The page hook of the end-to-end tests, present only in their build (vite build --mode test; never in a production
// bundle): page coordinates of lands, legions, hexes and counters (Konva shapes can only be clicked by position),
// what the boards draw (marked lands and hexes, targets, the selection, the rangestrike line) and what the game
// screen shows (the pushed view, legal actions and hints, or the pending hand-off).
import type { Point } from './geometry.js';

/** Functions the boards register; each answers page coordinates or null. */
export interface BoardHook {
  land?: (id: number) => Point | null;
  legion?: (marker: string) => Point | null;
  hex?: (label: string) => Point | null;
  piece?: (id: string) => Point | null;
  /** What the board on the screen draws now. */
  marks?: () => unknown;
  /** What the screen shows now: the seat's view and legal actions, or the pending hand-off. */
  screen?: () => unknown;
  /** The page boxes the lesson card shown keeps clear of: what its step points at, as the boards and controls ring it. */
  lesson?: () => unknown;
}

declare global {
  interface Window {
    /** Test hook (test builds only): board shapes, board marks and the screen state. */
    __titanBoard?: BoardHook;
  }
}

/** Registers a board's locators, converted from canvas to page coordinates via its container, and its marks; its
 * teardown gives back what it covered (a board still shown beneath) unless a later board took them over. */
function registerHook(container: HTMLElement, part: Record<string, ((key: never) => Point | null) | undefined>, marks: (() => unknown) | undefined): () => void {
  if (import.meta.env.MODE !== 'test') return () => {};
  const hook: Record<string, unknown> = (window.__titanBoard ??= {}) as Record<string, unknown>;
  const names = Object.keys(part);
  // a board drawn over another (the review's over the game's) hands the hook back to it when it goes
  const keys = marks ? [...names, 'marks'] : names;
  const before = new Map(keys.map((name) => [name, hook[name]]));
  for (const name of names) {
    const fn = part[name] as ((key: unknown) => Point | null) | undefined;
    hook[name] = (key: unknown): Point | null => {
      const p = fn?.(key);
      if (!p) return null;
      const r = container.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    };
  }
  if (marks) hook.marks = () => JSON.parse(JSON.stringify(marks())) as unknown;
  const mine = new Map(keys.map((name) => [name, hook[name]]));
  return () => {
    for (const name of keys) {
      if (hook[name] !== mine.get(name)) continue;
      const earlier = before.get(name);
      if (earlier === undefined) delete hook[name];
      else hook[name] = earlier;
    }
  };
}

/** Registers a reader for tests: the screen state (the game screen's push and hand-off), or the lesson card's
 * pointed boxes. */
export function registerReaderHook(name: 'screen' | 'lesson', read: () => unknown): () => void {
  if (import.meta.env.MODE !== 'test') return () => {};
  const hook = (window.__titanBoard ??= {});
  hook[name] = read;
  return () => {
    delete hook[name];
  };
}

/** A board drawn into a container: it follows the container's size and is torn down with it. */
interface MountedBoard {
  resize(width: number, height: number): void;
  destroy(): void;
  /** What it draws now (highlights, selection), for the test hook. */
  drawn?(): unknown;
}

/** Keeps a board sized to its container and registers its test hook; returns the teardown for the component's effect.
 * The hook's marks say `moving` also while the container has a size the board has not followed yet (the resize
 * observer runs before the next frame): shape positions read then are those of the old size. */
export function mountBoard(container: HTMLElement, board: MountedBoard, hook: Parameters<typeof registerHook>[1]): () => void {
  let followed = { width: -1, height: -1 };
  const following = (): boolean => container.clientWidth !== followed.width || container.clientHeight !== followed.height;
  const marks = board.drawn ? (): unknown => {
    const drawn = board.drawn?.() as { moving?: boolean } | undefined;
    return drawn && following() ? { ...drawn, moving: true } : drawn;
  } : undefined;
  const unhook = registerHook(container, hook, marks);
  const ro = new ResizeObserver(() => {
    followed = { width: container.clientWidth, height: container.clientHeight };
    board.resize(followed.width, followed.height);
  });
  ro.observe(container);
  return () => {
    ro.disconnect();
    unhook();
    board.destroy();
  };
}
