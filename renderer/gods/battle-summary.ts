// A finished Gods of Titan battle in words for the shared result window (renderer/lib/battle-summary.ts): its facts
// (renderer/gods/battle-facts.ts) with the players, legions and lands named, and the scoring and what joined as the
// log's lines. No rules here.
import type { GodsEvent } from '../../engine/gods/events.js';
import type { BattleSummary } from '../lib/battle-summary.js';
import { godsBattleFacts, type SeenBattle } from './battle-facts.js';
import { gt } from './i18n.js';
import { eventText, legionLabel, resultText, seatName } from './labels.js';
import { seatColor } from './seat-look.js';

/** The summary of the battle whose engagement `log[end]` ends, in the app's language; null when there is none. */
export function godsBattleSummary(log: readonly GodsEvent[], end: number, seen: SeenBattle, name: (seat: string) => string, land: (id: number) => string): BattleSummary | null {
  const facts = godsBattleFacts(log, end, seen);
  if (!facts) return null;
  const who = (side: 'attacker' | 'defender'): string => {
    const owner = seen.owners[side];
    return `${owner === 'neutral' ? seatName(owner) : name(owner)} · ${legionLabel(seen.legions[side])}`;
  };
  const lines = (events: readonly GodsEvent[]): string[] => events.flatMap((e) => eventText(e, name, land) ?? []);
  return {
    land: land(seen.land),
    outcome: gt('gods.result.outcome', { result: resultText(facts.result) }),
    sides: (['attacker', 'defender'] as const).map((side) => ({ side, who: who(side), color: seatColor(seen.owners[side]), won: facts.winner === side, lost: facts.lost[side] })),
    scored: lines(facts.scored),
    joined: lines(facts.joined),
  };
}
