// The whole Gods of Titan game as plain JSON: seats and their Personal Pools (rules 3.8, 5.1), legions on lands with
// their pieces, the gray Neutral Tower legions (5.6), the turn (Movement with splitting → Engagement → Mustering, 6.1),
// the open engagement, the PRNG (engine/platform/rng.ts). Nothing here is a class or a Map: saves and replays hold it as is.
import type { EntrySide } from '../family/types.js';
import type { RngState } from '../platform/rng.js';
import type { TurnClocks } from '../family/clocks.js';
import type { GodsBattleState } from './battle/types.js';
import type { GodsAftermath } from './engagement/types.js';
import { masterRole } from './data/master-roles.js';
import type { GodsSeatRole } from './data/seats.js';
import { GODS_SEATS, type GodsOwner, type GodsSeat } from './data/seats.js';
import { coverableMaster, roleOf } from './roles.js';
import { copyPlain } from '../platform/plain-copy.js';

export { GODS_SEATS };
export type { GodsOwner, GodsSeat };

/** Rules 8.3, A5: no engagements until the end of this round. */
export const TREATY_ROUNDS = 10;

/** One character counter on the board (docs/gods-of-titan-engine.md: `{ id, name, hits }`, id unique in the game). */
export interface GodsPiece {
  readonly id: string;
  readonly name: string;
  readonly hits: number;
  /** Rules 16.5 Executer: the enemy Lords and Masters its legion slew in the battles it survived (+1 PF each); absent
   * for every other piece and for an Executer that has slain none (state version 4; older saves: 0). */
  readonly kills?: number;
}

/** How a legion moved this turn: lands counted (0: stopped short where it stood, 23.5), the tower it stepped out onto
 * from the City/Dungeon, a teleport. */
export interface GodsMoveRecord {
  readonly from: number;
  readonly steps: number;
  readonly exit: number | null;
  readonly teleport: GodsTeleport | null;
  /** Rules 11.2, 11.5: the battleland side the legion attacks by from where this move ended; absent in moves recorded
   * without one (saves from before it was kept: the battle then reads the side off `from`, engagement/battle-input.ts). */
  readonly entry?: EntrySide;
}

/** Rules 9: the teleports a move may use. */
export type GodsTeleport = 'tower' | 'titan-tower' | 'titan-battle' | 'titan-free' | 'darkland';

/** One legion on the masterboard. */
export interface GodsLegion {
  readonly marker: string;
  readonly owner: GodsOwner;
  readonly land: number;
  readonly pieces: readonly GodsPiece[];
  /** A stationed Tower legion (5.6, 25.1): it never moves and need not. */
  readonly tower: boolean;
  /** This turn's move, null while it has not moved. */
  readonly moved: GodsMoveRecord | null;
  /** The legion it was split from this Movement Phase (4.5: void unless the parts end apart). */
  readonly splitFrom: string | null;
  /** Rules 27.4, 8.3: a Sea legion that has gone ashore (it counts as a land legion from then on); absent: it has not. */
  readonly ashore?: boolean;
}

/** One seat: its Personal Pool (3.8) and its counts. */
export interface GodsPlayer {
  /** The seat ('red' …); `id` so that the generic summary reads it. */
  readonly id: GodsSeat;
  readonly name: string;
  /** Rules 1.2, 5.3, 23.1: the part the seat plays, chosen at set-up (state version 4; older saves: the black seat was
   * the Darklord); engine/gods/roles.ts asks it. */
  readonly role: GodsSeatRole;
  /** The player Tower land (5.4); null for the Darklord, who holds the Darktowers. */
  readonly tower: number | null;
  /** Characters in the Personal Pool, by name (slain ones return here, 3.8). */
  readonly pool: Readonly<Record<string, number>>;
  /** Legion markers in the pool (4.4), the Tower markers among them. */
  readonly markers: readonly string[];
  readonly lifegems: number;
  readonly score: number;
  readonly ep: number;
  /** Spells still held, by id (5.1: all sixteen; a cast one leaves the game, 15.2). */
  readonly spells: readonly string[];
  /** 24.3: once uncovered, always uncovered. */
  readonly titanUncovered: boolean;
  /** Out of the game (24.7, 23.10). */
  readonly out: boolean;
  /** Whether the player has built his starting legions (5.7). */
  readonly started: boolean;
  /** Rules 26.1: the Experience goals already paid to this seat (each once), by their name in the table. */
  readonly goals: readonly string[];
  /** Rules 16.5 Executer: the trophies in this seat's Personal Pool — Lords and Masters its Executer's legion slew,
   * never usable; kept apart from `pool` so that nothing reads them as available (state version 4). */
  readonly trophies: readonly GodsTrophy[];
}

