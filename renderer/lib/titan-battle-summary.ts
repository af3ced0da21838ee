// A finished TITAN battle in words for the shared result window (renderer/lib/battle-summary.ts): its facts
// (renderer/lib/titan-battle.ts) with the creatures and the land named in the UI language, and the points and what
// joined as the log's lines. No rules here.
import type { GameEvent } from '../../engine/titan/events.js';
import { t, tn } from '../i18n/index.svelte.js';
import type { BattleSummary } from './battle-summary.js';
import { describeEvent } from './eventText.js';
import { titanBattleFacts, type SeenTitanBattle } from './titan-battle.js';

/** The summary of the battle whose `battleEnd` is `log[end]`, in the app's language; null when there is none. */
export function titanBattleSummary(log: readonly GameEvent[], end: number, seen: SeenTitanBattle, player: (id: string | null) => string): BattleSummary | null {
  const facts = titanBattleFacts(log, end, seen);
  if (!facts) return null;
  const piece = (id: string): string => tn('creature', seen.pieces.find((p) => p.id === id)?.creature ?? id);
  const lines = (events: readonly GameEvent[]): string[] => events.map((e) => describeEvent(e, player, piece));
  return {
    land: `${tn('terrain', seen.terrain)} ${seen.land}`,
    outcome: facts.winner === null ? `${t('result.noWinner')} (${tn('event', `reason.${facts.over.reason}`)})` : describeEvent(facts.over, player, piece),
    sides: (['attacker', 'defender'] as const).map((side) => ({
      side, who: `${seen.players[side]} · ${seen.legions[side]}`, color: seen.colors[side], won: facts.winner === side, lost: facts.lost[side].map((c) => tn('creature', c)),
    })),
    scored: lines(facts.scored),
    joined: lines(facts.joined),
  };
}
