// §15 the eight abilities: who may use them (the sponsor, right after playing a strength card of the creature in the
// current column, no spectator on it, §9), what choices each offers and what each does.
import { nextInt } from '../platform/rng.js';
import type { ArenaMove, SwapPlace } from './actions.js';
import { cardCreature, cardInfo } from './cards.js';
import { removeCard, takeFrom, type Ctx } from './draft.js';
import { abilityBlocked, activeOf, columnAt, currentColumn, isColumnCard, sponsorOf, topOf, trollSources } from './table.js';
import { drawCards } from './turn.js';
import type { ArenaPlayerId, ArenaState, CardId, Creature } from './types.js';

/** §15.7: places holding a visible strength card of the creature (battle columns by round, the discard top, §15.8). */
export function swapPlaces(s: ArenaState, c: Creature): SwapPlace[] {
  const out: SwapPlace[] = [];
  s.columns.forEach((col, i) => {
    const top = topOf(col, c);
    if (top !== null && cardCreature(top) === c) out.push(i + 1);
  });
  const d = s.discard.at(-1);
  if (d !== undefined && cardCreature(d) === c) out.push('discard');
  return out;
}

/** The ability choices open to `player` for the creature just played; [] when he may not use it. */
export function abilityOptions(s: ArenaState, c: Creature, player: ArenaPlayerId): ArenaMove[] {
  if (sponsorOf(s, c) !== player || abilityBlocked(s, c)) return [];
  const me = s.players.find((p) => p.id === player);
  if (!me) return [];
  const others = s.players.filter((p) => p.id !== player && p.hand.length > 0).map((p) => p.id);
  switch (c) {
    case 'Cyclops':
      return others.map((target) => ({ type: 'cyclops', target }));
    case 'Dragon':
      return s.alive.filter((x) => x !== c && topOf(currentColumn(s), x) !== null).map((creature) => ({ type: 'dragon', creature }));
    case 'Hydra':
      return s.turn.hydraUsed || !me.hand.some((card) => isColumnCard(s, card)) ? [] : [{ type: 'hydra' }];
    case 'Ranger':
      return s.deck.length ? [{ type: 'ranger' }] : [];
    case 'Titan':
      return others.map((target) => ({ type: 'titan', target }));
    case 'Troll':
      return trollSources(s).map((v) => ({ type: 'troll', card: v.card }));
    case 'Unicorn': {
      const out: ArenaMove[] = [];
      for (const creature of s.alive) {
        const places = swapPlaces(s, creature);
        places.forEach((a, i) => {
          for (const b of places.slice(i + 1)) out.push({ type: 'unicorn', creature, a, b });
        });
      }
      return out;
    }
    case 'Warlock':
      return me.hand.length ? [{ type: 'warlock' }] : [];
  }
}

/** Draws `count` random cards out of a list (removing them). */
function pickRandom(ctx: Ctx, list: CardId[], count: number): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < count && list.length; i++) {
    const [j, rng] = nextInt(ctx.s.rng, list.length);
    ctx.s.rng = rng;
    out.push(list.splice(j, 1)[0]!);
  }
  return out;
}

/** §15.1: half the victim's hand (rounded up), drawn at random, is set aside until the end of his next turn. */
export function useCyclops(ctx: Ctx, target: ArenaPlayerId): void {
  const s = ctx.s;
  const victim = s.players.find((p) => p.id === target);
  if (!victim) return;
  const cards = pickRandom(ctx, victim.hand, Math.ceil(victim.hand.length / 2));
  victim.setAside.push(...cards);
  ctx.events.push({ type: 'ability', player: activeOf(s).id, creature: 'Cyclops', detail: `halves ${target}'s hand` });
  ctx.events.push({ type: 'setAside', player: target, count: cards.length });
  s.turn.step = 'discard';
}

/** §15.2: the top card of another creature in the current column goes to the discard pile. */
export function useDragon(ctx: Ctx, creature: Creature): void {
  const s = ctx.s;
  const card = currentColumn(s)[creature].pop();
  if (card === undefined) return;
  s.discard.push(card);
  ctx.events.push({ type: 'ability', player: activeOf(s).id, creature: 'Dragon', detail: `discards ${card} from ${creature}` });
  s.turn.step = 'discard';
}

