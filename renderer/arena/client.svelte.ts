// The Arena screen's connection to the host: the one game client typed by the Arena's pushes, events and actions,
// with what is the Arena's own (Play again). No rules here.
import type { ArenaAction, ArenaEvent, ArenaView } from '../../engine/arena/index.js';
import type { ArenaHandoffPush, ArenaViewPush } from '../../host/contract.js';
import { GameClient } from '../lib/game-client.svelte.js';

/** Reactive state and actions of the Arena's table. */
export class ArenaClient extends GameClient<ArenaViewPush, ArenaHandoffPush, ArenaEvent, ArenaAction> {
  /** Starts a new game with the same players, seat kinds and options as the finished one ("Play again"); the finished
   * game is left as it is (closing it would take the app's screen back to the main menu). */
  async playAgain(view: ArenaView): Promise<void> {
    const g = this.game;
    if (!g) return;
    const setup = { players: view.players.map((p) => ({ id: p.id, name: p.name })), options: { tournament: view.tournament !== null } };
    await this.newGame({ setup, kinds: g.seats.map((s) => s.kind) });
  }
}
