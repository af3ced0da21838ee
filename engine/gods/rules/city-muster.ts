// Rules 22.4, 19, 16.5: mustering for Lifegems — hiring Humans and summoning Demilords in the City or the Dungeon,
// and reviving the Demilords slain in an Engagement. Prices are the Character Chart's (`lifegems`).
import type { GodsLandKind } from '../types.js';
import { characterDef, hasRoomFor, mayHoldAnother } from './legion-size.js';

/** A character to be had for Lifegems. */
export interface PricedOption {
  readonly character: string;
  /** How it comes: hired (Human) or summoned (Demilord) in the City or Dungeon, or revived after an Engagement. */
  readonly how: 'hire' | 'summon' | 'revive';
  readonly lifegems: number;
}

/** Rules 22.4: the lands where Humans are hired and Demilords summoned, with no move needed. */
export const HIRING_KINDS: ReadonlySet<GodsLandKind> = new Set(['city', 'dungeon']);

/** The chart's price of `name` for `how`, or null when it cannot be had that way. */
function priceOf(name: string, how: PricedOption['how']): number | null {
  const price = characterDef(name).lifegems;
  if (!price) return null;
  if (price.kind === 'hire') return how === 'hire' ? price.hire : null;
  if (how === 'summon') return price.summon;
  return how === 'revive' ? price.revive : null;
}

/** A legion in the City or Dungeon and its owner, as hiring and summoning need them. */
export interface HiringQuery {
  readonly characters: readonly string[];
  readonly masterUncovered: boolean;
  /** The kind of land it stands on. */
  readonly kind: GodsLandKind;
  /** It already mustered a character this turn (22.2, 22.4). */
  readonly musteredThisTurn: boolean;
  /** The owner's Personal Pool. */
  readonly pool: Readonly<Record<string, number>>;
  readonly lifegems: number;
  /** Demilords of the pool that are not summoned (22.4 "slain Demilords"): the Executer the seat starts with, which
   * is recruited by a sacrifice until it has been slain once (16.5 Executer). */
  readonly unsummonable: readonly string[];
}

/**
 * Rules 22.4, 4.2–4.3: what a legion may hire or summon in its owner's Mustering Phase: each Human and Demilord in
 * the owner's Personal Pool that it does not hold yet and the owner can pay for — one character per legion and turn,
 * none for a full legion (but a Pegasus, which does not count, 16.5) or anywhere but the City and Dungeon; no move
 * needed.
 */
export function hiringOptions(q: HiringQuery): PricedOption[] {
  if (!HIRING_KINDS.has(q.kind) || q.musteredThisTurn) return [];
  const out: PricedOption[] = [];
  for (const [name, left] of Object.entries(q.pool)) {
    if (left <= 0 || !hasRoomFor(q.characters, name, q.masterUncovered) || !mayHoldAnother(q.characters, name)) continue;
    for (const how of ['hire', 'summon'] as const) {
      const price = priceOf(name, how);
      const barred = how === 'summon' && q.unsummonable.includes(name);
      if (price !== null && price <= q.lifegems && !barred) out.push({ character: name, how, lifegems: price });
    }
  }
  return out;
}

/**
 * Rules 19.1, 16.5 Locker, Immortal: the slain Demilords the winner of an Engagement may revive into the winning
 * legion now, each with its price (50; the Locker 100; the Immortal nothing): those the legion has room for and
 * does not hold yet and the winner can pay. The caller revives one and asks again; the rest go into the winner's
 * pool (19.2), or on a draw back to their owners' (19.1).
 */
export function reviveOptions(
  characters: readonly string[],
  masterUncovered: boolean,
  slainDemilords: readonly string[],
  lifegems: number,
): PricedOption[] {
  return slainDemilords.flatMap((name) => {
    const price = priceOf(name, 'revive');
    const fits = hasRoomFor(characters, name, masterUncovered) && mayHoldAnother(characters, name);
    return price !== null && price <= lifegems && fits ? [{ character: name, how: 'revive' as const, lifegems: price }] : [];
  });
}
