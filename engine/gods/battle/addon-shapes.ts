// The plain-JSON shapes of the Gods battle's add-ons (rules 15 spells, 16 special abilities, 17 reinforcement, 18
// summoning): the actions a seat takes through them, what each remembers in the battle's state, what each reports in
// the outcome, and the events that say what they did. Types only: each add-on's schemas and rules are in its folder.
import type { GodsSingleUseAbilityId } from '../data/ability-ids.js';
import type { AbilityMemory } from './abilities/memory-shape.js';
import type { ReinforcementMemory, ReinforcementReport } from './additions/reinforce-memory.js';
import type { SummoningMemory, SummoningReport } from './additions/summon-memory.js';
import type { SpellsMemory, SpellsReport } from './spells/memory-shape.js';

/** 15.6: what a spell is aimed at, as its effect asks (nothing for a spell on every enemy or on the caster's legion). */
export interface GodsSpellAim {
  /** A character: Shield's own one, Teleport's traveller, Painchain's first target, Slavery's slave. */
  readonly piece?: string;
  /** A hex: Create Hazard's, Teleport's destination, Summon's. */
  readonly hex?: string;
  /** Create Hazard: the hex hazard the hex becomes. */
  readonly hazard?: string;
  /** Timewarp: the battle-round marker's step (one box forward, +1, or back, −1). */
  readonly rounds?: number;
  /** Landscaping: the battleland that replaces this one, and how far it is turned (thirds of a circle, 0–2). */
  readonly land?: string;
  readonly turns?: number;
  /** Painchain: the dice of its first roll. */
  readonly dice?: number;
}

/** Rules 16.5: the special abilities a character uses by an action of its own (Stone Cold answers a strike instead). */
export type GodsUsedAbility = Exclude<GodsSingleUseAbilityId, 'stone-cold'> | 'necromancy';

/** 15: a Caster casts one of its side's spells (15.2), aimed as the spell asks. */
export type GodsCastSpell = { readonly type: 'castSpell'; readonly spell: string; readonly caster: string } & GodsSpellAim;

/** The spells' actions: a cast, and the follow-ups of a spell cast (15.6 Chaos: two enemies swapped; Painchain: the
 * next enemy the hits of the last roll are rolled at). */
export type GodsSpellMove =
  | GodsCastSpell
  | { readonly type: 'chaosSwap'; readonly pieces: readonly [string, string] }
  | { readonly type: 'painchainLink'; readonly target: string };

/** The special abilities' actions (16): a single-use ability or the Necromancer's drain used by `piece` (on a
 * `target` character or a `hex` where it takes one), a rider mounting its side's Pegasus (16.5, A41), and a
 * Basilisk's answer to an enemy strike rolled at it (A11: turn to stone, or take the roll). */
export type GodsAbilityMove =
  | { readonly type: 'useAbility'; readonly ability: GodsUsedAbility; readonly piece: string; readonly target?: string; readonly hex?: string }
  | { readonly type: 'mount'; readonly rider: string; readonly pegasus: string }
  | { readonly type: 'stoneCold'; readonly piece: string; readonly petrify: boolean };

/** 17.1: the defender's reinforcement, a Creature entering at a hex as its move. */
export type GodsReinforceMove = { readonly type: 'reinforce'; readonly creature: string; readonly hex: string };

/** 18.2: the attacker's summoning of a Lord or Jabberwok (its piece in another of his legions) entering at a hex. */
export type GodsSummonMove = { readonly type: 'summon'; readonly legion: string; readonly piece: string; readonly hex: string };

/** An action of a battle add-on, without its seat. */
export type GodsAddonMove = GodsSpellMove | GodsAbilityMove | GodsReinforceMove | GodsSummonMove;

