// Rules 27.5, 1.3: the Skycastle final battle. After the appearance (23.7) the Dark-Titan's legion standing in the City
// may challenge the God, with the Battle Teleport advantage (26.5) or once the Darklord holds a Citytower. The
// Titan-players then choose the defence together, in seat order, each lending one Creature of his or passing for good,
// until six are lent or all have passed; the God's legion (the God and the lent Creatures) stands in the City while the
// battle is fought, and each Titan-player moves and rolls for his own Creatures, in seat order within each battle step
// (docs/rules-notes-gods-game.md, "27.5, the Skycastle final battle").
import type { GodsAction, GodsMove } from '../actions.js';
import type { GodsBattleMove } from '../engagement/types.js';
import { addonActor, addonPending, owedStrikes, type GodsBattleState } from '../battle/index.js';
import { battleMoves, battleActors, applyBattleMove, startFight } from '../engagement/fight.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { perksOf } from '../movement/perks.js';
import { END_CREATURES_PER_TYPE, isCreature } from '../rules/legion-size.js';
import { godsCharacter } from '../data/characters.js';
import { DARK_TITAN, GOD } from '../data/master-roles.js';
import { GOD_LEGION, type GodsDraft, type GodsFinalBattle, type GodsLegion, type GodsSeat, type GodsState, legionOf, moverOf, touchLegion } from '../state.js';
import { darklordOf, isDarklord, livingDarklord } from '../roles.js';

/** Rules 27.5: the most Creatures the Titan-players send to the God. */
export const MOST_DEFENDERS = 6;

/** The City land (the Skycastle), looked up once. */
const CITY = GODS_BOARD.lands.find((l) => l.kind === 'city')?.id;

/** The City land (the Skycastle). */
function cityLand(): number | undefined {
  return CITY;
}

/** Rules 27.5, 26.5: whether a black legion may storm the City (attack there): only after the appearance, and with
 * the Battle Teleport or once the Darklord holds a Citytower; any other legion's attacks there are 10.2's. */
export function mayStormCity(state: GodsState, legion: GodsLegion): boolean {
  if (!isDarklord(state, legion.owner)) return true;
  const black = livingDarklord(state);
  if (!black || !state.darkTitanAppeared) return false;
  const citytower = state.legions.some((l) => l.owner === black.id && l.tower && GODS_BOARD.byId.get(l.land)?.kind === 'citytower');
  return perksOf(legion, black).battleTeleport || citytower;
}

/** Rules 27.5: whether the Dark-Titan's legion may challenge the God now (the cheap looks first). */
function mayChallenge(state: GodsState, legion: GodsLegion): boolean {
  if (legion.land !== CITY || !isDarklord(state, legion.owner) || !legion.pieces.some((p) => p.name === DARK_TITAN)) return false;
  if ((state.neutralPool[GOD] ?? 0) < 1 || state.fought.includes(legion.marker) || state.finalBattle) return false;
  return mayStormCity(state, legion);
}

/** Rules 27.5: the challenge the Mover may make now (as an engagement of the God's legion), if any. */
export function godChallenges(state: GodsState): { attacker: string; defender: string; required: false }[] {
  if (moverOf(state)?.role !== 'darklord' || state.engagement) return [];
  return state.legions.filter((l) => mayChallenge(state, l)).map((l) => ({ attacker: l.marker, defender: GOD_LEGION, required: false }));
}

/** The Titan-players still in the game, in seat order. */
function titanPlayers(state: GodsState): GodsSeat[] {
  return state.players.filter((p) => !p.out && p.role !== 'darklord').map((p) => p.id);
}

/** The next Titan-player after `seat` (in seat order, round the table) who has not passed, or null. */
function nextChooser(state: GodsState, fb: Pick<GodsFinalBattle, 'passed' | 'lent'>, seat: GodsSeat | null): GodsSeat | null {
  if (fb.lent.length >= MOST_DEFENDERS) return null;
  const order = titanPlayers(state);
  const from = seat === null ? -1 : order.indexOf(seat);
  const round = [...order.slice(from + 1), ...order.slice(0, from + 1)];
  return round.find((s) => !fb.passed.includes(s)) ?? null;
}

