// Gods of Titan's special abilities as data (rules 16, 3.2–3.3, 14.5–14.6, 18, 27.5; abilities.md): what each does,
// as a typed effect with its parameters, for the battle, mustering and scoring rules to implement. Which characters
// have an ability is read from the Character Chart (abilityHolders), never listed twice. Where the rulebook's two
// versions differ, the reading chosen is named by its ambiguity number (docs/gods-of-titan-characters.md, Decisions).
import {
  GODS_PERMANENT_ABILITIES, GODS_SINGLE_USE_ABILITIES, type GodsAbilityId, type GodsPermanentAbilityId,
  type GodsSingleUseAbilityId,
} from './ability-ids.js';
import { GODS_CHARACTERS, LOCKER_PRICE_FACTOR, type GodsCharacterClass } from './characters.js';
import type { GodsHexHazard } from './hazard-names.js';

/** A class a rule names (3.1); the chart's Sea- and Dark-Creatures count as Creatures. */
export type GodsRuleClass = Exclude<GodsCharacterClass, 'sea-creature' | 'dark-creature'>;

/** The classes that may ride a Pegasus (16.5: every character except Creatures). */
export const PEGASUS_RIDER_CLASSES: readonly GodsRuleClass[] = ['master', 'lord', 'elemental', 'demilord', 'human'];

/** What a single-use ability does (16.2, 16.5 Creatures): used once per battle. */
export type GodsSingleUseEffect =
  /** Basilisk: after an enemy strike on it is rolled, discard that roll and turn to stone (A11). */
  | {
    readonly kind: 'petrify';
    readonly trigger: 'enemy-strike-rolled';
    readonly until: 'own-next-maneuver';
    readonly mayAct: false;
    readonly hurtOnlyBy: 'magic';
  }
  /** Deathbringer: slay any enemy but a Master, taking twice the target's remaining hits, and survive it (A12). */
  | {
    readonly kind: 'slay';
    readonly range: null;
    readonly immuneClasses: readonly GodsRuleClass[];
    readonly selfDamagePerTargetHit: number;
    readonly mustSurvive: true;
    readonly magic: true;
  }
  /** Demon: announced before a strike; if it slays, heal the damage dealt up to the full PF; no carry-over. */
  | { readonly kind: 'heal-on-kill'; readonly announce: 'before-strike'; readonly carryOver: false; readonly spentOnMiss: true }
  /** Nightmare: adjacent enemies make their next strikeback with half their PF, rounded down (A13). */
  | { readonly kind: 'halve-power'; readonly targets: 'adjacent-enemies'; readonly strikes: 'next-strikeback'; readonly rounding: 'down' }
  /** Phoenix (every adjacent enemy, across a Cliff too) and Plaque (the target of its strike): extra damage. */
  | {
    readonly kind: 'extra-damage';
    readonly targets: 'adjacent-enemies' | 'strike-target';
    readonly damage: number;
    readonly acrossCliff: boolean;
  }
  /** Unicorn: a Tree on an adjacent empty hex until the Unicorn's next Maneuver Phase begins. */
  | { readonly kind: 'create-hazard'; readonly hazard: GodsHexHazard; readonly where: 'adjacent-empty-hex'; readonly until: 'own-next-maneuver' };

