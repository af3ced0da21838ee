// When the turn-start notice is due: the seat at the screen may act again after a computer seat was thinking.

/** Follows the screen push by push and tells when the seat's turn comes after a computer seat acted. */
export class TurnWatch {
  private waited = false;

  /** `thinking`: a computer seat is choosing; `mine`: the seat at the screen may act now. True once per such turn. */
  observe(thinking: boolean, mine: boolean): boolean {
    if (thinking) this.waited = true;
    if (!mine) return false;
    const due = this.waited;
    this.waited = false;
    return due;
  }
}
