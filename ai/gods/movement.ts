// The Gods of Titan AI's Movement Phase (rules 4.5, 6.2, 8, 9, 22): split legions of seven or more, muster as soon
// as a move allows it, and move each legion where the move is worth most — onto a land where it may muster a strong
// Creature (a move of 3–5 lands, 8.4), onto an enemy it clearly outweighs (a Tower above all; a seat its whole army
// overwhelms, at lower odds: judge.ts attackRatio), never where a known stronger enemy could reach its Titan or an
// Elemental next turn, nor where every move its Titan could make next turn would end on a stronger enemy (8.4) —
// ending the phase once no move is worth more than staying.
import { TOWER_KINDS } from '../../engine/gods/terrains.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import { DEFAULT_ATTACKER_ENTRY } from '../../engine/gods/engagement/battle-input.js';
import type { EntrySide } from '../../engine/family/types.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import { bestMusterValue } from './muster.js';
import { attackRatioAgainst, guarded, holdsMaster } from './judge.js';
import { nextEnds, reachFrom, strongestThreat } from './threat.js';
import { masterOrElemental } from '../../engine/gods/rules/ring.js';
import { characterValue, legionStrength, namesOfIds, scoreOf, seatStrength } from './value.js';

type Move = Extract<GodsAction, { type: 'move' }>;

/** A searching level's prices of a move (Hard: simulated battles, hard.ts), each null to leave it to the rules of thumb:
 * the worth of the attack a move would start (`legion` onto `enemy` on `to` by `entry`; `bonus`: what beating it
 * gains besides, a Tower's included), and what standing on `land` risks from the enemies that could attack there —
 * or, with `least`, the least that price could be, without pricing it (the decision prices only the moves that could
 * still be best: movementDecision). */
export interface MoveSearch {
  readonly attack: (legion: GodsLegionView, enemy: GodsLegionView, to: number, entry: EntrySide, bonus: number) => number | null;
  readonly danger: (legion: GodsLegionView, land: number, least?: boolean) => number | null;
}
type Split = Extract<GodsAction, { type: 'split' }>;

/** Rules 4.2, 4.5: a legion this tall splits before it moves, so that it may muster again. */
export const SPLIT_AT = 7;
/** Taking a Tower (rules 25) is worth this much besides the legion beaten there. */
const TOWER_BONUS = 40;
/** A won engagement is worth the beaten legion's value (rules 20.3–20.4) and this much besides. */
const WIN_BONUS = 10;
/** Beating a legion whose Master the view shows puts its seat out of the game (1.3, 24.7): worth this much more. */
const MASTER_BONUS = 60;
/** Ending a move from where the next one reaches an enemy it outweighs is worth this share of beating it ... */
const PURSUIT = 0.4;
/** ... in full from this round on, growing until then: a game ends only when Titans fall (1.3), so the longer it runs
 * the harder every side hunts (three cautious seats never met: issue 22). */
const PURSUIT_ROUND = 20;

/** One decision's look-ups, each computed once: the threat on a land, a legion's and a seat's strength, a muster's value. */
class Lookups {
  private readonly threats = new Map<number, number>();
  private readonly strengths = new Map<string, number>();
  private readonly seats = new Map<string, number>();
  private readonly musters = new Map<string, number>();

  constructor(readonly view: GodsView, readonly search: MoveSearch | null = null) {}

  threat(land: number): number {
    let t = this.threats.get(land);
    if (t === undefined) this.threats.set(land, (t = strongestThreat(this.view, land)));
    return t;
  }

  strength(legion: GodsLegionView): number {
    let t = this.strengths.get(legion.marker);
    if (t === undefined) this.strengths.set(legion.marker, (t = legionStrength(this.view, legion)));
    return t;
  }

  seat(owner: string): number {
    let t = this.seats.get(owner);
    if (t === undefined) this.seats.set(owner, (t = seatStrength(this.view, owner)));
    return t;
  }

  /** The ratio at which `legion` attacks a legion of `enemy`. */
  attackRatio(legion: GodsLegionView, enemy: string): number {
    return attackRatioAgainst(this.view, legion, enemy, (o) => this.seat(o));
  }

