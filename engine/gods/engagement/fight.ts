// Rules 10.5, 10.8, 11–16: an engagement fought. Once the defender has not fled and no agreement is on the table,
// either side may insist on battle; every seat learns that it is fought, the legions are revealed to the two sides
// (events with their audience), the battle (engine/gods/battle) starts with the
// defender placing, and the game holds its plain state while it runs. Each seat's battle actions pass through the
// game's reducer, with what the reinforcement and summoning need from the game (17, 18: engagement/additions.ts); the attacker's last concession before placing (10.8.6) is the battle's concession. The dice are the
// game's PRNG, lent to the battle and taken back when it ends.
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import type { GodsAction, GodsMove } from '../actions.js';
import { applyGodsBattleAction, godsBattleActors, godsBattleMoves, maneuverTimeUp, startGodsBattle } from '../battle/index.js';
import type { GodsBattleContext, GodsBattleState, GodsBattleStep } from '../battle/types.js';
import { draftList, touchPlayer, type GodsSeat, type GodsDraft, type GodsState } from '../state.js';
import { coverableMaster } from '../roles.js';
import { LastObjectMemo } from '../../platform/memo.js';
import { laidOut } from '../battle/layout.js';
import { battleContext } from './additions.js';
import { endOfBattle } from './aftermath.js';
import { battleInput } from './battle-input.js';
import { endFinalBattle } from './final-end.js';

/** Rules 10.5, 10.8: whether a side may call for battle now (no battle or aftermath yet, no proposal waiting). */
export function mayFight(state: GodsState): boolean {
  const e = state.engagement;
  return e !== null && e.battle === null && e.aftermath === null && e.proposal === null;
}

/** Rules 24.3: a Titan whose legion goes into battle is uncovered for the rest of the game (only an engagement
 * resolved before the battle leaves it covered); the Darklord's Phantom likewise (4.4). */
function uncoverFighters(d: GodsDraft, events: GodsEvent[]): void {
  const e = d.engagement;
  for (const legion of d.legions.filter((l) => l.marker === e?.attacker || l.marker === e?.defender)) {
    const seated = { players: draftList(d, 'players') }; // looks that copy nothing: most fighters are uncovered already
    const seen = seated.players.find((p) => p.id === legion.owner);
    if (!seen || seen.titanUncovered || !legion.pieces.some((p) => coverableMaster(seated, legion.owner, p.name))) continue;
    const player = touchPlayer(d, legion.owner);
    if (!player) continue;
    player.titanUncovered = true;
    events.push({ type: 'titanUncovered', seat: player.id, marker: legion.marker });
  }
}

/** Starts the battle of the open engagement: the legions revealed to everybody (10.8.4), the defender to place. */
export function startFight(state: GodsState, d: GodsDraft, sides: { attacker: GodsSeat; defender: GodsSeat }, events: GodsEvent[]): GodsApplyResult | null {
  const input = battleInput(state, sides);
  if (!input || !d.engagement) return refuse('illegal', 'this land has no battleland');
  const started = startGodsBattle(input);
  if ('code' in started) return refuse('illegal', started.message);
  d.engagement.battle = laidOut(started.state); // one layout for the battle's objects (battle/layout.ts)
  d.engagement.fleeOpen = false;
  const audience = [...new Set([sides.attacker, sides.defender])];
  events.push({ type: 'battleBegins', at: state.engagement?.land ?? 0 });
  uncoverFighters(d, events);
  events.push({
    type: 'battle', land: input.land.terrain, at: state.engagement?.land ?? 0,
    attacker: input.attacker.pieces.map((p) => p.name), defender: input.defender.pieces.map((p) => p.name),
    pieces: [...input.attacker.pieces, ...input.defender.pieces].map(({ id, name }) => ({ id, name })), audience,
  });
  events.push({ type: 'battleStep', events: started.events, audience });
  return null;
}

/** The battle moves of each seat in the latest state: who acts, the listing and the game's legality checks of one state
 * ask for them again and again. */
const BATTLE_MOVES = new LastObjectMemo<GodsState, GodsSeat, readonly GodsMove[]>();

/** The battle moves of a seat now (its legal battle actions, as game moves), each made as the seat's action in this
 * state at once (godsLegalActions then takes them as they are). */
export function battleMoves(state: GodsState, seat: GodsSeat): readonly GodsMove[] {
  const battle = state.engagement?.battle;
  if (!battle) return [];
  const stateId = state.stateId;
  return BATTLE_MOVES.made(state, seat, () => godsBattleMoves(battle, seat, battleContext(state)).map((move): GodsAction => ({ type: 'battle', move, player: seat, stateId })));
}

/** The seats the battle waits for: the deciding side (the other may always concede, but nothing waits for it). */
export function battleActors(state: GodsState): GodsSeat[] {
  const battle = state.engagement?.battle;
  if (!battle) return [];
  const seats = godsBattleActors(battle) as GodsSeat[];
  const deciding = seats.filter((seat) => battleMoves(state, seat).some((m) => m.type === 'battle' && m.move.type !== 'concede'));
  return deciding.length > 0 ? deciding : seats;
}

/** Applies one battle action of a seat; at the battle's end, the engagement's end (10.7). */
export function applyBattleMove(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'battle' }>, events: GodsEvent[]): GodsApplyResult | null {
  return battleStep(state, d, events, (battle, context) => applyGodsBattleAction(battle, { ...a.move, player: a.player }, context));
}

/** TITAN §21, 28.3: the maneuvering seat's clock ran out (battle/step.ts maneuverTimeUp); at the battle's end, the
 * engagement's end. */
export function applyBattleTimeUp(state: GodsState, d: GodsDraft, seat: GodsSeat, events: GodsEvent[]): GodsApplyResult | null {
  return battleStep(state, d, events, (battle, context) => maneuverTimeUp(battle, seat, context));
}

/** One step of the battle being fought, made by `run`: its events to the two sides, the engagement's end after it. */
function battleStep(state: GodsState, d: GodsDraft, events: GodsEvent[], run: (battle: GodsBattleState, context: GodsBattleContext) => GodsBattleStep): GodsApplyResult | null {
  const before = state.engagement?.battle;
  if (!before || !d.engagement) return refuse('wrong-phase', 'no battle is being fought');
  const r = run(before, battleContext(state));
  if (!r.ok) return refuse(r.error.code === 'not-your-turn' ? 'not-your-turn' : r.error.code === 'bad-input' ? 'malformed' : 'illegal', r.error.message);
  events.push({ type: 'battleStep', events: r.events, audience: [before.players.attacker, before.players.defender] as GodsSeat[] });
  d.engagement.battle = laidOut(r.state); // never changed in place; one layout for its objects (battle/layout.ts)
  if (r.state.outcome) (d.finalBattle ? endFinalBattle : endOfBattle)(d, before, r.state, events); // 27.5: the God's battle ends the game's way
  return null;
}
