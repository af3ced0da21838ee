// Casting a spell and resolving it (rules 15.2, 15.6): the counter leaves the side's hand for good, the spell is
// recorded as the side's one spell of the battle (15.4), and its effect is applied as its data says — with the dice
// from the battle's PRNG and an event naming the caster, the spell and the result.
import { GODS_BATTLELANDS } from '../../data/battlelands.js';
import { GODS_SPELLS } from '../../data/spells.js';
import { MUSTER_TABLE } from '../../rules/muster-tables.js';
import type { HexHazard } from '../../../family/types.js';
import { advanceIfIdle, withHits } from '../flow.js';
import { chartRow } from '../position.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleState, GodsSide } from '../types.js';
import { chainTargets, enemiesOnBoard } from './choices.js';
import { effectOf } from './effect-of.js';
import { turnedLand } from './ground.js';
import { castBy, seatSide, spellsOf, updateCast, withSpells, type CastSpell } from './memory.js';
import { spellStrike } from './strike.js';
import { summonedDemon } from './summon.js';

/** A10: the Creatures of a mustering level — level 1 heads a chain of the Mustering Table. */
function ofLevel(level: number): ReadonlySet<string> {
  return new Set(Object.values(MUSTER_TABLE).flatMap((g) => g.chains.flatMap((c) => c.steps[level - 1]?.creature ?? [])));
}

/** The Creature classes (3.7, 27.3, 27.4) Wimps Vacation reaches. */
const CREATURE_CLASSES: ReadonlySet<string> = new Set(['creature', 'sea-creature', 'dark-creature']);

function setPiece(state: GodsBattleState, id: string, change: Partial<GodsBattlePiece>): GodsBattleState {
  return { ...state, pieces: state.pieces.map((p) => (p.id === id ? { ...p, ...change } : p)) };
}

/** 15.6 Painchain: rolls `dice` at a target; the hits roll on at a next target unless this one died or none is left. */
function chainLink(state: GodsBattleState, side: GodsSide, cast: CastSpell, target: string, dice: number, events: GodsBattleEvent[]): GodsBattleState {
  const e = effectOf('painchain', 'chain-strike')!;
  const [s, hits] = spellStrike(state, 'painchain', cast.caster, target, dice, e.skill, events);
  const struck = [...(cast.chain?.struck ?? []), target];
  const died = s.pieces.find((p) => p.id === target)?.slain ?? true;
  const link = died || hits === 0 ? null : { dice: hits, last: target, struck };
  const next = updateCast(s, side, { chain: link });
  if (link && chainTargets(next, side, castBy(next, side)!).length === 0) {
    events.push({ type: 'spell', spell: 'painchain', caster: cast.caster, target: null, result: 'no enemy next to the last target' });
    return updateCast(next, side, { chain: null });
  }
  return next;
}

