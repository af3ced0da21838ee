// Hot-seat privacy per game (a choice of the New game screen, kept by the renderer): when off, hand-offs between
// humans at one screen are confirmed at once instead of hiding the board.

const KEY = 'titan.privacyOff';

function read(): string[] {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Records whether a game hides the board between hot-seat players. */
export function setPrivacy(gameId: string, on: boolean): void {
  const off = read().filter((g) => g !== gameId);
  if (!on) off.push(gameId);
  localStorage.setItem(KEY, JSON.stringify(off.slice(-50)));
}

/** True unless privacy was switched off for this game. */
export function privacyOn(gameId: string): boolean {
  return !read().includes(gameId);
}
