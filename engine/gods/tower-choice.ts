// Rules 5.4: "In reverse order of the starting positions the Titan-Players select themselves a Tower" (DE "In der
// umgekehrten Reihenfolge der Startplätze suchen sich die Titan-Spieler nun einen Tower aus") — the last Titan-player
// in seat order chooses first. Each takes a free player Tower, marks it with his Tower marker, and his Tower legion is
// stationed on it as set-up stations it (5.6: Angel, Gargoyle, Centaur, Ogre from his pool, a Guardian from the
// neutral stock). The last Titan-player is left the last Tower, without a choice to make. Starting legions (5.7) are
// built once every Tower is taken.
import type { GodsEvent } from './events.js';
import { PLAYER_TOWERS, stationedCounters, takeMarker } from './setup.js';
import type { GodsDraft, GodsPlayer, GodsState } from './state.js';

/** Rules 5.4: the Titan-player who chooses his Tower now — the last in seat order without one — or undefined. */
export function towerChooserOf(state: Pick<GodsState, 'phase' | 'players'>): GodsPlayer | undefined {
  if (state.phase !== 'setup') return undefined;
  for (let i = state.players.length - 1; i >= 0; i--) {
    const p = state.players[i];
    if (p && p.role === 'titan-player' && p.tower === null) return p;
  }
  return undefined;
}

/** Rules 5.4: the player Towers no Titan-player has taken yet. */
export function freeTowers(state: Pick<GodsState, 'players'>): number[] {
  return PLAYER_TOWERS.filter((land) => !state.players.some((p) => p.tower === land));
}

/** What is wrong with `seat` taking the Tower on `land` now, or null. */
export function towerProblem(state: GodsState, seat: string, land: number): string | null {
  if (towerChooserOf(state)?.id !== seat) return `5.4: ${seat} does not choose a Tower now (reverse order of the starting positions)`;
  return freeTowers(state).includes(land) ? null : `5.4: ${land} is not a free player Tower (${freeTowers(state).join(', ')})`;
}

/** Rules 5.4, 5.6: `seat` takes the Tower on `land` (checked by towerProblem); then, when one Titan-player is left
 * with one Tower, it is his. */
export function chooseTower(d: GodsDraft, seat: string, land: number, events: GodsEvent[]): void {
  takeTower(d, seat, land, events);
  const waiting = d.players.filter((p) => p.role === 'titan-player' && p.tower === null);
  const left = freeTowers(d);
  if (waiting.length === 1 && waiting[0] && left.length === 1 && left[0] !== undefined) takeTower(d, waiting[0].id, left[0], events);
}

/** Puts the seat's Tower marker and its stationed Tower legion (5.6) on `land`. */
function takeTower(d: GodsDraft, seat: string, land: number, events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === seat);
  if (!player) return;
  const marker = `${player.id}-tower`;
  takeMarker(player.markers, marker);
  const pieces = stationedCounters('tower').map((c) => {
    const stock = c.from === 'owner' ? player.pool : d.neutralPool;
    stock[c.name] = (stock[c.name] ?? 0) - 1;
    return { id: `p${d.nextPiece++}`, name: c.name, hits: 0 };
  });
  player.tower = land;
  d.legions.push({ marker, owner: player.id, land, pieces, tower: true, moved: null, splitFrom: null });
  events.push({ type: 'towerChosen', seat: player.id, land, marker });
}
