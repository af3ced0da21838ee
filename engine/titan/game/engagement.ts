// Engagement Phase (§6.3, §9): the mover picks the next engagement; the two players see each other's legions; the
// defender may flee (no lord); either may propose an agreement, the other accepts or demands battle; either may
// concede once the defender has declined to flee; battle is the fall-back. The battle itself is engine/titan/battle.
import type { AcceptAction, ConcedeAction, EngageAction, FightAction, FleeAction, ProposeAction } from '../actions.js';
import { beginBattle, concedeBattle } from '../battle/index.js';
import type { GameEvent } from '../events.js';
import { reveal } from '../knowledge.js';
import { resolveEngagement } from '../engagement/resolve.js';
import type { EngagementState, GameState, PlayerId } from '../state.js';
import { allLegions, hasLord, legionOf, minusMultiset, moverOf } from './context.js';
import { fail, type Step } from './step.js';

/** Proposals each side may make in one engagement before only accept, battle or concession remain. */
export const MAX_PROPOSALS = 6;

/** Which side of the current engagement a player is on, or null. */
export function sideOf(state: GameState, player: PlayerId): 'attacker' | 'defender' | null {
  const e = state.engagement;
  if (!e) return null;
  if (e.attackerOwner === player) return 'attacker';
  if (e.defenderOwner === player) return 'defender';
  return null;
}

/** §9.1: the mover chooses which engagement to resolve next; both legions are shown to the two players. */
export function applyEngage(state: GameState, a: EngageAction, events: GameEvent[]): Step {
  if (state.engagement) return fail('illegal', 'finish the current engagement first (§6.3)');
  const mover = moverOf(state);
  if (a.player !== mover.id) return fail('not-your-turn', 'the mover chooses the order of engagements');
  if (!state.pendingEngagements.includes(a.land)) return fail('illegal', `there is no engagement in land ${a.land}`);
  const here = allLegions(state).filter((l) => l.land === a.land);
  const attacker = here.find((l) => l.owner === mover.id);
  const defender = here.find((l) => l.owner !== mover.id);
  if (!attacker || !defender) return fail('illegal', `land ${a.land} holds no engagement`);
  const engagement: EngagementState = {
    land: a.land,
    attacker: attacker.marker,
    defender: defender.marker,
    attackerOwner: attacker.owner,
    defenderOwner: defender.owner,
    stage: 'defender-choice',
    toAct: 'defender',
    proposal: null,
    proposalsMade: 0,
    aftermath: null,
    attackerCommitted: false,
    returning: [],
  };
  let knowledge = reveal(state.knowledge, [defender.owner], attacker.marker, attacker.creatures);
  knowledge = reveal(knowledge, [attacker.owner], defender.marker, defender.creatures);
  events.push({ type: 'engage', land: a.land, attacker: attacker.marker, defender: defender.marker });
  events.push({ type: 'reveal', marker: attacker.marker, creatures: attacker.creatures, reason: 'engagement', audience: [defender.owner] });
  events.push({ type: 'reveal', marker: defender.marker, creatures: defender.creatures, reason: 'engagement', audience: [attacker.owner] });
  return { ...state, engagement, knowledge, undo: [] };
}

function current(state: GameState, player: PlayerId): { e: EngagementState; side: 'attacker' | 'defender' } | string {
  const e = state.engagement;
  if (!e || e.stage === 'aftermath') return 'no engagement is being negotiated';
  const side = sideOf(state, player);
  if (!side) return 'you are not in this engagement';
  return { e, side };
}

/** §9.2: a defender without a lord flees: eliminated, the attacker scores half. */
export function applyFlee(state: GameState, a: FleeAction, events: GameEvent[]): Step {
  const c = current(state, a.player);
  if (typeof c === 'string') return fail('illegal', c);
  if (c.side !== 'defender' || c.e.stage !== 'defender-choice') return fail('illegal', 'only the defender may flee, and only as his first choice (§9.2)');
  const defender = legionOf(state, c.e.defender);
  if (hasLord(state, defender.creatures)) return fail('illegal', 'a legion with a lord cannot flee (§9.2)');
  events.push({ type: 'flee', marker: defender.marker });
  return resolveEngagement(state, { reason: 'flee', attackerLost: [], defenderLost: defender.creatures, alreadyRemoved: false }, events);
}

