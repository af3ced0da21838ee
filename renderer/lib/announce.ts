// What the screen reader is told as a game goes on, for every game (renderer/components/TurnNotice.svelte speaks it):
// each new state's events in the game's own log words (its review kit's), who the game waits for when that changes,
// and — the one urgent message — that it is the seat's turn. Pure: the push's facts in, the words out.

/** The facts of one push the announcements are made from. */
export interface AnnouncedPush {
  readonly stateId: number;
  /** The seat at the screen (null: none). */
  readonly seat: string | null;
  /** The seat may act now. */
  readonly mine: boolean;
  /** The names of the seats the game waits for. */
  readonly toAct: readonly string[];
}

/** What is said for a push: politely (events, who is to act) and urgently (the seat's turn); null: nothing new. */
export interface Announcement {
  readonly polite: string | null;
  readonly urgent: string | null;
}

/** Most event lines said for one state: a long catch-up (a reload, a computer's whole turn) is said by its end. */
const MOST_LINES = 6;

/** Follows the pushes and tells what is new in each. */
export class Announcer {
  private stateId: number | null = null;
  private seat: string | null = null;
  private waitingFor = '';
  private wasMine = false;

  /** The announcement for a push whose events read `lines`; `words` fills the game's phrases. */
  next(push: AnnouncedPush, lines: readonly string[], words: { readonly yourTurn: string; readonly toAct: (names: string) => string }): Announcement {
    const otherSeat = push.seat !== this.seat;
    const fresh = push.stateId !== this.stateId || otherSeat;
    this.stateId = push.stateId;
    this.seat = push.seat;
    const waiting = push.mine ? '' : push.toAct.join(', ');
    const said: string[] = fresh ? lines.slice(-MOST_LINES) : [];
    if (waiting !== this.waitingFor && waiting !== '') said.push(words.toAct(waiting));
    this.waitingFor = waiting;
    const urgent = push.mine && (!this.wasMine || otherSeat) ? words.yourTurn : null;
    this.wasMine = push.mine;
    return { polite: said.length > 0 ? said.join(' ') : null, urgent };
  }
}