  muster(legion: GodsLegionView, land: number, steps: number): number {
    const key = `${legion.marker} ${land} ${steps}`;
    let t = this.musters.get(key);
    if (t === undefined) this.musters.set(key, (t = bestMusterValue(this.view, legion, land, steps)));
    return t;
  }
}

/** What ending on `land` risks: the strongest enemy that could reach it next turn against this legion's strength (a
 * legion with its Master or an Elemental, 23.6, guarded as closely); with `least`, a searching level's price only at
 * its least. */
function danger(look: Lookups, legion: GodsLegionView, land: number, strength: number, least = false): number {
  const searched = look.search?.danger(legion, land, least) ?? null;
  if (searched !== null) return searched;
  const threat = look.threat(land);
  if (guarded(legion)) return threat > strength * 0.8 ? strength : 0;
  return threat > strength * 1.5 ? strength * 0.25 : 0;
}

/** Rules 8.4: what ending on `to` risks when every move the legion could make from there next turn (the board as it is
 * now) ends on an enemy stronger than it — forced into a battle it would lose: its Master's legion, guarded as danger
 * guards it; none where it need not move (the City, the Dungeon) or has no move at all. */
function trap(look: Lookups, legion: GodsLegionView, to: number, strength: number): number {
  if (!holdsMaster(legion)) return 0;
  const kind = GODS_BOARD.byId.get(to)?.kind;
  if (kind === 'city' || kind === 'dungeon') return 0;
  const ends = nextEnds(look.view, legion, to);
  if (ends.size === 0) return 0;
  for (const land of ends) {
    const enemies = look.view.legions.filter((l) => l.land === land && l.owner !== legion.owner && l.owner !== 'neutral');
    if (!enemies.some((l) => look.strength(l) > strength)) return 0;
  }
  return strength;
}

/** What beating `enemy` brings besides its value: the win and its Master (1.3, 24.7). */
function beatBonus(enemy: GodsLegionView): number {
  return WIN_BONUS + (holdsMaster(enemy) ? MASTER_BONUS : 0);
}

/** The pressure of standing on `to`: the best enemy its next move could reach and beat (8.4–8.6 on the open board),
 * a share of what beating it is worth, growing with the round. */
function pursuit(look: Lookups, legion: GodsLegionView, to: number, strength: number): number {
  const view = look.view;
  const reach = reachFrom(to);
  const top = Math.max(1, ...view.players.filter((p) => p.id !== view.viewer).map((p) => p.score));
  let best = 0;
  for (const enemy of view.legions) {
    if (enemy.owner === view.viewer || enemy.owner === 'neutral' || enemy.land === to || !reach.has(enemy.land)) continue;
    const theirs = look.strength(enemy);
    // the leader is hunted first: half as much for a seat with no points, in full for the best-scoring other seat
    const leader = 0.5 + 0.5 * (scoreOf(view, enemy.owner) / top);
    if (strength >= theirs * look.attackRatio(legion, enemy.owner)) best = Math.max(best, (theirs + beatBonus(enemy)) * leader);
  }
  return best * PURSUIT * Math.min(1, view.round / PURSUIT_ROUND);
}

/** The worth of a move ending on `to` after `steps` lands, entering a battle there by `entry`: `at(danger)` adds what
 * standing there risks, `least` that risk at its least (so `at(least)` is the most the move can be worth). */
function moveWorth(look: Lookups, legion: GodsLegionView, to: number, steps: number, entry: EntrySide): { at: (risk: number) => number; least: number } {
  const view = look.view;
  const strength = look.strength(legion);
  let worth = look.muster(legion, to, steps) * (legion.height < SPLIT_AT ? 1 : 0.3);
  for (const enemy of view.legions.filter((l) => l.land === to && l.owner !== view.viewer)) {
    const theirs = look.strength(enemy);
    const ratio = strength / Math.max(1, theirs);
    const tower = TOWER_KINDS.has(GODS_BOARD.byId.get(to)?.kind ?? 'land') ? TOWER_BONUS : 0;
    const priced = look.search?.attack(legion, enemy, to, entry, WIN_BONUS + tower) ?? null;
    if (priced !== null) worth += priced;
    else if (ratio >= look.attackRatio(legion, enemy.owner)) worth += theirs + tower + beatBonus(enemy);
    else worth -= holdsMaster(legion) ? strength * 2 : strength;
  }
  const ahead = worth + pursuit(look, legion, to, strength);
  const trapped = trap(look, legion, to, strength);
  return { at: (risk) => ahead - risk - trapped, least: danger(look, legion, to, strength, true) };
}