/** Rules 16.5 Executer: one trophy — the character, the seat it goes back to, and the Executer (its piece id) whose
 * legion took it: when that Executer leaves the board the trophy goes back to its owner (turn/trophies.ts). */
export interface GodsTrophy {
  readonly name: string;
  readonly owner: GodsSeat;
  readonly executer: string;
}

/** The Masters that appear in a legion their player chooses, by chart name: the Phantom (24.4, 24.5) and the
 * Dark-Titan (23.7) — engine/gods/data/master-roles.ts's PHANTOM and DARK_TITAN. */
export type GodsAppearingMaster = string;

/** Rules 24.4, 24.5, 23.7: a Master waiting for its player to choose the land legion it appears in; `slainIn`: the
 * legion a slain Phantom fell in (24.5: it comes back in another one), else null. */
export interface GodsAppearing {
  readonly seat: GodsSeat;
  readonly master: GodsAppearingMaster;
  readonly slainIn: string | null;
}

/** An agreement on the table (10.5): which legion(s) it eliminates. */
export interface GodsProposal {
  readonly by: GodsSeat;
  readonly eliminates: 'attacker' | 'defender' | 'both';
}

/** The engagement being resolved (10.4–10.6). */
export interface GodsEngagement {
  readonly land: number;
  readonly attacker: string;
  readonly defender: string;
  readonly proposal: GodsProposal | null;
  /** Sides that proposed once already (each may propose once). */
  readonly proposed: readonly GodsSeat[];
  /** 10.4: the defender may flee only right away, before any proposal. */
  readonly fleeOpen: boolean;
  /** 10.8, 11: the battle being fought (engine/gods/battle's plain state), null before and after. */
  readonly battle: GodsBattleState | null;
  /** 10.7: what the winner still decides after a won battle, null until then. */
  readonly aftermath: GodsAftermath | null;
}

/** One muster of the Mover this turn (22.2: one per legion; `endCreature`: it used the seat's one End-Creature). */
export interface GodsMuster {
  readonly legion: string;
  readonly character: string;
  readonly endCreature: boolean;
}

/** Rules 23.2, 23.8: what a standing permission lets its receiver pass — the Darklord's hidden legions (23.2) or a
 * Titan-player's Darktower legions (23.8). */
export type GodsPermissionKind = 'hiding' | 'darktower';

/** Rules 7.2: a standing permission `by` grants `to`, never binding: withdrawn as freely as granted. */
export interface GodsPermission {
  readonly by: GodsSeat;
  readonly to: GodsSeat;
  readonly kind: GodsPermissionKind;
}

/** Rules 27.5: a Creature lent to the God's legion for the final battle: its piece, the legion it came from and the
 * Titan-player it belongs to (it goes back there, or to his pool if slain). */
export interface GodsLent {
  readonly piece: string;
  readonly from: string;
  readonly owner: GodsSeat;
}

/** The marker of the God's legion while it stands in the City (27.5). */
export const GOD_LEGION = 'skycastle';

