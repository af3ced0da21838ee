// A Gods of Titan battle's steps in the event log (issue 21: the panel showed none): a battle fought out through the
// engine, read by one of its two sides — each strike with its dice, strike number and hits, the slain, moves; the
// characters named by what the screen saw of the battle, else by the log itself (a battle no longer drawn); a side's
// concession (10.6); and a seat outside the battle, whose log never holds its steps, reads none of them.
import { describe, expect, it, vi } from 'vitest';
import type { GodsEvent } from '../../engine/gods/events.js';
import { engaged } from '../gods/game-battle-helpers.js';
import { step } from '../gods/game-helpers.js';
import { godsDiceMarks } from '../../renderer/gods/battle-facts.js';
import { fightOut, seen } from './gods-fight.js';

const lang = vi.hoisted(() => ({ now: 'en' as 'en' | 'de' }));
vi.mock('../../renderer/i18n/index.svelte.js', () => ({ language: () => lang.now, tn: (_prefix: string, name: string) => name }));
const LABELS = '../../renderer/gods/labels.js';
type Lines = (events: readonly GodsEvent[], name: (seat: string) => string, land: (id: number) => string, piece?: (id: string) => string | null) => { readonly type: string; readonly text: string }[];
const { logLines } = (await import(LABELS)) as { logLines: Lines };
const name = (seat: string): string => seat;
const land = (id: number): string => `Desert ${id}`;

describe('the Gods event log shows a battle\'s steps', () => {
  const fight = fightOut(engaged(['Lion', 'Lion', 'Centaur'], ['Ogre', 'Gorgon']).s);
  const red = seen('red', fight.events);
  const names = new Map(fight.battle.pieces.map((p) => [p.id, p.name]));
  const steps = red.flatMap((e) => (e.type === 'battleStep' ? e.events : []));

  it('each strike with its dice, strike number and hits, each slain character and each move, the characters by name', () => {
    const lines = logLines(red, name, land, (id) => names.get(id) ?? null);
    const strikes = steps.filter((b) => b.type === 'strike');
    expect(strikes.length).toBeGreaterThanOrEqual(2);
    const strikeLines = lines.filter((l) => l.type === 'b-strike' || l.type === 'b-rangestrike');
    expect(strikeLines).toHaveLength(strikes.length);
    strikes.forEach((s, i) => {
      if (s.type !== 'strike') return;
      expect(strikeLines[i]?.text).toBe(`${names.get(s.piece)} ${s.rangestrike ? 'rangestrikes' : 'strikes'} ${names.get(s.target)}: ${s.dice.join(' ')} (needs ${s.strikeNumber}) — ${s.hits} ${s.hits === 1 ? 'hit' : 'hits'}`);
    });
    const slain = steps.filter((b) => b.type === 'slain');
    expect(slain.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.type === 'b-slain').map((l) => l.text)).toEqual(slain.map((b) => (b.type === 'slain' ? `${b.name} is slain` : '')));
    expect(lines.filter((l) => l.type === 'b-move' || l.type === 'b-enter').length).toBe(steps.filter((b) => b.type === 'move').length);
    expect(lines.some((l) => /\bp\d+\b/.test(l.text))).toBe(false);
  });

  it('a battle no longer drawn: the characters the log names itself (the slain) keep their names, the rest read "a character"', () => {
    const lines = logLines(red, name, land);
    const slainIds = new Set(steps.flatMap((b) => (b.type === 'slain' ? [b.piece] : [])));
    const byLog = steps.find((b) => b.type === 'strike' && slainIds.has(b.target));
    if (byLog?.type !== 'strike') throw new Error('no strike on a character later slain');
    expect(lines.some((l) => l.text.includes(`strikes ${names.get(byLog.target)}`))).toBe(true);
    expect(lines.some((l) => l.text.startsWith('a character '))).toBe(true);
    expect(lines.some((l) => /\bp\d+\b/.test(l.text))).toBe(false);
  });

  it('a seat outside the battle reads none of its steps', () => {
    const blue = logLines(seen('blue', fight.events), name, land, (id) => names.get(id) ?? null);
    expect(blue.filter((l) => l.type.startsWith('b-'))).toEqual([]);
  });

  it('rules 15.6: a spell\'s dice (Shockwave at each enemy) are a log line each and in the dice history, rolled by its Caster', () => {
    const step1: GodsEvent = {
      type: 'battleStep', audience: ['red', 'green'], events: [
        { type: 'phase', round: 2, active: 'attacker', phase: 'strike' },
        { type: 'spell', spell: 'shockwave', caster: 'p1', deed: { kind: 'cast', name: 'Warlock' } },
        { type: 'spell', spell: 'shockwave', caster: 'p1', deed: { kind: 'strike', target: 'p7', dice: [1, 4, 6], strikeNumber: 4, hits: 2 } },
      ],
    };
    const lines = logLines([step1], name, land, (id) => ({ p1: 'Warlock', p7: 'Ogre' })[id] ?? null).map((l) => l.text);
    expect(lines).toContain('Shockwave strikes Ogre: 1 4 6 (needs 4) — 2 hits');
    const marks = godsDiceMarks([step1]);
    expect(marks).toContainEqual({ kind: 'strike', strike: { type: 'strike', piece: 'p1', target: 'p7', dice: [1, 4, 6], strikeNumber: 4, hits: 2, rangestrike: false } });
  });

  it('rules 10.6: a side conceding the battle is a line of its own, in English and German', () => {
    const { events } = step(engaged(['Lion', 'Centaur'], ['Ogre']).s, 'red', { type: 'battle', move: { type: 'concede' } });
    expect(logLines(events, name, land).map((l) => l.text)).toContain('The attacker concedes the battle (10.6).');
    lang.now = 'de';
    expect(logLines(events, name, land).map((l) => l.text)).toContain('Der Angreifer gibt den Kampf auf (10.6).');
    lang.now = 'en';
  });
});
