// The typed errors of the save format, and the cheap text checks made before a file is parsed (size, nesting depth,
// truncation), so that a damaged or hostile file is refused with a reason, never with a crash or a long freeze.
import type { z } from 'zod';
import { MAX_SAVE_BYTES, MAX_SAVE_DEPTH } from './envelope.js';

/** Why a save could not be loaded. */
export type SaveErrorCode =
  | 'not-json'
  | 'not-a-save'
  | 'too-large'
  | 'schema'
  | 'newer-version'
  | 'unknown-game'
  | 'integrity'
  | 'replay-failed'
  | 'snapshot-mismatch'
  | 'truncated';

/** A refused save: the code, a sentence for people, and structured detail where there is some. */
export interface SaveError {
  readonly code: SaveErrorCode;
  readonly message: string;
  readonly detail?: unknown;
}

/** A failed step. */
export interface Failed {
  readonly ok: false;
  readonly error: SaveError;
}

/** Builds a refusal. */
export function fail(code: SaveErrorCode, message: string, detail?: unknown): Failed {
  return { ok: false, error: detail === undefined ? { code, message } : { code, message, detail } };
}

/** The first issues of a zod error as `{ path, message }`, prefixed with where the value sat in the file. */
export function issues(error: z.ZodError, prefix: readonly (string | number)[]): { path: string; message: string }[] {
  return error.issues.slice(0, 10).map((i) => ({ path: [...prefix, ...i.path.map(String)].join('.'), message: i.message }));
}

/** The message of anything thrown. */
export function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Deepest bracket nesting of a JSON text (strings skipped), stopping early once it passes `limit`. */
function depthOf(text: string, start: number, limit: number): { depth: number; closed: boolean } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return { depth: deepest, closed: false };
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth === 0) return { depth: deepest, closed: true };
    }
  }
  return { depth: deepest, closed: depth <= 0 };
}

/** True when `text` is the beginning of a JSON object or array that stops before its brackets close. */
export function looksTruncated(text: string): boolean {
  const start = text.search(/\S/);
  if (start < 0 || (text[start] !== '{' && text[start] !== '[')) return false;
  const scan = depthOf(text, start, Number.POSITIVE_INFINITY);
  return !scan.closed;
}

/** True when a JSON text nests brackets deeper than `limit` (checked before JSON.parse spends time on it). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  const start = text.search(/\S/);
  return start >= 0 && (text[start] === '{' || text[start] === '[') && depthOf(text, start, limit).depth > limit;
}

/** Refuses text too big or too deeply nested to be a save before JSON.parse spends time and memory on it. */
export function precheck(text: string): Failed | null {
  if (text.length > MAX_SAVE_BYTES) {
    return fail('too-large', `the file is ${(text.length / 1048576).toFixed(1)} MB; a save is never larger than ${MAX_SAVE_BYTES / 1048576} MB`, { length: text.length });
  }
  if (nestsDeeperThan(text, MAX_SAVE_DEPTH)) return fail('not-a-save', `the file nests deeper than ${MAX_SAVE_DEPTH} levels: not a save`);
  return null;
}