/** The split that sends the weakest two or three characters (no Master) away, or null for none worth making. */
function bestSplit(view: GodsView, legal: readonly GodsAction[]): Split | null {
  let best: { split: Split; worth: number } | null = null;
  for (const a of legal) {
    if (a.type !== 'split' || a.parts.length !== 1) continue;
    const legion = view.legions.find((l) => l.marker === a.legion);
    if (!legion || legion.height < SPLIT_AT) continue;
    const away = namesOfIds(legion, a.parts[0] ?? []);
    if (away.length < 2 || away.length > 3 || away.some(masterOrElemental)) continue;
    const worth = -away.reduce((s, n) => s + characterValue(n, scoreOf(view, legion.owner)), 0);
    if (!best || worth > best.worth) best = { split: a, worth };
  }
  return best?.split ?? null;
}

/** The strongest muster now (Creature, hire or summon), or null. */
export function bestMuster(view: GodsView, legal: readonly GodsAction[]): GodsAction | null {
  let best: { a: GodsAction; worth: number } | null = null;
  const score = scoreOf(view, view.viewer ?? '');
  for (const a of legal) {
    if (a.type !== 'muster') continue;
    const worth = characterValue(a.character, score) - (a.how === 'creature' ? 0 : 0.5);
    if (!best || worth > best.worth) best = { a, worth };
  }
  return best?.a ?? null;
}

/** One move's gain over staying, as far as it is known: `most` at the least risk, `gain` once its risk is priced. */
interface Candidate {
  readonly move: Move;
  readonly index: number;
  readonly most: number;
  readonly gain: () => number;
}

/** The Movement Phase decision, or null to leave it to the safe default; `search`: a searching level's prices, each
 * move's risk priced only while the move could still beat the best one priced (the same choice as pricing them all). */
export function movementDecision(view: GodsView, legal: readonly GodsAction[], search: MoveSearch | null = null): GodsAction | null {
  const muster = bestMuster(view, legal);
  if (muster) return muster;
  const split = bestSplit(view, legal);
  if (split) return split;
  const look = new Lookups(view, search);
  const candidates: Candidate[] = [];
  for (const [index, a] of legal.entries()) {
    if (a.type !== 'move') continue;
    const legion = view.legions.find((l) => l.marker === a.legion);
    if (!legion) continue;
    const stay = pursuit(look, legion, legion.land, look.strength(legion)) - danger(look, legion, legion.land, look.strength(legion));
    const together = view.legions.some((l) => l.owner === view.viewer && l.marker !== legion.marker && l.land === legion.land) ? 5 : 0;
    const worth = moveWorth(look, legion, a.to, a.steps, a.entrySide ?? DEFAULT_ATTACKER_ENTRY);
    const gainAt = (risk: number): number => worth.at(risk) - stay + together + 1;
    const most = gainAt(worth.least);
    candidates.push({ move: a, index, most, gain: search ? () => gainAt(danger(look, legion, a.to, look.strength(legion))) : () => most });
  }
  // the most promising first; a move that could at best tie the best so far wins only by coming first in `legal`
  candidates.sort((x, y) => y.most - x.most || x.index - y.index);
  let best: { move: Move; index: number; gain: number } | null = null;
  for (const c of candidates) {
    if (best && (c.most < best.gain || (c.most === best.gain && c.index > best.index))) continue;
    const gain = c.gain();
    if (!best || gain > best.gain || (gain === best.gain && c.index < best.index)) best = { move: c.move, index: c.index, gain };
  }
  const end = legal.find((a) => a.type === 'endMovement');
  if (best && (best.gain > 0 || !end)) return best.move;
  return end ?? null;
}
