// TITAN's guided first game (issue 24): Red (the student, Ann) against the Easy computer (Bob, Blue) from a fixed
// position of round 2 — the seed fixes every roll — through a split, a roll, two moves (one to a land it can muster
// in, the Titan's legion onto Blue's two Centaurs), the engagement and its battle (maneuver, the Titan in danger, a
// strike, a carry, the win), a muster and the end of the turn. On this seed the battle as its scripted student plays
// it (`tests/lessons/lessons.test.ts`) offers a carry. The steps' words are the screen's (`lesson.titan.*` in
// renderer/i18n).
import type { Lesson, LessonStep, LessonTarget } from '../../platform/lesson.js';
import type { Action } from '../actions.js';
import type { GameSetup, GameState } from '../state.js';

/** The student's seat. */
const STUDENT = 'Red';
/** The student's Titan legion, the legion that splits and musters, and the land of the Centaurs it attacks. */
const TITAN_LEGION = 'Rd01';
const MUSTERER = 'Rd02';
const ENEMY_LAND = 116;

const setup: GameSetup = {
  variant: 'titan',
  players: [
    { color: 'Red', name: 'Ann' },
    { color: 'Blue', name: 'Bob' },
  ],
  options: { balancedTowers: false, mulligan: true, infoMode: 'own', pointTarget: null, turnLimit: null },
  seed: 1062,
};

/** Round 1 and Blue's second turn, as the seed's random players played them. */
const opening: readonly Action[] = [
  { type: 'initialSplit', player: 'Blue', stateId: 0, titanMarker: 'Bu01', angelMarker: 'Bu02', titanCreatures: ['Gargoyle', 'Gargoyle', 'Ogre'] },
  { type: 'initialSplit', player: 'Red', stateId: 1, titanMarker: 'Rd01', angelMarker: 'Rd02', titanCreatures: ['Centaur', 'Gargoyle', 'Ogre'] },
  { type: 'roll', player: 'Blue', stateId: 2 },
  { type: 'move', player: 'Blue', stateId: 3, marker: 'Bu02', to: 118 },
  { type: 'endMoves', player: 'Blue', stateId: 4 },
  { type: 'endTurn', player: 'Blue', stateId: 5 },
  { type: 'roll', player: 'Red', stateId: 6 },
  { type: 'move', player: 'Red', stateId: 7, marker: 'Rd02', to: 114 },
  { type: 'move', player: 'Red', stateId: 8, marker: 'Rd01', to: 18 },
  { type: 'endMoves', player: 'Red', stateId: 9 },
  { type: 'endTurn', player: 'Red', stateId: 10 },
  { type: 'split', player: 'Blue', stateId: 11, marker: 'Bu01', newMarker: 'Bu03', creatures: ['Gargoyle', 'Titan'] },
  { type: 'split', player: 'Blue', stateId: 12, marker: 'Bu02', newMarker: 'Bu04', creatures: ['Centaur', 'Centaur'] },
  { type: 'roll', player: 'Blue', stateId: 13 },
  { type: 'move', player: 'Blue', stateId: 14, marker: 'Bu03', to: 21 },
  { type: 'move', player: 'Blue', stateId: 15, marker: 'Bu01', to: 25 },
  { type: 'move', player: 'Blue', stateId: 16, marker: 'Bu04', to: 116 },
  { type: 'endMoves', player: 'Blue', stateId: 17 },
  { type: 'endTurn', player: 'Blue', stateId: 18 },
];

/** True for an action of the student's of one of `types`. */
const mine = (action: Action, ...types: Action['type'][]): boolean => action.player === STUDENT && types.includes(action.type);

/** True when the battle was on before the action and is over after it. */
const battleOver = (before: GameState, after: GameState): boolean => before.battle !== null && after.battle === null;

/** True when the action ended the phase `phase`. */
const left = (before: GameState, after: GameState, phase: GameState['phase']): boolean => before.phase === phase && after.phase !== phase;

/** The student's Titan on the battleland. */
function titanPiece(state: GameState): LessonTarget | null {
  const piece = state.battle?.pieces.find((p) => p.side === 'attacker' && p.creature === 'Titan' && !p.slain);
  return piece ? { kind: 'piece', id: piece.id } : null;
}

/** The first enemy character still standing on the battleland. */
function enemyPiece(state: GameState): LessonTarget | null {
  const piece = state.battle?.pieces.find((p) => p.side === 'defender' && p.hex !== null && !p.slain);
  return piece ? { kind: 'piece', id: piece.id } : null;
}

const legion = (id: string) => (): LessonTarget => ({ kind: 'legion', id });
const control = (id: string) => (): LessonTarget => ({ kind: 'control', id });
const nothing = (): null => null;

const steps: readonly LessonStep<GameState, Action>[] = [
  { key: 'lesson.titan.welcome', target: legion(TITAN_LEGION) },
  { key: 'lesson.titan.split', target: legion(MUSTERER), done: (before, a, after) => mine(a, 'split') || left(before, after, 'split') },
  { key: 'lesson.titan.roll', target: control('roll'), done: (_b, a) => mine(a, 'roll') },
  { key: 'lesson.titan.move', target: legion(MUSTERER), done: (before, a, after) => (a.type === 'move' && mine(a, 'move') && a.marker !== TITAN_LEGION) || left(before, after, 'move') },
  { key: 'lesson.titan.attack', target: () => ({ kind: 'land', id: ENEMY_LAND }), done: (before, a, after) => (mine(a, 'move') && after.legions[TITAN_LEGION]?.land === ENEMY_LAND) || left(before, after, 'move') },
  { key: 'lesson.titan.endMoves', target: control('done'), done: (_b, a) => mine(a, 'endMoves') },
  { key: 'lesson.titan.engage', target: () => ({ kind: 'land', id: ENEMY_LAND }), done: (before, _a, after) => (before.battle === null && after.battle !== null) || (before.engagement !== null && after.engagement === null) },
  { key: 'lesson.titan.maneuver', target: titanPiece, done: (before, a, after) => mine(a, 'battleMove') || battleOver(before, after) },
  { key: 'lesson.titan.titanDanger', target: titanPiece },
  { key: 'lesson.titan.strike', target: enemyPiece, done: (before, a, after) => mine(a, 'strike') || battleOver(before, after) },
  { key: 'lesson.titan.carry', target: nothing, done: (before, a, after) => mine(a, 'carry') || battleOver(before, after) },
  { key: 'lesson.titan.win', target: enemyPiece, done: (_b, _a, after) => after.battle === null },
  { key: 'lesson.titan.muster', target: legion(MUSTERER), done: (before, a, after) => mine(a, 'recruit') || left(before, after, 'muster') },
  { key: 'lesson.titan.endTurn', target: control('done'), done: (_b, a) => mine(a, 'endTurn') },
  { key: 'lesson.titan.finished', target: nothing },
];

/** TITAN's guided first game. */
export const FIRST_GAME: Lesson<GameSetup, GameState, Action> = { id: 'first-game', setup, opening, kinds: ['human', 'easy'], seat: STUDENT, steps };
