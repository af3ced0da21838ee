// Rules 22.1–22.3, 8.4, 3.7, 4.2, 17, 27.4: which Creatures a legion may muster on a land, or take as a
// reinforcement there, and the characters it must reveal for each. Plain inputs: the caller (the game) knows the
// legion, the land, the move, the seat's pool and what was mustered this turn; the table is muster-tables.ts.
import type { GodsLandKind } from '../types.js';
import { abilityEffect, characterDef, hasAbility, hasRoom, isCreature, mayHoldAnother } from './legion-size.js';
import type { TitanAdvantage } from '../data/experience.js';
import { advantageParams } from './experience.js';
import { AFTER_APPEARANCE, MUSTER_TABLE, type MusterChain, type MusterGround } from './muster-tables.js';
import { joinHoldsMaster } from './ring.js';

/** A Creature a legion may take, with each set of its characters that qualifies it (22.1: reveal any one set). */
export interface CreatureOption {
  readonly creature: string;
  readonly reveal: readonly (readonly string[])[];
}

/** The land a legion stands on, as the board describes it. */
export interface MusterLand {
  readonly terrain: string;
  readonly kind: GodsLandKind;
  readonly labelled: boolean;
}

/** The legion asking. */
export interface MusterLegion {
  /** Its characters by chart name. */
  readonly characters: readonly string[];
  /** Its Titan or Phantom is uncovered (4.2 size, 26.2 advantages). */
  readonly masterUncovered: boolean;
  /** It is a Sea legion (27.4), even one gone ashore. */
  readonly seaLegion: boolean;
  /** It has gone ashore (27.4: its landable Sea-Creatures are free of the ring); absent: it has not. */
  readonly ashore?: boolean;
  /** The advantages its uncovered Titan holds (experience.ts `advantagesHeld`); empty for any other legion. */
  readonly advantages: readonly TitanAdvantage[];
}

/** What the legion's owner has and has done this turn. */
export interface MusterSeat {
  /** Counters left in the seat's Personal Pool, by name (3.8, 28.4). */
  readonly pool: Readonly<Record<string, number>>;
  /** An End-Creature was already mustered this Game-Turn by a legion that counts against the limit (22.2;
   * `usesEndCreatureAllowance`). */
  readonly endCreatureTaken: boolean;
  /** The Dark-Titan has appeared (23.7, 23.9). */
  readonly darkTitanAppeared: boolean;
  /** One of the seat's Sea legions has gone ashore (27.4): its Sea legions muster no more unless an Aquarian leads. */
  readonly seaLegionsAshore: boolean;
}

/** Rules 8.4, 22.1: the move lengths after which a legion may muster Creatures. */
export const MUSTER_MOVE = { min: 3, max: 5 } as const;

/** Rules 22.2 with 26.5 (20 EP, A16): whether an End-Creature mustered by this legion uses the seat's one per turn —
 * not the Mustering-plus Titan legion's, which may always muster one more. */
export function usesEndCreatureAllowance(advantages: readonly TitanAdvantage[]): boolean {
  return !advantages.includes('mustering-plus');
}

/** Rules 8.4, 22.1, 26.5: whether a move of `lands` (a teleport counts as one, 9.1) allows mustering Creatures. */
export function musterMove(lands: number, advantages: readonly TitanAdvantage[]): boolean {
  if (advantages.includes('movement-plus')) return advantageParams('movement-plus').musterAfter.includes(lands);
  return lands >= MUSTER_MOVE.min && lands <= MUSTER_MOVE.max;
}

/** Rules 26.5 (10 EP Native, A28): the legion's Titan qualifies for the first creature of every chain of a land the
 * Titan is native to (all but the Darklands, Wastelands, Coasts and Sea). */
function nativeTitan(legion: MusterLegion, terrain: string): string | undefined {
  if (!legion.advantages.includes('native') || advantageParams('native').exceptTerrains.includes(terrain)) return undefined;
  return legion.characters.find((name) => hasAbility(name, 'master-power'));
}

/** How many of the legion's characters bear a name. */
function held(legion: readonly string[], name: string): number {
  let n = 0;
  for (const other of legion) if (other === name) n++;
  return n;
}

/** Rules 22.3: the sets of the legion's characters that qualify it for step `k` of `chain`. */
function qualifyingSets(chain: MusterChain, k: number, legion: readonly string[], titan: string | undefined): string[][] {
  const sets: string[][] = [];
  // A creature qualifies for its own kind and every lesser creature of the chain.
  for (const later of chain.steps.slice(k)) if (legion.includes(later.creature)) sets.push([later.creature]);
  const prev = chain.steps[k - 1];
  if (prev?.toNext && held(legion, prev.creature) >= prev.toNext) sets.push(Array<string>(prev.toNext).fill(prev.creature));
  if (k === 0) {
    const opener = chain.openedBy;
    if (opener) for (const name of new Set(legion)) if (hasAbility(name, opener)) sets.push([name]);
    if (titan) sets.push([titan]);
  }
  return sets;
}

