// One layout for every state the reducer hands out, and one for each record in it that rules read all the time. A
// state copied by spreading (`{ ...state, … }`) takes a hidden class made for that copy, so after a few actions the
// states of one game come in a dozen layouts, and every later spread of one meets them all and copies key by key
// (about half a microsecond a copy, measured). A state written out member by member in the order of GameState has one
// layout, which every spread of it meets alike.
import type { EngagementState, GameState, LegionState, PlayerState } from './state.js';

/** `s`, the state an action on `before` made, with its undo stack and stateId, laid out in the one layout (keys in
 * GameState's order, the order createInitialState writes: the same JSON as a spread of a state made by the engine);
 * an engagement record the action made anew is laid out too (read by every listing and reducer step of it). */
export function laidOut(before: GameState, s: GameState, undo: readonly GameState[], stateId: number): GameState {
  return {
    schema: s.schema,
    variant: s.variant,
    options: s.options,
    stateId,
    rng: s.rng,
    round: s.round,
    players: s.players,
    active: s.active,
    phase: s.phase,
    setupIndex: s.setupIndex,
    turn: s.turn,
    legions: s.legions,
    caretaker: s.caretaker,
    graveyard: s.graveyard,
    pendingEngagements: s.pendingEngagements,
    engagement: s.engagement === before.engagement || s.engagement === null ? s.engagement : laidEngagement(s.engagement),
    battle: s.battle, // as made: the battle's memos (its moves, its strikes) are kept by the battle record's identity
    knowledge: s.knowledge,
    undo,
    winner: s.winner,
    endReason: s.endReason,
  };
}

function laidEngagement(e: EngagementState): EngagementState {
  return {
    land: e.land,
    attacker: e.attacker,
    defender: e.defender,
    attackerOwner: e.attackerOwner,
    defenderOwner: e.defenderOwner,
    stage: e.stage,
    toAct: e.toAct,
    proposal: e.proposal,
    proposalsMade: e.proposalsMade,
    aftermath: e.aftermath,
    attackerCommitted: e.attackerCommitted,
    returning: e.returning,
  };
}

/** A legion in the one layout of legions (keys in LegionState's order, as setup writes them): legions are read in
 * every listing (who stands where), and legions copied by spreads came in some thirty layouts (measured). */
export function laidLegion(l: LegionState): LegionState {
  return {
    marker: l.marker,
    owner: l.owner,
    land: l.land,
    creatures: l.creatures,
    moved: l.moved,
    movedFrom: l.movedFrom,
    entrySide: l.entrySide,
    entryChoices: l.entryChoices,
    teleported: l.teleported,
    recruited: l.recruited,
  };
}

/** A player in the one layout of players (keys in PlayerState's order, as createInitialState writes them): players
 * are looked up by id in nearly every rule, and players copied with a spread of their change came in nine layouts. */
export function laidPlayer(p: PlayerState): PlayerState {
  return {
    id: p.id,
    name: p.name,
    tower: p.tower,
    score: p.score,
    alive: p.alive,
    markers: p.markers,
    turnsTaken: p.turnsTaken,
    eliminatedBy: p.eliminatedBy,
  };
}
