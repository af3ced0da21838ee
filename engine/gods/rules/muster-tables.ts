// The Gods of Titan Mustering Table (rules 22.3) as we encode it: the land-Creature chains reconstructed from the
// garbled scan (shared reference mustering.md §4), and the Sea-Creature and Dark-Creature chains, whose pictures are
// lost (A35) and which are our design. Every creature and every number says where it comes from; the reasons are in
// docs/gods-of-titan-mustering.md.
import type { GodsAbilityId } from '../data/ability-ids.js';

/** Where an entry of the table comes from: read in the rules' scan, inferred from the rules' other facts, or ours. */
export type EntrySource = 'rules' | 'inferred' | 'ours';

/** One creature of a chain and how many of it qualify a legion for the next one (rules 22.3: the number at its left). */
export interface ChainStep {
  readonly creature: string;
  readonly creatureFrom: EntrySource;
  /** How many of this creature qualify for the next step; null on the chain's last creature. */
  readonly toNext: number | null;
  readonly toNextFrom: EntrySource | null;
}

/** A chain of creatures on one terrain, weakest first (rules 22.3). */
export interface MusterChain {
  readonly steps: readonly ChainStep[];
  /** A character with this ability qualifies for the chain's first creature (27.4: an Aquarian or Siren, a Dolphin). */
  readonly openedBy: GodsAbilityId | null;
  /** Creatures of the chain that may be mustered only once the Dark-Titan has appeared (23.9). */
  readonly afterAppearance: readonly string[];
}

/** A terrain's mustering: its chains, and (for an unlabelled land) the characters a legion needs to muster there. */
export interface MusterGround {
  readonly chains: readonly MusterChain[];
  /** Rules 22.2 with 27.4 and 16.5: on an unlabelled land (a Coast) only a legion holding a character with this
   * ability may muster; null: nobody musters there unlabelled. */
  readonly unlabelledWith: GodsAbilityId | null;
}

/** Builds a step: `name`, where it comes from, then the number to the next creature and where that comes from. */
function step(creature: string, creatureFrom: EntrySource, toNext?: number, toNextFrom?: EntrySource): ChainStep {
  return { creature, creatureFrom, toNext: toNext ?? null, toNextFrom: toNext === undefined ? null : (toNextFrom ?? creatureFrom) };
}

/** A chain without openers or appearance gates. */
function chain(...steps: ChainStep[]): MusterChain {
  return { steps, openedBy: null, afterAppearance: [] };
}

/** Rules 22.3: the twelve land-Creature chains (Titan-players' Creatures, start code T). */
export const LAND_CHAINS: Readonly<Record<string, MusterChain>> = {
  Brush: chain(step('Gargoyle', 'inferred', 2, 'rules'), step('Cyclops', 'rules', 2), step('Warbear', 'rules')),
  Plains: chain(step('Centaur', 'rules', 2), step('Lion', 'inferred', 2, 'rules'), step('Warbear', 'rules')),
  Marsh: chain(step('Ogre', 'rules', 2, 'inferred'), step('Troll', 'rules', 2), step('Warbear', 'rules')),
  Valley: chain(step('Gargoyle', 'rules', 3), step('Unicorn', 'inferred', 2, 'rules'), step('Gorgon', 'rules')),
  Woods: chain(step('Centaur', 'rules', 3), step('Ranger', 'rules', 2), step('Gorgon', 'rules')),
  Hills: chain(step('Ogre', 'rules', 3), step('Minotaur', 'rules', 2, 'inferred'), step('Gorgon', 'rules')),
  Jungle: chain(step('Cyclops', 'inferred', 3, 'rules'), step('Behemoth', 'rules', 3), step('Serpent', 'rules')),
  Desert: chain(step('Lion', 'inferred', 3, 'rules'), step('Griffon', 'rules', 3), step('Hydra', 'rules')),
  Swamp: chain(step('Troll', 'rules', 3), step('Wyvern', 'inferred', 3, 'rules'), step('Basilisk', 'rules')),
  Highlands: chain(step('Troll', 'rules', 2), step('Unicorn', 'inferred', 3, 'rules'), step('Phoenix', 'rules', 3, 'ours'), step('Colossus', 'rules')),
  Tundra: chain(step('Cyclops', 'inferred', 2, 'rules'), step('Ranger', 'rules', 3), step('Giant', 'rules', 3), step('Colossus', 'rules')),
  Mountains: chain(step('Lion', 'rules', 2), step('Minotaur', 'rules', 3), step('Dragon', 'rules', 3, 'ours'), step('Colossus', 'rules')),
};

