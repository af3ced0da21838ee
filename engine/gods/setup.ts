// Rules 5: a new game. Three Titan-players in seating order (5.3) and, in a four-player game, the Darklord (always
// last), each seat any of the four colours;
// counters are dealt (5.1, 5.2), the stationed legions placed (5.6) and the Darklord's three starting legions built in
// the Dungeon (5.7). The Titan-players' Towers (5.4) are chosen in the game, in reverse seat order (the `chooseTower`
// action, tower-choice.ts), or, in setups of earlier builds and in tests, given by the setup. Each Titan-player then
// builds his two starting legions in the City (the `chooseStart` action, 5.7).
import { DUNGEON } from './board.js';
import { GODS_SPELLS } from './data/spells.js';
import { landsOfKind } from './movement/board-index.js';
import type { GodsEvent } from './events.js';
import { DARKLORD_START } from './data/pools.js';
import type { GodsSeatRole } from './data/seats.js';
import { ELEMENTALS, STATIONED, markersOf, neutralStock, startingPool } from './roster.js';
import { nextInt, seedRng } from '../platform/rng.js';
import type { GodsLegion, GodsPiece, GodsPlayer, GodsSeat, GodsState } from './state.js';
import type { TurnClocks } from '../family/clocks.js';

/** One seat of a setup: its colour, its player's name and the part it plays (1.2). A setup saved before roles names
 * none: its fourth seat, if any, is the Darklord (5.3: he sits last), the others Titan-players. */
export interface GodsSetupSeat {
  readonly id: GodsSeat;
  readonly name: string;
  readonly role?: GodsSeatRole;
}

/** A new game's setup: 3 Titan-players and, in a 4-player game, the Darklord, seated last (1.2, 5.3). */
export interface GodsSetup {
  readonly players: readonly GodsSetupSeat[];
  readonly seed: number;
  /** The player Tower of each Titan-player in seat order (5.4); null: red 120, green 220, blue 320 (the setups of
   * earlier builds); 'choose': the Titan-players choose them as the game begins, in reverse seat order. */
  readonly towers: readonly number[] | 'choose' | null;
  /** TITAN §21's round limit: the game ends after this round (absent or null: no limit). */
  readonly turnLimit?: number | null;
  /** TITAN §21's point target: the game ends after the turn in which a player reaches it (absent or null: none). */
  readonly pointTarget?: number | null;
  /** TITAN §21's time limit in seconds (absent: none). */
  readonly timeLimit?: number;
  /** 28.3's turn time limits (absent: none). */
  readonly turnClocks?: TurnClocks;
}

/** The three player Tower lands (5.4). */
export const PLAYER_TOWERS: readonly number[] = landsOfKind('tower');

/** Rules 1.2, 5.3: the role of the seat at `index` of `count` when the setup names none — the fourth of four is the
 * Darklord, every other seat a Titan-player. */
export function defaultRole(index: number, count: number): GodsSeatRole {
  return count === TITAN_PLAYERS + 1 && index === TITAN_PLAYERS ? 'darklord' : 'titan-player';
}

/** The role each seat of a setup plays, in seat order. */
export function setupRoles(setup: GodsSetup): GodsSeatRole[] {
  return setup.players.map((p, i) => p.role ?? defaultRole(i, setup.players.length));
}

/** Rules 1.2: a game has three Titan-players, and a fourth player, if any, is the Darklord. */
const TITAN_PLAYERS = 3;

/** Rules 1.2, 5.3, 4.4: what the rules object to in a table of seats (a setup's, a loaded state's): a colour twice,
 * not three Titan-players, more than one Darklord or one not seated last. */
export function seatingError(seats: readonly { readonly id: GodsSeat; readonly role: GodsSeatRole }[]): string | null {
  const ids = seats.map((p) => p.id);
  if (new Set(ids).size !== ids.length) return `each seat has its own colour, not ${ids.join(', ')} (4.4)`;
  const darklords = seats.filter((p) => p.role === 'darklord').length;
  if (darklords > 1) return `at most one seat is the Darklord, not ${darklords} (1.2)`;
  if (seats.length - darklords !== TITAN_PLAYERS) return `the game has three Titan-players, not ${seats.length - darklords} (1.2)`;
  if (darklords === 1 && seats[seats.length - 1]?.role !== 'darklord') return 'the Darklord is always the last player of the round (5.3)';
  return null;
}

