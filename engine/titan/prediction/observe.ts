// The fold of split prediction: what one seat learns of the other players' legions from the events it is shown —
// initial splits (the known starting contents), splits, recombinations, musters and their recruiters, reveals
// (engagements, battles, teleports), losses, summons and eliminations — and nothing else: events addressed to other
// seats are skipped here, whoever hands them in. Takebacks are followed: the seat's guesses before each action that
// may be taken back are kept until the next that may not.
import type { GameEvent } from '../events.js';
import { pieceId, pieceSide, type Side } from '../battle/common.js';
import { startingCreatureList } from '../game/setup.js';
import type { MarkerId, PlayerId, VariantId } from '../state.js';
import { getVariant } from '../variants/index.js';
import { add, countsOf, size, unknownGuess, fromTwin, mergeGuess, remove, reveal, revealWhole, splitGuess, type Guess } from './guess.js';

/** The guesses of a seat, by marker. */
export type Guesses = Readonly<Record<MarkerId, Guess>>;

/** One seat's split prediction so far, plain JSON. */
export interface Prediction {
  readonly seat: PlayerId;
  readonly variant: VariantId;
  readonly legions: Guesses;
  /** The legions of the engagement being resolved (losses name a side). */
  readonly engaged: { readonly attacker: MarkerId; readonly defender: MarkerId } | null;
  /** The battle being fought: each original piece's creature and side, and the pieces already gone. */
  readonly battle: { readonly pieces: Readonly<Record<string, { readonly creature: string; readonly side: Side }>>; readonly gone: readonly string[] } | null;
  /** The guesses before each action that may still be taken back, the last on top; battle moves push null (they
   * change no guess). */
  readonly undo: readonly (Guesses | null)[];
}

/** A prediction for `seat` that has seen nothing yet. */
export function startPrediction(seat: PlayerId, variant: VariantId): Prediction {
  return { seat, variant, legions: {}, engaged: null, battle: null, undo: [] };
}

/** A guess replaced, and its twin told what it implies (and back, once). */
function put(legions: Record<MarkerId, Guess>, marker: MarkerId, g: Guess): void {
  legions[marker] = g;
  const t = g.twin && legions[g.twin.marker];
  if (!g.twin || !t) return;
  const other = fromTwin(g, t);
  if (other === t) return;
  legions[g.twin.marker] = other;
  legions[marker] = fromTwin(other, g);
}

/** The twin of `marker` (if any) is no longer its twin. */
function unlink(legions: Record<MarkerId, Guess>, marker: MarkerId): void {
  const g = legions[marker];
  const t = g?.twin && legions[g.twin.marker];
  if (g?.twin && t?.twin?.marker === marker) legions[g.twin.marker] = { ...t, twin: null };
  if (g?.twin) legions[marker] = { ...g, twin: null };
}

function drop(legions: Record<MarkerId, Guess>, marker: MarkerId): void {
  unlink(legions, marker);
  delete legions[marker];
}

function lose(legions: Record<MarkerId, Guess>, marker: MarkerId | undefined, creature: string): void {
  const g = marker === undefined ? undefined : legions[marker];
  if (!g || marker === undefined) return;
  unlink(legions, marker);
  legions[marker] = remove(legions[marker] as Guess, creature);
}

function gain(legions: Record<MarkerId, Guess>, marker: MarkerId, creature: string, recruiters: readonly string[]): void {
  const g = legions[marker];
  if (g) put(legions, marker, add(reveal(g, countsOf(recruiters)), creature));
}

/** What one event changes: the guesses, the engagement and the battle being followed. */
interface Draft {
  legions: Record<MarkerId, Guess>;
  engaged: Prediction['engaged'];
  battle: { pieces: Record<string, { creature: string; side: Side }>; gone: string[] } | null;
}

/** A battle's reveal names its legion's pieces: the side's first ones, in the legion's order. */
function namePieces(d: Draft, marker: MarkerId, creatures: readonly string[]): void {
  const side: Side | null = d.engaged?.attacker === marker ? 'attacker' : d.engaged?.defender === marker ? 'defender' : null;
  if (!d.battle || !side) return;
  creatures.forEach((creature, i) => {
    if (d.battle) d.battle.pieces[pieceId(side, i + 1)] = { creature, side };
  });
}

/** Pieces leave the battle: those not slain before (left out of it, §13) are lost to their legion. A piece the
 * prediction cannot name (one that joined in the battle) leaves its legion's guess unknown (the view still shows
 * what the seat knows for sure). */
function removePieces(d: Draft, ids: readonly string[]): void {
  for (const id of ids) {
    if (!d.battle || d.battle.gone.includes(id)) continue;
    d.battle.gone.push(id);
    const piece = d.battle.pieces[id];
    const marker = d.engaged?.[piece?.side ?? pieceSide(id)];
    const g = marker === undefined ? undefined : d.legions[marker];
    if (!g || marker === undefined) continue;
    if (piece) lose(d.legions, marker, piece.creature);
    else {
      unlink(d.legions, marker);
      d.legions[marker] = unknownGuess(g.owner, g.height - 1);
    }
  }
}

