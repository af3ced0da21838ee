// A Gods of Titan battle as the shared battle aids read it, before any words: the seat's log as dice marks
// (renderer/lib/battle-dice.ts) and, once the battle's engagement is over, its facts for the result window — from the
// events of that battle the seat may see and what the screen remembers of the battle it drew
// (renderer/gods/battle-summary.ts words them). No rules here.
import type { GodsBattleEvent, GodsBattleResult } from '../../engine/gods/battle/index.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { DiceMark } from '../lib/battle-dice.js';
import type { BattleFacts } from '../lib/battle-summary.js';

/** The Gods log as dice marks: a battle's start, the phases of its rounds and its strikes — a spell's dice too
 * (Shockwave, Quake, Inferno, Painchain, 15.6: its Caster's roll at each target). */
export function godsDiceMarks(log: readonly GodsEvent[]): DiceMark[] {
  return log.flatMap((e): DiceMark[] => {
    if (startsBattle(e)) return [{ kind: 'battle' }];
    if (e.type !== 'battleStep') return [];
    return e.events.flatMap((b): DiceMark[] => {
      if (b.type === 'phase') return [{ kind: 'phase', round: b.round }];
      if (b.type === 'spell' && b.deed.kind === 'strike') {
        const { target, dice, strikeNumber, hits } = b.deed;
        return [{ kind: 'strike', strike: { type: 'strike', piece: b.caster, target, dice, strikeNumber, hits, rangestrike: false } }];
      }
      return b.type === 'strike' ? [{ kind: 'strike', strike: b }] : [];
    });
  });
}

/** The battle pieces the events name themselves, by id (every character of a battle as it begins — in logs that keep
 * them —, the slain, casters, ability users, characters joining): a battle no longer on the screen, or a character
 * that has left it, is still named. Only events a seat was shown are read, so only what was revealed to it (10.8.4). */
export function namesInLog(events: readonly GodsEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.type === 'battle') for (const p of e.pieces ?? []) names.set(p.id, p.name);
    if (e.type !== 'battleStep') continue;
    for (const b of e.events) {
      if (b.type === 'slain' || b.type === 'ability' || b.type === 'summoned') names.set(b.piece, b.name);
      else if (b.type === 'reinforced') names.set(b.piece, b.creature);
      else if (b.type === 'spell' && b.deed.kind === 'cast') names.set(b.caster, b.deed.name);
    }
  }
  return names;
}

/** What the screen remembers of the battle it drew (the view of it is gone once it ends): where, the legions, their
 * owners and every character that fought. */
export interface SeenBattle {
  readonly land: number;
  readonly legions: { readonly attacker: string; readonly defender: string };
  readonly owners: { readonly attacker: string; readonly defender: string };
  readonly pieces: readonly { readonly id: string; readonly name: string; readonly side: 'attacker' | 'defender' }[];
}

/** Events that begin something after a battle: its facts read up to the first of them. */
const AFTER: ReadonlySet<GodsEvent['type']> = new Set(['engagement', 'phase', 'battle', 'battleBegins', 'moved', 'gameStart']);
/** Events of a battle's end that it scored (points, Lifegems, EP, a player put out). */
const SCORED: ReadonlySet<GodsEvent['type']> = new Set(['scored', 'experience', 'playerOut']);
/** Events of characters that joined a legion in or after the battle (17, 18, 19, 16.5, 20, a Tower taken). */
const JOINED: ReadonlySet<GodsEvent['type']> = new Set(['reinforced', 'summoned', 'revived', 'lordAcquired', 'elementalTaken', 'trophies', 'towerCaptured']);

/** Whether an event begins a battle (what the result window reads starts there). */
export function startsBattle(e: GodsEvent): boolean {
  return e.type === 'battle';
}

/** Whether an event ends the engagement of a battle (the result window opens on it): its resolution, after the
 * winner's choices of 10.7 (the characters they bring are what joined), or the end of the Skycastle's final battle. */
export function endsBattle(e: GodsEvent): boolean {
  return e.type === 'resolved' || e.type === 'finalBattleOver';
}

/** The facts of the battle whose engagement `log[end]` ends: how it ended, each side's losses by character, what it
 * scored and what joined, from the battle's start to the first event after its end that begins something new; null
 * when the log holds no battle's end before it. */
export function godsBattleFacts(log: readonly GodsEvent[], end: number, seen: SeenBattle): (BattleFacts<GodsEvent> & { readonly result: GodsBattleResult }) | null {
  const overAt = log.slice(0, end + 1).findLastIndex((e) => e.type === 'battleOver');
  const over = log[overAt];
  if (over?.type !== 'battleOver') return null;
  const start = Math.max(0, log.slice(0, overAt).findLastIndex(startsBattle));
  const stop = log.findIndex((e, i) => i > end && AFTER.has(e.type));
  const steps = log.slice(start, overAt).flatMap((e): GodsBattleEvent[] => (e.type === 'battleStep' ? [...e.events] : []));
  const after = log.slice(start, stop < 0 ? log.length : stop).filter((e) => e.type !== 'battleStep');
  const gone = new Set<string>();
  const lost = { attacker: [] as string[], defender: [] as string[] };
  for (const b of steps) {
    if (b.type === 'slain') {
      gone.add(b.piece);
      lost[b.side].push(b.name);
    } else if (b.type === 'removed') {
      for (const id of b.pieces.filter((p) => !gone.has(p))) {
        const p = seen.pieces.find((x) => x.id === id);
        if (p) lost[p.side].push(p.name);
        gone.add(id);
      }
    }
  }
  const result = over.result;
  return {
    result,
    winner: result.kind === 'victory' ? result.winner : null,
    lost,
    scored: after.filter((e) => SCORED.has(e.type)),
    joined: after.filter((e) => JOINED.has(e.type)),
  };
}