/** The effect of a spell just cast by `cast.caster` of `side`, with the words of its choice after the caster. */
function resolve(state: GodsBattleState, side: GodsSide, cast: CastSpell, args: readonly string[], events: GodsBattleEvent[]): GodsBattleState {
  const { spell, caster } = cast;
  const effect = GODS_SPELLS[spell]!.effect;
  const note = (target: string | null, result: string): void => {
    events.push({ type: 'spell', spell, caster, target, result });
  };
  switch (effect.kind) {
    case 'hazard': {
      const [hex, hazard] = args as [string, HexHazard];
      const old = state.land.hexes[hex] ?? { hazard: 'Plain', elevation: 0, hexsides: [null, null, null, null, null, null] };
      note(hex, `${old.hazard} becomes ${hazard}`);
      return { ...state, land: { ...state.land, hexes: { ...state.land.hexes, [hex]: { ...old, hazard } } } };
    }
    case 'shield':
    case 'enslave': {
      const target = args[0]!;
      note(target, effect.kind === 'shield' ? 'shielded for the enemy strikeback' : 'enslaved');
      const s = updateCast(state, side, { piece: target });
      return effect.kind === 'shield' ? s : setPiece(s, target, { side, struck: false, mustStrike: false });
    }
    case 'mass-strike': {
      let s = state;
      for (const p of enemiesOnBoard(state, side)) s = spellStrike(s, spell, caster, p.id, effect.dice, effect.skill, events)[0];
      return s;
    }
    case 'slay-level': {
      let s = state;
      const level = ofLevel(effect.level);
      for (const p of state.pieces.filter((x) => x.side !== side && !x.slain && level.has(x.name))) {
        if (!CREATURE_CLASSES.has(chartRow(p.name)!.cls)) continue;
        note(p.id, 'slain');
        s = withHits(s, p.id, p.power - p.hits, caster, events);
      }
      return s;
    }
    case 'teleport': {
      const [piece, hex] = args as [string, string];
      note(piece, `teleported to ${hex}`);
      return setPiece(state, piece, { hex });
    }
    case 'battle-round': {
      const round = state.round + Number(args[0]);
      note(null, `battle round ${state.round} becomes ${round}`);
      return { ...state, round };
    }
    case 'summon': {
      const hex = args[0]!;
      const { state: s, piece } = summonedDemon(state, side, hex);
      note(piece.id, `${piece.name} summoned to ${hex}`);
      return updateCast(s, side, { piece: piece.id });
    }
    case 'landscaping': {
      const [terrain, turns] = args as [string, string];
      const def = GODS_BATTLELANDS[terrain]!;
      note(null, `the battleland becomes ${terrain}, turned ${turns}`);
      const land = turnedLand({ terrain: def.terrain, tower: def.tower, startList: def.startList, hexes: def.hexes }, Number(turns));
      return { ...state, land };
    }
    case 'chain-strike':
      return chainLink(state, side, cast, args[0]!, Number(args[1]), events);
    case 'legion-flight':
    case 'legion-native':
    case 'deadlock':
    case 'swap-enemies':
      note(null, 'in effect for the rest of the battle');
      return state;
  }
}

/** 15.6 Chaos: two enemies change places (in melee too), each once. */
function swap(state: GodsBattleState, side: GodsSide, cast: CastSpell, a: string, b: string, events: GodsBattleEvent[]): GodsBattleState {
  const pa = state.pieces.find((p) => p.id === a)!;
  const pb = state.pieces.find((p) => p.id === b)!;
  events.push({ type: 'spell', spell: 'chaos', caster: cast.caster, target: a, result: `swapped with ${b}` });
  const s = setPiece(setPiece(state, a, { hex: pb.hex }), b, { hex: pa.hex });
  return updateCast(s, side, { swapped: [...cast.swapped, a, b] });
}

/** Applies a spell choice the extension offered (spellChoices) to the battle. */
export function applySpell(state: GodsBattleState, player: string, choice: string, events: GodsBattleEvent[]): GodsBattleState {
  const side = seatSide(state, player)!;
  const [word, ...args] = choice.split(' ') as [string, ...string[]];
  const cast = castBy(state, side);
  let s: GodsBattleState;
  if (word === 'swap') s = swap(state, side, cast!, args[0]!, args[1]!, events);
  else if (word === 'chain') s = chainLink(state, side, cast!, args[0]!, cast!.chain!.dice, events);
  else {
    const memory = spellsOf(state)!;
    const held = [...memory.held[side]];
    held.splice(held.indexOf(word), 1);
    const record: CastSpell = { spell: word, caster: args[0]!, round: state.round, piece: null, swapped: [], chain: null };
    events.push({ type: 'spell', spell: word, caster: record.caster, target: null, result: 'cast' });
    const armed = withSpells(state, { held: { ...memory.held, [side]: held }, cast: { ...memory.cast, [side]: record } });
    s = resolve(armed, side, record, args.slice(1), events);
  }
  return advanceIfIdle(s, events);
}
