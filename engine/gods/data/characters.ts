// The Gods of Titan Character Chart (rules 16.6, 16.5, 3.1–3.10): all 66 characters with their class, value, factors,
// symbols, counts, start codes, prices, native hazards and special abilities. The chart's symbol pictures are lost;
// where a symbol rests on an OCR guess, the choice we made and its reason are in docs/gods-of-titan-characters.md.
import type { GodsAbilityId } from './ability-ids.js';
import type { GodsHazard } from './hazard-names.js';

/** Rules 3.1: the character classes; Sea- and Dark-Creatures are the chart's Creature sub-groups. */
export type GodsCharacterClass =
  | 'master' | 'lord' | 'elemental' | 'demilord' | 'human' | 'creature' | 'sea-creature' | 'dark-creature';

/**
 * Rules 3.10, 12.6, 27.4: what water a character may be on.
 * - none: never enters or crosses Sea lands;
 * - sea: double wave, only Coast and Sea lands, in battle only Water and Beach hexes;
 * - ashore: wave with line, limited like `sea` unless its legion holds an Aquarian or Siren, with whom it goes ashore;
 * - swimmer: a land character that may also move over Sea lands and lead `ashore` characters ashore (16.5 Aquarian,
 *   Siren). Every character but `none` dives between Water hexes as if flying (12.6).
 */
export type GodsWater = 'none' | 'sea' | 'ashore' | 'swimmer';

/** Chart "Start": D the Darklord's pool, T each Titan-player's pool, A every player's pool, X special placement. */
export type GodsStartCode = 'D' | 'T' | 'A' | 'X';

/** Lifegem prices (rules 16.5, 19, 22.4): a Human is hired; a Demilord is revived after an Engagement or summoned. */
export type GodsLifegems =
  | { readonly kind: 'hire'; readonly hire: number }
  | { readonly kind: 'demilord'; readonly revive: number; readonly summon: number };

/** Rules 3.2, 24: the part a Master plays — the Titan-players' Titan, the Darklord's Dark-Titan, the Phantom (every
 * player's mirror image, 24.4, 23.1) and the God (27.5). Rules find them by this, never by name (engine/gods/data/
 * master-roles.ts gives the named lookups). */
export type GodsMasterRole = 'titan' | 'dark-titan' | 'phantom' | 'god';

/** One row of the Character Chart as the engine uses it. */
export interface GodsCharacterDef {
  readonly name: string;
  readonly cls: GodsCharacterClass;
  /** The Master's part (3.2); null for every character that is not a Master. */
  readonly role: GodsMasterRole | null;
  /** Chart value PF × SF (at the base PF for a variable PF); null for the God, whose chart prints none. */
  readonly value: number | null;
  /** Power-factor printed on the chart (the base of a variable PF). */
  readonly power: number;
  /** Skill-factor: strike skill, battle movement allowance and magic level (3.9). */
  readonly skill: number;
  /** Swung line at the PF (16.3): the PF changes in play by an ability. */
  readonly variablePower: boolean;
  readonly flies: boolean;
  /** May rangestrike (bolt symbol, 14), magic or not. */
  readonly rangestrikes: boolean;
  /** Bolt with Ying-Yang (14.5): never blocked or affected by hazards or characters. */
  readonly magicRangestrike: boolean;
  /** Ying-Yang (3.10, 15.1): may cast spells of grade ≤ skill. */
  readonly caster: boolean;
  readonly water: GodsWater;
  /** Chart "Total": per player for start codes T, A and D; in the whole game for X. */
  readonly count: number;
  readonly start: GodsStartCode;
  /** End-Creature (3.7): at most two of a type per legion, one mustered per player and turn. */
  readonly endCreature: boolean;
  readonly lifegems: GodsLifegems | null;
  /** Hazards this character is native to by itself; Darkness and Cloud nativity by side is a hazard rule (12.7). */
  readonly natives: readonly GodsHazard[];
  readonly abilities: readonly GodsAbilityId[];
}

/** Rules 19.1, 22.4: a Demilord is revived for 50 Lifegems and summoned for 200. */
export const DEMILORD_PRICE = { revive: 50, summon: 200 } as const;

/** Rules 16.5 Locker: it is revived and summoned at double cost. */
export const LOCKER_PRICE_FACTOR = 2;

