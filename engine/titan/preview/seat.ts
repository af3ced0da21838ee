// The rule numbers and characters the seat's screen needs beside its actions: powers that grow with the score, the
// split and initial-split sizes, the battle's turn track and whether conceding now gives up the seat's Titan.
import type { Action } from '../actions.js';
import { SPLIT_MIN } from '../game/commencement.js';
import { startingCreatureList, WITH_TITAN } from '../game/setup.js';
import type { PlayerId } from '../state.js';
import { characterPower, isTitan } from '../values.js';
import { getVariant } from '../variants/index.js';
import type { PlayerView } from '../view.js';
import type { BattleTrack, SetupHint, SplitHint } from './types.js';

/** §19.1: every player's Titan power, by player and character. */
export function powers(view: PlayerView): Record<PlayerId, Record<string, number>> {
  const variant = getVariant(view.variant);
  const masters = Object.keys(variant.creatures).filter((c) => isTitan(variant, c));
  return Object.fromEntries(view.players.map((p) => [p.id, Object.fromEntries(masters.map((c) => [c, characterPower(variant, c, p.score)]))]));
}

/** §4.3, while the seat may split. */
export function splitHint(legal: readonly Action[]): SplitHint | null {
  return legal.some((a) => a.type === 'split') ? { min: SPLIT_MIN } : null;
}

/** §5.2, while the seat's initial split is due. */
export function setupHint(view: PlayerView, legal: readonly Action[]): SetupHint | null {
  if (!legal.some((a) => a.type === 'initialSplit')) return null;
  const variant = getVariant(view.variant);
  const [master, lord] = variant.startingLeaders;
  return { master, lord, creatures: startingCreatureList(variant), withMaster: WITH_TITAN };
}

/** §10.5, §14: the turn track of the battle in progress. */
export function battleTrack(view: PlayerView): BattleTrack | null {
  const { battleRounds, reinforcementRound } = getVariant(view.variant).rules;
  return view.battle ? { rounds: battleRounds, reinforcementRound } : null;
}

/** §9.4, §19.3: the seat may concede an engagement whose legion of his holds his Titan. */
export function titanAtStake(view: PlayerView, legal: readonly Action[]): boolean {
  const e = view.engagement;
  if (!e || !legal.some((a) => a.type === 'concede')) return false;
  const marker = e.attackerOwner === view.viewer ? e.attacker : e.defenderOwner === view.viewer ? e.defender : null;
  const variant = getVariant(view.variant);
  const legion = view.legions.find((l) => l.marker === marker);
  return legion?.creatures.some((c) => c !== null && isTitan(variant, c)) ?? false;
}
