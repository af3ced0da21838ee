// Shared helpers of the Gods of Titan AI tests: one decision of a level for a seat of a real state (its view and legal
// actions only, as the host hands them), positions of random-legal games to ask it about, and a position's twin
// differing only in what a seat may not see.
import type { GodsAction } from '../../engine/gods/actions.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { createGodsGame } from '../../engine/gods/setup.js';
import { shownMaster, type GodsSeat, type GodsState } from '../../engine/gods/state.js';
import { hasAbility } from '../../engine/gods/rules/legion-size.js';
import { act, clearBoard, edit, place, started } from '../gods/game-helpers.js';
import { CITY } from '../../engine/gods/board.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { godsModule } from '../../games/gods.js';
import { prng } from '../prng.js';

/** The Normal AI's action for `seat` in `state`, from that seat's view and legal actions only. */
export function normalPick(state: GodsState, seat: string, seed = 1, memory: unknown = null): GodsAction {
  return levelPick('normal', state, seat, seed, memory);
}

/** The action of AI `level` for `seat` in `state`, from that seat's view and legal actions only. */
export function levelPick(level: string, state: GodsState, seat: string, seed = 1, memory: unknown = null): GodsAction {
  const input = { seat, view: godsViewFor(state, seat), legal: godsLegalActions(state, seat), events: [], memory };
  return godsModule.ai.decide(level, input, { seed }).action;
}

/** One position met in a random-legal game: the state and a seat that may act in it. */
export interface Position {
  readonly state: GodsState;
  readonly seat: GodsSeat;
}

/** Every `every`th position of a random-legal game of `players` seats, up to `limit` actions. */
export function randomPositions(players: 3 | 4, seed: number, every: number, limit: number): Position[] {
  const seats = (['red', 'green', 'blue', 'black'] as const).slice(0, players);
  let state = createGodsGame({ players: seats.map((id) => ({ id, name: id })), seed, towers: null }).state;
  const rand = prng(seed);
  const out: Position[] = [];
  for (let i = 0; i < limit && state.phase !== 'over'; i++) {
    const actors = godsActors(state);
    const seat = actors[Math.floor(rand() * actors.length)];
    if (seat === undefined) break;
    if (i % every === 0) out.push({ state, seat });
    const legal = godsLegalActions(state, seat);
    const action = legal[Math.floor(rand() * legal.length)];
    if (!action) break;
    const r = applyGods(state, action);
    if (!r.ok) throw new Error(`random-legal ${action.type} refused: ${r.error.message}`);
    state = r.state;
  }
  return out;
}

/** The position with the names hidden from `seat` (Masters kept where they are: where they stand is told by the
 * marker once uncovered, 24.3) rotated by one among the other seats' legions. */
export function hiddenSwapped(s: GodsState, seat: string): GodsState {
  const hidden = (l: GodsState['legions'][number], name: string): boolean =>
    l.owner !== seat && l.owner !== 'neutral' && !shownMaster(s, l, name) && !hasAbility(name, 'master-power') && !(seat === 'black' && s.spied === l.marker);
  const names = s.legions.flatMap((l) => l.pieces.filter((p) => hidden(l, p.name)).map((p) => p.name));
  const rotated = [...names.slice(1), ...names.slice(0, 1)];
  return edit(s, (d) => {
    let i = 0;
    for (const l of d.legions) l.pieces = l.pieces.map((p) => (hidden(l, p.name) ? { ...p, name: rotated[i++] ?? p.name } : p)); // pieces are replaced, never changed in place
  });
}

/** Round 11, red to move: red's legion of `red` on 135 has moved onto green's of `green` on 136 and engaged it (6.3,
 * 10.3); red's Titan in the City, green's and blue's far off. */
export function engagedAt(red: readonly string[], green: readonly string[]): GodsState {
  let s = edit(clearBoard(started(3)), (d) => {
    d.round = 11;
  });
  const r = place(s, 'red', 135, red);
  s = place(place(r.state, 'green', 136, green).state, 'red', CITY, ['Titan', 'Gargoyle']).state;
  s = place(place(s, 'green', 150, ['Titan', 'Centaur']).state, 'blue', 160, ['Titan', 'Centaur']).state;
  const g = s.legions.find((l) => l.owner === 'green' && l.land === 136)?.marker ?? '';
  s = act(s, 'red', { type: 'move', legion: r.marker, to: 136, steps: 1, exit: null, teleport: null });
  return act(act(s, 'red', { type: 'endMovement' }), 'red', { type: 'engage', attacker: r.marker, defender: g });
}
