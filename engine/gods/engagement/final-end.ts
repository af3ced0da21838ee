// Rules 27.5, 1.3: the end of the Skycastle final battle. Every lent Creature that survived goes back, healed, to the
// legion it came from; a slain one to its owner's Personal Pool (3.8); the God back to the neutral stock; the Dark-
// Titan's legion keeps its survivors, healed. If the Dark-Titan survived and the God was destroyed, the Darklord wins
// at once ('Skycastle taken', 26.4); otherwise — beaten, a draw, the 7th round over — the Darklord is out and his
// legions leave the game without further ado (no one is paid), and the last-Titan rule (1.3) goes on.
import type { GodsBattleState } from '../battle/types.js';
import { DARK_TITAN, GOD } from '../data/master-roles.js';
import type { GodsEvent } from '../events.js';
import { GOD_LEGION, type GodsDraft, healed, touchLegion } from '../state.js';
import { darklordOf } from '../roles.js';
import { claimGoal } from '../turn/experience.js';
import { knockOut } from '../turn/eliminate.js';

/** Rules 26.4: the Darklord's goal for destroying the God (engine/gods/data/experience.ts). */
export const SKYCASTLE_GOAL = 'Skycastle taken';

/** Whether the game was won in the Skycastle (the Darklord holds its goal and is the winner). */
export function wonInSkycastle(state: { readonly winner: string | null; readonly players: readonly { readonly id: string; readonly role: string; readonly goals: readonly string[] }[] }): boolean {
  const winner = state.players.find((p) => p.id === state.winner);
  return winner?.role === 'darklord' && winner.goals.includes(SKYCASTLE_GOAL);
}

/** Sends the God's legion home: lent survivors to their legions (healed), the slain to their owners' pools, the God
 * to the neutral stock; the legion leaves the City. */
function disband(d: GodsDraft, survivors: ReadonlySet<string>): void {
  const god = d.legions.find((l) => l.marker === GOD_LEGION);
  const lent = d.finalBattle?.lent ?? [];
  d.legions = d.legions.filter((l) => l.marker !== GOD_LEGION);
  for (const piece of god?.pieces ?? []) {
    const loan = lent.find((l) => l.piece === piece.id);
    const home = loan && survivors.has(piece.id) ? touchLegion(d, loan.from) : undefined;
    const owner = loan ? d.players.find((p) => p.id === loan.owner) : undefined;
    if (!loan) d.neutralPool[piece.name] = (d.neutralPool[piece.name] ?? 0) + 1; // the God
    else if (home) home.pieces.push(healed(piece));
    else if (owner) owner.pool[piece.name] = (owner.pool[piece.name] ?? 0) + 1;
  }
}

/** Rules 27.5: ends the final battle whose outcome `after` holds. */
export function endFinalBattle(d: GodsDraft, _before: GodsBattleState, after: GodsBattleState, events: GodsEvent[]): void {
  const outcome = after.outcome;
  const e = d.engagement;
  const attacker = e && outcome ? touchLegion(d, e.attacker) : undefined; // its slain leave it, its survivors heal
  if (!outcome || !e || !attacker) return;
  d.rng = [...after.rng];
  events.push({ type: 'battleOver', at: e.land, result: outcome.result });
  const living = new Set(outcome.survivors.attacker.map((s) => s.id));
  const black = darklordOf(d);
  for (const p of attacker.pieces) if (!living.has(p.id) && black) black.pool[p.name] = (black.pool[p.name] ?? 0) + 1;
  attacker.pieces = attacker.pieces.filter((p) => living.has(p.id)).map(healed);
  const godSlain = outcome.slain.defender.some((s) => s.name === GOD);
  const wins = godSlain && outcome.survivors.attacker.some((s) => s.name === DARK_TITAN);
  disband(d, new Set(outcome.survivors.defender.map((s) => s.id)));
  d.engagement = null;
  d.finalBattle = null;
  events.push({ type: 'finalBattleOver', darklordWins: wins });
  if (wins && black) {
    claimGoal(d, black.id, { kind: 'captured', land: 'skycastle' }, events);
    d.phase = 'over';
    d.winner = black.id;
    d.endReason = 'skycastle';
    events.push({ type: 'gameOver', winner: black.id, reason: 'skycastle' });
    return;
  }
  if (attacker.pieces.length === 0) d.legions = d.legions.filter((l) => l.marker !== attacker.marker);
  if (black && attacker.pieces.length === 0) black.markers.push(attacker.marker);
  if (black) knockOut(d, black.id, null, events);
}
