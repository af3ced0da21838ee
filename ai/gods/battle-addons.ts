// What the Gods of Titan battle's own moves are worth to the AI (rules 15 spells, 16 abilities, 17 reinforcement, 18
// summoning): each add-on move the engine lists is read as data — the spell's or ability's effect from the game's
// tables — and worth the expected damage it deals (the shared battle mind's strike odds and piece worths,
// ai/battle/expect.ts) or spares; a reinforcement or a summoned character enters where the shared maneuver scores
// it best. A move worth nothing is not made (the battle goes on with the family's tactics).
import { hitDistribution } from '../../engine/titan/preview/odds.js';
import { contactEnemies, strikeChart, type BattlePosition, type PieceLike } from '../../engine/family/battle/rules.js';
import type { CreatureDef } from '../../engine/family/types.js';
import { GODS_ABILITIES } from '../../engine/gods/data/abilities.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import { creatureOf } from '../../engine/gods/battle/facts.js';
import { slainAtLevel } from '../../engine/gods/battle/spells/cast.js';
import { godsCharacter } from '../../engine/gods/data/characters.js';
import type { GodsAddonMove, GodsBattlePiece, GodsSide } from '../../engine/gods/battle/index.js';
import type { GodsBattleView } from '../../engine/gods/engagement/view.js';
import { damageWorth, pieceWorth, strikeWorth } from '../battle/expect.js';
import { aggression, type BattleStyle, moveGain } from '../battle/maneuver.js';
import { summonWanted } from '../battle/tactics.js';

/** The dice the AI rolls first in a Painchain (15.6: any number, at skill 5). */
export const CHAIN_DICE = 3;

/** The piece of a position by id. */
function pieceIn(pos: BattlePosition, id: string | undefined): PieceLike | undefined {
  return id === undefined ? undefined : pos.pieces.find((p) => p.id === id && !p.slain);
}

/** Expected worth of `k` certain hits on a piece (a kill counted double, as every strike is). */
function hitsWorth(pos: BattlePosition, target: PieceLike, k: number): number {
  const dist = new Float64Array(k + 1);
  dist[k] = 1;
  return damageWorth(pos, target, dist).worth;
}

/** Expected worth of `dice` dice at `skill` on a target (13.4's chart number from the two skills, no hazard). */
function diceWorth(pos: BattlePosition, target: PieceLike, dice: number, skill: number): number {
  const c = pos.creatures[target.creature];
  const need = (pos.hooks?.strikeNumber ?? strikeChart)(skill, c?.skill ?? 3, 0);
  return damageWorth(pos, target, hitDistribution(dice, need)).worth;
}

/** The living enemies of a side on the battleland, Masters left out where `masters` is false (14.6: immune to magic). */
function enemies(pos: BattlePosition, side: GodsSide, masters: boolean): PieceLike[] {
  return pos.pieces.filter((p) => p.side !== side && !p.slain && p.hex !== null && (masters || pos.creatures[p.creature]?.kind !== 'titan'));
}

/** What the enemies in contact with a piece are expected to strike from it: what sparing or slowing them is worth. */
function strikeBack(pos: BattlePosition, piece: PieceLike): number {
  return contactEnemies(pos, piece.id).reduce((n, e) => n + strikeWorth(pos, e, piece), 0);
}

/** 15.6: what casting a spell is worth, by its effect. */
function spellWorth(pos: BattlePosition, side: GodsSide, m: Extract<GodsAddonMove, { type: 'castSpell' }>): number {
  const effect = GODS_SPELLS[m.spell]?.effect;
  const target = pieceIn(pos, m.piece);
  switch (effect?.kind) {
    case 'mass-strike':
      return enemies(pos, side, false).reduce((n, e) => n + diceWorth(pos, e, effect.dice, effect.skill), 0);
    case 'slay-level':
      return enemies(pos, side, false).reduce((n, e) => n + (slainAtLevel(pos.creatures[e.creature]?.name ?? '', effect.level) ? hitsWorth(pos, e, e.power - e.hits) : 0), 0);
    case 'chain-strike':
      return target && m.dice === CHAIN_DICE ? diceWorth(pos, target, CHAIN_DICE, effect.skill) : 0;
    case 'enslave':
      return target ? 2 * pieceWorth(pos, target) : 0;
    case 'shield':
      return target ? strikeBack(pos, target) : 0;
    default:
      return 0;
  }
}

