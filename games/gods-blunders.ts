// Gods of Titan's reading of the family blunder detector (games/family-blunders.ts, issue 22): a game's events in
// order made the detector's battle facts, the lord being a Master (a character of the Master class, 3.2: Titan,
// Phantom, Dark-Titan, the God — by class, never by name), and per seat the counters named for the Master; with them,
// the seats whose own Master (24.7) fell in the seat's first engagement. A legion's owner is read from the events that
// name a seat with its markers (a Neutral legion and the God's have none, and count for nobody).
import type { GodsEvent } from '../engine/gods/events.js';
import type { GodsBattleEvent } from '../engine/gods/battle/types.js';
import { godsCharacter } from '../engine/gods/data/characters.js';
import { isPlayerMaster, masterRole } from '../engine/gods/data/master-roles.js';
import { legionValue } from '../engine/gods/rules/scoring.js';
import { countsBySeat, FamilyBlunderWatch, type BlunderClass, type BlunderSide } from './family-blunders.js';

/** Gods of Titan's names of the family's classes. */
const NAMES: Readonly<Record<BlunderClass, string>> = { rangestriker: 'rangestrikerToMaster', shotDown: 'masterShotDown', hopeless: 'hopelessAttacks', duel: 'masterDuels' };

/** Watches one Gods of Titan game's events in order and counts each seat's blunders. */
export class GodsBlunderWatch {
  private readonly watch = new FamilyBlunderWatch({
    isLord: (name) => masterRole(name) !== null,
    rangestrikes: (name) => godsCharacter(name)?.rangestrikes === true,
  });
  /** Each legion marker's owner, as the latest event naming both tells. */
  private readonly owners = new Map<string, string>();
  private readonly scores = new Map<string, number>();
  private readonly engagements = new Map<string, number>();
  private readonly masterLost = new Map<string, number>();
  private mover: string | null = null;
  /** The engagement being fought out: its legions' owners. */
  private engaged: Record<BlunderSide, string | undefined> | null = null;
  /** The side whose turn it is in the battle (a character joining it joins that side, 17.1, 18.2). */
  private active: BlunderSide = 'defender';

  /** One event of the game. */
  see(e: GodsEvent): void {
    switch (e.type) {
      case 'started':
        for (const l of e.legions) this.owners.set(l.marker, e.seat);
        break;
      case 'towerChosen':
      case 'phantom':
        this.owners.set(e.marker, e.seat);
        break;
      case 'towerCaptured':
        if (e.marker !== null) this.owners.set(e.marker, e.seat);
        break;
      case 'split':
        for (const m of [e.legion, ...e.markers]) this.owners.set(m, e.seat);
        break;
      case 'moved':
      case 'mustered':
        this.owners.set(e.legion, e.seat);
        break;
      case 'scored':
        this.scores.set(e.seat, (this.scores.get(e.seat) ?? 0) + e.points);
        break;
      case 'phase':
        this.mover = e.seat;
        break;
      case 'engagement': {
        const attacker = this.owners.get(e.attacker) ?? this.mover ?? undefined;
        const defender = this.owners.get(e.defender);
        this.engaged = { attacker, defender };
        for (const seat of [attacker, defender]) if (seat !== undefined) this.engagements.set(seat, (this.engagements.get(seat) ?? 0) + 1);
        this.watch.engagementBegins();
        break;
      }
      case 'battle':
        this.battleBegins(e);
        break;
      case 'battleStep':
        for (const b of e.events) this.battleEvent(b);
        break;
    }
  }

  private battleBegins(e: Extract<GodsEvent, { type: 'battle' }>): void {
    const owners = this.engaged ?? { attacker: undefined, defender: undefined };
    this.watch.battleBegins(owners);
    const value = (names: readonly string[], seat: string | undefined): number => legionValue(names, seat === undefined ? 0 : (this.scores.get(seat) ?? 0));
    this.watch.engaged(owners.attacker, value(e.attacker, owners.attacker), value(e.defender, owners.defender));
    for (const [i, p] of (e.pieces ?? []).entries()) this.watch.placed(p.id, i < e.attacker.length ? 'attacker' : 'defender', p.name);
  }

  private battleEvent(b: GodsBattleEvent): void {
    const w = this.watch;
    switch (b.type) {
      case 'phase':
        this.active = b.active;
        if (b.phase === 'maneuver') w.maneuverBegins(b.active);
        break;
      case 'reinforced':
      case 'summoned':
        w.moved(b.piece, b.hex, { side: this.active, creature: b.type === 'reinforced' ? b.creature : b.name });
        break;
      case 'move':
        w.moved(b.piece, b.to);
        break;
      case 'strike':
        w.struck(b.piece, b.rangestrike);
        break;
      case 'carry':
        w.struck(b.piece, false);
        break;
      case 'slain':
        w.slain(b.piece, b.name, b.side, b.by);
        if (isPlayerMaster(b.name)) this.masterFell(b.side);
        break;
      case 'removed':
        w.removed(b.pieces);
        break;
      case 'over':
        w.battleEnds(b.result.kind !== 'victory' || b.result.winner !== 'attacker'); // a draw or a time-out loses the attacker its legion (11.7)
        break;
    }
  }

  /** A side's own Master fell: counted for its owner when this is the owner's first engagement. */
  private masterFell(side: BlunderSide): void {
    const seat = this.engaged?.[side];
    if (seat !== undefined && this.engagements.get(seat) === 1) this.masterLost.set(seat, (this.masterLost.get(seat) ?? 0) + 1);
  }

  /** The counters as arrays by seat (`seats` of them; `seatOf` a seat's index). */
  bySeat(seats: number, seatOf: (seat: string) => number): Record<string, number[]> {
    return { masterLostInFirstEngagement: countsBySeat(this.masterLost, seats, seatOf), ...this.watch.bySeat(seats, seatOf, NAMES) };
  }
}
