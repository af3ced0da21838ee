// What the host keeps in a save besides the engine's setup and log, and what it reads back, for any game: the
// TITAN codec (host/save-codec.ts) and the Arena codec (host/arena-codec.ts) fill these with their own types.

/** The host's facts about a game (inside the save format's open `meta`); `K` is the game's seat kinds. */
export interface SessionMeta<K extends string> {
  readonly gameId: string;
  readonly title: string;
  /** Seat kinds in setup order. */
  readonly kinds: readonly K[];
  readonly createdAt: string;
}

/** A game read back from a save. */
export interface LoadedSave<Setup, A, S, M> {
  readonly setup: Setup;
  readonly actions: readonly A[];
  readonly state: S;
  readonly meta: M;
  readonly updatedAt: string;
}
