// Rules 5.7, 10.3, 24.3, 23.3 (the legion he spied on, whole to the Darklord), 16.5: what a seat may see. Its own
// legions whole (an Executer at its grown PF); another seat's as marker, land and height, with only an uncovered Master
// (a marker when uncovered, 4.4, 24.3, 24.4) named; the gray Neutral Tower legions whole (their garrison is fixed by
// 5.6). Its own Personal Pool (its trophies apart) and markers; other seats' pools stay hidden, since a pool tells what
// is in the legions; an agreement being negotiated only to its two sides (10.5), a trade offer only to its two parties
// (7.1); who still chooses where his Phantom or Dark-Titan appears (24.4, 23.7).
// Never the PRNG.
import { engagementView, type GodsEngagementView } from './engagement/view.js';
import { engagementSides } from './legal.js';
import { reachedGoalOf } from './turn/experience.js';
import { grownPower } from './turn/trophies.js';
import type { GodsSeatRole } from './data/seats.js';
import { isDarklord } from './roles.js';
import { isTowerMarker } from './roster.js';
import { LastObjectMemo } from '../platform/memo.js';
import { shownMaster, type GodsAppearingMaster, type GodsEndReason, type GodsGameLength, type GodsLegion, type GodsMoveRecord, type GodsOffer, type GodsPermission, type GodsPhase, type GodsSeat, type GodsState } from './state.js';

/** One legion as a seat sees it: `names` has one entry per character, null where it is hidden. */
export interface GodsLegionView {
  readonly marker: string;
  readonly owner: GodsLegion['owner'];
  readonly land: number;
  readonly height: number;
  readonly names: readonly (string | null)[];
  /** The piece ids behind `names`, for the viewer's own legions only (its splits and summons name pieces by id). */
  readonly ids: readonly string[] | null;
  readonly tower: boolean;
  readonly moved: GodsMoveRecord | null;
  readonly splitFrom: string | null;
  /** Rules 27.4, 8.3: the viewer's own Sea legion has gone ashore (a land legion now); never shown for another's. */
  readonly ashore?: boolean;
  /** Rules 16.5 Executer: each named character's PF where its kills grew it (null elsewhere); absent when none did. */
  readonly powers?: readonly (number | null)[];
}

/** One seat as others see it; `pool` and `markers` only for the viewer's own seat. */
export interface GodsPlayerView {
  readonly id: GodsSeat;
  readonly name: string;
  /** Rules 1.2, 23.1: the part the seat plays, public. */
  readonly role: GodsSeatRole;
  readonly tower: number | null;
  readonly lifegems: number;
  readonly score: number;
  readonly ep: number;
  /** Rules 26.1: the Experience goals the seat has reached, public as each is announced. */
  readonly goals: readonly string[];
  readonly titanUncovered: boolean;
  readonly out: boolean;
  readonly started: boolean;
  readonly markersLeft: number;
  /** Rules 23.9: the ordinary (not Tower) markers among them — public, as every Tower marker in play is on the board —
   * one of which a Darktower legion needs to leave under (the AI's threats read it). */
  readonly freeMarkersLeft: number;
  readonly spellsLeft: number;
  readonly spells: readonly string[] | null;
  readonly pool: Readonly<Record<string, number>> | null;
  /** Rules 16.5 Executer: the trophies in the Personal Pool (never usable), for the viewer's own seat only. */
  readonly trophies: readonly { readonly name: string; readonly owner: GodsSeat }[] | null;
  readonly markers: readonly string[] | null;
  /** Rules 27.4: a Sea legion of the seat has gone ashore (its Sea legions muster no more without an Aquarian), public
   * as the goal it reached was announced; absent otherwise. The muster previews (preview/move-musters.ts) read it. */
  readonly seaAshore?: true;
}

/** Rules 27.5: the final battle as every seat sees it — the lent Creatures are taken openly from their legions. */
export interface GodsFinalBattleView {
  readonly attacker: string;
  /** Each lent Creature: its piece (on the God's side of the battle), name, the legion it came from and its owner. */
  readonly lent: readonly { readonly piece: string; readonly name: string; readonly from: string; readonly owner: GodsSeat }[];
  readonly passed: readonly GodsSeat[];
  readonly chooser: GodsSeat | null;
  /** The chooser's own characters by piece id, in his view only (to name the Creatures he may lend); else empty. */
  readonly yours: Readonly<Record<string, string>>;
}

