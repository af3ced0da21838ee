// Number formats of the screen that do not depend on the language.

/** A probability as a whole percentage string, e.g. "42%". */
export function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/** A clock's time left, rounded up to the second: "m:ss", or "h:mm:ss" from an hour (§21 clocks). */
export function clockTime(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
