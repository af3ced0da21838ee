// The lasting effects of cast spells (rules 15.6) as the battle's rules read them, through the add-on hooks:
// Footsore (the caster's legion flies), Homeland (native to every hazard), Deadlock (enemies grounded, 1 damage per
// hex moved, no move at 1 hit left), Landscaping (stranded characters −1 skill and 1 damage each Strike Phase), Shield
// (no damage in the enemy strikeback of the casting phase, A9) and Summon (the Demon's decay).
import { rangeByIndex, hexIndex } from '../../../family/battle/grid.js';
import type { BattlePosition } from '../../../family/battle/position.js';
import { entryHexes } from '../../../family/battle/rules.js';
import type { CreatureDef } from '../../../family/types.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS } from '../../data/hazard-names.js';
import type { GodsBattleCore } from '../addon.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleState, GodsSide } from '../types.js';
import { effectOf } from './effect-of.js';
import { mayStandOn } from './ground.js';
import { castBy, sidesThatCast } from './memory.js';
import { demonId } from './summon.js';

const HEX_NAMES: readonly string[] = GODS_HEX_HAZARDS;
const SIDE_NAMES: readonly string[] = GODS_HEXSIDE_HAZARDS;

/** Whether a side's own spell `spell` works on a piece of `on` (its own side, or the enemy). */
function under(state: GodsBattleState, spell: string, piece: GodsBattlePiece, on: 'own' | 'enemy'): GodsSide | null {
  for (const side of sidesThatCast(state, spell)) if ((on === 'own') === (piece.side === side)) return side;
  return null;
}

/** 15.6 Landscaping: a piece standing where it could not stand on the new battleland (facts `c`). */
function stranded(state: GodsBattleState, piece: GodsBattlePiece, c: CreatureDef): boolean {
  return piece.hex !== null && sidesThatCast(state, 'landscaping').length > 0 && !mayStandOn(state.land, c, piece, piece.hex);
}

/** A piece's facts under Footsore, Homeland, Deadlock (grounding wins over Footsore) and Landscaping. */
export function spellCreature(state: GodsBattleState, piece: GodsBattlePiece, def: CreatureDef): CreatureDef {
  let c = def;
  if (under(state, 'footsore', piece, 'own')) c = { ...c, flies: true };
  const homeland = effectOf('homeland', 'legion-native')!;
  if (under(state, 'homeland', piece, 'own')) {
    c = {
      ...c,
      nativeHexes: homeland.hazards.filter((h) => HEX_NAMES.includes(h)),
      nativeHexsides: homeland.hazards.filter((h) => SIDE_NAMES.includes(h)),
    };
  }
  if (under(state, 'deadlock', piece, 'enemy')) c = { ...c, flies: false };
  if (stranded(state, piece, c)) c = { ...c, skill: Math.max(0, c.skill - effectOf('landscaping', 'landscaping')!.strandedSkillLoss) };
  return c;
}

/** Hits a piece takes as a strike phase begins: the summoned Demon's decay, a stranded character's damage. */
export function spellPhaseDamage(state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece): number {
  const summon = effectOf('summon', 'summon')!;
  const decay = sidesThatCast(state, 'summon').some((side) => piece.id === demonId(side)) ? summon.damagePerStrikePhase : 0;
  const c = pos.creatures[piece.id];
  const strand = c && stranded(state, piece, c) ? effectOf('landscaping', 'landscaping')!.strandedDamagePerStrikePhase : 0;
  return decay + strand;
}

/** A9 Shield: the shielded character takes no damage in the enemy strikeback of the phase it was cast in. */
export function spellDamage(state: GodsBattleState, piece: GodsBattlePiece, hits: number): number {
  const side = under(state, 'shield', piece, 'own');
  const cast = side ? castBy(state, side) : null;
  const now = cast !== null && state.phase === 'strikeback' && state.active === side && state.round === cast.round;
  return now && cast.piece === piece.id ? 0 : hits;
}

/** Deadlock: the hexes a move to `hex` costs — the range walked, or entering: the entry hex and each hex after it. */
function hexesMoved(pos: BattlePosition, piece: GodsBattlePiece, from: string | null, hex: string): number {
  if (from !== null) return rangeByIndex(hexIndex(from), hexIndex(hex)) - 1;
  const entries = entryHexes(pos, piece.side);
  return Math.min(...entries.map((e) => rangeByIndex(hexIndex(e), hexIndex(hex))));
}

/** Deadlock: an enemy moves only as far as leaves it at least one hit (1 damage per hex moved). */
export function spellMoves(state: GodsBattleState, pos: BattlePosition, piece: GodsBattlePiece, hexes: readonly string[]): readonly string[] {
  if (!under(state, 'deadlock', piece, 'enemy')) return hexes;
  const left = piece.power - piece.hits - effectOf('deadlock', 'deadlock')!.cannotMoveAtHitsLeft;
  return hexes.filter((h) => hexesMoved(pos, piece, piece.hex, h) * effectOf('deadlock', 'deadlock')!.damagePerHex <= left);
}

/** Deadlock: an enemy that moved takes 1 damage per hex moved. */
export function spellMoved(state: GodsBattleState, piece: GodsBattlePiece, from: string | null, core: GodsBattleCore, events: GodsBattleEvent[]): GodsBattleState {
  const side = under(state, 'deadlock', piece, 'enemy');
  if (!side || piece.hex === null) return state;
  const caster = castBy(state, side)!.caster;
  const hits = hexesMoved(core.position(state), piece, from, piece.hex) * effectOf('deadlock', 'deadlock')!.damagePerHex;
  events.push({ type: 'spell', spell: 'deadlock', caster, deed: { kind: 'deadlock', piece: piece.id, hits } });
  return core.hit(state, piece.id, hits, caster, events);
}
