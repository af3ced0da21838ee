// Who plays which part (rules 1.2, 5.3, 23.1): every seat holds its role in the state — a Titan-player or the Darklord
// (at most one, seated last) — chosen at set-up, whatever its colour. Every rule that asks "is this the Darklord?"
// asks here, never by a seat's colour.
import { isCoverableBy } from './data/master-roles.js';
import type { GodsOwner, GodsSeat, GodsSeatRole } from './data/seats.js';

/** A seat as these questions read it (a state's, a draft's or a view's player). */
interface Seated {
  readonly id: GodsSeat;
  readonly role: GodsSeatRole;
  readonly out: boolean;
}

/** The seats of a game (a state, a draft or a view). */
interface Table<P extends Seated> {
  readonly players: readonly P[];
}

/** The role of a legion's or counter's owner; null for nobody (the Neutral legions, 25.1) or a seat not in the game. */
export function roleOf(table: Table<Seated>, owner: GodsOwner | string | null): GodsSeatRole | null {
  return table.players.find((p) => p.id === owner)?.role ?? null;
}

/** Rules 23: whether `owner` is the Darklord's seat. */
export function isDarklord(table: Table<Seated>, owner: GodsOwner | string | null): boolean {
  return roleOf(table, owner) === 'darklord';
}

/** Rules 1.2: whether `owner` is one of the Titan-players. */
export function isTitanPlayer(table: Table<Seated>, owner: GodsOwner | string | null): boolean {
  return roleOf(table, owner) === 'titan-player';
}

/** Rules 1.2, 23.1: the Darklord's seat in this game (in it or out), or undefined in a game without one. */
export function darklordOf<P extends Seated>(table: Table<P>): P | undefined {
  return table.players.find((p) => p.role === 'darklord');
}

/** The Darklord while he is still in the game, else undefined. */
export function livingDarklord<P extends Seated>(table: Table<P>): P | undefined {
  const d = darklordOf(table);
  return d && !d.out ? d : undefined;
}

/** Rules 4.4, 24.3: whether a character of `owner`'s legion is the Master he may uncover as his marker. */
export function coverableMaster(table: Table<Seated>, owner: GodsOwner, name: string): boolean {
  const role = roleOf(table, owner);
  return role !== null && isCoverableBy(role, name);
}
