// Number formats of the screen that do not depend on the language.

/** A probability as a whole percentage string, e.g. "42%". */
export function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}
