// Every numbered section of the TITAN rules (Edition III) plus the charts, extracted once from the rules text and
// kept here as data so the compliance matrix never reads the rules at run time. A test cites a section by putting
// "§<number>" (e.g. "§7.4") in its describe/it title; charts are cited by name ("Hazard Chart: Bramble",
// "Strike Chart", "Character Chart"; "Movement Chart" is §7.4, "Titan Variant" is the variant of §21).

/** One citable part of the rules. */
export interface RuleSection {
  /** "7.4", "HC.Bramble", "SC", … */
  readonly id: string;
  /** How the matrix shows it: "§7.4" or "Hazard Chart: Bramble". */
  readonly label: string;
  readonly title: string;
  /** The enclosing section, if any (a section with no test of its own counts as covered through its parts). */
  readonly parent: string | null;
}

const NUMBERED: readonly (readonly [string, string])[] = [
  ['1', 'Introduction'],
  ['1.1', 'A war game for two to six players; the last Titan wins'],
  ['1.2', 'Masterplay and Battle; engagements must eliminate a legion'],
  ['1.3', 'Game-Turns: move, engage, muster'],
  ['2', 'Game equipment'],
  ['2.1', 'The Masterboard: 96 lands of 11 terrains joined by signs'],
  ['2.2', 'The Battlelands: 27 hexes with hazards'],
  ['2.3', 'Counters, damage chits, six colour-coded sets of 12 legion markers'],
  ['3', 'Characters'],
  ['3.1', 'Lords: Titans, Angels, Archangels; one Titan per player'],
  ['3.2', 'Demi-Lords: Guardians and Warlocks; return to the caretaker when slain'],
  ['3.3', 'Creatures: permanently removed once slain'],
  ['3.4', 'Counters show battle factors and special abilities'],
  ['4', 'Legions'],
  ['4.1', 'At most seven characters; overfull legions are trimmed'],
  ['4.2', 'Twelve markers per player; more only by eliminating a player'],
  ['4.3', 'Splitting: two characters at least each; one must move; recombine after movement'],
  ['4.4', 'A legion losing all characters is eliminated; its marker returns'],
  ['4.5', 'Legion contents are hidden'],
  ['5', 'Starting Masterplay'],
  ['5.1', 'Tower assignment by die roll; highest tower plays first'],
  ['5.2', 'Two starting legions: Titan and Angel, three Tower creatures each'],
  ['6', 'Game-Turns'],
  ['6.1', 'Commencement Phase: splitting'],
  ['6.2', 'Movement Phase: movement roll; move at least one legion'],
  ['6.3', 'Engagement Phase: the Mover orders and resolves every engagement'],
  ['6.4', 'Enlistment Phase: legions that moved may muster'],
  ['6.5', 'End of the Game-Turn'],
  ['7', 'Moving legions'],
  ['7.1', 'Moving through own legions, stopping at enemy legions'],
  ['7.2', 'Moves follow the signs for the full roll'],
  ['7.3', 'Sign types: Blocks, Spheres, Arrows, Triple Arrows'],
  ['7.4', 'Movement Chart'],
  ['7.5', 'Blocks and Spheres govern only the first step'],
  ['7.6', 'First move mulligan'],
  ['8', 'Teleportation'],
  ['8.1', 'Tower Teleportation on a 6, revealing a lord'],
  ['8.2', 'Titan Teleportation at 400+ points onto an enemy legion'],
  ['8.3', 'Teleportation is optional'],
  ['9', 'Engagements'],
  ['9.1', 'The Mover picks the order; engaged legions are revealed to both players'],
  ['9.2', 'The defender may flee (lordless legions only); half points'],
  ['9.3', 'Agreements eliminating at least one legion'],
  ['9.4', 'Conceding an engagement'],
  ['9.5', 'Scoring the winner: value of the losing legion'],
  ['10', 'Battle and Battlelands'],
  ['10.1', 'Battleland orientation and entry sides'],
  ['10.2', 'Tower Battleland: fixed attacker side, defender deployed inside the walls'],
  ['10.3', 'The defender maneuvers first (except in a Tower)'],
  ['10.4', 'Titan Teleportation lets the attacker choose his entry side'],
  ['10.5', 'Seven Battle-Rounds; the attacker loses on time'],
  ['11', 'Maneuver Phase'],
  ['11.1', 'Entering the Battleland along the entry side'],
  ['11.2', 'Move up to the Skill factor'],
  ['11.3', 'Characters in contact may not move'],
  ['11.4', 'Hazards slow movement; flyers ignore them until landing'],
  ['11.5', 'Occupied hexes; flying over characters'],
  ['11.6', 'No straddling; unused movement is lost'],
  ['12', 'Strike Phases'],
  ['12.1', 'Rangestriking'],
  ['12.2', 'Range-strength: half the Power-factor'],
  ['12.3', 'Range up to the Skill factor; range 4 costs a Skill point'],
  ['12.4', 'Line of sight: the most direct path; blocked paths'],
  ['12.5', 'Rangestrikes and strikes in any order'],
  ['12.6', 'Lords are immune to rangestrikes except from Warlocks'],
  ['13', 'Regular striking'],
  ['13.1', 'The moving player strikes first; each character once per phase'],
  ['13.2', 'Strike-number from the Strike Chart'],
  ['13.3', 'Damage accumulates; healed after the battle'],
  ['13.4', 'Carrying over excess hits; announcing a higher strike-number'],
  ['13.5', 'Hazard bonuses may be forgone to carry over'],
  ['13.6', 'The slain are removed at the end of the Strike Phase'],
  ['14', 'Reinforcements'],
  ['14.1', 'No reinforcement into a full legion; one per battle'],
  ['14.2', 'Reinforcing after an agreement or a committed attacker concedes'],
  ['15', 'Summoning Angels'],
  ['15.1', 'A summoned Angel enters from the attacker\'s side and stays'],
  ['15.2', 'Summoning after winning by agreement or concession'],
  ['15.3', 'One summon per battle, in the first maneuver after a kill'],
  ['16', 'Scoring battles'],
  ['16.1', 'Mutual elimination scores nothing; concession and agreement score full'],
  ['16.2', 'The score drives Angels and Titan power'],
  ['17', 'Acquiring Angels'],
  ['17.1', 'No Angel into a full legion or from an empty stack'],
  ['17.2', 'One Angel per multiple of 100 crossed'],
  ['17.3', 'Archangels at multiples of 500'],
  ['17.4', 'Acquiring is optional'],
  ['18', 'Mustering'],
  ['18.1', 'Only legions that moved (or defenders in battle) muster'],
  ['18.2', 'The Mastercharts list creatures by terrain'],
  ['18.3', 'Qualifying: like, lesser and the numbers of the chart'],
  ['18.4', 'Revealing any sufficient qualifying characters'],
  ['18.5', 'Tower lands: Tower creatures, Guardians and Warlocks'],
  ['19', 'Titans'],
  ['19.1', 'Titan power: 6 plus one per 100 points'],
  ['19.2', 'Titan Teleportation at power 10'],
  ['19.3', 'A slain Titan eliminates its player; scoring the Titan battle'],
  ['19.4', 'Removing the eliminated player\'s legions; half points; markers passed on'],
  ['20', 'The Law of Titan (re-rolls)'],
  ['21', 'Shortened versions: time limit, point target, timed moves'],
];

