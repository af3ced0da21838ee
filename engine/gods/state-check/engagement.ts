// The open engagement of a saved Gods of Titan state (rules 10.2–10.8, 27.5): its shape, and what it refers to — an
// engagement only in the Engagement Phase, on a land of the board where both its legions stand, legions of two
// owners, the attacker among the legions that fought this phase (10.2), a proposal and proposers among its two sides
// (10.5), a battle (state-check/battle.ts) or an aftermath (state-check/aftermath.ts), never both.
import { z } from 'zod';
import { engagementSides } from '../legal.js';
import type { GodsEngagement, GodsLegion } from '../state.js';
import { AftermathSchema, checkAftermath } from './aftermath.js';
import { checkBattle } from './battle.js';
import { BattleSchema } from './battle-schema.js';
import type { Checker } from './checker.js';
import { land, marker, seat } from './fields.js';

/** The open engagement as it lies in a save. */
export const EngagementSchema = z.strictObject({
  land,
  attacker: marker,
  defender: marker,
  proposal: z.strictObject({ by: seat, eliminates: z.enum(['attacker', 'defender', 'both']) }).nullable(),
  proposed: z.array(seat).max(2).readonly(),
  fleeOpen: z.boolean(),
  battle: BattleSchema.nullable(),
  aftermath: AftermathSchema.nullable(),
});

/** Checks the open engagement, if any. */
export function checkEngagement(c: Checker): void {
  const e = c.state.engagement;
  if (!e) return;
  if (c.state.phase !== 'engagement') c.fail(['engagement'], `an engagement in the ${c.state.phase} phase (6.3)`);
  c.land(['engagement', 'land'], e.land);
  const attacker = legion(c, e, 'attacker');
  const defender = legion(c, e, 'defender');
  if (!attacker || !defender) return;
  if (e.attacker === e.defender || attacker.owner === defender.owner) c.fail(['engagement', 'defender'], `${e.defender} is no enemy of ${e.attacker}`);
  if (attacker.owner === 'neutral') c.fail(['engagement', 'attacker'], 'a Neutral legion never attacks (25.1)');
  if (!c.state.fought.includes(e.attacker)) c.fail(['engagement', 'attacker'], `${e.attacker} is not among the legions that fought this phase (10.2)`);
  const sides = engagementSides(c.state);
  const seats = sides ? [sides.attacker, sides.defender] : [];
  if (e.proposal && !seats.includes(e.proposal.by)) c.fail(['engagement', 'proposal', 'by'], `${e.proposal.by} is no side of the engagement (10.5)`);
  e.proposed.forEach((s, i) => {
    if (!seats.includes(s) || e.proposed.indexOf(s) !== i) c.fail(['engagement', 'proposed', i], `${s} is no side that proposed once (10.5)`);
  });
  if (e.battle && e.aftermath) c.fail(['engagement', 'aftermath'], 'an aftermath while the battle is still fought (10.7)');
  if (e.battle) checkBattle(c, e.battle, e, { attacker, defender });
  if (e.aftermath) checkAftermath(c, e.aftermath, e, { attacker, defender });
}

/** The legion of a side: on the engagement's land. */
function legion(c: Checker, e: GodsEngagement, side: 'attacker' | 'defender'): GodsLegion | undefined {
  const l = c.state.legions.find((x) => x.marker === e[side]);
  if (!l) c.fail(['engagement', side], `no legion ${e[side]}`);
  else if (l.land !== e.land) c.fail(['engagement', side], `legion ${l.marker} stands on land ${l.land}, not ${e.land}`);
  return l;
}