/** 16.5: what using a single-use ability (or the Necromancer's drain) is worth, by its effect. */
function abilityWorth(pos: BattlePosition, m: Extract<GodsAddonMove, { type: 'useAbility' }>): number {
  const user = pieceIn(pos, m.piece);
  if (!user) return 0;
  const target = pieceIn(pos, m.target);
  if (m.ability === 'necromancy') return target ? hitsWorth(pos, target, 1) : 0;
  const effect = GODS_ABILITIES[m.ability].effect;
  switch (effect.kind) {
    case 'slay':
      // the Deathbringer takes twice the target's remaining hits (A12)
      return target ? hitsWorth(pos, target, target.power - target.hits) - hitsWorth(pos, user, effect.selfDamagePerTargetHit * (target.power - target.hits)) : 0;
    case 'extra-damage':
      return effect.targets === 'strike-target'
        ? (target ? hitsWorth(pos, target, effect.damage) : 0)
        : contactEnemies(pos, user.id).reduce((n, e) => n + hitsWorth(pos, e, effect.damage), 0);
    case 'halve-power':
      return strikeBack(pos, user) / 2;
    default:
      return 0;
  }
}

/** A11: a Basilisk's answer to the enemy strike held for it — turning to stone is worth the held hits it escapes,
 * taking them is worth its own strike it keeps (stone, it does nothing until its next maneuver). */
function stoneWorth(battle: GodsBattleView, pos: BattlePosition, m: Extract<GodsAddonMove, { type: 'stoneCold' }>): number {
  const basilisk = pieceIn(pos, m.piece);
  const hits = battle.addons.abilities?.held?.hits ?? 0;
  if (!basilisk) return 0;
  if (m.petrify) return hitsWorth(pos, basilisk, Math.min(hits, basilisk.power - basilisk.hits));
  return contactEnemies(pos, basilisk.id).reduce((n, e) => Math.max(n, strikeWorth(pos, basilisk, e)), 0);
}

/** What an add-on move is worth to `side` (0: not made). Reinforcements and summons are chosen by `joiningMove`. */
export function addonWorth(battle: GodsBattleView, pos: BattlePosition, side: GodsSide, m: GodsAddonMove): number {
  switch (m.type) {
    case 'stoneCold':
      return stoneWorth(battle, pos, m);
    case 'castSpell':
      return spellWorth(pos, side, m);
    case 'useAbility':
      return abilityWorth(pos, m);
    case 'painchainLink': {
      const target = pieceIn(pos, m.target);
      return target ? pieceWorth(pos, target) : 0;
    }
    default:
      return 0;
  }
}

/** A character about to join the battle (17.1, 18.2), waiting off the battleland, added to the position. */
function joiner(battle: GodsBattleView, pos: BattlePosition, side: GodsSide, name: string): { pos: BattlePosition; id: string; def: CreatureDef } | null {
  const row = godsCharacter(name);
  if (!row) return null;
  const id = `joining-${name}`;
  const piece: GodsBattlePiece = { id, name, side, hex: null, hits: 0, power: row.power, moved: false, struck: false, mustStrike: false, slain: false, slainBy: null };
  const def = creatureOf(piece, battle.roles[side]);
  return { pos: { ...pos, creatures: { ...pos.creatures, [id]: def }, pieces: [...pos.pieces, { id, creature: id, side, hex: null, hits: 0, power: row.power }] }, id, def };
}

/** The reinforcement (17.1, always taken: it is free) or summons (18.2, when the battle needs it) to make, each a
 * character entering at a hex: the strongest one, at the hex the shared maneuver scores best; null: none. `name`
 * names the joining character of a move. */
export function joiningMove<M extends GodsAddonMove>(
  battle: GodsBattleView, pos: BattlePosition, side: GodsSide, moves: readonly M[], name: (m: M) => string | null, style: BattleStyle,
): M | null {
  if (moves.length === 0 || (moves[0]!.type === 'summon' && !summonWanted(pos, side))) return null;
  const aggr = aggression(pos, side);
  let best: { m: M; v: number } | null = null;
  for (const m of moves) {
    const who = name(m);
    const hex = 'hex' in m ? m.hex : undefined;
    if (who === null || typeof hex !== 'string') continue;
    const j = joiner(battle, pos, side, who);
    if (!j) continue;
    const v = j.def.power * j.def.skill * 100 + moveGain(j.pos, j.id, hex, style, aggr);
    if (!best || v > best.v) best = { m, v };
  }
  return best?.m ?? null;
}
