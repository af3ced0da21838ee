// Rules 6.4, 22, 16.5 Executer (A27), 27.4: mustering in the game. A legion of the Mover may muster one character a
// turn as soon as it has moved (and, in the Mustering Phase, if it survived): a Creature after a move of 3–5 lands
// onto a labelled land (rules/muster.ts), a Human or Demilord for Lifegems in the City or Dungeon with no move needed
// (rules/city-muster.ts), or a Demilord by giving back an End-Creature (rules/sacrifice.ts, Mustering Phase only).
// The character comes from the owner's Personal Pool; the qualifying characters are revealed to every seat.
import type { GodsAction, GodsMove } from '../actions.js';
import { advantageParams } from '../rules/experience.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { GODS_CHARACTER_NAMES, godsCharacter } from '../data/characters.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { isSeaLegion, mayEngage } from '../movement/occupancy.js';
import { hiringOptions } from '../rules/city-muster.js';
import { hasAbility, characterDef } from '../rules/legion-size.js';
import { creatureMusterOptions, usesEndCreatureAllowance, type MusterSeat } from '../rules/muster.js';
import type { TitanAdvantage } from '../data/experience.js';
import { sacrificeOptions } from '../rules/sacrifice.js';
import { SEA_KINDS } from '../terrains.js';
import type { GodsLandDef, GodsLandKind } from '../types.js';
import { type GodsDraft, type GodsLegion, type GodsPlayer, type GodsState, type GodsTeleport, moverOf, shownMaster, touchLegion, touchPlayer } from '../state.js';
import { claimGoal, legionAdvantages, reachedGoalOf } from './experience.js';
import { boundToRuin } from './immortal.js';
import { sameMusterFacts } from '../player-facts.js';

/** A muster as listed, before it is stamped with its seat and state (legal.ts). */
export type MusterMove = Extract<GodsMove, { type: 'muster' }>;

/** Rules 6.4, 26.5 (Free Teleport: no mustering that turn), 8.2: whether `legion` may muster at all now — it moved
 * (in the Mustering Phase any surviving legion, for the City's Lifegems), did not muster yet, and in the Movement
 * Phase stands where no engagement waits for it. */
function mayMusterNow(state: GodsState, legion: GodsLegion): boolean {
  if (state.phase === 'movement' ? legion.moved === null : state.phase !== 'mustering') return false;
  if (state.musters.some((m) => m.legion === legion.marker)) return false;
  if (!mustersAfter(legion.moved?.teleport ?? null)) return false;
  if (state.phase === 'mustering') return true;
  return !state.legions.some((o) => o.land === legion.land && o.marker !== legion.marker && mayEngage(state, legion, o));
}

/** Rules 3.10: on the Sea a legion holds only wave-symbol characters, so it musters no other. */
function fitsLand(kind: GodsLandKind, character: string): boolean {
  return kind === 'coast' || !SEA_KINDS.has(kind) || (godsCharacter(character)?.water ?? 'none') !== 'none';
}

/** A muster with the Lifegems it costs. */
export interface Priced {
  readonly move: MusterMove;
  readonly lifegems: number;
}

// Rules 22.4 (A27: the seat's own Executer comes by sacrifice), A25 (the Immortal): the characters never summoned for
// Lifegems, read off the chart once (every legion that may muster asks).
let neverSummoned: readonly string[] | null = null;

function neverSummonedNames(): readonly string[] {
  neverSummoned ??= GODS_CHARACTER_NAMES.filter((name) => hasAbility(name, 'sacrifice-recruit') || boundToRuin(name));
  return neverSummoned;
}

/** Rules 26.5: whether a legion may muster after arriving by `teleport` (not after the Titan's free teleport). */
export function mustersAfter(teleport: GodsTeleport | null): boolean {
  return teleport !== 'titan-free' || advantageParams('free-teleport').mayMuster;
}

/** A legion that may muster now and its owner, as plain facts (from the state, or from a seat's view for a preview). */
export interface MusterAsk {
  readonly marker: string;
  readonly characters: readonly string[];
  readonly masterUncovered: boolean;
  readonly seaLegion: boolean;
  /** It has gone ashore (27.4); absent: it has not. */
  readonly ashore?: boolean;
  readonly advantages: readonly TitanAdvantage[];
  /** The land it stands on and the lands its move counted (8.4; 0: it did not move). */
  readonly land: GodsLandDef;
  readonly steps: number;
  readonly mustering: boolean;
  readonly seat: MusterSeat & { readonly lifegems: number };
}

/** Every muster of a legion that may muster now, with its price (6.4, 22, 16.5 Executer, 3.10). */
export function askMusters(ask: MusterAsk): Priced[] {
  const { characters, masterUncovered, land, seat } = ask;
  const out: Priced[] = [];
  const asLegion = { characters, masterUncovered, seaLegion: ask.seaLegion, ashore: ask.ashore === true, advantages: ask.advantages };
  const where = { terrain: land.terrain, kind: land.kind, labelled: land.labelled };
  for (const o of creatureMusterOptions(asLegion, where, ask.steps, false, seat)) {
    for (const reveal of o.reveal) out.push({ move: { type: 'muster', legion: ask.marker, character: o.creature, how: 'creature', reveal }, lifegems: 0 });
  }
  const hiring = { characters, masterUncovered, kind: land.kind, musteredThisTurn: false, pool: seat.pool, lifegems: seat.lifegems, unsummonable: neverSummonedNames() };
  for (const o of hiringOptions(hiring)) {
    out.push({ move: { type: 'muster', legion: ask.marker, character: o.character, how: o.how === 'hire' ? 'hire' : 'summon', reveal: [] }, lifegems: o.lifegems });
  }
  if (ask.mustering) {
    for (const o of sacrificeOptions(characters, false, seat.pool)) {
      for (const given of o.sacrifices) out.push({ move: { type: 'muster', legion: ask.marker, character: o.character, how: 'sacrifice', reveal: [given] }, lifegems: 0 });
    }
  }
  return out.filter((o) => fitsLand(land.kind, o.move.character));
}

