// Every legal action of a seat now, and who may act: the set-up choice (5.7), the Movement Phase's splits, moves and
// its end (4.5, 8, 9), the Engagement Phase's order and resolutions (6.3, 10.4–10.6), musters (6.4, 22) and the end of the turn. The
// reducer accepts exactly these (tests/gods/game-legal.test.ts plays them against it).
import type { GodsAction, GodsMove } from './actions.js';
import type { GodsMoveOption } from './movement/move-option.js';
import { aftermathMoves } from './engagement/aftermath-steps.js';
import { battleActors, battleMoves, mayFight } from './engagement/fight.js';
import { legalMoves } from './movement/paths.js';
import { twoWaySplits } from './movement/split.js';
import { permitMoves } from './turn/permissions.js';
import { answerMoves, tradeMoves } from './turn/trade.js';
import { engagementChoices, mayFlee, sideOf } from './turn/engagements.js';
import { mayEndMovement } from './turn/flow.js';
import { musterMoves, type MusterMove } from './turn/muster.js';
import { revivalMoves } from './turn/revival.js';
import { appearMoves, masterDue } from './turn/master-choice.js';
import { spyMoves, spyThreatened } from './turn/darklord-secrets.js';
import { startChoices, starterOf } from './start.js';
import { freeTowers, towerChooserOf } from './tower-choice.js';
import { finalBattleActors, finalBattleMoves, godChallenges } from './turn/final-battle.js';
import { legionOf, moverOf, type GodsSeat, type GodsState } from './state.js';
import { coverableMaster } from './roles.js';
import { LastObjectMemo } from '../platform/memo.js';
import { undoChoices } from '../platform/undo.js';
import { GODS_UNDO } from './undo.js';

/** The two seats of the open engagement: the attacker's and the one speaking for the defender. */
export function engagementSides(state: GodsState): { attacker: GodsSeat; defender: GodsSeat } | null {
  const e = state.engagement;
  const a = e ? legionOf(state, e.attacker) : undefined;
  const b = e ? legionOf(state, e.defender) : undefined;
  if (!a || !b || a.owner === 'neutral') return null;
  return { attacker: a.owner, defender: sideOf(state, b, a.owner) };
}

function engagementMoves(state: GodsState, seat: GodsSeat): readonly GodsMove[] {
  const e = state.engagement;
  const sides = engagementSides(state);
  if (!e || !sides) return [];
  const mine = seat === sides.attacker || seat === sides.defender;
  if (!mine) return [];
  if (e.battle) return battleMoves(state, seat);
  if (e.aftermath) return aftermathMoves(state, seat);
  if (e.proposal) return e.proposal.by === seat ? [] : [{ type: 'accept' }, { type: 'reject' }];
  const out: GodsMove[] = [];
  if (mayFlee(state)) {
    // 10.4, 10.8: the defender's choice to flee comes first; the attacker waits for it. Staying, proposing, insisting on
    // battle or conceding each decline it (docs/rules-notes-gods-game.md).
    if (seat !== sides.defender) return [];
    out.push({ type: 'flee' }, { type: 'declineFlee' });
  }
  if (!e.proposed.includes(seat)) for (const eliminates of ['attacker', 'defender', 'both'] as const) out.push({ type: 'propose', eliminates });
  out.push({ type: 'concede' });
  if (mayFight(state)) out.push({ type: 'fight' });
  return out;
}

/** The moves of `seat` now — while a Master's legion is to be chosen, its player's choices alone (24.4, 24.5, 23.7);
 * else its phase's, then, for the Mover and the sides of an engagement while they have moves, its listed trade moves —
 * answers and withdrawals of open offers, and in the Mover's Mustering Phase a few simple offers (7.1: the reducer takes
 * trade from any seat at any time in play, every other offer free-form); any other seat lists its answers to the offers
 * made to it (none in the final battle). */
export function legalMovesOf(state: GodsState, seat: GodsSeat): readonly GodsMove[] {
  const now = movesNow(state, seat);
  return now.more.length === 0 ? now.phase : [...now.phase, ...now.more];
}

const NO_ACTIONS: readonly GodsAction[] = [];
const NO_MOVES: readonly GodsMove[] = [];

/** `legalMovesOf` in two lists: the phase's moves, made the seat's actions in this state once per state (a Movement
 * Phase lists some ninety), and the moves besides them (a Master's legion to choose, trade), not yet stamped. */
