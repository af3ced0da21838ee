// The Gods of Titan screen names legions and seats as the viewer knows them (issue 21): a marker by its short, stable
// name (its colour and number or Tower kind, 4.4), a legion's panel by its height and land and the characters the view
// shows, a seat by its player's name — in English and German; and the log's lines, built from the events a seat sees,
// never name a marker id nor a character the seat's view hides.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { sees } from '../../engine/platform/module.js';
import { fill } from '../../renderer/i18n/fill.js';
import { knownContents, legionHeading, markerBadge, markerName } from '../../renderer/gods/legion-names.js';
import type { Say } from '../../renderer/gods/move-labels.js';
import { godsDe, godsEn } from '../../renderer/gods/words.js';
import { newGame, step } from '../gods/game-helpers.js';

/** The app's language as the screen's words read it (the rune module replaced by a plain switch). */
const lang = vi.hoisted(() => ({ now: 'en' as 'en' | 'de' }));
vi.mock('../../renderer/i18n/index.svelte.js', () => ({ language: () => lang.now, tn: (_prefix: string, name: string) => name }));
/** The screen's labels module, loaded once the mock is in place (by a path the root typecheck does not follow into the
 * rune module, which only the renderer's svelte-check types). */
const LABELS = '../../renderer/gods/labels.js';
const { actionLabel, logLines } = (await import(LABELS)) as {
  actionLabel: (a: GodsAction, land: (id: number) => string, piece: (id: string) => string) => string;
  logLines: (events: readonly GodsEvent[], name: (seat: string) => string, land: (id: number) => string) => { readonly type: string; readonly text: string }[];
};

const en: Say = (key, params = {}) => fill(godsEn[key], params);
const de: Say = (key, params = {}) => fill(godsDe[key], params);
const plains = (id: number): string => `Plains ${id}`;

beforeEach(() => {
  lang.now = 'en';
});

describe('rules 4.4 a legion marker by its short, stable name', () => {
  it('an ordinary marker by its colour and number, a Tower marker by its kind, a Neutral one as Neutral, in both languages', () => {
    expect(markerName('red-3', en)).toBe('Red 3');
    expect(markerName('red-3', de)).toBe('Rot 3');
    expect(markerName('green-tower', en)).toBe('Green Tower');
    expect(markerName('blue-citytower', de)).toBe('Blau Citytower');
    expect(markerName('black-darktower-2', en)).toBe('Black Darktower 2');
    expect(markerName('gray-4', en)).toBe('Neutral 4');
    expect(markerName('skycastle', en)).toBe('the God');
  });

  it('the board draws a number, or a Tower marker’s kind short over the Tower sign — never "to"', () => {
    expect(markerBadge('red-12', en)).toEqual({ text: '12', tower: false });
    expect(markerBadge('red-tower', en)).toEqual({ text: 'Tower', tower: true });
    expect(markerBadge('red-ruin', de)).toEqual({ text: 'Ruin', tower: true });
    expect(markerBadge('green-citytower', en)).toEqual({ text: 'City', tower: true });
    expect(markerBadge('black-darktower-3', en)).toEqual({ text: 'Dark 3', tower: true });
    for (const kind of ['tower', 'ruin', 'fort', 'citytower', 'darktower-1']) expect(markerBadge(`red-${kind}`, en).text.length, kind).toBeGreaterThan(2);
  });
});

describe('the legion panel names a legion as the viewer knows it', () => {
  it('its short name, height and land; its characters, the unknown ones as "?" and counted', () => {
    expect(legionHeading({ marker: 'blue-3', height: 3, land: 120 }, en, plains)).toBe('Blue 3 · 3 characters on Plains 120');
    expect(legionHeading({ marker: 'blue-3', height: 1, land: 120 }, de, plains)).toBe('Blau 3 · 1 Figur auf Plains 120');
    expect(knownContents({ names: ['Titan', null, 'Ogre', null] }, en)).toEqual({ text: 'Titan, ?, Ogre, ?', unknown: 2 });
    expect(knownContents({ names: ['Executer'], powers: [5] }, de)).toEqual({ text: 'Executer (Kampfstärke 5)', unknown: 0 });
  });
});

/** A new 4-player game (the Darklord's characters are his alone) through its set-up and red's first two moves, with
 * every event. */