/** Whether the legion may take `creature` at all: pool, kind limits, the per-turn End-Creature, 23.9, and never a
 * Sea-Creature the ring would hold a Master or an Elemental with (24.4). */
function mayTake(creature: string, legion: MusterLegion, seat: MusterSeat): boolean {
  if ((seat.pool[creature] ?? 0) <= 0) return false;
  if (!mayHoldAnother(legion.characters, creature)) return false;
  if (joinHoldsMaster(legion.characters, creature, legion.ashore === true || seat.seaLegionsAshore)) return false; // 24.4
  if (AFTER_APPEARANCE.has(creature) && !seat.darkTitanAppeared) return false;
  const end = characterDef(creature).endCreature;
  return !(end && seat.endCreatureTaken && usesEndCreatureAllowance(legion.advantages));
}

/** Rules 27.4, 16.5 Aquarian: whether a Sea legion still musters on a land of `kind` after its side went ashore. */
function mustersAfterLanding(legion: readonly string[], kind: GodsLandKind): boolean {
  const lands: readonly string[] = abilityEffect('sea-muster-ashore', 'muster-after-landing').lands;
  return lands.includes(kind) && legion.some((name) => hasAbility(name, 'sea-muster-ashore'));
}

/** Rules 22.2, 27.4: the land's mustering, if this legion may muster there at all. */
function groundFor(legion: MusterLegion, land: MusterLand, seat: MusterSeat): MusterGround | undefined {
  const ground = MUSTER_TABLE[land.terrain];
  if (!ground || !hasRoom(legion.characters, legion.masterUncovered)) return undefined;
  if (!land.labelled) {
    const gate = ground.unlabelledWith;
    if (!gate || !legion.characters.some((name) => hasAbility(name, gate))) return undefined;
  }
  if (legion.seaLegion && seat.seaLegionsAshore && !mustersAfterLanding(legion.characters, land.kind)) return undefined;
  return ground;
}

/** Rules 22.3 and 17.1: every Creature the legion is qualified for on the land, ignoring the move. */
function qualifiedCreatures(legion: MusterLegion, land: MusterLand, seat: MusterSeat): CreatureOption[] {
  const ground = groundFor(legion, land, seat);
  if (!ground) return [];
  const titan = nativeTitan(legion, land.terrain);
  const out: CreatureOption[] = [];
  for (const chain of ground.chains) {
    chain.steps.forEach((s, k) => {
      if (!mayTake(s.creature, legion, seat)) return;
      const reveal = qualifyingSets(chain, k, legion.characters, titan);
      if (reveal.length > 0) out.push({ creature: s.creature, reveal });
    });
  }
  return out;
}

/** Rules 22.1–22.3, 8.4: what a legion may muster in the Mustering Phase after moving `landsMoved` lands onto
 * `land` (nothing once it mustered this turn, 22.2). */
export function creatureMusterOptions(
  legion: MusterLegion,
  land: MusterLand,
  landsMoved: number,
  musteredThisTurn: boolean,
  seat: MusterSeat,
): CreatureOption[] {
  if (musteredThisTurn || !musterMove(landsMoved, legion.advantages)) return [];
  return qualifiedCreatures(legion, land, seat);
}

/** Rules 17, 16.5 Pixie, 26.5: what a defending legion may take as its one reinforcement on the land of the
 * Engagement — what it is qualified to muster there (no move needed, 8.4), or, with a Pixie, another of its
 * strongest Creatures wherever it stands. */
export function reinforcementOptions(legion: MusterLegion, land: MusterLand, seat: MusterSeat): CreatureOption[] {
  const out = qualifiedCreatures(legion, land, seat);
  if (!hasRoom(legion.characters, legion.masterUncovered)) return out;
  const pixie = legion.characters.find((name) => hasAbility(name, 'pixie-reinforcement'));
  if (!pixie) return out;
  const creatures = legion.characters.filter(isCreature);
  const best = Math.max(...creatures.map((name) => characterDef(name).value ?? 0));
  for (const creature of new Set(creatures.filter((name) => characterDef(name).value === best))) {
    if (!mayTake(creature, legion, seat)) continue;
    const sets = [[pixie, creature]];
    const known = out.find((o) => o.creature === creature);
    if (known) out[out.indexOf(known)] = { creature, reveal: [...known.reveal, ...sets] };
    else out.push({ creature, reveal: sets });
  }
  return out;
}
