// Rules 17 and 18: what the winner's additions need from the game, shared by the battle (which offers them during the
// fight, engine/gods/battle/additions/, handed as its context) and the aftermath (what is left after a won battle): the
// defender's muster facts on the land of the engagement, the attacker's Lords and Jabberwoks that may be summoned,
// and a summoned character's move between legions (18.4: a legion left empty vanishes; A42: one per Engagement Phase).
import type { GodsEvent } from '../events.js';
import { TITAN } from '../data/master-roles.js';
import type { GodsSummonSource } from '../battle/additions/summon-memory.js';
import type { GodsBattleContext, GodsReinforcementInput } from '../battle/types.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { isSeaLegion } from '../movement/occupancy.js';
import { advantagesHeld } from '../rules/experience.js';
import { hasAbility } from '../rules/legion-size.js';
import { type GodsDraft, type GodsDraftLegion, type GodsLegion, type GodsSeat, type GodsState, healed, shownMaster, touchLegion } from '../state.js';
import { reachedGoalOf } from '../turn/experience.js';

/** Whether a legion's Titan or Phantom shows (4.2: one more character). */
export const uncovered = (state: GodsState, l: GodsLegion): boolean => l.pieces.some((p) => shownMaster(state, l, p.name));

/** Rules 18.2, 21.2: a legion sharing its land with another seat's legion is in an unresolved engagement. */
export const engaged = (state: GodsState, l: GodsLegion): boolean => state.legions.some((o) => o.land === l.land && o.owner !== l.owner);

/** Rules 17.1, 22: the facts a reinforcement of `legion` is mustered by on its land (its characters aside), and the
 * id its new character gets; null off the board. */
export function reinforcementInput(state: GodsState, legion: GodsLegion, seat: GodsSeat): GodsReinforcementInput | null {
  const land = GODS_BOARD.byId.get(legion.land);
  const player = state.players.find((p) => p.id === seat);
  if (!land || !player) return null;
  const titan = legion.pieces.some((p) => p.name === TITAN);
  return {
    id: `p${state.nextPiece}`,
    land: { terrain: land.terrain, kind: land.kind, labelled: land.labelled },
    seat: { pool: { ...player.pool }, endCreatureTaken: false, darkTitanAppeared: state.darkTitanAppeared, seaLegionsAshore: reachedGoalOf(player, 'ashore') }, // 27.4
    legion: { masterUncovered: uncovered(state, legion), seaLegion: isSeaLegion(legion), ashore: legion.ashore === true, advantages: titan ? advantagesHeld(player.ep, player.titanUncovered) : [] },
  };
}

/** Rules 18.2, 18.3, 25.7, A42: the Lords and Jabberwoks the seat may summon into `legion` — from its other legions
 * not in an unresolved engagement, Tower legions included — none once it summoned this Engagement Phase, and none
 * into a Sea legion (21.2: a Sea legion is no legion for a Lord; 3.10: they may not stand on the Sea). */
export function summonSources(state: GodsState, legion: GodsLegion, seat: GodsSeat): GodsSummonSource[] {
  if (state.lastSummon?.round === state.round && state.lastSummon.seat === seat) return [];
  if (isSeaLegion(legion)) return [];
  const out: GodsSummonSource[] = [];
  for (const source of state.legions.filter((l) => l.owner === seat && l.marker !== legion.marker && !engaged(state, l))) {
    for (const p of source.pieces) if (hasAbility(p.name, 'summonable')) out.push({ legion: source.marker, piece: p.id, name: p.name });
  }
  return out;
}

/** Rules 18.2, 18.4, A42: moves a summoned character, healed, into `into`; a legion left empty vanishes (a Tower
 * legion stays, 25.7). Returns false when the source no longer holds it. */
export function moveSummoned(d: GodsDraft, source: GodsSummonSource, into: GodsDraftLegion, seat: GodsSeat, events: GodsEvent[], audience: readonly GodsSeat[]): boolean {
  const piece = d.legions.find((l) => l.marker === source.legion)?.pieces.find((p) => p.id === source.piece);
  const from = piece ? touchLegion(d, source.legion) : undefined;
  if (!from || !piece) return false;
  from.pieces = from.pieces.filter((p) => p !== piece);
  into.pieces.push(healed(piece));
  if (from.pieces.length === 0 && !from.tower) {
    d.legions = d.legions.filter((l) => l !== from);
    d.players.find((p) => p.id === seat)?.markers.push(from.marker);
  }
  d.lastSummon = { round: d.round, seat };
  events.push({ type: 'summoned', seat, from: source.legion, legion: into.marker, name: piece.name, audience });
  return true;
}

/** Rules 17, 18: what the running battle's additions need from the game — the defender's muster facts (a seat's
 * legion only) and the attacker's summon candidates — handed to the battle with each call; none in the Skycastle's
 * final battle (27.5 assembles its defence by its own rule and names no additions). */
export function battleContext(state: GodsState): GodsBattleContext {
  const inputs = contextInputs(state);
  if (LAST_CONTEXT && inputs.every((x, i) => x === LAST_CONTEXT!.inputs[i])) return LAST_CONTEXT.context;
  const context = freshContext(state);
  LAST_CONTEXT = { inputs, context };
  return context;
}

/** Everything of a state a battle context is made from: a battle's moves change none of it (the lists stay the same
 * objects from state to state), so the listings and applies of a whole battle share one context. */
function contextInputs(state: GodsState): readonly unknown[] {
  const e = state.engagement;
  return [state.legions, state.players, state.nextPiece, state.darkTitanAppeared, state.lastSummon?.round, state.lastSummon?.seat, state.round, Boolean(state.finalBattle), e?.attacker, e?.defender];
}

/** The latest context and what it was made from. */
let LAST_CONTEXT: { readonly inputs: readonly unknown[]; readonly context: GodsBattleContext } | null = null;

function freshContext(state: GodsState): GodsBattleContext {
  const e = state.engagement;
  if (state.finalBattle) return {};
  const attacker = state.legions.find((l) => l.marker === e?.attacker);
  const defender = state.legions.find((l) => l.marker === e?.defender);
  if (!attacker || !defender) return {};
  const reinforcement = defender.owner === 'neutral' ? null : reinforcementInput(state, defender, defender.owner);
  return {
    ...(reinforcement ? { reinforcement } : {}),
    ...(attacker.owner === 'neutral' ? {} : { summoning: { masterUncovered: uncovered(state, attacker), sources: summonSources(state, attacker, attacker.owner) } }),
  };
}
