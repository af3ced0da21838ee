// Words for what the Arena screen shows: card names, the label of each legal action the host offers, and one
// sentence per logged event. Display only — which actions exist is decided by the host's legal list.
import type { ArenaAction, ArenaEvent, ArenaView, SwapPlace } from '../../engine/arena/index.js';
import { cardInfo } from '../../engine/arena/cards.js';
import { at, creatureName } from './i18n.js';

/** A card id as people read it ("Dragon 7", "Spectator 3", "Referee"). */
export function cardLabel(card: string | null): string {
  if (card === null) return at('arena.hidden');
  const info = cardInfo(card);
  if (!info) return card;
  if (info.kind === 'strength') return `${creatureName(info.creature)} ${info.value}`;
  if (info.kind === 'spectator') return at('arena.card.spectator', { n: info.value });
  return info.kind === 'referee' ? at('arena.card.referee') : at('arena.card.chief');
}

/** A list of cards for a sentence. */
export function cardList(cards: readonly string[]): string {
  return cards.map(cardLabel).join(', ');
}

function place(p: SwapPlace): string {
  return p === 'discard' ? at('arena.place.discard') : at('arena.place.round', { n: p });
}

/** The button text of a legal action; `name` turns a player id into a name. */
export function actionLabel(a: ArenaAction, view: ArenaView, name: (id: string) => string): string {
  switch (a.type) {
    case 'bid': return at('arena.act.bid', { n: a.value });
    case 'passBid': return at('arena.act.passBid');
    case 'openBet': return at('arena.act.openBet', { creature: creatureName(a.creature) });
    case 'secretBet': return at('arena.act.secretBet', { card: cardLabel(a.card) });
    case 'revealBet': return at('arena.act.revealBet');
    case 'skip':
      if (view.step === 'bet' || view.step === 'ability' || view.step === 'second-play') return at(`arena.act.skip.${view.step}`);
      return at('arena.act.skip');
    case 'play': return at('arena.act.play', { card: cardLabel(a.card), creature: creatureName(a.creature) });
    case 'referee': return at('arena.act.referee', { card: cardLabel(a.take) });
    case 'chiefReferee': return at('arena.act.chiefReferee', { creature: creatureName(a.creature) });
    case 'showHand': return at('arena.act.showHand');
    case 'cyclops': return at('arena.act.cyclops', { name: name(a.target) });
    case 'dragon': return at('arena.act.dragon', { creature: creatureName(a.creature) });
    case 'hydra': return at('arena.act.hydra');
    case 'ranger': return at('arena.act.ranger');
    case 'titan': return at('arena.act.titan', { name: name(a.target) });
    case 'titanKeep': return at('arena.act.titanKeep', { card: cardLabel(a.card) });
    case 'troll': return at('arena.act.troll', { card: cardLabel(a.card) });
    case 'unicorn': return at('arena.act.unicorn', { creature: creatureName(a.creature), a: place(a.a), b: place(a.b) });
    case 'warlock': return at('arena.act.warlock');
    case 'discard': return at('arena.act.discard', { card: cardLabel(a.card) });
    case 'endTurn': return at('arena.act.endTurn');
    case 'offerStalemate': return at('arena.act.offerStalemate');
    case 'voteStalemate': return at(a.accept ? 'arena.act.accept' : 'arena.act.refuse');
  }
}

/** The hand card an action plays or discards (null for actions not made with a card from the hand). */
export function handCardOf(a: ArenaAction): string | null {
  if (a.type === 'play' || a.type === 'secretBet' || a.type === 'referee' || a.type === 'chiefReferee' || a.type === 'discard') return a.card;
  return null;
}

/** A stable key of an action (for lists and the e2e test hook). */
export function actionKey(a: ArenaAction): string {
  const { player: _p, stateId: _s, ...rest } = a;
  return JSON.stringify(rest);
}

/** One sentence for a logged event. */
export function eventText(e: ArenaEvent, name: (id: string) => string): string {
  switch (e.type) {
    case 'gameStart': return at('ev.gameStart', { n: e.game });
    case 'dealt': return at('ev.dealt', { cards: cardList(e.cards) });
    case 'bid': return e.value === null ? at('ev.pass', { name: name(e.player) }) : at('ev.bid', { name: name(e.player), n: e.value });
    case 'starter': return at('ev.starter', { name: name(e.player) });
    case 'overbid': return at('ev.overbid', { name: name(e.player), n: e.value });
    case 'turnStart': return at('ev.turnStart', { name: name(e.player), n: e.round });
    case 'bet':
      return e.creature === null || e.secret
        ? at('ev.betSecret', { name: name(e.player) })
        : at('ev.bet', { name: name(e.player), creature: creatureName(e.creature), n: e.value });
    case 'reveal': return at('ev.reveal', { name: name(e.player), creature: creatureName(e.creature) });
    case 'play': return at('ev.play', { name: name(e.player), card: cardLabel(e.card), creature: creatureName(e.creature) });
    case 'referee': return at('ev.referee', { name: name(e.player), card: cardLabel(e.took) });
    case 'chiefReferee': return at('ev.chiefReferee', { name: name(e.player), creature: creatureName(e.creature) });
    case 'showHand': return at('ev.showHand', { name: name(e.player), cards: cardList(e.cards) });
    case 'ability': return at('ev.ability', { name: name(e.player), creature: creatureName(e.creature) });
    case 'setAside': return at('ev.setAside', { name: name(e.player), n: e.count });
    case 'stolen':
      return e.cards.length > 0
        ? at('ev.stolen', { name: name(e.player), from: name(e.from), cards: cardList(e.cards) })
        : at('ev.stolenHidden', { name: name(e.player), from: name(e.from) });
    case 'kept':
      return e.card === null ? at('ev.keptHidden', { name: name(e.player), from: name(e.from) }) : at('ev.kept', { name: name(e.player), from: name(e.from), card: cardLabel(e.card) });
    case 'take': return at('ev.take', { name: name(e.player), card: cardLabel(e.card) });
    case 'swap': return at('ev.swap', { name: name(e.player), a: cardLabel(e.a), b: cardLabel(e.b), creature: creatureName(e.creature) });
    case 'discard': return at('ev.discard', { name: name(e.player), card: cardLabel(e.card) });
    case 'draw': return at('ev.draw', { name: name(e.player), n: e.count });
    case 'drawn': return at('ev.drawn', { cards: cardList(e.cards) });
    case 'eliminated': return at('ev.eliminated', { creature: creatureName(e.creature), n: e.round, s: e.strength });
    case 'roundStart': return at('ev.roundStart', { n: e.round, name: name(e.starter) });
    case 'stalemateOffer': return at('ev.stalemateOffer', { name: name(e.player) });
    case 'stalemateVote': return at('ev.stalemateVote', { name: name(e.player), vote: at(e.accept ? 'ev.yes' : 'ev.no') });
    case 'stalemate': return at('ev.stalemate', { n: e.newDeck });
    case 'gameOver': return at('ev.gameOver', { name: name(e.winner) });
    case 'tournamentOver': return at('ev.tournamentOver', { name: name(e.winner) });
  }
}
