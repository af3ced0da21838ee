// Rules 3.8, 4.6, 23.6, 23.10, 24.4–24.8, A20, A48: what happens when legions are eliminated. Characters go back to
// their owner's Personal Pool (neutral ones to the neutral stock), markers to their owner; an Elemental goes to a
// legion of the winning Titan-player or is destroyed (23.6, turn/darklord.ts); a slain Titan comes back as the Phantom in a
// land legion its player chooses until the Dark-Titan appears, a slain Phantom in another one (turn/master-choice.ts), and a
// player with no land legion left for it is out (24.8: his legions and pool leave the game, the slayer paid by
// engine/gods/rules/scoring.ts). The last Titan left wins (1.3): before the appearance the Darklord has no Titan (23.1),
// so the last Titan-player standing wins then, Phantom or not; when the last two go together nobody does. Once no
// Elemental is left the Dark-Titan appears (23.7) in the black legion the Darklord chooses, which takes out the
// Titan-players who were only Phantoms.
import { godsCharacter } from '../data/characters.js';
import { DARK_TITAN, isPlayerMaster, PHANTOM } from '../data/master-roles.js';
import type { GodsEvent } from '../events.js';
import { eliminationPayout, type Reward } from '../rules/scoring.js';
import { ELEMENTALS } from '../roster.js';
import { darklordOf, livingDarklord } from '../roles.js';
import type { GodsDraft, GodsLegion, GodsOwner, GodsPlayer, GodsSeat, GodsState } from '../state.js';
import { destroyElemental, holdsElemental } from './darklord.js';
import { claimElimination } from './experience.js';
import { endTurn } from './flow.js';
import { awaitMaster, masterHosts } from './master-choice.js';
import { lapseOffersOf } from './trade.js';

type Legion = GodsDraft['legions'][number];

/** The Masters whose loss a player must make good (24.4–24.7, 23.10). */

/** Adds counters to a stock. */
function addTo(stock: Record<string, number>, name: string, n = 1): void {
  stock[name] = (stock[name] ?? 0) + n;
}

/** Rules 3.8, 23.6: a character leaving the board from `land` goes to its owner's pool (a neutral one to the neutral
 * stock), an Elemental to the winning Titan-player's legion or is destroyed. */
export function returnCharacter(d: GodsDraft, owner: GodsOwner, name: string, winner: GodsOwner | null, land: number | null, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === owner);
  if (godsCharacter(name)?.cls === 'elemental') destroyElemental(d, name, winner, land, events);
  else addTo(player ? player.pool : d.neutralPool, name);
}

/** Takes a legion off the board: characters to their pool (an Elemental to its fate, 23.6), marker to its owner. */
function lift(d: GodsDraft, legion: Legion, winner: GodsOwner | null, events: GodsEvent[]): void {
  d.legions = d.legions.filter((l) => l.marker !== legion.marker);
  for (const piece of legion.pieces) returnCharacter(d, legion.owner, piece.name, winner, legion.land, events);
  d.players.find((p) => p.id === legion.owner)?.markers.push(legion.marker);
}

/** Rules 1.3, 23.1: the players still in play who have a Titan (a Phantom counts, 24.4); the Darklord has none
 * until the Dark-Titan appears. The game ends when one (or none) is left. */
export function titansInPlay(state: Pick<GodsState, 'darkTitanAppeared'> & { readonly players: readonly Pick<GodsPlayer, 'id' | 'out' | 'role'>[] }): GodsSeat[] {
  return state.players.filter((p) => !p.out && (p.role !== 'darklord' || state.darkTitanAppeared)).map((p) => p.id);
}

/** Ends the game when one Titan (or none) is left (1.3); when the winner it named goes out with the battle that ended
 * it (the last two Titans slain together), names the winner again: nobody, or the last player standing. */
function checkOver(d: GodsDraft, events: GodsEvent[]): void {
  const living = d.players.filter((p) => !p.out);
  const titans = titansInPlay(d);
  if (titans.length > 1 || (d.phase === 'over' && (d.winner === null || titans.includes(d.winner)))) return;
  d.phase = 'over';
  d.engagement = null;
  d.winner = titans[0] ?? living[0]?.id ?? null;
  d.appearing = [];
  d.endReason = 'last-titan';
  events.push({ type: 'gameOver', winner: d.winner, reason: 'last-titan' });
}