/** Applies one event the seat saw to the draft. */
function observeOne(p: Prediction, d: Draft, e: GameEvent): void {
  const legions = d.legions;
  switch (e.type) {
    case 'initialSplit': {
      if (e.player === p.seat) return;
      const v = getVariant(p.variant);
      const start = countsOf([...v.startingLeaders, ...startingCreatureList(v)]);
      const [a, b] = e.markers;
      const height = size(start) / e.markers.length;
      for (const m of e.markers) legions[m] = { owner: e.player, height, certain: {}, maybe: start, twin: null };
      if (a !== undefined && b !== undefined && e.markers.length === 2) {
        legions[a] = { ...(legions[a] as Guess), twin: { marker: b, pair: start, added: {} } };
        legions[b] = { ...(legions[b] as Guess), twin: { marker: a, pair: start, added: {} } };
      }
      return;
    }
    case 'split': {
      const g = legions[e.marker];
      if (!g || g.owner === p.seat) return;
      unlink(legions, e.marker);
      const [kept, moved] = splitGuess(legions[e.marker] as Guess, e.count, e.marker, e.newMarker);
      legions[e.marker] = kept;
      legions[e.newMarker] = moved;
      return;
    }
    case 'splitAborted':
    case 'recombine': {
      const from = legions[e.marker];
      const into = legions[e.into];
      if (!from || !into) return;
      const merged = mergeGuess(from, into, e.into);
      drop(legions, e.marker);
      unlink(legions, e.into);
      legions[e.into] = merged;
      return;
    }
    case 'move':
      if (legions[e.marker]) put(legions, e.marker, reveal(legions[e.marker] as Guess, countsOf(e.revealed)));
      return;
    case 'reveal':
      if (legions[e.marker]) put(legions, e.marker, revealWhole(legions[e.marker] as Guess, e.creatures));
      if (e.reason === 'battle') namePieces(d, e.marker, e.creatures);
      return;
    case 'recruit':
    case 'reinforce':
      gain(legions, e.marker, e.creature, e.recruiters);
      return;
    case 'acquire':
      gain(legions, e.marker, e.creature, []);
      return;
    case 'summon':
      lose(legions, e.from, e.creature);
      gain(legions, e.marker, e.creature, []);
      return;
    case 'agreement':
      for (const c of e.attackerLosses) lose(legions, d.engaged?.attacker, c);
      for (const c of e.defenderLosses) lose(legions, d.engaged?.defender, c);
      return;
    case 'slain':
      d.battle?.gone.push(e.piece);
      lose(legions, d.engaged?.[e.side], e.creature);
      return;
    case 'reinforcementReturned':
      d.battle?.gone.push(e.piece);
      lose(legions, d.engaged?.defender, e.creature);
      return;
    case 'removed':
      removePieces(d, e.pieces);
      return;
    case 'trimmed':
      for (const c of e.removed) lose(legions, e.marker, c);
      return;
    case 'legionEliminated':
      drop(legions, e.marker);
      return;
    case 'playerEliminated':
      for (const [m, g] of Object.entries(legions)) if (g.owner === e.player) drop(legions, m);
      return;
    case 'engage':
      d.engaged = { attacker: e.attacker, defender: e.defender };
      return;
    case 'battleStart':
      d.engaged = { attacker: e.attacker, defender: e.defender };
      d.battle = { pieces: {}, gone: [] };
      return;
    case 'engagementResolved':
      d.engaged = null;
      d.battle = null;
      return;
    default:
      return;
  }
}

/** How an event moves the takeback stack: an action that may be taken back pushes the guesses before it, a takeback
 * pops, any other action clears it (TITAN's UNDOABLE: splits, moves but teleports, musters, battle moves). */
function stackMove(e: GameEvent): 'push' | 'pushNull' | 'pop' | 'clear' {
  switch (e.type) {
    case 'split':
    case 'recruit':
      return 'push';
    case 'move':
      return e.teleport ? 'clear' : 'push';
    case 'battleMove':
      return 'pushNull';
    case 'undo':
      return 'pop';
    default:
      return 'clear';
  }
}

/** The prediction after the seat saw `events` (pure; events addressed to other seats are skipped). */
export function observePrediction(p: Prediction, events: readonly GameEvent[]): Prediction {
  const d: Draft = {
    legions: { ...p.legions },
    engaged: p.engaged,
    battle: p.battle && { pieces: { ...p.battle.pieces }, gone: [...p.battle.gone] },
  };
  const undo = [...p.undo];
  for (const e of events) {
    if (e.audience && !e.audience.includes(p.seat)) continue;
    const move = stackMove(e);
    if (move === 'pop') {
      const all = e.type === 'undo' && e.action === 'all';
      let back: Guesses | null | undefined = undo.pop();
      while (all && undo.length > 0 && undo[undo.length - 1] === null) back = undo.pop();
      if (back) d.legions = { ...back };
      continue;
    }
    if (move === 'clear') undo.length = 0;
    else undo.push(move === 'push' ? { ...d.legions } : null);
    observeOne(p, d, e);
  }
  return { ...p, legions: d.legions, engaged: d.engaged, battle: d.battle, undo };
}
