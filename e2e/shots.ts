// The specs' screenshots are for people to look at (UI work is looked at in both languages, at 1440×900 and 1024×700,
// before it is called done): a run on CI, where nobody looks, skips writing them — each costs half a second of the
// browser's time, some 450 a run — unless E2E_SHOTS=1 asks for them there too. Every spec writes its screenshots here.
import type { Locator, Page } from '@playwright/test';

/** Whether this run writes its screenshots: any run but CI's, and CI's when E2E_SHOTS=1. */
const SHOTS_WRITTEN = process.env.CI !== 'true' || process.env.E2E_SHOTS === '1';

/** A part of the page, in CSS pixels. */
interface Clip {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Writes a PNG screenshot of `target` (the page, or one element) to `path` — of the part `clip` of a page, if given —
 * when this run writes screenshots. */
export async function capture(target: Page | Locator, path: string, clip?: Clip): Promise<void> {
  if (!SHOTS_WRITTEN) return;
  if (clip && 'mouse' in target) await target.screenshot({ path, clip });
  else await target.screenshot({ path });
}
