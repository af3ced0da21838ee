// The step-advance fold every lesson shares (engine/platform/lesson.ts), on a made-up game whose state is a number and
// whose actions add to it: read steps pass with Next, a step of action passes on the action that meets its condition
// (the read steps before it count as read; the steps of action right after it that the same action meets pass too),
// Back only turns back the card, and the card says what works.
import { describe, expect, it } from 'vitest';
import { lessonAfter, lessonBack, lessonCard, lessonEnded, lessonNext, lessonStart, type LessonStep } from '../../engine/platform/lesson.js';

type Add = { readonly by: number };
const at = (n: number): LessonStep<number, Add>['target'] => () => ({ kind: 'land', id: n });
const steps: readonly LessonStep<number, Add>[] = [
  { key: 'hello', target: at(0) },
  { key: 'addOne', target: at(1), done: (_b, a) => a.by === 1 },
  { key: 'read', target: at(2) },
  { key: 'reachTen', target: (s) => ({ kind: 'land', id: 10 - s }), done: (_b, _a, after) => after >= 10 },
  { key: 'anyMore', target: () => null, done: (before, _a, after) => after > before },
  { key: 'bye', target: () => null },
];
const lesson = { id: 'toy', steps };
const add = (p: ReturnType<typeof lessonStart>, state: number, by: number) => lessonAfter(lesson, p, state, { by }, state + by);

describe('lesson progress', () => {
  it('passes a read step with Next and waits on a step of action until its action comes', () => {
    let p = lessonStart();
    expect(lessonCard(lesson, p, 0)).toMatchObject({ key: 'hello', step: 0, steps: 6, waiting: false, canBack: false, canNext: true, target: { kind: 'land', id: 0 } });
    p = lessonNext(lesson, p);
    expect(lessonCard(lesson, p, 0)).toMatchObject({ key: 'addOne', waiting: true, canNext: false, canBack: true });
    expect(lessonNext(lesson, p)).toEqual(p);
    expect(add(p, 0, 2)).toEqual(p);
    p = add(p, 0, 1);
    expect(lessonCard(lesson, p, 1)).toMatchObject({ key: 'read', waiting: false, canNext: true });
  });

  it('counts skipped read steps as read and passes the following steps of action the same action meets', () => {
    let p = lessonNext(lesson, lessonStart());
    p = add(p, 0, 1);
    // on the read step, an action that reaches ten passes reachTen and anyMore at once
    p = add(p, 1, 9);
    expect(p).toEqual({ shown: 5, reached: 5 });
    // reaching the end card ends the lesson: Next does nothing there, the card's choices end it
    expect(lessonEnded(lesson, p)).toBe(true);
    expect(lessonCard(lesson, p, 10)).toMatchObject({ key: 'bye', step: 5, finished: true, canNext: false, canBack: true, target: null });
    expect(lessonNext(lesson, p)).toEqual(p);
    // Back from the end shows the step before the last card, and Next comes back to it
    p = lessonBack(lesson, p);
    expect(lessonCard(lesson, p, 10)).toMatchObject({ key: 'anyMore', step: 4, finished: true, canNext: true });
    expect(lessonCard(lesson, lessonNext(lesson, p), 10)).toMatchObject({ key: 'bye', canNext: false });
  });

  it('turns the card back without undoing a step, and forward again to where the student stands', () => {
    let p = lessonNext(lesson, lessonStart());
    p = add(p, 0, 1);
    p = lessonBack(lesson, lessonBack(lesson, p));
    expect(lessonCard(lesson, p, 1)).toMatchObject({ key: 'hello', waiting: false, canBack: false });
    expect(lessonBack(lesson, p)).toEqual(p);
    // the action step done before stays done: Next shows it, then the frontier
    p = lessonNext(lesson, p);
    expect(lessonCard(lesson, p, 1)).toMatchObject({ key: 'addOne', waiting: false, canNext: true });
    p = lessonNext(lesson, p);
    expect(p).toEqual({ shown: 2, reached: 2 });
    // an action while an earlier card is shown still passes the frontier's step and shows the step after it
    p = lessonBack(lesson, lessonNext(lesson, p));
    p = add(p, 1, 9);
    expect(p).toEqual({ shown: 5, reached: 5 });
  });

  it("takes each step's pointer in the state shown", () => {
    const p = lessonNext(lesson, lessonNext(lesson, add(lessonNext(lesson, lessonStart()), 0, 1)));
    expect(lessonCard(lesson, p, 4).target).toEqual({ kind: 'land', id: 6 });
  });
});
