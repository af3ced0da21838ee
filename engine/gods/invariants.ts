// The rules a Gods of Titan state must always keep, checked after every action by the simulator and on every state a
// save holds: legion sizes (4.2, A6: Pegasus and an uncovered Master), every counter conserved across pools, board and
// the removed pile (3.8, 24.8), every marker in exactly one place (4.4), Lifegems never negative (20.2), EP 0–100
// (26.1), scores never falling, the treaty (8.3: no engagement through round 10), the Mover's legions never sharing a
// land after his Movement Phase (8.1; a black legion 23.5 held in the centre aside;
// parts of one split of any generation named as such, 4.5; the starting legions
// share the City until their owner moves), Sea legions on the outer ring, no Sea-Creature bound to it off it, nobody on
// a Whirl (3.10, 9.2, 27.4), trophies held only for an Executer on the board (16.5), a Master awaited only by a player
// holding it (24.4, 23.7), and the game over only by the rules' ends (1.3, 27.5) or a shortened game's (TITAN §21),
// never past its round limit.
import { godsCharacter } from './data/characters.js';
import { MAX_EP } from './rules/experience.js';
import { legionCapacity } from './rules/legion-size.js';
import { GODS_BOARD } from './movement/board-index.js';
import { heldToRing } from './movement/ashore.js';
import { isSeaLegion } from './movement/occupancy.js';
import { splitRoot } from './movement/split-family.js';
import { gameTotals, markersOf } from './roster.js';
import { SEA_KINDS } from './terrains.js';
import { shownMaster, treatyHolds, type GodsState } from './state.js';
import { titansInPlay } from './turn/eliminate.js';
import { wonInSkycastle } from './engagement/final-end.js';

function counters(s: GodsState): string[] {
  const out: string[] = [];
  const sum: Record<string, number> = {};
  const add = (stock: Readonly<Record<string, number>>, where: string): void => {
    for (const [name, n] of Object.entries(stock)) {
      if (n < 0) out.push(`${where}.${name}: ${n} counters`);
      sum[name] = (sum[name] ?? 0) + n;
    }
  };
  s.players.forEach((p, i) => add(p.pool, `players[${i}].pool`));
  for (const t of s.players.flatMap((p) => p.trophies)) sum[t.name] = (sum[t.name] ?? 0) + 1; // 16.5: trophies, in a pool apart
  add(s.neutralPool, 'neutralPool');
  add(s.removed, 'removed');
  for (const l of s.legions) for (const p of l.pieces) sum[p.name] = (sum[p.name] ?? 0) + 1;
  for (const name of s.engagement?.aftermath?.demilords ?? []) sum[name] = (sum[name] ?? 0) + 1; // 19: slain, waiting for the winner
  const totals = gameTotals(s.players.map((p) => p.role));
  for (const name of new Set([...Object.keys(totals), ...Object.keys(sum)])) {
    if ((sum[name] ?? 0) !== (totals[name] ?? 0)) out.push(`counters: ${sum[name] ?? 0} ${name} in play, pools and removed, the game has ${totals[name] ?? 0}`);
  }
  return out;
}

function markers(s: GodsState): string[] {
  const out: string[] = [];
  s.players.forEach((p, i) => {
    const held = [...p.markers, ...s.legions.filter((l) => l.owner === p.id).map((l) => l.marker)];
    if (p.out) {
      if (held.length > 0) out.push(`players[${i}]: out of the game but holds markers ${held.join(', ')}`);
      return;
    }
    const want = markersOf(p.id, p.role);
    if (held.length !== want.length || want.some((m) => !held.includes(m))) out.push(`players[${i}].markers: ${held.length} markers in pool and play, not the 16 of ${p.id}`);
  });
  const seen = new Set<string>();
  for (const l of s.legions) {
    if (seen.has(l.marker)) out.push(`legions: marker ${l.marker} twice`);
    seen.add(l.marker);
  }
  return out;
}

/** Rules 3.10: swimmers (Aquarian, Siren) are land characters that may also cross the Sea, so a legion of swimmers
 * alone (its other characters slain in a battle) may stand on either. */
function swimmersOnly(l: GodsState['legions'][number]): boolean {
  return l.pieces.length > 0 && l.pieces.every((p) => godsCharacter(p.name)?.water === 'swimmer');
}

/** Rules 10.7.4, 19: a side of the engagement whose battle is over, its last characters Demilords waiting in the
 * aftermath for the winner to revive them: the legion is eliminated when the aftermath ends. */
function awaitingElimination(s: GodsState, l: GodsState['legions'][number]): boolean {
  const e = s.engagement;
  return e?.aftermath != null && (l.marker === e.attacker || l.marker === e.defender);
}

