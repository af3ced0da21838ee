// Battle positions of Gods of Titan as data, and the one builder that turns such data into real game states: a
// 4-player game past its set-up, the two legions placed from their seats' own counters on a land of the masterboard
// (or the Tower legion standing there), the engagement picked and the battle called by the game's own actions, the
// battle redrawn as a strike phase ends (pieces on their hexes, hits, the slain, the dice) and the next maneuver begun
// by the game's `done`; then the script's actions, each through the game's reducer. Every state on the way is a
// position the digest test reads (tests/gods/engine-positions.test.ts) and `saves.checkState` accepts.
import type { GodsMove } from '../../../engine/gods/actions.js';
import type { GodsAddonMove, GodsBattlePiece, GodsBattleState, GodsSide, GodsSlain } from '../../../engine/gods/battle/index.js';
import type { GodsBattleMove } from '../../../engine/gods/engagement/types.js';
import { engagementSides } from '../../../engine/gods/legal.js';
import { seedRng } from '../../../engine/platform/rng.js';
import type { GodsOwner, GodsSeat, GodsState } from '../../../engine/gods/state.js';
import { act, clearBoard, edit, legal, place, started } from '../game-helpers.js';

/** A character of a legion: its name, its hex on the battleland (null: not on it) and the hits it carries. */
export type Placed = readonly [name: string, hex: string | null, hits?: number];

/** One legion of the battle: its owner and characters; `tower`: the Tower legion already on the land (its characters
 * must be the ones listed, in its order). */
export interface LegionSpec {
  readonly owner: GodsOwner;
  readonly pieces: readonly Placed[];
  readonly tower?: boolean;
}

/** A legion elsewhere on the masterboard (a Lord the attacker may summon, 18.2). */
export interface ElsewhereSpec {
  readonly owner: GodsSeat;
  readonly land: number;
  readonly pieces: readonly string[];
}

/**
 * One scripted action. Pieces are named by label: `a1`, `a2` … the attacker's characters in the order listed, `d1` …
 * the defender's, `e1` … the characters of the legions elsewhere; `L1` … those legions' markers. Labels in an add-on's
 * action are replaced by the game's ids. A strike takes the `option`-th way the legal actions list (0: the normal one).
 */
export type Step =
  | { readonly by: GodsSide; readonly move: string; readonly to: string }
  | { readonly by: GodsSide; readonly strike: string; readonly at: string; readonly option?: number }
  | { readonly by: GodsSide; readonly carry: string | null }
  | { readonly by: GodsSide; readonly done: true }
  | { readonly by: GodsSide; readonly addon: GodsAddonMove }
  | { readonly by: GodsSide; readonly concede: true }
  | { readonly by: GodsSide; readonly accept: true }
  | { readonly seat: GodsSeat; readonly game: GodsMove };

/** A battle position as data. */
export interface BattleSpec {
  /** The test's title: the rules it reaches ("rules 12.7 Fog: …"). */
  readonly title: string;
  /** The masterboard land the battle is fought on (its terrain's battleland). */
  readonly land: number;
  readonly attacker: LegionSpec;
  readonly defender: LegionSpec;
  /** The maneuver the position begins with: this round's (default 2), this side's (default the attacker's). Ignored
   * when `fresh`: the battle as it begins, the defender's first maneuver with nobody on the battleland. */
  readonly round?: number;
  readonly active?: GodsSide;
  readonly fresh?: boolean;
  /** Characters of the defender already slain by the attacker's strikes (18.1: the attacker's chance to summon). */
  readonly slain?: readonly string[];
  /** The spells each seat holds (default: none, so that casters list no spells unless a position is about them). */
  readonly spells?: Partial<Readonly<Record<GodsSeat, readonly string[]>>>;
  readonly elsewhere?: readonly ElsewhereSpec[];
  /** 23.7: the Dark-Titan has appeared (his immunities and hiding end). */
  readonly appeared?: boolean;
  /** Seats whose Titan shows (24.3). */
  readonly uncovered?: readonly GodsSeat[];
  /** Seats' scores (24.2: a Titan's PF is a hundredth of its owner's score, at least 6). */
  readonly scores?: Partial<Readonly<Record<GodsSeat, number>>>;
  /** 23.3: the legion elsewhere (`L1` …) the Darklord spied on this turn. */
  readonly spied?: string;
  /** The engagement picked but no battle called yet (10.4–10.6: flee, propose, concede or fight are the script's). */
  readonly open?: boolean;
  /** The battle's dice (a seed of engine/platform/rng.ts). */
  readonly seed?: number;
  readonly script?: readonly Step[];
}

/** A built position: every state from the drawn maneuver on, one per scripted action, and the labels' game ids;
 * `turn`: its continuations play on to the end of the Mover's turn (else to the end of the engagement). */
export interface BuiltPosition {
  readonly states: readonly GodsState[];
  readonly ids: Readonly<Record<string, string>>;
  readonly turn?: boolean;
}