/** Rules 27.5: the Skycastle final battle, from the Dark-Titan's challenge to its end (turn/final-battle.ts). */
export interface GodsFinalBattle {
  /** The Dark-Titan's legion. */
  readonly attacker: string;
  /** The Creatures lent so far (at most six). */
  readonly lent: readonly GodsLent[];
  /** Titan-players who passed while the defence is chosen (a pass is final). */
  readonly passed: readonly GodsSeat[];
  /** The Titan-player to lend or pass next; null once the defence stands and the battle runs. */
  readonly chooser: GodsSeat | null;
  /** The defending Titan-players done with the battle step `step` (its round, side and phase). */
  readonly done: readonly GodsSeat[];
  readonly step: string;
}

/** Rules 7.2: what one side of a trade hands over — Lifegems already in play, spells from its hand, characters from its
 * Personal Pool (by name, a multiset) and the standing permissions it grants the other side (23.2, 23.8). */
export interface GodsTradeGoods {
  readonly lifegems: number;
  readonly spells: readonly string[];
  readonly characters: readonly string[];
  readonly permissions: readonly GodsPermissionKind[];
}

/** Rules 7.1: an open trade offer of `from` to `to`, secret between the two (docs/rules-notes-gods-game.md, 7). */
export interface GodsOffer {
  readonly from: GodsSeat;
  readonly to: GodsSeat;
  readonly gives: GodsTradeGoods;
  readonly asks: GodsTradeGoods;
}

/** How a game ended: the last Titan left (1.3), the God destroyed in the Skycastle (27.5), or one of the shortened
 * games TITAN's §21 gives (a point target reached, the round limit played). */
export type GodsEndReason = 'last-titan' | 'skycastle' | 'point-target' | 'turn-limit' | 'time-limit';

/** TITAN §21 carried over (docs/rules-notes-gods-game.md "Game length"): a round limit and a point target, null when
 * the game has none (it then ends only as 1.3 says). */
export interface GodsGameLength {
  readonly turnLimit: number | null;
  readonly pointTarget: number | null;
  /** TITAN §21's time limit in seconds (absent: none): the host counts the time and sends `timeUp` (turn/clocks.ts). */
  readonly timeLimit?: number;
  /** 28.3's turn time limits (absent: none), as TITAN §21's turn clocks (engine/family/clocks.ts). */
  readonly turnClocks?: TurnClocks;
}

/** The phases of a game-turn (6.1), the set-up before them and the end. */
export type GodsPhase = 'setup' | 'movement' | 'engagement' | 'mustering' | 'over';

/** The whole game. */
export interface GodsState {
  readonly schema: 1;
  readonly game: 'gods-of-titan';
  readonly stateId: number;
  readonly rng: RngState;
  readonly players: readonly GodsPlayer[];
  readonly legions: readonly GodsLegion[];
  /** Counters belonging to no seat and not on the board (the God, undealt Elementals, …). */
  readonly neutralPool: Readonly<Record<string, number>>;
  /** Counters out of the game (an eliminated player's, 24.8). */
  readonly removed: Readonly<Record<string, number>>;
  /** The number of the next piece id. */
  readonly nextPiece: number;
  /** Round of all players (1 = the first; the treaty lasts through round 10). */
  readonly round: number;
  /** Index into `players` of the Mover. */
  readonly active: number;
  readonly phase: GodsPhase;
  /** Legions that fought an engagement this Engagement Phase (10.2: one each). */
  readonly fought: readonly string[];
  readonly engagement: GodsEngagement | null;
  /** Rules 18, A42: the Engagement Phase (round and Mover) in which a seat last summoned a Lord or the Jabberwok. */
  readonly lastSummon: { readonly round: number; readonly seat: GodsSeat } | null;
  /** This turn's musters (6.4, 22.2), emptied when the turn ends. */
  readonly musters: readonly GodsMuster[];
  /** Rules 23.3: the legion the Darklord spied on this turn (once a turn; his view shows it whole), else null. */
  readonly spied: string | null;
  /** Rules 23.7: the Dark-Titan has appeared (the three Elementals destroyed); immunities and hiding end. */
  readonly darkTitanAppeared: boolean;
  /** Rules 7.2, 23.2, 23.8: the standing permissions to pass; absent in games saved before them (none granted). */
  readonly permissions?: readonly GodsPermission[];
  /** Rules 27.5: the Skycastle final battle under way; null when none is (state version 2; games/gods-migrations.ts). */
  readonly finalBattle: GodsFinalBattle | null;
  /** Rules 7.1: the open trade offers (one per pair of seats); absent when there are none (games saved before trade). */
  readonly offers?: readonly GodsOffer[];
  /** Rules 24.4, 24.5, 23.7: the Masters whose players still choose the legion they appear in, the first one's player
   * to act now (the game waits for him); empty when none (state version 4). */
  readonly appearing: readonly GodsAppearing[];
  /** The round limit and point target chosen for the game (state version 4; games/gods-migrations.ts). */
  readonly gameLength: GodsGameLength;
  readonly winner: GodsSeat | null;
  /** Why the game ended, null while it goes on (and in games that ended before state version 4). */
  readonly endReason: GodsEndReason | null;
  /** The take-back stack (engine/gods/undo.ts): the states before each undoable action of its owner since the last
   * other action, each without a stack of its own; never in any seat's view (state version 5). */
  readonly undo: readonly GodsState[];
}

