// Rules 10.7, 11.8, 13.5, 16.5, 19, 20, 24.7, 24.8, A26, A48: the end of a fought engagement. The battle's dice go
// back to the game, its spent spells leave the game (15.2). A time-out eliminates the attacker and pays nothing; a
// draw eliminates both legions and pays nothing (slain Demilords back to their owners, 19). A victory leaves the
// winner's survivors healed in its legion, its other slain in their owners' pools, the slain Demilords of both sides
// waiting for the winner (19), and opens the aftermath: the winner's additions, the points (20), the Lords (21), its
// surviving Executers' growth and trophies (16.5); the losing legion is eliminated last (10.7.4). A player the battle
// puts out (an Executer slew his Titan or Phantom, A26, or his slain Master has no way back) is scored by 24.8
// (engagement/titan-fall.ts).
import { godsCharacter } from '../data/characters.js';
import type { GodsEvent } from '../events.js';
import { reinforcementOf, spellsSpent, summonedOf } from '../battle/index.js';
import type { GodsBattleOutcome, GodsBattleState, GodsSide } from '../battle/types.js';
import { ownColourOnly } from '../rules/sacrifice.js';
import { engagementReward, legionValue } from '../rules/scoring.js';
import { type GodsDraft, type GodsDraftLegion, type GodsOwner, type GodsSeat, healed, touchLegion } from '../state.js';
import { eliminate, knockOut, returnCharacter } from '../turn/eliminate.js';
import { joinImmortal } from '../turn/immortal.js';
import { awardTrophies, trophyClaim } from '../turn/trophies.js';
import { moveSummoned } from './additions.js';
import { advanceAftermath } from './aftermath-steps.js';
import { captureIfTower, restoreLost } from './settle.js';
import { executedSeats, fallenSeats, remnantOf, setAside, slainOf } from './titan-fall.js';
import type { GodsAftermathStep } from './types.js';

type Legion = GodsDraftLegion;

const isDemilord = (name: string): boolean => godsCharacter(name)?.cls === 'demilord';

/** Rules 15.2: the spell counters cast in the battle leave the game. */
function spendSpells(d: GodsDraft, owners: Record<GodsSide, GodsOwner>, after: GodsBattleState): void {
  if (!after.outcome) return;
  const spent = spellsSpent(after.outcome);
  for (const side of ['attacker', 'defender'] as const) {
    if (spent[side].length === 0) continue; // nothing to take: the players are not reached for (the draft copies them)
    const player = d.players.find((p) => p.id === owners[side]);
    for (const spell of spent[side]) if (player) player.spells = player.spells.filter((s, i) => s !== spell || player.spells.indexOf(spell) !== i);
  }
}

/** Rules 13.5, 3.8: a side's legion after the battle: its survivors healed; its slain to their owners' pools (or, when
 * `keepDemilords`, held for the winner, 19). Returns the Demilords held and the names lost. */
function afterBattle(d: GodsDraft, legion: Legion, survivors: readonly { id: string }[], winner: GodsOwner | null, keepDemilords: boolean, events: GodsEvent[]): { demilords: string[]; lost: string[] } {
  const living = new Set(survivors.map((s) => s.id));
  const lost = legion.pieces.filter((p) => !living.has(p.id));
  const demilords: string[] = [];
  legion.pieces = legion.pieces.filter((p) => living.has(p.id)).map(healed);
  for (const p of lost) {
    if (keepDemilords && isDemilord(p.name)) demilords.push(p.name);
    else returnCharacter(d, legion.owner, p.name, winner, legion.land, events);
  }
  return { demilords, lost: lost.map((p) => p.name) };
}

/** Rules 25.1, A37: who stands after a battle the legion won — its survivors; a Neutral Tower legion's slain are all
 * revived and back in the Tower too. */
function standing(legion: Legion, survivors: readonly { id: string }[]): readonly { id: string }[] {
  return legion.owner === 'neutral' && legion.tower ? legion.pieces : survivors;
}