const CHARTS: readonly RuleSection[] = [
  { id: '21.V', label: 'Titan Variant', title: '§21 variant: no Centaurs, Gargoyles, Ogres; eight markers', parent: '21' },
  { id: 'HC', label: 'Hazard Chart', title: 'Hazard Chart (referred to as 11.7)', parent: null },
  ...['Characters', 'Plain', 'Tree', 'Bramble', 'Drift', 'Volcano', 'Bog', 'Sand', 'Dune', 'Cliff', 'Slope', 'Wall'].map(
    (entry): RuleSection => ({ id: `HC.${entry}`, label: `Hazard Chart: ${entry}`, title: `${entry}: movement, striking, rangestriking`, parent: 'HC' }),
  ),
  { id: 'SC', label: 'Strike Chart', title: 'Strike-numbers by attacker and defender Skill', parent: null },
  { id: 'CC', label: 'Character Chart', title: 'Power, Skill, range, flight, value and muster terrains', parent: null },
];

function parentOf(id: string): string | null {
  const dot = id.lastIndexOf('.');
  return dot < 0 ? null : id.slice(0, dot);
}

/** The rules' sections in rulebook order, then the charts. */
export const RULE_SECTIONS: readonly RuleSection[] = [
  ...NUMBERED.map(([id, title]): RuleSection => ({ id, label: `§${id}`, title, parent: parentOf(id) })),
  ...CHARTS,
];
