// Casting a spell and resolving it (rules 15.2, 15.6): the counter leaves the side's hand for good, the spell is
// recorded as the side's one spell of the battle (15.4), and its effect is applied as its data says — with the dice
// from the battle's PRNG and a `spell` event naming the caster, the spell and what it did.
import { GODS_BATTLELANDS } from '../../data/battlelands.js';
import { GODS_SPELLS } from '../../data/spells.js';
import { MUSTER_TABLE } from '../../rules/muster-tables.js';
import type { HexHazard } from '../../../family/types.js';
import type { GodsBattleCore } from '../addon.js';
import type { GodsCastSpell, GodsSpellDeed, GodsSpellMove } from '../addon-shapes.js';
import { chartRow } from '../facts.js';
import { seatSide } from '../order.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleState, GodsSide } from '../types.js';
import { chainTargets, enemiesOnBoard } from './choices.js';
import { effectOf } from './effect-of.js';
import { turnedLand } from './ground.js';
import { castBy, spellsOf, updateCast, withSpells } from './memory.js';
import type { CastSpell } from './memory-shape.js';
import { spellStrike } from './strike.js';
import { summonedDemon } from './summon.js';

/** A10: the Creatures of a mustering level — level 1 heads a chain of the Mustering Table. */
function ofLevel(level: number): ReadonlySet<string> {
  return new Set(Object.values(MUSTER_TABLE).flatMap((g) => g.chains.flatMap((c) => c.steps[level - 1]?.creature ?? [])));
}

/** The Creature classes (3.7, 27.3, 27.4) Wimps Vacation reaches. */
const CREATURE_CLASSES: ReadonlySet<string> = new Set(['creature', 'sea-creature', 'dark-creature']);

/** A10: whether a character is a Creature of the mustering level a Wimps Vacation slays (the AI weighs the spell by it). */
export function slainAtLevel(name: string, level: number): boolean {
  return ofLevel(level).has(name) && CREATURE_CLASSES.has(chartRow(name)?.cls ?? '');
}

function setPiece(state: GodsBattleState, id: string, change: Partial<GodsBattlePiece>): GodsBattleState {
  return { ...state, pieces: state.pieces.map((p) => (p.id === id ? { ...p, ...change } : p)) };
}

/** 15.6 Painchain: rolls `dice` at a target; the hits roll on at a next target unless this one died or none is left. */
function chainLink(
  state: GodsBattleState, side: GodsSide, cast: CastSpell, target: string, dice: number, core: GodsBattleCore, events: GodsBattleEvent[],
): GodsBattleState {
  const e = effectOf('painchain', 'chain-strike')!;
  const [s, hits] = spellStrike(state, 'painchain', cast.caster, target, dice, e.skill, core, events);
  const struck = [...(cast.chain?.struck ?? []), target];
  const died = s.pieces.find((p) => p.id === target)?.slain ?? true;
  const link = died || hits === 0 ? null : { dice: hits, last: target, struck };
  const next = updateCast(s, side, { chain: link });
  if (link && chainTargets(next, side, castBy(next, side)!).length === 0) {
    events.push({ type: 'spell', spell: 'painchain', caster: cast.caster, deed: { kind: 'chain-ended' } });
    return updateCast(next, side, { chain: null });
  }
  return next;
}

