// The seam where the later battle rules plug in (rules 15 spells, 16 special abilities, 17 reinforcement, 18
// summoning Lords): each is a named extension that lists its choices for a seat and applies one of them to the
// battle's state, keeping what it must remember in state.extra[name]. The reducer asks them after its own rules.
import type { GodsBattleAction, GodsBattleEvent, GodsBattleState } from './types.js';

/** One later part of the battle rules. */
export interface GodsBattleExtension {
  /** Its name, unique among the extensions (the `rule` of its actions and the key of its state.extra). */
  readonly name: string;
  /** Its choices for a seat now (strings it reads back in apply), [] when it has none. */
  readonly choices: (state: GodsBattleState, player: string) => readonly string[];
  /** Applies one of its choices: the next state (its events appended to `events`) or a refusal message. */
  readonly apply: (state: GodsBattleState, player: string, choice: string, events: GodsBattleEvent[]) => GodsBattleState | string;
}

/** The extensions' legal actions of a seat now. */
export function extensionActions(extensions: readonly GodsBattleExtension[], state: GodsBattleState, player: string): GodsBattleAction[] {
  return extensions.flatMap((e) => e.choices(state, player).map((choice) => ({ type: 'extra' as const, player, rule: e.name, choice })));
}

/** Applies an extension's action if that extension offers this choice now; a refusal message otherwise. */
export function applyExtension(
  extensions: readonly GodsBattleExtension[], state: GodsBattleState, action: Extract<GodsBattleAction, { type: 'extra' }>, events: GodsBattleEvent[],
): GodsBattleState | string {
  const extension = extensions.find((e) => e.name === action.rule);
  if (!extension) return `no battle rule ${action.rule}`;
  if (!extension.choices(state, action.player).includes(action.choice)) return `${action.rule}: ${action.choice} is not possible now`;
  events.push({ type: 'extra', rule: action.rule, choice: action.choice });
  return extension.apply(state, action.player, action.choice, events);
}
