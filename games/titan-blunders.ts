// A blunder detector for TITAN tournaments (issue 22), read from a game's events alone, per seat, one counter per
// blunder class a club player never makes:
// (a) `rangestrikerToTitan`: a rangestriker moved next to an enemy Titan and was slain by him in the strike phase that
//     followed, and that Titan came out of the battle alive (it gave up its range for a scratch on him; one that fell
//     while its side closed in on him for the kill, and killed him, traded a piece for a Titan: no blunder);
// (b) `titanShotDown`: a Titan slain by a rangestrike while at least two other characters of his side still stood
//     (he was left where the enemy's rangestrikers could reach him);
// (c) `hopelessAttacks`: an attack on a legion worth 1.5× the attacker or more (power × skill, a Titan's power from his
//     owner's score), the attacker then beaten (the events cannot tell whether another move was legal: a forced attack
//     counts too);
// (d) `titanDuels`: a Titan slain by the strike of the enemy Titan (Titan against Titan, one of them the loser).
// The engine names battle pieces `a<n>` (attacker) and `d<n>` (defender) (engine/titan/battle/common.ts).
import type { GameEvent } from '../engine/titan/events.js';
import type { MarkerId, PlayerId } from '../engine/titan/state.js';
import { battleRange, type HexLabel } from '../engine/family/battle/grid.js';
import { getVariant } from '../engine/titan/variants/index.js';

type Side = 'attacker' | 'defender';

/** The blunder counters, each an array by seat. */
export interface BlunderCounts {
  readonly rangestrikerToTitan: number[];
  readonly titanShotDown: number[];
  readonly hopelessAttacks: number[];
  readonly titanDuels: number[];
}

/** A battle piece as the events show it. */
interface Seen {
  creature: string;
  hex: string | null;
  /** Moved next to an enemy Titan in this maneuver (class a): that Titan's id. */
  besideTitan: string | null;
  gone: boolean;
}

/** The side of a battle piece by the engine's naming. */
const sideOfPiece = (id: string): Side => (id.startsWith('a') ? 'attacker' : 'defender');

/** Watches one game's events in order and counts each seat's blunders. */
export class BlunderWatch {
  private readonly creatures = getVariant('titan').creatures;
  private readonly titanPower = getVariant('titan').rules.titanPower;
  private readonly scores = new Map<PlayerId, number>();
  private pieces = new Map<string, Seen>();
  private owners: Record<Side, PlayerId | undefined> = { attacker: undefined, defender: undefined };
  /** The engagement being revealed: its attacker's owner and the legions' worths as their reveals come. */
  private engaged: { attacker: MarkerId; defender: MarkerId; attackerOwner: PlayerId | undefined; worth: Map<MarkerId, number> } | null = null;
  /** An attack on a legion worth 1.5× the attacker: its owner, counted if the attacker is beaten. */
  private hopeless: { attacker: MarkerId; owner: PlayerId } | null = null;
  /** The striker of the last strike or carry (a slain piece fell to it). */
  private lastStriker: { piece: string; rangestrike: boolean } | null = null;
  /** Class (a) in this battle, counted at its end for the rangestriker's owner if that Titan (his piece id) still
   * stands. */
  private fellToTitan: { owner: PlayerId; titan: string }[] = [];
  private readonly counts = new Map<PlayerId, Record<keyof BlunderCounts, number>>();

  /** Whether a character is a Titan (by its kind in the Character Chart, not its name). */
  private titan(creature: string): boolean {
    return this.creatures[creature]?.kind === 'titan';
  }

