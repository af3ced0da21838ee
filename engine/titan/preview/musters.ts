// Mustering previews (§14, §18): what each legal recruit or reinforcement reveals, and what a legion could muster on
// each land it may move to. Read from the seat's own legions (which it sees whole) and the public caretaker only.
import type { Action } from '../actions.js';
import { musterOptions, pickRecruiters, type RecruitOption } from '../master/muster.js';
import type { LandId, MarkerId } from '../state.js';
import { getVariant } from '../variants/index.js';
import { landDef } from '../variants/lookup.js';
import type { PlayerView } from '../view.js';
import type { MusterPreview, RecruitHint, ReinforceHint } from './types.js';

/** What the seat's legion `marker` could muster standing on `land`. */
function optionsAt(view: PlayerView, marker: MarkerId, land: LandId): readonly RecruitOption[] {
  const legion = view.legions.find((l) => l.marker === marker);
  if (!legion) return [];
  const variant = getVariant(view.variant);
  const creatures = legion.creatures.filter((c): c is string => c !== null);
  return musterOptions(variant, landDef(variant, land).terrain, creatures, view.caretaker);
}

/** The characters mustering `creature` would reveal, given what the legion could muster. */
function reveals(options: readonly RecruitOption[], creature: string): readonly string[] {
  const option = options.find((o) => o.creature === creature);
  return option ? (pickRecruiters(option, undefined) ?? []) : [];
}

/** Every legal recruit with the characters it reveals. */
export function recruitHints(view: PlayerView, legal: readonly Action[]): RecruitHint[] {
  return legal.flatMap((a) => {
    if (a.type !== 'recruit') return [];
    const legion = view.legions.find((l) => l.marker === a.marker);
    const options = legion ? optionsAt(view, a.marker, legion.land) : [];
    return [{ marker: a.marker, creature: a.creature, reveals: reveals(options, a.creature) }];
  });
}

/** Every legal reinforcement (the battle's defender, or the winning defender afterwards) with what it reveals. */
export function reinforceHints(view: PlayerView, legal: readonly Action[]): ReinforceHint[] {
  const e = view.engagement;
  const marker = view.battle?.defender ?? e?.aftermath?.winner ?? null;
  const options = e && marker ? optionsAt(view, marker, e.land) : [];
  return legal.flatMap((a) => (a.type === 'reinforce' ? [{ creature: a.creature, reveals: reveals(options, a.creature) }] : []));
}

/** For every legal move, once per legion and land: what the legion could muster there. */
export function musterPreviews(view: PlayerView, legal: readonly Action[]): MusterPreview[] {
  const seen = new Set<string>();
  return legal.flatMap((a) => {
    if (a.type !== 'move' || seen.has(`${a.marker} ${a.to}`)) return [];
    seen.add(`${a.marker} ${a.to}`);
    return [{ marker: a.marker, land: a.to, creatures: optionsAt(view, a.marker, a.to).map((o) => o.creature) }];
  });
}
