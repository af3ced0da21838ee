// TITAN §21 and 28.3 (German original 28.2: "to limit the playing time each player may be given a time limit for his
// turn; at least in battles one should insist on quick play") in Gods of Titan's rules: what `timeUp` does when the host says a clock ran
// out (the engine keeps no time, engine/platform/module.ts ModuleClocks). The game's time limit ends the game scored as
// its round limit is, at once (also in the middle of a Movement Phase); a Movement Phase that runs out moves legions chosen at random (a random legal move each) until the
// phase may end (8.4, 8.6), then ends it; a maneuver that runs out ends with the characters off the battleland lost.
import type { GodsAction } from '../actions.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { applyBattleTimeUp } from '../engagement/fight.js';
import { godsLegalActions } from '../legal.js';
import { nextInt } from '../../platform/rng.js';
import { nextStack } from '../../platform/undo.js';
import { draftOf, stateOf, type GodsSeat, type GodsState } from '../state.js';
import { mayEndMovement } from './flow.js';
import { endOnTime } from './game-length.js';

type TimeUp = Extract<GodsAction, { type: 'timeUp' }>;
/** The reducer's apply, which a timed-out Movement Phase's forced moves go through (passed in: no import back). */
type Apply = (state: GodsState, action: GodsAction) => GodsApplyResult;

/** Applies a clock's `timeUp` (refused when the game has no such clock or it is not running for that seat). */
export function godsTimeUp(state: GodsState, a: TimeUp, apply: Apply): GodsApplyResult {
  const length = state.gameLength;
  if (a.clock === 'game' ? length.timeLimit === undefined : length.turnClocks === undefined) {
    return refuse('illegal', a.clock === 'game' ? 'this game has no time limit (TITAN §21)' : 'this game has no turn time limits (28.3)');
  }
  const events: GodsEvent[] = [{ type: 'timeUp', seat: a.player as GodsSeat, clock: a.clock }];
  if (a.clock === 'movement') return movementTimeUp(state, a, apply, events);
  const d = draftOf(state);
  if (a.clock === 'game') endOnTime(d, events);
  else {
    const fail = applyBattleTimeUp(state, d, a.player as GodsSeat, events);
    if (fail) return fail;
  }
  return { ok: true, state: nextStack(state, stateOf(state, d), 'clear', { stateId: state.stateId + 1 }), events };
}

/** The mover's Movement Phase ran out: forced moves, each of a legion chosen at random, until it may end; then its end. */
function movementTimeUp(state: GodsState, a: TimeUp, apply: Apply, events: GodsEvent[]): GodsApplyResult {
  if (state.phase !== 'movement' || state.players[state.active]?.id !== a.player) return refuse('not-your-turn', `no Movement Phase of ${a.player} is running`);
  let s = state;
  for (let guard = state.legions.length; guard > 0 && !mayEndMovement(s); guard--) {
    const moves = godsLegalActions(s, a.player).filter((m): m is Extract<GodsAction, { type: 'move' }> => m.type === 'move');
    const legions = [...new Set(moves.map((m) => m.legion))];
    if (legions.length === 0) break;
    const [li, rng] = nextInt(s.rng, legions.length);
    const own = moves.filter((m) => m.legion === legions[li]);
    const [mi, rng2] = nextInt(rng, own.length);
    const move = own[mi];
    if (!move) break;
    const r = apply({ ...s, rng: rng2 }, { ...move, stateId: s.stateId });
    if (!r.ok) return r;
    events.push(...r.events);
    s = r.state;
  }
  const end = apply(s, { type: 'endMovement', player: a.player, stateId: s.stateId });
  if (!end.ok) return end;
  events.push(...end.events);
  return { ok: true, state: nextStack(state, end.state, 'clear', { stateId: state.stateId + 1 }), events };
}
