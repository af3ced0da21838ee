// Rules 10.6, 20.4, 24.4–24.8: what a concession gives away, for the seat's screen to say before it is sent — the
// characters the conceding legion loses, what the other side scores for them, and whether its Master goes with it with
// no way back (the seat is then out of the game). Read off the seat's view and legal actions alone: its own legions and
// pool are in its view, so it cannot leak what the view hides.
import type { GodsAction } from '../actions.js';
import { isPlayerMaster } from '../data/master-roles.js';
import { engagementReward, legionValue } from '../rules/scoring.js';
import type { GodsLegion, GodsOwner } from '../state.js';
import { noWayBack } from '../turn/eliminate.js';
import type { GodsLegionView, GodsView } from '../view.js';

/** The consequence of one legal concession of the seat. */
export interface GodsConcession {
  /** The concession it answers: the engagement's `concede` (10.6 before a battle) or the battle's concede move. */
  readonly kind: 'engagement' | 'battle';
  /** The conceding legion's marker. */
  readonly legion: string;
  /** Its characters, all lost (10.6: "completely eliminated"). */
  readonly lost: readonly string[];
  /** Who scores for them: the other side's owner. */
  readonly to: GodsOwner;
  /** Rules 20.4: the points and Lifegems the other side scores for the legion (none in a draw). */
  readonly points: number;
  readonly lifegems: number;
  /** Rules 10.6: the other side conceded this battle already — conceding too ends it in a draw, both legions gone. */
  readonly draw: boolean;
  /** The seat's Master among the lost characters (24.4–24.8), else null. */
  readonly master: string | null;
  /** Rules 24.4–24.8: its Master goes with it and has no way back — the seat is out of the game. */
  readonly out: boolean;
}

/** A legion of the viewer's own as the engine's legion (its view shows it whole). */
function ownLegion(l: GodsLegionView): GodsLegion {
  const pieces = l.names.map((name, i) => ({ id: l.ids?.[i] ?? `${l.marker}#${i}`, name: name ?? '', hits: 0 }));
  return { marker: l.marker, owner: l.owner, land: l.land, pieces, tower: l.tower, moved: l.moved, splitFrom: l.splitFrom, ...(l.ashore ? { ashore: true } : {}) };
}

/** What each legal concession of the seat gives away (none when it may not concede). */
export function concessionHints(view: GodsView, legal: readonly GodsAction[]): GodsConcession[] {
  const e = view.engagement;
  const me = view.players.find((p) => p.id === view.viewer);
  if (!e || !me) return [];
  const kinds = legal.flatMap((a): ('engagement' | 'battle')[] => (a.type === 'concede' ? ['engagement'] : a.type === 'battle' && a.move.type === 'concede' ? ['battle'] : []));
  if (kinds.length === 0) return [];
  const sides = [e.attacker, e.defender].map((m) => view.legions.find((l) => l.marker === m));
  // the viewer's side: its own legion, else the Neutral legion it plays (A25)
  const mine = sides.find((l) => l?.owner === me.id) ?? sides.find((l) => l?.owner === 'neutral');
  const other = sides.find((l) => l !== mine);
  if (!mine || !other) return [];
  const lost = mine.names.filter((n): n is string => n !== null);
  const reward = engagementReward('concession', legionValue(lost, mine.owner === me.id ? me.score : 0), lost.length).winner;
  const master = mine.owner === me.id ? (lost.find(isPlayerMaster) ?? null) : null;
  const left = view.legions.filter((l) => l.owner === me.id && l.marker !== mine.marker).map(ownLegion);
  const out = master !== null && noWayBack(view, left, me.id, lost, mine.marker);
  const side = mine.marker === e.attacker ? 'attacker' : 'defender';
  return kinds.map((kind) => {
    const draw = kind === 'battle' && e.battle !== null && e.battle.conceding !== null && e.battle.conceding !== side;
    return { kind, legion: mine.marker, lost, to: other.owner, points: draw ? 0 : reward.points, lifegems: draw ? 0 : reward.lifegems, draw, master, out };
  });
}