/** Starts the final battle: the God leaves the neutral stock for his legion in the City, the Titan-players choose. */
export function challengeGod(d: GodsDraft, attacker: string, events: GodsEvent[]): void {
  const land = cityLand() ?? 0;
  d.neutralPool[GOD] = (d.neutralPool[GOD] ?? 0) - 1;
  const god = `p${d.nextPiece++}`;
  d.legions.push({ marker: GOD_LEGION, owner: 'neutral', land, pieces: [{ id: god, name: GOD, hits: 0 }], tower: false, moved: null, splitFrom: null });
  d.fought.push(attacker);
  const fb = { attacker, lent: [], passed: [], done: [], step: '' };
  d.finalBattle = { ...fb, chooser: nextChooser(d as GodsState, fb, null) };
  events.push({ type: 'godChallenged', legion: attacker, god });
}

/** Rules 27.5: the Creatures `seat` may lend now — his Creatures that can stand in the Skycastle (no sea-bound ones,
 * 3.10), from a legion keeping at least one character, at most two of each End-Creature type with the God. */
function lendMoves(state: GodsState, seat: GodsSeat): GodsMove[] {
  const fb = state.finalBattle;
  const god = legionOf(state, GOD_LEGION);
  if (!fb || fb.chooser !== seat || !god) return [];
  const out: GodsMove[] = [];
  for (const legion of state.legions.filter((l) => l.owner === seat && l.pieces.length > 1)) {
    for (const p of legion.pieces) {
      const def = godsCharacter(p.name);
      if (!def || !isCreature(p.name) || def.water === 'sea') continue;
      if (def.endCreature && god.pieces.filter((q) => q.name === p.name).length >= END_CREATURES_PER_TYPE) continue;
      out.push({ type: 'lend', legion: legion.marker, piece: p.id });
    }
  }
  return out;
}

/** The battle step the defenders' turns belong to (a new step clears who is done). */
function stepKey(state: GodsState): string {
  const b = state.engagement?.battle;
  return b ? `${b.round}:${b.active}:${b.phase}` : '';
}

/** The Titan-players with a Creature still on the God's side, in seat order (the God's keeper when none). */
function defenders(state: GodsState, keeper: GodsSeat): GodsSeat[] {
  const fb = state.finalBattle;
  const battle = state.engagement?.battle;
  if (!fb || !battle) return [];
  const living = new Set(battle.pieces.filter((p) => p.side === 'defender').map((p) => p.id));
  const seats = titanPlayers(state).filter((s) => fb.lent.some((l) => l.owner === s && living.has(l.piece)));
  return seats.length > 0 ? seats : [keeper];
}

/** Rules 27.5: the piece a battle move of the God's side is made by or for — the Creature moving or striking, the
 * striker whose hits are carried, the character using an ability or casting — or null for a move of the whole side. */
function actingPiece(battle: GodsBattleState, move: GodsBattleMove): string | null {
  switch (move.type) {
    case 'move':
    case 'strike':
      return move.piece;
    case 'carry':
      return battle.carry?.striker ?? null;
    case 'done':
    case 'concede':
    case 'accept-concession':
      return null;
    default:
      return addonActor(battle, 'defender', move);
  }
}

/** The Titan-player who lent a piece to the God (null for the God and for any piece not lent). */
function lenderOf(state: GodsState, piece: string | null): GodsSeat | null {
  return state.finalBattle?.lent.find((l) => l.piece === piece)?.owner ?? null;
}

/** Rules 27.5: the defending Titan-player a pending choice of the God's side belongs to (his striker's carry, his
 * Basilisk's answer to a strike, his Caster's next link), or null when nothing waits. */
function pendingOwner(state: GodsState, keeper: GodsSeat): GodsSeat | null {
  const battle = state.engagement?.battle;
  if (!battle || (battle.carry === null && !addonPending(battle))) return null;
  for (const m of battleMoves(state, keeper)) {
    const owner = m.type === 'battle' ? lenderOf(state, actingPiece(battle, m.move)) : null;
    if (owner) return owner;
  }
  return null;
}

/** The defending Titan-player whose part of the current battle step it is, when the God's side decides: the owner of
 * the piece a pending choice concerns, else the first in seat order not yet done with this step. */
