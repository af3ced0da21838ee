// A Gods of Titan battle position for the battle aids' e2e spec, found by playing battles through the engine: the seat
// at the screen strikes (the first legal strike of a striker on a target, as a click takes it) and the battle goes on
// (its dice are shown); then the acting seats strike or end their steps until the battle ends (the result window opens
// for the last, still the one to act). The engine's dice are in the state, so the browser rolls the same.
import type { StrikeEvent } from '../engine/family/battle/flow/types.js';
import type { GodsMove } from '../engine/gods/actions.js';
import type { GodsSeat, GodsState } from '../engine/gods/state.js';
import { engaged } from '../tests/gods/game-battle-helpers.js';
import { legal, step } from '../tests/gods/game-helpers.js';

/** One click at the screen: a strike (its striker, then its target on the board) or the end of a step (a button),
 * by the seat that acts then (a hand-off comes between two seats). */
export type BattleClick = { readonly seat: GodsSeat } & ({ readonly kind: 'strike'; readonly piece: string; readonly target: string } | { readonly kind: 'done' });

/** The position, the clicks that take its battle to the end and the roll of the first (the engine's). */
export interface StrikesToTheEnd {
  readonly state: GodsState;
  readonly clicks: readonly BattleClick[];
  readonly firstRoll: StrikeEvent;
}

type Strike = Extract<GodsMove, { type: 'battle' }> & { move: { type: 'strike'; piece: string; target: string } };
const SEATS: readonly GodsSeat[] = ['red', 'green'];

/** The seat whose battle step it is (the one with more to do than concede). */
const acting = (s: GodsState): GodsSeat | undefined => SEATS.find((x) => legal(s, x).some((m) => !(m.type === 'battle' && m.move.type === 'concede')));

/** The first legal strike of each striker on each target, as a click on the board takes it. */
function strikes(s: GodsState, seat: GodsSeat): Strike[] {
  const out: Strike[] = [];
  for (const m of legal(s, seat)) {
    if (m.type !== 'battle' || m.move.type !== 'strike') continue;
    const { piece, target } = m.move;
    if (!out.some((x) => x.move.piece === piece && x.move.target === target)) out.push(m as Strike);
  }
  return out;
}

/** From `s`: `first`, then each acting seat's first strike or the end of its step, until the battle ends (at most 10
 * clicks, its last seat still to act after it); null when a step needs another click (a move, a carry) or it lasts. */
function toTheEnd(s0: GodsState, seat0: GodsSeat, first: Strike): BattleClick[] | null {
  let s = s0;
  let seat: GodsSeat | undefined = seat0;
  const clicks: BattleClick[] = [];
  let move: GodsMove | undefined = first;
  for (let n = 0; n < 10 && move && seat; n++) {
    const r = step(s, seat, move);
    clicks.push(move.type === 'battle' && move.move.type === 'strike' ? { seat, kind: 'strike', piece: move.move.piece, target: move.move.target } : { seat, kind: 'done' });
    s = r.state;
    if (r.events.some((e) => e.type === 'battleOver')) return n > 0 && legal(s, seat).length > 0 ? clicks : null;
    seat = acting(s);
    if (!seat) return null;
    const now: GodsSeat = seat;
    move = strikes(s, now)[0] ?? legal(s, now).find((m) => m.type === 'battle' && m.move.type === 'done');
  }
  return null;
}

/** Searches battles of red's legion against green's (each step: a strike if any, a move every other step, else done)
 * for a position where a strike leaves the battle going and strikes and ends of steps then end it. */
export function strikesToTheEnd(): StrikesToTheEnd {
  for (const [red, green] of [[['Lion', 'Lion', 'Centaur'], ['Ogre']], [['Lion', 'Centaur'], ['Ogre', 'Gargoyle']], [['Minotaur', 'Lion'], ['Ogre']]] as const) {
    let s = engaged(red, green).s;
    for (let n = 0; n < 400 && s.engagement?.battle; n++) {
      const seat = acting(s);
      if (!seat) break;
      for (const first of strikes(s, seat)) {
        const clicks = toTheEnd(s, seat, first);
        const firstRoll = step(s, seat, first).events.flatMap((e) => (e.type === 'battleStep' ? e.events : [])).find((b) => b.type === 'strike');
        if (clicks && firstRoll?.type === 'strike') return { state: s, clicks, firstRoll };
      }
      const moves = legal(s, seat);
      const pick = (kind: string): GodsMove | undefined => moves.find((m) => m.type === 'battle' && m.move.type === kind);
      const move = pick('strike') ?? (n % 2 === 0 ? pick('move') : undefined) ?? pick('done') ?? moves.find((m) => !(m.type === 'battle' && m.move.type === 'concede'));
      if (!move) break;
      s = step(s, seat, move).state;
    }
  }
  throw new Error('no battle that strikes and ends of steps alone take to its end');
}