/** What the add-ons remember during a battle, each under its name: absent until it has something to keep. */
export interface GodsAddonMemories {
  /** 15: the counters each side holds and the spell each cast (present when a side came with spells). */
  readonly spells?: SpellsMemory;
  /** 16: spent abilities and their lasting effects (present once an ability acted). */
  readonly abilities?: AbilityMemory;
  /** 17: the defender's chance to reinforce (present once it came). */
  readonly reinforcement?: ReinforcementMemory;
  /** 18: the attacker's chance to summon (present once it came). */
  readonly summoning?: SummoningMemory;
}

/** What the add-ons report in a finished battle's outcome, for the game to carry out. */
export interface GodsAddonReports {
  readonly spells?: SpellsReport;
  readonly reinforcement?: ReinforcementReport;
  readonly summoning?: SummoningReport;
}

/** What a spell did (15.6), as data: its cast, then each of its effects. */
export type GodsSpellDeed =
  /** The counter is spent (15.2) by the Caster, a character of this name. */
  | { readonly kind: 'cast'; readonly name: string }
  /** Create Hazard: the hex's hazard `was` became `hazard`. */
  | { readonly kind: 'hazard'; readonly hex: string; readonly was: string; readonly hazard: string }
  /** Shield: the character takes no damage in the enemy strikeback (A9). */
  | { readonly kind: 'shielded'; readonly piece: string }
  /** Slavery: the character fights for the caster's side. */
  | { readonly kind: 'enslaved'; readonly piece: string }
  /** Shockwave, Quake, Inferno, Painchain: the dice rolled at a target and the hits it took. */
  | { readonly kind: 'strike'; readonly target: string; readonly dice: readonly number[]; readonly strikeNumber: number; readonly hits: number }
  /** Wimps Vacation: a Creature of the first mustering level slain. */
  | { readonly kind: 'slain'; readonly piece: string }
  /** Teleport: a character put on a hex. */
  | { readonly kind: 'teleported'; readonly piece: string; readonly hex: string }
  /** Timewarp: the battle round moved. */
  | { readonly kind: 'round'; readonly from: number; readonly to: number }
  /** Summon: the Demon placed on a hex. */
  | { readonly kind: 'summoned'; readonly piece: string; readonly name: string; readonly hex: string }
  /** Landscaping: the battleland replaced, turned `turns` thirds of a circle. */
  | { readonly kind: 'landscaped'; readonly land: string; readonly turns: number }
  /** Footsore, Homeland, Deadlock, Chaos: in effect for the rest of the battle (Chaos: of its Strike Phase). */
  | { readonly kind: 'lasting' }
  /** Chaos: two enemies swapped. */
  | { readonly kind: 'swapped'; readonly pieces: readonly [string, string] }
  /** Painchain: no enemy next to the last target, the chain ends. */
  | { readonly kind: 'chain-ended' }
  /** Deadlock: a character's damage for the hexes it moved. */
  | { readonly kind: 'deadlock'; readonly piece: string; readonly hits: number }
  /** Slavery as the battle ends: the slave slain (its caster's side won) or back with its legion. */
  | { readonly kind: 'slave-slain' | 'slave-returned'; readonly piece: string };

/** What an add-on did, for the log and the board. */
export type GodsAddonEvent =
  /** A special ability used (16): by which character, its effect kind (engine/gods/data/abilities.ts), on whom or
   * where, and how much (hits dealt or healed, PF gained). */
  | {
    readonly type: 'ability'; readonly piece: string; readonly name: string; readonly ability: string; readonly effect: string;
    readonly targets: readonly string[]; readonly amount: number;
  }
  /** A spell's doing (15): its caster (a piece id), the spell and what it did. */
  | { readonly type: 'spell'; readonly spell: string; readonly caster: string; readonly deed: GodsSpellDeed }
  /** 17.1: the defender's reinforcement entered. */
  | { readonly type: 'reinforced'; readonly piece: string; readonly creature: string; readonly hex: string }
  /** 18.2: the attacker's Lord or Jabberwok summoned from another of his legions entered. */
  | { readonly type: 'summoned'; readonly piece: string; readonly name: string; readonly legion: string; readonly hex: string };