function movesNow(state: GodsState, seat: GodsSeat): { readonly phase: readonly GodsAction[]; readonly more: readonly GodsMove[] } {
  if (state.phase !== 'over' && masterDue(state)) return { phase: NO_ACTIONS, more: appearMoves(state, seat) }; // 24.4, 24.5, 23.7: the game waits for it
  const own = phaseMovesOf(state, seat);
  if (state.phase === 'over' || state.phase === 'setup' || state.finalBattle) return { phase: own, more: NO_MOVES }; // 27.5: its turns are the choosing's
  if (own.length === 0) return { phase: own, more: answerMoves(state, seat) }; // 7.1: an offer made to it waits for its answer, whoever's turn
  const sides = state.engagement ? engagementSides(state) : null;
  const trading = sides ? seat === sides.attacker || seat === sides.defender : moverOf(state)?.id === seat;
  return { phase: own, more: trading ? tradeMoves(state, seat, state.phase === 'mustering') : answerMoves(state, seat) };
}

/** The phase's moves of each seat in the latest state: `actors`, the listing and the apply that follow ask about the
 * same state, so they list it once. */
const PHASE_MOVES = new LastObjectMemo<GodsState, GodsSeat, readonly GodsAction[]>();

function phaseMovesOf(state: GodsState, seat: GodsSeat): readonly GodsAction[] {
  return PHASE_MOVES.made(state, seat, () => listPhaseMoves(state, seat));
}

/** Moves made the seat's actions in the state `stateId`: as they are when made so (the battle's moves, engagement/fight.ts). */
function stamped(moves: readonly GodsMove[], seat: string, stateId: number): readonly GodsAction[] {
  const out: GodsAction[] = [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i] as GodsMove;
    out.push(isStamped(m, seat, stateId) ? m : ({ ...m, player: seat, stateId } as GodsAction));
  }
  return out;
}

function listPhaseMoves(state: GodsState, seat: GodsSeat): readonly GodsAction[] {
  const stateId = state.stateId;
  if (state.phase === 'over') return [];
  if (state.phase === 'setup') {
    if (towerChooserOf(state)) return towerChooserOf(state)?.id === seat ? freeTowers(state).map((land) => ({ type: 'chooseTower', land, player: seat, stateId })) : []; // 5.4
    const starter = starterOf(state);
    return starter?.id === seat ? startChoices(starter).map((withTitan) => ({ type: 'chooseStart', withTitan, player: seat, stateId })) : [];
  }
  if (state.phase === 'engagement' && state.finalBattle) return stamped(finalBattleMoves(state, seat), seat, stateId); // 27.5
  if (state.phase === 'engagement' && state.engagement) return stamped(engagementMoves(state, seat), seat, stateId);
  const mover = moverOf(state);
  if (mover?.id !== seat) return spyThreatened(state, seat) ? [{ type: 'uncoverTitan', player: seat, stateId }] : []; // 23.4
  // the many moves made as the seat's actions in this state at once, each a literal of one shape (a spread builds it
  // member by member); those of other lists stamped as they are appended
  const out: GodsAction[] = [];
  const own = state.legions.filter((l) => l.owner === seat);
  if (state.phase === 'movement') {
    if (!mover.titanUncovered && own.some((l) => l.pieces.some((p) => coverableMaster(state, seat, p.name)))) out.push({ type: 'uncoverTitan', player: seat, stateId });
    const moves = new Map(own.map((legion) => [legion.marker, legalMoves(state, legion)]));
    for (const legion of own) {
      const marker = legion.marker;
      for (const s of twoWaySplits(state, legion)) {
        const split: GodsAction = { type: 'split', legion: marker, parts: s.parts, markers: s.markers, player: seat, stateId };
        out.push(split);
      }
      for (const m of moves.get(marker) ?? []) out.push(moveAction(marker, m, seat, stateId));
    }
    appendMusters(out, musterMoves(state), seat, stateId);
    append(out, spyMoves(state), seat, stateId);
    for (const m of permitMoves(state, seat)) out.push({ type: 'permit', to: m.to, kind: m.kind, granted: m.granted, player: seat, stateId }); // a literal, as appendMusters
    if (mayEndMovement(state, (l) => moves.get(l.marker) ?? [])) out.push({ type: 'endMovement', player: seat, stateId });
  } else if (state.phase === 'engagement') {
    const choices = engagementChoices(state);
    for (const c of [...choices, ...godChallenges(state)]) out.push({ type: 'engage', attacker: c.attacker, defender: c.defender, player: seat, stateId });
    if (!choices.some((c) => c.required)) out.push({ type: 'endEngagements', player: seat, stateId });
  } else {
    appendMusters(out, musterMoves(state), seat, stateId);
    append(out, revivalMoves(state), seat, stateId);
    out.push({ type: 'endTurn', player: seat, stateId });
  }
  return out;
}

/** Appends `more`, moves of no seat yet, to `out` one by one as the seat's actions in the state `stateId`: a spread
 * call is compiled for the kind of list it first met and thrown away for another (the phase's lists come empty or
 * full, of several kinds of moves). */
