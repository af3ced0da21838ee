// The Gods of Titan screen's connection to the host: the game it shows, the last Gods push (one seat's board or the
// hand-off), the seats' logs, who is thinking, errors and notices, and every call the screen makes. No rules here.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { TitanApi } from '../../host/contract.js';
import { ModuleClient } from '../lib/module-client.svelte.js';
import { GODS_GAME, type GodsHandoffPush, type GodsViewPush } from './pushes.js';

/** Reactive state and actions of one Gods of Titan screen. */
export class GodsClient extends ModuleClient<GodsViewPush, GodsHandoffPush, GodsEvent, GodsAction> {
  constructor(api: TitanApi, onexit: () => void) {
    super(api, GODS_GAME, onexit);
  }
}
