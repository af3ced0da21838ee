// The names of Gods of Titan's special abilities (rules 16, abilities.md), one list that the characters (what each
// has) and the ability table (what each does) both key on, so neither can name an ability the other lacks.

/** Rules 16.2, 16.5 Creatures: the single-use abilities (cross symbol), once per battle. */
export const GODS_SINGLE_USE_ABILITIES = [
  'stone-cold', 'reapers-call', 'final-blow', 'fear', 'flameburst', 'cuff', 'decoy',
] as const;

/** Rules 3.2–3.3, 14.5–14.6, 16.3–16.5, 18, 27.5: the permanent abilities (lozenge, swung line, Human legion effects). */
export const GODS_PERMANENT_ABILITIES = [
  // Masters and the God
  'master-power', 'master-immunity', 'master-spell-block', 'god-life-energy', 'defenceless',
  // Lords (and the Golem)
  'rangestrike-immunity', 'summonable', 'necromancy',
  // Demilords
  'mirror-skill', 'trophy-hunter', 'master-slayer', 'sacrifice-recruit', 'class-bonus', 'immortal', 'elemental-bane',
  'double-price', 'mount', 'magic-rangestrike-long',
  // Humans (and the Siren)
  'dolphin-muster', 'lead-ashore', 'sea-muster-ashore', 'crusade', 'native-everywhere', 'pixie-reinforcement',
  'tree-frenzy', 'magic-rangestrike', 'rangestrike-dice', 'march', 'blessing',
] as const;

/** A single-use ability. */
export type GodsSingleUseAbilityId = (typeof GODS_SINGLE_USE_ABILITIES)[number];

/** A permanent ability. */
export type GodsPermanentAbilityId = (typeof GODS_PERMANENT_ABILITIES)[number];

/** Any special ability of a Gods of Titan character. */
export type GodsAbilityId = GodsSingleUseAbilityId | GodsPermanentAbilityId;
