// A tiny page hook for end-to-end tests: canvas coordinates (page pixels) of lands, legions, hexes and counters,
// since Konva shapes can only be clicked by position.
import type { Point } from './geometry.js';

/** Functions the boards register; each answers page coordinates or null. */
export interface BoardHook {
  land?: (id: number) => Point | null;
  legion?: (marker: string) => Point | null;
  hex?: (label: string) => Point | null;
  piece?: (id: string) => Point | null;
  /** What the screen shows now: the seat's view and legal actions, or the pending hand-off. */
  screen?: () => unknown;
}

declare global {
  interface Window {
    /** Test hook: page coordinates of board shapes. */
    __titanBoard?: BoardHook;
  }
}

/** Registers a board's locators, converted from canvas to page coordinates via its container. */
export function registerHook(container: HTMLElement, part: Record<string, ((key: never) => Point | null) | undefined>): () => void {
  const hook: Record<string, unknown> = (window.__titanBoard ??= {}) as Record<string, unknown>;
  const names = Object.keys(part);
  for (const name of names) {
    const fn = part[name] as ((key: unknown) => Point | null) | undefined;
    hook[name] = (key: unknown): Point | null => {
      const p = fn?.(key);
      if (!p) return null;
      const r = container.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    };
  }
  return () => {
    for (const name of names) delete hook[name];
  };
}

/** Registers the screen-state reader (the game screen's push and hand-off) for tests. */
export function registerScreenHook(read: () => unknown): () => void {
  const hook = (window.__titanBoard ??= {});
  hook.screen = read;
  return () => {
    delete hook.screen;
  };
}

/** A board drawn into a container: it follows the container's size and is torn down with it. */
interface MountedBoard {
  resize(width: number, height: number): void;
  destroy(): void;
}

/** Keeps a board sized to its container and registers its test hook; returns the teardown for the component's effect. */
export function mountBoard(container: HTMLElement, board: MountedBoard, hook: Parameters<typeof registerHook>[1]): () => void {
  const unhook = registerHook(container, hook);
  const ro = new ResizeObserver(() => board.resize(container.clientWidth, container.clientHeight));
  ro.observe(container);
  return () => {
    ro.disconnect();
    unhook();
    board.destroy();
  };
}
