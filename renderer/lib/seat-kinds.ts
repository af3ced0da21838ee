// Who may play a seat, as the New game screens offer it: a human at this screen, an AI level of the game, or random
// legal moves. Both games of this build have the same three AI levels (the host refuses any kind a game lacks).

/** The seat kinds the New game screens offer, each with its label in the language files. */
export const SEAT_KINDS = ['human', 'easy', 'normal', 'hard', 'random'] as const;
/** One of SEAT_KINDS. */
export type SeatKind = (typeof SEAT_KINDS)[number];
