// What a battle result window shows, in any game: each game reads the facts of the battle the seat saw from its events
// (TITAN: renderer/lib/titan-battle.ts, Gods of Titan: renderer/gods/battle-facts.ts) and words them (its
// *-summary.ts), and the shared window (renderer/components/BattleResult.svelte) draws them. No rules here.

/** A finished battle's facts before any words: the winning side, each side's losses by character (the game's names)
 * and the game's events of what it scored and what joined. */
export interface BattleFacts<E> {
  readonly winner: 'attacker' | 'defender' | null;
  readonly lost: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  readonly scored: readonly E[];
  readonly joined: readonly E[];
}

/** One side of a finished battle: who fought, whether it won, the characters it lost. */
export interface BattleSummarySide {
  readonly side: 'attacker' | 'defender';
  /** The player (and legion) as text. */
  readonly who: string;
  /** Its marker colour. */
  readonly color: string;
  readonly won: boolean;
  /** The characters it lost, by name. */
  readonly lost: readonly string[];
}

/** A finished battle, as text. */
export interface BattleSummary {
  /** Where it was fought. */
  readonly land: string;
  /** How it ended (the winner and why, or why nobody won). */
  readonly outcome: string;
  readonly sides: readonly BattleSummarySide[];
  /** Points, Lifegems, experience and the like the battle earned, one line each. */
  readonly scored: readonly string[];
  /** What joined a legion in or after the battle (reinforcement, summoning, acquired characters), one line each. */
  readonly joined: readonly string[];
}

/** What a screen remembers of a battle it draws, at the least: where, the two legions and the characters shown. */
export interface DrawnBattle {
  readonly land: number;
  readonly legions: { readonly attacker: string; readonly defender: string };
  readonly pieces: readonly { readonly id: string }[];
}

/** What the screen drew of a battle before and draws now, as one: the same battle (the same land and legions) keeps
 * every character it showed, those that left it too (slain, not entered: the log names them by id); another battle
 * replaces it. */
export function mergeDrawn<B extends DrawnBattle>(before: B, now: B): B {
  const same = before.land === now.land && before.legions.attacker === now.legions.attacker && before.legions.defender === now.legions.defender;
  return same ? { ...now, pieces: [...now.pieces, ...before.pieces.filter((p) => !now.pieces.some((q) => q.id === p.id))] } : now;
}

/** A battle the screen drew that has just ended: the seat whose log ended it, the index of the ending event in that
 * log, and what the screen remembered of the battle. */
export interface EndedBattle<B> {
  readonly seat: string;
  readonly end: number;
  readonly battle: B;
}

/** The ended battle a screen shows now, if any: the seat's own, never behind a hand-off, and not while the battle's
 * after-battle choices are still to be made (`choosing`: the view's engagement is in its aftermath). */
export function resultShown<B>(ended: EndedBattle<B> | null, seat: string | null, handoff: boolean, choosing: boolean): EndedBattle<B> | null {
  return ended && ended.seat === seat && !handoff && !choosing ? ended : null;
}

/** Watches a seat's log for the end of the battle the screen drew, so the result window opens as that end arrives:
 * an end that came since the last look, after the log's last battle start — never for a battle ended before the
 * screen looked (a reload), nor for one it never drew, nor for an older battle's end in a log that arrives after the
 * view of the next battle. */
export class BattleEndWatch<B extends DrawnBattle, E> {
  private battle: B | null = null;
  /** The seat at the screen and the newest event of its log at the last look (undefined: the log was empty). */
  private seen: { seat: string; last: E | undefined } | null = null;

  constructor(
    private readonly starts: (e: E) => boolean,
    private readonly ends: (e: E) => boolean,
  ) {}

  /** What the screen draws now: the battle (remembered until it ends, with every character it showed), or null
   * between battles. */
  drawing(battle: B | null): void {
    if (battle !== null) this.battle = this.battle === null ? battle : mergeDrawn(this.battle, battle);
  }

  /** The seat at the screen and its log now: the remembered battle's end if the log brought it since the last look.
   * The new events are those after the newest one of the last look — found by identity, not by the log's length,
   * because a log keeps only its newest events and stops growing once full. */
  observe(seat: string, log: readonly E[]): EndedBattle<B> | null {
    const seen = this.seen;
    this.seen = { seat, last: log[log.length - 1] };
    if (seen?.seat !== seat) return null;
    const at = seen.last === undefined ? -1 : log.lastIndexOf(seen.last);
    // another log (a game opened, its log rebuilt): it is read from now on
    if (seen.last !== undefined && at < 0) return null;
    const from = Math.max(at + 1, log.findLastIndex(this.starts) + 1);
    for (let i = from; i < log.length; i++) {
      if (!this.ends(log[i] as E)) continue;
      const battle = this.battle;
      this.battle = null;
      return battle === null ? null : { seat, end: i, battle };
    }
    return null;
  }
}
