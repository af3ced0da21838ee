// Who may cast which spell now, and at what (rules 15.1–15.5): a Caster of the side in its own Strike Phase (after
// its maneuver, with or without its strike, in melee too), a spell its side holds of grade ≤ its skill, one spell per
// legion per battle, none while any Master is on the battleland; every legal aim is an action of its own, and so is
// each follow-up of a spell cast (15.6 Chaos: a swap; Painchain: the next link).
import { GODS_BATTLELANDS } from '../../data/battlelands.js';
import { GODS_SPELLS } from '../../data/spells.js';
import { hexNeighbour } from '../../../family/battle/grid.js';
import type { GodsBattleCore } from '../addon.js';
import type { GodsSpellAim, GodsSpellMove } from '../addon-shapes.js';
import { chartRow, creatureIn, hasAbility } from '../facts.js';
import { LAST_ROUND, seatSide } from '../order.js';
import type { GodsBattlePiece, GodsBattleState, GodsSide } from '../types.js';
import { ORIENTATIONS, standsOn, unoccupied } from './ground.js';
import { castBy, spellsOf } from './memory.js';
import type { CastSpell } from './memory-shape.js';
import { summonedDemon } from './summon.js';

/** 15.6 Painchain, our bound: the caster chooses 1 to this many dice ("as many as desired", listed as data). */
export const PAINCHAIN_MAX_DICE = 12;

/** 15.5: a Master (any side) still alive in the battle blocks every spell. */
export function mastersBlock(state: GodsBattleState): boolean {
  return state.pieces.some((p) => !p.slain && hasAbility(p.name, 'master-spell-block'));
}

/** The enemies of a side on the battleland and not yet slain. */
export function enemiesOnBoard(state: GodsBattleState, side: GodsSide): GodsBattlePiece[] {
  return state.pieces.filter((p) => p.side !== side && p.hex !== null && !p.slain);
}

/** 15.1, 15.3: the side's Casters (the chart's Ying-Yang, A14) on the battleland and their skill, their magic grade. */
function casters(state: GodsBattleState, side: GodsSide, core: GodsBattleCore): { id: string; skill: number }[] {
  const pos = core.position(state);
  return state.pieces
    .filter((p) => p.side === side && p.hex !== null && (chartRow(p.name)?.caster ?? false))
    .map((p) => ({ id: p.id, skill: creatureIn(pos, p.id).skill }));
}

/** Every legal aim of one spell. */
function aims(state: GodsBattleState, side: GodsSide, spell: string, core: GodsBattleCore): GodsSpellAim[] {
  const pos = core.position(state);
  const free = unoccupied(pos);
  const onBoard = state.pieces.filter((p) => p.hex !== null && !p.slain);
  const effect = GODS_SPELLS[spell]!.effect;
  switch (effect.kind) {
    case 'hazard':
      return free.flatMap((hex) => effect.hazards.filter((h) => h !== (state.land.hexes[hex]?.hazard ?? 'Plain')).map((hazard) => ({ hex, hazard })));
    case 'shield':
      return onBoard.filter((p) => p.side === side).map((p) => ({ piece: p.id }));
    case 'teleport':
      return onBoard.flatMap((p) => free.filter((h) => standsOn(pos, p, h)).map((hex) => ({ piece: p.id, hex })));
    case 'battle-round':
      // Timewarp: the data's steps (one box forward or back), within the battle's seven rounds.
      return effect.steps.filter((n) => state.round + n >= 1 && state.round + n <= LAST_ROUND).map((rounds) => ({ rounds }));
    case 'summon': {
      const demon = summonedDemon(state, side, null);
      const at = core.position(demon.state);
      return free.filter((h) => standsOn(at, demon.piece, h)).map((hex) => ({ hex }));
    }
    case 'landscaping':
      return Object.keys(GODS_BATTLELANDS).flatMap((land) => ORIENTATIONS.map((turns) => ({ land, turns })));
    case 'chain-strike':
      return enemiesOnBoard(state, side).flatMap((p) => Array.from({ length: PAINCHAIN_MAX_DICE }, (_, n) => ({ piece: p.id, dice: n + 1 })));
    case 'enslave':
      return enemiesOnBoard(state, side).map((p) => ({ piece: p.id }));
    default:
      return [{}];
  }
}

