// Mustering in the Enlistment Phase (§6.4, §18) and the recruiter choice shared with reinforcements (§14, §18.4).
import type { RecruitAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import { revealAndAdd } from '../knowledge.js';
import { musterOptions, pickRecruiters, type RecruitOption } from '../master/muster.js';
import { LastObjectMemo } from '../../platform/memo.js';
import type { GameState, LegionState } from '../state.js';
import { landDef } from '../variants/lookup.js';
import { moverOf, variantOf, withLegion } from './context.js';
import { fail, type Step } from './step.js';

/** musterOptionsFor results of the latest state, by legion: the legal actions and the apply that follows share them. */
const OPTIONS = new LastObjectMemo<GameState, LegionState, readonly RecruitOption[]>();

function computeOptions(state: GameState, legion: LegionState): readonly RecruitOption[] {
  const v = variantOf(state);
  if (legion.owner !== moverOf(state).id) return [];
  if (!legion.moved || legion.recruited) return [];
  return musterOptions(v, landDef(v, legion.land).terrain, legion.creatures, state.caretaker);
}

/** §18.1: what a legion of the mover may muster now, in the mustering phase (empty when it is not eligible). */
export function musterOptionsFor(state: GameState, legion: LegionState): readonly RecruitOption[] {
  let options = OPTIONS.get(state, legion);
  if (!options) {
    options = computeOptions(state, legion);
    OPTIONS.set(state, legion, options);
  }
  return options;
}

/** Adds a mustered character from the caretaker's stacks to a legion, revealing the recruiters to everyone. */
export function addRecruit(state: GameState, legion: LegionState, creature: string, shown: readonly string[], events: GameEvent[]): GameState {
  const everyone = state.players.map((p) => p.id);
  let s = withLegion(state, { ...legion, creatures: [...legion.creatures, creature], recruited: true });
  s = { ...s, caretaker: { ...s.caretaker, [creature]: (s.caretaker[creature] ?? 0) - 1 } };
  s = { ...s, knowledge: revealAndAdd(s.knowledge, everyone, legion.marker, shown, [creature]) };
  events.push({ type: 'recruit', marker: legion.marker, creature, recruiters: [...shown] });
  return s;
}

/** §18: a legion that moved this turn musters one character it qualifies for in its land. */
export function applyRecruit(state: GameState, a: RecruitAction, events: GameEvent[]): Step {
  if (a.player !== moverOf(state).id) return fail('not-your-turn', 'only the mover musters');
  const legion = state.legions[a.marker];
  if (!legion || legion.owner !== a.player) return fail('illegal', `${a.marker} is not one of your legions`);
  if (!legion.moved) return fail('illegal', 'only legions that moved this turn may muster (§18.1)');
  if (legion.recruited) return fail('illegal', 'a legion musters at most one character per turn (§18)');
  const option = musterOptionsFor(state, legion).find((o) => o.creature === a.creature);
  if (!option) return fail('illegal', `${a.marker} cannot muster a ${a.creature} here`);
  const shown = pickRecruiters(option, a.recruiters);
  if (!shown) return fail('illegal', `those characters do not qualify ${a.marker} for a ${a.creature} (§18.4)`);
  return addRecruit(state, legion, a.creature, shown, events);
}
