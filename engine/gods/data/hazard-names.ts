// The names of Gods of Titan's battle hazards (rules 12.7, the Hazard Chart): 13 hex hazards and 4 hexside hazards.
// One list that the characters (their natives), the battlelands (their hexes) and the hazard rules all name.

/** Rules 12.7: the hex hazards (Plain is the open hex). */
export const GODS_HEX_HAZARDS = [
  'Plain', 'Tree', 'Sand', 'Bog', 'Bramble', 'Fog', 'Hedge', 'Drift', 'Volcano', 'Beach', 'Water', 'Darkness', 'Cloud',
] as const;

/** Rules 12.7: the hexside hazards. */
export const GODS_HEXSIDE_HAZARDS = ['Dune', 'Cliff', 'Slope', 'Wall'] as const;

/** A hex hazard of a Gods of Titan battleland. */
export type GodsHexHazard = (typeof GODS_HEX_HAZARDS)[number];

/** A hexside hazard of a Gods of Titan battleland. */
export type GodsHexsideHazard = (typeof GODS_HEXSIDE_HAZARDS)[number];

/** Any hazard a character can be native to. */
export type GodsHazard = GodsHexHazard | GodsHexsideHazard;