/** The Mover. */
export function moverOf(state: GodsState): GodsPlayer | undefined {
  return state.players[state.active];
}

/** The legion with a marker. */
export function legionOf(state: GodsState, marker: string): GodsLegion | undefined {
  return state.legions.find((l) => l.marker === marker);
}

/** Rules 7.2, 23.2, 23.8: whether `by` lets `to` pass his legions of that kind now. */
export function permits(state: GodsState, by: GodsOwner, to: GodsOwner, kind: GodsPermissionKind): boolean {
  return (state.permissions ?? []).some((p) => p.by === by && p.to === to && p.kind === kind);
}

/** 8.3, A5: whether the non-aggression treaty holds this round. */
export function treatyHolds(state: GodsState): boolean {
  return state.round <= TREATY_ROUNDS;
}

// The battle's state stays as the battle reducer returns it, and a piece on the board as it was made: each replaced
// whole, never changed in place — so a draft shares them with the state it was made from (draftOf). A legion of a
// draft is the state's own until the reducer asks to change it (`touchLegion`), so a legion no action reached for
// stays the same object from state to state.
type DeepMutable<T> = T extends GodsBattleState | GodsPiece | GodsLegion ? T : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;

/** A legion the reducer may change in place: its own copy in a draft (touchLegion), or one it has just made. */
export type GodsDraftLegion = { -readonly [K in keyof GodsLegion]: K extends 'pieces' ? GodsPiece[] : GodsLegion[K] };

/** A state the reducer changes in place: a copy of one, with every member writable but the legions, which it changes
 * through `touchLegion`. */
export type GodsDraft = DeepMutable<GodsState>;

/** A writable draft of a state that copies each of its lists and records (the players, the legions, the turn's lists,
 * the pools, the engagement, …) when the reducer first reaches for it, and shares those it never touches with the
 * state it was made from: most actions change a few of them. The legions list is copied without its legions: each is
 * copied when the reducer touches it (`touchLegion`). What is never changed in place (see `DeepMutable`: the legions'
 * pieces, the battle) is shared even in a copied part. A draft holds its other fields itself and reaches its lists and
 * records through accessors its prototype shares with every draft (no property defined per draft); `stateOf` finishes
 * it. */
export function draftOf(state: GodsState): GodsDraft {
  const d = Object.create(DRAFT) as Drafted;
  d[BASE] = state as unknown as Record<string, unknown>;
  d[OWN] = {};
  for (const key in state) {
    const part = (state as unknown as Record<string, unknown>)[key];
    if (part !== null && typeof part === 'object') lazyPart(key);
    else d[key] = part;
  }
  return d as unknown as GodsDraft;
}

