// Gods of Titan's 16 spells (rules 15, 15.6 spell overview; spells.tsv) as data: grade and a typed effect with its
// parameters, for the battle engine to implement. Where the English and German texts differ, the reading chosen is
// named by its ambiguity number (docs/gods-of-titan-characters.md, Decisions).
import { GODS_HEX_HAZARDS, type GodsHazard, type GodsHexHazard, GODS_HEXSIDE_HAZARDS } from './hazard-names.js';

/** Rules 15.3: a spell's grade; a Caster casts grades up to its skill. */
export type GodsSpellGrade = 2 | 3 | 4 | 5;

/** What a spell does. Durations: 'battle' is the rest of the battle. */
export type GodsSpellEffect =
  /** Create Hazard: an unoccupied hex becomes any hex hazard (never a hexside) for the battle; Plain removes one. */
  | { readonly kind: 'hazard'; readonly hazards: readonly GodsHexHazard[]; readonly hex: 'unoccupied'; readonly lasts: 'battle' }
  /** Shield: one of the caster's own characters takes no damage from the enemy's next strikeback (A9). */
  | { readonly kind: 'shield'; readonly target: 'own-character'; readonly lasts: 'next-enemy-strikeback' }
  /** Shockwave, Quake, Inferno: every enemy takes a strike of `dice` at `skill`; the target's hazard defences count (A15). */
  | { readonly kind: 'mass-strike'; readonly dice: number; readonly skill: number }
  /** Wimps Vacation: every enemy Creature of mustering level 1 is slain; scored; back to its pool after scoring (A10). */
  | { readonly kind: 'slay-level'; readonly level: number; readonly scored: true }
  /** Footsore: every character of the caster's legion flies for the battle. */
  | { readonly kind: 'legion-flight'; readonly lasts: 'battle' }
  /** Teleport: any character, the caster too, friend or foe, to an unoccupied hex it may stand on. */
  | { readonly kind: 'teleport'; readonly target: 'any-character'; readonly hex: 'unoccupied-enterable' }
  /** Timewarp: the battle-round marker one box forward or back; the defender reinforces once at most. */
  | { readonly kind: 'battle-round'; readonly steps: readonly number[]; readonly reinforcementsAtMost: number }
  /** Chaos: swap the hexes of pairs of enemy characters, melee or not, each character once. */
  | { readonly kind: 'swap-enemies'; readonly eachCharacterOnce: true; readonly evenInMelee: true }
  /** Homeland: every character of the caster's legion is native to every hazard for the battle. */
  | { readonly kind: 'legion-native'; readonly hazards: readonly GodsHazard[]; readonly lasts: 'battle' }
  /** Summon: a red Demon on an unoccupied hex; 1 damage each Strike Phase (it still strikes when that kills it). */
  | {
    readonly kind: 'summon';
    readonly character: string;
    readonly hex: 'unoccupied-enterable';
    readonly damagePerStrikePhase: number;
    readonly strikesWhenSlainByDecay: true;
    readonly removedAfterBattle: true;
    readonly countsToLegionSize: false;
    readonly scores: false;
  }
  /** Deadlock: enemies grounded, 1 damage per hex moved, none moves with 1 hit left, for the battle. */
  | {
    readonly kind: 'deadlock';
    readonly grounded: true;
    readonly damagePerHex: number;
    readonly cannotMoveAtHitsLeft: number;
    readonly lasts: 'battle';
  }
  /** Landscaping: another battleland in any orientation; stranded characters lose skill and take damage each phase. */
  | {
    readonly kind: 'landscaping';
    readonly battleland: 'any';
    readonly orientation: 'caster-chooses';
    readonly strandedSkillLoss: number;
    readonly strandedDamagePerStrikePhase: number;
  }
  /** Painchain: any dice at skill 5 on one enemy; the hits roll on at an adjacent enemy until one dies; once each. */
  | {
    readonly kind: 'chain-strike';
    readonly skill: number;
    readonly firstDice: 'caster-chooses';
    readonly nextDice: 'hits-of-last-roll';
    readonly next: 'enemy-adjacent-to-last-target';
    readonly nextChosenBy: 'caster';
    readonly endsWhenOneDies: true;
    readonly onceEach: true;
  }
  /** Slavery: the caster's side controls one enemy for the battle; if its own legion wins, the slave is slain and scored. */
  | { readonly kind: 'enslave'; readonly lasts: 'battle'; readonly ifCasterWins: 'slain-and-scored'; readonly otherwise: 'returns' };

