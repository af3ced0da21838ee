// After an engagement is won, the winner's "when you are ready" options: take earned Angels/Archangels (§17),
// summon an Angel after a won battle or agreement (§15.2/§15.3), or the defender's reinforcement after winning
// (§14). `done` declines whatever is left and closes the engagement.
import type { AcquireAction, DoneAction, ReinforceAction, SummonAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import { bestAvailable } from '../engagement/acquisition.js';
import { closeEngagement, openOptions } from '../engagement/resolve.js';
import { summonDonors, transferSummoned } from '../engagement/summon.js';
import { addKnown } from '../knowledge.js';
import { pickRecruiters, recruitOptions } from '../master/muster.js';
import type { Aftermath, EngagementState, GameState, LegionState } from '../state.js';
import { landDef } from '../variants/lookup.js';
import { variantOf, withLegion } from './context.js';
import { addRecruit } from './recruiting.js';
import { fail, type Step } from './step.js';

function open(state: GameState, player: string): { e: EngagementState; a: Aftermath; winner: LegionState } | string {
  const e = state.engagement;
  if (!e || e.stage !== 'aftermath' || !e.aftermath || !e.aftermath.winner) return 'no won engagement is waiting';
  const winner = state.legions[e.aftermath.winner];
  if (!winner || winner.owner !== player) return 'only the winner of the engagement may do this';
  return { e, a: e.aftermath, winner };
}

/** Keeps the aftermath open while options remain, otherwise closes the engagement. */
function settle(state: GameState, e: EngagementState, a: Aftermath, events: GameEvent[]): GameState {
  const next = openOptions(state, a);
  return next ? { ...state, engagement: { ...e, aftermath: next } } : closeEngagement(state, events);
}

/** The lords the winner may take now for the next earned pick (§17.1: only what the caretaker still has). */
export function acquirableNow(state: GameState, a: Aftermath): string[] {
  const pick = a.acquisitions[0];
  return pick ? bestAvailable(pick, state.caretaker) : [];
}

/** §17: add an earned Angel or Archangel to the winning legion. */
export function applyAcquire(state: GameState, act: AcquireAction, events: GameEvent[]): Step {
  const o = open(state, act.player);
  if (typeof o === 'string') return fail('illegal', o);
  if (!acquirableNow(state, o.a).includes(act.creature)) return fail('illegal', `no ${act.creature} can be acquired now (§17)`);
  if (!openOptions(state, o.a)) return fail('illegal', 'the legion is full (§17.1)');
  const legion = o.winner;
  let s = withLegion(state, { ...legion, creatures: [...legion.creatures, act.creature] });
  s = { ...s, caretaker: { ...s.caretaker, [act.creature]: (s.caretaker[act.creature] ?? 0) - 1 } };
  s = { ...s, knowledge: addKnown(s.knowledge, s.players.map((p) => p.id), legion.marker, [act.creature]) };
  events.push({ type: 'acquire', marker: legion.marker, creature: act.creature });
  return settle(s, o.e, { ...o.a, acquisitions: o.a.acquisitions.slice(1) }, events);
}

/** §15.2: the attacker summons an Angel into the legion that won. */
export function applyAftermathSummon(state: GameState, act: SummonAction, events: GameEvent[]): Step {
  const o = open(state, act.player);
  if (typeof o === 'string') return fail('illegal', o);
  if (!o.a.maySummon || state.turn.summoned) return fail('illegal', 'no summoning is possible now (§15)');
  const donor = summonDonors(state, o.a.winner as string).find((d) => d.marker === act.from);
  if (!donor || !donor.lords.includes(act.creature)) return fail('illegal', `cannot summon a ${act.creature} from ${act.from}`);
  const s = transferSummoned(state, act.from, o.a.winner as string, act.creature, events);
  return settle(s, o.e, { ...o.a, maySummon: false }, events);
}

/** §14: the winning defender musters the reinforcement it did not take during the battle. */
export function applyAftermathReinforce(state: GameState, act: ReinforceAction, events: GameEvent[]): Step {
  const o = open(state, act.player);
  if (typeof o === 'string') return fail('illegal', o);
  if (!o.a.mayReinforce) return fail('illegal', 'no reinforcement is possible now (§14)');
  const v = variantOf(state);
  const legion = o.winner;
  const option = recruitOptions(v, landDef(v, o.e.land).terrain, legion.creatures, state.caretaker).find((x) => x.creature === act.creature);
  if (!option) return fail('illegal', `${legion.marker} cannot muster a ${act.creature} here`);
  const shown = pickRecruiters(option, act.recruiters);
  if (!shown) return fail('illegal', `those characters do not qualify ${legion.marker} for a ${act.creature} (§18.4)`);
  const s = addRecruit(state, legion, act.creature, shown, events);
  return settle(s, o.e, { ...o.a, mayReinforce: false }, events);
}

/** Declines the remaining aftermath options. */
export function applyAftermathDone(state: GameState, act: DoneAction, events: GameEvent[]): Step {
  const o = open(state, act.player);
  if (typeof o === 'string') return fail('illegal', o);
  return closeEngagement(state, events);
}
