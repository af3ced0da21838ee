// The digests of built positions (tests/gods/engine-positions.test.ts): for each state, every seat's legal actions,
// every seat's view (a spectator's too) with its hints, and the answer to each listed action (its next state and events,
// or its refusal); then deterministic continuations from the last state (the first listed action each time, or a
// seeded pick; concessions last), each step folding what the actor was offered, what it took and what came of it.
// Values are folded as canonical JSON (object keys sorted, listings sorted), so a restructured engine that builds the
// same things in another order gives the same digests, and any change of what it builds does not.
import { createHash, type Hash } from 'node:crypto';
import { godsModule } from '../../../games/gods.js';
import type { GodsAction } from '../../../engine/gods/actions.js';
import type { GodsState } from '../../../engine/gods/state.js';
import { chooser } from '../battle-helpers.js';

/** Each key as JSON, made once (states name few distinct keys). */
const KEYS = new Map<string, string>();

/** JSON with every object's keys sorted (undefined members left out, as JSON.stringify does). */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += `${i > 0 ? ',' : ''}${value[i] === undefined ? 'null' : canonical(value[i])}`;
    return `${out}]`;
  }
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let out = '{';
  for (const k of keys) {
    const v = o[k];
    if (v === undefined) continue;
    let key = KEYS.get(k);
    if (key === undefined) KEYS.set(k, (key = JSON.stringify(k)));
    out += `${out.length > 1 ? ',' : ''}${key}:${canonical(v)}`;
  }
  return `${out}}`;
}

/** A value of the state actions are applied to, with its JSON and canonical text, each made once when first asked
 * for, and its members likewise. */
class Known {
  private jsonText: string | undefined;
  private canonicalText: string | undefined;
  private readonly members = new Map<string, Known>();
  constructor(readonly value: unknown) {}
  get json(): string {
    return (this.jsonText ??= JSON.stringify(this.value) ?? 'undefined');
  }
  get canonical(): string {
    return (this.canonicalText ??= canonical(this.value));
  }
  /** A member of an object value. */
  member(key: string): Known {
    let m = this.members.get(key);
    if (!m) this.members.set(key, (m = new Known((this.value as Record<string, unknown>)[key])));
    return m;
  }
}