/** 15.6 Chaos: the swaps still open — two enemies not yet swapped, each able to stand on the other's hex. */
function swaps(state: GodsBattleState, side: GodsSide, cast: CastSpell, core: GodsBattleCore): GodsSpellMove[] {
  const pos = core.position(state);
  const open = enemiesOnBoard(state, side).filter((p) => !cast.swapped.includes(p.id));
  const out: GodsSpellMove[] = [];
  for (const [i, p] of open.entries()) {
    for (const q of open.slice(i + 1)) {
      if (standsOn(pos, p, q.hex!) && standsOn(pos, q, p.hex!)) out.push({ type: 'chaosSwap', pieces: [p.id, q.id] });
    }
  }
  return out;
}

/** 15.6 Painchain: the enemies next to the last target not yet rolled at. */
export function chainTargets(state: GodsBattleState, side: GodsSide, cast: CastSpell): string[] {
  const link = cast.chain;
  const last = state.pieces.find((p) => p.id === link?.last);
  if (!link || !last?.hex) return [];
  const around = new Set([0, 1, 2, 3, 4, 5].map((s) => hexNeighbour(last.hex!, s)));
  return enemiesOnBoard(state, side).filter((p) => around.has(p.hex!) && !link.struck.includes(p.id)).map((p) => p.id);
}

/** Whether it is the side's own Strike Phase, its strikes step, with nothing else pending and an enemy on the
 * battleland to cast against (15.2: "only the attacker can attack in the first Battle-Round", so he casts first). */
function ownStrikePhase(state: GodsBattleState, side: GodsSide): boolean {
  if (state.phase !== 'strike' || state.active !== side || state.carry !== null || state.conceding !== null) return false;
  return state.pieces.some((p) => p.side !== side && p.hex !== null);
}

/**
 * Whether the seat's strike step waits for a spell: it has a follow-up to choose, or it has not cast, holds a counter,
 * has a Caster on the battleland and no Master blocks — whether or not a counter it holds is castable, so that the
 * other seat does not learn that from the waiting (the number of counters is no secret).
 */
export function spellWaits(state: GodsBattleState, player: string, core: GodsBattleCore): boolean {
  const memory = spellsOf(state);
  const side = seatSide(state, player);
  if (!memory || side === null || !ownStrikePhase(state, side)) return false;
  if (castBy(state, side)) return spellActions(state, player, core).length > 0;
  return memory.held[side].length > 0 && !mastersBlock(state) && casters(state, side, core).length > 0;
}

/** Every spell action of a seat now. */
export function spellActions(state: GodsBattleState, player: string, core: GodsBattleCore): GodsSpellMove[] {
  const memory = spellsOf(state);
  const side = seatSide(state, player);
  if (!memory || side === null || state.phase === 'over' || state.conceding !== null) return [];
  const cast = castBy(state, side);
  if (cast?.chain) return chainTargets(state, side, cast).map((target) => ({ type: 'painchainLink', target }));
  if (!ownStrikePhase(state, side)) return [];
  if (cast) return cast.spell === 'chaos' && cast.round === state.round ? swaps(state, side, cast, core) : [];
  if (memory.held[side].length === 0 || mastersBlock(state)) return [];
  const out: GodsSpellMove[] = [];
  const able = casters(state, side, core);
  for (const spell of new Set(memory.held[side])) {
    const who = able.filter((c) => GODS_SPELLS[spell]!.grade <= c.skill);
    if (who.length === 0) continue;
    const all = aims(state, side, spell, core);
    for (const c of who) for (const aim of all) out.push({ type: 'castSpell', spell, caster: c.id, ...aim });
  }
  return out;
}