/** What a seat sees of the game. */
export interface GodsView {
  readonly viewer: string | null;
  readonly stateId: number;
  readonly round: number;
  readonly phase: GodsPhase;
  readonly mover: GodsSeat | null;
  readonly players: readonly GodsPlayerView[];
  readonly legions: readonly GodsLegionView[];
  readonly engagement: GodsEngagementView | null;
  readonly fought: readonly string[];
  readonly darkTitanAppeared: boolean;
  /** Rules 22.2: an End-Creature was mustered this turn by a legion that counts against the one a turn, public as every
   * muster is announced; absent otherwise. The muster previews (preview/move-musters.ts) read it. */
  readonly endCreatureMustered?: true;
  /** Rules 7.2, 23.2, 23.8: the standing permissions to pass, public. */
  readonly permissions: readonly GodsPermission[];
  /** Rules 27.5: the Skycastle final battle under way, public, else null. */
  readonly finalBattle: GodsFinalBattleView | null;
  /** Rules 7.1: the open trade offers the viewer made or was made (secret between the two parties). */
  readonly offers: readonly GodsOffer[];
  /** Rules 24.4, 24.5, 23.7: the players still choosing the legion their Master appears in, the one the game waits
   * for first. */
  readonly appearing: readonly { readonly seat: GodsSeat; readonly master: GodsAppearingMaster }[];
  /** The round limit and point target of a shortened game (TITAN §21), public. */
  readonly gameLength: GodsGameLength;
  readonly winner: GodsSeat | null;
  /** Why the game ended (null while it goes on, or for a game that ended before this was kept). */
  readonly endReason: GodsEndReason | null;
}

/** Rules 27.5: the public record of the final battle. */
function finalBattleView(state: GodsState, viewer: string | null): GodsFinalBattleView | null {
  const fb = state.finalBattle;
  if (!fb) return null;
  const names = new Map(state.legions.flatMap((l) => l.pieces.map((p) => [p.id, p.name] as const)));
  const battle = new Map((state.engagement?.battle?.pieces ?? []).map((p) => [p.id, p.name] as const));
  const lent = fb.lent.map((l) => ({ piece: l.piece, name: names.get(l.piece) ?? battle.get(l.piece) ?? '?', from: l.from, owner: l.owner }));
  const own = fb.chooser === null || fb.chooser !== viewer ? [] : state.legions.filter((l) => l.owner === viewer).flatMap((l) => l.pieces);
  return { attacker: fb.attacker, lent, passed: fb.passed, chooser: fb.chooser, yours: Object.fromEntries(own.map((p) => [p.id, p.name])) };
}

/** The names a seat may see in a legion. */
function visibleNames(state: GodsState, legion: GodsLegion, viewer: string | null): (string | null)[] {
  if (legion.owner === viewer || legion.owner === 'neutral' || state.phase === 'over') return legion.pieces.map((p) => p.name);
  if (isDarklord(state, viewer) && state.spied === legion.marker) return legion.pieces.map((p) => p.name); // 23.3: the spy saw it
  return legion.pieces.map((p) => (shownMaster(state, legion, p.name) ? p.name : null));
}

/** Rules 16.5 Executer: the grown PF of each character a seat may see in a legion, or undefined when none grew. */
function visiblePowers(legion: GodsLegion, names: readonly (string | null)[]): (number | null)[] | undefined {
  const powers = legion.pieces.map((p, i) => (names[i] === null ? null : (grownPower(p) ?? null)));
  return powers.some((p) => p !== null) ? powers : undefined;
}

/** Rules 10.5, 10.8: agreements are negotiated in secret (only the two sides see a proposal); the battle as the seat sees it. */
function engagementFor(state: GodsState, viewer: string | null): GodsEngagementView | null {
  const e = state.engagement;
  if (!e) return null;
  const sides = engagementSides(state);
  // 27.5: the final battle is every seat's: the defenders are all the Titan-players' and fight in the open.
  const all = Boolean(state.finalBattle) && state.players.some((p) => p.id === viewer);
  return engagementView(e, viewer, all || (sides !== null && (viewer === sides.attacker || viewer === sides.defender)));
}

/** The latest seats' views of each viewer: a state's lists stay the same objects from state to state until an action
 * changes them (a battle changes neither), so the view of the next state reuses them. */
const PLAYER_VIEWS = new LastObjectMemo<GodsState['players'], string | null, readonly GodsPlayerView[]>();

/** The latest legions' views of one viewer: the legions they were made of and what else they show (`seen`). */
interface LegionViews {
  readonly seen: readonly unknown[];
  readonly legions: GodsState['legions'];
  readonly view: readonly GodsLegionView[];
}

/** The latest legions' views of each viewer: a legion no action changed stays the same object from state to state
 * (state.ts touchLegion), so its view is reused while what else it shows is unchanged. */
const LEGION_VIEWS = new Map<string | null, LegionViews>();

