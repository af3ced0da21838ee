// Rules 8.4, 22.1–22.4, 9.1, 26.5: what each land a seat's legion may move to offers for mustering — the lands each
// legal move there counts (3–5 are needed for a Creature; a teleport counts one) and the characters the legion could
// muster there after that move. Read from the seat's view (its own legions whole, its pool, the public facts of 22.2
// and 27.4) and its legal moves, through the one muster rule the game itself applies (turn/muster.ts).
import type { GodsAction, GodsMusterHow } from '../actions.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { goesAshore } from '../movement/ashore.js';
import { isSeaLegion } from '../movement/occupancy.js';
import { musterMove } from '../rules/muster.js';
import { shownMaster, type GodsTeleport } from '../state.js';
import { legionAdvantages } from '../turn/experience.js';
import { askMusters, mustersAfter } from '../turn/muster.js';
import type { GodsView } from '../view.js';

/** Why a move of so many lands does or does not let the legion muster a Creature (8.4, 26.5). */
export type GodsCountFit = 'musters' | 'too-few' | 'too-many' | 'free-teleport';

/** One way of counting the move to a land: its lands, its teleport (if any) and what that count allows. */
export interface GodsMoveCount {
  readonly lands: number;
  readonly teleport: GodsTeleport | null;
  readonly fit: GodsCountFit;
}

/** A character the legion could muster on the land after the move, how, and at what price in Lifegems (22.4). */
export interface GodsMusterChoice {
  readonly character: string;
  readonly how: GodsMusterHow;
  readonly lifegems: number;
}

/** Rules 8.4, 22: one land a legion may move to, with the counts of its legal moves there and what it could muster. */
export interface GodsMovePreview {
  readonly legion: string;
  readonly land: number;
  /** Each distinct count of the legal moves there, fewest lands first. */
  readonly counts: readonly GodsMoveCount[];
  /** What the legion could muster there after the best of those moves (Creatures need a count that `musters`). */
  readonly musters: readonly GodsMusterChoice[];
  /** The move engages a legion there (10): any muster waits for the Mustering Phase, if the legion survives. */
  readonly engages: boolean;
}

type Move = Extract<GodsAction, { type: 'move' }>;

/** Rules 8.4, 26.5: what a move of `lands` by `teleport` allows a legion with `advantages`. */
function fitOf(lands: number, teleport: GodsTeleport | null, advantages: Parameters<typeof musterMove>[1]): GodsCountFit {
  if (!mustersAfter(teleport)) return 'free-teleport';
  if (musterMove(lands, advantages)) return 'musters';
  // a longer move that would muster makes this one too short
  for (let more = lands + 1; more <= lands + 12; more++) if (musterMove(more, advantages)) return 'too-few';
  return 'too-many';
}

/** The previews of one legion's legal moves, one per land it may reach. */
function legionPreviews(view: GodsView, marker: string, moves: readonly Move[]): GodsMovePreview[] {
  const legion = view.legions.find((l) => l.marker === marker);
  const owner = view.players.find((p) => p.id === legion?.owner);
  const pool = owner?.pool;
  if (!legion || !owner || !pool) return [];
  const characters = legion.names.filter((n): n is string => n !== null);
  const pieces = characters.map((name) => ({ name }));
  const advantages = legionAdvantages({ pieces }, owner);
  const byLand = new Map<number, Move[]>();
  for (const m of moves) byLand.set(m.to, [...(byLand.get(m.to) ?? []), m]);
  return [...byLand].map(([to, ways]) => {
    const counts = new Map<string, GodsMoveCount>();
    for (const w of ways) counts.set(`${w.steps} ${w.teleport}`, { lands: w.steps, teleport: w.teleport, fit: fitOf(w.steps, w.teleport, advantages) });
    const sorted = [...counts.values()].sort((a, b) => a.lands - b.lands);
    const best = sorted.find((c) => c.fit === 'musters') ?? sorted.find((c) => c.fit !== 'free-teleport');
    const land = GODS_BOARD.byId.get(to);
    const musters = !best || !land ? [] : askMusters({
      marker,
      characters,
      masterUncovered: characters.some((n) => shownMaster(view, legion, n)),
      seaLegion: isSeaLegion({ pieces }),
      ashore: legion.ashore === true,
      advantages,
      land,
      steps: best.lands,
      mustering: false,
      seat: {
        pool,
        lifegems: owner.lifegems,
        endCreatureTaken: view.endCreatureMustered === true,
        darkTitanAppeared: view.darkTitanAppeared,
        // 27.4: a landing move reaches the goal itself, and the musters after it follow
        seaLegionsAshore: owner.seaAshore === true || goesAshore({ pieces }, to),
      },
    });
    const choices = new Map(musters.map((p) => [`${p.move.character} ${p.move.how}`, { character: p.move.character, how: p.move.how, lifegems: p.lifegems }]));
    return { legion: marker, land: to, counts: sorted, musters: [...choices.values()], engages: ways.some((w) => w.entrySide !== undefined) };
  });
}

/** Rules 8.4, 22: for each of the seat's legions with legal moves, each land it may reach and what it could muster there. */
export function movePreviews(view: GodsView, legal: readonly GodsAction[]): GodsMovePreview[] {
  const byLegion = new Map<string, Move[]>();
  for (const a of legal) if (a.type === 'move') byLegion.set(a.legion, [...(byLegion.get(a.legion) ?? []), a]);
  return [...byLegion].flatMap(([marker, moves]) => legionPreviews(view, marker, moves));
}