/** Rules 24.8, 23.10, A22: what the removal of `seat`'s legions (`legions`, as they leave the board) pays `slayer` —
 * half their value and 5 Lifegems a character, those that would be engaged with a third player this turn left out. */
export function removalReward(state: Pick<GodsState, 'players' | 'legions'>, seat: GodsSeat, slayer: GodsOwner | null, legions: readonly GodsLegion[]): Reward {
  const score = state.players.find((p) => p.id === seat)?.score ?? 0;
  const engagedWithOther = (l: GodsLegion): boolean => state.legions.some((o) => o.land === l.land && o.owner !== seat && o.owner !== slayer);
  return eliminationPayout(legions.map((l) => ({ characters: l.pieces.map((p) => p.name), engagedWithOther: engagedWithOther(l) })), score);
}

/** How a player goes out: `prepaid`, the aftermath of the battle that put him out paid his removal before its Lords
 * (24.8); `executed`, an Executer slew his Titan or Phantom (16.5, A26 — what 23.10.1 asks). */
export interface KnockOutHow {
  readonly prepaid?: boolean;
  readonly executed?: boolean;
}

/** Rules 24.8, 23.10: a player out of the game: the slayer is paid for his legions (unless prepaid), which leave the
 * game with his pool. */
export function knockOut(d: GodsDraft, seat: GodsSeat, slayer: GodsOwner | null, events: GodsEvent[], how: KnockOutHow = {}): void {
  const player = d.players.find((p) => p.id === seat);
  if (!player || player.out) return;
  // 23.10.1 (DE "durch den Executer vernichtet", 16.5 Executer): a Titan-player whose Titan or Phantom the Executer
  // slays before the appearance, still holding an Elemental, takes the Darklord with him — no other way out does.
  const darklord = darklordOf(d);
  const darklordFalls = how.executed === true && darklord !== undefined && player.role !== 'darklord' && !d.darkTitanAppeared && holdsElemental(d, seat);
  const mine = d.legions.filter((l) => l.owner === seat);
  const payee = d.players.find((p) => p.id === slayer && !p.out && p.id !== seat);
  if (payee) claimElimination(d, payee.id, seat, events);
  if (payee && !how.prepaid) {
    const reward = removalReward(d as GodsState, seat, slayer, mine as readonly GodsLegion[]);
    payee.score += reward.points;
    payee.lifegems += reward.lifegems;
    events.push({ type: 'scored', seat: payee.id, points: reward.points, lifegems: reward.lifegems });
  }
  for (const l of mine) for (const p of l.pieces) addTo(d.removed, p.name);
  d.legions = d.legions.filter((l) => l.owner !== seat);
  for (const [name, n] of Object.entries(player.pool)) if (n > 0) addTo(d.removed, name, n);
  player.pool = {};
  player.markers = [];
  player.out = true;
  events.push({ type: 'playerOut', seat });
  lapseOffersOf(d, seat, events); // 7.1
  if (darklordFalls) knockOut(d, darklord.id, null, events);
  checkOver(d, events);
  d.appearing = d.appearing.filter((c) => c.seat !== seat);
  if (d.phase !== 'over') checkAppearance(d, events); // 23.7: an Elemental he held left the game with him
  if (d.phase !== 'over' && d.players[d.active]?.id === seat) {
    d.engagement = null;
    endTurn(d, events); // 6.5: a Mover who is out has no turn left to finish
  }
}

/** What noWayBack reads of the game: whether the Dark-Titan appeared and the seat's pool (a seat's own view has both). */
export interface MasterFacts {
  readonly darkTitanAppeared: boolean;
  readonly players: readonly (Pick<GodsState['players'][number], 'id' | 'role' | 'goals'> & { readonly pool: Readonly<Record<string, number>> | null })[];
}

/**
 * Rules 24.4–24.7, 23.10: whether losing the characters `lost` (a Master among them) takes `seat` out of the game, the
 * board being `legions` once the loss is settled: after the appearance a slain Titan or the Dark-Titan always does
 * (23.7, 23.10.3); before it, when no land legion is left for the Phantom (24.4, 24.5) or no Phantom is (its counter
 * in the pool, or the one just lost). `slainIn`: the legion a lost Phantom fell in (24.5).
 */