/** One spell. */
export interface GodsSpellDef {
  readonly id: string;
  readonly name: string;
  readonly grade: GodsSpellGrade;
  readonly effect: GodsSpellEffect;
}

/** Rules 2.3, 5.1: every player has one counter of each spell, 16 in all. */
export const SPELL_COUNTERS_PER_PLAYER = 16;

const SPELLS: readonly GodsSpellDef[] = [
  { id: 'create-hazard', name: 'Create Hazard', grade: 2, effect: { kind: 'hazard', hazards: GODS_HEX_HAZARDS, hex: 'unoccupied', lasts: 'battle' } },
  { id: 'shield', name: 'Shield', grade: 2, effect: { kind: 'shield', target: 'own-character', lasts: 'next-enemy-strikeback' } },
  { id: 'shockwave', name: 'Shockwave', grade: 2, effect: { kind: 'mass-strike', dice: 3, skill: 2} },
  { id: 'wimps-vacation', name: 'Wimps Vacation', grade: 2, effect: { kind: 'slay-level', level: 1, scored: true } },
  { id: 'footsore', name: 'Footsore', grade: 3, effect: { kind: 'legion-flight', lasts: 'battle' } },
  { id: 'quake', name: 'Quake', grade: 3, effect: { kind: 'mass-strike', dice: 3, skill: 3} },
  { id: 'teleport', name: 'Teleport', grade: 3, effect: { kind: 'teleport', target: 'any-character', hex: 'unoccupied-enterable' } },
  { id: 'timewarp', name: 'Timewarp', grade: 3, effect: { kind: 'battle-round', steps: [1, -1], reinforcementsAtMost: 1 } },
  { id: 'chaos', name: 'Chaos', grade: 4, effect: { kind: 'swap-enemies', eachCharacterOnce: true, evenInMelee: true } },
  {
    id: 'homeland', name: 'Homeland', grade: 4,
    effect: { kind: 'legion-native', hazards: [...GODS_HEX_HAZARDS, ...GODS_HEXSIDE_HAZARDS], lasts: 'battle' },
  },
  { id: 'inferno', name: 'Inferno', grade: 4, effect: { kind: 'mass-strike', dice: 3, skill: 4} },
  {
    id: 'summon', name: 'Summon', grade: 4,
    effect: {
      kind: 'summon', character: 'Demon', hex: 'unoccupied-enterable', damagePerStrikePhase: 1, strikesWhenSlainByDecay: true,
      removedAfterBattle: true, countsToLegionSize: false, scores: false,
    },
  },
  {
    id: 'deadlock', name: 'Deadlock', grade: 5,
    effect: { kind: 'deadlock', grounded: true, damagePerHex: 1, cannotMoveAtHitsLeft: 1, lasts: 'battle' },
  },
  {
    id: 'landscaping', name: 'Landscaping', grade: 5,
    effect: { kind: 'landscaping', battleland: 'any', orientation: 'caster-chooses', strandedSkillLoss: 1, strandedDamagePerStrikePhase: 1 },
  },
  {
    id: 'painchain', name: 'Painchain', grade: 5,
    effect: {
      kind: 'chain-strike', skill: 5, firstDice: 'caster-chooses', nextDice: 'hits-of-last-roll', next: 'enemy-adjacent-to-last-target',
      nextChosenBy: 'caster', endsWhenOneDies: true, onceEach: true,
    },
  },
  { id: 'slavery', name: 'Slavery', grade: 5, effect: { kind: 'enslave', lasts: 'battle', ifCasterWins: 'slain-and-scored', otherwise: 'returns' } },
];

/** The 16 spells by id, in the order of the spell overview (15.6): four per grade, grades 2 to 5. */
export const GODS_SPELLS: Readonly<Record<string, GodsSpellDef>> = Object.freeze(
  Object.fromEntries(SPELLS.map((spell) => [spell.id, spell])),
);

/** Rules 15.3: the spells a Caster of this skill may cast (grade ≤ skill). */
export function castableSpells(skill: number): readonly GodsSpellDef[] {
  return SPELLS.filter((spell) => spell.grade <= skill);
}
