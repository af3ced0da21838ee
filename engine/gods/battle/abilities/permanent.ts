// The permanent abilities the battle applies by itself (rules 16.3–16.5, 12.7 Tree, 14.5–14.6): PF at the battle's
// start (Knight, Jabberwok, Guardian, Necromancer), who may strike and be struck (the God, a stone Basilisk), the
// Human legion dice (Priest, Priestess), Fear's halved strikeback, the Chimera's mirrored skill, a Final Blow's lost
// carry — read by the battle's own rules at their hook points (setup, strikes).
import type { BattlePosition } from '../../../family/battle/position.js';
import { chartRow, creatureIn, hasAbility } from '../facts.js';
import type { GodsRuleClass } from '../../data/abilities.js';
import type { GodsBattlePiece, GodsBattleState, GodsLegionInput, GodsOwner } from '../types.js';
import { effectOf } from './effects.js';
import { memoryOf, petrified } from './memory.js';

const SIDE_OF_OWNER: Readonly<Partial<Record<GodsOwner, 'darklord' | 'neutral'>>> = { black: 'darklord', neutral: 'neutral' };

/** The class a rule names for a chart class (Sea- and Dark-Creatures are Creatures). */
function ruleClass(name: string): GodsRuleClass | 'creature' {
  const cls = chartRow(name)?.cls ?? 'creature';
  return cls === 'sea-creature' || cls === 'dark-creature' ? 'creature' : cls;
}

/**
 * 16.5: a piece's PF as the battle starts: the Necromancer's starts at 6, the Knight's +2 against the Darklord or a
 * Neutral legion, the Jabberwok's 8 against a legion with an Elemental, the Guardian's + the best class among the
 * others of its legion (A40); every other piece keeps the PF the game hands over.
 */
export function startPower(name: string, power: number, index: number, own: GodsLegionInput, enemy: GodsLegionInput): number {
  let pf = power;
  if (hasAbility(name, 'necromancy')) pf = effectOf('necromancy', 'drain').powerAtBattleStart;
  if (hasAbility(name, 'crusade')) {
    const crusade = effectOf('crusade', 'power-against-side');
    const against = SIDE_OF_OWNER[enemy.owner];
    if (against && crusade.against.includes(against)) pf += crusade.plus;
  }
  if (hasAbility(name, 'elemental-bane')) {
    const bane = effectOf('elemental-bane', 'power-against-class');
    if (enemy.pieces.some((p) => ruleClass(p.name) === bane.against)) pf = bane.power;
  }
  if (hasAbility(name, 'class-bonus')) {
    const { bonus } = effectOf('class-bonus', 'class-bonus');
    const others = own.pieces.filter((_, i) => i !== index).map((p) => ruleClass(p.name));
    pf += Math.max(0, ...others.map((c) => (c === 'creature' ? 0 : bonus[c] ?? 0)));
  }
  return pf;
}

/** 16.5 God (no skill: it never strikes) and Stone Cold (a stone Basilisk does nothing): whether a piece may strike. */
export function mayStrike(state: GodsBattleState, piece: GodsBattlePiece): boolean {
  if (hasAbility(piece.name, 'defenceless') && !effectOf('defenceless', 'defenceless').strikes) return false;
  return !petrified(state, piece.id);
}

/** Stone Cold: a stone Basilisk is hurt only by magic (here: a magic rangestrike). */
export function mayBeStruck(state: GodsBattleState, pos: BattlePosition, striker: string, target: string, rangestrike: boolean): boolean {
  return !petrified(state, target) || (rangestrike && creatureIn(pos, striker).magicMissile);
}

/** Whether a living character with this ability fights on a side (on the battleland or still to enter). */
function sideHas(state: GodsBattleState, side: GodsBattlePiece['side'], ability: 'blessing' | 'rangestrike-dice'): boolean {
  return state.pieces.some((p) => p.side === side && !p.slain && hasAbility(p.name, ability));
}

/**
 * 16.4–16.5 and A13: dice the abilities add to a strike's base dice (before the Gods hazard dice): a Creature +1 in
 * melee with a Priest, +1 rangestriking with a Priestess; a frightened piece strikes back with half its PF, rounded
 * down.
 */
export function baseDiceChange(state: GodsBattleState, pos: BattlePosition, striker: GodsBattlePiece, rangestrike: boolean): number {
  let change = 0;
  if (creatureIn(pos, striker.id).kind === 'creature') {
    const legion = effectOf(rangestrike ? 'rangestrike-dice' : 'blessing', 'legion-dice');
    if (sideHas(state, striker.side, rangestrike ? 'rangestrike-dice' : 'blessing')) change += legion.dice;
  }
  if (!rangestrike && state.phase === 'strikeback' && memoryOf(state).feared.includes(striker.id)) {
    change -= striker.power - Math.floor(striker.power / 2);
  }
  return change;
}

/** 16.5 Chimera (A39): the position in which it strikes a target with that target's skill, hazards after. */
export function mirrored(pos: BattlePosition, striker: string, target: string): BattlePosition {
  const c = creatureIn(pos, striker);
  if (!hasAbility(c.name, 'mirror-skill')) return pos;
  const skill = creatureIn(pos, target).skill + effectOf('mirror-skill', 'mirror-skill').strikeNumber - 4;
  return { ...pos, creatures: { ...pos.creatures, [striker]: { ...c, skill } } };
}

/** 16.5 Demon: a strike carrying an announced Final Blow carries no hits over. */
export function carriesNothing(state: GodsBattleState, striker: string): boolean {
  return memoryOf(state).announced.includes(striker);
}
