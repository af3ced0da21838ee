// What the app knows of a game's table (renderer/tables.ts lists them): the game module it shows, how the start menu
// offers it, the screens of its lobby and of its game, and how its client is made. The app shows whichever table the
// host's open game belongs to; nothing outside the registry tells the games apart.
import type { Component } from 'svelte';
import type { TitanApi } from '../../host/contract.js';
import type { BoardLike, GameClient, GameClientOptions, HandoffLike } from './game-client.svelte.js';
import type { ReviewKit } from './review-kit.js';

/** The client of any game's table (what the app itself asks of it). */
export type AnyGameClient = GameClient<BoardLike<object>, HandoffLike<object>, object, unknown>;

/** What a table's screens are given: the app (`App`: its settings, lists, screens) and the table's client. */
export interface TableProps<C, App> {
  readonly session: App;
  readonly client: C;
}

/** A table's screens: the new-game screen (and Continue of the table's own games), shown while no game is open, and
 * the game's screen, shown while one is. */
export interface TableScreens<C extends AnyGameClient = AnyGameClient, App = unknown> {
  readonly Lobby: Component<TableProps<C, App>>;
  readonly Game: Component<TableProps<C, App>>;
}

/** One game's table; `C` is its client. */
export interface Table<C extends AnyGameClient = AnyGameClient, App = unknown> {
  /** The game module's id the host knows it by (GameInfo.game). */
  readonly module: string;
  /** Most events its client keeps per seat's log. */
  readonly logLimit: number;
  /** Its start-menu button: the test id, the words, and whether it is the menu's first and primary entry. */
  readonly start: { readonly testid: string; readonly words: () => string; readonly primary: boolean };
  /** What people call the module and each save-file game it plays, in the page's language, by game id (the module's
   * id names the module); a game not listed keeps the host's English name. */
  readonly names: Readonly<Record<string, () => string>>;
  /** The page's data-screen while its lobby shows, and while its game shows. */
  readonly screens: { readonly lobby: string; readonly game: string };
  /** True when the table offers the host's network panel by a button over its screen (a table without one offers
   * network play in its own menu). */
  readonly networkButton: boolean;
  /** The table's guided first game, if it has one (the module's lesson by its id, and its button's words): offered on
   * the start and Help screens. */
  readonly lesson?: { readonly id: string; readonly words: () => string };
  /** Loads the table's screens (their code is fetched only when the table is first shown: the start screen loads no
   * game's screens). */
  readonly load: () => Promise<TableScreens<C, App>>;
  /** Loads the game's part of the review window (its board at a step, its events in words), fetched when first opened. */
  readonly review: () => Promise<ReviewKit>;
  /** A client for the table (the options name its module, its log size and what is called when it is left). */
  client(api: TitanApi, options: GameClientOptions): C;
}

/** A table of the registry, its client's own type forgotten (the registry lists tables of different games). */
export function table<C extends AnyGameClient, App>(t: Table<C, App>): Table {
  let loaded: Promise<TableScreens<C, App>> | null = null;
  // fetched once: the app asks again each time it shows the table (a failed fetch is not tried again in the page: the
  // page reloads, lib/code-reload.ts)
  const load = (): Promise<TableScreens<C, App>> => (loaded ??= t.load());
  return { ...t, load } as unknown as Table;
}
