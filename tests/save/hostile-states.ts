// The property "every state that loads answers", for any game module: states taken from seeded simulated games (and
// from golden saves and positions built for the purpose), edited the way a hostile editor edits a save — a number
// changed, a name or a reference replaced by another the state uses, an entry deleted, duplicated or moved to
// another list, two entries swapped within or between lists, a key renamed — are either refused by the module's
// `saves.checkState` with problems, or answer every question the host asks of a loaded game (actors, summary, legal
// actions of every seat, the view of every seat and of the spectator, hints, and `apply` of listed actions) without
// throwing.
import fc from 'fast-check';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { AnyGameModule, GameModule, ModuleAction, ModuleEvent } from '../../engine/platform/module.js';
import { migrate, migrationPath } from '../../engine/platform/save/migrate.js';
import { randomAgent, type PlayerAgent } from '../../tools/cli/agents.js';
import { playGame } from '../../tools/cli/simulate.js';

/** A plain-JSON value, as a save holds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** A state to edit, with where it came from (for the failure message). */
export interface Sample {
  readonly from: string;
  readonly state: Json;
}

/** One seeded simulated game: its seats and seed, the agent every seat plays with (random-legal when absent), and the
 * actions it is played for (to its end when absent). */
export interface SimulatedGame<Act> {
  readonly players: number;
  readonly seed: number;
  readonly variant?: string;
  readonly agent?: () => PlayerAgent<unknown, Act>;
  readonly actions?: number;
}

/** A state as a sample (its plain JSON, as a save holds it). */
export function sampleOf(from: string, state: unknown): Sample {
  return { from, state: JSON.parse(JSON.stringify(state)) as Json };
}

/**
 * States of seeded simulated games: every `every`-th state (`every` may depend on the state: battles sampled more
 * densely), and every state whose `kind` (its phase, a battle's phase…) no sample of that game had yet, so that rare
 * positions are kept.
 */
export function sampledStates<Setup, State, Act extends ModuleAction, Event extends ModuleEvent, View>(
  module: GameModule<Setup, State, Act, Event, View>,
  games: readonly SimulatedGame<Act>[],
  every: number | ((state: State) => number),
  kind: (state: State) => string,
): Sample[] {
  const out: Sample[] = [];
  for (const g of games) {
    const seen = new Set<string>();
    let n = 0;
    const agent = g.agent;
    const played = playGame(module, { players: g.players, seed: g.seed, variant: g.variant ?? null }, {
      maxActions: g.actions ?? 100_000,
      stallLimit: 20_000,
      checkInvariants: false, // the states are judged by checkState below, edited or not
      ...(agent ? { agentFor: () => agent() as PlayerAgent<View, Act, Event> } : {}),
      onAction: (_prev, _action, next) => {
        const k = kind(next);
        if (++n % (typeof every === 'number' ? every : every(next)) !== 0 && seen.has(k)) return;
        seen.add(k);
        out.push(sampleOf(`${g.players} players, seed ${g.seed}, state ${module.stateId(next)} (${k})`, next));
      },
    });
    const cut = g.actions !== undefined && played.actions.length >= g.actions; // stopped where asked, not stuck
    const broken = played.violations.filter((v) => !(cut && v.kind === 'stuck'));
    if (broken.length > 0) throw new Error(`seed ${g.seed}: ${broken[0]?.message ?? ''}`);
  }
  return out;
}

/** A random-legal player that never takes an action `avoid` names while it has another (so that simulated games
 * reach battles and play them out instead of conceding them). */
export function eagerAgent<Act>(avoid: (action: Act) => boolean): PlayerAgent<unknown, Act> {
  const random = randomAgent<unknown, Act>();
  return {
    name: 'eager',
    usesView: false,
    choose(view, legal, rng) {
      const rest = legal.filter((a) => !avoid(a));
      return random.choose(view, rest.length > 0 ? rest : legal, rng);
    },
  };
}

