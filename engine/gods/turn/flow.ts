// Rules 6.1–6.5: a game-turn is Movement (splitting included) → Engagement → Mustering, then the next living player;
// a round ends when every player has moved. The end of the Movement Phase is where 4.5 (the parts of a split, of every
// generation, end on different lands, else the split is void) and 8.6 (A1: at most one legion in the City and Dungeon together) are judged.
import type { GodsEvent } from '../events.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { exemptFromMoving, legalMoves } from '../movement/paths.js';
import { splitDepth, splitRoot } from '../movement/split-family.js';
import { draftList, type GodsDraft, type GodsLegion, type GodsState, moverOf, touchLegion } from '../state.js';
import { pointTargetReached, roundLimitReached } from './game-length.js';
import { lapseOffersTo } from './trade.js';

/** A legion's legal moves: `legalMoves`, or a caller's already computed ones. */
type MovesOf = (legion: GodsLegion) => readonly unknown[];

/** Legions of the Mover that must still move (8.4, A31: one with no legal move stays where it is). */
export function mustStillMove(state: GodsState, movesOf: MovesOf = (l) => legalMoves(state, l)): string[] {
  const seat = moverOf(state)?.id;
  return state.legions
    .filter((l) => l.owner === seat && l.moved === null && !exemptFromMoving(state, l) && movesOf(l).length > 0)
    .map((l) => l.marker);
}

const inCentre = (land: number): boolean => {
  const kind = GODS_BOARD.byId.get(land)?.kind;
  return kind === 'city' || kind === 'dungeon';
};

/** Rules 8.6 (A1, EN "together"): the Mover's legions in the City and Dungeon beyond one that could still leave. */
export function centreCrowded(state: GodsState, movesOf: MovesOf = (l) => legalMoves(state, l)): boolean {
  const seat = moverOf(state)?.id;
  const there = state.legions.filter((l) => l.owner === seat && inCentre(l.land));
  return there.length > 1 && there.some((l) => l.moved === null && movesOf(l).length > 0);
}

/** Whether the Mover may end his Movement Phase now (given his legions' legal moves, if already computed). */
export function mayEndMovement(state: GodsState, movesOf: MovesOf = (l) => legalMoves(state, l)): boolean {
  return mustStillMove(state, movesOf).length === 0 && !centreCrowded(state, movesOf);
}

/** Rules 4.5: the legions of one split family (every generation of this phase's splits of one legion, split.ts) that
 * stand on one land at the end of the Movement Phase join again (those splits are void): into the one nearest the
 * legion they began from — that legion itself if it is there — the others' markers back in the pool. */
function voidSplits(d: GodsDraft, events: GodsEvent[]): void {
  const groups = new Map<string, GodsLegion[]>();
  for (const l of d.legions) {
    if (l.owner === 'neutral') continue;
    const key = `${splitRoot(d.legions, l)}@${l.land}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  for (const together of groups.values()) {
    if (together.length < 2) continue;
    const first = together.reduce((best, l) => (splitDepth(d.legions, l) < splitDepth(d.legions, best) ? l : best));
    const parts = together.filter((l) => l !== first);
    const base = touchLegion(d, first)!; // one of the draft's legions
    for (const part of parts) {
      base.pieces.push(...part.pieces);
      d.players.find((p) => p.id === part.owner)?.markers.push(part.marker);
    }
    d.legions = d.legions.filter((l) => !parts.includes(l));
    if (base.owner !== 'neutral') events.push({ type: 'splitVoid', seat: base.owner, legion: base.marker, rejoined: parts.map((p) => p.marker) });
  }
}

/** Ends the Movement Phase: splits judged, then the Engagement Phase. */
export function endMovement(d: GodsDraft, events: GodsEvent[]): void {
  voidSplits(d, events);
  d.phase = 'engagement';
  d.fought = [];
  const seat = draftList(d, 'players')[d.active]?.id;
  if (seat) events.push({ type: 'phase', phase: 'engagement', seat, round: d.round });
}

/** Ends the Engagement Phase: the Mustering Phase follows (its musters are the mustering rules', 22). */
export function endEngagements(d: GodsDraft, events: GodsEvent[]): void {
  d.phase = 'mustering';
  const seat = draftList(d, 'players')[d.active]?.id;
  if (seat) events.push({ type: 'phase', phase: 'mustering', seat, round: d.round });
}

/** Ends the turn (6.5): the next living player moves; past the last seat a new round begins — unless a point target
 * was reached or the round limit played (TITAN §21, turn/game-length.ts). */
export function endTurn(d: GodsDraft, events: GodsEvent[]): void {
  const ending = draftList(d, 'players')[d.active]; // looks at the seats that copy nothing
  if (ending) lapseOffersTo(d, ending.id, events); // 7.1: the offers he had his turn to answer
  for (const l of d.legions) {
    if (l.moved === null && l.splitFrom === null) continue; // a legion no action of the turn changed stays as it is
    const own = touchLegion(d, l)!;
    own.moved = null;
    own.splitFrom = null;
  }
  d.fought = [];
  d.musters = [];
  d.spied = null;
  if (pointTargetReached(d, events)) return;
  const seats = draftList(d, 'players');
  const n = seats.length;
  let next = d.active;
  let round = d.round;
  do {
    next = (next + 1) % n;
    if (next === 0) round++;
  } while (seats[next]?.out === true && next !== d.active);
  if (roundLimitReached(d, round, events)) return;
  d.round = round;
  d.active = next;
  d.phase = 'movement';
  const seat = seats[next]?.id;
  if (seat) events.push({ type: 'phase', phase: 'movement', seat, round: d.round });
}

/** Rules 5.7 done for every Titan-player: the first turn begins, seat 1 first (5.8). */
export function beginPlay(d: GodsDraft, events: GodsEvent[]): void {
  d.phase = 'movement';
  d.active = 0;
  const seat = d.players[0]?.id;
  if (seat) events.push({ type: 'phase', phase: 'movement', seat, round: d.round });
}