export function noWayBack(state: MasterFacts, legions: readonly GodsLegion[], seat: GodsSeat, lost: readonly string[], slainIn: string | null): boolean {
  if (state.darkTitanAppeared || lost.includes(DARK_TITAN)) return true;
  const phantom = lost.includes(PHANTOM) || (state.players.find((p) => p.id === seat)?.pool?.[PHANTOM] ?? 0) > 0;
  return !phantom || masterHosts(state.players, legions, seat, lost.includes(PHANTOM) ? slainIn : null).length === 0;
}

/** Rules 24.4–24.7, 23.10: after a seat lost a legion (or characters of one, `slainIn`), its Master comes back — as
 * the Phantom in a land legion, at once or by its player's choice (turn/master-choice.ts) — or it is out (`how`). */
export function restoreMaster(d: GodsDraft, seat: GodsSeat, lost: readonly string[], slayer: GodsOwner | null, events: GodsEvent[], slainIn: string | null = null, how: KnockOutHow = {}): void {
  const player = d.players.find((p) => p.id === seat);
  if (!player || player.out || d.appearing.some((c) => c.seat === seat)) return;
  if (!lost.some(isPlayerMaster) && d.legions.some((l) => l.owner === seat && l.pieces.some((p) => isPlayerMaster(p.name)))) return;
  // 24.7, 23.10.3: after the appearance a slain Titan (or Dark-Titan) eliminates its player; 24.4, 24.5, A20, A48:
  // before it, so does a Phantom with no land legion left to appear in.
  if (noWayBack(d as GodsState, d.legions as readonly GodsLegion[], seat, lost, slainIn)) return knockOut(d, seat, slayer, events, how);
  if (d.phase !== 'over') awaitMaster(d, seat, PHANTOM, lost.includes(PHANTOM) ? slainIn : null, events);
}

/** Eliminates legions (fled, conceded, agreed away); `winner` is the other side, or null when both went; `how`, for a
 * player it puts out (his removal paid already by the aftermath, 24.8). */
export function eliminate(d: GodsDraft, markers: readonly string[], winner: GodsOwner | null, events: GodsEvent[], how: KnockOutHow = {}): void {
  const gone = d.legions.filter((l) => markers.includes(l.marker));
  for (const legion of gone) lift(d, legion, winner, events);
  for (const legion of gone) {
    if (legion.owner !== 'neutral') restoreMaster(d, legion.owner, legion.pieces.map((p) => p.name), winner, events, legion.marker, how);
  }
  if (d.phase !== 'over') checkAppearance(d, events);
}

/** Rules 23.7: the Dark-Titan appears once no Elemental is left in play or in any pool — in the black land legion
 * the Darklord chooses (turn/master-choice.ts), replacing his Phantom; every Titan uncovered, the Titan-players who are
 * only Phantoms out. Not while he has no land legion for it. */
export function checkAppearance(d: GodsDraft, events: GodsEvent[]): void {
  const black = livingDarklord(d);
  if (!black || d.darkTitanAppeared) return;
  const destroyed = ELEMENTALS.filter((e) => (d.removed[e] ?? 0) > 0).length;
  if (destroyed < ELEMENTALS.length) return;
  if (masterHosts(d.players, d.legions as readonly GodsLegion[], black.id, null).length === 0 || (black.pool[DARK_TITAN] ?? 0) < 1) return;
  d.darkTitanAppeared = true;
  for (const p of d.players) p.titanUncovered = true;
  d.appearing = d.appearing.filter((c) => c.seat !== black.id); // the Dark-Titan takes his Phantom's place
  awaitMaster(d, black.id, DARK_TITAN, null, events);
  // 23.7: a Titan-player playing as a Phantom — on the board, or waiting for him to place it (24.4) — is out.
  for (const p of d.players.filter((q) => q.role !== 'darklord' && !q.out)) {
    if (d.appearing.some((c) => c.seat === p.id) || d.legions.some((l) => l.owner === p.id && l.pieces.some((c) => c.name === PHANTOM))) knockOut(d, p.id, null, events);
  }
}
