// Random legal TITAN games for whole-game tests. Picking an action *type* uniformly makes concede as likely as all the
// moves of a phase together, so most engagements would end by concession before a die is rolled. Here each legal
// action holds tickets: concede and undo one each, proposals and acceptances a few, everything else REST, so most
// engagements are fought out and the games see battles, strikes and eliminations.
import { apply, createGame, legalActions, playersToAct } from '../../engine/titan/index.js';
import type { Action, ActionType } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import type { GameState, InfoMode, VariantId } from '../../engine/titan/state.js';
import { prng } from '../prng.js';
import { OPTIONS } from './fixtures.js';

/** Tickets of every action type not in TICKETS. */
const REST = 40;
const TICKETS: Partial<Record<ActionType, number>> = { concede: 1, undo: 1, propose: 4, accept: 4 };

/** Who plays a random game, in which variant and information mode. */
export interface RandomGameSetup {
  readonly seed: number;
  readonly players: number;
  readonly infoMode?: InfoMode;
  readonly variant?: VariantId;
}

/** One applied action: the state it was applied to, the action, the state and events it gave. */
export interface Step {
  readonly prev: GameState;
  readonly action: Action;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** A pick among `legal` by tickets (concede and undo rare, agreements uncommon). */
function weightedPick(legal: readonly Action[], random: () => number): Action {
  const tickets = legal.map((a) => TICKETS[a.type] ?? REST);
  let draw = random() * tickets.reduce((n, t) => n + t, 0);
  for (let i = 0; i < legal.length; i++) {
    draw -= tickets[i];
    if (draw < 0) return legal[i];
  }
  return legal[legal.length - 1];
}

/** Plays a random legal game (a random actor, a weighted pick of its actions), calling `visit` after every action. */
export function playRandom(setup: RandomGameSetup, visit: (step: Step) => void, maxActions: number): GameState {
  const options = { ...OPTIONS, infoMode: setup.infoMode ?? OPTIONS.infoMode };
  const players = ['Red', 'Blue', 'Green', 'Black', 'Brown', 'Gold'].slice(0, setup.players).map((color) => ({ color, name: color }));
  let { state } = createGame({ variant: setup.variant ?? 'titan', players, options, seed: setup.seed });
  const random = prng(setup.seed + 77);
  for (let i = 0; i < maxActions && state.phase !== 'over'; i++) {
    const actors = playersToAct(state);
    const action = weightedPick(legalActions(state, actors[Math.floor(random() * actors.length)]), random);
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message}`);
    visit({ prev: state, action, state: r.state, events: r.events });
    state = r.state;
  }
  return state;
}