/** A member of a state: its path, the value there, and its field — the path with list indexes and record keys as `*`
 * (`battle.pieces.*.hex`), so that an edit picks a field first, as an editor does, whatever the size of the lists. */
interface Member {
  readonly path: Path;
  readonly value: Json;
  readonly field: string;
}

const shapeOf = (v: Json): string => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).sort().join(',') : typeof v);

/** Whether an object is a record (a pool, a map of legions or hexes): three or more members, all of one shape. */
function isRecord(o: { [key: string]: Json }): boolean {
  const values = Object.values(o);
  return values.length >= 3 && values.every((v) => shapeOf(v) === shapeOf(values[0]!));
}

/** Every member of a value. */
function membersOf(value: Json, at: Path = [], field = '', out: Member[] = []): Member[] {
  if (at.length > 0) out.push({ path: at, value, field });
  if (Array.isArray(value)) value.forEach((v, i) => membersOf(v, [...at, i], `${field}.*`, out));
  else if (value !== null && typeof value === 'object') {
    const record = isRecord(value);
    for (const [k, v] of Object.entries(value)) membersOf(v, [...at, k], `${field}.${record ? '*' : k}`, out);
  }
  return out;
}

/** Picks a member: a field first, then one member of it. */
function pickMember(members: readonly Member[]): fc.Arbitrary<Member> {
  const byField = new Map<string, Member[]>();
  for (const m of members) byField.set(m.field, [...(byField.get(m.field) ?? []), m]);
  return fc.constantFrom(...byField.values()).chain((list) => fc.constantFrom(...list));
}

const last = (path: Path): string | number => path[path.length - 1] as string | number;
const within = (inner: Path, outer: Path): boolean => inner.length >= outer.length && outer.every((k, i) => k === inner[i]);
const named = (path: Path): string => path.join('.');

/** The object or list holding the member at `path`, or null when an earlier edit took it away. */
function holderOf(root: Json, path: Path): Record<string | number, Json> | null {
  let node: Json | undefined = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string | number, Json>)[key];
  }
  return node !== null && typeof node === 'object' ? (node as Record<string | number, Json>) : null;
}

/** Sets the member at `path` (nothing when its holder is gone). */
function put(root: Json, path: Path, value: Json): void {
  const holder = holderOf(root, path);
  if (holder) holder[last(path)] = value;
}

/** The list at `path`, or null when an earlier edit took it away. */
function listAt(root: Json, path: Path): Json[] | null {
  const holder = holderOf(root, path);
  const list = holder ? holder[last(path)] : undefined;
  return Array.isArray(list) ? list : null;
}

/** One edit of a save's state as an editor makes it, in words, applied in place to a copy. */
interface Edit {
  readonly what: string;
  readonly apply: (root: Json) => void;
}

const NUMBER_CHANGES: readonly [string, (n: number) => number][] = [
  ['+1', (n) => n + 1], ['-1', (n) => n - 1], ['to 0', () => 0], ['negated', (n) => -n - 1], ['far out', (n) => n * 7 + 100], ['+0.5', (n) => n + 0.5],
];

