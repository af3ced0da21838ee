// Gods of Titan's Experience Points as data (rules 26; experience.tsv): the Titan-players' and the Darklord's
// 14-goal tables (100 EP each, every goal paid once) and the eight thresholds, each with the advantage it gives the
// uncovered Titan and its legion and that advantage's parameters. The rules over them are in engine/gods/rules/experience.ts.
import type { GodsSeatRole } from './seats.js';

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

/** Rules 26: every goal table sums to this. */
export const EP_TABLE_TOTAL = 100;

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

/** Rules 26.5: what an Experience threshold gives the Titan and its legion. */
export type TitanAdvantage =
  | 'native' | 'mustering-plus' | 'movement-plus' | 'hold' | 'freeway' | 'tower-teleport' | 'battle-teleport' | 'free-teleport';

/** The parameters of each advantage (26.5), for the rules that apply it. */
export interface TitanAdvantageParams {
  /** 10 EP: native to every battleland but these terrains'; musters or reinforces their weakest native Creature. */
  readonly native: { readonly exceptTerrains: readonly string[] };
  /** 20 EP (A16, the German reading): the Titan legion's End-Creature muster is not the player's one per turn. */
  readonly 'mustering-plus': { readonly endCreatureOutsideTurnLimit: true };
  /** 30 EP: moves up to maxLands and musters after a move of any of musterAfter lands. */
  readonly 'movement-plus': { readonly maxLands: number; readonly musterAfter: readonly number[] };
  /** 40 EP: need not move; may stay on any land. */
  readonly hold: { readonly mustMove: false };
  /** 50 EP: every sign is a single Arrow, its direction still binding. */
  readonly freeway: { readonly everySignAs: 'arrow' };
  /** 60 EP: teleport to an own, Neutral or (with leave) enemy Tower; ends on a land next to it (A17). */
  readonly 'tower-teleport': { readonly ends: 'next-to-tower'; readonly mayMuster: true };
  /** 70 EP: teleport onto an enemy legion and engage it; the attacker picks the entry side but on Tower lands and Coasts. */
  readonly 'battle-teleport': { readonly ends: 'on-enemy-legion'; readonly mayMuster: true };
  /** 80 EP: teleport to any unoccupied land; no mustering that turn. */
  readonly 'free-teleport': { readonly ends: 'empty-land'; readonly mayMuster: false };
}

/** One threshold: its EP, its name in the rules, its advantage and that advantage's parameters. */
export type ExperienceThreshold = {
  readonly [A in TitanAdvantage]: { readonly ep: number; readonly name: string; readonly advantage: A; readonly params: TitanAdvantageParams[A] };
}[TitanAdvantage];

/** Rules 26.5 (A18: one teleport per threshold, 60/70/80, not all three at 60 as 9.4's summary reads): the eight
 * thresholds. */
export const EXPERIENCE_THRESHOLDS: readonly ExperienceThreshold[] = [
  { ep: 10, name: 'Native', advantage: 'native', params: { exceptTerrains: ['Darkland', 'Wasteland', 'Coast', 'Sea'] } },
  { ep: 20, name: 'Mustering plus', advantage: 'mustering-plus', params: { endCreatureOutsideTurnLimit: true } },
  { ep: 30, name: 'Movement plus', advantage: 'movement-plus', params: { maxLands: 8, musterAfter: [3, 4, 5, 6, 7] } },
  { ep: 40, name: 'Hold', advantage: 'hold', params: { mustMove: false } },
  { ep: 50, name: 'Freeway', advantage: 'freeway', params: { everySignAs: 'arrow' } },
  { ep: 60, name: 'Tower Teleport', advantage: 'tower-teleport', params: { ends: 'next-to-tower', mayMuster: true } },
  { ep: 70, name: 'Battle Teleport', advantage: 'battle-teleport', params: { ends: 'on-enemy-legion', mayMuster: true } },
  { ep: 80, name: 'Free Teleport', advantage: 'free-teleport', params: { ends: 'empty-land', mayMuster: false } },
];
