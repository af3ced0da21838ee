// When the turn-start notice is due: the seat at the screen may act again after the game waited for other seats.

/** Follows the screen push by push and tells when the seat's turn comes after other seats acted. */
export class TurnWatch {
  private waited = false;

  /** `others`: the game waits for other seats (a computer thinking, a player over the network); `mine`: the seat at
   * the screen may act now. True once per such turn. */
  observe(others: boolean, mine: boolean): boolean {
    if (others) this.waited = true;
    if (!mine) return false;
    const due = this.waited;
    this.waited = false;
    return due;
  }
}
