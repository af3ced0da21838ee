// Positions for the Gods of Titan engagement-battle tests, as data: two legions on one land after the treaty, the
// attacker's Engagement Phase, the engagement picked and, if asked, the battle called; battle moves by what they do.
import type { GodsMove } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { act, clearBoard, edit, legal, place, started, step } from './game-helpers.js';

/** Desert, an ordinary land (rules 17: two Lions there qualify for a Lion). */
export const DESERT = 103;
/** Lands where the Titans wait, far from the fight. */
const TITAN_LANDS: Readonly<Record<string, number>> = { red: 101, green: 104 };

/** A fight on `land`: red's legion attacks green's in red's Engagement Phase of round 11; `fight`: battle called; `base`: the
 * cleared board to start from (default: a new game of `players`). */
export function engaged(red: readonly string[], green: readonly string[], opts: { land?: number; fight?: boolean; players?: 3 | 4; base?: GodsState } = {}): { s: GodsState; attacker: string; defender: string } {
  let s = opts.base ?? clearBoard(started(opts.players ?? 3));
  for (const seat of ['red', 'green'] as const) s = place(s, seat, TITAN_LANDS[seat] ?? 0, ['Titan']).state;
  const a = place(s, 'red', opts.land ?? DESERT, red);
  const b = place(a.state, 'green', opts.land ?? DESERT, green);
  s = edit(b.state, (d) => {
    d.round = 11;
    d.phase = 'engagement';
    d.active = 0;
    d.fought = [];
  });
  s = act(s, 'red', { type: 'engage', attacker: a.marker, defender: b.marker });
  if (opts.fight !== false) s = act(s, 'red', { type: 'fight' });
  return { s, attacker: a.marker, defender: b.marker };
}

/** The battle moves of a seat now. */
export function battleMoves(s: GodsState, seat: GodsSeat): Extract<GodsMove, { type: 'battle' }>[] {
  return legal(s, seat).filter((m): m is Extract<GodsMove, { type: 'battle' }> => m.type === 'battle');
}

/** A seat's first legal battle move of a kind (the test fails when there is none). */
export function firstBattleMove(s: GodsState, seat: GodsSeat, kind: string): GodsMove {
  const m = battleMoves(s, seat).find((x) => x.move.type === kind);
  if (!m) throw new Error(`${seat} has no battle ${kind}`);
  return m;
}

/** A seat concedes in battle and the other takes the victory (rules 10.6). */
export function concedeBattle(s: GodsState, loser: GodsSeat, winner: GodsSeat): GodsState {
  const conceded = act(s, loser, { type: 'battle', move: { type: 'concede' } });
  return act(conceded, winner, { type: 'battle', move: { type: 'accept-concession' } });
}

/** The winner declines every choice left after the battle (rules 10.7) until the engagement is over. */
/** Applies `seat`'s `move` that ends an engagement (a battle's last strike, a flight, an agreement, a concession),
 * then the winner passes every step of its aftermath (20.1): the state and all the events on the way. */
export function stepPast(s: GodsState, seat: GodsSeat, move: GodsMove): { state: GodsState; events: GodsEvent[] } {
  const r = step(s, seat, move);
  const events = [...r.events];
  let state = r.state;
  for (let n = 0; state.engagement?.aftermath?.seat && n < 50; n++) {
    const next = step(state, state.engagement.aftermath.seat, { type: 'pass' });
    events.push(...next.events);
    state = next.state;
  }
  return { state, events };
}

export function passAftermath(s: GodsState): GodsState {
  let state = s;
  for (let n = 0; state.engagement?.aftermath && n < 50; n++) {
    const seat = state.engagement.aftermath.seat;
    if (!seat) break;
    state = act(state, seat, { type: 'pass' });
  }
  return state;
}

/** The defender places every character it can in its first maneuver and ends it (rules 11.3, 11.6). */
export function placeAll(s: GodsState, seat: GodsSeat): GodsState {
  let state = s;
  for (let n = 0; n < 20; n++) {
    const battle = state.engagement?.battle;
    const entering = battleMoves(state, seat).find((m) => m.move.type === 'move' && battle?.pieces.find((p) => p.id === (m.move as { piece: string }).piece)?.hex === null);
    if (!entering) break;
    state = act(state, seat, entering);
  }
  return act(state, seat, firstBattleMove(state, seat, 'done'));
}
