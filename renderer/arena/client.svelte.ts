// The Arena screen's connection to the host: the game it shows, the last Arena push (one seat's table or the
// hand-off), the seats' logs, who is thinking, errors and notices, and every call the screen makes. No rules here.
import type { ArenaAction, ArenaEvent, ArenaView } from '../../engine/arena/index.js';
import type { ArenaHandoffPush, ArenaViewPush, TitanApi } from '../../host/contract.js';
import { ModuleClient } from '../lib/module-client.svelte.js';

/** Reactive state and actions of one Arena screen. */
export class ArenaClient extends ModuleClient<ArenaViewPush, ArenaHandoffPush, ArenaEvent, ArenaAction> {
  constructor(api: TitanApi, onexit: () => void) {
    super(api, 'arena', onexit);
  }

  /** Starts a new game with the same players, seat kinds and options as the finished one ("Play again"); the finished
   * game is left as it is (closing it would take the app's screen back to the main menu). */
  async playAgain(view: ArenaView): Promise<void> {
    const g = this.game;
    if (!g) return;
    const setup = { players: view.players.map((p) => ({ id: p.id, name: p.name })), options: { tournament: view.tournament !== null } };
    await this.newGame({ game: 'arena', setup, kinds: g.seats.map((s) => s.kind) });
  }
}