function defenderToAct(state: GodsState): { seat: GodsSeat; keeper: GodsSeat; last: boolean } | null {
  const fb = state.finalBattle;
  const keeper = legionOf(state, GOD_LEGION) ? battleKeeper(state) : null;
  if (!fb || !keeper || !battleActors(state).includes(keeper)) return null;
  const pending = pendingOwner(state, keeper);
  if (pending) return { seat: pending, keeper, last: false };
  const done = fb.step === stepKey(state) ? fb.done : [];
  const waiting = defenders(state, keeper).filter((s) => !done.includes(s));
  const seat = waiting[0];
  return seat ? { seat, keeper, last: waiting.length === 1 } : null;
}

/** The seat the battle knows as the God's side (A38: the first living seat after the Darklord). */
function battleKeeper(state: GodsState): GodsSeat | null {
  const player = state.engagement?.battle?.players.defender;
  return state.players.find((p) => p.id === player)?.id ?? null;
}

/** Rules 27.5: whether a battle move of the God's side is `seat`'s — one made by or for a Creature he lent, or the
 * side's answer to the Darklord's concession (by whoever acts); `done` is offered apart, and a concession never. */
function isHis(state: GodsState, battle: GodsBattleState, seat: GodsSeat, move: GodsBattleMove): boolean {
  if (move.type === 'accept-concession') return true;
  if (move.type === 'concede' || move.type === 'done') return false;
  return lenderOf(state, actingPiece(battle, move)) === seat;
}

/** Rules 27.5: a defender's battle moves — his own Creatures' moves and strikes, his carries, abilities and spells,
 * and `done` for his part of the step when nothing waits; never a concession (no one concedes for the God's side). */
function defenderMoves(state: GodsState, seat: GodsSeat): GodsMove[] {
  const turn = defenderToAct(state);
  const battle = state.engagement?.battle;
  if (!turn || turn.seat !== seat || !battle) return [];
  const all = battleMoves(state, turn.keeper);
  const out = all.filter((m) => m.type === 'battle' && isHis(state, battle, seat, m.move));
  const owes = owedStrikes(battle).some((p) => lenderOf(state, p.id) === seat);
  const battleDone = all.some((m) => m.type === 'battle' && m.move.type === 'done');
  const waits = battle.carry !== null || addonPending(battle);
  if (!waits && (turn.last ? battleDone : !owes)) out.push({ type: 'battle', move: { type: 'done' } });
  return out;
}

/** Rules 27.5: the refusal of a battle move naming a piece another Titan-player lent (he alone acts for it), if so. */
function notHis(state: GodsState, seat: GodsSeat, move: GodsBattleMove): GodsApplyResult | null {
  const battle = state.engagement?.battle;
  const owner = battle ? lenderOf(state, actingPiece(battle, move)) : null;
  if (!owner || owner === seat) return null;
  return refuse('illegal', `27.5: only ${owner} acts for the Creature he lent to the God (${actingPiece(battle!, move)})`);
}

/** Every move of a seat while the final battle is under way. */
export function finalBattleMoves(state: GodsState, seat: GodsSeat): readonly GodsMove[] {
  const fb = state.finalBattle;
  if (!fb) return [];
  if (fb.chooser !== null) return fb.chooser === seat ? [...lendMoves(state, seat), { type: 'pass' }] : [];
  if (isDarklord(state, seat)) return battleMoves(state, seat);
  return defenderMoves(state, seat);
}

/** The seats the final battle waits for. */
export function finalBattleActors(state: GodsState): GodsSeat[] {
  const fb = state.finalBattle;
  if (!fb) return [];
  if (fb.chooser !== null) return [fb.chooser];
  const turn = defenderToAct(state);
  return battleActors(state).map((s) => (turn && s === turn.keeper ? turn.seat : s));
}

/** The defence stands: the God's legion engaged, the battle begun at once (no flight with a Master, 10.4; nobody to
 * agree for the God, 10.5). */
