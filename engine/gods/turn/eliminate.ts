// Rules 3.8, 4.6, 23.6, 23.10, 24.4–24.8, A20, A48: what happens when legions are eliminated. Characters go back to
// their owner's Personal Pool (neutral ones to the neutral stock), markers to their owner; an Elemental goes to a
// legion of the winning Titan-player or is destroyed (23.6, turn/darklord.ts); a slain Titan comes back as the Phantom in another
// land legion until the Dark-Titan appears, a slain Phantom re-appears, and a player with no land legion left for it
// is out (24.8: his legions and pool leave the game, the slayer paid by engine/gods/rules/scoring.ts). The last
// Titan left wins (1.3): before the appearance the Darklord has no Titan (23.1), so the last Titan-player standing
// wins then, Phantom or not; when the last two go together nobody does.
import { godsCharacter } from '../data/characters.js';
import type { GodsEvent } from '../events.js';
import { isSeaLegion } from '../movement/occupancy.js';
import { eliminationPayout } from '../rules/scoring.js';
import type { GodsDraft, GodsOwner, GodsSeat, GodsState } from '../state.js';
import { destroyElemental, holdsElemental, checkAppearance } from './darklord.js';
import { claimElimination } from './experience.js';
import { endTurn } from './flow.js';
import { lapseOffersOf } from './trade.js';

type Legion = GodsDraft['legions'][number];

/** Adds counters to a stock. */
function addTo(stock: Record<string, number>, name: string, n = 1): void {
  stock[name] = (stock[name] ?? 0) + n;
}

/** Rules 24.4: the legions a Phantom may appear in: the player's land legions (not Tower or Sea legions). */
function landLegions(d: GodsDraft, seat: string): Legion[] {
  return d.legions.filter((l) => l.owner === seat && !l.tower && !isSeaLegion(l));
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
export function titansInPlay(state: Pick<GodsState, 'players' | 'darkTitanAppeared'>): GodsSeat[] {
  return state.players.filter((p) => !p.out && (p.id !== 'black' || state.darkTitanAppeared)).map((p) => p.id);
}

/** Ends the game when one Titan (or none) is left (1.3). */
function checkOver(d: GodsDraft, events: GodsEvent[]): void {
  const living = d.players.filter((p) => !p.out);
  const titans = titansInPlay(d);
  if (titans.length > 1 || d.phase === 'over') return;
  d.phase = 'over';
  d.engagement = null;
  d.winner = titans[0] ?? living[0]?.id ?? null;
  d.endReason = 'last-titan';
  events.push({ type: 'gameOver', winner: d.winner, reason: 'last-titan' });
}

/** Rules 24.8, 23.10: a player out of the game: the slayer is paid for his legions, which leave the game with his pool. */
export function knockOut(d: GodsDraft, seat: GodsSeat, slayer: GodsOwner | null, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === seat);
  if (!player || player.out) return;
  // 23.10.1: a Titan-player out before the appearance, still holding an Elemental, takes the Darklord with him.
  const darklordFalls = seat !== 'black' && !d.darkTitanAppeared && holdsElemental(d, seat);
  const mine = d.legions.filter((l) => l.owner === seat);
  const payee = d.players.find((p) => p.id === slayer && !p.out && p.id !== seat);
  if (payee) claimElimination(d, payee.id, seat, events);
  if (payee) {
    const reward = eliminationPayout(
      mine.map((l) => ({ characters: l.pieces.map((p) => p.name), engagedWithOther: d.legions.some((o) => o.land === l.land && o.owner !== seat && o.owner !== slayer) })),
      player.score,
    );
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
  if (darklordFalls) knockOut(d, 'black', null, events);
  checkOver(d, events);
  if (d.phase !== 'over' && d.players[d.active]?.id === seat) {
    d.engagement = null;
    endTurn(d, events); // 6.5: a Mover who is out has no turn left to finish
  }
}

/** Rules 24.4–24.7, 23.10: after a seat lost a legion, its Master comes back in another land legion, or it is out. */
export function restoreMaster(d: GodsDraft, seat: GodsSeat, lost: readonly string[], slayer: GodsOwner | null, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === seat);
  if (!player || player.out) return;
  const masters = ['Titan', 'Phantom', 'Dark-Titan'];
  const hosts = landLegions(d, seat);
  if (!lost.some((n) => masters.includes(n)) && d.legions.some((l) => l.owner === seat && l.pieces.some((p) => masters.includes(p.name)))) return;
  // 24.7, 23.10.3: after the appearance a slain Titan (or Dark-Titan) eliminates its player.
  if (d.darkTitanAppeared || lost.includes('Dark-Titan')) return knockOut(d, seat, slayer, events);
  // 24.4, 24.5, A20, A48: the Phantom re-appears in the player's largest land legion (first marker on a tie).
  const host = [...hosts].sort((a, b) => b.pieces.length - a.pieces.length || a.marker.localeCompare(b.marker))[0];
  if (!host || (player.pool.Phantom ?? 0) < 1) return knockOut(d, seat, slayer, events);
  player.pool.Phantom = (player.pool.Phantom ?? 0) - 1;
  host.pieces.push({ id: `p${d.nextPiece++}`, name: 'Phantom', hits: 0 });
  events.push({ type: 'phantom', seat, marker: host.marker });
}

/** Eliminates legions (fled, conceded, agreed away); `winner` is the other side, or null when both went. */
export function eliminate(d: GodsDraft, markers: readonly string[], winner: GodsOwner | null, events: GodsEvent[]): void {
  const gone = d.legions.filter((l) => markers.includes(l.marker));
  for (const legion of gone) lift(d, legion, winner, events);
  for (const legion of gone) {
    if (legion.owner !== 'neutral') restoreMaster(d, legion.owner, legion.pieces.map((p) => p.name), winner, events);
  }
  if (d.phase !== 'over') checkAppearance(d, events);
}
