// Applying an ability use (rules 16.5): Reaper's Call, Final Blow (announced), Fear, Flameburst, Cuff, Decoy and the
// Necromancer's drain, each reported by an `ability` event naming the character and the effect; the hits they deal
// are marked like a strike's (the slain leave as the phase ends, 11.9).
import { GODS_ABILITIES } from '../../data/abilities.js';
import type { GodsBattleCore } from '../addon.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleState } from '../types.js';
import { adjacentEnemiesOf, type AbilityUse } from './choices.js';
import { effectOf } from './effects.js';
import { memoryOf, petrified, withMemory } from './memory.js';

/** Reports an ability use. */
function report(events: GodsBattleEvent[], piece: GodsBattlePiece, use: AbilityUse, targets: readonly string[], amount: number): void {
  events.push({ type: 'ability', piece: piece.id, name: piece.name, ability: use.ability, effect: GODS_ABILITIES[use.ability].effect.kind, targets, amount });
}

/** The single-use ability of a piece marked spent. */
function spend(state: GodsBattleState, id: string, change: Parameters<typeof withMemory>[1] = {}): GodsBattleState {
  return withMemory(state, { used: [...memoryOf(state).used, id], ...change });
}

/** Applies an offered ability use. */
export function applyAbility(state: GodsBattleState, use: AbilityUse, core: GodsBattleCore, events: GodsBattleEvent[]): GodsBattleState {
  const piece = state.pieces.find((p) => p.id === use.piece)!;
  const target = state.pieces.find((p) => p.id === use.target);
  /** Hits from an ability: marked like a strike's, reported as damage. */
  const hurt = (s: GodsBattleState, id: string, hits: number): GodsBattleState => {
    events.push({ type: 'damage', piece: id, hits });
    return core.hit(s, id, hits, piece.id, events);
  };
  switch (use.ability) {
    case 'reapers-call': {
      const left = target!.power - target!.hits;
      const self = effectOf('reapers-call', 'slay').selfDamagePerTargetHit * left;
      report(events, piece, use, [target!.id], left);
      return spend(hurt(hurt(state, target!.id, left), piece.id, self), piece.id);
    }
    case 'final-blow':
      report(events, piece, use, [], 0);
      return spend(state, piece.id, { announced: [...memoryOf(state).announced, piece.id] });
    case 'fear': {
      const feared = adjacentEnemiesOf(state, piece).map((p) => p.id);
      report(events, piece, use, feared, 0);
      return spend(state, piece.id, { feared: [...memoryOf(state).feared, ...feared] });
    }
    case 'flameburst': {
      const { damage } = effectOf('flameburst', 'extra-damage');
      const burnt = adjacentEnemiesOf(state, piece).filter((p) => !petrified(state, p.id)).map((p) => p.id);
      report(events, piece, use, burnt, damage);
      return spend(burnt.reduce((s, id) => hurt(s, id, damage), state), piece.id);
    }
    case 'cuff': {
      const { damage } = effectOf('cuff', 'extra-damage');
      report(events, piece, use, [target!.id], damage);
      return spend(hurt(state, target!.id, damage), piece.id);
    }
    case 'decoy': {
      const { hazard } = effectOf('decoy', 'create-hazard');
      const hex = use.hex!;
      const was = state.land.hexes[hex]!.hazard;
      const land = { ...state.land, hexes: { ...state.land.hexes, [hex]: { ...state.land.hexes[hex]!, hazard } } };
      report(events, piece, use, [hex], 0);
      return spend({ ...state, land }, piece.id, { trees: [...memoryOf(state).trees, { hex, was, side: piece.side }] });
    }
    case 'necromancy': {
      const drain = effectOf('necromancy', 'drain');
      report(events, piece, use, [target!.id], drain.damage);
      const s = hurt(state, target!.id, drain.damage);
      const grown = { ...s, pieces: s.pieces.map((p) => (p.id === piece.id ? { ...p, power: p.power + drain.powerGain } : p)) };
      return withMemory(grown, { drained: [...memoryOf(s).drained, piece.id] });
    }
  }
}