/** The effect of a spell just cast by `cast.caster` of `side`, aimed as `move` says. */
function resolve(state: GodsBattleState, side: GodsSide, cast: CastSpell, move: GodsCastSpell, core: GodsBattleCore, events: GodsBattleEvent[]): GodsBattleState {
  const { spell, caster } = cast;
  const effect = GODS_SPELLS[spell]!.effect;
  const note = (deed: GodsSpellDeed): void => {
    events.push({ type: 'spell', spell, caster, deed });
  };
  switch (effect.kind) {
    case 'hazard': {
      const hex = move.hex!;
      const hazard = move.hazard as HexHazard;
      const old = state.land.hexes[hex] ?? { hazard: 'Plain', elevation: 0, hexsides: [null, null, null, null, null, null] };
      note({ kind: 'hazard', hex, was: old.hazard, hazard });
      return { ...state, land: { ...state.land, hexes: { ...state.land.hexes, [hex]: { ...old, hazard } } } };
    }
    case 'shield':
    case 'enslave': {
      const target = move.piece!;
      note({ kind: effect.kind === 'shield' ? 'shielded' : 'enslaved', piece: target });
      const s = updateCast(state, side, { piece: target });
      return effect.kind === 'shield' ? s : setPiece(s, target, { side, struck: false, mustStrike: false });
    }
    case 'mass-strike': {
      let s = state;
      for (const p of enemiesOnBoard(state, side)) s = spellStrike(s, spell, caster, p.id, effect.dice, effect.skill, core, events)[0];
      return s;
    }
    case 'slay-level': {
      let s = state;
      for (const p of state.pieces.filter((x) => x.side !== side && !x.slain && slainAtLevel(x.name, effect.level))) {
        note({ kind: 'slain', piece: p.id });
        s = core.hit(s, p.id, p.power - p.hits, caster, events);
      }
      return s;
    }
    case 'teleport': {
      note({ kind: 'teleported', piece: move.piece!, hex: move.hex! });
      return setPiece(state, move.piece!, { hex: move.hex! });
    }
    case 'battle-round': {
      const round = state.round + move.rounds!;
      note({ kind: 'round', from: state.round, to: round });
      return { ...state, round };
    }
    case 'summon': {
      const hex = move.hex!;
      const { state: s, piece } = summonedDemon(state, side, hex);
      note({ kind: 'summoned', piece: piece.id, name: piece.name, hex });
      return updateCast(s, side, { piece: piece.id });
    }
    case 'landscaping': {
      const terrain = move.land!;
      const turns = move.turns!;
      const def = GODS_BATTLELANDS[terrain]!;
      note({ kind: 'landscaped', land: terrain, turns });
      const land = turnedLand({ terrain: def.terrain, tower: def.tower, startList: def.startList, hexes: def.hexes }, turns);
      return { ...state, land };
    }
    case 'chain-strike':
      return chainLink(state, side, cast, move.piece!, move.dice!, core, events);
    case 'legion-flight':
    case 'legion-native':
    case 'deadlock':
    case 'swap-enemies':
      note({ kind: 'lasting' });
      return state;
  }
}

/** 15.6 Chaos: two enemies change places (in melee too), each once. */
function swap(state: GodsBattleState, side: GodsSide, cast: CastSpell, pieces: readonly [string, string], events: GodsBattleEvent[]): GodsBattleState {
  const [a, b] = pieces;
  const pa = state.pieces.find((p) => p.id === a)!;
  const pb = state.pieces.find((p) => p.id === b)!;
  events.push({ type: 'spell', spell: 'chaos', caster: cast.caster, deed: { kind: 'swapped', pieces: [a, b] } });
  const s = setPiece(setPiece(state, a, { hex: pb.hex }), b, { hex: pa.hex });
  return updateCast(s, side, { swapped: [...cast.swapped, a, b] });
}

/** Applies a spell action the add-on offered (spellActions) to the battle. */
export function applySpell(state: GodsBattleState, player: string, move: GodsSpellMove, core: GodsBattleCore, events: GodsBattleEvent[]): GodsBattleState {
  const side = seatSide(state, player)!;
  const cast = castBy(state, side);
  if (move.type === 'chaosSwap') return swap(state, side, cast!, move.pieces, events);
  if (move.type === 'painchainLink') return chainLink(state, side, cast!, move.target, cast!.chain!.dice, core, events);
  const memory = spellsOf(state)!;
  const held = [...memory.held[side]];
  held.splice(held.indexOf(move.spell), 1);
  const record: CastSpell = { spell: move.spell, caster: move.caster, round: state.round, piece: null, swapped: [], chain: null };
  const name = state.pieces.find((p) => p.id === move.caster)!.name;
  events.push({ type: 'spell', spell: move.spell, caster: record.caster, deed: { kind: 'cast', name } });
  const armed = withSpells(state, { held: { ...memory.held, [side]: held }, cast: { ...memory.cast, [side]: record } });
  return resolve(armed, side, record, move, core, events);
}
