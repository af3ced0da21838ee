// A masterboard's ways, worked out once per board (the move searches of both games run inside AI searches): for each
// land the lands it touches (lattice.ts) and the steps its signs give a first step, a later step and a step that may
// follow any sign (Gods of Titan's 26.5 Freeway), each step with the side and part it leaves by and enters the next
// land by, which the way-you-came rule (signs.ts turnsBack) and the attacker's entry edge (entry-sides.ts) read.
import { contactOf, touchingLands, type BoardExit, type BoardLand, type Contact } from './lattice.js';
import { firstStepSigns, laterStepSigns } from './signs.js';

/** One step across a sign: the side and part of this land it leaves by, the land it enters and by which side and part. */
export interface SignStep {
  readonly to: number;
  readonly side: number;
  readonly part: number;
  readonly inSide: number;
  readonly inPart: number;
}

/** What the board rules know of one land's ways out. */
export interface LandWays {
  /** Every long side touching another land (lattice.ts). */
  readonly contacts: readonly Contact[];
  /** §7.4 a / rules 8.5: the steps a move may begin with. */
  readonly first: readonly SignStep[];
  /** §7.4 b / rules 8.5: the steps a move may go on by, before the way-you-came rule takes out the side it came in by. */
  readonly later: readonly SignStep[];
  /** Every sign out of the land, in the order of its exits. */
  readonly any: readonly SignStep[];
}

/** The steps over `exits` of land `from`, in exit order; a sign whose target does not lie across its side leads nowhere. */
function stepsOver(contacts: ReadonlyMap<number, readonly Contact[]>, from: number, exits: readonly BoardExit[]): SignStep[] {
  const out: SignStep[] = [];
  for (const e of exits) {
    const contact = contactOf(contacts, from, e);
    if (contact) out.push({ to: e.to, side: e.side, part: contact.part, inSide: (e.side + 3) % 6, inPart: contact.otherPart });
  }
  return out;
}

/** Every land's ways, by land id. */
export function boardWays(lands: readonly BoardLand[]): Map<number, LandWays> {
  const contacts = touchingLands(lands);
  return new Map(
    lands.map((land) => [
      land.id,
      {
        contacts: contacts.get(land.id) ?? [],
        first: stepsOver(contacts, land.id, firstStepSigns(land.exits)),
        later: stepsOver(contacts, land.id, laterStepSigns(land.exits)),
        any: stepsOver(contacts, land.id, land.exits),
      },
    ]),
  );
}
