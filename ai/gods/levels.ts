// The Gods of Titan AI levels as data, apart from the decision code: the game module offers them to the host, and
// the Gods new-game form lists them, without loading the players themselves.

/** The Gods of Titan AI levels, weakest first. */
export const GODS_AI_LEVELS = ['normal', 'hard'] as const;
