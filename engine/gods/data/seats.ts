// The box's four seat colours (rules 4.4: each player's legion markers are of his colour) and the parts a seat may
// play (1.2). A colour says nothing about the part a seat plays: the role is the state's (engine/gods/roles.ts),
// chosen at set-up.
/** The seat colours in the order a game lists them when the setup names none: red, green, blue, black. */
export const GODS_SEATS = ['red', 'green', 'blue', 'black'] as const;
/** A seat of the game: its colour (4.4), whatever role it plays (`GodsPlayer.role`). */
export type GodsSeat = (typeof GODS_SEATS)[number];
/** Who owns a legion or a counter: a seat, or nobody (the gray Neutral Tower legions, 25.1). */
export type GodsOwner = GodsSeat | 'neutral';

/** A seat's part in the game (1.2): one of the three Titan-players, or the Darklord. */
export type GodsSeatRole = 'titan-player' | 'darklord';
