// Rules 28.11: quitting the game. A player may give up during his own Game-Turn (EN "during his Game-Turn", DE
// "während seines Spielzugs"): his legions engaged this turn score for their opponents as if conceded (10.6, 20.4),
// then all his legions leave the game unscored, with his Personal Pool, spells and Lifegems (as 24.8's pool); his
// Tower lands stand vacant. Then the game's end rules apply (1.3; an Elemental he held leaves with him, and the
// Darklord stays: 23.10.1 is the Executer's alone). Not while a battle or what follows it is
// under way, the Skycastle's final battle (27.5) included: the Mover concedes the battle first (10.6). docs/rules-notes-gods-game.md "28.11".
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { engagementReward, legionValue } from '../rules/scoring.js';
import { legionOf, type GodsDraft, type GodsPhase, type GodsSeat, type GodsState } from '../state.js';
import { engagementChoices } from './engagements.js';
import { knockOut } from './eliminate.js';

/** Rules 28.11: whether `seat` may quit now — the Mover, in one of his turn's phases, no battle or aftermath running
 * (read from a seat's view too, so it takes the view's facts). */
export function mayQuit(phase: GodsPhase, mover: GodsSeat | null, seat: GodsSeat, battling: boolean): boolean {
  return (phase === 'movement' || phase === 'engagement' || phase === 'mustering') && mover === seat && !battling;
}

/** Rules 28.11: the quitter's engaged legions and their opponents — the open engagement's, and each engagement this
 * turn still owes (8.2; in the City and the Dungeon engaging is a choice, 10.2, so those are not engaged). */
function engaged(state: GodsState): { loser: string; winner: string }[] {
  const out = state.engagement ? [{ loser: state.engagement.attacker, winner: state.engagement.defender }] : [];
  for (const c of engagementChoices(state)) if (c.required && !out.some((o) => o.loser === c.attacker)) out.push({ loser: c.attacker, winner: c.defender });
  return out;
}

/** Applies `quit` for the Mover `seat`. */
export function applyQuit(state: GodsState, d: GodsDraft, seat: GodsSeat, events: GodsEvent[]): GodsApplyResult | null {
  const battling = state.engagement?.battle != null || state.engagement?.aftermath != null || state.finalBattle != null;
  if (!mayQuit(state.phase, state.players[state.active]?.id ?? null, seat, battling)) return refuse('illegal', '28.11: a player quits during his own Game-Turn, not while a battle is under way (concede it first, 10.6)');
  const player = d.players.find((p) => p.id === seat);
  if (!player) return refuse('not-your-turn', `${seat} is not in the game`);
  events.push({ type: 'quit', seat });
  for (const { loser, winner } of engaged(state)) {
    const legion = legionOf(state, loser);
    const payee = d.players.find((p) => p.id === legionOf(state, winner)?.owner && !p.out);
    if (!legion || !payee) continue; // a Neutral legion is paid nothing
    const reward = engagementReward('concession', legionValue(legion.pieces.map((p) => p.name), player.score), legion.pieces.length).winner;
    payee.score += reward.points;
    payee.lifegems += reward.lifegems;
    events.push({ type: 'scored', seat: payee.id, points: reward.points, lifegems: reward.lifegems });
  }
  d.engagement = null;
  player.spells = [];
  player.lifegems = 0;
  knockOut(d, seat, null, events); // no slayer: the legions leave unscored (28.11)
  return null;
}
