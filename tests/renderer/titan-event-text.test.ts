// TITAN's log lines for a battle's moves (issue 21: "Titan — → D5" read oddly): a character entering the battleland
// says so, a move names the hex it came from — in English and German.
import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../engine/titan/events.js';
import { de } from '../../renderer/i18n/de.js';
import { en } from '../../renderer/i18n/en.js';
import { fill } from '../../renderer/i18n/fill.js';

const lang = vi.hoisted(() => ({ now: 'en' as 'en' | 'de' }));
vi.mock('../../renderer/i18n/index.svelte.js', () => ({
  t: (key: keyof typeof en, params: Record<string, string | number> = {}) => fill((lang.now === 'de' ? de : en)[key], params),
  tn: (_prefix: string, name: string) => name,
}));
const EVENT_TEXT = '../../renderer/lib/eventText.js';
const { describeEvent } = (await import(EVENT_TEXT)) as { describeEvent: (ev: GameEvent, player: (id: string | null) => string, piece: (id: string) => string) => string };
const line = (ev: GameEvent): string => describeEvent(ev, (id) => id ?? '', (id) => id);

describe('TITAN battle moves in the log', () => {
  it('a character entering the battleland enters at its hex; a move names where it came from; in English and German', () => {
    const enter: GameEvent = { type: 'battleMove', piece: 'a1', creature: 'Titan', from: null, to: 'D5' };
    const move: GameEvent = { type: 'battleMove', piece: 'a1', creature: 'Titan', from: 'D5', to: 'E4' };
    lang.now = 'en';
    expect([line(enter), line(move)]).toEqual(['Titan enters at D5', 'Titan D5 → E4']);
    lang.now = 'de';
    expect([line(enter), line(move)]).toEqual(['Titan betritt D5', 'Titan D5 → E4']);
  });
});

describe("TITAN's log lines name a battle's pieces as the log named them (the log and the review's move list)", () => {
  it('a strike names its pieces by the moves before it in its battle, else by the battle on the board, else by id', async () => {
    const { describeEvents } = (await import(EVENT_TEXT)) as { describeEvents: (events: readonly GameEvent[], player: (id: string | null) => string, pieces: readonly { id: string; creature: string }[]) => string[] };
    const strike: GameEvent = { type: 'strike', piece: 'a1', target: 'd2', dice: [6, 2], strikeNumber: 4, hits: 1, rangestrike: false };
    const enter: GameEvent = { type: 'battleMove', piece: 'a1', creature: 'Titan', from: null, to: 'D5' };
    lang.now = 'en';
    const [, named] = describeEvents([enter, strike], (id) => id ?? '', [{ id: 'd2', creature: 'Ogre' }]);
    expect(named).toMatch(/^Titan strikes Ogre/);
    const [unnamed] = describeEvents([strike], (id) => id ?? '', []);
    expect(unnamed).toMatch(/^a1 strikes d2/);
  });
});
