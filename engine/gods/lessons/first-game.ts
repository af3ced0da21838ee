// Gods of Titan's guided first game (issue 24), shorter than TITAN's: red (the student) against two Normal computers
// on the first turn — what is new in this game (no die, the treaty, the spells, the Lifegems, the Sea), one move and
// the turn's end. The steps' words are the screen's (`lesson.gods.*` in renderer/i18n).
import type { Lesson, LessonStep, LessonTarget } from '../../platform/lesson.js';
import type { GodsAction } from '../actions.js';
import type { GodsSetup } from '../setup.js';
import type { GodsState } from '../state.js';

/** The student's seat, the legion it moves, and a Sea land of the outer ring near its Tower. */
const STUDENT = 'red';
const MOVER = 'red-2';
const SEA_LAND = 155;

const setup: GodsSetup = {
  players: [
    { id: 'red', name: 'Ann' },
    { id: 'green', name: 'Bob' },
    { id: 'blue', name: 'Cid' },
  ],
  seed: 1,
  towers: null,
};

/** Who goes with each Titan (5.7), the computers' as the seed's random players chose. */
const opening: readonly GodsAction[] = [
  { type: 'chooseStart', player: 'red', stateId: 0, withTitan: ['Ogre'] },
  { type: 'chooseStart', player: 'green', stateId: 1, withTitan: [] },
  { type: 'chooseStart', player: 'blue', stateId: 2, withTitan: ['Centaur', 'Gargoyle'] },
];

/** The student's legion with its Titan. */
function titanLegion(state: GodsState): LessonTarget | null {
  const legion = Object.values(state.legions).find((l) => l.owner === STUDENT && l.pieces.some((p) => p.name === 'Titan'));
  return legion ? { kind: 'legion', id: legion.marker } : null;
}

const control = (id: string) => (): LessonTarget => ({ kind: 'control', id });
const nothing = (): null => null;

const steps: readonly LessonStep<GodsState, GodsAction>[] = [
  { key: 'lesson.gods.welcome', target: titanLegion },
  { key: 'lesson.gods.spells', target: control('gods-own-open') },
  { key: 'lesson.gods.lifegems', target: control('gods-players') },
  { key: 'lesson.gods.sea', target: () => ({ kind: 'land', id: SEA_LAND }) },
  { key: 'lesson.gods.move', target: () => ({ kind: 'legion', id: MOVER }), done: (_b, a) => a.player === STUDENT && a.type === 'move' },
  { key: 'lesson.gods.endTurn', target: control('gods-end-turn'), done: (_b, a) => a.player === STUDENT && a.type === 'endTurn' },
  { key: 'lesson.gods.finished', target: nothing },
];

/** Gods of Titan's guided first game. */
export const GODS_FIRST_GAME: Lesson<GodsSetup, GodsState, GodsAction> = { id: 'first-game', setup, opening, kinds: ['human', 'normal', 'normal'], seat: STUDENT, steps };
