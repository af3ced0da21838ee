// What is left to decide after a won battle in a saved Gods of Titan state (rules 10.7, 17–21, 24.7): the winner and
// loser are the engagement's two legions and the seat deciding is the winner's owner (none for a Neutral legion, which
// decides nothing); the steps still to come in the order of 10.7; the slain Demilords waiting for the winner (19), the
// Lords each earned pick allows (21), the seats the Executer put out (24.7) and the winner's slain — characters of
// the chart of those classes.
import { z } from 'zod';
import { godsCharacter } from '../data/characters.js';
import { AFTERMATH_STEPS, type GodsAftermath } from '../engagement/types.js';
import type { GodsEngagement, GodsLegion } from '../state.js';
import type { Checker, Keys } from './checker.js';
import { counter, marker, name, pieceId, seat } from './fields.js';

/** The aftermath of a won battle as it lies in a save. */
export const AftermathSchema: z.ZodType<GodsAftermath> = z.strictObject({
  winner: marker,
  seat: seat.nullable(),
  how: z.enum(['flee', 'agreement', 'concession']).optional(),
  loser: marker,
  steps: z.array(z.enum(AFTERMATH_STEPS)).max(AFTERMATH_STEPS.length).readonly(),
  demilords: z.array(name).max(20).readonly(),
  points: counter,
  lifegems: counter,
  paid: z.boolean(),
  lordPicks: z.array(z.array(name).max(3).readonly()).max(100).readonly(),
  executed: z.array(seat).max(4).readonly(),
  winnerLost: z.array(name).max(20).readonly(),
  remnant: z.array(pieceId).max(20).readonly().optional(),
  trophies: z.strictObject({ executers: z.array(pieceId).max(9).readonly(), victims: z.array(name).max(20).readonly(), from: seat }).optional(),
});

const AT: Keys = ['engagement', 'aftermath'];

/** Checks the aftermath of the engagement `e`, fought by `legions`. */
export function checkAftermath(c: Checker, am: GodsAftermath, e: GodsEngagement, legions: Readonly<Record<'attacker' | 'defender', GodsLegion>>): void {
  const sides = [e.attacker, e.defender];
  if (!sides.includes(am.winner)) c.fail([...AT, 'winner'], `${am.winner} is no legion of the engagement`);
  if (!sides.includes(am.loser) || am.loser === am.winner) c.fail([...AT, 'loser'], `${am.loser} is not the other legion of the engagement`);
  const winner = am.winner === e.attacker ? legions.attacker : legions.defender;
  const seatOf = winner.owner === 'neutral' ? null : winner.owner;
  if (am.seat !== seatOf) c.fail([...AT, 'seat'], `${am.seat}, but the winning legion is ${winner.owner}'s`);
  if (am.seat === null && (am.steps.length > 0 || am.demilords.length > 0)) c.fail([...AT, 'steps'], 'a Neutral winner decides nothing (25.1)');
  let last = -1;
  am.steps.forEach((step, i) => {
    const at = AFTERMATH_STEPS.indexOf(step);
    if (at <= last) c.fail([...AT, 'steps', i], `${step} out of the order of 10.7`);
    last = at;
  });
  am.demilords.forEach((n, i) => ofClass(c, [...AT, 'demilords', i], n, 'demilord', 'a Demilord (19)'));
  am.lordPicks.forEach((pick, i) => pick.forEach((n, j) => ofClass(c, [...AT, 'lordPicks', i, j], n, 'lord', 'a Lord (21)')));
  am.executed.forEach((s, i) => c.seat([...AT, 'executed', i], s));
  am.winnerLost.forEach((n, i) => c.character([...AT, 'winnerLost', i], n));
}

function ofClass(c: Checker, keys: Keys, n: string, cls: 'demilord' | 'lord', what: string): void {
  if (c.character(keys, n) && godsCharacter(n)?.cls !== cls) c.fail(keys, `${n} is not ${what}`);
}
