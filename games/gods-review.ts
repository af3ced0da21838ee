// Gods of Titan's look back (engine/platform/history.ts): the depth of its take-back stack, and the facts its
// statistics count in one step — whose strike rolled which dice (a piece's side names the battle's owner of that side;
// the neutral side is nobody's), each battle's two sides and its winner, every character mustered or reinforced, and
// every character slain and who slew it (nobody for a hazard); and where a state stands for the review's grouping (the
// mover's turn, the engagement's land and its battle).
import type { ModuleReview, StatFact } from '../engine/platform/module.js';
import type { GodsAction } from '../engine/gods/actions.js';
import type { GodsBattleEvent } from '../engine/gods/battle/types.js';
import type { GodsEvent } from '../engine/gods/events.js';
import type { GodsState } from '../engine/gods/state.js';

/** Gods of Titan's review part. */
export const godsReview: ModuleReview<GodsState, GodsAction, GodsEvent> = {
  takeBacks: (state) => state.undo.length,
  place: (state) => ({
    turn: state.phase === 'setup' || state.phase === 'over' ? null : (state.players[state.active]?.id ?? null),
    engagement: state.engagement ? String(state.engagement.land) : null,
    battle: state.engagement?.battle ? String(state.engagement.land) : null,
  }),
  facts(before, _action, events, after) {
    const battle = before.engagement?.battle ?? after.engagement?.battle ?? null;
    const seatOf = (side: 'attacker' | 'defender' | undefined): string | null => {
      const o = side && battle ? battle.owners[side] : null;
      return o === 'neutral' ? null : o;
    };
    const sideOfPiece = (id: string | null): 'attacker' | 'defender' | undefined => (id === null ? undefined : battle?.pieces.find((p) => p.id === id)?.side);
    const inBattle = (x: GodsBattleEvent): StatFact[] => {
      if (x.type === 'strike') {
        const seat = seatOf(sideOfPiece(x.piece));
        return seat ? [{ kind: 'strike', seat, dice: x.dice.length, hits: x.hits, strikeNumber: x.strikeNumber }] : [];
      }
      if (x.type === 'slain') {
        const seat = seatOf(x.side);
        return seat ? [{ kind: 'slain', seat, by: seatOf(sideOfPiece(x.by)) }] : [];
      }
      return [];
    };
    const out: StatFact[] = [];
    for (const x of events) {
      if (x.type === 'battleStep') out.push(...x.events.flatMap(inBattle));
      else if (x.type === 'battleOver' && battle) {
        const seats = [seatOf('attacker'), seatOf('defender')].filter((s): s is string => s !== null);
        out.push({ kind: 'battle', seats, winner: x.result.kind === 'victory' ? seatOf(x.result.winner) : null });
      } else if (x.type === 'mustered' || x.type === 'reinforced') out.push({ kind: 'muster', seat: x.seat });
    }
    return out;
  },
};
