// Colours of the Arena table: each fighter's card colour (Hydra yellow, Troll brown, Ranger green and Warlock
// violet as in the rules' examples) and one chip colour per seat.
import { cardInfo } from '../../engine/arena/cards.js';

/** Card colour of each fighter. */
export const CREATURE_COLORS: Readonly<Record<string, string>> = {
  Cyclops: '#546e7a', Dragon: '#c62828', Hydra: '#f9a825', Ranger: '#2e7d32', Titan: '#ef6c00', Troll: '#6d4c41', Unicorn: '#00897b', Warlock: '#6a1b9a',
};

// one chip colour per seat, kept apart under normal vision and the dichromacies as the boards' seat colours are
// (tests/renderer/seat-colors.test.ts)
const SEAT_COLORS = ['#0092ff', '#ec1425', '#378c58', '#fdd835', '#8e24aa'];

/** Chip colour of a seat (by its place at the table). */
export function seatColor(index: number): string {
  return SEAT_COLORS[index % SEAT_COLORS.length];
}

/** Background colour of a card. */
export function cardColor(card: string | null): string {
  const info = card === null ? null : cardInfo(card);
  if (!info) return '#37474f';
  if (info.kind === 'strength') return CREATURE_COLORS[info.creature] ?? '#37474f';
  return info.kind === 'spectator' ? '#455a64' : '#212121';
}
