// Applying an ability use (rules 16.5): Reaper's Call, Final Blow (announced), Fear, Flameburst, Cuff, Decoy, the
// Necromancer's drain and mounting a Pegasus, each reported by an `ability` event naming the character and the effect; the hits they deal
// are marked like a strike's (the slain leave as the phase ends, 11.9).
import { GODS_ABILITIES } from '../../data/abilities.js';
import { advanceIfIdle, withHits } from '../flow.js';
import { pieceOf } from '../strikes.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleState } from '../types.js';
import { adjacentEnemiesOf, type AbilityChoice } from './choices.js';
import { effectOf } from './effects.js';
import { memoryOf, petrified, withMemory } from './memory.js';
import { mount } from './mount.js';

/** Reports an ability use. */
function report(events: GodsBattleEvent[], piece: GodsBattlePiece, c: AbilityChoice, targets: readonly string[], amount: number): void {
  events.push({ type: 'ability', piece: piece.id, name: piece.name, ability: c.ability, effect: GODS_ABILITIES[c.ability].effect.kind, targets, amount });
}

/** Hits from an ability: marked like a strike's, reported as damage. */
function hurt(state: GodsBattleState, id: string, hits: number, by: string, events: GodsBattleEvent[]): GodsBattleState {
  events.push({ type: 'damage', piece: id, hits });
  return withHits(state, id, hits, by, events);
}

/** The single-use ability of a piece marked spent. */
function spend(state: GodsBattleState, id: string, change: Parameters<typeof withMemory>[1] = {}): GodsBattleState {
  return withMemory(state, { used: [...memoryOf(state).used, id], ...change });
}

function use(state: GodsBattleState, piece: GodsBattlePiece, c: AbilityChoice, events: GodsBattleEvent[]): GodsBattleState {
  const target = c.at === null ? undefined : pieceOf(state, c.at);
  switch (c.ability) {
    case 'reapers-call': {
      const left = target!.power - target!.hits;
      const self = effectOf('reapers-call', 'slay').selfDamagePerTargetHit * left;
      report(events, piece, c, [target!.id], left);
      return spend(hurt(hurt(state, target!.id, left, piece.id, events), piece.id, self, piece.id, events), piece.id);
    }
    case 'final-blow':
      report(events, piece, c, [], 0);
      return spend(state, piece.id, { announced: [...memoryOf(state).announced, piece.id] });
    case 'fear': {
      const feared = adjacentEnemiesOf(state, piece).map((p) => p.id);
      report(events, piece, c, feared, 0);
      return spend(state, piece.id, { feared: [...memoryOf(state).feared, ...feared] });
    }
    case 'flameburst': {
      const { damage } = effectOf('flameburst', 'extra-damage');
      const burnt = adjacentEnemiesOf(state, piece).filter((p) => !petrified(state, p.id)).map((p) => p.id);
      report(events, piece, c, burnt, damage);
      return spend(burnt.reduce((s, id) => hurt(s, id, damage, piece.id, events), state), piece.id);
    }
    case 'cuff': {
      const { damage } = effectOf('cuff', 'extra-damage');
      report(events, piece, c, [target!.id], damage);
      return spend(hurt(state, target!.id, damage, piece.id, events), piece.id);
    }
    case 'decoy': {
      const { hazard } = effectOf('decoy', 'create-hazard');
      const hex = c.at!;
      const was = state.land.hexes[hex]!.hazard;
      const land = { ...state.land, hexes: { ...state.land.hexes, [hex]: { ...state.land.hexes[hex]!, hazard } } };
      report(events, piece, c, [hex], 0);
      return spend({ ...state, land }, piece.id, { trees: [...memoryOf(state).trees, { hex, was, side: piece.side }] });
    }
    case 'necromancy': {
      const drain = effectOf('necromancy', 'drain');
      report(events, piece, c, [target!.id], drain.damage);
      const s = hurt(state, target!.id, drain.damage, piece.id, events);
      const grown = { ...s, pieces: s.pieces.map((p) => (p.id === piece.id ? { ...p, power: p.power + drain.powerGain } : p)) };
      return withMemory(grown, { drained: [...memoryOf(s).drained, piece.id] });
    }
    case 'mount': {
      const pegasus = target!;
      events.push({ type: 'ability', piece: pegasus.id, name: pegasus.name, ability: 'mount', effect: 'mount', targets: [piece.id], amount: 0 });
      return mount(state, piece.id, pegasus.id);
    }
  }
}

/** Applies an offered ability use; the strike phase moves on if nobody can strike or use an ability any more. */
export function applyAbility(state: GodsBattleState, c: AbilityChoice, events: GodsBattleEvent[]): GodsBattleState {
  return advanceIfIdle(use(state, pieceOf(state, c.piece)!, c, events), events);
}
