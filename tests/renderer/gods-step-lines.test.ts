// The Gods of Titan move list of a review (renderer/gods/labels.ts stepLines): the characters entering a battle are
// named, in English and German, by the battle's start that revealed them to the two sides (10.8.4) — a seat outside
// the battle reads none of them, and a log written before the battle's start kept its characters still reads.
import { describe, expect, it, vi } from 'vitest';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsSeat } from '../../engine/gods/state.js';
import { engaged } from '../gods/game-battle-helpers.js';
import { act, legal, step } from '../gods/game-helpers.js';
import { seen } from './gods-fight.js';

const lang = vi.hoisted(() => ({ now: 'en' as 'en' | 'de' }));
vi.mock('../../renderer/i18n/index.svelte.js', () => ({ language: () => lang.now, tn: (_prefix: string, name: string) => name }));
const LABELS = '../../renderer/gods/labels.js';
type StepLines = (steps: readonly (readonly GodsEvent[])[], name: (seat: string) => string, land: (id: number) => string) => string[][];
const { stepLines } = (await import(LABELS)) as { stepLines: StepLines };
const name = (seat: string): string => seat;
const land = (id: number): string => `Desert ${id}`;

/** Red attacks green; green stays; red insists on battle (one step) and green's first character enters (the next). */
function battleBegun(): { steps: GodsEvent[][]; entering: string; hex: string } {
  let s = engaged(['Lion', 'Centaur'], ['Ogre', 'Gorgon'], { fight: false }).s;
  if (legal(s, 'green').some((m) => m.type === 'declineFlee')) s = act(s, 'green', { type: 'declineFlee' });
  const fight = step(s, 'red', { type: 'fight' });
  const mover = (['green', 'red'] as GodsSeat[]).find((seat) => legal(fight.state, seat).some((m) => m.type === 'battle' && m.move.type === 'move'));
  const move = mover ? legal(fight.state, mover).find((m) => m.type === 'battle' && m.move.type === 'move') : undefined;
  if (!mover || move?.type !== 'battle' || move.move.type !== 'move') throw new Error('nobody may enter the battle');
  const entered = step(fight.state, mover, move);
  const piece = fight.state.engagement?.battle?.pieces.find((p) => move.move.type === 'move' && p.id === move.move.piece);
  if (!piece) throw new Error('the entering character is not in the battle');
  return { steps: [[...fight.events], [...entered.events]], entering: piece.name, hex: move.move.to };
}

describe('the review move list names the characters entering a battle', () => {
  const { steps, entering, hex } = battleBegun();
  const as = (seat: GodsSeat): GodsEvent[][] => steps.map((events) => seen(seat, events));

  it('rules 10.8.4: to a side of the battle, the entering character by name, in English and German', () => {
    expect(stepLines(as('red'), name, land)[1]).toContain(`${entering} enters at ${hex}`);
    lang.now = 'de';
    expect(stepLines(as('green'), name, land)[1]).toContain(`${entering} betritt ${hex}`);
    lang.now = 'en';
  });

  it('a seat outside the battle reads neither its characters nor their entering', () => {
    const blue = stepLines(as('blue'), name, land).flat().join('\n');
    expect(blue).not.toContain(entering);
    expect(blue).not.toContain(`enters at ${hex}`);
  });

  it('a log written before the battle\'s start kept its characters still reads, the entering one as "a character"', () => {
    const old = as('red').map((events) => events.map((e) => (e.type === 'battle' ? { ...e, pieces: undefined } : e)));
    expect(stepLines(old, name, land)[1]).toContain(`a character enters at ${hex}`);
  });
});
