// The box's four seat colours (rules 4.4: each player's legion markers are of his colour). A colour says nothing about
// the part a seat plays: the role is the state's (engine/gods/roles.ts), chosen at set-up.
/** The seat colours in the order a game lists them when the setup names none: red, green, blue, black. */
export const GODS_SEATS = ['red', 'green', 'blue', 'black'] as const;
