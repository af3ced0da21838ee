// Rules 24.7, 24.8, A26, 23.10: a battle that puts a player out of the game. His Titan or Phantom slain by an Executer
// itself (A26), or slain with no way back (after the appearance, or no land legion left for the Phantom: 24.4, 24.5),
// takes him out once the engagement ends. The battle is then scored on the characters slain up to his Master's fall
// alone; the rest of his legion is "momentarily set aside" (24.8) and leaves the game with all his other legions,
// paying the slayer half their value and 5 Lifegems a character (turn/eliminate.ts `knockOut`).
import type { GodsEvent } from '../events.js';
import type { GodsBattleOutcome, GodsBattleState, GodsSide, GodsSlain } from '../battle/types.js';
import { isPlayerMaster } from '../data/master-roles.js';
import { abilityEffect, hasAbility } from '../rules/legion-size.js';
import type { GodsDraft, GodsDraftLegion, GodsLegion, GodsOwner, GodsSeat, GodsState } from '../state.js';
import { noWayBack, returnCharacter } from '../turn/eliminate.js';

type Legion = GodsLegion;

/** Rules 24.8: a side's characters slain in the battle (its Master's fall included), not those lost by the time-out
 * or a concession, which nobody slew. */
export function slainOf(outcome: GodsBattleOutcome, side: GodsSide): readonly GodsSlain[] {
  return outcome.slain[side].filter((s) => s.cause !== 'time-out' && s.cause !== 'concession');
}

/** Rules 24.7, A26: the seats whose Titan or Phantom an Executer itself slew (its `master-slayer` ability). */
export function executedSeats(before: GodsBattleState, outcome: GodsBattleOutcome, owners: Record<GodsSide, GodsOwner>): GodsSeat[] {
  const slayers = new Set(before.pieces.filter((p) => hasAbility(p.name, 'master-slayer')).map((p) => p.id));
  const victims = abilityEffect('master-slayer', 'eliminates').victims;
  const out: GodsSeat[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const owner = owners[side];
    const slain = outcome.slain[side].some((s) => victims.includes(s.name) && s.by !== null && slayers.has(s.by));
    if (owner !== 'neutral' && slain && !out.includes(owner)) out.push(owner);
  }
  return out;
}

/**
 * Rules 24.4–24.7, A26: the seats the battle puts out of the game once the engagement ends — each whose Titan or
 * Phantom an Executer slew, and each side in `gone` (its legion eliminated) that lost its Master with no way back.
 */
export function fallenSeats(d: GodsDraft, before: GodsBattleState, outcome: GodsBattleOutcome, legions: Record<GodsSide, Legion>, gone: readonly GodsSide[]): GodsSeat[] {
  const owners = { attacker: legions.attacker.owner, defender: legions.defender.owner };
  const out = executedSeats(before, outcome, owners);
  const left = (d.legions as readonly GodsLegion[]).filter((l) => !gone.some((side) => legions[side].marker === l.marker));
  for (const side of gone) {
    const owner = owners[side];
    const lost = slainOf(outcome, side).map((s) => s.name);
    if (owner === 'neutral' || out.includes(owner) || !lost.some((n) => hasAbility(n, 'master-power'))) continue;
    if (noWayBack(d as GodsState, left, owner, lost, legions[side].marker)) out.push(owner);
  }
  return out;
}

/** Rules 24.4–24.8: whether eliminating `legion` whole, its Master among its characters (conceded, agreed away — no
 * Master was slain), puts its player out: no way back for the Master. */
export function fallsWithLegion(d: GodsDraft, legion: Legion): boolean {
  const names = legion.pieces.map((p) => p.name);
  if (legion.owner === 'neutral' || !names.some(isPlayerMaster)) return false;
  return noWayBack(d as GodsState, (d.legions as readonly GodsLegion[]).filter((l) => l.marker !== legion.marker), legion.owner, names, legion.marker);
}

/** Rules 24.8: the characters of a fallen player's legion not slain in the battle (their piece ids): set aside. */
export function remnantOf(legion: Legion, outcome: GodsBattleOutcome, side: GodsSide): string[] {
  const slain = new Set(slainOf(outcome, side).map((s) => s.id));
  return legion.pieces.filter((p) => !slain.has(p.id)).map((p) => p.id);
}

/** Rules 24.8, 3.8, 23.6: a fallen player's legion after the battle — its slain leave it (to their owner's pool, an
 * Elemental to its fate), the `remnant` stays on the board for his removal with his other legions. */
export function setAside(d: GodsDraft, legion: GodsDraftLegion, remnant: readonly string[], winner: GodsOwner | null, events: GodsEvent[]): void {
  const slain = legion.pieces.filter((p) => !remnant.includes(p.id));
  legion.pieces = legion.pieces.filter((p) => remnant.includes(p.id));
  for (const p of slain) returnCharacter(d, legion.owner, p.name, winner, legion.land, events);
}
