// Mustering qualification (§18, also used by §14 reinforcements): which characters a legion standing in a terrain is
// qualified to muster, the minimal sets of characters it may reveal to prove it and the set it reveals (§18.4).
// Eligibility (moved, once per turn) is the reducer's business; this reads the recruit lists, the caretaker's stacks
// and the legion's size.
import { ANY_NON_LORD, ANYTHING } from '../data/recruit-keywords.js';
import type { RecruitEntry } from '../data/types.js';
import type { Variant } from '../variants/index.js';

/** A character the legion may muster, with each minimal set of characters that qualifies it ([] = reveal nothing). */
export interface RecruitOption {
  readonly creature: string;
  readonly recruiterSets: readonly (readonly string[])[];
}

/** An entry that only qualifies the next one and is never mustered itself (keywords; the Titan's number is −1). */
function isQualifierOnly(entry: RecruitEntry): boolean {
  return entry.entry === ANYTHING || entry.entry === ANY_NON_LORD || entry.number < 0;
}

function countOf(creatures: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of creatures) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/** Drops duplicate sets and sets that contain another set (as multisets): only minimal reveals remain. */
function minimalSets(sets: readonly string[][]): string[][] {
  const contains = (big: readonly string[], small: readonly string[]): boolean => {
    const need = countOf(small);
    const have = countOf(big);
    for (const [c, n] of need) if ((have.get(c) ?? 0) < n) return false;
    return true;
  };
  const out: string[][] = [];
  sets.forEach((set, i) => {
    const beaten = sets.some((other, j) => {
      if (j === i || !contains(set, other)) return false;
      return other.length < set.length || j < i; // strictly smaller, or an equal set listed earlier
    });
    if (!beaten) out.push(set);
  });
  return out;
}

/** The ways a legion qualifies for `target`, entry k of a recruit list (before minimising). */
function qualifyingSets(
  variant: Variant,
  list: readonly RecruitEntry[],
  target: RecruitEntry,
  k: number,
  counts: ReadonlyMap<string, number>,
  regularChain: boolean,
): string[][] {
  const sets: string[][] = [];
  // §18.3: a creature qualifies for its own kind and, in a regular chain, for every lesser creature of the chain.
  const last = regularChain ? list.length - 1 : k;
  for (let j = k; j <= last; j++) {
    const entry = list[j]!.entry;
    if ((counts.get(entry) ?? 0) > 0) sets.push([entry]);
  }
  const prev = k > 0 ? list[k - 1] : undefined;
  if (!prev) return sets;
  if (prev.entry === ANYTHING) {
    sets.push([]); // §18.5: the Tower creatures need nothing revealed
  } else if (prev.entry === ANY_NON_LORD) {
    // §18.5: three identical creatures (neither lords nor demi-lords) qualify for a Guardian.
    for (const [c, n] of counts) {
      if (variant.creatures[c]?.kind === 'creature' && n >= target.number) sets.push(Array(target.number).fill(c));
    }
  } else {
    // §18.2: `number` of the previous entry qualify (2 Lions → Minotaur; §18.5: the Titan → Warlock).
    const need = Math.max(1, target.number);
    if ((counts.get(prev.entry) ?? 0) >= need) sets.push(Array(need).fill(prev.entry));
  }
  return sets;
}

/** Every character a legion holding `creatures` qualifies for in `terrain`, whatever the caretaker has left. */
function qualifiedOptions(variant: Variant, list: readonly RecruitEntry[], creatures: readonly string[]): readonly RecruitOption[] {
  const regularChain = !list.some(isQualifierOnly);
  const counts = countOf(creatures);
  const byCreature = new Map<string, string[][]>();
  list.forEach((entry, k) => {
    if (isQualifierOnly(entry)) return;
    const sets = qualifyingSets(variant, list, entry, k, counts, regularChain);
    if (sets.length === 0) return;
    byCreature.set(entry.entry, [...(byCreature.get(entry.entry) ?? []), ...sets]);
  });
  return [...byCreature].map(([creature, sets]) => ({ creature, recruiterSets: minimalSets(sets) }));
}

/** qualifiedOptions by recruit list (with the character table it was read with) and legion (its creatures in their
 * order): the listings of every Enlistment Phase and the AI's searches ask the same few questions again and again.
 * Bounded: a list's answers are dropped when they grow many. */
const QUALIFIED = new WeakMap<readonly RecruitEntry[], { readonly creatures: Variant['creatures']; readonly byLegion: Map<string, readonly RecruitOption[]> }>();
const QUALIFIED_LIMIT = 5_000;

/** The last answer for each creatures array (a legion keeps its array from state to state, and nobody changes one in
 * place): a legion asked about again needs no key built. */
const BY_ARRAY = new WeakMap<readonly string[], { readonly list: readonly RecruitEntry[]; readonly creatures: Variant['creatures']; readonly options: readonly RecruitOption[] }>();

/** qualifiedOptions, remembered. */
function qualified(variant: Variant, list: readonly RecruitEntry[], creatures: readonly string[]): readonly RecruitOption[] {
  const last = BY_ARRAY.get(creatures);
  if (last && last.list === list && last.creatures === variant.creatures) return last.options;
  let known = QUALIFIED.get(list);
  if (!known || known.creatures !== variant.creatures || known.byLegion.size >= QUALIFIED_LIMIT) {
    known = { creatures: variant.creatures, byLegion: new Map() };
    QUALIFIED.set(list, known);
  }
  const key = creatures.join('\n');
  let options = known.byLegion.get(key);
  if (!options) {
    options = qualifiedOptions(variant, list, creatures);
    known.byLegion.set(key, options);
  }
  BY_ARRAY.set(creatures, { list, creatures: variant.creatures, options });
  return options;
}

/** §18: every character a legion holding `creatures` may muster in `terrain`, in recruit-list order. */
export function recruitOptions(
  variant: Variant,
  terrain: string,
  creatures: readonly string[],
  caretaker: Readonly<Record<string, number>>,
): readonly RecruitOption[] {
  const list = variant.musterLists[terrain];
  if (!list) return [];
  const options = qualified(variant, list, creatures);
  // §18.3: an empty stack cannot be mustered from (every entry of a creature draws on the same stack)
  for (const o of options) if (!((caretaker[o.creature] ?? 0) > 0)) return options.filter((x) => (caretaker[x.creature] ?? 0) > 0);
  return options;
}

/** §18 with §4.1: what a legion of `creatures` could muster in `terrain` — nothing once it is as tall as a legion may be. */
export function musterOptions(
  variant: Variant,
  terrain: string,
  creatures: readonly string[],
  caretaker: Readonly<Record<string, number>>,
): readonly RecruitOption[] {
  return creatures.length >= variant.rules.maxLegionSize ? [] : recruitOptions(variant, terrain, creatures, caretaker);
}

/** §18.4: the recruiters to reveal — the player's choice if it qualifies, else the smallest qualifying set. */
export function pickRecruiters(option: RecruitOption, wanted: readonly string[] | undefined): readonly string[] | null {
  const key = (s: readonly string[]): string => [...s].sort().join('\n');
  if (wanted) return option.recruiterSets.find((s) => key(s) === key(wanted)) ?? null;
  return [...option.recruiterSets].sort((a, b) => a.length - b.length)[0] ?? [];
}
