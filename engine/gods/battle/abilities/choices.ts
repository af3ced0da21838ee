// The ability uses a seat may make (rules 16.2, 16.5, 13.1): in its own Strike Phase, each Creature's single-use
// ability not yet spent and each Necromancer's drain, with their targets, as typed actions.
import { hexIndex } from '../../../family/battle/grid.js';
import { landInfo } from '../../../family/battle/hazards.js';
import type { GodsBattleCore } from '../addon.js';
import type { GodsAbilityMove } from '../addon-shapes.js';
import { chartRow, hasAbility } from '../facts.js';
import type { GodsBattlePiece, GodsBattleState, GodsSide } from '../types.js';
import { effectOf } from './effects.js';
import { besideHexes } from './hexes.js';
import { memoryOf, petrified, spent } from './memory.js';

/** One ability use (not a mount, not a Basilisk's answer). */
export type AbilityUse = Extract<GodsAbilityMove, { type: 'useAbility' }>;

/** The living enemies of a piece on the battleland. */
function enemiesOn(state: GodsBattleState, piece: GodsBattlePiece): GodsBattlePiece[] {
  return state.pieces.filter((p) => p.side !== piece.side && p.hex !== null && !p.slain);
}

/** The living enemies standing next to a piece. */
export function adjacentEnemiesOf(state: GodsBattleState, piece: GodsBattlePiece): GodsBattlePiece[] {
  const near = new Set(piece.hex === null ? [] : besideHexes(piece.hex));
  return enemiesOn(state, piece).filter((p) => near.has(p.hex!));
}

/** 16.5: whether a character is of a class a single-use ability cannot touch (Reaper's Call: Masters, A12). */
function immuneTo(name: string, classes: readonly string[]): boolean {
  return classes.includes(chartRow(name)?.cls ?? '');
}

/** The single-use ability uses of one Creature now. */
function singleUses(state: GodsBattleState, piece: GodsBattlePiece, core: GodsBattleCore): AbilityUse[] {
  if (spent(state, piece.id)) return [];
  const id = piece.id;
  const out: AbilityUse[] = [];
  if (hasAbility(piece.name, 'reapers-call')) {
    const slay = effectOf('reapers-call', 'slay');
    const own = piece.power - piece.hits;
    for (const t of enemiesOn(state, piece)) {
      if (!immuneTo(t.name, slay.immuneClasses) && slay.selfDamagePerTargetHit * (t.power - t.hits) < own) {
        out.push({ type: 'useAbility', ability: 'reapers-call', piece: id, target: t.id });
      }
    }
  }
  if (hasAbility(piece.name, 'final-blow') && core.targets(state, piece).length > 0) out.push({ type: 'useAbility', ability: 'final-blow', piece: id });
  if (hasAbility(piece.name, 'fear') && adjacentEnemiesOf(state, piece).length > 0) out.push({ type: 'useAbility', ability: 'fear', piece: id });
  if (hasAbility(piece.name, 'flameburst') && adjacentEnemiesOf(state, piece).some((t) => !petrified(state, t.id))) {
    out.push({ type: 'useAbility', ability: 'flameburst', piece: id });
  }
  if (hasAbility(piece.name, 'cuff')) {
    for (const t of core.targets(state, piece)) if (!t.rangestrike) out.push({ type: 'useAbility', ability: 'cuff', piece: id, target: t.target });
  }
  if (hasAbility(piece.name, 'decoy')) {
    const info = landInfo(core.position(state));
    const taken = new Set(state.pieces.map((p) => p.hex));
    for (const hex of besideHexes(piece.hex!)) {
      if (!taken.has(hex) && info.hazard[hexIndex(hex)] === 'Plain') out.push({ type: 'useAbility', ability: 'decoy', piece: id, hex });
    }
  }
  return out;
}

/** 16.5 Necromancer: its drain at the start of its own Strike Phase (before its side strikes), on any enemy but a Master. */
function drains(state: GodsBattleState, piece: GodsBattlePiece): AbilityUse[] {
  if (!hasAbility(piece.name, 'necromancy') || memoryOf(state).drained.includes(piece.id)) return [];
  if (state.pieces.some((p) => p.side === piece.side && p.struck)) return [];
  return enemiesOn(state, piece)
    .filter((t) => !hasAbility(t.name, 'master-immunity'))
    .map((t): AbilityUse => ({ type: 'useAbility', ability: 'necromancy', piece: piece.id, target: t.id }));
}

/** 13.1, 16.2: every ability use a side may make now (only in its own Strike Phase, with no carry pending). */
export function abilityUses(state: GodsBattleState, side: GodsSide, core: GodsBattleCore): AbilityUse[] {
  if (state.phase !== 'strike' || state.active !== side || state.carry !== null) return [];
  const out: AbilityUse[] = [];
  for (const p of state.pieces) {
    if (p.side !== side || p.hex === null || p.slain || petrified(state, p.id)) continue;
    out.push(...singleUses(state, p, core), ...drains(state, p));
  }
  return out;
}