  /** One event; `ownerOf` names a legion's owner. */
  see(e: GameEvent, ownerOf: (marker: MarkerId) => PlayerId | undefined): void {
    switch (e.type) {
      case 'score':
        this.scores.set(e.player, e.total);
        break;
      case 'engage':
        this.engaged = { attacker: e.attacker, defender: e.defender, attackerOwner: ownerOf(e.attacker), worth: new Map() };
        this.hopeless = null;
        break;
      case 'reveal':
        if (e.reason === 'engagement' && this.engaged) this.revealed(e.marker, e.creatures, ownerOf(e.marker));
        break;
      case 'battleStart':
        this.pieces = new Map();
        this.fellToTitan = [];
        this.owners = { attacker: ownerOf(e.attacker), defender: ownerOf(e.defender) };
        break;
      case 'battlePhase':
        // a rangestriker's walk to a Titan is judged until its side's next maneuver
        if (e.phase === 'maneuver') for (const [id, p] of this.pieces) if (sideOfPiece(id) === e.active) p.besideTitan = null;
        break;
      case 'battleMove':
        this.moved(e.piece, e.creature, e.to);
        break;
      case 'strike':
        this.lastStriker = { piece: e.piece, rangestrike: e.rangestrike };
        break;
      case 'carry':
        this.lastStriker = { piece: e.piece, rangestrike: false };
        break;
      case 'slain':
        this.slain(e.piece, e.creature, e.side);
        break;
      case 'removed':
        for (const id of e.pieces) {
          const p = this.pieces.get(id);
          if (p) p.gone = true;
        }
        break;
      case 'battleEnd':
        for (const f of this.fellToTitan) this.count(f.owner, 'rangestrikerToTitan');
        this.fellToTitan = [];
        if (this.hopeless && e.winner !== this.hopeless.attacker) this.count(this.hopeless.owner, 'hopelessAttacks');
        this.hopeless = null;
        break;
    }
  }

  private revealed(marker: MarkerId, creatures: readonly string[], owner: PlayerId | undefined): void {
    const e = this.engaged;
    if (!e) return;
    const power = (c: string): number => (this.titan(c) && owner !== undefined ? this.titanPower(this.scores.get(owner) ?? 0) : (this.creatures[c]?.power ?? 0));
    e.worth.set(marker, creatures.reduce((sum, c) => sum + power(c) * (this.creatures[c]?.skill ?? 0), 0));
    const att = e.worth.get(e.attacker);
    const def = e.worth.get(e.defender);
    if (att === undefined || def === undefined) return;
    if (e.attackerOwner !== undefined && def >= 1.5 * att) this.hopeless = { attacker: e.attacker, owner: e.attackerOwner };
    this.engaged = null;
  }

  private moved(id: string, creature: string, to: string): void {
    const p = this.pieces.get(id) ?? { creature, hex: null, besideTitan: null, gone: false };
    p.hex = to;
    p.besideTitan = null;
    this.pieces.set(id, p);
    if (!this.creatures[creature]?.rangestrikes) return;
    const side = sideOfPiece(id);
    for (const [tid, t] of this.pieces) {
      if (t.gone || t.hex === null || !this.titan(t.creature) || sideOfPiece(tid) === side) continue;
      if (adjacent(to, t.hex)) p.besideTitan = tid;
    }
  }

  private slain(id: string, creature: string, side: Side): void {
    const by = this.lastStriker;
    const p = this.pieces.get(id);
    const owner = this.owners[side];
    if (by && owner !== undefined) {
      if (p?.besideTitan === by.piece) this.fellToTitan.push({ owner, titan: by.piece });
      if (this.titan(creature)) {
        this.fellToTitan = this.fellToTitan.filter((f) => f.titan !== id);
        let standing = 0;
        for (const [oid, o] of this.pieces) if (oid !== id && !o.gone && sideOfPiece(oid) === side) standing++;
        if (by.rangestrike && standing >= 2) this.count(owner, 'titanShotDown');
        if (this.titan(this.pieces.get(by.piece)?.creature ?? '')) this.count(owner, 'titanDuels');
      }
    }
    // slain: no longer standing (it leaves the battleland when the phase ends)
    if (p) p.gone = true;
  }

  private count(player: PlayerId, key: keyof BlunderCounts): void {
    const c = this.counts.get(player) ?? { rangestrikerToTitan: 0, titanShotDown: 0, hopelessAttacks: 0, titanDuels: 0 };
    c[key]++;
    this.counts.set(player, c);
  }

  /** The counters as arrays by seat (`seats` of them; `seatOf` a player's index). */
  bySeat(seats: number, seatOf: (player: PlayerId) => number): BlunderCounts {
    const of = (key: keyof BlunderCounts): number[] => {
      const out = Array.from({ length: seats }, () => 0);
      for (const [player, c] of this.counts) out[seatOf(player)] = c[key];
      return out;
    };
    return { rangestrikerToTitan: of('rangestrikerToTitan'), titanShotDown: of('titanShotDown'), hopelessAttacks: of('hopelessAttacks'), titanDuels: of('titanDuels') };
  }
}

/** Whether two battle hexes touch (range 2 counts the hex itself, engine/family/battle/grid.ts). */
function adjacent(a: string, b: string): boolean {
  return battleRange(a as HexLabel, b as HexLabel) === 2;
}
