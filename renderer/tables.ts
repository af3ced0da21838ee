// The games' tables of this renderer, as one registry: for each game module the host knows, its start-menu entry,
// its lobby and game screens and its client. The one renderer file that names a game id (as games/index.ts is on the
// host's side): the app shows the table of the game the host opened, found here by the game's module id. Each
// table's screens are their own chunks of the build, fetched when the table is first shown.
import { ArenaClient } from './arena/client.svelte.js';
import type { GodsClient } from './gods/client.js';
import { t } from './i18n/index.svelte.js';
import { GameClient } from './lib/game-client.svelte.js';
import { table, type Table } from './lib/table.js';
import type { Session } from './lib/session.svelte.js';
import type { TitanClient } from './lib/titan-client.js';

/** The tables in start-menu order; the first is the one the menu's "New game" opens. */
export const TABLES: readonly Table[] = [
  table<TitanClient, Session>({
    module: 'titan',
    logLimit: 400,
    start: { testid: 'new-game', words: () => t('start.newGame'), primary: true },
    names: { titan: () => 'TITAN', 'titan-variant': () => t('variant.titanVariant') },
    screens: { lobby: 'newGame', game: 'game' },
    networkButton: false,
    lesson: { id: 'first-game', words: () => t('lesson.start.titan') },
    load: async () => ({ Lobby: (await import('./screens/NewGameScreen.svelte')).default, Game: (await import('./screens/GameScreen.svelte')).default }),
    review: async () => (await import('./review/titan-kit.js')).titanReview,
    client: (api, options) => new GameClient(api, options),
  }),
  table<ArenaClient, Session>({
    module: 'arena',
    logLimit: 300,
    start: { testid: 'arena', words: () => t('start.arena'), primary: false },
    names: { arena: () => t('start.arena') },
    screens: { lobby: 'arena', game: 'arena' },
    networkButton: true,
    load: async () => ((Screen) => ({ Lobby: Screen, Game: Screen }))((await import('./arena/ArenaScreen.svelte')).default),
    review: async () => (await import('./review/arena-kit.js')).arenaReview,
    client: (api, options) => new ArenaClient(api, options),
  }),
  table<GodsClient, Session>({
    module: 'gods-of-titan',
    logLimit: 300,
    start: { testid: 'gods', words: () => t('start.gods'), primary: false },
    names: { 'gods-of-titan': () => t('start.gods') },
    screens: { lobby: 'gods', game: 'gods' },
    networkButton: false,
    lesson: { id: 'first-game', words: () => t('lesson.start.gods') },
    load: async () => ((Screen) => ({ Lobby: Screen, Game: Screen }))((await import('./gods/GodsScreen.svelte')).default),
    review: async () => (await import('./review/gods-kit.js')).godsReview,
    client: (api, options) => new GameClient(api, options),
  }),
];

/** What people call `game` of the module `module` in the page's language (the owner page, a remote seat's bar):
 * the table's words, or `hostName` (the host's English name) for a game no table names. */
export function gameWords(module: string, game: string, hostName: string): string {
  return TABLES.find((x) => x.module === module)?.names[game]?.() ?? hostName;
}