/** Rules 27.4 and 16.5: the ability of the characters (Aquarian, Siren) that muster a Dolphin without a Sea-Creature. */
const DOLPHIN_MUSTER: GodsAbilityId = 'dolphin-muster';

/** Our design (A35): the Coast chain, of the Beach natives only (12.7: Dolphin, Whale, Octopus). */
const COAST_CHAIN: MusterChain = {
  steps: [step('Dolphin', 'rules', 2, 'ours'), step('Whale', 'ours', 3, 'ours'), step('Octopus', 'ours')],
  openedBy: DOLPHIN_MUSTER,
  afterAppearance: [],
};

/** Our design (A35): the Sea chain, every Water native by value (12.7), ending in the End-Creature Seaserpent. */
const SEA_CHAIN: MusterChain = {
  steps: [
    step('Dolphin', 'rules', 2, 'ours'),
    step('Whale', 'ours', 2),
    step('Manta', 'ours', 2),
    step('Octopus', 'ours', 3),
    step('Seaserpent', 'ours'),
  ],
  openedBy: DOLPHIN_MUSTER,
  afterAppearance: [],
};

/** Our design (A35): the three Dark chains, one per base creature, each rising in value to an End-Creature; the
 * Balrog and the Deathbringer wait for the Dark-Titan (23.9). Two of a kind qualify for the next throughout, the
 * Darklord's "easier Mustering Table" (27.3). */
export const DARK_CHAINS = {
  plaque: chain(step('Plaque', 'ours', 2), step('Lich', 'ours', 2), step('Shadow', 'ours', 2), step('Demon', 'ours')),
  headcracker: {
    ...chain(step('Headcracker', 'ours', 2), step('Helldancer', 'ours', 2), step('Cerberus', 'ours', 2), step('Balrog', 'ours')),
    afterAppearance: ['Balrog'],
  },
  tombdigger: {
    ...chain(step('Tombdigger', 'ours', 2), step('Wraith', 'ours', 2), step('Nightmare', 'ours', 2), step('Deathbringer', 'ours')),
    afterAppearance: ['Deathbringer'],
  },
} as const satisfies Record<string, MusterChain>;

/** Our design (A35): which Dark chain each land terrain offers the Darklord: two lowlands, one middle and one Colossus
 * terrain per chain, so each is found all over the board; the Darklands and Wastelands offer all three. */
const DARK_CHAIN_OF: Readonly<Record<string, MusterChain>> = {
  Brush: DARK_CHAINS.plaque, Marsh: DARK_CHAINS.plaque, Swamp: DARK_CHAINS.plaque, Highlands: DARK_CHAINS.plaque,
  Plains: DARK_CHAINS.headcracker, Hills: DARK_CHAINS.headcracker, Desert: DARK_CHAINS.headcracker, Mountains: DARK_CHAINS.headcracker,
  Valley: DARK_CHAINS.tombdigger, Woods: DARK_CHAINS.tombdigger, Jungle: DARK_CHAINS.tombdigger, Tundra: DARK_CHAINS.tombdigger,
};

const ALL_DARK: readonly MusterChain[] = [DARK_CHAINS.plaque, DARK_CHAINS.headcracker, DARK_CHAINS.tombdigger];

/** The whole Mustering Table by terrain: every terrain where Creatures may be mustered (22.3, 27.4, A35). Tower lands,
 * the City (Skycastle) and the Dungeon have none (22.4: they hire and summon instead). */
export const MUSTER_TABLE: Readonly<Record<string, MusterGround>> = {
  ...Object.fromEntries(
    Object.entries(LAND_CHAINS).map(([terrain, land]) => [
      terrain,
      { chains: [land, DARK_CHAIN_OF[terrain]].filter((c): c is MusterChain => c !== undefined), unlabelledWith: null },
    ]),
  ),
  Coast: { chains: [COAST_CHAIN], unlabelledWith: DOLPHIN_MUSTER },
  Sea: { chains: [SEA_CHAIN], unlabelledWith: null },
  Darkland: { chains: ALL_DARK, unlabelledWith: null },
  Wasteland: { chains: ALL_DARK, unlabelledWith: null },
};

/** Rules 23.9: the Creatures no chain offers before the Dark-Titan has appeared. */
export const AFTER_APPEARANCE: ReadonlySet<string> = new Set(
  Object.values(MUSTER_TABLE).flatMap((ground) => ground.chains.flatMap((c) => c.afterAppearance)),
);
