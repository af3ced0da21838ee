// The battle result window's state on a game screen, for every game: it follows what the screen draws and the seat's
// log (renderer/lib/battle-summary.ts's BattleEndWatch) and holds the battle that ended until the player closes it.
import { BattleEndWatch, resultShown, type DrawnBattle, type EndedBattle } from './battle-summary.js';

/** Which battle's result the screen shows, if any. */
export class BattleResultWindow<B extends DrawnBattle, E> {
  /** The battle that ended, until closed. */
  ended = $state<EndedBattle<B> | null>(null);
  private readonly watch: BattleEndWatch<B, E>;

  constructor(starts: (e: E) => boolean, ends: (e: E) => boolean) {
    this.watch = new BattleEndWatch(starts, ends);
  }

  /** Follows the screen (from an effect): the battle it draws now (null: none), the seat at it and the seat's log. */
  follow(battle: B | null, seat: string, log: readonly E[]): void {
    this.watch.drawing(battle);
    const ended = this.watch.observe(seat, log);
    if (ended) this.ended = ended;
  }

  /** The ended battle to show now: the seat's own, never behind a hand-off, and not while the battle's after-battle
   * choices (acquiring, summoning, reinforcing) are still to be made — the window then tells what joined too. */
  shown(seat: string | null, handoff: boolean, choosing = false): EndedBattle<B> | null {
    return resultShown(this.ended, seat, handoff, choosing);
  }

  /** The player closed the window. */
  close(): void {
    this.ended = null;
  }
}
