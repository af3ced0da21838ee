// Rules 10.7, 11.8, 13.5, 19, 20, 24.7, A26, A48: the end of a fought engagement. The battle's dice go back to the
// game, its spent spells leave the game (15.2). A time-out eliminates the attacker and pays nothing; a draw
// eliminates both legions and pays nothing (slain Demilords back to their owners, 19). A victory leaves the winner's
// survivors healed in its legion, its other slain in their owners' pools, the slain Demilords of both sides waiting
// for the winner (19), and opens the aftermath: the winner's additions, the points (20), the Lords (21); the losing
// legion is eliminated last (10.7.4). A Titan or Phantom slain by the Executer takes its player out of the game (24.7).
import { godsCharacter } from '../data/characters.js';
import type { GodsEvent } from '../events.js';
import { reinforcementOf, spellsSpent, summonedOf } from '../battle/index.js';
import type { GodsBattleOutcome, GodsBattleState, GodsSide, GodsSlain } from '../battle/types.js';
import { engagementReward, legionValue } from '../rules/scoring.js';
import type { GodsDraft, GodsOwner, GodsSeat } from '../state.js';
import { eliminate, knockOut, returnCharacter } from '../turn/eliminate.js';
import { joinImmortal } from '../turn/immortal.js';
import { moveSummoned } from './additions.js';
import { advanceAftermath } from './aftermath-steps.js';
import { captureIfTower, restoreLost } from './settle.js';
import type { GodsAftermathStep } from './types.js';

type Legion = GodsDraft['legions'][number];

const isDemilord = (name: string): boolean => godsCharacter(name)?.cls === 'demilord';

/** Rules 15.2: the spell counters cast in the battle leave the game. */
function spendSpells(d: GodsDraft, owners: Record<GodsSide, GodsOwner>, after: GodsBattleState): void {
  if (!after.outcome) return;
  const spent = spellsSpent(after.outcome);
  for (const side of ['attacker', 'defender'] as const) {
    const player = d.players.find((p) => p.id === owners[side]);
    for (const spell of spent[side]) if (player) player.spells = player.spells.filter((s, i) => s !== spell || player.spells.indexOf(spell) !== i);
  }
}

/** Rules 24.7, A26: the seats whose Titan or Phantom the Executer itself slew. */
function executed(before: GodsBattleState, slain: readonly GodsSlain[], owners: Record<GodsSide, GodsOwner>): GodsSeat[] {
  const executer = new Set(before.pieces.filter((p) => p.name === 'Executer').map((p) => p.id));
  const out: GodsSeat[] = [];
  for (const s of slain) {
    const owner = owners[s.side];
    if (owner !== 'neutral' && (s.name === 'Titan' || s.name === 'Phantom') && s.by !== null && executer.has(s.by) && !out.includes(owner)) out.push(owner);
  }
  return out;
}

/** Rules 13.5, 3.8: a side's legion after the battle: its survivors healed; its slain to their owners' pools (or, when
 * `keepDemilords`, held for the winner, 19). Returns the Demilords held and the names lost. */
function afterBattle(d: GodsDraft, legion: Legion, survivors: readonly { id: string }[], winner: GodsOwner | null, keepDemilords: boolean, events: GodsEvent[]): { demilords: string[]; lost: string[] } {
  const living = new Set(survivors.map((s) => s.id));
  const lost = legion.pieces.filter((p) => !living.has(p.id));
  const demilords: string[] = [];
  legion.pieces = legion.pieces.filter((p) => living.has(p.id)).map((p) => ({ ...p, hits: 0 }));
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
  const attacker = d.legions.find((l) => l.marker === e?.attacker);
  const defender = d.legions.find((l) => l.marker === e?.defender);
  if (!e || !outcome || !attacker || !defender) return;
  const legions: Record<GodsSide, Legion> = { attacker, defender };
  const owners = { attacker: legions.attacker.owner, defender: legions.defender.owner };
  d.rng = [...after.rng];
  spendSpells(d, owners, after);
  const reinforceAfter = joinAdditions(d, legions, owners, outcome, events);
  const result = outcome.result;
  events.push({ type: 'battleOver', at: e.land, result });
  const out = executed(before, [...outcome.slain.attacker, ...outcome.slain.defender], owners);
  const finishWith = (how: 'time-out' | 'draw', gone: string[], winner: GodsOwner | null): void => {
    d.engagement = null;
    events.push({ type: 'resolved', land: e.land, how, eliminated: gone });
    eliminate(d, gone, winner, events);
    for (const seat of out) if (d.phase !== 'over') knockOut(d, seat, seat === owners.attacker ? owners.defender : owners.attacker, events);
  };
  if (result.kind === 'draw') {
    finishWith('draw', [attacker.marker, defender.marker], null);
    return captureIfTower(d, e.land, defender.tower, owners.attacker, null, events);
  }
  if (result.kind === 'time-out') {
    // 11.8: the defender survives, healed, with no points and no Lifegems; nobody won, so Demilords go home (19).
    const kept = afterBattle(d, legions.defender, standing(legions.defender, outcome.survivors.defender), owners.defender, false, events);
    finishWith('time-out', [legions.attacker.marker], owners.defender);
    return restoreLost(d, owners.defender, kept.lost, owners.attacker, events);
  }
  const win = result.winner;
  const lose: GodsSide = win === 'attacker' ? 'defender' : 'attacker';
  const winner = legions[win];
  const loser = legions[lose];
  const loserScore = d.players.find((p) => p.id === loser.owner)?.score ?? 0;
  const reward = engagementReward(result.reason === 'concession' ? 'concession' : 'battle', legionValue(loser.pieces.map((p) => p.name), loserScore), loser.pieces.length);
  const seat = winner.owner === 'neutral' ? null : winner.owner;
  const won = afterBattle(d, winner, standing(winner, outcome.survivors[win]), winner.owner, seat !== null, events);
  // 19: the loser's Demilords, slain or eliminated with their legion, go to the winner as well (to the neutral stock
  // when a Neutral legion won).
  const taken = loser.pieces.filter((p) => isDemilord(p.name));
  loser.pieces = loser.pieces.filter((p) => !taken.includes(p));
  const demilords = [...won.demilords, ...taken.map((p) => p.name)];
  if (seat === null) for (const name of demilords) d.neutralPool[name] = (d.neutralPool[name] ?? 0) + 1;
  else joinImmortal(d, winner, demilords, [...new Set([owners.attacker, owners.defender])].filter((o): o is GodsSeat => o !== 'neutral'), events); // 16.5, A25
  // 10.8.6: an attacker conceding before placing anybody leaves the defender no reinforcement.
  const lastConcession = result.reason === 'concession' && before.round === 1 && before.pieces.every((p) => p.side !== 'attacker' || p.hex === null);
  const steps: GodsAftermathStep[] = [];
  if (win === 'defender' && !lastConcession && reinforceAfter) steps.push('reinforce');
  if (win === 'attacker') steps.push('summon');
  steps.push('revive', 'lords');
  e.battle = null;
  e.aftermath = {
    winner: winner.marker, seat, loser: loser.marker, steps: seat === null ? [] : steps,
    demilords: seat === null ? [] : demilords, points: reward.winner.points, lifegems: reward.winner.lifegems, paid: seat === null,
    lordPicks: [], executed: out, winnerLost: won.lost,
  };
  advanceAftermath(d, events);
}
