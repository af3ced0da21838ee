// TITAN's battle as the shared battle aids read it, before any words: the seat's log as dice marks
// (renderer/lib/battle-dice.ts) and, once the battle is over, its facts for the result window from the events of that
// battle and what the screen remembers of the battle it drew (renderer/lib/titan-battle-summary.ts words them).
// No rules here.
import type { GameEvent } from '../../engine/titan/events.js';
import type { DiceMark } from './battle-dice.js';
import type { BattleFacts } from './battle-summary.js';

/** TITAN's log as dice marks: a battle's start, its phases and its strikes. */
export function titanDiceMarks(log: readonly GameEvent[]): DiceMark[] {
  return log.flatMap((e): DiceMark[] => {
    if (titanStartsBattle(e)) return [{ kind: 'battle' }];
    if (e.type === 'battlePhase') return [{ kind: 'phase', round: e.round }];
    return e.type === 'strike' ? [{ kind: 'strike', strike: e }] : [];
  });
}

/** What the screen remembers of the TITAN battle it drew (the battle leaves the view as it ends): where, the legions
 * and their owners' names and colours, and every creature that fought. */
export interface SeenTitanBattle {
  readonly land: number;
  readonly terrain: string;
  readonly legions: { readonly attacker: string; readonly defender: string };
  readonly players: { readonly attacker: string; readonly defender: string };
  readonly colors: { readonly attacker: string; readonly defender: string };
  readonly pieces: readonly { readonly id: string; readonly creature: string; readonly side: 'attacker' | 'defender' }[];
}

/** Whether an event begins a TITAN battle (what the result window reads starts there). */
export function titanStartsBattle(e: GameEvent): boolean {
  return e.type === 'battleStart';
}

/** Whether an event ends a TITAN battle (the result window opens on it). */
export function titanEndsBattle(e: GameEvent): boolean {
  return e.type === 'battleEnd';
}

/** Events that begin something after a battle: its facts read up to the first of them. */
const AFTER: ReadonlySet<GameEvent['type']> = new Set(['engage', 'battleStart', 'turnStart', 'roll', 'move', 'split']);
/** Events of what a battle scored (§16) and what joined a legion in or after it (§14, §15, the angels of §16.5). */
const SCORED: ReadonlySet<GameEvent['type']> = new Set(['engagementResolved', 'score', 'titanSlain', 'playerEliminated']);
const JOINED: ReadonlySet<GameEvent['type']> = new Set(['summon', 'reinforce', 'acquire', 'recruit']);

/** The facts of the battle whose `battleEnd` is `log[end]`: its end, the winning side, each side's losses by creature,
 * the points and what joined, from the battle's start to the first event after it that begins something new. */
export function titanBattleFacts(log: readonly GameEvent[], end: number, seen: SeenTitanBattle): (BattleFacts<GameEvent> & { readonly over: Extract<GameEvent, { type: 'battleEnd' }> }) | null {
  const over = log[end];
  if (over?.type !== 'battleEnd') return null;
  const start = Math.max(0, log.slice(0, end).findLastIndex(titanStartsBattle));
  const stop = log.findIndex((e, i) => i > end && AFTER.has(e.type));
  const events = log.slice(start, stop < 0 ? log.length : stop);
  const gone = new Set<string>();
  const lost = { attacker: [] as string[], defender: [] as string[] };
  for (const e of events) {
    if (e.type === 'slain' && !gone.has(e.piece)) lost[e.side].push(e.creature);
    if (e.type === 'slain') gone.add(e.piece);
    else if (e.type === 'removed') {
      for (const id of e.pieces.filter((p) => !gone.has(p))) {
        const p = seen.pieces.find((x) => x.id === id);
        if (p) lost[p.side].push(p.creature);
        gone.add(id);
      }
    }
  }
  const returned = new Set(events.flatMap((e) => (e.type === 'reinforcementReturned' ? [e.creature] : [])));
  return {
    over,
    winner: over.winner === seen.legions.attacker ? 'attacker' : over.winner === seen.legions.defender ? 'defender' : null,
    lost,
    scored: events.filter((e) => SCORED.has(e.type)),
    // §14: a reinforcement that could not enter went back to the caretaker: it never joined
    joined: events.filter((e) => JOINED.has(e.type) && !(e.type === 'reinforce' && returned.has(e.creature))),
  };
}