/** Rules 17.1, 18.2: the reinforcement and the summoned character that joined the battle join their legions (a
 * reinforcement from its owner's pool under the id the battle was handed), before the slain leave them — the game's
 * legions change when the battle ends, as they do for the slain. Returns whether a won battle may still bring a
 * reinforcement (17.1: none taken nor passed up in the battle). */
function joinAdditions(d: GodsDraft, legions: Record<GodsSide, Legion>, owners: Record<GodsSide, GodsOwner>, outcome: GodsBattleOutcome, events: GodsEvent[]): boolean {
  const audience = [owners.attacker, owners.defender].filter((o): o is GodsSeat => o !== 'neutral');
  const { reinforced, after } = reinforcementOf(outcome);
  const player = d.players.find((p) => p.id === owners.defender);
  if (reinforced && player) {
    player.pool[reinforced.name] = (player.pool[reinforced.name] ?? 0) - 1;
    legions.defender.pieces.push({ id: reinforced.id, name: reinforced.name, hits: 0 });
    d.nextPiece++;
    events.push({ type: 'reinforced', seat: player.id, legion: legions.defender.marker, creature: reinforced.name, revealed: [], audience });
  }
  const summoned = summonedOf(outcome);
  if (summoned && owners.attacker !== 'neutral') moveSummoned(d, summoned, legions.attacker, owners.attacker, events, audience);
  return after;
}

