// TITAN's table client (classic and the §21 Titan Variant): the one game client typed by TITAN's pushes, events and
// actions — TITAN adds nothing of its own to it.
import type { Action } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import type { TitanHandoffPush, TitanViewPush } from '../../host/contract.js';
import type { GameClient } from './game-client.svelte.js';

/** The client of TITAN's table. */
export type TitanClient = GameClient<TitanViewPush, TitanHandoffPush, GameEvent, Action>;
