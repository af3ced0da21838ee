// TITAN's reading of the family blunder detector (games/family-blunders.ts, issue 22): a game's events in order made
// the detector's battle facts, per seat, the counters named for TITAN's Titan. The engine names battle pieces `a<n>`
// (attacker) and `d<n>` (defender) (engine/titan/battle/common.ts).
import type { GameEvent } from '../engine/titan/events.js';
import type { MarkerId, PlayerId } from '../engine/titan/state.js';
import { getVariant } from '../engine/titan/variants/index.js';
import { FamilyBlunderWatch, type BlunderClass, type BlunderSide } from './family-blunders.js';

/** The blunder counters, each an array by seat. */
export interface BlunderCounts {
  readonly rangestrikerToTitan: number[];
  readonly titanShotDown: number[];
  readonly hopelessAttacks: number[];
  readonly titanDuels: number[];
}

/** TITAN's names of the family's classes. */
const NAMES: Readonly<Record<BlunderClass, keyof BlunderCounts>> = { rangestriker: 'rangestrikerToTitan', shotDown: 'titanShotDown', hopeless: 'hopelessAttacks', duel: 'titanDuels' };

/** The side of a battle piece by the engine's naming. */
const sideOfPiece = (id: string): BlunderSide => (id.startsWith('a') ? 'attacker' : 'defender');

/** Watches one TITAN game's events in order and counts each seat's blunders. */
export class BlunderWatch {
  private readonly creatures = getVariant('titan').creatures;
  private readonly titanPower = getVariant('titan').rules.titanPower;
  private readonly scores = new Map<PlayerId, number>();
  /** The engagement being revealed: its attacker's owner and the legions' worths as their reveals come. */
  private engaged: { attacker: MarkerId; defender: MarkerId; attackerOwner: PlayerId | undefined; worth: Map<MarkerId, number> } | null = null;
  /** The attacking legion of the battle being fought. */
  private attacker: MarkerId | null = null;
  private readonly watch = new FamilyBlunderWatch({
    isLord: (c) => this.creatures[c]?.kind === 'titan', // by its kind in the Character Chart, not its name
    rangestrikes: (c) => this.creatures[c]?.rangestrikes === true,
  });

  /** One event; `ownerOf` names a legion's owner. */
  see(e: GameEvent, ownerOf: (marker: MarkerId) => PlayerId | undefined): void {
    const w = this.watch;
    switch (e.type) {
      case 'score':
        this.scores.set(e.player, e.total);
        break;
      case 'engage':
        this.engaged = { attacker: e.attacker, defender: e.defender, attackerOwner: ownerOf(e.attacker), worth: new Map() };
        w.engagementBegins();
        break;
      case 'reveal':
        if (e.reason === 'engagement' && this.engaged) this.revealed(e.marker, e.creatures, ownerOf(e.marker));
        break;
      case 'battleStart':
        this.attacker = e.attacker;
        w.battleBegins({ attacker: ownerOf(e.attacker), defender: ownerOf(e.defender) });
        break;
      case 'battlePhase':
        if (e.phase === 'maneuver') w.maneuverBegins(e.active);
        break;
      case 'battleMove':
        w.moved(e.piece, e.to, { side: sideOfPiece(e.piece), creature: e.creature });
        break;
      case 'strike':
        w.struck(e.piece, e.rangestrike);
        break;
      case 'carry':
        w.struck(e.piece, false);
        break;
      case 'slain':
        w.slain(e.piece, e.creature, e.side);
        break;
      case 'removed':
        w.removed(e.pieces);
        break;
      case 'battleEnd':
        w.battleEnds(e.winner !== this.attacker);
        break;
    }
  }

  private revealed(marker: MarkerId, creatures: readonly string[], owner: PlayerId | undefined): void {
    const e = this.engaged;
    if (!e) return;
    const power = (c: string): number => (this.creatures[c]?.kind === 'titan' && owner !== undefined ? this.titanPower(this.scores.get(owner) ?? 0) : (this.creatures[c]?.power ?? 0));
    e.worth.set(marker, creatures.reduce((sum, c) => sum + power(c) * (this.creatures[c]?.skill ?? 0), 0));
    const att = e.worth.get(e.attacker);
    const def = e.worth.get(e.defender);
    if (att === undefined || def === undefined) return;
    this.watch.engaged(e.attackerOwner, att, def);
    this.engaged = null;
  }

  /** The counters as arrays by seat (`seats` of them; `seatOf` a player's index). */
  bySeat(seats: number, seatOf: (player: PlayerId) => number): BlunderCounts {
    return this.watch.bySeat(seats, seatOf, NAMES);
  }
}