/** §15.3: a second card may be played this turn (no third: the second Hydra card grants nothing more). */
export function useHydra(ctx: Ctx): void {
  const s = ctx.s;
  s.turn.hydraUsed = true;
  ctx.events.push({ type: 'ability', player: activeOf(s).id, creature: 'Hydra', detail: 'plays a second card' });
  s.turn.step = 'second-play';
}

/** §15.4: three cards from the draw pile, whatever the hand size. */
export function useRanger(ctx: Ctx): void {
  const s = ctx.s;
  ctx.events.push({ type: 'ability', player: activeOf(s).id, creature: 'Ranger', detail: 'draws three cards' });
  drawCards(ctx, s.active, 3);
  s.turn.step = 'discard';
}

/** §15.5: three random cards from the victim's usable hand, seen only by the sponsor, who keeps one. */
export function useTitan(ctx: Ctx, target: ArenaPlayerId): void {
  const s = ctx.s;
  const victim = s.players.find((p) => p.id === target);
  if (!victim) return;
  const me = activeOf(s).id;
  const cards = pickRandom(ctx, victim.hand, 3);
  s.turn.titan = { victim: target, cards };
  ctx.events.push({ type: 'ability', player: me, creature: 'Titan', detail: `takes ${cards.length} cards from ${target}` });
  ctx.events.push({ type: 'stolen', player: me, from: target, cards: [...cards], audience: [me] });
  s.turn.step = 'titan-keep';
}

/** §15.5: the sponsor keeps one of the three cards; the others go back to the victim unseen by the rest. */
export function keepTitanCard(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const t = s.turn.titan;
  if (!t) return;
  const victim = s.players.find((p) => p.id === t.victim);
  const me = activeOf(s);
  removeCard(t.cards, card);
  me.hand.push(card);
  victim?.hand.push(...t.cards);
  ctx.events.push({ type: 'kept', player: me.id, from: t.victim, card: null });
  ctx.events.push({ type: 'kept', player: me.id, from: t.victim, card, audience: [me.id, t.victim] });
  s.turn.titan = null;
  s.turn.step = 'discard';
}

/** §15.6: a visible Troll card from an earlier column, a revealed bet or the discard top goes to the hand. */
export function useTroll(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const source = trollSources(s as ArenaState).find((v) => v.card === card);
  if (!source) return;
  takeFrom(ctx, source.place);
  activeOf(s).hand.push(card);
  ctx.events.push({ type: 'take', player: activeOf(s).id, card });
  s.turn.step = 'discard';
}

/** §15.7: two visible strength cards of one creature, in two places, change places. */
export function useUnicorn(ctx: Ctx, creature: Creature, a: SwapPlace, b: SwapPlace): void {
  const s = ctx.s;
  const stackOf = (place: SwapPlace): CardId[] => (place === 'discard' ? s.discard : columnAt(s.columns, place - 1)[creature]);
  const sa = stackOf(a);
  const sb = stackOf(b);
  const ca = sa.at(-1);
  const cb = sb.at(-1);
  if (ca === undefined || cb === undefined) return;
  sa[sa.length - 1] = cb;
  sb[sb.length - 1] = ca;
  ctx.events.push({ type: 'swap', player: activeOf(s).id, creature, a: ca, b: cb });
  s.turn.step = 'discard';
}

/** §15.8: up to three of any cards may be discarded this turn, face down but for the top one. */
export function useWarlock(ctx: Ctx): void {
  const s = ctx.s;
  s.turn.warlock = true;
  ctx.events.push({ type: 'ability', player: activeOf(s).id, creature: 'Warlock', detail: 'discards freely' });
  s.turn.step = 'discard';
}

/** §11: cards the active player may discard now. */
export function discardable(s: ArenaState): CardId[] {
  if (s.turn.discards >= 3) return [];
  const hand = activeOf(s).hand;
  if (s.turn.warlock) return [...hand];
  return hand.filter((c) => {
    const info = cardInfo(c);
    return info?.kind === 'strength' && !s.alive.includes(info.creature);
  });
}
