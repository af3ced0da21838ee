// What the host pushes to the Gods of Titan screen: the module id and the shapes of a seat's board and the hand-off
// (a plain module, so the screen's client, its test hook and the e2e specs share them).
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsHints } from '../../engine/gods/hints.js';
import type { GodsView } from '../../engine/gods/view.js';
import type { BoardPush, HandoffScreenPush } from '../../host/contract.js';

/** The module id the host knows Gods of Titan by. */
export const GODS_GAME = 'gods-of-titan';

/** A Gods of Titan seat's board as the host pushes it, with the trade and quit hints (7.2, 28.11). */
export type GodsViewPush = BoardPush<typeof GODS_GAME, GodsView, GodsAction, GodsEvent, GodsHints>;
/** The Gods screen passes to another human. */
export type GodsHandoffPush = HandoffScreenPush<typeof GODS_GAME, GodsEvent>;
