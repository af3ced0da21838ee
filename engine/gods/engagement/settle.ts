// Rules 10.7.4, 16.5, 24.4–24.8, 25.3, A47: how an engagement fought to its end is settled — the aftermath done, the
// loser eliminated (a fallen player's legion set aside for his removal, 24.8), a beaten Tower taken, the lost Masters
// restored, the Executers grown and given their trophies, the players the battle put out removed. Used by the end of a battle
// (aftermath.ts), the aftermath's last step (aftermath-steps.ts) and an engagement resolved without a battle
// (turn/engagements.ts: a Tower legion that fled, agreed or conceded).
import type { GodsEvent } from '../events.js';
import { isPlayerMaster } from '../data/master-roles.js';
import { type GodsDraft, type GodsOwner, type GodsSeat, touchLegion } from '../state.js';
import { eliminate, knockOut, restoreMaster } from '../turn/eliminate.js';
import { captureTower } from '../turn/towers.js';
import { awardTrophies } from '../turn/trophies.js';
import { setAside } from './titan-fall.js';

/** The Masters a side lost in its legion `slainIn` come back (or their player is out) once its legion's fate is
 * settled (24.4–24.7). */
export function restoreLost(d: GodsDraft, owner: GodsOwner, lost: readonly string[], slayer: GodsOwner | null, slainIn: string, events: GodsEvent[]): void {
  if (owner !== 'neutral' && lost.some(isPlayerMaster)) restoreMaster(d, owner, lost, slayer, events, slainIn);
}

/** Rules 25.3, A47: a Tower legion beaten by an attacker of a seat gives it the Tower — to its surviving legion, or
 * on a draw (`conqueror` null) to its marker left there with no characters (turn/towers.ts). */
export function captureIfTower(d: GodsDraft, land: number, defenderWasTower: boolean, attacker: GodsOwner, conqueror: string | null, events: GodsEvent[]): void {
  if (!defenderWasTower || attacker === 'neutral' || d.phase === 'over') return;
  if (conqueror !== null && !d.legions.some((l) => l.marker === conqueror)) return;
  captureTower(d, land, attacker, conqueror, events);
}

/** Rules 10.7.4: the aftermath done — the unrevived Demilords into the winner's pool (19), the loser eliminated (a
 * fallen player's legion set aside for his removal, 24.8), the winner's lost Master restored, its Executers grown and
 * given their trophies (16.5), the players the battle put out removed (24.7, 24.8). */
export function completeAftermath(d: GodsDraft, events: GodsEvent[]): void {
  const e = d.engagement;
  const am = e?.aftermath;
  if (!e || !am) return;
  const winner = d.legions.find((l) => l.marker === am.winner);
  const owner: GodsOwner = winner?.owner ?? 'neutral';
  const player = d.players.find((p) => p.id === owner);
  if (player) for (const name of am.demilords) player.pool[name] = (player.pool[name] ?? 0) + 1;
  d.engagement = null;
  // 11.8 with 15.6: a winner left with no character of its own (its last fighter an enslaved enemy) leaves the board too
  const emptied = winner !== undefined && winner.pieces.length === 0;
  events.push({ type: 'resolved', land: e.land, how: am.how ?? 'battle', eliminated: emptied ? [am.loser, am.winner] : [am.loser] });
  const loser = d.legions.find((l) => l.marker === am.loser);
  if (loser && am.remnant) setAside(d, touchLegion(d, loser)!, am.remnant, owner, events);
  else {
    eliminate(d, [am.loser], owner, events, { prepaid: am.seat !== null }); // 24.8: a player it puts out paid for already
    if (loser && loser.marker === e.defender && !emptied) captureIfTower(d, e.land, loser.tower, owner, am.winner, events);
  }
  if (emptied) eliminate(d, [am.winner], null, events);
  if (am.trophies && d.phase !== 'over') awardTrophies(d, am.trophies, events); // 16.5: after the scoring
  // 24.7, 24.8: a fallen loser leaves with all his legions, his remnant here among them, as an eliminated loser would
  // (paid with the battle's points already when a seat won, aftermath-steps.ts, so that they count for its Lords);
  // then the winner's lost Master, and a winner the battle put out (all of them even once the game is over: 1.3).
  if (loser && am.remnant && loser.owner !== 'neutral') knockOut(d, loser.owner, owner, events, { prepaid: am.seat !== null, executed: am.executed.includes(loser.owner) });
  if (!am.executed.includes(owner as GodsSeat)) restoreLost(d, owner, am.winnerLost, null, am.winner, events);
  for (const seat of am.executed) knockOut(d, seat, seat === owner ? (loser?.owner ?? null) : owner, events, { executed: true });
}