/** Round 11, past the treaty (8.3). */
const ROUND = 11;

/** Where a Titan-player's Titan waits when the position does not place it (1.3, 24.7: a player without his Titan on
 * the board would be out at the battle's end). */
export const TITAN_LANDS: Readonly<Record<string, number>> = { red: 145, green: 148, blue: 147 };

/** Gives `owner` at least `want` counters of `name` in its pool, each from the neutral stock or, failing that, from a
 * Tower legion on the board that holds one (rules 5.6 places every Demilord in a Tower legion), so that every counter
 * stays conserved. */
export function fetch(s: GodsState, owner: GodsOwner, name: string, want = 1): GodsState {
  return edit(s, (d) => {
    const stock = owner === 'neutral' ? d.neutralPool : d.players.find((p) => p.id === owner)?.pool;
    if (!stock) return;
    while ((stock[name] ?? 0) < want) {
      if ((d.neutralPool[name] ?? 0) > 0 && stock !== d.neutralPool) {
        d.neutralPool[name] = (d.neutralPool[name] ?? 0) - 1;
      } else {
        const from = d.legions.find((l) => l.tower && l.owner !== owner && l.pieces.some((p) => p.name === name));
        if (!from) throw new Error(`no ${name} to give to ${owner}`);
        const i = from.pieces.findIndex((p) => p.name === name);
        from.pieces = from.pieces.filter((_, n) => n !== i);
      }
      stock[name] = (stock[name] ?? 0) + 1;
    }
  });
}

/** Places a legion from its owner's counters (fetched where it lacks them); returns the state and its marker. */
export function placeFrom(s: GodsState, owner: GodsOwner, land: number, names: readonly string[]): { state: GodsState; marker: string } {
  let state = s;
  for (const name of new Set(names)) state = fetch(state, owner, name, names.filter((n) => n === name).length);
  return place(state, owner, land, names);
}

/** The legion of one side: the Tower legion on the land (checked against the spec), or a new one placed there. */
function legionFor(s: GodsState, spec: LegionSpec, land: number): { state: GodsState; marker: string } {
  const names = spec.pieces.map((p) => p[0]);
  if (!spec.tower) return placeFrom(s, spec.owner, land, names);
  const tower = s.legions.find((l) => l.tower && l.land === land && l.owner === spec.owner);
  const held = tower?.pieces.map((p) => p.name) ?? [];
  if (!tower || held.join() !== names.join()) throw new Error(`the Tower legion on ${land} holds ${held.join()}, not ${names.join()}`);
  return { state: s, marker: tower.marker };
}

/** Where a redrawn battle stands: its pieces by game id (hex and hits; a piece not named stays off the battleland),
 * the maneuver it begins with, the defender's pieces already slain by strikes, its dice. */
export interface Drawing {
  readonly pieces: Readonly<Record<string, Placed>>;
  readonly round: number;
  readonly active: GodsSide;
  readonly slain?: readonly string[];
  readonly seed?: number;
}

/** The battle redrawn as the strike phase before the drawing's maneuver ends (its strikeback, nobody owing a strike). */
function redraw(battle: GodsBattleState, at: Drawing): GodsBattleState {
  const gone = new Set(at.slain ?? []);
  const killer = battle.pieces.find((p) => p.side === 'attacker')?.id ?? null;
  const slain = battle.pieces.filter((p) => gone.has(p.id)).map((p): GodsSlain => ({ id: p.id, name: p.name, side: p.side, cause: 'strike', by: killer }));
  const pieces = battle.pieces.filter((p) => !gone.has(p.id)).map((p): GodsBattlePiece => {
    const [, hex, hits] = at.pieces[p.id] ?? [p.name, null];
    return { ...p, hex, hits: hits ?? 0, moved: false, struck: false, mustStrike: false, slain: false, slainBy: null };
  });
  // The strike phase before: the defender's of the same round before the attacker's maneuver, the attacker's of the
  // round before the defender's.
  const before = at.active === 'attacker' ? { round: at.round, active: 'defender' as const } : { round: at.round - 1, active: 'attacker' as const };
  return { ...battle, ...before, phase: 'strikeback', pieces, slain, carry: null, rng: seedRng(at.seed ?? 1) };
}

/** The running battle of `s` redrawn (pieces, slain, dice), and the drawing's maneuver begun by the game's `done` of
 * the side striking back. */
export function drawBattle(s: GodsState, at: Drawing): GodsState {
  const drawn = edit(s, (d) => {
    d.engagement!.battle = redraw(d.engagement!.battle!, at);
  });
  return act(drawn, seatOf(drawn, at.active), { type: 'battle', move: { type: 'done' } });
}

/** A value with every string that is a label (`a1`, `d2`, `e1`, `L1` …) replaced by its game id. */
function labelled<T>(value: T, id: (label: string) => string): T {
  if (typeof value === 'string') return (/^[adeL]\d+$/.test(value) ? id(value) : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => labelled(v, id)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, labelled(v, id)])) as T;
  return value;
}

