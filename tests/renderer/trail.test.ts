// The page's trail (renderer/lib/trail.ts): lines in the order they came, each stamped, the oldest dropped past the
// most it keeps, each line no longer than a problem report takes.
import { describe, expect, it } from 'vitest';
import { TRAIL_LINE_CHARS, TRAIL_LINES } from '../../host/contract.js';
import { trail, trailLines } from '../../renderer/lib/trail.js';

describe('the page trail', () => {
  it('keeps its lines in order, stamped, and only the newest 300', () => {
    for (let i = 0; i < 320; i++) trail(`line ${i}`);
    const lines = trailLines();
    expect(lines).toHaveLength(300);
    expect(lines[0]).toMatch(/^\d+ line 20$/);
    expect(lines.at(-1)).toMatch(/^\d+ line 319$/);
    expect(TRAIL_LINES).toBe(300);
  });

  it('cuts a line to the length a problem report takes', () => {
    trail(`key ${'x'.repeat(2 * TRAIL_LINE_CHARS)}`);
    const last = trailLines().at(-1) ?? '';
    expect(last).toHaveLength(TRAIL_LINE_CHARS);
    expect(last).toMatch(/^\d+ key x+$/);
  });
});
