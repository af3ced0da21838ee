// TITAN's look back (engine/platform/history.ts): the depth of its take-back stack, and the facts its statistics
// count in one step — whose strike rolled which dice (a piece's side names its legion's owner, `a…`/`d…`), each
// battle's two players and its winner, every recruit and reinforcement, and every character slain (by the other
// side, or by nobody when a hazard's drift dealt the last hit); and where a state stands for the review's grouping
// (the mover's turn, the engagement's and the battle's land).
import type { ModuleReview, StatFact } from '../engine/platform/module.js';
import type { Action } from '../engine/titan/actions.js';
import type { GameEvent } from '../engine/titan/events.js';
import { moverOf } from '../engine/titan/game/context.js';
import type { GameState } from '../engine/titan/state.js';

/** TITAN's review part. */
export const titanReview: ModuleReview<GameState, Action, GameEvent> = {
  takeBacks: (state) => state.undo.length,
  place: (state) => ({
    turn: state.phase === 'setup' || state.phase === 'over' ? null : moverOf(state).id,
    engagement: state.engagement ? String(state.engagement.land) : null,
    battle: state.battle ? String(state.battle.land) : null,
  }),
  facts(before, _action, events, after) {
    const e = before.engagement ?? after.engagement;
    const owner = (side: 'attacker' | 'defender'): string | null => (e ? (side === 'attacker' ? e.attackerOwner : e.defenderOwner) : null);
    const sideOf = (piece: string): 'attacker' | 'defender' => (piece.startsWith('a') ? 'attacker' : 'defender');
    const drifted = new Set(events.flatMap((x) => (x.type === 'damage' ? [x.piece] : [])));
    const out: StatFact[] = [];
    for (const x of events) {
      if (x.type === 'strike') {
        const seat = owner(sideOf(x.piece));
        if (seat) out.push({ kind: 'strike', seat, dice: x.dice.length, hits: x.hits, strikeNumber: x.strikeNumber });
      } else if (x.type === 'battleEnd' && e) {
        const winner = x.winner === null ? null : x.winner === e.attacker ? e.attackerOwner : e.defenderOwner;
        out.push({ kind: 'battle', seats: [e.attackerOwner, e.defenderOwner], winner });
      } else if (x.type === 'recruit' || x.type === 'reinforce') {
        const seat = before.legions[x.marker]?.owner ?? after.legions[x.marker]?.owner;
        if (seat) out.push({ kind: 'muster', seat });
      } else if (x.type === 'slain') {
        const seat = owner(x.side);
        if (seat) out.push({ kind: 'slain', seat, by: drifted.has(x.piece) ? null : owner(x.side === 'attacker' ? 'defender' : 'attacker') });
      }
    }
    return out;
  },
};