/** What a permanent ability does (16.3–16.5): always in force. */
export type GodsPermanentEffect =
  /** Titan, Dark-Titan, Phantom: PF = max(min, ⌊own score / pointsPerPower⌋) (16.5 Masters, 24.2). */
  | { readonly kind: 'power-from-score'; readonly min: number; readonly pointsPerPower: number }
  /** Immune to what is listed (3.2 Masters: all magic and rangestrikes; 3.3, 14.6 Lords, Golem: non-magic rangestrikes). */
  | { readonly kind: 'immunity'; readonly to: readonly ('magic' | 'rangestrike' | 'non-magic-rangestrike')[] }
  /** 15.5: no spell is cast in a battle while a Master is on the battleland. */
  | { readonly kind: 'blocks-spells'; readonly until: 'every-master-slain' }
  /** God: life energy = base − the PF of every Titan in play, the Dark-Titan included. */
  | { readonly kind: 'life-energy'; readonly base: number; readonly minus: 'power-of-every-titan-in-play' }
  /** God: no skill, so it neither moves nor strikes, and every strike on it hits (27.5). */
  | { readonly kind: 'defenceless'; readonly moves: false; readonly strikes: false; readonly struck: 'every-die-hits' }
  /** 18: summoned from another legion into a battle; Lords and the Jabberwok share one summon per player (A42). */
  | { readonly kind: 'summonable'; readonly perPlayerAndEngagementPhase: number }
  /** Necromancer: at the start of its own Strike Phase 1 damage to any enemy (a magic rangestrike, no range) and +1 PF. */
  | {
    readonly kind: 'drain';
    readonly when: 'own-strike-phase-start';
    readonly damage: number;
    readonly range: null;
    readonly magicRangestrike: true;
    readonly powerGain: number;
    readonly powerAtBattleStart: number;
  }
  /** Chimera: strikes with its target's skill (strike number 4), hazards after; struck at its value's skill (A39). */
  | { readonly kind: 'mirror-skill'; readonly strikeNumber: number; readonly hazardsAfter: true; readonly struckAtSkill: number }
  /** Executer: +1 PF per enemy Lord or Master its legion slays, after scoring, if it survived; trophies (A26). */
  | {
    readonly kind: 'trophy-power';
    readonly victims: readonly GodsRuleClass[];
    readonly slainBy: 'legion';
    readonly gain: number;
    readonly applied: 'after-scoring';
    readonly needsSurvival: true;
    readonly powerWhenRevived: number;
  }
  /** Executer: a Titan or Phantom slain by the Executer's own strike is eliminated (24.7, A26). */
  | { readonly kind: 'eliminates'; readonly victims: readonly string[]; readonly slainBy: 'executer' }
  /** Executer: recruited into any legion by sacrificing an End-Creature worth at least minValue (A27). */
  | { readonly kind: 'sacrifice-recruit'; readonly minValue: number; readonly phase: 'mustering'; readonly where: 'any-legion' }
  /** Guardian: +PF for the best class in its legion at the battle's start, itself not counted (A40). */
  | {
    readonly kind: 'class-bonus';
    readonly bonus: Readonly<Partial<Record<GodsRuleClass, number>>>;
    readonly when: 'battle-start';
    readonly countsSelf: false;
  }
  /** Immortal: joins the winning legion of a battle it was in, free, and never leaves the Ruin land (A25). */
  | { readonly kind: 'auto-join'; readonly into: 'winner'; readonly boundTo: 'ruin'; readonly displaces: true }
  /** Jabberwok: PF becomes `power` in a battle against a legion holding a character of that class. */
  | { readonly kind: 'power-against-class'; readonly against: GodsRuleClass; readonly power: number }
  /** Knight: +PF in a battle against the Darklord's (black) or a Neutral (gray) legion. */
  | { readonly kind: 'power-against-side'; readonly against: readonly ('darklord' | 'neutral')[]; readonly plus: number }
  /** Locker: revived and summoned at `factor` times the Demilord price (its chart prices hold the result). */
  | { readonly kind: 'price-factor'; readonly factor: number }
  /** Pegasus: not counted in the legion size; carries one non-Creature rider, shielded and never locked (A41). */
  | {
    readonly kind: 'mount';
    readonly countsToLegionSize: false;
    readonly riders: readonly GodsRuleClass[];
    readonly riderCountsToLegionSize: true;
    readonly riderStruckOnlyAfterMount: true;
    readonly neverLocked: true;
  }
  /** Warlock (no range-4 skill loss) and Priestess: magic rangestrike, never in melee (14.5). */
  | { readonly kind: 'magic-rangestrike'; readonly maxRange: number; readonly rangeFourSkillLoss: boolean }
  /** Priest (melee) and Priestess (rangestrikes): every Creature of the legion rolls extra dice. */
  | { readonly kind: 'legion-dice'; readonly strike: 'melee' | 'rangestrike'; readonly dice: number }
  /** Warlord: every Creature of the legion moves one hex more, at most maxHexes (12.3, A7). */
  | { readonly kind: 'legion-movement'; readonly plus: number; readonly maxHexes: number }
  /** Aquarian, Siren: muster this Sea-Creature on a Coast land (27.4). */
  | { readonly kind: 'sea-muster'; readonly recruit: string; readonly land: 'coast' }
  /** Aquarian, Siren: a legion with one may take these wave-with-line Sea-Creatures ashore (3.10, 27.4). */
  | { readonly kind: 'lead-ashore'; readonly followers: readonly string[] }
  /** Aquarian: its legion still musters Sea-Creatures on Coast and Sea lands after its side has gone ashore. */
  | { readonly kind: 'muster-after-landing'; readonly lands: readonly ('coast' | 'sea')[] }
  /** Pixie: native in every battleland (its hazard natives are on its chart row). */
  | { readonly kind: 'native-everywhere' }
  /** Pixie: as the native defender, instead of the round-4 reinforcement, a copy of its legion's most valuable Creature. */
  | {
    readonly kind: 'copy-reinforcement';
    readonly round: number;
    readonly recruit: 'most-valuable-creature-in-legion';
    readonly ignoresNativity: true;
    readonly afterWinIfNotTaken: true;
  }
  /** Pixie on a Tree: strikes twice in its own Strike Phase (not in the strikeback) and may rangestrike twice. */
  | { readonly kind: 'hazard-frenzy'; readonly hazard: GodsHexHazard; readonly strikes: number; readonly rangestrikes: number };

