// Whole-state checks of Titan: The Arena run by the simulator after every action: every card of the deck is in
// exactly one place, chips and hands stay within the rules' bounds, and nothing comes back from the dead.
import { fullDeck, type ArenaState } from '../../engine/arena/index.js';

const DECK = fullDeck();

function tally(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}
const FULL = tally(DECK);

/** Where every card of the game is right now (the chief referee lies beside the columns once played, §10). */
function placedCards(s: ArenaState): string[] {
  const out: string[] = [...s.deck, ...s.discard];
  for (const p of s.players) out.push(...p.hand, ...p.setAside);
  for (const column of s.columns) for (const stack of Object.values(column)) out.push(...stack);
  for (const b of s.bets) if (b.card !== null) out.push(b.card);
  if (s.turn.titan) out.push(...s.turn.titan.cards);
  if (s.chiefReferee) out.push('ChiefReferee');
  return out;
}

/** Arena rule violations in `state` (and in the step from `prev`). */
export function checkArenaInvariants(prev: ArenaState | null, state: ArenaState): string[] {
  const out: string[] = [];
  const placed = tally(placedCards(state));
  for (const [card, n] of FULL) if ((placed.get(card) ?? 0) !== n) out.push(`card ${card}: ${placed.get(card) ?? 0} in play, the deck has ${n}`);
  for (const card of placed.keys()) if (!FULL.has(card)) out.push(`unknown card ${card} in play`);
  for (const p of state.players) {
    if (p.chips < 0 || p.chips > 5) out.push(`${p.id} has ${p.chips} chips (§7: five per game)`);
  }
  if (prev && prev.phase !== 'over' && state.stateId !== prev.stateId + 1) out.push(`stateId went from ${prev.stateId} to ${state.stateId}`);
  if (prev && !state.tournament) {
    for (const c of state.alive) if (!prev.alive.includes(c)) out.push(`${c} came back to life`);
  }
  return out;
}
