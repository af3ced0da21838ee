// A guided first game (issue 24): a lesson is data beside its game — a fixed position the engine builds (a seeded
// setup and the actions that lead from it) and steps, each a text key, what to point at and what completes it. The
// progress through the steps is this pure fold, the same for every game: read steps pass with Next, a step of action
// passes when the game's condition holds on an applied action (the player's or the opponent's), and Back only turns
// back the card. The last step is the lesson's end card (a read step): reaching it ends the lesson, and the card then
// offers the end's choices (leave, or play on as a normal game) instead of Next. Plain JSON in, plain JSON out; the lesson itself (its conditions) is code and is never saved.

/** What a step points at: a land, a legion (its marker), a battle hex or piece, or a control of the screen by name. */
export type LessonTarget =
  | { readonly kind: 'land'; readonly id: number }
  | { readonly kind: 'legion'; readonly id: string }
  | { readonly kind: 'hex'; readonly id: string }
  | { readonly kind: 'piece'; readonly id: string }
  | { readonly kind: 'control'; readonly id: string };

/** One step: its text (a key the screen words in each language), its pointer in a state, and how it completes. */
export interface LessonStep<State, Action> {
  /** The text's key (the screen's i18n words it, English and German). */
  readonly key: string;
  /** What the step points at in the state shown (null: nothing on the board). */
  target(state: State): LessonTarget | null;
  /** The condition an applied action must meet (before and after states); absent: a read step, Next passes it. */
  done?(before: State, action: Action, after: State): boolean;
}

/** A lesson of a game: its id, the fixed position (setup and the actions that lead from it), the seats' controllers
 * (the student's seat 'human', the others an AI level played with the game's fixed seeds) and its steps. */
export interface Lesson<Setup, State, Action> {
  readonly id: string;
  /** The setup the position starts from (its seed fixes every roll of the lesson). */
  readonly setup: Setup;
  /** The actions from the setup to the lesson's first position, each legal in turn. */
  readonly opening: readonly Action[];
  /** The seat kinds, in setup order. */
  readonly kinds: readonly string[];
  /** The seat the student plays. */
  readonly seat: string;
  readonly steps: readonly LessonStep<State, Action>[];
}

/** Where a student stands: the step shown, and the first step not yet passed (the last step: the lesson is done). */
export interface LessonProgress {
  readonly shown: number;
  readonly reached: number;
}

/** What the screen's lesson card shows: the step's key, its number, its pointer, and which buttons work. */
export interface LessonCard {
  readonly lesson: string;
  readonly key: string;
  /** The step shown (0-based) and the lesson's length. */
  readonly step: number;
  readonly steps: number;
  readonly target: LessonTarget | null;
  /** Whether the step shown waits for the player's action (no Next until it is done). */
  readonly waiting: boolean;
  readonly canBack: boolean;
  readonly canNext: boolean;
  /** Every step before the end card is passed: the lesson is done and waits for the student's choice. */
  readonly finished: boolean;
}

type AnyLesson<State, Action> = Pick<Lesson<unknown, State, Action>, 'id' | 'steps'>;

/** A lesson's start: its first step shown. */
export function lessonStart(): LessonProgress {
  return { shown: 0, reached: 0 };
}

/** The progress after an applied action: the first step of action from `reached` on passes when its condition holds
 * (the read steps before it count as read), and so do the steps of action right after it that the same action
 * completes; the card then shows the step after the last one passed. */
export function lessonAfter<State, Action>(lesson: AnyLesson<State, Action>, p: LessonProgress, before: State, action: Action, after: State): LessonProgress {
  const { steps } = lesson;
  let i = p.reached;
  while (i < steps.length && !steps[i]?.done) i++;
  let passed = -1;
  while (steps[i]?.done?.(before, action, after) === true) passed = i++;
  return passed < 0 ? p : { shown: passed + 1, reached: passed + 1 };
}

/** Whether the student has reached the end card (the host's computers then wait for the student's choice). */
export function lessonEnded<State, Action>(lesson: AnyLesson<State, Action>, p: LessonProgress): boolean {
  return p.reached >= lesson.steps.length - 1;
}

/** Next: shows the following step; a read step shown at the frontier is passed by it; a step of action waits, and
 * so does the end card (its choices end the lesson). */
export function lessonNext<State, Action>(lesson: AnyLesson<State, Action>, p: LessonProgress): LessonProgress {
  if (p.shown < p.reached) return { ...p, shown: p.shown + 1 };
  if (p.shown < lesson.steps.length - 1 && !lesson.steps[p.shown]?.done) return { shown: p.shown + 1, reached: p.shown + 1 };
  return p;
}

/** Back: shows the step before the one on the card (what was done stays done; a finished lesson's card is its last). */
export function lessonBack<State, Action>(lesson: AnyLesson<State, Action>, p: LessonProgress): LessonProgress {
  return { ...p, shown: Math.max(0, Math.min(p.shown, lesson.steps.length - 1) - 1) };
}

/** The card of the step shown, its pointer taken in `state` (the last step's card once the lesson is done). */
export function lessonCard<State, Action>(lesson: AnyLesson<State, Action>, p: LessonProgress, state: State): LessonCard {
  const last = lesson.steps.length - 1;
  const step = Math.min(p.shown, last);
  const s = lesson.steps[step];
  const finished = lessonEnded(lesson, p);
  const waiting = !finished && step === p.reached && s?.done !== undefined;
  return {
    lesson: lesson.id,
    key: s?.key ?? '',
    step,
    steps: lesson.steps.length,
    target: s && !finished ? s.target(state) : null,
    waiting,
    canBack: step > 0,
    canNext: !waiting && step < last,
    finished,
  };
}