/** The edits a hostile editor might make to one state (each picks its target with fast-check). */
function editsOf(state: Json): fc.Arbitrary<Edit> {
  const members = membersOf(state);
  const numbers = members.filter((m) => typeof m.value === 'number');
  const strings = members.filter((m) => typeof m.value === 'string');
  const booleans = members.filter((m) => typeof m.value === 'boolean');
  const elements = members.filter((m) => typeof last(m.path) === 'number');
  const keyed = members.filter((m) => typeof last(m.path) === 'string');
  const lists = members.filter((m) => Array.isArray(m.value));
  const words = [...new Set([...strings.map((m) => m.value as string), ...keyed.map((m) => last(m.path) as string)])];
  const objects = elements.filter((m) => shapeOf(m.value).includes(','));
  const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);
  const kinds: fc.Arbitrary<Edit>[] = [];
  if (numbers.length > 0) {
    kinds.push(fc.tuple(pickMember(numbers), pick(NUMBER_CHANGES)).map(([m, [how, f]]) => ({
      what: `${named(m.path)} ${how}`,
      apply: (root: Json) => put(root, m.path, f(m.value as number)),
    })));
  }
  if (strings.length > 0) {
    // A name or reference replaced by another word the state uses (a creature, a marker, a hex, a seat, an id…), or mangled.
    const word = fc.oneof(pick(words), pick(words).map((w) => `${w}x`), fc.constantFrom('', 'G9', 'Z1', '-1'));
    kinds.push(fc.tuple(pickMember(strings), word).map(([m, w]) => ({ what: `${named(m.path)} = ${JSON.stringify(w)}`, apply: (root: Json) => put(root, m.path, w) })));
  }
  if (booleans.length > 0) {
    kinds.push(pickMember(booleans).map((m) => ({ what: `${named(m.path)} flipped`, apply: (root: Json) => put(root, m.path, !(m.value as boolean)) })));
  }
  if (elements.length > 0) {
    kinds.push(fc.tuple(pickMember(elements), fc.boolean()).map(([m, twice]) => ({
      what: `${named(m.path)} ${twice ? 'duplicated' : 'deleted'}`,
      apply: (root: Json) => {
        const list = listAt(root, m.path.slice(0, -1));
        if (twice) list?.splice(last(m.path) as number, 0, structuredClone(m.value));
        else list?.splice(last(m.path) as number, 1);
      },
    })));
  }
  if (keyed.length > 0) {
    // A member deleted, or moved under another key (a pool's character renamed, a record's key changed…).
    kinds.push(fc.tuple(pickMember(keyed), fc.option(pick(words), { nil: null })).map(([m, to]) => ({
      what: to === null ? `${named(m.path)} deleted` : `${named(m.path)} renamed ${JSON.stringify(to)}`,
      apply: (root: Json) => {
        const holder = holderOf(root, m.path);
        if (!holder || Array.isArray(holder)) return;
        delete holder[last(m.path)];
        if (to !== null) holder[to] = structuredClone(m.value);
      },
    })));
  }
  if (objects.length > 1) {
    // Two entries of one shape swapped, within a list or between two (two pieces between legions…).
    kinds.push(fc.tuple(pickMember(objects), pickMember(objects)).filter(([a, b]) => !within(a.path, b.path) && !within(b.path, a.path) && shapeOf(a.value) === shapeOf(b.value)).map(([a, b]) => ({
      what: `${named(a.path)} swapped with ${named(b.path)}`,
      apply: (root: Json) => {
        put(root, a.path, structuredClone(b.value));
        put(root, b.path, structuredClone(a.value));
      },
    })));
    // An entry moved to another list (a piece into another legion…).
    kinds.push(fc.tuple(pickMember(objects), pickMember(lists)).filter(([e, l]) => !within(l.path, e.path) && !within(e.path, l.path)).map(([e, l]) => ({
      what: `${named(e.path)} moved into ${named(l.path)}`,
      apply: (root: Json) => {
        const from = listAt(root, e.path.slice(0, -1));
        const into = listAt(root, l.path);
        if (!from || !into) return;
        from.splice(last(e.path) as number, 1);
        into.push(structuredClone(e.value));
      },
    })));
  }
  if (strings.length > 1) {
    kinds.push(fc.tuple(pickMember(strings), pickMember(strings)).map(([a, b]) => ({
      what: `${named(a.path)} swapped with ${named(b.path)}`,
      apply: (root: Json) => {
        put(root, a.path, b.value);
        put(root, b.path, a.value);
      },
    })));
  }
  return fc.oneof(...kinds);
}

/** A state edited by a hostile editor, shown by its origin and its edits. */
export interface EditedState {
  readonly from: string;
  readonly edits: readonly string[];
  readonly state: Json;
}

