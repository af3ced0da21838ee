// Returns a page to the game being played: after F5 (the host still has the game open: the tab remembers which game
// it showed, so a new tab, or the printed URL opened again, still starts at the main menu), on a remote player's page (the network game), and when
// the server is back after a restart on the same port (the host reopens the game from its resume autosave, under the
// same game id).
import type { Session } from './session.svelte.js';

const PLAYING_KEY = 'titan-playing';

/** Remembers for this tab which game it shows (null: none). */
export function rememberPlaying(gameId: string | null): void {
  if (gameId === null) window.sessionStorage.removeItem(PLAYING_KEY);
  else window.sessionStorage.setItem(PLAYING_KEY, gameId);
}

/** Shows the game this tab was showing if the host has it open (a remote page: the network game); false when not. */
export async function enterOpenGame(session: Session, remote: boolean, wanted = window.sessionStorage.getItem(PLAYING_KEY)): Promise<boolean> {
  const games = await session.api.listGames({});
  const game = games.ok ? (remote ? games.value.at(-1) : games.value.find((g) => g.gameId === wanted)) : undefined;
  if (!game) return false;
  await session.enter(game);
  return true;
}

/** The connection is back: the same game again, reopened from its autosave when the server was restarted. */
export async function reenter(session: Session, remote: boolean): Promise<void> {
  const game = session.client?.game;
  if (await enterOpenGame(session, remote)) return;
  if (game && !remote) await session.continueLatest();
}
