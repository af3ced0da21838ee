// Rules 16.5 Basilisk, Stone Cold (A11): once an enemy strike that hits the Basilisk is rolled, its owner answers —
// take the roll, or discard it and turn to stone until the Basilisk's next Maneuver Phase begins (meanwhile it does
// nothing and only magic hurts it). Once per battle; the strike is held in the abilities' memory until the answer.
import type { RolledStrike } from '../hits.js';
import { landStrike } from '../hits.js';
import { advanceIfIdle } from '../flow.js';
import { hasAbility, positionOf } from '../position.js';
import { pieceOf } from '../strikes.js';
import type { GodsBattleEvent, GodsBattleState, GodsSide } from '../types.js';
import { abilitiesAfterStrike } from './after-strike.js';
import { memoryOf, petrified, spent, withMemory } from './memory.js';

/** The answer that lets the roll stand. */
export const TAKE_THE_ROLL = 'accept';

/** A11: the strike held for a Basilisk's answer, or null when this strike lands at once. */
export function holdForStoneCold(state: GodsBattleState, strike: RolledStrike): GodsBattleState | null {
  const target = pieceOf(state, strike.target);
  if (!target || strike.hits <= 0 || !hasAbility(target.name, 'stone-cold') || spent(state, target.id) || petrified(state, target.id)) return null;
  return withMemory(state, { held: strike });
}

/** The side that must answer a held strike (the Basilisk's), or null. */
export function stoneColdDecider(state: GodsBattleState): GodsSide | null {
  const held = memoryOf(state).held;
  return held === null ? null : pieceOf(state, held.target)?.side ?? null;
}

/** The Basilisk's two answers: `stone-cold <id>` (stone) and `stone-cold <id> accept` (take the roll). */
export function stoneColdAnswers(state: GodsBattleState, side: GodsSide): string[] {
  const held = memoryOf(state).held;
  if (held === null || stoneColdDecider(state) !== side) return [];
  return [`stone-cold ${held.target}`, `stone-cold ${held.target} ${TAKE_THE_ROLL}`];
}

/** Answers the held strike: the roll lands, or the Basilisk turns to stone and the roll is discarded. */
export function answerStoneCold(state: GodsBattleState, stone: boolean, events: GodsBattleEvent[]): GodsBattleState {
  const held = memoryOf(state).held!;
  const s = withMemory(state, { held: null });
  if (!stone) return advanceIfIdle(landStrike(s, held, events), events);
  const basilisk = pieceOf(s, held.target)!;
  events.push({
    type: 'ability', piece: basilisk.id, name: basilisk.name, ability: 'stone-cold', effect: 'petrify', targets: [held.striker], amount: held.hits,
  });
  const memory = memoryOf(s);
  const stoned = withMemory(s, { used: [...memory.used, basilisk.id], petrified: [...memory.petrified, basilisk.id] });
  return advanceIfIdle(abilitiesAfterStrike(stoned, positionOf(stoned), held.striker, held.target, 0, held.rangestrike, events), events);
}

/** Whether a choice string is an answer to a held strike. */
export function isStoneColdAnswer(choice: string): boolean {
  return choice.startsWith('stone-cold ');
}
