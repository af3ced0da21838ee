// The choices the special abilities offer a seat (rules 16.2, 16.5, 13.1): in its own Strike Phase, each Creature's
// single-use ability not yet spent and each Necromancer's drain, with their targets as data. A choice is the string
// "<ability> <piece>" with the target piece or hex appended where the ability takes one.
import { hexIndex } from '../../../family/battle/grid.js';
import { landInfo } from '../../../family/battle/hazards.js';
import type { GodsSingleUseAbilityId } from '../../data/ability-ids.js';
import { chartRow, hasAbility, positionOf } from '../position.js';
import { targetsOf } from '../strikes.js';
import type { GodsBattlePiece, GodsBattleState, GodsSide } from '../types.js';
import { effectOf } from './effects.js';
import { besideHexes } from './hexes.js';
import { memoryOf, petrified, spent } from './memory.js';

/** The abilities used by a choice of their own (Stone Cold is an answer to a held strike instead). */
export type UsedAbility = Exclude<GodsSingleUseAbilityId, 'stone-cold'> | 'necromancy' | 'mount';

/** One ability choice, parsed. */
export interface AbilityChoice {
  readonly ability: UsedAbility;
  readonly piece: string;
  /** The target piece or hex, if the ability takes one. */
  readonly at: string | null;
}

/** The choice string of an ability use. */
export function choiceString(c: AbilityChoice): string {
  return c.at === null ? `${c.ability} ${c.piece}` : `${c.ability} ${c.piece} ${c.at}`;
}

/** The ability use a choice string names (it is only applied after being found among the offered choices). */
export function parseChoice(choice: string): AbilityChoice {
  const [ability, piece, at] = choice.split(' ');
  return { ability: ability as UsedAbility, piece: piece!, at: at ?? null };
}

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
function singleUses(state: GodsBattleState, piece: GodsBattlePiece): AbilityChoice[] {
  if (spent(state, piece.id)) return [];
  const id = piece.id;
  const out: AbilityChoice[] = [];
  if (hasAbility(piece.name, 'reapers-call')) {
    const slay = effectOf('reapers-call', 'slay');
    const own = piece.power - piece.hits;
    for (const t of enemiesOn(state, piece)) {
      if (!immuneTo(t.name, slay.immuneClasses) && slay.selfDamagePerTargetHit * (t.power - t.hits) < own) out.push({ ability: 'reapers-call', piece: id, at: t.id });
    }
  }
  if (hasAbility(piece.name, 'final-blow') && targetsOf(state, piece).length > 0) out.push({ ability: 'final-blow', piece: id, at: null });
  if (hasAbility(piece.name, 'fear') && adjacentEnemiesOf(state, piece).length > 0) out.push({ ability: 'fear', piece: id, at: null });
  if (hasAbility(piece.name, 'flameburst') && adjacentEnemiesOf(state, piece).some((t) => !petrified(state, t.id))) {
    out.push({ ability: 'flameburst', piece: id, at: null });
  }
  if (hasAbility(piece.name, 'cuff')) {
    for (const t of targetsOf(state, piece)) if (!t.rangestrike) out.push({ ability: 'cuff', piece: id, at: t.target });
  }
  if (hasAbility(piece.name, 'decoy')) {
    const info = landInfo(positionOf(state));
    const taken = new Set(state.pieces.map((p) => p.hex));
    for (const hex of besideHexes(piece.hex!)) {
      if (!taken.has(hex) && info.hazard[hexIndex(hex)] === 'Plain') out.push({ ability: 'decoy', piece: id, at: hex });
    }
  }
  return out;
}

/** 16.5 Necromancer: its drain at the start of its own Strike Phase (before its side strikes), on any enemy but a Master. */
function drains(state: GodsBattleState, piece: GodsBattlePiece): AbilityChoice[] {
  if (!hasAbility(piece.name, 'necromancy') || memoryOf(state).drained.includes(piece.id)) return [];
  if (state.pieces.some((p) => p.side === piece.side && p.struck)) return [];
  return enemiesOn(state, piece)
    .filter((t) => !hasAbility(t.name, 'master-immunity'))
    .map((t) => ({ ability: 'necromancy' as const, piece: piece.id, at: t.id }));
}

/** 13.1, 16.2: every ability use a side may make now (only in its own Strike Phase, with no carry pending). */
export function abilityChoices(state: GodsBattleState, side: GodsSide): AbilityChoice[] {
  if (state.phase !== 'strike' || state.active !== side || state.carry !== null) return [];
  const out: AbilityChoice[] = [];
  for (const p of state.pieces) {
    if (p.side !== side || p.hex === null || p.slain || petrified(state, p.id)) continue;
    out.push(...singleUses(state, p), ...drains(state, p));
  }
  return out;
}

/** Whether the striking side still has an ability to use: its Strike Phase then waits for it (or for its `done`). */
export function abilityWaits(state: GodsBattleState): boolean {
  return abilityChoices(state, state.active).length > 0;
}
