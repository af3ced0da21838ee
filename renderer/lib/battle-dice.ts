// The dice of a battle as every game's screen shows them: a game reads its own log into a run of marks (a battle
// began, a phase of a round began, a strike was rolled) and these group them the same way for every game — the
// battle's strikes by round for the dice history, and the last roll. No rules here.
import type { StrikeEvent } from '../../engine/family/battle/flow/types.js';

/** One thing of a battle's log that its dice read: a battle began, a phase of a battle round began, a strike. */
export type DiceMark =
  | { readonly kind: 'battle' }
  | { readonly kind: 'phase'; readonly round: number }
  | { readonly kind: 'strike'; readonly strike: StrikeEvent };

/** The strikes of one battle round. */
export interface DiceRound {
  readonly round: number;
  readonly strikes: readonly StrikeEvent[];
}

/** The marks of the last battle in `marks` (all of them when none says a battle began; none when the last battle
 * began with no mark of it yet). */
function lastBattle(marks: readonly DiceMark[]): readonly DiceMark[] {
  const start = marks.findLastIndex((m) => m.kind === 'battle');
  return start < 0 ? marks : marks.slice(start + 1);
}

/** The last battle's strikes grouped by battle round, newest round first; rounds without a strike left out. Strikes
 * before the first phase mark (a log that begins in the middle of a battle: a save's replay base) are counted to
 * the round that mark names, or to `current` (the battle's round now) when no phase mark follows them. */
export function diceRounds(marks: readonly DiceMark[], current = 1): DiceRound[] {
  const battle = lastBattle(marks);
  const first = battle.find((m) => m.kind === 'phase');
  const out: { round: number; strikes: StrikeEvent[] }[] = [];
  for (const m of battle) {
    if (m.kind === 'phase' && out[out.length - 1]?.round !== m.round) out.push({ round: m.round, strikes: [] });
    else if (m.kind === 'strike') (out[out.length - 1] ?? (out[0] = { round: first?.kind === 'phase' ? first.round : current, strikes: [] })).strikes.push(m.strike);
  }
  return out.filter((r) => r.strikes.length > 0).reverse();
}

/** The last roll: the newest strike and those before it in the same phase, oldest first, at most `max` — still shown
 * after its phase ended by itself (a strike that ends a strike phase is followed at once by the next phase). */
export function lastRoll(marks: readonly DiceMark[], max = 3): StrikeEvent[] {
  const out: StrikeEvent[] = [];
  const battle = lastBattle(marks);
  for (let i = battle.length - 1; i >= 0 && out.length < max; i--) {
    const m = battle[i];
    if (m?.kind === 'strike') out.unshift(m.strike);
    else if (m?.kind === 'phase' && out.length > 0) break;
  }
  return out;
}