/** Whether a value is a plain object (not an array, not null). */
function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** What `next` is beside `base`, as canonical text: `=` where they are equal; else, into `depth` levels of objects,
 * each member's difference, and below that the canonical JSON of `next`. A function of the two values alone (not of
 * their key order), and cheaper than the whole canonical text: an action changes little of a state, and each value's
 * texts are made once (`base` serves all the actions applied to it, a continuation's `next` its following step). */
function change(base: Known, next: Known, depth: number): string {
  if (base.value === next.value) return '=';
  if (depth === 0 || !isRecord(base.value) || !isRecord(next.value)) {
    if (base.json === next.json) return '=';
    return next.canonical === base.canonical ? '=' : next.canonical;
  }
  const keys = [...new Set([...Object.keys(base.value), ...Object.keys(next.value)])].sort();
  const members = keys.map((k) => change(base.member(k), next.member(k), depth - 1));
  // an equal record that is another object (a copy the engine made) is as unchanged as the same object
  if (members.every((m) => m === '=')) return '=';
  return `{${keys.map((k, i) => `${JSON.stringify(k)}:${members[i]}`).join(',')}}`;
}

/** How deep `change` compares a state member by member (the state, its engagement, the battle, its pieces). */
const CHANGE_DEPTH = 4;

/** The answer to an action applied to the state `base`: what the next state changed and the events, or the refusal;
 * and the next state, known. */
function answer(base: Known, r: ReturnType<typeof godsModule.apply>): { text: string; next: Known | null } {
  if (!r.ok) return { text: canonical(r.error), next: null };
  const next = new Known(r.state);
  return { text: `${change(base, next, CHANGE_DEPTH)}${canonical(r.events)}`, next };
}

/** Every viewer: each seat of the game, then a spectator (null). */
function viewers(s: GodsState): (string | null)[] {
  return [...s.players.map((p) => p.id), null];
}

/** A seat's legal actions in canonical order, each with its canonical text. */
export function sortedLegal(s: GodsState, seat: string): { readonly text: string; readonly action: GodsAction }[] {
  return godsModule.legalActions(s, seat).map((action) => ({ text: canonical(action), action })).sort((x, y) => (x.text < y.text ? -1 : x.text > y.text ? 1 : 0));
}

/** Folds one state's legal actions and views (with the hints the host sends beside them) into the hashes; returns the
 * listed actions. */
function foldPosition(s: GodsState, legal: Hash, views: Hash): GodsAction[] {
  const listed = new Map<string | null, GodsAction[]>();
  for (const seat of s.players.map((p) => p.id)) {
    const actions = sortedLegal(s, seat);
    legal.update(`${seat}:[${actions.map((a) => a.text).join(',')}]\n`);
    listed.set(seat, actions.map((a) => a.action));
  }
  for (const viewer of viewers(s)) {
    const view = godsModule.view(s, viewer);
    views.update(`${String(viewer)}:${canonical(view)}:${canonical(godsModule.hints?.(view, listed.get(viewer) ?? []))}\n`);
  }
  return [...listed.values()].flat();
}

/** The first 16 hex digits of a hash. */
const short = (h: Hash): string => h.digest('hex').slice(0, 16);

/** What one state of a position folds to. */
export interface StateDigest {
  /** Legal actions of every seat, views of every viewer, and the answers to every listed action. */
  readonly legal: string;
  readonly views: string;
  readonly answers: string;
  readonly actions: number;
}

/** Digests one state: its listings, its views and what each listed action leads to. */
export function digestState(s: GodsState): StateDigest {
  const legal = createHash('sha256');
  const views = createHash('sha256');
  const answers = createHash('sha256');
  const listed = foldPosition(s, legal, views);
  const base = new Known(s);
  for (const action of listed) answers.update(`${answer(base, godsModule.apply(s, action)).text}\n`);
  return { legal: short(legal), views: short(views), answers: short(answers), actions: listed.length };
}

/** What continuations take only when nothing else is left: concessions end what a position is about, trade offers and
 * permissions (7.1, 7.2) may be made and withdrawn for ever; each listed one is applied once in the position itself. */
const ASIDE: ReadonlySet<string> = new Set(['concede', 'offerTrade', 'withdrawTrade', 'answerTrade', 'permit']);

/** A continuation's policy: the first action of the first actor in canonical order, or a seeded pick. */
export type Policy = 'first' | { readonly seed: number };

/** What a continuation folds to: its steps and one digest of every step (what the actor was offered, what it took,
 * the state and events that came of it). */
export interface ContinuationDigest {
  readonly steps: number;
  readonly digest: string;
  /** Where it stopped: the game's phase and the battle's round, side and phase (or its absence). */
  readonly end: string;
}

/** Plays on from `s` for at most `limit` actions while an engagement is open (`turn`: while the Mover's turn lasts),
 * folding every step; `visit` sees each state reached. */
export function continueFrom(s0: GodsState, policy: Policy, limit: number, turn = false, visit: (s: GodsState) => void = () => undefined): ContinuationDigest {
  const going = (s: GodsState): boolean => (turn ? s.phase !== 'over' && s.round === s0.round && s.active === s0.active : s.engagement !== null);
  const hash = createHash('sha256');
  const pick = policy === 'first' ? null : chooser(policy.seed);
  let s = s0;
  let known = new Known(s0);
  let steps = 0;
  while (steps < limit && going(s)) {
    const actor = [...godsModule.actors(s)].sort()[0];
    if (actor === undefined) break;
    const all = sortedLegal(s, actor);
    const playing = all.filter(({ action: a }) => !(a.type === 'battle' && a.move.type === 'concede') && !ASIDE.has(a.type));
    const options = playing.length > 0 ? playing : all;
    const chosen = pick ? options[pick(options.length)] : options[0];
    if (!chosen) break;
    const { text, next } = answer(known, godsModule.apply(s, chosen.action));
    hash.update(`[${options.map((o) => o.text).join(',')}]>${chosen.text}>${text}\n`);
    if (!next) break;
    known = next;
    s = next.value as GodsState;
    visit(s);
    steps++;
  }
  const b = s.engagement?.battle;
  return { steps, digest: short(hash), end: `${s.phase}${b ? ` ${b.round} ${b.active} ${b.phase}` : s.engagement ? ' engagement' : ''}` };
}
