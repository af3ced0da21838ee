// Rules 10.7.4, 24.4–24.8, 25.3, A47: how an engagement fought to its end is settled — the aftermath done, the loser
// eliminated, a beaten Tower taken, the lost Masters restored, the Executer's victims out. Used by the end of a battle
// (aftermath.ts), the aftermath's last step (aftermath-steps.ts) and an engagement resolved without a battle
// (turn/engagements.ts: a Tower legion that fled, agreed or conceded).
import type { GodsEvent } from '../events.js';
import type { GodsDraft, GodsOwner } from '../state.js';
import { eliminate, knockOut, restoreMaster } from '../turn/eliminate.js';
import { captureTower } from '../turn/towers.js';

const MASTERS: readonly string[] = ['Titan', 'Phantom', 'Dark-Titan'];

/** The Masters a side lost come back (or their player is out) once its legion's fate is settled (24.4–24.7). */
export function restoreLost(d: GodsDraft, owner: GodsOwner, lost: readonly string[], slayer: GodsOwner | null, events: GodsEvent[]): void {
  if (owner !== 'neutral' && lost.some((n) => MASTERS.includes(n))) restoreMaster(d, owner, lost, slayer, events);
}

/** Rules 25.3, A47: a Tower legion beaten by an attacker of a seat gives it the Tower — to its surviving legion, or
 * on a draw (`conqueror` null) to its marker left there with no characters (turn/towers.ts). */
export function captureIfTower(d: GodsDraft, land: number, defenderWasTower: boolean, attacker: GodsOwner, conqueror: string | null, events: GodsEvent[]): void {
  if (!defenderWasTower || attacker === 'neutral' || d.phase === 'over') return;
  if (conqueror !== null && !d.legions.some((l) => l.marker === conqueror)) return;
  captureTower(d, land, attacker, conqueror, events);
}

/** Rules 10.7.4: the aftermath done — the unrevived Demilords into the winner's pool (19), the loser eliminated, the
 * winner's lost Master restored, the Executer's victims out (24.7). */
export function completeAftermath(d: GodsDraft, events: GodsEvent[]): void {
  const e = d.engagement;
  const am = e?.aftermath;
  if (!e || !am) return;
  const winner = d.legions.find((l) => l.marker === am.winner);
  const owner: GodsOwner = winner?.owner ?? 'neutral';
  const player = d.players.find((p) => p.id === owner);
  if (player) for (const name of am.demilords) player.pool[name] = (player.pool[name] ?? 0) + 1;
  d.engagement = null;
  events.push({ type: 'resolved', land: e.land, how: 'battle', eliminated: [am.loser] });
  const loser = d.legions.find((l) => l.marker === am.loser);
  eliminate(d, [am.loser], owner, events);
  if (loser && loser.marker === e.defender) captureIfTower(d, e.land, loser.tower, owner, am.winner, events);
  if (d.phase !== 'over') restoreLost(d, owner, am.winnerLost, null, events);
  // 24.8: the Executer's side is paid for the victim's legions.
  for (const seat of am.executed) if (d.phase !== 'over') knockOut(d, seat, seat === owner ? (loser?.owner ?? null) : owner, events);
}