/** What the rules object to in a setup: its seating (seatingError), Towers not three different ones. */
export function godsSetupError(setup: GodsSetup): string | null {
  const roles = setupRoles(setup);
  const seating = seatingError(setup.players.map((p, i) => ({ id: p.id, role: roles[i] ?? 'titan-player' })));
  if (seating) return seating;
  if (setup.towers !== null && setup.towers !== 'choose') {
    if (setup.towers.length !== 3 || new Set(setup.towers).size !== 3 || setup.towers.some((t) => !PLAYER_TOWERS.includes(t))) {
      return `towers are three different player Towers of ${PLAYER_TOWERS.join(', ')} (5.4)`;
    }
  }
  return null;
}

/** A draft of the state that set-up fills in. */
interface Draft {
  pieces: number;
  neutral: Record<string, number>;
  pools: Map<GodsSeat, Record<string, number>>;
  markers: Map<GodsSeat, string[]>;
  legions: GodsLegion[];
}

const take = (stock: Record<string, number>, name: string, n: number): void => {
  const left = (stock[name] ?? 0) - n;
  if (left < 0) throw new Error(`set-up needs ${n} ${name} more than the stock holds`);
  stock[name] = left;
};

/** Takes counters from a pool onto the board as pieces with fresh ids. */
function pieces(d: Draft, stock: Record<string, number>, names: readonly string[]): GodsPiece[] {
  return names.map((name) => {
    take(stock, name, 1);
    return { id: `p${++d.pieces}`, name, hits: 0 };
  });
}

function place(d: Draft, marker: string, owner: GodsLegion['owner'], land: number, list: GodsPiece[], tower: boolean): void {
  d.legions.push({ marker, owner, land, pieces: list, tower, moved: null, splitFrom: null });
}

/** Takes a seat's marker out of its pool. */
export function takeMarker(markers: string[], marker: string): void {
  const i = markers.indexOf(marker);
  if (i < 0) throw new Error(`marker ${marker} is not in the pool`);
  markers.splice(i, 1);
}

/** Rules 5.6: the counters of a stationed legion of `kind`, each with the stock it comes from — its owner's pool or
 * the neutral stock (a Tower legion chosen in the game takes them as set-up does, tower-choice.ts). */
export function stationedCounters(kind: keyof typeof STATIONED): { readonly name: string; readonly from: 'owner' | 'neutral' }[] {
  return STATIONED[kind].flatMap((row) => Array.from({ length: row.n }, () => ({ name: row.name, from: row.from })));
}

/** Rules 5.6: a stationed legion of `kind` on `land`, its counters from the owner's pool or the neutral stock. */
function station(d: Draft, kind: keyof typeof STATIONED, land: number, owner: GodsLegion['owner'], marker: string): void {
  const list: GodsPiece[] = stationedCounters(kind).flatMap((c) => {
    const pool = c.from === 'owner' && owner !== 'neutral' ? d.pools.get(owner) : d.neutral;
    if (!pool) throw new Error(`no pool for ${owner}`);
    return pieces(d, pool, [c.name]);
  });
  place(d, marker, owner, land, list, true);
}

