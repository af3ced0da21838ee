// Movement Phase (§6.2, §7, §8): moving legions by the signs or by teleport, engagements created by moving onto
// another player's legion, and the end of the phase with the split rule (§4.3: split legions must separate if they
// can, otherwise they recombine).
import type { EntrySide } from '../../family/types.js';
import type { EndMovesAction, MoveAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import { mergeKnown, reveal } from '../knowledge.js';
import { normalMoves, teleportMoves, type MoveTarget, type TeleportTarget } from '../master/rules.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { GameState, LegionState } from '../state.js';
import { allLegions, legionOf, legionsOf, moverOf, variantOf, withLegion, withoutLegion } from './context.js';
import { nextPhase } from './phases.js';
import { fail, type Step } from './step.js';

/** A legion's normal targets and teleports. */
export interface LegionMoves {
  readonly normal: readonly MoveTarget[];
  readonly teleports: readonly TeleportTarget[];
}

const NO_MOVES: LegionMoves = { normal: [], teleports: [] };
/** movesFor results of the latest state, by legion: legalActions, mayEndMoves and apply ask about it several times. */
const MOVES = new LastObjectMemo<GameState, LegionState, LegionMoves>();

function computeMoves(state: GameState, legion: LegionState): LegionMoves {
  const roll = state.turn.roll;
  if (roll === null || legion.moved || legion.owner !== moverOf(state).id) return NO_MOVES;
  const v = variantOf(state);
  const legions = allLegions(state);
  const owner = state.players.find((p) => p.id === legion.owner);
  return {
    normal: normalMoves(v, legions, legion.marker, roll, state.pendingEngagements),
    teleports: teleportMoves(v, legions, legion.marker, roll, { teleportUsed: state.turn.teleported, ownerScore: owner?.score ?? 0 }),
  };
}

/** Where a legion may go now: normal targets and teleports, with the entry sides each engagement allows. */
export function movesFor(state: GameState, legion: LegionState): LegionMoves {
  let moves = MOVES.get(state, legion);
  if (!moves) {
    moves = computeMoves(state, legion);
    MOVES.set(state, legion, moves);
  }
  return moves;
}

/** True if the legion has any legal move now. */
export function canMove(state: GameState, legion: LegionState): boolean {
  const m = movesFor(state, legion);
  return m.normal.length > 0 || m.teleports.length > 0;
}

function pickSide(sides: readonly EntrySide[], wanted: EntrySide | undefined): EntrySide | null | 'missing' | 'bad' {
  const [first, second] = sides;
  if (first === undefined) return null;
  if (wanted === undefined) return second === undefined ? first : 'missing';
  return sides.includes(wanted) ? wanted : 'bad';
}

/** §7/§8: moves one legion of the mover. */
export function applyMove(state: GameState, a: MoveAction, events: GameEvent[]): Step {
  const mover = moverOf(state);
  if (a.player !== mover.id) return fail('not-your-turn', 'only the mover moves legions');
  const legion = state.legions[a.marker];
  if (!legion || legion.owner !== mover.id) return fail('illegal', `${a.marker} is not one of your legions`);
  if (legion.moved) return fail('illegal', `${a.marker} has already moved this turn (§7)`);
  const options = movesFor(state, legion);
  let sides: readonly EntrySide[];
  let revealed: string[] = [];
  if (a.teleport) {
    const t = options.teleports.find((x) => x.land === a.to && x.kind === a.teleport);
    if (!t) return fail('illegal', `${a.marker} cannot ${a.teleport}-teleport to land ${a.to}`);
    if (t.kind === 'tower') {
      const lord = a.lord ?? t.lords[0];
      if (lord === undefined || !t.lords.includes(lord)) return fail('illegal', `a ${lord} cannot make that tower teleport (§8.1)`);
      revealed = [lord];
    } else {
      revealed = [...t.lords]; // §8.2: the Titan
    }
    sides = t.entrySides;
  } else {
    const t = options.normal.find((x) => x.land === a.to);
    if (!t) return fail('illegal', `${a.marker} cannot move to land ${a.to} with a ${state.turn.roll ?? '?'}`);
    sides = t.entrySides;
  }
  const side = pickSide(sides, a.entrySide);
  if (side === 'missing') return fail('illegal', `choose the battle entry side: ${sides.join(', ')}`);
  if (side === 'bad') return fail('illegal', `entry side ${String(a.entrySide)} is not possible; choose ${sides.join(', ')}`);
  let next = withLegion(state, {
    ...legion, land: a.to, moved: true, movedFrom: legion.land, entrySide: side, entryChoices: [], teleported: !!a.teleport,
  });
  if (a.teleport) {
    const others = state.players.map((p) => p.id).filter((p) => p !== mover.id);
    next = { ...next, knowledge: reveal(next.knowledge, others, legion.marker, revealed), turn: { ...next.turn, teleported: true } };
  }
  const enemy = allLegions(state).some((l) => l.land === a.to && l.owner !== mover.id);
  if (enemy) next = { ...next, pendingEngagements: [...next.pendingEngagements, a.to] };
  events.push({ type: 'move', marker: legion.marker, from: legion.land, to: a.to, teleport: a.teleport ?? null, revealed });
  return next;
}

/** §4.3: lands where the mover still has several legions, at least one of which could still move away. */
export function unseparatedSplits(state: GameState): number[] {
  const mine = legionsOf(state, moverOf(state).id);
  const lands = [...new Set(mine.map((l) => l.land))];
  return lands.filter((land) => {
    const here = mine.filter((l) => l.land === land);
    return here.length > 1 && here.some((l) => !l.moved && canMove(state, l));
  });
}

/** True if another of `mine` stands on the legion's land. */
function sharesLand(mine: readonly LegionState[], legion: LegionState): boolean {
  for (const l of mine) if (l !== legion && l.land === legion.land) return true;
  return false;
}

/** §4.3 as a yes or no, without building the list of lands (every listing of the Movement Phase asks). */
function anyUnseparatedSplit(state: GameState, mine: readonly LegionState[]): boolean {
  for (const l of mine) if (!l.moved && sharesLand(mine, l) && canMove(state, l)) return true;
  return false;
}

/** §6.2: the mover has moved no legion though one of them could move. */
function mustMoveOne(state: GameState, mine: readonly LegionState[]): boolean {
  for (const l of mine) if (l.moved) return false;
  for (const l of mine) if (canMove(state, l)) return true;
  return false;
}

/** True if the mover may end his Movement Phase now. */
export function mayEndMoves(state: GameState): boolean {
  if (state.turn.roll === null) return false;
  const mine = legionsOf(state, moverOf(state).id);
  return !mustMoveOne(state, mine) && !anyUnseparatedSplit(state, mine);
}

/** §6.2: ends the Movement Phase; legions still sharing a land recombine (§4.3). */
export function applyEndMoves(state: GameState, a: EndMovesAction, events: GameEvent[]): Step {
  const mover = moverOf(state);
  if (a.player !== mover.id) return fail('not-your-turn', 'only the mover ends the Movement Phase');
  if (state.turn.roll === null) return fail('illegal', 'roll the movement die first');
  const mine = legionsOf(state, mover.id);
  if (mustMoveOne(state, mine)) return fail('illegal', 'you must move at least one legion (§6.2)');
  if (anyUnseparatedSplit(state, mine)) return fail('illegal', `legions split in land ${unseparatedSplits(state).join(', ')} must separate: move one of them (§4.3)`);
  let next = state;
  const others = state.players.map((p) => p.id).filter((p) => p !== mover.id);
  for (const land of [...new Set(mine.map((l) => l.land))]) {
    const here = mine.filter((l) => l.land === land);
    const [first, second] = here;
    if (!first || !second) continue;
    const keep = here.find((l) => !state.turn.newMarkers.includes(l.marker)) ?? first;
    let creatures = [...keep.creatures];
    for (const l of here) {
      if (l === keep) continue;
      creatures = [...creatures, ...l.creatures];
      next = withoutLegion(next, l.marker);
      next = { ...next, knowledge: mergeKnown(next.knowledge, others, l.marker, keep.marker) };
      events.push({ type: 'splitAborted', marker: l.marker, into: keep.marker });
    }
    next = withLegion(next, { ...legionOf(next, keep.marker), creatures });
  }
  return { ...next, phase: nextPhase(next) };
}
