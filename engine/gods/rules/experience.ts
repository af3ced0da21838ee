// Rules 26: Experience Points — the two goal tables (26.3 Titan-players, 26.4 Darklord), each goal paid once, and
// the eight thresholds with the advantage each gives the uncovered Titan and its legion (26.5).
import type { GodsSeatRole } from '../data/pools.js';

/** Something that happened to a seat that may reach a goal. Counted events carry the seat's running count. */
export type GoalEvent =
  /** It mustered a Creature (3.7: the first of each End-Creature type). */
  | { readonly kind: 'mustered'; readonly creature: string }
  /** It took a Tower land of this kind (25.5), or won the Skycastle battle (27.5). */
  | { readonly kind: 'captured'; readonly land: 'fort' | 'ruin' | 'tower' | 'citytower' | 'darktower' | 'skycastle' }
  /** One of its Sea legions went ashore (27.4). */
  | { readonly kind: 'ashore' }
  /** It eliminated a Titan-player (24.7; A19), the `count`th so far. */
  | { readonly kind: 'titan-eliminated'; readonly count: number }
  /** It destroyed the Darklord (23.10; A19). */
  | { readonly kind: 'darklord-destroyed' }
  /** An Elemental was destroyed (23.6), the `count`th so far (the Darklord's goals). */
  | { readonly kind: 'elemental-destroyed'; readonly count: number };

/** A goal of a table: its name in the rules, its Experience Points, the event that reaches it. */
export interface ExperienceGoal {
  readonly goal: string;
  readonly ep: number;
  readonly on: GoalEvent;
}

const mustered = (creature: string, ep: number): ExperienceGoal => ({ goal: `${creature} mustered`, ep, on: { kind: 'mustered', creature } });
const taken = (goal: string, land: Extract<GoalEvent, { kind: 'captured' }>['land'], ep: number): ExperienceGoal => ({ goal, ep, on: { kind: 'captured', land } });
const ASHORE: ExperienceGoal = { goal: 'Sea-Legion entered mainland', ep: 5, on: { kind: 'ashore' } };

/** Rules 26.3, 26.4: the goal tables, 14 goals and 100 EP each. */
export const EXPERIENCE_GOALS: Readonly<Record<GodsSeatRole, readonly ExperienceGoal[]>> = {
  'titan-player': [
    mustered('Basilisk', 5), mustered('Hydra', 5), mustered('Serpent', 5), mustered('Seaserpent', 5), mustered('Colossus', 10),
    taken('Fort taken', 'fort', 5), taken('Ruin taken', 'ruin', 5), taken('Tower taken', 'tower', 5),
    taken('Citytower taken', 'citytower', 10), taken('Darktower taken', 'darktower', 10),
    ASHORE,
    { goal: '1st Titan slain', ep: 10, on: { kind: 'titan-eliminated', count: 1 } },
    { goal: '2nd Titan slain', ep: 10, on: { kind: 'titan-eliminated', count: 2 } },
    { goal: 'Darklord slain', ep: 10, on: { kind: 'darklord-destroyed' } },
  ],
  darklord: [
    mustered('Demon', 5), mustered('Seaserpent', 5), mustered('Balrog', 5), mustered('Deathbringer', 10),
    taken('Tower taken', 'tower', 5), taken('Citytower taken', 'citytower', 10),
    ASHORE,
    { goal: '1st Elemental destroyed', ep: 10, on: { kind: 'elemental-destroyed', count: 1 } },
    { goal: '2nd Elemental destroyed', ep: 10, on: { kind: 'elemental-destroyed', count: 2 } },
    { goal: '3rd Elemental destroyed', ep: 10, on: { kind: 'elemental-destroyed', count: 3 } },
    { goal: '1st Titan eliminated', ep: 5, on: { kind: 'titan-eliminated', count: 1 } },
    { goal: '2nd Titan eliminated', ep: 5, on: { kind: 'titan-eliminated', count: 2 } },
    { goal: '3rd Titan eliminated', ep: 5, on: { kind: 'titan-eliminated', count: 3 } },
    taken('Skycastle taken', 'skycastle', 10),
  ],
};

const sameEvent = (a: GoalEvent, b: GoalEvent): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Rules 26.1: the goal `event` reaches for a seat of `role` that already holds the goals `claimed` — null when it
 * reaches none, or one already paid (each goal is paid once, however often it is reached again). */
export function goalReached(role: GodsSeatRole, claimed: readonly string[], event: GoalEvent): ExperienceGoal | null {
  const goal = EXPERIENCE_GOALS[role].find((g) => sameEvent(g.on, event));
  return goal && !claimed.includes(goal.goal) ? goal : null;
}

/** Rules 26.5: what an Experience threshold gives the Titan and its legion. */
export type TitanAdvantage =
  | 'native' | 'mustering-plus' | 'movement-plus' | 'hold' | 'freeway' | 'tower-teleport' | 'battle-teleport' | 'free-teleport';

/** Rules 26.5 (A18: one teleport per threshold, 60/70/80, not all three at 60 as 9.4's summary reads): the eight
 * thresholds. */
export const EXPERIENCE_THRESHOLDS: readonly { readonly ep: number; readonly advantage: TitanAdvantage }[] = [
  { ep: 10, advantage: 'native' },
  { ep: 20, advantage: 'mustering-plus' },
  { ep: 30, advantage: 'movement-plus' },
  { ep: 40, advantage: 'hold' },
  { ep: 50, advantage: 'freeway' },
  { ep: 60, advantage: 'tower-teleport' },
  { ep: 70, advantage: 'battle-teleport' },
  { ep: 80, advantage: 'free-teleport' },
];

/** Rules 26.2, 26.5: the advantages a seat with `ep` Experience Points holds — none while its Titan is covered. */
export function advantagesHeld(ep: number, titanUncovered: boolean): TitanAdvantage[] {
  return titanUncovered ? EXPERIENCE_THRESHOLDS.filter((t) => ep >= t.ep).map((t) => t.advantage) : [];
}