/** Where a draft keeps the state it was made from (its lists not yet reached for are that state's). */
const BASE = Symbol('draft base');
/** Where a draft keeps the lists it copied or was given, by field name. */
const OWN = Symbol('draft lists');
type Drafted = Record<string | symbol, unknown> & { [BASE]: Record<string, unknown>; [OWN]: Record<string, unknown> };

/** The prototype of every draft: an accessor per list or record field of a state, added when a state first has one
 * there. */
const DRAFT: object = {};
/** The fields DRAFT has accessors for. */
const LAZY = new Set<string>();

function lazyPart(key: string): void {
  if (LAZY.has(key)) return;
  LAZY.add(key);
  Object.defineProperty(DRAFT, key, {
    configurable: true,
    enumerable: true,
    get(this: Drafted) {
      const own = this[OWN];
      if (key in own) {
        if (key === 'players' && (this as PlayersTouching)[TOUCHED_PLAYERS]) copyUntouchedPlayers(this);
        return own[key];
      }
      const base = this[BASE][key];
      return (own[key] = base !== null && typeof base === 'object' ? copyPart(key, base) : base);
    },
    set(this: Drafted, value: unknown) {
      this[OWN][key] = value;
    },
  });
}

/** A list of a draft as it stands, for a look that changes nothing: a list the reducer has not reached for yet is
 * read from the state without copying it. */
export function draftList<K extends 'players' | 'legions'>(d: GodsDraft, key: K): GodsState[K] {
  const own = (d as unknown as Drafted)[OWN];
  return (key in own ? own[key] : (d as unknown as Drafted)[BASE][key]) as GodsState[K];
}

/** A writable copy of one part of a state: the legions list without copying its legions, the engagement without its
 * battle. */
function copyPart(key: string, part: object): unknown {
  if (key === 'legions') return [...(part as GodsState['legions'])];
  if (key === 'engagement') {
    const e = part as GodsEngagement;
    const copy = copyPlain<GodsEngagement>({ ...e, battle: null }) as NonNullable<GodsDraft['engagement']>;
    copy.battle = e.battle;
    return copy;
  }
  return copyPlain(part);
}

/** Where a draft keeps the legions it copied and may change in place (not enumerable: a state spread from a draft, as
 * position edits make, does not take it along). */
const TOUCHED = Symbol('touched legions');
type Touching = { [TOUCHED]?: Set<GodsLegion> };

function touchedOf(d: GodsDraft): Set<GodsLegion> {
  const known = (d as Touching)[TOUCHED];
  if (known) return known;
  const fresh = new Set<GodsLegion>();
  Object.defineProperty(d, TOUCHED, { value: fresh });
  return fresh;
}

/** Where a draft keeps the players it copied one by one (`touchPlayer`) while the rest of its players list is still
 * the state's (not enumerable); gone once the list is a whole copy. */
const TOUCHED_PLAYERS = Symbol('touched players');
type PlayersTouching = { [TOUCHED_PLAYERS]?: Set<GodsPlayer> | undefined };

/** Makes a players list that `touchPlayer` began a whole copy, as the reducer reaching for `players` expects. */
function copyUntouchedPlayers(d: Drafted): void {
  const touched = (d as PlayersTouching)[TOUCHED_PLAYERS]!;
  const list = d[OWN].players as GodsPlayer[];
  for (let i = 0; i < list.length; i++) if (!touched.has(list[i]!)) list[i] = copyPlain(list[i]!);
  (d as PlayersTouching)[TOUCHED_PLAYERS] = undefined;
}

/** The draft's player of a seat, made the draft's own to change — copying that player alone while the reducer has not
 * reached for the whole list (`d.players`, which then copies the others); undefined when there is no such seat. The
 * hot writers (a muster's price, a goal's EP) change one player: the others stay the state's objects. */
