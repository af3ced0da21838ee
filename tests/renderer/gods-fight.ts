// A Gods of Titan battle fought out through the engine for the renderer's tests (the battle aids, the log), and what
// one seat's log holds of the events.
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import type { SeenBattle } from '../../renderer/gods/battle-facts.js';
import { legal, step } from '../gods/game-helpers.js';

/** What one seat's log holds of events: those without an audience and those whose audience holds it. */
export const seen = (seat: GodsSeat, events: readonly GodsEvent[]): GodsEvent[] => events.filter((e) => !e.audience || e.audience.includes(seat));

/** Fights a Gods battle to its end through the engine: each seat that may act strikes when it can, moves its first
 * piece every other step, else ends its step (never concedes); then the winner summons a Lord if it may (18), else
 * passes its aftermath. Returns every
 * event and what the screen would remember of the battle as its last view before the end. */
export function fightOut(s0: GodsState): { events: GodsEvent[]; battle: SeenBattle; state: GodsState } {
  let s = s0;
  const events: GodsEvent[] = [];
  let battle: SeenBattle | null = null;
  for (let n = 0; n < 600 && s.engagement; n++) {
    const e = s.engagement;
    if (e.battle) battle = { land: e.land, legions: { attacker: e.attacker, defender: e.defender }, owners: e.battle.owners, pieces: e.battle.pieces.map((p) => ({ id: p.id, name: p.name, side: p.side })) };
    const seats: GodsSeat[] = ['red', 'green', 'blue'];
    const acting = seats.map((seat) => ({ seat, moves: legal(s, seat).filter((m) => !(m.type === 'battle' && m.move.type === 'concede')) })).find((x) => x.moves.length > 0);
    if (!acting) break;
    const pick = (kind: string) => acting.moves.find((m) => m.type === 'battle' && m.move.type === kind);
    const move = pick('strike') ?? (n % 2 === 0 ? pick('move') : undefined) ?? pick('done') ?? acting.moves.find((m) => m.type === 'summon') ?? acting.moves.find((m) => m.type === 'pass') ?? acting.moves[0];
    if (!move) break;
    const r = step(s, acting.seat, move);
    events.push(...r.events);
    s = r.state;
  }
  if (!battle) throw new Error('no battle was fought');
  return { events, battle, state: s };
}

