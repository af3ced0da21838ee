// The status window (§16, §19.1): each player's standing and the points of his characters on the board as far as the
// seat knows them, and the caretaker's stacks with how many of each character are in play and slain. From the view.
import type { PlayerId } from '../state.js';
import { getVariant } from '../variants/index.js';
import { legionValue } from '../values.js';
import type { PlayerView } from '../view.js';

/** One player's line of the status window. */
export interface PlayerStatus {
  readonly player: PlayerId;
  readonly score: number;
  readonly titanPower: number;
  readonly legions: number;
  readonly markersLeft: number;
  /** §16 value of his characters on the board that the seat can see. */
  readonly knownPoints: number;
  /** His characters on the board the seat cannot see. */
  readonly unknown: number;
}

/** One character's stack: counters left with the caretaker, in play on the board, slain. */
export interface StackStatus {
  readonly creature: string;
  readonly left: number;
  readonly inPlay: number;
  readonly slain: number;
}

/** The status window's numbers. */
export interface GameStatus {
  readonly players: readonly PlayerStatus[];
  readonly stacks: readonly StackStatus[];
}

/** The status of the game as the view shows it. */
export function gameStatus(view: PlayerView): GameStatus {
  const variant = getVariant(view.variant);
  const players = view.players.map((p) => {
    const creatures = view.legions.filter((l) => l.owner === p.id).flatMap((l) => l.creatures);
    const known = creatures.filter((c): c is string => c !== null);
    return { player: p.id, score: p.score, titanPower: p.titanPower, legions: p.legions, markersLeft: p.markersLeft, knownPoints: legionValue(variant, known, p.score), unknown: creatures.length - known.length };
  });
  const stacks = Object.keys(view.caretaker).map((creature) => {
    const left = view.caretaker[creature] ?? 0;
    const slain = view.graveyard[creature] ?? 0;
    const total = variant.creatures[creature]?.count ?? left + slain;
    return { creature, left, inPlay: Math.max(0, total - left - slain), slain };
  });
  return { players, stacks };
}