type Options = Partial<Omit<GodsCharacterDef, 'name' | 'cls' | 'value' | 'power' | 'skill' | 'count' | 'start'>>;

const row = (
  name: string, cls: GodsCharacterClass, value: number | null, power: number, skill: number, count: number,
  start: GodsStartCode, options: Options = {},
): GodsCharacterDef => ({
  name, cls, value, power, skill,
  role: null, variablePower: false, flies: false, rangestrikes: false, magicRangestrike: false, caster: false, water: 'none',
  count, start, endCreature: false, lifegems: null, natives: [], abilities: [],
  ...options,
});

const hire = (price: number): GodsLifegems => ({ kind: 'hire', hire: price });
const demilord = (factor = 1): GodsLifegems => ({
  kind: 'demilord', revive: DEMILORD_PRICE.revive * factor, summon: DEMILORD_PRICE.summon * factor,
});
const SEA_NATIVES: readonly GodsHazard[] = ['Beach', 'Water'];
const MASTER: readonly GodsAbilityId[] = ['master-power', 'master-immunity', 'master-spell-block'];
const LORD: readonly GodsAbilityId[] = ['rangestrike-immunity', 'summonable'];
/** Rules 16.5 Pixie, Hazard Chart: every hazard's native list names the Pixie, except the Volcano's. */
const PIXIE_NATIVES: readonly GodsHazard[] = [
  'Tree', 'Sand', 'Bog', 'Bramble', 'Fog', 'Hedge', 'Drift', 'Beach', 'Water', 'Darkness', 'Cloud', 'Dune', 'Slope',
];

