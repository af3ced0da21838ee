// What the abilities do once a strike is resolved (rules 16.5 Demon, 12.7 Tree): an announced Final Blow that slew
// its target heals the Demon by the hits it dealt (up to its PF), spent either way; a Pixie on a Tree strikes again.
import type { BattlePosition } from '../../../family/battle/position.js';
import { landInfo } from '../../../family/battle/hazards.js';
import { hexIndex } from '../../../family/battle/grid.js';
import { hasAbility } from '../facts.js';
import type { GodsBattleEvent, GodsBattleState } from '../types.js';
import { effectOf } from './effects.js';
import { memoryOf, withMemory } from './memory.js';

/** 16.5 Demon: the announced Final Blow is resolved by this strike. */
function finalBlow(state: GodsBattleState, striker: string, target: string, dealt: number, events: GodsBattleEvent[]): GodsBattleState {
  const memory = memoryOf(state);
  if (!memory.announced.includes(striker)) return state;
  const s = withMemory(state, { announced: memory.announced.filter((id) => id !== striker) });
  const demon = s.pieces.find((p) => p.id === striker);
  const victim = s.pieces.find((p) => p.id === target);
  if (!demon || !(victim?.slain ?? true)) return s;
  const healed = Math.min(dealt, demon.hits);
  events.push({ type: 'ability', piece: demon.id, name: demon.name, ability: 'final-blow', effect: 'heal-on-kill', targets: [target], amount: healed });
  return { ...s, pieces: s.pieces.map((p) => (p.id === striker ? { ...p, hits: p.hits - healed } : p)) };
}

/** 12.7 Tree, 16.5 Pixie: in its own Strike Phase a Pixie on a Tree strikes twice and may rangestrike twice. */
function treeFrenzy(state: GodsBattleState, pos: BattlePosition, id: string, rangestrike: boolean): GodsBattleState {
  const piece = state.pieces.find((p) => p.id === id);
  if (!piece || piece.hex === null || piece.slain || state.phase !== 'strike' || !hasAbility(piece.name, 'tree-frenzy')) return state;
  const frenzy = effectOf('tree-frenzy', 'hazard-frenzy');
  const memory = memoryOf(state);
  const struckBefore = memory.frenzied.filter((p) => p === id).length;
  const strikes = rangestrike ? frenzy.rangestrikes : frenzy.strikes;
  if (landInfo(pos).hazard[hexIndex(piece.hex)] !== frenzy.hazard || struckBefore + 1 >= strikes) return state;
  const again = withMemory(state, { frenzied: [...memory.frenzied, id] });
  return { ...again, pieces: again.pieces.map((p) => (p.id === id ? { ...p, struck: false } : p)) };
}

/** The abilities' part of a strike once its hits are marked (`dealt`: the hits its target took). */
export function abilitiesAfterStrike(
  state: GodsBattleState, pos: BattlePosition, striker: string, target: string, dealt: number, rangestrike: boolean, events: GodsBattleEvent[],
): GodsBattleState {
  return treeFrenzy(finalBlow(state, striker, target, dealt, events), pos, striker, rangestrike);
}
