// The blunder detector of the TITAN family's tournaments (issue 22), one for every game of the family: each game reads
// its own events into these few facts (games/titan-blunders.ts, games/gods-blunders.ts) and names the counters; the
// classes are counted here, per seat, as a club player would call them blunders:
// (a) `rangestriker`: a rangestriker moved next to an enemy lord (TITAN's Titan, a Gods Master) and was slain by him
//     before its side moved again, and that lord came out of the battle alive (it gave up its range for a scratch on
//     him; one that fell while its side closed in on him for the kill, and killed him, traded a piece for him);
// (b) `shotDown`: a lord slain by a rangestrike while at least two other characters of his side still stood (he was
//     left where the enemy's rangestrikers could reach him);
// (c) `hopeless`: an attack on a legion worth 1.5× the attacker or more, the attacker then beaten (the events cannot
//     tell whether another move was legal: a forced attack counts too);
// (d) `duel`: a lord slain by the strike of the enemy lord.
import { battleRange, type HexLabel } from '../engine/family/battle/grid.js';

/** A battle side. */
export type BlunderSide = 'attacker' | 'defender';

/** The blunder classes (see the header). */
export type BlunderClass = 'rangestriker' | 'shotDown' | 'hopeless' | 'duel';

/** What the watch asks of a game's characters. */
export interface BlunderRoster {
  /** Whether a character (by its name) is a lord whose fall the classes weigh: found by its kind, never its name. */
  isLord(creature: string): boolean;
  /** Whether a character rangestrikes. */
  rangestrikes(creature: string): boolean;
}

/** A battle piece as the events show it. */
interface Seen {
  readonly side: BlunderSide;
  creature: string;
  hex: string | null;
  /** Moved next to an enemy lord in its side's latest maneuver (class a): that lord's piece id. */
  besideLord: string | null;
  gone: boolean;
}

/** Counts each seat's blunders from one game's battle facts in order. */
export class FamilyBlunderWatch {
  private pieces = new Map<string, Seen>();
  private owners: Record<BlunderSide, string | undefined> = { attacker: undefined, defender: undefined };
  /** An attack on a legion worth 1.5× the attacker: its owner, counted if the attacker is beaten. */
  private hopeless: string | null = null;
  /** The striker of the last strike or carry (a slain piece fell to it). */
  private lastStriker: { piece: string; rangestrike: boolean } | null = null;
  /** Class (a) in this battle, counted at its end for the rangestriker's owner if that lord still stands. */
  private fellToLord: { owner: string; lord: string }[] = [];
  private readonly counts = new Map<string, Record<BlunderClass, number>>();

  constructor(private readonly roster: BlunderRoster) {}

  /** An engagement begins: the last one's attack is judged no more. */
  engagementBegins(): void {
    this.hopeless = null;
  }

  /** The engaged legions' worths are known: `attackerOwner`'s legion worth `attacker` on one worth `defender`
   * (class c). */
  engaged(attackerOwner: string | undefined, attacker: number, defender: number): void {
    this.hopeless = attackerOwner !== undefined && defender >= 1.5 * attacker ? attackerOwner : null;
  }

  /** A battle begins between these owners' legions (its pieces come as they are placed or move). */
  battleBegins(owners: Record<BlunderSide, string | undefined>): void {
    this.pieces = new Map();
    this.fellToLord = [];
    this.lastStriker = null;
    this.owners = { ...owners };
  }

  /** A piece of the battle, known before it moves (a game whose events list them at the start). */
  placed(id: string, side: BlunderSide, creature: string): void {
    if (!this.pieces.has(id)) this.pieces.set(id, { side, creature, hex: null, besideLord: null, gone: false });
  }

  /** A side's maneuver begins: its rangestrikers' walks to a lord are judged until then. */
  maneuverBegins(side: BlunderSide): void {
    for (const p of this.pieces.values()) if (p.side === side) p.besideLord = null;
  }