const ROWS: readonly GodsCharacterDef[] = [
  // Masters (3.2, 16.5 Masters, 24)
  row('Titan', 'master', 24, 6, 4, 1, 'T', { role: 'titan', variablePower: true, abilities: MASTER }),
  row('Dark-Titan', 'master', 24, 6, 4, 1, 'D', { role: 'dark-titan', variablePower: true, abilities: MASTER }),
  row('Phantom', 'master', 12, 6, 2, 1, 'A', { role: 'phantom', variablePower: true, flies: true, abilities: MASTER }),
  row('God', 'master', null, 100, 0, 1, 'X', {
    role: 'god', variablePower: true, abilities: ['master-immunity', 'master-spell-block', 'god-life-energy', 'defenceless'],
  }),
  // Lords (3.3, 18, 21)
  row('Angel', 'lord', 24, 6, 4, 4, 'A', { flies: true, abilities: LORD }),
  row('Archangel', 'lord', 36, 9, 4, 2, 'A', { flies: true, abilities: LORD }),
  row('Necromancer', 'lord', 30, 6, 5, 1, 'A', { variablePower: true, caster: true, abilities: [...LORD, 'necromancy'] }),
  // Elementals (3.4, 23.6)
  row('Asher', 'elemental', 24, 8, 3, 1, 'X', { rangestrikes: true }),
  row('Golem', 'elemental', 26, 13, 2, 1, 'X', { abilities: ['rangestrike-immunity'] }),
  row('Zephyra', 'elemental', 27, 9, 3, 1, 'X', { flies: true }),
  // Demilords (3.5, 16.5 Demilords, 19)
  row('Chimera', 'demilord', 30, 10, 3, 3, 'X', { flies: true, lifegems: demilord(), abilities: ['mirror-skill'] }),
  row('Executer', 'demilord', 40, 8, 5, 1, 'A', {
    variablePower: true, lifegems: demilord(), abilities: ['trophy-hunter', 'master-slayer', 'sacrifice-recruit'],
  }),
  row('Guardian', 'demilord', 20, 10, 2, 6, 'X', {
    variablePower: true, flies: true, lifegems: demilord(), abilities: ['class-bonus'],
  }),
  row('Immortal', 'demilord', 36, 9, 4, 3, 'X', {
    rangestrikes: true, lifegems: { kind: 'demilord', revive: 0, summon: DEMILORD_PRICE.summon }, abilities: ['immortal'],
  }),
  row('Jabberwok', 'demilord', 16, 4, 4, 1, 'D', {
    variablePower: true, caster: true, lifegems: demilord(), abilities: ['summonable', 'elemental-bane'],
  }),
  row('Locker', 'demilord', 48, 12, 4, 3, 'X', {
    flies: true, lifegems: demilord(LOCKER_PRICE_FACTOR), abilities: ['double-price'],
  }),
  row('Pegasus', 'demilord', 16, 4, 4, 6, 'X', { flies: true, lifegems: demilord(), abilities: ['mount'] }),
  row('Siren', 'demilord', 28, 7, 4, 3, 'X', {
    water: 'swimmer', lifegems: demilord(), natives: SEA_NATIVES, abilities: ['dolphin-muster', 'lead-ashore'],
  }),
  row('Sunray', 'demilord', 21, 7, 3, 12, 'X', { flies: true, lifegems: demilord() }),
  row('Warlock', 'demilord', 24, 6, 4, 6, 'X', {
    rangestrikes: true, magicRangestrike: true, caster: true, lifegems: demilord(), abilities: ['magic-rangestrike-long'],
  }),
  // Humans (3.6, 16.4, 16.5 Humans, 22.4)
  row('Amazon', 'human', 24, 8, 3, 2, 'A', { lifegems: hire(50) }),
  row('Aquarian', 'human', 20, 5, 4, 2, 'A', {
    water: 'swimmer', lifegems: hire(75), natives: SEA_NATIVES,
    abilities: ['dolphin-muster', 'lead-ashore', 'sea-muster-ashore'],
  }),
  row('Knight', 'human', 24, 6, 4, 2, 'A', { variablePower: true, lifegems: hire(50), abilities: ['crusade'] }),
  row('Novice', 'human', 16, 8, 2, 3, 'A', { caster: true, lifegems: hire(0) }),
  row('Pixie', 'human', 20, 5, 4, 2, 'A', {
    rangestrikes: true, lifegems: hire(75), natives: PIXIE_NATIVES,
    abilities: ['native-everywhere', 'pixie-reinforcement', 'tree-frenzy'],
  }),
  row('Priest', 'human', 28, 7, 4, 2, 'A', { lifegems: hire(150), abilities: ['blessing'] }),
  row('Priestess', 'human', 24, 8, 3, 2, 'A', {
    rangestrikes: true, magicRangestrike: true, caster: true, lifegems: hire(100),
    abilities: ['magic-rangestrike', 'rangestrike-dice'],
  }),
  row('Warlord', 'human', 30, 6, 5, 2, 'A', { caster: true, lifegems: hire(100), abilities: ['march'] }),
  // Creatures (3.7, 22.3)
  row('Basilisk', 'creature', 30, 10, 3, 5, 'T', { endCreature: true, natives: ['Bog'], abilities: ['stone-cold'] }),
  row('Behemoth', 'creature', 21, 7, 3, 8, 'T', { natives: ['Bramble'] }),
  row('Centaur', 'creature', 12, 3, 4, 8, 'T', { natives: ['Sand'] }),
  row('Colossus', 'creature', 40, 10, 4, 5, 'T', { endCreature: true, natives: ['Hedge', 'Drift', 'Slope'] }),
  row('Cyclops', 'creature', 16, 8, 2, 8, 'T', { natives: ['Bramble', 'Drift'] }),
  row('Dragon', 'creature', 27, 9, 3, 5, 'T', { flies: true, rangestrikes: true, natives: ['Volcano', 'Slope'] }),
  row('Gargoyle', 'creature', 12, 4, 3, 8, 'T', { flies: true, natives: ['Bramble', 'Fog', 'Hedge'] }),
  row('Giant', 'creature', 28, 7, 4, 5, 'T', { rangestrikes: true, natives: ['Drift'] }),
  row('Gorgon', 'creature', 24, 8, 3, 8, 'T', { flies: true, rangestrikes: true, natives: ['Fog', 'Hedge', 'Slope'] }),
  row('Griffon', 'creature', 20, 5, 4, 8, 'T', { flies: true, natives: ['Sand', 'Dune'] }),
  row('Hydra', 'creature', 30, 10, 3, 5, 'T', { endCreature: true, rangestrikes: true, natives: ['Sand', 'Dune'] }),
  row('Lion', 'creature', 15, 5, 3, 8, 'T', { natives: ['Sand', 'Dune', 'Slope'] }),
  row('Minotaur', 'creature', 16, 4, 4, 8, 'T', { rangestrikes: true, natives: ['Slope'] }),
  row('Ogre', 'creature', 12, 6, 2, 8, 'T', { natives: ['Bog', 'Slope'] }),
  row('Phoenix', 'creature', 27, 9, 3, 5, 'T', { flies: true, natives: ['Hedge'], abilities: ['flameburst'] }),
  row('Ranger', 'creature', 16, 4, 4, 8, 'T', { flies: true, rangestrikes: true, natives: ['Drift'] }),
  row('Serpent', 'creature', 32, 16, 2, 5, 'T', { endCreature: true, natives: ['Bramble'] }),
  row('Troll', 'creature', 16, 8, 2, 8, 'T', { natives: ['Bog', 'Hedge'] }),
  row('Unicorn', 'creature', 16, 4, 4, 8, 'T', { natives: ['Fog', 'Hedge'], abilities: ['decoy'] }),
  row('Warbear', 'creature', 18, 6, 3, 8, 'T', { natives: ['Sand', 'Bog', 'Bramble'] }),
  row('Wyvern', 'creature', 21, 7, 3, 8, 'T', { flies: true, natives: ['Bog'] }),
  // Sea-Creatures (3.10, 27.4)
  row('Dolphin', 'sea-creature', 12, 4, 3, 8, 'A', { water: 'sea', natives: SEA_NATIVES }),
  row('Manta', 'sea-creature', 27, 9, 3, 8, 'A', { water: 'sea', natives: ['Water'] }),
  row('Octopus', 'sea-creature', 30, 15, 2, 8, 'A', { water: 'ashore', natives: SEA_NATIVES }),
  row('Seaserpent', 'sea-creature', 45, 15, 3, 5, 'A', { water: 'ashore', endCreature: true, natives: ['Water'] }),
  row('Whale', 'sea-creature', 21, 7, 3, 8, 'A', { water: 'sea', natives: SEA_NATIVES }),
  // Dark-Creatures (23.9, 27.3): their Darkness nativity comes from their side (Hazard Chart: Darkness)
  row('Balrog', 'dark-creature', 32, 8, 4, 10, 'D', { endCreature: true }),
  row('Cerberus', 'dark-creature', 24, 8, 3, 12, 'D'),
  row('Deathbringer', 'dark-creature', 36, 12, 3, 10, 'D', { endCreature: true, abilities: ['reapers-call'] }),
  row('Demon', 'dark-creature', 27, 9, 3, 10, 'D', { endCreature: true, rangestrikes: true, abilities: ['final-blow'] }),
  row('Headcracker', 'dark-creature', 12, 6, 2, 12, 'D', { rangestrikes: true }),
  row('Helldancer', 'dark-creature', 20, 5, 4, 18, 'D', { flies: true }),
  row('Lich', 'dark-creature', 15, 5, 3, 18, 'D'),
  row('Nightmare', 'dark-creature', 27, 9, 3, 12, 'D', { flies: true, abilities: ['fear'] }),
  row('Plaque', 'dark-creature', 10, 5, 2, 12, 'D', { abilities: ['cuff'] }),
  row('Shadow', 'dark-creature', 18, 6, 3, 12, 'D', { flies: true }),
  row('Tombdigger', 'dark-creature', 14, 7, 2, 12, 'D'),
  row('Wraith', 'dark-creature', 20, 10, 2, 18, 'D'),
];

/** The Character Chart by English name: the one source of character facts for every part of the game. */
export const GODS_CHARACTERS: Readonly<Record<string, GodsCharacterDef>> = Object.freeze(
  Object.fromEntries(ROWS.map((def) => [def.name, def])),
);

/** The chart's names in chart order (Masters, Lords, Elementals, Demilords, Humans, Creatures, Sea, Dark). */
export const GODS_CHARACTER_NAMES: readonly string[] = ROWS.map((def) => def.name);

// The rows by name as a Map: every rule asks here, many times per legal-action listing (`npm run bench`).
const BY_NAME: ReadonlyMap<string, GodsCharacterDef> = new Map(ROWS.map((def) => [def.name, def]));

/** A character's chart row, or undefined for a name the chart does not have. */
export function godsCharacter(name: string): GodsCharacterDef | undefined {
  return BY_NAME.get(name);
}
