// The difference between two plain-JSON values as a list of changes, and its application: what a seat's own record
// (own-record.ts) writes per step instead of the seat's whole board. Lossless down to the order of an object's keys
// (an object whose keys would come back in another order is written whole), deterministic (the changes follow the
// keys and items in order), and applied without touching the earlier value (only the objects on a change's path are
// copied). A change is `[path, value]` — the value at `path` set, an object's new key added last, an array's item at
// its length appended — or `[path]`: an object's key removed, an array cut to the length the path ends with.

/** Where a change applies: object keys and array indices from the top. */
export type JsonPath = readonly (string | number)[];

/** One change of a value: set (or add) at a path, or remove there. */
export type JsonChange = readonly [JsonPath, unknown] | readonly [JsonPath];

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const has = (o: JsonObject, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** The changes that turn `a` into `b` (both plain JSON without undefined members, as JSON.parse gives them). */
export function jsonChanges(a: unknown, b: unknown): JsonChange[] {
  const out: JsonChange[] = [];
  changesInto(a, b, [], out);
  return out;
}

/** Adds to `out` the changes at `path` from `a` to `b`: those inside a container, unless writing `b` whole is shorter. */
function changesInto(a: unknown, b: unknown, path: JsonPath, out: JsonChange[]): void {
  if (a === b) return;
  const inner: JsonChange[] = [];
  if (Array.isArray(a) && Array.isArray(b)) arrayChanges(a, b, path, inner);
  else if (isObject(a) && isObject(b) && sameKeyOrder(a, b)) objectChanges(a, b, path, inner);
  else {
    out.push([path, b]);
    return;
  }
  const whole: JsonChange = [path, b];
  if (inner.length <= 1 || JSON.stringify(inner).length <= JSON.stringify([whole]).length) out.push(...inner);
  else out.push(whole);
}

function arrayChanges(a: readonly unknown[], b: readonly unknown[], path: JsonPath, out: JsonChange[]): void {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) changesInto(a[i], b[i], [...path, i], out);
  if (b.length < a.length) out.push([[...path, b.length]]);
  for (let i = common; i < b.length; i++) out.push([[...path, i], b[i]]);
}

function objectChanges(a: JsonObject, b: JsonObject, path: JsonPath, out: JsonChange[]): void {
  for (const k of Object.keys(a)) if (!has(b, k)) out.push([[...path, k]]);
  for (const k of Object.keys(b)) {
    if (has(a, k)) changesInto(a[k], b[k], [...path, k], out);
    else out.push([[...path, k], b[k]]);
  }
}

/** Do `b`'s keys come in the order `a`'s kept keys followed by its new ones would (the order applying changes gives)? */
function sameKeyOrder(a: JsonObject, b: JsonObject): boolean {
  const kept = Object.keys(a).filter((k) => has(b, k));
  const order = [...kept, ...Object.keys(b).filter((k) => !has(a, k))];
  const keys = Object.keys(b);
  return keys.length === order.length && keys.every((k, i) => k === order[i]);
}

/** `value` with `changes` applied in turn (it is not changed itself), or what is wrong with the first change that
 * does not fit it (a path through nothing, an index past an array's end). */
export function applyJsonChanges(value: unknown, changes: readonly JsonChange[]): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string } {
  let v = value;
  for (const [i, change] of changes.entries()) {
    const next = applyOne(v, change[0], 0, change.length === 2 ? { value: change[1] } : null);
    if (next === MISFIT) return { ok: false, message: `change ${i + 1} does not fit the board at ${JSON.stringify(change[0])}` };
    v = next;
  }
  return { ok: true, value: v };
}

const MISFIT = Symbol('misfit');

/** `node` with the change at `path` from `depth` on made: `set` its value, null a removal. */
function applyOne(node: unknown, path: JsonPath, depth: number, set: { readonly value: unknown } | null): unknown {
  if (depth === path.length) return set ? set.value : MISFIT;
  const key = path[depth];
  const last = depth === path.length - 1;
  if (Array.isArray(node) && typeof key === 'number' && Number.isInteger(key) && key >= 0) {
    if (last && !set) return key <= node.length ? node.slice(0, key) : MISFIT;
    if (key > node.length || (key === node.length && !last)) return MISFIT;
    const child = applyOne(node[key], path, depth + 1, set);
    if (child === MISFIT) return MISFIT;
    const copy = node.slice();
    copy[key] = child;
    return copy;
  }
  if (!isObject(node) || typeof key !== 'string') return MISFIT;
  if (last && !set) {
    if (!has(node, key)) return MISFIT;
    const copy: JsonObject = {};
    for (const k of Object.keys(node)) if (k !== key) define(copy, k, node[k]);
    return copy;
  }
  if (!has(node, key) && !last) return MISFIT;
  const child = applyOne(has(node, key) ? node[key] : undefined, path, depth + 1, set);
  if (child === MISFIT) return MISFIT;
  const copy: JsonObject = {};
  for (const k of Object.keys(node)) define(copy, k, node[k]);
  define(copy, key, child);
  return copy;
}

/** Sets an own key (a key "__proto__" too, which JSON.parse makes an own key; assigning it would set the prototype). */
function define(o: JsonObject, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
