// Stable state fingerprints: determinism tests and save files compare games by hash instead of deep equality.
// FNV-1a 64-bit over a canonical JSON text (object keys sorted, undefined members dropped as JSON.stringify does),
// so two structurally equal plain-JSON values always hash alike whatever their key insertion order.

/** Canonical JSON of a plain value: sorted keys, no whitespace; `undefined` members are left out, like JSON. */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

/** Whether `b` has each string and boolean member of the record `a` as it is: true whenever the two have the same
 * canonical JSON, so a search for an equal value among many runs `canonicalJson` only on those that pass it (a battle
 * with a spellcaster lists hundreds of casts). */
export function sameFlatMembers(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key in x) {
    const v = x[key];
    if ((typeof v === 'string' || typeof v === 'boolean') && y[key] !== v) return false;
  }
  return true;
}

function write(value: unknown, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    out.push(typeof value === 'number' && !Number.isFinite(value) ? 'null' : (JSON.stringify(value) ?? 'null'));
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      const item: unknown = value[i];
      if (item === undefined || typeof item === 'function') out.push('null');
      else write(item, out);
    }
    out.push(']');
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  out.push('{');
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined || typeof member === 'function') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    write(member, out);
  }
  out.push('}');
}

/** FNV-1a 64-bit of a string's UTF-8 bytes (lone surrogates as their 3-byte form), as 16 hex digits. */
export function fnv1a64(text: string): string {
  // 64-bit state as two 32-bit halves; FNV prime = 2^40 + 0x1b3, so h * prime = (lo << 40) + h * 0x1b3 mod 2^64.
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  const bytes: number[] = [0, 0, 0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let n: number;
    if (c < 0x80) {
      bytes[0] = c;
      n = 1;
    } else if (c < 0x800) {
      bytes[0] = 0xc0 | (c >>> 6);
      bytes[1] = 0x80 | (c & 0x3f);
      n = 2;
    } else {
      bytes[0] = 0xe0 | (c >>> 12);
      bytes[1] = 0x80 | ((c >>> 6) & 0x3f);
      bytes[2] = 0x80 | (c & 0x3f);
      n = 3;
    }
    for (let k = 0; k < n; k++) {
      lo = (lo ^ bytes[k]!) >>> 0;
      const low = lo * 0x1b3; // < 2^41: exact in a double
      const high = hi * 0x1b3 + Math.floor(low / 0x100000000) + ((lo << 8) >>> 0);
      hi = high >>> 0;
      lo = low >>> 0;
    }
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** Hash of a game state (or any plain-JSON value): equal for structurally equal values. */
export function hashState(state: unknown): string {
  return fnv1a64(canonicalJson(state));
}
