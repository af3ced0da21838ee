// Whole-state checks of Titan: The Arena, run by the simulator after every action and on every state read from a
// file: every card of the deck is in exactly one place, chips stay within the rules' bounds, nothing comes back from
// the dead. Card problems name where the card lies (`players[1].hand[3]: …`).
import { problem } from '../platform/state-problems.js';
import { fullDeck } from './cards.js';
import type { ArenaState, CardId } from './types.js';

/** One card and where it lies, as a path into the state (`players[1].hand[3]`, `columns[0].Hydra[2]`, `bets[4].card`). */
interface PlacedCard {
  readonly at: string;
  readonly card: CardId;
}

/** The 102 blue-backed cards, each once (§2). */
const DECK: ReadonlySet<CardId> = new Set(fullDeck());

/** Where every card of the game is right now (the chief referee lies beside the columns once played, §10). */
function placedCards(s: ArenaState): PlacedCard[] {
  const out: PlacedCard[] = [];
  const pile = (at: string, cards: readonly CardId[]): void => {
    cards.forEach((card, i) => out.push({ at: `${at}[${i}]`, card }));
  };
  pile('deck', s.deck);
  pile('discard', s.discard);
  s.players.forEach((p, i) => {
    pile(`players[${i}].hand`, p.hand);
    pile(`players[${i}].setAside`, p.setAside);
  });
  s.columns.forEach((column, i) => {
    for (const [creature, stack] of Object.entries(column)) pile(`columns[${i}].${creature}`, stack);
  });
  s.bets.forEach((b, i) => {
    if (b.card !== null) out.push({ at: `bets[${i}].card`, card: b.card });
  });
  if (s.turn.titan) pile('turn.titan.cards', s.turn.titan.cards);
  if (s.chiefReferee) out.push({ at: 'chiefReferee', card: 'ChiefReferee' });
  return out;
}

/** §2 card conservation: every card lies in exactly one place, and nothing else is a card. */
function checkCards(s: ArenaState, out: string[]): void {
  const seen = new Map<CardId, string>();
  for (const { at, card } of placedCards(s)) {
    const there = seen.get(card);
    if (!DECK.has(card)) out.push(problem(at, `unknown card ${JSON.stringify(card)}`));
    else if (there !== undefined) out.push(problem(at, `card ${card} lies at ${there} as well`));
    else seen.set(card, at);
  }
  for (const card of DECK) if (!seen.has(card)) out.push(problem('', `card ${card} is nowhere (the deck has one of each card)`));
}

/** Arena rule violations in `state` (and in the step from `prev`); empty when all is well. */
export function checkArenaInvariants(prev: ArenaState | null, state: ArenaState): string[] {
  const out: string[] = [];
  checkCards(state, out);
  for (const p of state.players) {
    if (p.chips < 0 || p.chips > 5) out.push(`${p.id} has ${p.chips} chips (§7: five per game)`);
  }
  if (prev && prev.phase !== 'over' && state.stateId !== prev.stateId + 1) out.push(`stateId went from ${prev.stateId} to ${state.stateId}`);
  if (prev && !state.tournament) {
    for (const c of state.alive) if (!prev.alive.includes(c)) out.push(`${c} came back to life`);
  }
  return out;
}
