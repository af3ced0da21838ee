// What a remote seat's player should hear about while away from his page (issue 25 items 3 and 4): the always-on
// host's deadlines decide *when* (host/always-on.ts and its deadline clock), a sink decides *how* (e-mail through the
// owner's SMTP server). Kept in a file of its own so that neither side imports the other.

/** What happened to a remote seat. `deadline`: when its wait runs out (ISO time; null: the game has no deadline). */
export type SeatNotice =
  /** The seat is to act now after others acted. */
  | { readonly kind: 'your-turn'; readonly gameId: string; readonly seat: string; readonly deadline: string | null }
  /** The seat's deadline runs out soon. */
  | { readonly kind: 'reminder'; readonly gameId: string; readonly seat: string; readonly deadline: string }
  /** The deadline passed; `then` is what the game did: 'wait' (nothing), 'skip', or the AI level that acted. */
  | { readonly kind: 'deadline-passed'; readonly gameId: string; readonly seat: string; readonly then: string };

/** Where seat notices go (the e-mail notifier; tests collect them). Never throws; delivery problems are its own. */
export interface SeatNoticeSink {
  notice(n: SeatNotice): void;
}