function append(out: GodsAction[], more: readonly GodsMove[], seat: string, stateId: number): void {
  for (let i = 0; i < more.length; i++) out.push({ ...(more[i] as GodsMove), player: seat, stateId } as GodsAction);
}

/** `append` for the musters, the most of them a listing appends (each moved legion's, 6.4), each made as a literal
 * with the members in the move's order: a literal is made faster than a spread. */
function appendMusters(out: GodsAction[], musters: readonly MusterMove[], seat: GodsSeat, stateId: number): void {
  for (let i = 0; i < musters.length; i++) {
    const m = musters[i] as MusterMove;
    out.push({ type: 'muster', legion: m.legion, character: m.character, how: m.how, reveal: m.reveal, player: seat, stateId });
  }
}

/** A listed move of the legion `marker`, stamped with its seat and state (its members in the option's order). */
function moveAction(marker: string, m: GodsMoveOption, seat: GodsSeat, stateId: number): GodsAction {
  return m.entrySide === undefined
    ? { type: 'move', legion: marker, to: m.to, steps: m.steps, exit: m.exit, teleport: m.teleport, player: seat, stateId }
    : { type: 'move', legion: marker, to: m.to, steps: m.steps, exit: m.exit, teleport: m.teleport, entrySide: m.entrySide, player: seat, stateId };
}

/** Every legal action of `seat` now, stamped with the seat and the stateId. */
export function godsLegalActions(state: GodsState, seat: string): GodsAction[] {
  const player = state.players.find((p) => p.id === seat);
  if (!player || player.out) return [];
  const id = player.id;
  const stateId = state.stateId;
  const out: GodsAction[] = [];
  const now = movesNow(state, id);
  for (let i = 0; i < now.phase.length; i++) out.push(now.phase[i] as GodsAction);
  for (const m of now.more) out.push({ ...m, player: id, stateId } as GodsAction);
  for (const u of undoChoices(state, id, GODS_UNDO)) out.push({ type: 'undo', ...u, player: id, stateId });
  return out;
}

/** Whether a listed move was made as the action of `seat` in the state `stateId` (the battle's moves are). */
function isStamped(m: GodsMove, seat: string, stateId: number): m is GodsAction {
  const a = m as Partial<GodsAction>;
  return a.player === seat && a.stateId === stateId;
}

/** The seats the game asks now (empty once the game is over): the phase's, then those with an offer to answer (7.1).
 * Not a Titan-player who may uncover his covered Titan against a spy (23.4): the game does not wait for that choice,
 * and whether he has it tells where his Titan is (A49) — his own screen alone offers it (godsActorsSeen). */
export function godsActors(state: GodsState): GodsSeat[] {
  const acting = phaseActors(state);
  if (!state.offers?.length || state.phase === 'over' || state.phase === 'setup' || state.finalBattle || masterDue(state)) return acting;
  const answering = [...new Set(state.offers.map((o) => o.to))].filter((seat) => !acting.includes(seat) && !state.players.find((p) => p.id === seat)?.out && answerMoves(state, seat).length > 0);
  return [...acting, ...answering];
}

/** Whom `seat`'s screen shows as acting: the phase's seats; an offer's receiver only to the offer's two parties (7.1:
 * the offer is secret between them); and `seat` itself while it may uncover its Titan against a spy (23.4, A49). */
export function godsActorsSeen(state: GodsState, seat: string | null): GodsSeat[] {
  const acting = phaseActors(state);
  const seen = godsActors(state).filter((s) => acting.includes(s) || s === seat || (state.offers ?? []).some((o) => o.to === s && o.from === seat));
  const me = state.players.find((p) => p.id === seat && !p.out);
  if (me && !seen.includes(me.id) && legalMovesOf(state, me.id).some((m) => m.type === 'uncoverTitan')) seen.push(me.id);
  return seen;
}

/** The seats whose phase lets them act now. */
function phaseActors(state: GodsState): GodsSeat[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'setup') {
    const chooser = towerChooserOf(state) ?? starterOf(state); // 5.4, then 5.7
    return chooser ? [chooser.id] : [];
  }
  const due = masterDue(state);
  if (due) return [due.seat]; // 24.4, 24.5, 23.7
  if (state.phase === 'engagement' && state.finalBattle) return finalBattleActors(state); // 27.5
  const sides = state.phase === 'engagement' ? engagementSides(state) : null;
  if (sides && state.engagement?.battle) return battleActors(state);
  if (sides) return [...new Set([sides.attacker, sides.defender])].filter((seat) => phaseMovesOf(state, seat).length > 0);
  const mover = moverOf(state);
  if (!mover || mover.out) return [];
  return [mover.id];
}
