// Rules 15.1–15.3, 26: what a Gods of Titan seat's own card shows — computed from its view alone (its own hand and
// legions; goals and EP are public, 26.1): each spell in its hand with its grade and the seat's own Casters whose
// skill reaches that grade (by the chart; a battle may change a skill), and its Experience table — every goal of its
// role with the EP it pays and whether it is reached, and every threshold with whether the seat has reached it and
// whether its advantage is in effect (26.2: only while the Titan is uncovered).
import { godsCharacter } from '../data/characters.js';
import { EXPERIENCE_GOALS, EXPERIENCE_THRESHOLDS, type TitanAdvantage } from '../data/experience.js';
import { GODS_SPELLS, type GodsSpellGrade } from '../data/spells.js';
import type { GodsView } from '../view.js';

/** Rules 15.1, 15.3: one of the seat's characters that may cast spells, where it stands. */
export interface GodsCaster {
  readonly legion: string;
  readonly name: string;
  readonly skill: number;
}

/** Rules 15.2, 15.3: a spell in the seat's hand, how many counters of it, and who of its own could cast it. */
export interface GodsHandSpell {
  readonly id: string;
  readonly grade: GodsSpellGrade;
  readonly count: number;
  readonly casters: readonly GodsCaster[];
}

/** Rules 26.3, 26.4: one goal of the seat's table. */
export interface GodsGoalLine {
  readonly goal: string;
  readonly ep: number;
  readonly reached: boolean;
}

/** Rules 26.5: one threshold of the table: reached by the seat's EP, in effect once its Titan is uncovered (26.2). */
export interface GodsThresholdLine {
  readonly ep: number;
  readonly advantage: TitanAdvantage;
  readonly reached: boolean;
  readonly active: boolean;
}

/** The seat's own card. */
export interface GodsOwnCard {
  readonly spells: readonly GodsHandSpell[];
  /** Every Caster of the seat's legions, strongest first. */
  readonly casters: readonly GodsCaster[];
  readonly ep: number;
  readonly titanUncovered: boolean;
  readonly goals: readonly GodsGoalLine[];
  readonly thresholds: readonly GodsThresholdLine[];
}

/** The card of the viewing seat, or null for a spectator. */
export function ownCard(view: GodsView): GodsOwnCard | null {
  const me = view.players.find((p) => p.id === view.viewer);
  if (!me) return null;
  const casters: GodsCaster[] = view.legions
    .filter((l) => l.owner === me.id)
    .flatMap((l) => l.names.flatMap((name) => {
      const def = name === null ? undefined : godsCharacter(name);
      return def?.caster ? [{ legion: l.marker, name: def.name, skill: def.skill }] : [];
    }))
    .sort((a, b) => b.skill - a.skill);
  const counts = new Map<string, number>();
  for (const id of me.spells ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  const spells = [...counts]
    .flatMap(([id, count]) => {
      const def = GODS_SPELLS[id];
      return def ? [{ id, grade: def.grade, count, casters: casters.filter((c) => c.skill >= def.grade) }] : [];
    })
    .sort((a, b) => a.grade - b.grade || Object.keys(GODS_SPELLS).indexOf(a.id) - Object.keys(GODS_SPELLS).indexOf(b.id));
  const goals = EXPERIENCE_GOALS[me.role].map((g) => ({ goal: g.goal, ep: g.ep, reached: me.goals.includes(g.goal) }));
  const thresholds = EXPERIENCE_THRESHOLDS.map((t) => ({ ep: t.ep, advantage: t.advantage, reached: me.ep >= t.ep, active: me.ep >= t.ep && me.titanUncovered }));
  return { spells, casters, ep: me.ep, titanUncovered: me.titanUncovered, goals, thresholds };
}
