// The Gods of Titan screen's movement aids (issue 21): the engine's move previews in words (rules 8.4, 22 — the lands a
// move counts, what could be mustered, or why nothing), legions named by their contents instead of marker ids, and the
// single "End turn" — a run that sends each phase's end from the legal list of the push it answers, and stops at the
// first push that offers anything else, another seat or the hand-off.
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsHints } from '../../engine/gods/hints.js';
import type { GodsMovePreview } from '../../engine/gods/preview/move-musters.js';
import type { GodsPhaseEnd } from '../../engine/gods/preview/turn-aids.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { finishStep, type FinishRun } from '../../renderer/gods/finish.js';
import { fill } from '../../renderer/i18n/fill.js';
import { countText, legionName, previewText, type Say } from '../../renderer/gods/move-labels.js';
import { godsDe, godsEn } from '../../renderer/gods/words.js';
import type { GodsViewPush } from '../../renderer/gods/pushes.js';
import { started } from '../gods/game-helpers.js';

/** The screen's words in English, and in German. */
const en: Say = (key, params = {}) => fill(godsEn[key], params);
const de: Say = (key, params = {}) => fill(godsDe[key], params);

const preview = (p: Partial<GodsMovePreview>): GodsMovePreview => ({ legion: 'red-3', land: 141, counts: [], musters: [], engages: false, ...p });

describe('rules 8.4/22.1 the move previews in words', () => {
  it('a count of lands, a teleport counting one', () => {
    expect(countText({ lands: 4, teleport: null, fit: 'musters' }, en)).toBe('4 lands');
    expect(countText({ lands: 1, teleport: 'tower', fit: 'too-few' }, en)).toBe('teleport · 1 land');
  });

  it('what could be mustered, with a hire’s price; or why nothing: too few, too many, nothing qualifies, the engagement first', () => {
    const lion = { character: 'Lion', how: 'creature' as const, lifegems: 0 };
    expect(previewText(preview({ counts: [{ lands: 5, teleport: null, fit: 'musters' }], musters: [{ ...lion, character: 'Centaur' }, lion] }), en)).toEqual({ counts: '5 lands', musters: 'Centaur, Lion', mayMuster: true });
    expect(previewText(preview({ counts: [{ lands: 2, teleport: null, fit: 'too-few' }] }), en).musters).toBe('too few lands to muster');
    expect(previewText(preview({ counts: [{ lands: 6, teleport: null, fit: 'too-many' }] }), en).musters).toBe('too many lands to muster');
    expect(previewText(preview({ counts: [{ lands: 4, teleport: null, fit: 'musters' }] }), en)).toEqual({ counts: '4 lands', musters: 'nothing to muster', mayMuster: false });
    expect(previewText(preview({ counts: [{ lands: 2, teleport: null, fit: 'too-few' }, { lands: 4, teleport: null, fit: 'musters' }], musters: [lion], engages: true }), en)).toEqual({ counts: '2 lands / 4 lands', musters: 'Lion (engagement first)', mayMuster: true });
    expect(previewText(preview({ counts: [{ lands: 1, teleport: null, fit: 'too-few' }], musters: [{ character: 'Knight', how: 'hire', lifegems: 50 }] }), en).musters).toBe('Knight (50 Lifegems)');
  });

  it('rules 24.4: a legion is named by the characters the viewer knows, else by its number — never by its marker id', () => {
    expect(legionName({ names: ['Ogre', 'Troll'] }, 'green-3', en)).toBe('Ogre, Troll');
    expect(legionName({ names: [null, null] }, 'green-3', en)).toBe('legion 3');
    expect(legionName({ names: [null, null] }, 'green-3', de)).toBe('Armee 3');
    expect(legionName(undefined, 'skycastle', en)).not.toContain('skycastle');
  });
});

/** A push of red's seat with `finish` and these legal actions, in state `stateId`. */
function push(finish: GodsPhaseEnd | null, types: readonly GodsAction['type'][], stateId: number, seat = 'red'): GodsViewPush {
  const view = { ...godsViewFor(started(3), seat), stateId };
  const legal = types.map((type) => ({ type, player: seat, stateId }) as GodsAction);
  const hints: GodsHints = { mayQuit: true, trade: [], moves: [], unmoved: [], finish, concessions: [], own: null };
  return { kind: 'view', game: 'gods-of-titan', gameId: 'g', seat, view, legal, hints, events: [], toAct: [seat], info: {} as GodsViewPush['info'] } as GodsViewPush;
}

describe('rules 6.2–6.4 the single End turn', () => {
  const start: FinishRun = { seat: 'red', sentIn: null, last: null };

  it('sends each phase’s end from the push it answers, waits for the answer, and is over after the turn’s end', () => {
    const first = finishStep(start, push('endMovement', ['uncoverTitan', 'endMovement'], 10));
    expect(first.send?.type).toBe('endMovement');
    expect(first.send?.stateId).toBe(10);
    // the same push again: the answer has not come, nothing is sent twice
    const waiting = finishStep(first.run ?? start, push('endMovement', ['uncoverTitan', 'endMovement'], 10));
    expect(waiting).toEqual({ run: first.run, send: null });
    const second = finishStep(first.run ?? start, push('endEngagements', ['endEngagements'], 11));
    expect(second.send?.type).toBe('endEngagements');
    const third = finishStep(second.run ?? start, push('endTurn', ['endTurn'], 12));
    expect(third.send?.type).toBe('endTurn');
    expect(finishStep(third.run ?? start, push(null, [], 13))).toEqual({ run: null, send: null });
  });

  it('stops at a phase with something to do, at another seat’s push and at the hand-off', () => {
    const sent = finishStep(start, push('endMovement', ['endMovement'], 10)).run ?? start;
    expect(finishStep(sent, push(null, ['engage', 'endEngagements'], 11))).toEqual({ run: null, send: null });
    expect(finishStep(sent, push('endEngagements', ['endEngagements'], 11, 'green'))).toEqual({ run: null, send: null });
    expect(finishStep(sent, null)).toEqual({ run: null, send: null });
  });
});
