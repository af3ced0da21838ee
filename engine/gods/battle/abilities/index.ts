// Gods of Titan's special abilities in battle (rules 16) as one battle extension: its choices are the single-use
// abilities and the Necromancer's drain a seat may use now, and a Basilisk's answer to a strike held for it (Stone
// Cold); the permanent abilities are always in force through the battle's hook points (permanent.ts, phases.ts,
// after-strike.ts).
import type { GodsBattleExtension } from '../extensions.js';
import type { GodsBattleInput, GodsBattleState } from '../types.js';
import { applyAbility } from './apply.js';
import { abilityChoices, choiceString, parseChoice } from './choices.js';
import { mountOf, mounts } from './mount.js';
import { ABILITIES, memoryOf } from './memory.js';
import { startPower } from './permanent.js';
import { TAKE_THE_ROLL, answerStoneCold, isStoneColdAnswer, stoneColdAnswers } from './stone-cold.js';

/** The side a seat plays, or null. */
function sideOf(state: GodsBattleState, player: string): 'attacker' | 'defender' | null {
  return state.players.attacker === player ? 'attacker' : state.players.defender === player ? 'defender' : null;
}

/** 16.5: every character at its PF for this battle (Knight, Jabberwok, Guardian, Necromancer). */
function powersAtStart(state: GodsBattleState, input: GodsBattleInput): GodsBattleState {
  const pieces = state.pieces.map((p) => {
    const own = p.side === 'attacker' ? input.attacker : input.defender;
    const enemy = p.side === 'attacker' ? input.defender : input.attacker;
    const power = startPower(p.name, p.power, own.pieces.findIndex((q) => q.id === p.id), own, enemy);
    return power === p.power ? p : { ...p, power };
  });
  return { ...state, pieces };
}

/** Rules 16: the abilities' battle extension. */
export const ABILITIES_EXTENSION: GodsBattleExtension = {
  name: ABILITIES,
  choices: (state, player) => {
    const side = sideOf(state, player);
    if (side === null) return [];
    if (memoryOf(state).held) return stoneColdAnswers(state, side);
    const riding = state.pieces.filter((p) => p.side === side).flatMap((p) => mounts(state, p)).map(([rider, pegasus]) => `mount ${rider} ${pegasus}`);
    return [...abilityChoices(state, side).map(choiceString), ...riding];
  },
  // The character using the ability; a Basilisk answering a strike; a rider mounting.
  actor: (_state, _side, choice) => parseChoice(choice).piece,
  apply: (state, _player, choice, events) => (isStoneColdAnswer(choice)
    ? answerStoneCold(state, !choice.endsWith(` ${TAKE_THE_ROLL}`), events)
    : applyAbility(state, parseChoice(choice), events)),
  pending: (state) => memoryOf(state).held !== null,
  moves: (state, piece, hexes) => (mountOf(state, piece.id) === null ? hexes : []),
  start: powersAtStart,
};
