// Gods of Titan Hard: Normal's rules of thumb, with the battles it may start or must answer priced by simulation
// (price.ts) where that pays most — each attack a move would start (unless the strength ratio already calls it
// hopeless or certain), the order and the optional engagements of the Engagement Phase (the Darklord's challenge of
// the God in the Skycastle among them, 27.5), and every answer to an engagement the engine lists: flee, concede,
// propose or accept an agreement, or fight, by what each is worth against the battle's simulated worth.
import type { GodsAction } from '../../engine/gods/actions.js';
import { DEFAULT_ATTACKER_ENTRY, entrySide } from '../../engine/gods/engagement/battle-input.js';
import { GOD_LEGION } from '../../engine/gods/state.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import type { AiRng } from '../rng.js';
import type { Odds } from '../strength.js';
import { holdsMaster, strengthRatio } from './judge.js';
import { movementDecision, type MoveSearch } from './movement.js';
import { threatsTo } from './threat.js';
import { masterChance } from './sample.js';
import { ANSWER_SIMS, BattlePricer, MASTER_KILL, MASTER_LOSS, MOVE_SIMS, POINTS_WEIGHT, sideWorth, type PriceBook } from './price.js';
import { legionStrength } from './value.js';

/** Attacks the strength ratio calls this lopsided are judged by the ratio alone (no simulation pays there). */
const CLEAR_RATIO = { hopeless: 0.4, certain: 3 } as const;
/** Where the Master's legion may stand: the strongest enemy that could attack it there, when at least `floor` of its
 * strength, fights `sims` simulated battles, and their loss counts at `chance` (the enemy may not roll or come). */
const THREAT = { sims: 3, floor: 0.6, chance: 0.5 } as const;
/** Destroying the God ends the game with the Darklord's victory (27.5): its worth in value units. */
const GOD_SLAIN = 1500;
/** A settlement counts this share of the value the battle would destroy above a fight of the same worth (no dice). */
const SETTLE_BONUS = 0.05;
/** Rules 10.4, 20.1: a flight pays the attacker half the points of the legion that fled. */
const FLIGHT_POINTS = 0.5;

/** The Movement Phase with each attack a move would start priced by simulated battles, and where the Master's legion
 * may stand by the battles the strongest enemies that could reach it there would fight; `book`: the prices of the
 * seat's earlier decisions this turn, added to. */
export function hardMovement(view: GodsView, legal: readonly GodsAction[], rng: AiRng, book: PriceBook): GodsAction | null {
  const pricer = new BattlePricer(view, rng, MOVE_SIMS, book);
  const threats = new BattlePricer(view, rng, THREAT.sims, book);
  const search: MoveSearch = {
    attack: (legion, enemy, to, entry, bonus) => {
      const ratio = strengthRatio(view, legion, enemy);
      if (ratio < CLEAR_RATIO.hopeless || ratio > CLEAR_RATIO.certain) return null;
      const odds = pricer.odds(legion, enemy, enemy.marker, to, entry);
      return odds ? sideWorth(odds, 'attacker') + odds.attackerWins * bonus : null;
    },
    danger: (legion, land, least) => {
      if (!holdsMaster(legion)) return null;
      if (least) return 0; // a loss counted, never a gain
      const mine = legionStrength(view, legion);
      let strongest: { enemy: GodsLegionView; strength: number } | null = null;
      for (const l of threatsTo(view, land)) {
        if (!mayAttack(view, l, legion)) continue;
        const strength = legionStrength(view, l);
        if (strength >= mine * THREAT.floor && (!strongest || strength > strongest.strength)) strongest = { enemy: l, strength };
      }
      const odds = strongest ? threats.odds(strongest.enemy, legion, legion.marker, land, DEFAULT_ATTACKER_ENTRY) : null;
      return odds ? Math.max(0, -sideWorth(odds, 'defender')) * THREAT.chance : 0;
    },
  };
  return movementDecision(view, legal, search);
}

/** Rules 23.5: whether `enemy` may attack the viewer's Master legion — before the Dark-Titan appears, a Titan's or
 * Phantom's legion and a black legion never engage. */
function mayAttack(view: GodsView, enemy: GodsLegionView, master: GodsLegionView): boolean {
  if (view.darkTitanAppeared) return true;
  const role = (owner: string): string | undefined => view.players.find((p) => p.id === owner)?.role;
  return role(enemy.owner) !== 'darklord' && (role(master.owner) !== 'darklord' || !holdsMaster(enemy));
}

