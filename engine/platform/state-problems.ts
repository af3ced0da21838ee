// How the checkers of saved states (TITAN, the Arena) word a problem: a short sentence that starts with the path of
// what is wrong in the state, e.g. `legions.Rd03.creatures[2]: unknown creature "Basilisk"`.
import type { z } from 'zod';

const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

/** The path of a member below `at` ('' = the state itself): `legions` + `Rd03` → `legions.Rd03`, + 2 → `[2]`. */
export function below(at: string, key: PropertyKey): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  const name = String(key);
  if (!PLAIN_KEY.test(name)) return `${at}[${JSON.stringify(name)}]`;
  return at === '' ? name : `${at}.${name}`;
}

/** A problem sentence for the value at `at` ('' = the state itself). */
export function problem(at: string, message: string): string {
  return `${at === '' ? 'state' : at}: ${message}`;
}

/** The schema's complaints about a value, one problem each, with the path it is about. */
export function schemaProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => problem(issue.path.reduce<string>(below, ''), issue.message));
}