export function touchPlayer(d: GodsDraft, seat: string): GodsDraft['players'][number] | undefined {
  const drafted = d as unknown as Drafted;
  const own = drafted[OWN];
  const partial = d as PlayersTouching;
  if ('players' in own && !partial[TOUCHED_PLAYERS]) return d.players.find((p) => p.id === seat); // a whole copy already
  if (!('players' in own)) {
    own.players = [...(drafted[BASE].players as GodsPlayer[])];
    Object.defineProperty(d, TOUCHED_PLAYERS, { value: new Set<GodsPlayer>(), writable: true });
  }
  const list = own.players as GodsPlayer[];
  const touched = partial[TOUCHED_PLAYERS]!;
  const i = list.findIndex((p) => p.id === seat);
  const found = list[i];
  if (found === undefined) return undefined;
  if (!touched.has(found)) {
    list[i] = copyPlain(found);
    touched.add(list[i]!);
  }
  return list[i] as GodsDraft['players'][number];
}

/** A writable copy of a legion whose pieces list is new but whose pieces are the same. */
function copyLegion(l: GodsLegion): GodsDraftLegion {
  const copy = copyPlain<GodsLegion>({ ...l, pieces: [] }) as GodsDraftLegion;
  copy.pieces = [...l.pieces];
  return copy;
}

/** The draft's legion of a marker (or of the marker of `legion`, as it stands in the draft now), made the draft's own
 * to change: the first touch copies it in its place in the list, later ones find that copy. Undefined when the draft
 * has no such legion. */
export function touchLegion(d: GodsDraft, legion: GodsLegion | string): GodsDraftLegion | undefined {
  const list = d.legions;
  const marker = typeof legion === 'string' ? legion : legion.marker;
  const i = list.findIndex((l) => l.marker === marker);
  const found = list[i];
  if (found === undefined) return undefined;
  const touched = touchedOf(d);
  if (touched.has(found)) return found as GodsDraftLegion;
  const copy = copyLegion(found);
  touched.add(copy);
  list[i] = copy;
  return copy;
}

/** The state a draft of `state` became: its copied parts as changed, its untouched parts those of `state` (a plain
 * object again, fields in their order — fields the draft added last —, none undefined as in JSON). */
export function stateOf(state: GodsState, d: GodsDraft): GodsState {
  const out: Record<string, unknown> = {};
  const base = state as unknown as Record<string, unknown>;
  const draft = d as unknown as Drafted;
  const own = draft[OWN];
  for (const key in base) {
    const value = LAZY.has(key) ? (key in own ? own[key] : base[key]) : draft[key];
    if (value !== undefined) out[key] = value;
  }
  for (const key of Object.keys(draft)) if (!(key in base) && draft[key] !== undefined) out[key] = draft[key];
  for (const key in own) if (!(key in base) && own[key] !== undefined) out[key] = own[key];
  return out as unknown as GodsState;
}

/** A piece healed: itself when it has no hits (pieces are never changed in place), else a copy with none — so that a
 * battle's survivors keep the objects (and the one layout) their legions held. */
export function healed(p: GodsPiece): GodsPiece {
  return p.hits === 0 ? p : { ...p, hits: 0 };
}

/** Rules 4.4, 24.3, 24.4: whether a character of `legion` shows on its marker (an uncovered Master; a Titan-player's
 * Phantom always). */
export function shownMaster(state: { readonly players: readonly Pick<GodsPlayer, 'id' | 'role' | 'out' | 'titanUncovered'>[] }, legion: Pick<GodsLegion, 'owner'>, name: string): boolean {
  if (masterRole(name) === 'phantom' && roleOf(state, legion.owner) === 'titan-player') return true;
  return coverableMaster(state, legion.owner, name) && state.players.find((p) => p.id === legion.owner)?.titanUncovered === true;
}
