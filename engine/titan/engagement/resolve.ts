// Ending an engagement, however it ended (§9.2–§9.5, §10.5, §16, §17, §19.3–§19.4): remove the losses, score the
// winner (half for a flee, nothing for mutual elimination or a time loss), eliminate players whose Titan died
// (their other legions score half and add no Angels; their markers pass to the slayer), then open the winner's
// "aftermath" options: Angels earned (§17), summoning after a win (§15.2), a reinforcement after a win (§14).
import type { GameEvent } from '../events.js';
import { revealAndRemove } from '../knowledge.js';
import { recruitOptions } from '../master/muster.js';
import type { Aftermath, GameState, MarkerId, PlayerId } from '../state.js';
import { isTitan, legionValue } from '../values.js';
import { creatureDef, landDef } from '../variants/lookup.js';
import { allLegions, bury, legionsOf, minusMultiset, moverOf, playerById, removeLegion, variantOf, withLegion, withoutLegions, withPlayer } from '../game/context.js';
import { nextPhase, phaseIdle } from '../game/phases.js';
import { checkLastTitan, endTurnNow } from '../game/turn.js';
import { earnedAcquisitions } from './acquisition.js';
import { summonDonors } from './summon.js';
import type { EngagementOutcome, OutcomeReason } from './outcome.js';
import type { Variant } from '../variants/types.js';

function allPlayers(state: GameState): PlayerId[] {
  return state.players.map((p) => p.id);
}

/** §16: what the winner of an engagement scores for the loser's losses — their full value, half after a flee, nothing
 * after a time loss. */
export function scoredPoints(v: Variant, lost: readonly string[], loserScore: number, reason: OutcomeReason): number {
  if (reason === 'time-loss') return 0;
  const value = legionValue(v, lost, loserScore);
  return reason === 'flee' ? Math.floor(value / 2) : value;
}

/** §19.4: a player whose Titan died leaves the game: his legions are removed, each scoring half its value to the
 * player it was engaged with, or else to the slayer (no Angels for these points); his markers pass to the slayer. */
export function eliminatePlayer(state: GameState, dead: PlayerId, slayer: PlayerId | null, events: GameEvent[]): GameState {
  const v = variantOf(state);
  const deadPlayer = playerById(state, dead);
  if (!deadPlayer || !deadPlayer.alive) return state;
  let next = withPlayer(state, dead, { alive: false, eliminatedBy: slayer });
  events.push({ type: 'titanSlain', player: dead, by: slayer });
  const gone = legionsOf(next, dead);
  for (const l of gone) {
    const engagedWith = allLegions(next).find((o) => o.land === l.land && o.owner !== dead)?.owner;
    const to = engagedWith ?? slayer;
    const half = Math.floor(legionValue(v, l.creatures, deadPlayer.score) / 2);
    const receiver = to ? playerById(next, to) : undefined;
    if (receiver && receiver.alive && half > 0) {
      next = withPlayer(next, receiver.id, { score: receiver.score + half });
      events.push({ type: 'score', player: receiver.id, points: half, total: receiver.score + half, half: true });
    }
    events.push({ type: 'legionEliminated', marker: l.marker, owner: l.owner });
  }
  // all his legions leave at once (the points above do not depend on them), and the engagements they were in
  next = withoutLegions(next, gone);
  next = { ...next, pendingEngagements: next.pendingEngagements.filter((land) => !gone.some((l) => l.land === land)) };
  const heir = slayer ? playerById(next, slayer) : undefined;
  const markersTo = heir && heir.alive ? heir.id : null;
  if (heir && markersTo) next = withPlayer(next, heir.id, { markers: [...heir.markers, ...deadPlayer.markers].sort() });
  next = withPlayer(next, dead, { markers: [] });
  events.push({ type: 'playerEliminated', player: dead, markersTo });
  return next;
}