/** Creates a game from a valid setup (checked by godsSetupError). */
export function createGodsGame(setup: GodsSetup): { state: GodsState; events: GodsEvent[] } {
  const seats = setup.players.map((p) => p.id);
  const roles = setupRoles(setup);
  const black = seats.find((_, i) => roles[i] === 'darklord');
  const titanPlayers = seats.filter((_, i) => roles[i] === 'titan-player');
  const darklord = black !== undefined;
  const towers = setup.towers === 'choose' ? null : (setup.towers ?? PLAYER_TOWERS);
  const d: Draft = {
    pieces: 0,
    neutral: neutralStock(darklord),
    pools: new Map(seats.map((s, i) => [s, startingPool(roles[i] ?? 'titan-player')])),
    markers: new Map(seats.map((s, i) => [s, markersOf(s, roles[i] ?? 'titan-player')])),
    legions: [],
  };
  let rng = seedRng(setup.seed);
  const events: GodsEvent[] = [{ type: 'gameStart', seats, darklord }];

  // 5.4, 5.6: the gray Neutral Towers, the Titan-players' Towers, the Darktowers (A20: empty without a Darklord).
  let gray = 0;
  for (const kind of ['citytower', 'fort', 'ruin'] as const) for (const land of landsOfKind(kind)) station(d, kind, land, 'neutral', `gray-${++gray}`);
  if (towers) titanPlayers.forEach((seat, i) => {
    const land = towers[i];
    if (land === undefined) throw new Error('a Titan-player without a Tower');
    takeMarker(d.markers.get(seat) ?? [], `${seat}-tower`);
    station(d, 'tower', land, seat, `${seat}-tower`);
  });
  if (black !== undefined) {
    landsOfKind('darktower').forEach((land, i) => {
      takeMarker(d.markers.get(black) ?? [], `${black}-darktower-${i + 1}`);
      station(d, 'darktower', land, black, `${black}-darktower-${i + 1}`);
    });
  }

  // 5.2: the Elementals by lot, one to each Titan-player's pool (only when a Darklord plays).
  if (darklord) {
    const left: string[] = [...ELEMENTALS];
    for (const seat of titanPlayers) {
      const [i, next] = nextInt(rng, left.length);
      rng = next;
      const [name] = left.splice(i, 1);
      if (name === undefined) throw new Error('ran out of Elementals');
      take(d.neutral, name, 1);
      const pool = d.pools.get(seat) ?? {};
      pool[name] = (pool[name] ?? 0) + 1;
      events.push({ type: 'elemental', seat, name, audience: [seat] });
    }
  }

  // 5.7: the Darklord's three legions in the Dungeon (Phantom, Angel, Jabberwok apart, each with a Headcracker).
  if (black !== undefined) {
    const pool = d.pools.get(black) ?? {};
    const markers = d.markers.get(black) ?? [];
    for (const names of DARKLORD_START) {
      const marker = markers[0];
      if (marker === undefined) throw new Error('the Darklord has no marker');
      takeMarker(markers, marker);
      place(d, marker, black, DUNGEON, pieces(d, pool, names), false);
    }
  }

  const players: GodsPlayer[] = setup.players.map((p, i) => ({
    id: p.id,
    name: p.name,
    role: roles[i] ?? 'titan-player',
    tower: roles[i] === 'darklord' || !towers ? null : (towers[titanPlayers.indexOf(p.id)] ?? null),
    pool: d.pools.get(p.id) ?? {},
    markers: d.markers.get(p.id) ?? [],
    lifegems: 0,
    score: 0,
    ep: 0,
    spells: Object.keys(GODS_SPELLS),
    titanUncovered: false,
    out: false,
    started: roles[i] === 'darklord',
    goals: [],
    trophies: [],
  }));
  const state: GodsState = {
    schema: 1,
    game: 'gods-of-titan',
    stateId: 0,
    rng,
    players,
    legions: d.legions,
    neutralPool: d.neutral,
    removed: {},
    nextPiece: d.pieces + 1,
    round: 1,
    active: 0,
    phase: 'setup',
    fought: [],
    engagement: null,
    lastSummon: null,
    musters: [],
    spied: null,
    darkTitanAppeared: false,
    winner: null,
    finalBattle: null,
    appearing: [],
    gameLength: {
      turnLimit: setup.turnLimit ?? null,
      pointTarget: setup.pointTarget ?? null,
      ...(setup.timeLimit === undefined ? {} : { timeLimit: setup.timeLimit }),
      ...(setup.turnClocks === undefined ? {} : { turnClocks: setup.turnClocks }),
    },
    endReason: null,
    undo: [],
  };
  return { state, events };
}