/** One ability: its name in the rules, its section, and what it does. */
export type GodsAbilityDef =
  | { readonly id: GodsSingleUseAbilityId; readonly use: 'single-use'; readonly name: string; readonly rule: string; readonly effect: GodsSingleUseEffect }
  | { readonly id: GodsPermanentAbilityId; readonly use: 'permanent'; readonly name: string; readonly rule: string; readonly effect: GodsPermanentEffect };

type SingleUseTable = { readonly [K in GodsSingleUseAbilityId]: Omit<Extract<GodsAbilityDef, { use: 'single-use' }>, 'id' | 'use'> };
type PermanentTable = { readonly [K in GodsPermanentAbilityId]: Omit<Extract<GodsAbilityDef, { use: 'permanent' }>, 'id' | 'use'> };

const SINGLE_USE: SingleUseTable = {
  'stone-cold': {
    name: 'Stone Cold', rule: '16.5 Basilisk',
    effect: { kind: 'petrify', trigger: 'enemy-strike-rolled', until: 'own-next-maneuver', mayAct: false, hurtOnlyBy: 'magic' },
  },
  'reapers-call': {
    name: "Reaper's Call", rule: '16.5 Deathbringer',
    effect: { kind: 'slay', range: null, immuneClasses: ['master'], selfDamagePerTargetHit: 2, mustSurvive: true, magic: true },
  },
  'final-blow': {
    name: 'Final Blow', rule: '16.5 Demon',
    effect: { kind: 'heal-on-kill', announce: 'before-strike', carryOver: false, spentOnMiss: true },
  },
  fear: {
    name: 'Fear', rule: '16.5 Nightmare',
    effect: { kind: 'halve-power', targets: 'adjacent-enemies', strikes: 'next-strikeback', rounding: 'down' },
  },
  flameburst: {
    name: 'Flameburst', rule: '16.5 Phoenix',
    effect: { kind: 'extra-damage', targets: 'adjacent-enemies', damage: 1, acrossCliff: true },
  },
  cuff: {
    name: 'Cuff', rule: '16.5 Plaque',
    effect: { kind: 'extra-damage', targets: 'strike-target', damage: 1, acrossCliff: false },
  },
  decoy: {
    name: 'Decoy', rule: '16.5 Unicorn',
    effect: { kind: 'create-hazard', hazard: 'Tree', where: 'adjacent-empty-hex', until: 'own-next-maneuver' },
  },
};

