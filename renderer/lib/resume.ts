// Returns a page to the game being played: after F5 (the host still has the game open), on a remote player's page
// (the network game), and when the server is back after a restart on the same port (the host reopens the game from
// its resume autosave, under the same game id).
import type { Session } from './session.svelte.js';

/** Shows the game the host has open, if any (the newest one); false when there is none. */
export async function enterOpenGame(session: Session): Promise<boolean> {
  const games = await session.api.listGames({});
  const game = games.ok ? games.value.at(-1) : undefined;
  if (!game) return false;
  await session.enter(game);
  return true;
}

/** The connection is back: the same game again, reopened from its autosave when the server was restarted. */
export async function reenter(session: Session, remote: boolean): Promise<void> {
  const game = session.game;
  if (await enterOpenGame(session)) return;
  if (game && !remote) await session.continueLatest();
}