function beginFinalBattle(d: GodsDraft, events: GodsEvent[]): void {
  const fb = d.finalBattle;
  const land = cityLand() ?? 0;
  if (!fb) return;
  fb.chooser = null;
  d.engagement = { land, attacker: fb.attacker, defender: GOD_LEGION, proposal: null, proposed: [], fleeOpen: false, battle: null, aftermath: null };
  events.push({ type: 'engagement', land, attacker: fb.attacker, defender: GOD_LEGION });
  const state = d as GodsState;
  const keeper = titanPlayers(state)[0];
  const darklord = darklordOf(state);
  if (keeper && darklord) startFight(state, d, { attacker: darklord.id, defender: keeper }, events);
}

function lend(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'lend' }>, events: GodsEvent[]): void {
  const fb = d.finalBattle;
  const piece = d.legions.find((l) => l.marker === a.legion)?.pieces.find((p) => p.id === a.piece);
  const from = fb && piece ? touchLegion(d, a.legion) : undefined;
  const god = from ? touchLegion(d, GOD_LEGION) : undefined;
  if (!fb || !from || !god || !piece) return;
  from.pieces = from.pieces.filter((p) => p.id !== piece.id);
  god.pieces.push(piece);
  fb.lent.push({ piece: piece.id, from: from.marker, owner: a.player });
  events.push({ type: 'defenderLent', seat: a.player, legion: from.marker, piece: piece.id, name: piece.name });
  fb.chooser = nextChooser(state, fb, a.player);
}

/** A move as text with its keys sorted, so that two equal moves compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v);
}

/** A listed move without the seat and state it may be stamped with (battle moves are listed as actions, fight.ts). */
function unstamped(m: GodsMove): GodsMove {
  if (!('player' in m) && !('stateId' in m)) return m;
  const { player: _player, stateId: _stateId, ...move } = m as GodsAction;
  return move;
}

/** Applies an action while the final battle is under way (only those `finalBattleMoves` offers, and `permit`); its
 * battle's events go to every seat (27.5: fought in the open, see view.ts). */
export function applyFinalBattleStep(state: GodsState, d: GodsDraft, a: GodsAction, events: GodsEvent[]): GodsApplyResult | null {
  const from = events.length;
  const fail = finalStep(state, d, a, events);
  const everyone = state.players.filter((p) => !p.out).map((p) => p.id);
  for (let i = from; i < events.length; i++) {
    const e = events[i];
    if (e && (e.type === 'battle' || e.type === 'battleStep')) events[i] = { ...e, audience: everyone };
  }
  return fail;
}

function finalStep(state: GodsState, d: GodsDraft, a: GodsAction, events: GodsEvent[]): GodsApplyResult | null {
  const { player, stateId: _stateId, ...move } = a;
  const offered = finalBattleMoves(state, player);
  if (offered.length === 0) return refuse('not-your-turn', `27.5: it is not ${player}'s turn in the final battle`);
  const fb = d.finalBattle;
  if (!fb) return refuse('wrong-phase', 'no final battle');
  const same = canonical(move);
  const darklord = isDarklord(state, player);
  const isDefender = !darklord && a.type === 'battle';
  if (!offered.some((m) => canonical(unstamped(m)) === same) && !(darklord && a.type === 'battle')) {
    if (a.type === 'battle') {
      const theirs = notHis(state, player, a.move);
      if (theirs) return theirs;
    }
    return refuse('illegal', `27.5: ${a.type} is not open to ${player} in the final battle`);
  }
  if (a.type === 'lend') {
    lend(state, d, a, events);
  } else if (a.type === 'pass') {
    fb.passed.push(player);
    events.push({ type: 'defencePassed', seat: player });
    fb.chooser = nextChooser(state, fb, player);
  } else if (a.type === 'battle') {
    const turn = isDefender ? defenderToAct(state) : null;
    if (turn && a.move.type === 'done' && !turn.last) {
      // 27.5: his part of this step is over; the next defending Titan-player's begins.
      fb.done = [...(fb.step === stepKey(state) ? fb.done : []), player];
      fb.step = stepKey(state);
      return null;
    }
    const fail = applyBattleMove(state, d, turn ? { ...a, player: turn.keeper } : a, events);
    if (fail) return fail;
  } else {
    return refuse('illegal', `27.5: ${a.type} is not an action of the final battle`);
  }
  if (d.finalBattle && d.finalBattle.chooser === null && !d.engagement) beginFinalBattle(d, events);
  return null;
}