/** Checks a proposal's losses; null when it is a valid agreement (§9.3). */
export function proposalProblem(state: GameState, attackerLosses: readonly string[], defenderLosses: readonly string[]): string | null {
  const e = state.engagement;
  if (!e) return 'no engagement';
  if (!Array.isArray(attackerLosses) || !Array.isArray(defenderLosses)) return 'losses must be lists of characters';
  const att = minusMultiset(legionOf(state, e.attacker).creatures, attackerLosses);
  const def = minusMultiset(legionOf(state, e.defender).creatures, defenderLosses);
  if (!att) return 'the attacker does not hold those characters';
  if (!def) return 'the defender does not hold those characters';
  if (att.length > 0 && def.length > 0) return 'an agreement must eliminate at least one legion (§9.3)';
  return null;
}

/** §9.3: propose an agreement (the defender's first choice, or an answer to the other side's proposal). */
export function applyPropose(state: GameState, a: ProposeAction, events: GameEvent[]): Step {
  const c = current(state, a.player);
  if (typeof c === 'string') return fail('illegal', c);
  if (c.e.stage === 'battle') return fail('illegal', 'the battle is being fought; only concession ends it early');
  if (c.e.toAct !== c.side) return fail('not-your-turn', 'wait for the other side to answer');
  if (c.e.proposalsMade >= MAX_PROPOSALS) return fail('illegal', 'negotiation is over: accept, fight or concede');
  const problem = proposalProblem(state, a.attackerLosses, a.defenderLosses);
  if (problem) return fail('illegal', problem);
  const proposal = { from: a.player, attackerLosses: [...a.attackerLosses], defenderLosses: [...a.defenderLosses] };
  events.push({ type: 'proposal', ...proposal, audience: [c.e.attackerOwner, c.e.defenderOwner] });
  return {
    ...state,
    engagement: { ...c.e, stage: 'negotiate', proposal, proposalsMade: c.e.proposalsMade + 1, toAct: c.side === 'attacker' ? 'defender' : 'attacker' },
  };
}

/** §9.3: accept the other side's proposal: the agreed characters are eliminated and the engagement is scored. */
export function applyAccept(state: GameState, a: AcceptAction, events: GameEvent[]): Step {
  const c = current(state, a.player);
  if (typeof c === 'string') return fail('illegal', c);
  const p = c.e.proposal;
  if (c.e.stage !== 'negotiate' || !p || p.from === a.player || c.e.toAct !== c.side) return fail('illegal', 'there is no proposal of the other side to accept');
  events.push({ type: 'agreement', attackerLosses: p.attackerLosses, defenderLosses: p.defenderLosses });
  return resolveEngagement(state, { reason: 'agreement', attackerLost: p.attackerLosses, defenderLost: p.defenderLosses, alreadyRemoved: false }, events);
}

/** §9.3: demand that the battle be fought; the legions are then shown to every player (§9.1). */
export function applyFight(state: GameState, a: FightAction, events: GameEvent[]): Step {
  const c = current(state, a.player);
  if (typeof c === 'string') return fail('illegal', c);
  if (c.e.stage === 'battle') return fail('illegal', 'the battle is already being fought');
  if (c.e.toAct !== c.side) return fail('not-your-turn', 'wait for the other side to answer');
  const everyone = state.players.map((p) => p.id);
  const att = legionOf(state, c.e.attacker);
  const def = legionOf(state, c.e.defender);
  let knowledge = reveal(state.knowledge, everyone, att.marker, att.creatures);
  knowledge = reveal(knowledge, everyone, def.marker, def.creatures);
  events.push({ type: 'reveal', marker: att.marker, creatures: att.creatures, reason: 'battle' });
  events.push({ type: 'reveal', marker: def.marker, creatures: def.creatures, reason: 'battle' });
  return beginBattle({ ...state, knowledge, engagement: { ...c.e, proposal: null }, undo: [] }, events);
}

/** §9.4: concede the engagement (any time after the defender declined to flee; in battle too). */
export function applyConcede(state: GameState, a: ConcedeAction, events: GameEvent[]): Step {
  const c = current(state, a.player);
  if (typeof c === 'string') return fail('illegal', c);
  if (c.e.stage === 'defender-choice' && c.side === 'attacker') return fail('illegal', 'the defender decides first whether to flee (§9.4)');
  const marker = c.side === 'attacker' ? c.e.attacker : c.e.defender;
  events.push({ type: 'concede', marker });
  if (state.battle) {
    const committed = state.battle.pieces.some((p) => p.side === 'attacker' && p.hex !== null);
    return concedeBattle({ ...state, engagement: { ...c.e, attackerCommitted: c.e.attackerCommitted || committed } }, c.side, events);
  }
  const lost = legionOf(state, marker).creatures;
  return resolveEngagement(state, {
    reason: 'concede',
    attackerLost: c.side === 'attacker' ? lost : [],
    defenderLost: c.side === 'defender' ? lost : [],
    alreadyRemoved: false,
    conceded: marker,
  }, events);
}