const PERMANENT: PermanentTable = {
  'master-power': {
    name: 'Titan power', rule: '16.5 Masters, 24.2', effect: { kind: 'power-from-score', min: 6, pointsPerPower: 100 },
  },
  'master-immunity': {
    name: 'Master immunity', rule: '3.2, 14.6', effect: { kind: 'immunity', to: ['magic', 'rangestrike'] },
  },
  'master-spell-block': {
    name: 'Master presence', rule: '15.5', effect: { kind: 'blocks-spells', until: 'every-master-slain' },
  },
  'god-life-energy': {
    name: 'Life energy', rule: '16.5 God',
    effect: { kind: 'life-energy', base: 100, minus: 'power-of-every-titan-in-play' },
  },
  defenceless: {
    name: 'No skill', rule: '16.5 God, 27.5',
    effect: { kind: 'defenceless', moves: false, strikes: false, struck: 'every-die-hits' },
  },
  'rangestrike-immunity': {
    name: 'Rangestrike immunity', rule: '3.3, 14.6, 16.5 Golem', effect: { kind: 'immunity', to: ['non-magic-rangestrike'] },
  },
  summonable: {
    name: 'Summoning', rule: '3.3, 18, 16.5 Jabberwok', effect: { kind: 'summonable', perPlayerAndEngagementPhase: 1 },
  },
  necromancy: {
    name: 'Necromancy', rule: '16.5 Necromancer',
    effect: {
      kind: 'drain', when: 'own-strike-phase-start', damage: 1, range: null, magicRangestrike: true, powerGain: 1,
      powerAtBattleStart: 6,
    },
  },
  'mirror-skill': {
    name: 'Mirror skill', rule: '16.5 Chimera',
    effect: { kind: 'mirror-skill', strikeNumber: 4, hazardsAfter: true, struckAtSkill: 3 },
  },
  'trophy-hunter': {
    name: 'Trophies', rule: '16.5 Executer',
    effect: {
      kind: 'trophy-power', victims: ['lord', 'master'], slainBy: 'legion', gain: 1, applied: 'after-scoring',
      needsSurvival: true, powerWhenRevived: 8,
    },
  },
  'master-slayer': {
    name: 'Execution', rule: '16.5 Executer, 24.7, 23.10',
    effect: { kind: 'eliminates', victims: ['Titan', 'Phantom'], slainBy: 'executer' },
  },
  'sacrifice-recruit': {
    name: 'Sacrifice', rule: '16.5 Executer',
    effect: { kind: 'sacrifice-recruit', minValue: 36, phase: 'mustering', where: 'any-legion' },
  },
  'class-bonus': {
    name: 'Guard', rule: '16.5 Guardian',
    effect: {
      kind: 'class-bonus', bonus: { human: 1, demilord: 2, elemental: 3, lord: 4, master: 5 }, when: 'battle-start',
      countsSelf: false,
    },
  },
  immortal: {
    name: 'Immortality', rule: '16.5 Immortal', effect: { kind: 'auto-join', into: 'winner', boundTo: 'ruin', displaces: true },
  },
  'elemental-bane': {
    name: 'Elemental bane', rule: '16.5 Jabberwok', effect: { kind: 'power-against-class', against: 'elemental', power: 8 },
  },
  'double-price': {
    name: 'Double price', rule: '16.5 Locker', effect: { kind: 'price-factor', factor: LOCKER_PRICE_FACTOR },
  },
  mount: {
    name: 'Mount', rule: '4.2, 16.5 Pegasus',
    effect: {
      kind: 'mount', countsToLegionSize: false, riders: PEGASUS_RIDER_CLASSES, riderCountsToLegionSize: true,
      riderStruckOnlyAfterMount: true, neverLocked: true,
    },
  },
  'magic-rangestrike-long': {
    name: 'Magic rangestrike', rule: '14.2, 14.5, 16.5 Warlock',
    effect: { kind: 'magic-rangestrike', maxRange: 4, rangeFourSkillLoss: false },
  },
  'dolphin-muster': {
    name: 'Dolphin mustering', rule: '16.5 Aquarian, Siren, 27.4', effect: { kind: 'sea-muster', recruit: 'Dolphin', land: 'coast' },
  },
  'lead-ashore': {
    name: 'Going ashore', rule: '3.10, 16.5 Aquarian, Siren, 27.4',
    effect: { kind: 'lead-ashore', followers: ['Octopus', 'Seaserpent'] },
  },
  'sea-muster-ashore': {
    name: 'Sea mustering after landing', rule: '16.5 Aquarian, 27.4',
    effect: { kind: 'muster-after-landing', lands: ['coast', 'sea'] },
  },
  crusade: {
    name: 'Crusade', rule: '16.5 Knight', effect: { kind: 'power-against-side', against: ['darklord', 'neutral'], plus: 2 },
  },
  'native-everywhere': { name: 'Native everywhere', rule: '16.5 Pixie', effect: { kind: 'native-everywhere' } },
  'pixie-reinforcement': {
    name: 'Pixie reinforcement', rule: '16.5 Pixie, 17',
    effect: {
      kind: 'copy-reinforcement', round: 4, recruit: 'most-valuable-creature-in-legion', ignoresNativity: true,
      afterWinIfNotTaken: true,
    },
  },
  'tree-frenzy': {
    name: 'Tree frenzy', rule: '12.7 Tree', effect: { kind: 'hazard-frenzy', hazard: 'Tree', strikes: 2, rangestrikes: 2 },
  },
  'magic-rangestrike': {
    name: 'Magic rangestrike', rule: '14.5, 16.5 Priestess',
    effect: { kind: 'magic-rangestrike', maxRange: 4, rangeFourSkillLoss: true },
  },
  'rangestrike-dice': {
    name: 'Blessed rangestrikes', rule: '16.4, 16.5 Priestess', effect: { kind: 'legion-dice', strike: 'rangestrike', dice: 1 },
  },
  march: {
    name: 'March', rule: '12.3, 16.4, 16.5 Warlord', effect: { kind: 'legion-movement', plus: 1, maxHexes: 4 },
  },
  blessing: {
    name: 'Blessing', rule: '16.4, 16.5 Priest', effect: { kind: 'legion-dice', strike: 'melee', dice: 1 },
  },
};

/** Every ability by id: the one table the battle, mustering and scoring rules read an ability's parameters from. */
export const GODS_ABILITIES: Readonly<Record<GodsAbilityId, GodsAbilityDef>> = Object.freeze({
  ...Object.fromEntries(GODS_SINGLE_USE_ABILITIES.map((id) => [id, { id, use: 'single-use', ...SINGLE_USE[id] }])),
  ...Object.fromEntries(GODS_PERMANENT_ABILITIES.map((id) => [id, { id, use: 'permanent', ...PERMANENT[id] }])),
} as Record<GodsAbilityId, GodsAbilityDef>);

/** The characters that have an ability, in chart order (read from the Character Chart). */
export function abilityHolders(id: GodsAbilityId): readonly string[] {
  return Object.values(GODS_CHARACTERS).filter((def) => def.abilities.includes(id)).map((def) => def.name);
}