/** A view being built, its optional members set after the others (in the same order as ever). */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The seats as `viewer` sees them. */
function playersFor(state: GodsState, viewer: string | null): readonly GodsPlayerView[] {
  const known = PLAYER_VIEWS.get(state.players, viewer);
  if (known) return known;
  const fresh = freshPlayers(state, viewer);
  PLAYER_VIEWS.set(state.players, viewer, fresh);
  return fresh;
}

function freshPlayers(state: GodsState, viewer: string | null): GodsPlayerView[] {
  return state.players.map((p) => ({
    id: p.id,
    name: p.name,
    role: p.role,
    tower: p.tower,
    lifegems: p.lifegems,
    score: p.score,
    ep: p.ep,
    goals: p.goals,
    titanUncovered: p.titanUncovered,
    out: p.out,
    started: p.started,
    markersLeft: p.markers.length,
    freeMarkersLeft: p.markers.filter((m) => !isTowerMarker(m)).length,
    spellsLeft: p.spells.length,
    spells: p.id === viewer ? p.spells : null,
    pool: p.id === viewer ? p.pool : null,
    trophies: p.id === viewer ? p.trophies.map((t) => ({ name: t.name, owner: t.owner })) : null,
    markers: p.id === viewer ? p.markers : null,
    ...(reachedGoalOf(p, 'ashore') ? { seaAshore: true as const } : {}),
  }));
}

/** What of the seats a legion's view shows (visibleNames: their roles, their uncovered Masters), of the latest seats. */
const SEATS_SHOWN = new LastObjectMemo<GodsState['players'], null, string>();

function seatsShown(state: GodsState): string {
  return SEATS_SHOWN.made(state.players, null, () => state.players.map((p) => `${p.id}/${p.role}/${p.titanUncovered}`).join(','));
}

/** The legions as `viewer` sees them; what they show beside the legions themselves: the seats (roles, uncovered
 * Masters), the end of the game and the Darklord's spied legion. */
function legionsFor(state: GodsState, viewer: string | null): readonly GodsLegionView[] {
  const seen = [seatsShown(state), state.phase === 'over', state.spied];
  const known = LEGION_VIEWS.get(viewer);
  const same = known !== undefined && known.seen.every((x, i) => x === seen[i]);
  if (same && known.legions === state.legions) return known.view;
  // A legion keeps its place in the list while it stays the same object (one an action changed is a new object in its
  // place); once legions came or went, one that moved place is looked up.
  const shifted = same && known.legions.length !== state.legions.length;
  let byLegion: Map<GodsLegion, GodsLegionView> | null = null;
  const view = state.legions.map((l, i) => {
    if (!same) return legionView(state, l, viewer);
    if (known.legions[i] === l) return known.view[i] as GodsLegionView;
    if (!shifted) return legionView(state, l, viewer);
    if (!byLegion) {
      byLegion = new Map();
      for (let j = 0; j < known.legions.length; j++) byLegion.set(known.legions[j] as GodsLegion, known.view[j] as GodsLegionView);
    }
    return byLegion.get(l) ?? legionView(state, l, viewer);
  });
  LEGION_VIEWS.set(viewer, { seen, legions: state.legions, view });
  return view;
}

/** One legion as `viewer` sees it. */
function legionView(state: GodsState, l: GodsLegion, viewer: string | null): GodsLegionView {
  const names = visibleNames(state, l, viewer);
  const powers = visiblePowers(l, names);
  const view: Mutable<GodsLegionView> = {
    marker: l.marker,
    owner: l.owner,
    land: l.land,
    height: l.pieces.length,
    names,
    ids: l.owner === viewer ? l.pieces.map((p) => p.id) : null,
    tower: l.tower,
    moved: l.moved,
    splitFrom: l.splitFrom,
  };
  if (l.ashore === true && l.owner === viewer) view.ashore = true;
  if (powers) view.powers = powers;
  return view;
}

/** The view of `viewer` (null: a spectator, who sees only what every seat sees). */
export function godsViewFor(state: GodsState, viewer: string | null): GodsView {
  return {
    viewer,
    stateId: state.stateId,
    round: state.round,
    phase: state.phase,
    mover: state.phase === 'setup' || state.phase === 'over' ? null : (state.players[state.active]?.id ?? null),
    players: playersFor(state, viewer),
    legions: legionsFor(state, viewer),
    engagement: engagementFor(state, viewer),
    fought: state.fought,
    darkTitanAppeared: state.darkTitanAppeared,
    ...(state.musters.some((m) => m.endCreature) ? { endCreatureMustered: true as const } : {}),
    permissions: state.permissions ?? [],
    finalBattle: finalBattleView(state, viewer),
    offers: (state.offers ?? []).filter((o) => o.from === viewer || o.to === viewer),
    appearing: state.appearing.map((c) => ({ seat: c.seat, master: c.master })),
    gameLength: state.gameLength,
    winner: state.winner,
    endReason: state.endReason,
  };
}
