// The Gods of Titan screen's connection to the host: the one game client typed by Gods' pushes, events and actions
// (the Trade window's offers are actions like any other: Gods adds nothing of its own to the client).
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GameClient } from '../lib/game-client.svelte.js';
import type { GodsHandoffPush, GodsViewPush } from './pushes.js';

/** The client of Gods of Titan's table. */
export type GodsClient = GameClient<GodsViewPush, GodsHandoffPush, GodsEvent, GodsAction>;
