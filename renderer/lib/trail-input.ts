/// <reference types="vite/client" />
// The player's clicks and keys on the page, into the page's trail (trail.ts): what was under them, by test id or tag.
import { trail, trailLines } from './trail.js';

declare global {
  interface Window {
    /** The page's trail (test builds only): what an end-to-end test prints when it fails. */
    __trail?: () => readonly string[];
  }
}

/** Follows the player's clicks and keys on the page into the trail (what was under them, by test id or tag), and in
 * the tests' build lets a failing test read it. */
export function watchInput(target: Window): void {
  const what = (e: Event): string => {
    const el = e.target instanceof Element ? e.target : null;
    const id = el?.closest('[data-testid]')?.getAttribute('data-testid');
    return `${el?.tagName.toLowerCase() ?? '?'}${id ? `#${id}` : ''}`;
  };
  target.addEventListener('pointerdown', (e) => trail(`pointerdown ${what(e)} at ${Math.round(e.clientX)},${Math.round(e.clientY)}`), { capture: true, passive: true });
  target.addEventListener('pointerup', (e) => trail(`pointerup ${what(e)}`), { capture: true, passive: true });
  target.addEventListener('keydown', (e) => trail(`key ${e.key} on ${what(e)}`), { capture: true, passive: true });
  target.addEventListener('resize', () => trail(`resize ${target.innerWidth}x${target.innerHeight}`), { passive: true });
  if (import.meta.env.MODE === 'test') target.__trail = trailLines;
}