  /** A piece moved (or entered) to `to`: one known (`placed`, or moved before), or `fresh`, a piece the events name
   * here first (its side and name); an unknown piece without them is not followed. */
  moved(id: string, to: string, fresh?: { readonly side: BlunderSide; readonly creature: string }): void {
    const known = this.pieces.get(id);
    if (!known && !fresh) return;
    const p = known ?? { side: fresh!.side, creature: fresh!.creature, hex: null, besideLord: null, gone: false };
    p.hex = to;
    p.besideLord = null;
    this.pieces.set(id, p);
    if (!this.roster.rangestrikes(p.creature)) return;
    for (const [tid, t] of this.pieces) {
      if (t.gone || t.hex === null || t.side === p.side || !this.roster.isLord(t.creature)) continue;
      if (battleRange(to as HexLabel, t.hex as HexLabel) === 2) p.besideLord = tid;
    }
  }

  /** A strike (or a carry: `rangestrike` false) by `piece`. */
  struck(piece: string, rangestrike: boolean): void {
    this.lastStriker = { piece, rangestrike };
  }

  /** A piece of `side` was slain: by the last striker, or by the piece `killer` names (null: by none — a hazard, a
   * spell; its strike a rangestrike when the last strike was its rangestrike), as a game's events tell. */
  slain(id: string, creature: string, side: BlunderSide, killer?: string | null): void {
    const last = this.lastStriker;
    const by = killer === undefined ? last : killer === null ? null : { piece: killer, rangestrike: last?.piece === killer && last.rangestrike };
    const p = this.pieces.get(id);
    const owner = this.owners[side];
    if (by && owner !== undefined) {
      if (p?.besideLord === by.piece) this.fellToLord.push({ owner, lord: by.piece });
      if (this.roster.isLord(creature)) {
        this.fellToLord = this.fellToLord.filter((f) => f.lord !== id);
        let standing = 0;
        for (const [oid, o] of this.pieces) if (oid !== id && !o.gone && o.side === side) standing++;
        if (by.rangestrike && standing >= 2) this.count(owner, 'shotDown');
        if (this.roster.isLord(this.pieces.get(by.piece)?.creature ?? '')) this.count(owner, 'duel');
      }
    }
    // slain: no longer standing (it leaves the battleland when the phase ends)
    if (p) p.gone = true;
  }

  /** Pieces that left the battle (removed after a phase, or by an effect). */
  removed(ids: readonly string[]): void {
    for (const id of ids) {
      const p = this.pieces.get(id);
      if (p) p.gone = true;
    }
  }

  /** The battle ended, its attacker beaten or not. */
  battleEnds(attackerBeaten: boolean): void {
    for (const f of this.fellToLord) this.count(f.owner, 'rangestriker');
    this.fellToLord = [];
    this.engagementEnds(attackerBeaten);
  }

  /** The engagement ended (after a battle, or without one), its attacker's legion beaten or not (class c). */
  engagementEnds(attackerBeaten: boolean): void {
    if (this.hopeless !== null && attackerBeaten) this.count(this.hopeless, 'hopeless');
    this.hopeless = null;
  }

  private count(owner: string, key: BlunderClass): void {
    const c = this.counts.get(owner) ?? { rangestriker: 0, shotDown: 0, hopeless: 0, duel: 0 };
    c[key]++;
    this.counts.set(owner, c);
  }

  /** The counters as arrays by seat (`seats` of them; `seatOf` a seat's index), each named as the game names it. */
  bySeat<K extends string>(seats: number, seatOf: (owner: string) => number, names: Readonly<Record<BlunderClass, K>>): Record<K, number[]> {
    const out = {} as Record<K, number[]>;
    for (const key of ['rangestriker', 'shotDown', 'hopeless', 'duel'] as const) {
      out[names[key]] = countsBySeat([...this.counts].map(([owner, c]) => [owner, c[key]]), seats, seatOf);
    }
    return out;
  }
}

/** Counts by owner as an array by seat (`seats` long; `seatOf` an owner's index, owners of no seat left out). */
export function countsBySeat(counts: Iterable<readonly [string, number]>, seats: number, seatOf: (owner: string) => number): number[] {
  const list = Array.from({ length: seats }, () => 0);
  for (const [owner, n] of counts) {
    const i = seatOf(owner);
    if (i >= 0 && i < seats) list[i] = n;
  }
  return list;
}