function played(): { events: GodsEvent[]; state: ReturnType<typeof newGame> } {
  let s = newGame(4);
  const events: GodsEvent[] = [];
  for (const seat of ['red', 'green', 'blue'] as const) {
    const r = step(s, seat, { type: 'chooseStart', withTitan: ['Centaur'] });
    s = r.state;
    events.push(...r.events);
  }
  for (const legion of ['red-1', 'red-2']) {
    const move = godsLegalActions(s, 'red').find((a) => a.type === 'move' && a.legion === legion);
    if (!move) throw new Error(`${legion} has no move`);
    const r = step(s, 'red', move);
    events.push(...r.events);
    s = r.state;
  }
  return { events, state: s };
}

describe('the log names seats by their players and legions by their markers’ names, never what the view hides', () => {
  const names: Record<string, string> = { red: 'Anna', green: 'Bert', blue: 'Cleo' };
  const name = (seat: string): string => names[seat] ?? seat;

  it('red’s split and move read with the player’s name and the markers’ names, in English and German', () => {
    const { events } = played();
    const lines = logLines(events.filter((e) => sees('blue', e)), name, plains).map((l) => l.text);
    expect(lines.filter((l) => l.includes('moves'))).toEqual([expect.stringMatching(/^Anna moves Red 1 from Plains 1000 to Plains \d+\.$/), expect.stringMatching(/^Anna moves Red 2 from Plains 1000 to Plains \d+\.$/)]);
    const split: GodsEvent = { type: 'split', seat: 'red', legion: 'red-tower', markers: ['red-7'], heights: [3] };
    expect(logLines([split], name, plains)[0]?.text).toBe('Anna splits Red Tower into Red 7.');
    lang.now = 'de';
    const german = logLines(events.filter((e) => sees('blue', e)), name, plains).map((l) => l.text);
    expect(german.find((l) => l.includes('zieht'))).toMatch(/^Anna zieht Rot 1 von /);
    expect(logLines([split], name, plains)[0]?.text).toBe('Anna teilt Rot Tower in Rot 7.');
  });

  it('a player who goes by his colour\'s name is not named twice: "Red 1 moves …", not "Red moves Red 1 …", in English and German', () => {
    const { events } = played();
    const colours = (seat: string): string => ({ red: 'Red', green: 'Green', blue: 'Blue' })[seat] ?? seat;
    const lines = logLines(events.filter((e) => sees('blue', e)), colours, plains).map((l) => l.text);
    expect(lines.filter((l) => l.includes('moves'))).toEqual([expect.stringMatching(/^Red 1 moves from Plains 1000 to Plains \d+\.$/), expect.stringMatching(/^Red 2 moves from Plains 1000 to Plains \d+\.$/)]);
    const split: GodsEvent = { type: 'split', seat: 'red', legion: 'red-tower', markers: ['red-7'], heights: [3] };
    expect(logLines([split], colours, plains)[0]?.text).toBe('Red Tower splits into Red 7.');
    lang.now = 'de';
    expect(logLines([split], (seat) => (seat === 'red' ? 'Rot' : seat), plains)[0]?.text).toBe('Rot Tower teilt sich in Rot 7.');
  });

  it('no seat’s log line holds a marker id or a character its view hides', () => {
    const { events, state } = played();
    let checked = 0;
    for (const seat of ['red', 'green', 'blue', 'black']) {
      const view = godsViewFor(state, seat);
      const pool = Object.entries(view.players.find((p) => p.id === seat)?.pool ?? {}).filter(([, n]) => n > 0).map(([n]) => n);
      const known = new Set([...view.legions.flatMap((l) => l.names), ...pool]);
      const hidden = [...new Set(state.legions.flatMap((l) => l.pieces.map((p) => p.name)))].filter((n) => !known.has(n));
      expect(hidden.length, seat).toBeGreaterThan(0);
      for (const line of logLines(events.filter((e) => sees(seat, e)), name, plains)) {
        expect(line.text).not.toMatch(/\b(red|green|blue|gray)-/);
        for (const n of hidden) expect(line.text, `${seat}: ${line.text}`).not.toContain(n);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(9);
  });

  it('a split’s button names the characters and the new marker by its short name', () => {
    const a: GodsAction = { type: 'split', player: 'red', stateId: 1, legion: 'red-tower', parts: [['p1', 'p2']], markers: ['red-7'] };
    const pieces: Record<string, string> = { p1: 'Ogre', p2: 'Troll' };
    expect(actionLabel(a, plains, (id) => pieces[id] ?? id)).toBe('Ogre, Troll → Red 7');
  });
});