/** What a legion's musters were priced from besides the legion itself (freshMusters reads nothing else once the legion
 * may muster): its owner as he stood, and three facts of the state. */
interface PricedFrom {
  readonly player: GodsPlayer;
  readonly mustering: boolean;
  readonly endCreatureTaken: boolean;
  readonly darkTitanAppeared: boolean;
  readonly priced: readonly Priced[];
}

/** Each legion's latest priced musters, keyed by the legion object (a state keeps it while no action changes the
 * legion): a Movement Phase lists the same moved legions' musters state after state, and the muster applied is judged
 * against them. Reused only while its owner reads the same (player-facts.ts) and the three facts are the same. */
const PRICED = new WeakMap<GodsLegion, PricedFrom>();

/** Every muster `legion` may make now, with its price. */
function pricedMusters(state: GodsState, legion: GodsLegion): readonly Priced[] {
  if (!mayMusterNow(state, legion)) return []; // first: most listed legions may not muster now
  const player = state.players.find((p) => p.id === legion.owner);
  const land = GODS_BOARD.byId.get(legion.land);
  if (!player || !land) return [];
  const mustering = state.phase === 'mustering';
  const endCreatureTaken = state.musters.some((m) => m.endCreature);
  const darkTitanAppeared = state.darkTitanAppeared;
  const known = PRICED.get(legion);
  if (known && known.mustering === mustering && known.endCreatureTaken === endCreatureTaken && known.darkTitanAppeared === darkTitanAppeared) {
    if (known.player === player) return known.priced;
    if (sameMusterFacts(known.player, player)) {
      PRICED.set(legion, { ...known, player }); // the owner's new object, compared at once next time
      return known.priced;
    }
  }
  const priced = askMusters({
    marker: legion.marker,
    characters: legion.pieces.map((p) => p.name),
    masterUncovered: legion.pieces.some((p) => shownMaster(state, legion, p.name)),
    seaLegion: isSeaLegion(legion),
    ashore: legion.ashore === true,
    advantages: legionAdvantages(legion, player),
    land,
    steps: legion.moved?.steps ?? 0,
    mustering,
    seat: { pool: player.pool, lifegems: player.lifegems, endCreatureTaken, darkTitanAppeared, seaLegionsAshore: reachedGoalOf(player, 'ashore') },
  });
  PRICED.set(legion, { player, mustering, endCreatureTaken, darkTitanAppeared, priced });
  return priced;
}

/** Every muster `legion` may make now (the seat's legal `muster` moves for it). */
export function legionMusters(state: GodsState, legion: GodsLegion): MusterMove[] {
  return pricedMusters(state, legion).map((p) => p.move);
}

/** The Mover's legal musters now. */
export function musterMoves(state: GodsState): MusterMove[] {
  const seat = moverOf(state)?.id;
  // by loop: every listing of a Movement Phase asks, and most of the seat's legions may muster nothing then
  const out: MusterMove[] = [];
  for (const l of state.legions) if (l.owner === seat) for (const p of pricedMusters(state, l)) out.push(p.move);
  return out;
}

const sameMuster = (a: MusterMove, b: MusterMove): boolean =>
  a.legion === b.legion && a.character === b.character && a.how === b.how && a.reveal.length === b.reveal.length && a.reveal.every((n, i) => b.reveal[i] === n);

/** Applies a muster the seat may make (6.4, 22): the character from the pool into the legion, paid and revealed. */
export function applyMuster(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'muster' }>, events: GodsEvent[]): GodsApplyResult | null {
  const legion = state.legions.find((l) => l.marker === a.legion && l.owner === a.player);
  if (!legion) return refuse('illegal', `${a.legion} is not a legion of ${a.player}`);
  const chosen = pricedMusters(state, legion).find((m) => sameMuster(m.move, a));
  if (!chosen) return refuse('illegal', `${a.legion} cannot muster ${a.character} that way now (6.4, 8.4, 22, 16.5)`);
  const player = touchPlayer(d, a.player);
  const target = player ? touchLegion(d, a.legion) : undefined;
  if (!player || !target) return refuse('illegal', `no legion ${a.legion}`);
  player.lifegems -= chosen.lifegems;
  if (a.how === 'sacrifice') {
    const given = target.pieces.find((p) => p.name === a.reveal[0]);
    if (given) {
      target.pieces = target.pieces.filter((p) => p.id !== given.id);
      player.pool[given.name] = (player.pool[given.name] ?? 0) + 1;
    }
  }
  player.pool[a.character] = (player.pool[a.character] ?? 0) - 1;
  target.pieces.push({ id: `p${d.nextPiece++}`, name: a.character, hits: 0 });
  const endCreature = a.how === 'creature' && characterDef(a.character).endCreature && usesEndCreatureAllowance(legionAdvantages(legion, state.players.find((p) => p.id === a.player)));
  d.musters.push({ legion: a.legion, character: a.character, endCreature });
  events.push({ type: 'mustered', seat: a.player, legion: a.legion, character: a.character, how: a.how, revealed: a.reveal, lifegems: chosen.lifegems });
  events.push({ type: 'legionContents', marker: a.legion, names: target.pieces.map((p) => p.name), audience: [a.player] });
  if (a.how === 'creature') claimGoal(d, a.player, { kind: 'mustered', creature: a.character }, events);
  return null;
}