/** Rules 10.7, 11.8: ends the engagement whose battle just ended (`after` holds the outcome). */
export function endOfBattle(d: GodsDraft, before: GodsBattleState, after: GodsBattleState, events: GodsEvent[]): void {
  const e = d.engagement;
  const outcome = after.outcome;
  const attacker = e ? touchLegion(d, e.attacker) : undefined; // both legions change: their slain leave, survivors heal
  const defender = e ? touchLegion(d, e.defender) : undefined;
  if (!e || !outcome || !attacker || !defender) return;
  const legions: Record<GodsSide, Legion> = { attacker, defender };
  const owners = { attacker: legions.attacker.owner, defender: legions.defender.owner };
  d.rng = [...after.rng];
  spendSpells(d, owners, after);
  const reinforceAfter = joinAdditions(d, legions, owners, outcome, events);
  const result = outcome.result;
  events.push({ type: 'battleOver', at: e.land, result });
  // Ends the engagement with the legions of `gone` eliminated: a fallen player's is set aside for his removal (24.8).
  const finishWith = (how: 'time-out' | 'draw', gone: GodsSide[], winner: GodsOwner | null): void => {
    const out = fallenSeats(d, before, outcome, legions, gone);
    const falls = (side: GodsSide): boolean => out.includes(owners[side] as GodsSeat);
    d.engagement = null;
    events.push({ type: 'resolved', land: e.land, how, eliminated: gone.map((side) => legions[side].marker) });
    for (const side of gone.filter(falls)) setAside(d, legions[side], remnantOf(legions[side], outcome, side), winner, events);
    // 24.7, 24.8: the players the battle put out leave with all their legions, all of them even when the first ends
    // the game (the last two Titans slain together: nobody wins, 1.3); then the other legions are eliminated.
    const executed = executedSeats(before, outcome, owners);
    for (const seat of out) knockOut(d, seat, seat === owners.attacker ? owners.defender : owners.attacker, events, { executed: executed.includes(seat) });
    eliminate(d, gone.filter((side) => !falls(side)).map((side) => legions[side].marker), winner, events);
  };
  if (result.kind === 'draw') {
    finishWith('draw', ['attacker', 'defender'], null);
    return captureIfTower(d, e.land, defender.tower, owners.attacker, null, events);
  }
  if (result.kind === 'time-out') {
    // 11.8: the defender survives, healed, with no points and no Lifegems; nobody won, so Demilords go home (19). A
    // defender whose last fighter was an enemy it enslaved (15.6) has no character of its own left: its legion goes too.
    const kept = standing(legions.defender, outcome.survivors.defender);
    const claim = trophyClaim(legions.defender.pieces, new Set(kept.map((p) => p.id)), slainOf(outcome, 'attacker'), owners.attacker);
    const after = afterBattle(d, legions.defender, kept, owners.defender, false, events);
    finishWith('time-out', kept.length > 0 ? ['attacker'] : ['attacker', 'defender'], owners.defender);
    restoreLost(d, owners.defender, after.lost, owners.attacker, legions.defender.marker, events);
    if (claim && d.phase !== 'over') awardTrophies(d, claim, events); // 16.5: the defender's Executer survived
    return;
  }
  const win = result.winner;
  const lose: GodsSide = win === 'attacker' ? 'defender' : 'attacker';
  const winner = legions[win];
  const loser = legions[lose];
  const out = fallenSeats(d, before, outcome, legions, [lose]);
  // 24.8: a fallen loser's legion scores only its characters slain up to his Master's fall; the rest is set aside.
  const remnant = out.includes(loser.owner as GodsSeat) ? remnantOf(loser, outcome, lose) : null;
  const scored = loser.pieces.filter((p) => !remnant?.includes(p.id));
  const loserScore = d.players.find((p) => p.id === loser.owner)?.score ?? 0;
  const seat = winner.owner === 'neutral' ? null : winner.owner;
  const scores = seat !== null && !out.includes(seat); // 24.8: a winner put out by the battle scores nothing
  const reward = engagementReward(result.reason === 'concession' ? 'concession' : 'battle', legionValue(scored.map((p) => p.name), loserScore), scored.length);
  const kept = standing(winner, outcome.survivors[win]);
  const claim = scores ? trophyClaim(winner.pieces, new Set(kept.map((p) => p.id)), slainOf(outcome, lose), loser.owner) : undefined;
  const won = afterBattle(d, winner, kept, winner.owner, seat !== null, events);
  // 19: the loser's Demilords, slain or eliminated with their legion, go to the winner as well (to the neutral stock
  // when a Neutral legion won); 24.8: those set aside stay for their player's removal.
  // 16.5 Executer: the loser's Executer is his colour's alone — it goes back to his pool (3.8), never to the winner.
  const taken = loser.pieces.filter((p) => isDemilord(p.name) && !remnant?.includes(p.id));
  loser.pieces = loser.pieces.filter((p) => !taken.includes(p));
  for (const p of taken.filter((x) => ownColourOnly(x.name))) returnCharacter(d, loser.owner, p.name, winner.owner, loser.land, events);
  const demilords = [...won.demilords, ...taken.filter((p) => !ownColourOnly(p.name)).map((p) => p.name)];
  if (seat === null) for (const name of demilords) d.neutralPool[name] = (d.neutralPool[name] ?? 0) + 1;
  else joinImmortal(d, winner, demilords, [...new Set([owners.attacker, owners.defender])].filter((o): o is GodsSeat => o !== 'neutral'), events); // 16.5, A25
  // 10.8.6: an attacker conceding before placing anybody leaves the defender no reinforcement.
  const lastConcession = result.reason === 'concession' && before.round === 1 && before.pieces.every((p) => p.side !== 'attacker' || p.hex === null);
  // 11.8 with 15.6: a winner whose last fighter was an enemy it enslaved (slain and scored now) has no character of its
  // own left: its legion leaves the board as the engagement ends (settle.ts), with nothing to reinforce, summon or revive
  // into it; the battle's points and Lifegems are still paid.
  const emptied = winner.pieces.length === 0;
  const steps: GodsAftermathStep[] = [];
  if (win === 'defender' && !lastConcession && reinforceAfter && !emptied) steps.push('reinforce');
  if (win === 'attacker' && !emptied) steps.push('summon');
  if (!emptied) steps.push('revive');
  steps.push('lords');
  e.battle = null;
  e.aftermath = {
    winner: winner.marker, seat, loser: loser.marker, steps: scores ? steps : [],
    demilords: seat === null ? [] : demilords, points: scores ? reward.winner.points : 0, lifegems: scores ? reward.winner.lifegems : 0, paid: seat === null,
    lordPicks: [], executed: executedSeats(before, outcome, owners), winnerLost: won.lost,
    ...(remnant ? { remnant } : {}), ...(claim ? { trophies: { ...claim, executers: [...claim.executers], victims: [...claim.victims] } } : {}),
  };
  advanceAftermath(d, events);
}