/** The game move of a scripted step (labels resolved against the state's legal actions). */
function moveOf(s: GodsState, seat: GodsSeat, step: Step, ids: Readonly<Record<string, string>>): GodsMove {
  const id = (label: string): string => {
    const found = ids[label];
    if (found === undefined) throw new Error(`no piece ${label}`);
    return found;
  };
  const battle = (move: GodsBattleMove): GodsMove => ({ type: 'battle', move });
  if ('game' in step) return step.game;
  if ('move' in step) return battle({ type: 'move', piece: id(step.move), to: step.to });
  if ('carry' in step) return battle({ type: 'carry', target: step.carry === null ? null : id(step.carry) });
  if ('done' in step) return battle({ type: 'done' });
  if ('concede' in step) return battle({ type: 'concede' });
  if ('accept' in step) return battle({ type: 'accept-concession' });
  if ('addon' in step) return battle(labelled(step.addon, id));
  const ways = legal(s, seat).filter((m) => m.type === 'battle' && m.move.type === 'strike' && m.move.piece === id(step.strike) && m.move.target === id(step.at));
  const way = ways[step.option ?? 0];
  if (!way) throw new Error(`${step.strike} cannot strike ${step.at} (${ways.length} ways)`);
  return way;
}

/** The seat that plays a side of the open battle. */
function seatOf(s: GodsState, side: GodsSide): GodsSeat {
  const seat = s.engagement?.battle?.players[side];
  if (!seat) throw new Error('no battle is being fought');
  return seat as GodsSeat;
}

/** The game position of a spec and every state its script reaches. */
export function buildPosition(spec: BattleSpec): BuiltPosition {
  let s = edit(clearBoard(started(4)), (d) => {
    d.darkTitanAppeared = spec.appeared ?? false;
    for (const p of d.players) {
      p.spells = [...(spec.spells?.[p.id] ?? [])];
      p.titanUncovered = spec.uncovered?.includes(p.id) ?? false;
      p.score = spec.scores?.[p.id] ?? 0;
    }
  });
  const ids: Record<string, string> = {};
  const legions = [spec.attacker, spec.defender, ...(spec.elsewhere ?? []).map((e) => ({ owner: e.owner, pieces: e.pieces.map((n) => [n] as const) }))];
  for (const [seat, land] of Object.entries(TITAN_LANDS)) {
    if (!legions.some((l) => l.owner === seat && l.pieces.some((p) => p[0] === 'Titan'))) s = placeFrom(s, seat as GodsSeat, land, ['Titan']).state;
  }
  (spec.elsewhere ?? []).forEach((e, i) => {
    const placed = placeFrom(s, e.owner, e.land, e.pieces);
    s = placed.state;
    ids[`L${i + 1}`] = placed.marker;
  });
  const a = legionFor(s, spec.attacker, spec.land);
  const b = legionFor(a.state, spec.defender, spec.land);
  const seat = spec.attacker.owner as GodsSeat;
  s = edit(b.state, (d) => {
    d.round = ROUND;
    d.phase = 'engagement';
    d.active = d.players.findIndex((p) => p.id === seat);
    d.fought = [];
    d.spied = spec.spied === undefined ? null : ids[spec.spied]!;
  });
  const pieceIds = (marker: string): string[] => s.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.id) ?? [];
  pieceIds(a.marker).forEach((id, i) => (ids[`a${i + 1}`] = id));
  pieceIds(b.marker).forEach((id, i) => (ids[`d${i + 1}`] = id));
  let e = 0;
  (spec.elsewhere ?? []).forEach((_, i) => {
    for (const id of pieceIds(ids[`L${i + 1}`]!)) ids[`e${++e}`] = id;
  });
  s = act(s, seat, { type: 'engage', attacker: a.marker, defender: b.marker });
  if (!spec.open) s = act(s, engagementSides(s)?.defender ?? seat, { type: 'fight' }); // 10.4: the defender accepts battle at once
  if (!spec.fresh && !spec.open) {
    const pieces: Record<string, Placed> = {};
    spec.attacker.pieces.forEach((p, i) => (pieces[ids[`a${i + 1}`]!] = p));
    spec.defender.pieces.forEach((p, i) => (pieces[ids[`d${i + 1}`]!] = p));
    const slain = (spec.slain ?? []).map((label) => ids[label]!);
    s = drawBattle(s, { pieces, round: spec.round ?? 2, active: spec.active ?? 'attacker', slain, seed: spec.seed });
  }
  const states = [s];
  for (const step of spec.script ?? []) {
    const by = 'seat' in step ? step.seat : seatOf(s, step.by);
    s = act(s, by, moveOf(s, by, step, ids));
    states.push(s);
  }
  return { states, ids };
}
