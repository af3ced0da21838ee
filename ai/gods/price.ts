// Gods Hard's prices of a battle: a fixed number of battles simulated over the engine (battle-sim.ts), each on a new
// sample of what the seat's view hides (sample.ts) and new dice from the AI's seeded rng, read as odds (ai/search's
// tally) and as what the battle is worth to the viewer in value units (20.3): the enemy's expected losses with the
// points they score, less its own, and its Master's fall weighed far above any legion.
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { GOD } from '../../engine/gods/data/master-roles.js';
import { MOST_DEFENDERS } from '../../engine/gods/turn/final-battle.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import type { EntrySide } from '../../engine/family/types.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import { OutcomeTally } from '../search/outcomes.js';
import type { AiRng } from '../rng.js';
import type { Odds } from '../strength.js';
import { simulateGodsBattle } from './battle-sim.js';
import { sampleNames, sampleSpells } from './sample.js';
import { characterValue } from './value.js';

/** Simulated battles per attack a move would start (movement prices many moves a decision) ... */
export const MOVE_SIMS = 8;
/** ... and per engagement answer (one engagement, its every answer priced from the same battles). */
export const ANSWER_SIMS = 24;
/** Points scored count on top of the characters themselves (20: they raise a Titan's PF and earn Lords, 21). */
export const POINTS_WEIGHT = 0.5;
/** A Master's fall in value units: the seat's own (24.4–24.7: a Phantom at best, else out of the game) ... */
export const MASTER_LOSS = 400;
/** ... and an enemy's. */
export const MASTER_KILL = 200;
/** Samples drawn to pick the strongest six Creatures the Titan-players lend the God (27.5). */
const LEND_DRAWS = 3;
/** Rules 27.5: the characters the Titan-players lend the God — Creatures. */
const LENDABLE: ReadonlySet<string> = new Set(['creature', 'sea-creature']);
/** No measured odds are blended with a prior: the simulations alone. */
const NO_PRIOR = { attackerWins: 0, attackerLoss: 0, defenderLoss: 0, titanDeaths: { attacker: 0, defender: 0 } };

/** The God's legion as a challenge would make it (27.5): the God and the strongest six of the Titan-players' Creatures,
 * sampled (who lends what is theirs to choose, after the challenge). */
function godLegion(view: GodsView, rng: AiRng, marker: string, land: number): { legion: GodsLegionView; names: string[] } {
  const lenders = view.legions.filter((l) => l.owner !== view.viewer && l.owner !== 'neutral' && !l.tower);
  const lent = Array.from({ length: MOST_DEFENDERS * LEND_DRAWS }, () => {
    const from = lenders[rng.int(lenders.length)];
    return from ? (sampleNames(view, from, rng)[rng.int(from.height)] ?? null) : null;
  }).filter((n): n is string => n !== null && LENDABLE.has(GODS_CHARACTERS[n]?.cls ?? ''));
  const strongest = lent.sort((a, b) => characterValue(b, 0) - characterValue(a, 0)).slice(0, MOST_DEFENDERS);
  const names = [GOD, ...strongest];
  return { legion: { marker, owner: 'neutral', land, height: names.length, names, ids: null, tower: false, moved: null, splitFrom: null }, names };
}

/** A battle's worth to one side from its odds: what the other side loses less its own, each with the points it scores
 * the winner, and the Masters. */
export function sideWorth(odds: Odds, side: 'attacker' | 'defender'): number {
  const mine = side === 'attacker' ? odds.attackerLoss : odds.defenderLoss;
  const theirs = side === 'attacker' ? odds.defenderLoss : odds.attackerLoss;
  const deaths = odds.titanDeaths ?? { attacker: 0, defender: 0 };
  const myMaster = side === 'attacker' ? deaths.attacker : deaths.defender;
  const theirMaster = side === 'attacker' ? deaths.defender : deaths.attacker;
  return (theirs - mine) * (1 + POINTS_WEIGHT) - myMaster * MASTER_LOSS + theirMaster * MASTER_KILL;
}

/** Simulated odds kept between one seat's decisions (its memory, decide.ts), by what each battle depends on
 * (`battleKey`): a Movement Phase prices the same attacks and threats move after move. */
export type PriceBook = Record<string, Odds | null>;

/** A legion as a simulated battle sees it: its marker, owner and characters as the view shows them (a muster, a split
 * or an uncovered Master makes it another legion). */
function legionKey(l: GodsLegionView): string {
  return `${l.marker}/${l.owner}/${l.height}/${l.names.join(',')}/${l.powers?.join(',') ?? ''}`;
}

/** What a simulated battle's odds depend on besides the dice: the two legions, the battleland (its terrain and kind
 * of land: a Tower's walls, a coast) and the attacker's entry. */
function battleKey(sims: number, attacker: GodsLegionView, defender: GodsLegionView | null, defenderMarker: string, land: number, entry: EntrySide): string {
  const def = GODS_BOARD.byId.get(land);
  return `${sims} ${legionKey(attacker)} ${defender ? legionKey(defender) : defenderMarker} ${def?.terrain ?? land}/${def?.kind ?? ''} ${entry}`;
}

/** The simulated odds of battles, each engagement simulated once for a decision — and for the decisions after it that
 * share `book` (the same legions on the same battleland) — and the rest of the simulations drawn from the seat's rng. */
export class BattlePricer {
  constructor(
    readonly view: GodsView,
    private readonly rng: AiRng,
    private readonly sims: number,
    private readonly book: PriceBook = {},
  ) {}

  /** Odds of `attacker` attacking `defender` (null: the God's legion, not yet on the board) on `land` by `entry`;
   * null when no battle could be simulated. */
  odds(attacker: GodsLegionView, defender: GodsLegionView | null, defenderMarker: string, land: number, entry: EntrySide): Odds | null {
    const key = battleKey(this.sims, attacker, defender, defenderMarker, land, entry);
    if (Object.hasOwn(this.book, key)) return this.book[key] ?? null;
    const tally = new OutcomeTally();
    const view = this.view;
    for (let i = 0; i < this.sims; i++) {
      const att = { legion: attacker, names: sampleNames(view, attacker, this.rng), spells: sampleSpells(view, attacker.owner, this.rng) };
      const god = defender ? null : godLegion(view, this.rng, defenderMarker, land);
      const defLegion = defender ?? god!.legion;
      const def = { legion: defLegion, names: god ? god.names : sampleNames(view, defLegion, this.rng), spells: sampleSpells(view, defLegion.owner, this.rng) };
      const out = simulateGodsBattle(view, att, def, land, entry, this.rng.seed());
      if (out) tally.add(out);
    }
    const odds = tally.count > 0 ? tally.odds(NO_PRIOR, 0) : null;
    this.book[key] = odds;
    return odds;
  }
}
