// Per-viewer redaction at the boundary (boardgame.io's playerView): a player's view holds his own legions in full,
// other legions as marker, height and the creatures he may know in the game's information mode, and never the
// PRNG state or the undo snapshots. The UI and the AI only ever see a PlayerView.
import type { EntrySide } from '../family/types.js';
import { moverOf } from './game/context.js';
import type {
  BattleState, EngagementState, GameOptions, GameState, LandId, LegionState, MarkerId, Phase, PlayerId, TurnState, VariantId,
} from './state.js';
import { getVariant } from './variants/index.js';
import { titanPower } from './values.js';

/** A legion as one viewer sees it; `creatures` has one entry per character, null for the ones he may not know. */
export interface LegionView {
  readonly marker: MarkerId;
  readonly owner: PlayerId;
  readonly land: LandId;
  readonly height: number;
  readonly creatures: readonly (string | null)[];
  readonly moved: boolean;
  readonly teleported: boolean;
  readonly recruited: boolean;
  readonly entrySide: EntrySide | null;
  readonly entryChoices: readonly EntrySide[];
}

/** A player's public standing. */
export interface PlayerSummary {
  readonly id: PlayerId;
  readonly name: string;
  readonly tower: LandId;
  readonly score: number;
  readonly alive: boolean;
  readonly titanPower: number;
  readonly canTitanTeleport: boolean;
  readonly legions: number;
  readonly markersLeft: number;
  readonly turnsTaken: number;
  readonly eliminatedBy: PlayerId | null;
}

/** Everything one viewer may know of a game. */
export interface PlayerView {
  readonly viewer: PlayerId | null;
  readonly stateId: number;
  readonly variant: VariantId;
  readonly options: GameOptions;
  readonly round: number;
  readonly phase: Phase;
  readonly activePlayer: PlayerId;
  /** During setup: whose initial split is awaited. */
  readonly setupPlayer: PlayerId | null;
  readonly turn: TurnState;
  readonly players: readonly PlayerSummary[];
  /** The viewer's markers not in play (empty for spectators). */
  readonly freeMarkers: readonly MarkerId[];
  readonly legions: readonly LegionView[];
  readonly caretaker: Readonly<Record<string, number>>;
  readonly graveyard: Readonly<Record<string, number>>;
  readonly pendingEngagements: readonly LandId[];
  readonly engagement: EngagementState | null;
  /** Battles are fought in view of every player (§9.1), so the battle is public. */
  readonly battle: BattleState | null;
  readonly winner: PlayerId | null;
  readonly endReason: GameState['endReason'];
}

/** True if the viewer may see every creature of this legion right now. */
function seesWhole(state: GameState, viewer: PlayerId | null, legion: LegionState): boolean {
  if (state.options.infoMode === 'all' || state.phase === 'over') return true;
  if (viewer === legion.owner) return true;
  const e = state.engagement;
  if (e && (e.attacker === legion.marker || e.defender === legion.marker)) {
    if (state.battle) return true;
    const owners = [state.legions[e.attacker]?.owner, state.legions[e.defender]?.owner];
    return viewer !== null && owners.includes(viewer);
  }
  return false;
}

/** The creatures of a legion the viewer knows, the rest as null. */
function visibleCreatures(state: GameState, viewer: PlayerId | null, legion: LegionState): (string | null)[] {
  if (seesWhole(state, viewer, legion)) return [...legion.creatures];
  const known = state.options.infoMode === 'revealed' && viewer !== null ? state.knowledge[viewer]?.[legion.marker] ?? [] : [];
  const out: (string | null)[] = [...known];
  while (out.length < legion.creatures.length) out.push(null);
  return out.slice(0, legion.creatures.length);
}

/** The engagement as the viewer may see it: proposals are private to the two engaged players (§9.1). */
function engagementFor(state: GameState, viewer: PlayerId | null): EngagementState | null {
  const e = state.engagement;
  if (!e || !e.proposal || state.options.infoMode === 'all') return e;
  const owners = [state.legions[e.attacker]?.owner, state.legions[e.defender]?.owner];
  return viewer !== null && owners.includes(viewer) ? e : { ...e, proposal: null };
}

/** Builds the redacted view of `state` for `viewer` (null = a spectator who owns nothing). */
export function viewFor(state: GameState, viewer: PlayerId | null): PlayerView {
  const variant = getVariant(state.variant);
  const legions = Object.values(state.legions);
  const inPlay = new Set(legions.map((l) => l.marker));
  const players = state.players.map((p): PlayerSummary => ({
    id: p.id,
    name: p.name,
    tower: p.tower,
    score: p.score,
    alive: p.alive,
    titanPower: titanPower(variant, p.score),
    canTitanTeleport: p.score >= variant.rules.titanTeleportScore,
    legions: legions.filter((l) => l.owner === p.id).length,
    markersLeft: p.markers.filter((m) => !inPlay.has(m)).length,
    turnsTaken: p.turnsTaken,
    eliminatedBy: p.eliminatedBy,
  }));
  const me = state.players.find((p) => p.id === viewer);
  return {
    viewer,
    stateId: state.stateId,
    variant: state.variant,
    options: state.options,
    round: state.round,
    phase: state.phase,
    activePlayer: moverOf(state).id,
    setupPlayer: state.phase === 'setup' ? state.players[state.setupIndex]?.id ?? null : null,
    turn: state.turn,
    players,
    freeMarkers: me ? me.markers.filter((m) => !inPlay.has(m)) : [],
    legions: legions
      .sort((a, b) => (a.marker < b.marker ? -1 : a.marker > b.marker ? 1 : 0))
      .map((l) => ({
        marker: l.marker,
        owner: l.owner,
        land: l.land,
        height: l.creatures.length,
        creatures: visibleCreatures(state, viewer, l),
        moved: l.moved,
        teleported: l.teleported,
        recruited: l.recruited,
        entrySide: l.entrySide,
        entryChoices: l.entryChoices,
      })),
    caretaker: state.caretaker,
    graveyard: state.graveyard,
    pendingEngagements: state.pendingEngagements,
    engagement: engagementFor(state, viewer),
    battle: state.battle,
    winner: state.winner,
    endReason: state.endReason,
  };
}
