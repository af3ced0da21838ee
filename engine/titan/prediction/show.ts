// What the screen shows of split prediction: for each legion of another player in the seat's view, the creatures
// certainly in it and, for the unknown rest, which creatures they may be and at most how many — the fold's guesses
// checked against the view (a height the fold did not follow starts over with nothing known; whatever the view shows
// is certain). Only in the "revealed" information mode: "own" shows a seat nothing of other legions, "all" everything.
import type { LegionView, PlayerView } from '../view.js';
import { conclude, countsOf, reveal, revealWhole, unknownCount, unknownGuess, type Counts, type Guess } from './guess.js';
import type { Prediction } from './observe.js';

/** A creature and how many. */
export interface CreatureCount {
  readonly creature: string;
  readonly count: number;
}

/** The prediction of one legion as the screen shows it. */
export interface LegionPrediction {
  readonly certain: readonly CreatureCount[];
  /** How many of the legion's creatures are not certain. */
  readonly unknown: number;
  /** What the unknown ones may be, each with its most; null: any creature (nothing seen of the legion's lineage). */
  readonly maybe: readonly CreatureCount[] | null;
}

/** Split prediction of every legion of other players in the view, by marker. */
export type SplitPrediction = Readonly<Record<string, LegionPrediction>>;

function listed(c: Counts): CreatureCount[] {
  return Object.keys(c)
    .sort()
    .map((creature) => ({ creature, count: c[creature] as number }));
}

/** The fold's guess at a legion of another player checked against what the view shows of it (shared by the screen
 * and the computer players' belief). */
export function guessOf(p: Prediction, l: LegionView): Guess {
  const followed = p.legions[l.marker];
  const g = followed && followed.owner === l.owner && followed.height === l.height ? followed : unknownGuess(l.owner, l.height);
  const shown = l.creatures.filter((c): c is string => c !== null);
  return shown.length === l.height ? revealWhole(g, shown) : conclude(reveal(g, countsOf(shown)));
}

/** The screen's split prediction for the seat of `p`, or null when the game's information mode has none. */
export function showPrediction(p: Prediction, view: PlayerView): SplitPrediction | null {
  if (view.options.infoMode !== 'revealed' || view.viewer === null) return null;
  const out: Record<string, LegionPrediction> = {};
  for (const l of view.legions) {
    if (l.owner === p.seat) continue;
    const g = guessOf(p, l);
    out[l.marker] = { certain: listed(g.certain), unknown: unknownCount(g), maybe: g.maybe === null ? null : listed(g.maybe) };
  }
  return out;
}