function legions(s: GodsState): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  for (const l of s.legions) {
    if (l.pieces.length === 0 && !l.tower && !awaitingElimination(s, l)) out.push(`legion ${l.marker}: no characters`);
    const names = l.pieces.map((p) => p.name);
    const uncovered = l.pieces.some((p) => shownMaster(s, l, p.name));
    // 10.7.4, 18.1: the beaten legion keeps its slain (and a Lord summoned into its battle) until it is eliminated.
    if (names.length > legionCapacity(names, uncovered) && s.engagement?.aftermath?.loser !== l.marker) out.push(`legion ${l.marker}: ${names.length} characters, more than 4.2 allows`);
    for (const p of l.pieces) {
      if (ids.has(p.id)) out.push(`piece ${p.id} in two places`);
      ids.add(p.id);
    }
    const kind = GODS_BOARD.byId.get(l.land)?.kind;
    if (kind === undefined) out.push(`legion ${l.marker}: on no land (${l.land})`);
    else if (kind === 'whirl') out.push(`legion ${l.marker}: stands on Whirl ${l.land} (9.2)`);
    else if (isSeaLegion(l) && !SEA_KINDS.has(kind) && l.ashore !== true && !swimmersOnly(l)) out.push(`legion ${l.marker}: Sea legion off the outer ring, never gone ashore (3.10, 27.4)`);
    else if (!SEA_KINDS.has(kind) && heldToRing(s, l)) out.push(`legion ${l.marker}: off the outer ring with a Sea-Creature bound to it (3.10)`);
    else if (!isSeaLegion(l) && SEA_KINDS.has(kind) && kind !== 'coast') out.push(`legion ${l.marker}: land legion on the Sea (3.10, 27.4)`);
  }
  // a game the time limit ended may have ended in the middle of a Movement Phase (TITAN §21, turn/clocks.ts)
  if (s.phase !== 'movement' && s.phase !== 'setup' && s.endReason !== 'time-limit') {
    const at = new Map<string, GodsState['legions'][number]>();
    const mover = s.players[s.active]?.id;
    for (const l of s.legions) {
      if (l.owner !== mover || heldInCentre(l)) continue;
      const key = `${l.owner}@${l.land}`;
      const other = at.get(key);
      if (other && splitRoot(s.legions, other) === splitRoot(s.legions, l)) out.push(`legions ${other.marker} and ${l.marker}, parts of one split, on land ${l.land} after the Movement Phase (4.5)`);
      else if (other) out.push(`two legions of ${l.owner} on land ${l.land} after his Movement Phase (8.1)`);
      at.set(key, l);
    }
  }
  return out;
}

/** Rules 23.5 over 8.6 (A1): a black legion stopped short at its start ("even if this means that the Legion could not
 * move at all") stays in the City or Dungeon it could not leave, beside another of its seat's legions there. */
function heldInCentre(l: GodsState['legions'][number]): boolean {
  const kind = GODS_BOARD.byId.get(l.land)?.kind;
  return l.moved !== null && l.moved.steps === 0 && l.moved.from === l.land && (kind === 'city' || kind === 'dungeon');
}

/** Rules 16.5 Executer, 24.4, 23.7: every trophy's Executer stands on the board (else it went back to its owner);
 * every Master waiting for its legion belongs to a player in the game who holds it in his pool. */
function trophiesAndPhantoms(s: GodsState): string[] {
  const out: string[] = [];
  const standing = new Set(s.legions.flatMap((l) => l.pieces.map((p) => p.id)));
  for (const p of s.players) {
    for (const t of p.trophies) if (!standing.has(t.executer)) out.push(`players.${p.id}.trophies: ${t.name} held for Executer ${t.executer}, who is not on the board (16.5)`);
  }
  for (const c of s.appearing) {
    const player = s.players.find((p) => p.id === c.seat);
    if (!player || player.out || (player.pool[c.master] ?? 0) < 1) out.push(`appearing: ${c.seat} waits to place a ${c.master} he does not hold (24.4, 23.7)`);
  }
  return out;
}

/** Broken rules in `state` (given the state before the action, or null). */
export function checkGodsInvariants(prev: GodsState | null, state: GodsState): string[] {
  const out = [...counters(state), ...markers(state), ...legions(state), ...trophiesAndPhantoms(state)];
  state.players.forEach((p, i) => {
    if (p.lifegems < 0) out.push(`players[${i}].lifegems: ${p.lifegems} (20.2)`);
    if (p.ep < 0 || p.ep > MAX_EP) out.push(`players[${i}].ep: ${p.ep} outside 0–${MAX_EP} (26.1)`);
    const before = prev?.players.find((q) => q.id === p.id);
    if (before && p.score < before.score) out.push(`players[${i}].score fell from ${before.score} to ${p.score}`);
    if (before?.titanUncovered && !p.titanUncovered) out.push(`players[${i}]: the Titan was covered again (24.3)`);
  });
  if (treatyHolds(state) && state.engagement !== null) out.push(`an engagement in round ${state.round}, under the treaty (8.3)`);
  // 1.3: the last Titan, or the God destroyed (27.5); TITAN §21: a point target reached or the round limit played.
  const shortened = state.phase === 'over' && (state.endReason === 'point-target' || state.endReason === 'turn-limit' || state.endReason === 'time-limit');
  const ended = titansInPlay(state).length <= 1 || wonInSkycastle(state) || shortened;
  if ((state.phase === 'over') !== ended) out.push(`phase ${state.phase} with ${titansInPlay(state).length} Titans left (1.3)`);
  const limit = state.gameLength.turnLimit;
  if (limit !== null && state.round > limit) out.push(`round ${state.round} past the round limit of ${limit} (TITAN §21)`);
  return out;
}