/** A sample edited one to three times. */
export function hostileEdits(samples: readonly Sample[]): fc.Arbitrary<EditedState> {
  const edits = samples.map((s) => editsOf(s.state));
  return fc.integer({ min: 0, max: samples.length - 1 }).chain((i) =>
    fc.array(edits[i]!, { minLength: 1, maxLength: 3 }).map((list): EditedState => {
      const sample = samples[i]!;
      const state = structuredClone(sample.state);
      for (const e of list) e.apply(state);
      const what = list.map((e) => e.what);
      return { from: sample.from, edits: what, state, [fc.toStringMethod]: () => `${sample.from}, edited: ${what.join('; ')}` } as EditedState;
    }),
  );
}

/** What the loaded states were asked (the guards of the property). */
export interface Tally {
  refused: number;
  loaded: number;
  applied: number;
}

/**
 * Everything the host asks of a loaded game: who acts, the summary, each seat's legal actions, view, hints and play
 * aids, the spectator's view, and `apply` of listed actions (at most `most` per seat, spread over the list) with the
 * autosave checkpoint of each step. Returns how many actions were applied; throws what the engine throws.
 */
export function askEverything<Setup, State, Act extends ModuleAction, Event extends ModuleEvent, View, Hints>(
  module: GameModule<Setup, State, Act, Event, View, Hints>, state: State, most: number,
): number {
  module.actors(state);
  const summary = module.summary(state);
  module.view(state, null);
  let applied = 0;
  for (const seat of summary.players.map((p) => p.id)) {
    const legal = module.legalActions(state, seat);
    module.hints?.(module.view(state, seat), legal);
    module.aid?.(legal, { autoStrike: true, autoCarry: true });
    const step = Math.max(1, Math.ceil(legal.length / most));
    for (let i = 0; i < legal.length; i += step) {
      const r = module.apply(state, legal[i]!);
      if (r.ok) module.checkpoint(state, r.state);
      applied++;
    }
  }
  return applied;
}

/** The property over `samples` for `module`: each edited state is refused with problems that name a path, or
 * answers everything; `tally` counts both. */
export function everyLoadedStateAnswers<Setup, State, Act extends ModuleAction, Event extends ModuleEvent, View, Hints>(
  module: GameModule<Setup, State, Act, Event, View, Hints>, samples: readonly Sample[], runs: number, seed: number,
): Tally {
  const tally: Tally = { refused: 0, loaded: 0, applied: 0 };
  fc.assert(
    fc.property(hostileEdits(samples), ({ state }) => {
      const checked = module.saves.checkState(state);
      if (!checked.ok) {
        tally.refused++;
        expect(checked.problems.length).toBeGreaterThan(0);
        for (const p of checked.problems) expect(p).toMatch(/^\S[^:]*: ./);
        return;
      }
      tally.loaded++;
      tally.applied += askEverything(module, checked.state, 12);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  return tally;
}

const SAVES = join(import.meta.dirname, '../fixtures/saves');

/** The snapshots of golden saves of `module` (every folder's file of that name), migrated to this build's state version. */
export function goldenSamples(module: AnyGameModule, files: readonly string[]): Sample[] {
  const out: Sample[] = [];
  for (const folder of readdirSync(SAVES)) {
    for (const file of files.filter((f) => existsSync(join(SAVES, folder, f)))) {
      const save = JSON.parse(readFileSync(join(SAVES, folder, file), 'utf8')) as { stateVersion?: number; snapshot: { state: unknown } };
      const path = migrationPath(module.saves, save.stateVersion ?? 1);
      if (!path.ok) throw new Error(`${folder}/${file}: ${path.message}`);
      out.push(sampleOf(`golden ${folder}/${file}`, migrate(path.steps, save.snapshot.state, 'state')));
    }
  }
  if (out.length === 0) throw new Error(`no golden save ${files.join(', ')}`);
  return out;
}
