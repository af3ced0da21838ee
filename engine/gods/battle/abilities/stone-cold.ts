// Rules 16.5 Basilisk, Stone Cold (A11): once an enemy strike that hits the Basilisk is rolled, its owner answers —
// take the roll, or discard it and turn to stone until the Basilisk's next Maneuver Phase begins (meanwhile it does
// nothing and only magic hurts it). Once per battle; the strike is held in the abilities' memory until the answer.
import type { GodsBattleCore } from '../addon.js';
import type { GodsAbilityMove } from '../addon-shapes.js';
import { hasAbility } from '../facts.js';
import type { GodsBattleEvent, GodsBattleState, GodsSide, RolledStrike } from '../types.js';
import { abilitiesAfterStrike } from './after-strike.js';
import { memoryOf, petrified, spent, withMemory } from './memory.js';

/** A Basilisk's answer. */
type StoneColdAnswer = Extract<GodsAbilityMove, { type: 'stoneCold' }>;

/** A11: the strike held for a Basilisk's answer, or null when this strike lands at once. */
export function holdForStoneCold(state: GodsBattleState, strike: RolledStrike): GodsBattleState | null {
  const target = state.pieces.find((p) => p.id === strike.target);
  if (!target || strike.hits <= 0 || !hasAbility(target.name, 'stone-cold') || spent(state, target.id) || petrified(state, target.id)) return null;
  return withMemory(state, { held: strike });
}

/** The side that must answer a held strike (the Basilisk's), or null. */
export function stoneColdDecider(state: GodsBattleState): GodsSide | null {
  const held = memoryOf(state).held;
  return held === null ? null : state.pieces.find((p) => p.id === held.target)?.side ?? null;
}

/** The Basilisk's two answers: turn to stone, or take the roll. */
export function stoneColdAnswers(state: GodsBattleState, side: GodsSide): StoneColdAnswer[] {
  const held = memoryOf(state).held;
  if (held === null || stoneColdDecider(state) !== side) return [];
  return [{ type: 'stoneCold', piece: held.target, petrify: true }, { type: 'stoneCold', piece: held.target, petrify: false }];
}

/** Answers the held strike: the roll lands, or the Basilisk turns to stone and the roll is discarded. */
export function answerStoneCold(state: GodsBattleState, stone: boolean, core: GodsBattleCore, events: GodsBattleEvent[]): GodsBattleState {
  const held = memoryOf(state).held!;
  const s = withMemory(state, { held: null });
  if (!stone) return core.land(s, held, events);
  const basilisk = s.pieces.find((p) => p.id === held.target)!;
  events.push({
    type: 'ability', piece: basilisk.id, name: basilisk.name, ability: 'stone-cold', effect: 'petrify', targets: [held.striker], amount: held.hits,
  });
  const memory = memoryOf(s);
  const stoned = withMemory(s, { used: [...memory.used, basilisk.id], petrified: [...memory.petrified, basilisk.id] });
  return abilitiesAfterStrike(stoned, core.position(stoned), held.striker, held.target, 0, held.rangestrike, events);
}
