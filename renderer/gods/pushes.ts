// What the host pushes to the Gods of Titan screen: the shapes of a seat's board and the hand-off (a plain module, so
// the screen's client, its test hook and the e2e specs share them). The game's id is the table registry's to name: the
// client shows only its own game's pushes.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsHints } from '../../engine/gods/hints.js';
import type { GodsView } from '../../engine/gods/view.js';
import type { BoardPush, HandoffScreenPush } from '../../host/contract.js';

/** A Gods of Titan seat's board as the host pushes it, with the trade and quit hints (7.2, 28.11). */
export type GodsViewPush = BoardPush<string, GodsView, GodsAction, GodsEvent, GodsHints>;
/** The Gods screen passes to another human. */
export type GodsHandoffPush = HandoffScreenPush<string, GodsEvent>;
