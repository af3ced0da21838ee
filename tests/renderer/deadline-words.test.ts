// The words of a turn deadline (renderer/lib/deadline-words.ts): lengths in their largest whole unit and how far away
// a deadline is, in English and German.
import { describe, expect, it } from 'vitest';
import { DEADLINE_PRESETS, durationWords, relativeWords, wholeUnit } from '../../renderer/lib/deadline-words.js';

const MIN = 60_000;

describe('deadline words', () => {
  it('offers none, 1 h, 12 h, 1 day, 2 days, 3 days and 1 week', () => {
    expect(DEADLINE_PRESETS.map((m) => (m === null ? 'none' : durationWords(m, 'en-GB')))).toEqual(['none', '1 hour', '12 hours', '1 day', '2 days', '3 days', '1 week']);
  });

  it('says a length in the largest whole unit', () => {
    expect(wholeUnit(90)).toEqual({ value: 90, unit: 'minute' });
    expect(wholeUnit(120)).toEqual({ value: 2, unit: 'hour' });
    expect(wholeUnit(14 * 24 * 60)).toEqual({ value: 2, unit: 'week' });
    expect(durationWords(1, 'en-GB')).toBe('1 minute');
    expect(durationWords(2 * 24 * 60, 'de-DE')).toBe('2 Tage');
  });

  it('says how far away a deadline is, ahead and past', () => {
    const now = Date.parse('2026-11-30T10:00:00Z');
    expect(relativeWords(now + 3 * 60 * MIN + 20 * MIN, now, 'en-GB')).toBe('in 3 hours');
    expect(relativeWords(now + 25 * MIN, now, 'en-GB')).toBe('in 25 minutes');
    expect(relativeWords(now - 5 * MIN, now, 'en-GB')).toBe('5 minutes ago');
    expect(relativeWords(now + 2 * 24 * 60 * MIN, now, 'de-DE')).toBe('übermorgen');
    expect(relativeWords(now + 3 * 60 * MIN, now, 'de-DE')).toBe('in 3 Stunden');
    expect(relativeWords(now + 20_000, now, 'en-GB')).toBe('this minute');
  });
});