/** Applies an engagement's outcome and scores it; leaves the engagement in its aftermath or closes it. */
export function resolveEngagement(state: GameState, outcome: EngagementOutcome, events: GameEvent[]): GameState {
  const e = state.engagement;
  if (!e) return state;
  const v = variantOf(state);
  const scoreOf = (p: PlayerId): number => playerById(state, p)?.score ?? 0;
  let s: GameState = { ...state, battle: null };
  const everyone = allPlayers(s);

  // 1. losses leave the legions (battles already did this as characters fell); slain lords and demi-lords return to
  // the caretaker only when the engagement is over (§13.6)
  const isLord = (c: string): boolean => {
    const kind = creatureDef(v, c).kind;
    return kind === 'lord' || kind === 'demilord';
  };
  const returning = [...outcome.attackerLost, ...outcome.defenderLost].filter(isLord);
  if (!outcome.alreadyRemoved) {
    for (const [marker, lost] of [[e.attacker, outcome.attackerLost], [e.defender, outcome.defenderLost]] as const) {
      const l = s.legions[marker];
      if (!l || lost.length === 0) continue;
      s = withLegion(s, { ...l, creatures: minusMultiset(l.creatures, lost) ?? [] });
      s = bury(s, lost.filter((c) => !isLord(c)));
      s = { ...s, knowledge: revealAndRemove(s.knowledge, everyone, marker, lost) };
    }
  }
  const attLeft = s.legions[e.attacker]?.creatures.length ?? 0;
  const defLeft = s.legions[e.defender]?.creatures.length ?? 0;
  const attTitanDied = outcome.attackerLost.some((c) => isTitan(v, c));
  const defTitanDied = outcome.defenderLost.some((c) => isTitan(v, c));

  // 2. who won: a legion with characters left whose opponent has none, or whose opponent's Titan died (§19.3)
  let winner: MarkerId | null = null;
  if (attLeft > 0 && (defLeft === 0 || defTitanDied) && !attTitanDied) winner = e.attacker;
  else if (defLeft > 0 && (attLeft === 0 || attTitanDied) && !defTitanDied) winner = e.defender;
  const winnerOwner = winner === e.attacker ? e.attackerOwner : winner === e.defender ? e.defenderOwner : null;

  // 3. points (§16): full value of the loser's losses; half for a flee; none for a time loss or mutual elimination
  let points = 0;
  if (winner !== null && outcome.reason !== 'time-loss') {
    const loserLost = winner === e.attacker ? outcome.defenderLost : outcome.attackerLost;
    const loserOwner = winner === e.attacker ? e.defenderOwner : e.attackerOwner;
    points = scoredPoints(v, loserLost, scoreOf(loserOwner), outcome.reason);
  }
  let acquisitions: string[][] = [];
  if (winnerOwner && points > 0) {
    const before = scoreOf(winnerOwner);
    s = withPlayer(s, winnerOwner, { score: before + points });
    events.push({ type: 'score', player: winnerOwner, points, total: before + points, half: outcome.reason === 'flee' });
    acquisitions = earnedAcquisitions(v, before, before + points);
  }
  events.push({ type: 'engagementResolved', land: e.land, winner, points, player: winnerOwner });

  // 4. Titans that died take their players out (§19.3–§19.4); a time loss counts the defender as the slayer
  if (attTitanDied) s = eliminatePlayer(s, e.attackerOwner, e.defenderOwner, events);
  if (defTitanDied) s = eliminatePlayer(s, e.defenderOwner, e.attackerOwner, events);
  for (const m of [e.attacker, e.defender]) if (s.legions[m] && s.legions[m].creatures.length === 0) s = removeLegion(s, m, events);

  // 5. the winner's aftermath options
  const winLegion = winner ? s.legions[winner] : undefined;
  const aftermath: Aftermath | null = winLegion && playerById(s, winLegion.owner)?.alive
    ? {
      winner,
      acquisitions,
      maySummon: winner === e.attacker && outcome.reason !== 'flee' && !s.turn.summoned && summonDonors(s, winLegion.marker).length > 0,
      mayReinforce: winner === e.defender && !state.battle?.reinforced && !state.battle?.reinforcementDeclined && !winLegion.recruited &&
        !(outcome.reason === 'concede' && outcome.conceded === e.attacker && !e.attackerCommitted) &&
        winLegion.creatures.length < v.rules.maxLegionSize &&
        recruitOptions(v, landDef(v, e.land).terrain, winLegion.creatures, s.caretaker).length > 0,
    }
    : null;
  s = { ...s, pendingEngagements: s.pendingEngagements.filter((land) => land !== e.land) };
  const open = aftermath ? openOptions(s, aftermath) : null;
  s = { ...s, engagement: { ...e, returning } };
  if (open && s.players.filter((p) => p.alive).length > 1) return { ...s, engagement: { ...e, returning, stage: 'aftermath', aftermath: open } };
  return closeEngagement(s, events);
}

/** The aftermath options that remain possible (a full legion can take nothing more, §4.1), or null if none. */
export function openOptions(state: GameState, a: Aftermath): Aftermath | null {
  const legion = a.winner ? state.legions[a.winner] : undefined;
  const full = !legion || legion.creatures.length >= variantOf(state).rules.maxLegionSize;
  const next: Aftermath = full ? { ...a, acquisitions: [], maySummon: false, mayReinforce: false } : a;
  return next.acquisitions.length > 0 || next.maySummon || next.mayReinforce ? next : null;
}

/** Finishes the current engagement: back to the Engagement Phase, on to mustering when none is left, or on to the
 * next player if the mover was eliminated; ends the game when one Titan is left. */
export function closeEngagement(state: GameState, events: GameEvent[]): GameState {
  const caretaker = { ...state.caretaker };
  for (const c of state.engagement?.returning ?? []) caretaker[c] = (caretaker[c] ?? 0) + 1;
  let s: GameState = { ...state, caretaker, engagement: null, battle: null };
  s = checkLastTitan(s, events);
  if (s.phase === 'over') return s;
  if (!moverOf(s).alive) return endTurnNow({ ...s, pendingEngagements: [] }, events);
  if (phaseIdle(s)) s = { ...s, phase: nextPhase(s) };
  return { ...s, undo: [] };
}