/** The viewer's side, its legion and the other one in the open engagement, or null when it plays neither. */
function sides(view: GodsView): { side: 'attacker' | 'defender'; mine: GodsLegionView; theirs: GodsLegionView; att: GodsLegionView } | null {
  const e = view.engagement;
  const att = view.legions.find((l) => l.marker === e?.attacker);
  const def = view.legions.find((l) => l.marker === e?.defender);
  if (!e || !att || !def) return null;
  if (att.owner === view.viewer) return { side: 'attacker', mine: att, theirs: def, att };
  return def.owner === view.viewer ? { side: 'defender', mine: def, theirs: att, att } : null;
}

/** What losing a legion without a battle costs its side: the legion, the points it pays, its Master (by the chance
 * the simulations sample him with). */
function given(view: GodsView, legion: GodsLegionView, points: number): number {
  return legionStrength(view, legion) * (1 + points * POINTS_WEIGHT) + masterChance(view, legion) * MASTER_LOSS;
}

/** What the other side's loss without a battle is worth to the viewer (its points scored, its Master slain). */
function taken(view: GodsView, legion: GodsLegionView): number {
  return legionStrength(view, legion) * (1 + POINTS_WEIGHT) + masterChance(view, legion) * MASTER_KILL;
}

/** What an agreement eliminating `who` is worth to `me` (the side `mySide`) against `other`. */
function agreementWorth(view: GodsView, who: 'attacker' | 'defender' | 'both', mySide: 'attacker' | 'defender', me: GodsLegionView, other: GodsLegionView): number {
  const mine = who === mySide || who === 'both' ? -given(view, me, 1) : 0;
  const theirs = who !== mySide ? taken(view, other) : 0;
  return mine + theirs;
}

/** The answer to the open engagement before its battle, by worth: each listed answer against the simulated fight. */
export function hardAnswer(view: GodsView, legal: readonly GodsAction[], rng: AiRng): GodsAction | null {
  const e = view.engagement;
  const s = sides(view);
  if (!e || !s) return null;
  const odds = new BattlePricer(view, rng, ANSWER_SIMS).odds(s.att, s.side === 'attacker' ? s.theirs : s.mine, e.defender, e.land, entrySide(s.att, e.land));
  if (!odds) return null;
  const other = s.side === 'attacker' ? 'defender' : 'attacker';
  const fight = sideWorth(odds, s.side);
  const theirFight = sideWorth(odds, other);
  const stake = (odds.attackerLoss + odds.defenderLoss) * SETTLE_BONUS;
  const worthOf = (a: GodsAction): number | null => {
    switch (a.type) {
      case 'fight':
      case 'reject':
      case 'declineFlee':
        return fight;
      case 'flee':
        return -given(view, s.mine, FLIGHT_POINTS);
      case 'concede':
        return -given(view, s.mine, 1);
      case 'accept':
        return e.proposal ? agreementWorth(view, e.proposal.eliminates, s.side, s.mine, s.theirs) + stake : null;
      case 'propose': {
        // proposed only when the other side, by the same simulations, should prefer it to fighting
        const theirs = agreementWorth(view, a.eliminates, other, s.theirs, s.mine) + stake;
        return theirs >= theirFight ? agreementWorth(view, a.eliminates, s.side, s.mine, s.theirs) + stake : null;
      }
      default:
        return null;
    }
  };
  let best: { a: GodsAction; worth: number } | null = null;
  for (const a of legal) {
    const w = worthOf(a);
    if (w !== null && (!best || w > best.worth)) best = { a, worth: w };
  }
  return best?.a ?? null;
}

/** The Mover's next engagement by simulated worth (the God's challenge too), or the phase's end when no optional one
 * is worth fighting; `book` as for the Movement Phase. */
export function hardOrder(view: GodsView, legal: readonly GodsAction[], rng: AiRng, book: PriceBook): GodsAction | null {
  const pricer = new BattlePricer(view, rng, MOVE_SIMS, book);
  let best: { a: GodsAction; worth: number } | null = null;
  for (const a of legal) {
    if (a.type !== 'engage') continue;
    const mine = view.legions.find((l) => l.marker === a.attacker);
    const theirs = view.legions.find((l) => l.marker === a.defender) ?? null;
    if (!mine) continue;
    const odds: Odds | null = pricer.odds(mine, theirs, a.defender, theirs?.land ?? mine.land, entrySide(mine, mine.land));
    const worth = odds ? sideWorth(odds, 'attacker') + (a.defender === GOD_LEGION ? odds.attackerWins * GOD_SLAIN : 0) : 0;
    if (!best || worth > best.worth) best = { a, worth };
  }
  const end = legal.find((a) => a.type === 'endEngagements');
  if (best && (!end || best.worth > 0)) return best.a;
  return end ?? null;
}
