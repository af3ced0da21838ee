// Positions for the Gods of Titan game tests, as data: a new game past the set-up, legions placed from the seats'
// own pools (so every counter stays conserved), and a short way to apply an action and get its state.
import { expect } from 'vitest';
import type { GodsAction, GodsMove } from '../../engine/gods/actions.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { engagementSides, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { createGodsGame } from '../../engine/gods/setup.js';
import { draftOf, shownMaster, stateOf, touchLegion, type GodsDraft, type GodsDraftLegion, type GodsOwner, type GodsSeat, type GodsState } from '../../engine/gods/state.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';

/** A new game of 3 or 4 players. */
export function newGame(players: 3 | 4, seed = 1): GodsState {
  const seats = (['red', 'green', 'blue', 'black'] as const).slice(0, players);
  return createGodsGame({ players: seats.map((id) => ({ id, name: id })), seed, towers: null }).state;
}

/** A game whose Titan-players have built their starting legions (each Titan with the Centaur). */
export function started(players: 3 | 4, seed = 1): GodsState {
  let s = newGame(players, seed);
  for (const seat of ['red', 'green', 'blue'] as const) s = act(s, seat, { type: 'chooseStart', withTitan: ['Centaur'] });
  return s;
}

/** Applies a move of `seat`; the test fails if it is refused. */
export function act(s: GodsState, seat: GodsSeat, move: GodsMove): GodsState {
  return step(s, seat, move).state;
}

/** Applies a move of `seat` and returns the state with its events; the test fails if it is refused. */
export function step(s: GodsState, seat: GodsSeat, move: GodsMove): { state: GodsState; events: readonly GodsEvent[] } {
  const r = applyGods(s, { ...move, player: seat, stateId: s.stateId } as GodsAction);
  if (!r.ok) throw new Error(`${seat} ${move.type} refused: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Rules 10.4, 10.8: `seat` insists on battle — once the defender, who decides first, has declined to flee (he does
 * here when he still may). */
export function insistOnBattle(s: GodsState, seat: GodsSeat): GodsState {
  const defender = engagementSides(s)?.defender;
  const stayed = defender && legal(s, defender).some((m) => m.type === 'declineFlee') ? act(s, defender, { type: 'declineFlee' }) : s;
  return act(stayed, seat, { type: 'fight' });
}

/** Red's legion of `names` moves from 143 onto the Neutral Ruin on 144 and engages it; `speaker` plays the Ruin (A38:
 * the Darklord, else the next seat after red). */
export function engageRuin(from: GodsState, names: readonly string[]): { state: GodsState; attacker: string; ruin: string; speaker: GodsSeat } {
  const red = place(from, 'red', 143, names);
  let s = act(red.state, 'red', { type: 'move', legion: red.marker, to: 144, steps: 1, exit: null, teleport: null });
  s = act(s, 'red', { type: 'endMovement' });
  const ruin = s.legions.find((l) => l.land === 144 && l.owner === 'neutral')?.marker ?? '';
  s = act(s, 'red', { type: 'engage', attacker: red.marker, defender: ruin });
  return { state: s, attacker: red.marker, ruin, speaker: from.players.length === 4 ? 'black' : 'green' };
}

/** The refusal code of a move, or 'ok'. */
export function refusal(s: GodsState, seat: GodsSeat, move: GodsMove): string {
  const r = applyGods(s, { ...move, player: seat, stateId: s.stateId } as GodsAction);
  return r.ok ? 'ok' : r.error.code;
}

/** The legal moves of `seat`, without sender and stateId. */
export function legal(s: GodsState, seat: GodsSeat): GodsMove[] {
  return godsLegalActions(s, seat).map(({ player: _p, stateId: _s, ...m }) => m as GodsMove);
}

/** The lands a legion may end a move on, with the lands each move counts. */
export function destinations(s: GodsState, seat: GodsSeat, marker: string): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const m of legal(s, seat)) if (m.type === 'move' && m.legion === marker) out.set(m.to, [...(out.get(m.to) ?? []), m.steps].sort());
  return out;
}

/** A position being edited: the state, writable, its legions too. */
export type EditDraft = Omit<GodsDraft, 'legions'> & { legions: GodsDraftLegion[] };

/** What a position edit may change: the state, writable. */
type Edit = (d: EditDraft) => void;

/** A copy of `s` changed by `edit` (round, phase, EP …). */
export function edit(s: GodsState, change: Edit): GodsState {
  const d = draftOf(s);
  for (const l of [...d.legions]) touchLegion(d, l); // every legion the edit's own to change
  change(d as EditDraft);
  return stateOf(s, d);
}

/** Removes every legion of the seats (not Tower legions) from the board, their characters back to the pools. */
export function clearBoard(s: GodsState): GodsState {
  return edit(s, (d) => {
    for (const l of d.legions.filter((x) => !x.tower)) {
      const player = d.players.find((p) => p.id === l.owner);
      for (const p of l.pieces) if (player) player.pool[p.name] = (player.pool[p.name] ?? 0) + 1;
      player?.markers.push(l.marker);
    }
    d.legions = d.legions.filter((x) => x.tower);
  });
}

/** The seats' Elementals out of their pools and into the removed pile: players immune to spying (23.4), whose covered
 * Titan's legion a black move always stops short of (23.5, A49). */
export function withoutElementals(s: GodsState, seats: readonly GodsSeat[]): GodsState {
  return edit(s, (d) => {
    for (const player of d.players.filter((p) => seats.includes(p.id))) {
      for (const name of ELEMENTALS) {
        const n = player.pool[name] ?? 0;
        if (n === 0) continue;
        player.pool[name] = 0;
        d.removed[name] = (d.removed[name] ?? 0) + n;
      }
    }
  });
}

/** Places a legion of `owner` on `land` from its pool (the neutral stock for 'neutral'); returns the state and marker. */
export function place(s: GodsState, owner: GodsOwner, land: number, names: readonly string[]): { state: GodsState; marker: string } {
  let marker = '';
  const state = edit(s, (d) => {
    const player = d.players.find((p) => p.id === owner);
    const stock = player ? player.pool : d.neutralPool;
    const free = player ? player.markers.find((m) => /-\d+$/.test(m)) : `gray-x${d.nextPiece}`;
    if (free === undefined) throw new Error(`${owner} has no free marker`);
    marker = free;
    if (player) player.markers = player.markers.filter((m) => m !== free);
    const pieces = names.map((name) => {
      if ((stock[name] ?? 0) < 1) throw new Error(`${owner} has no ${name} left`);
      stock[name] = (stock[name] ?? 0) - 1;
      return { id: `p${d.nextPiece++}`, name, hits: 0 };
    });
    d.legions.push({ marker: free, owner, land, pieces, tower: false, moved: null, splitFrom: null });
  });
  return { state, marker };
}

/** Every rule of engine/gods/invariants.ts holds in `s`. */
export function expectSound(s: GodsState): void {
  expect(checkGodsInvariants(null, s)).toEqual([]);
}

/** The names a seat may know of: its own legions and pool (its trophies too, 16.5), the Neutral Towers, uncovered Masters, what it spied (23.3). */
export function knowable(s: GodsState, seat: string): Set<string> {
  const me = s.players.find((p) => p.id === seat);
  // 16.5 Executer: its own pool and the trophies kept in it.
  const known = new Set<string>([...Object.keys(me?.pool ?? {}), ...(me?.trophies ?? []).map((t) => t.name)]);
  for (const l of s.legions) {
    const spied = seat === 'black' && s.spied === l.marker;
    for (const p of l.pieces) if (l.owner === seat || l.owner === 'neutral' || spied || shownMaster(s, l, p.name)) known.add(p.name);
  }
  // 10.8.4: the legions of a battle are revealed to its two sides; 27.5: the final battle to every seat.
  const sides = engagementSides(s);
  if (sides && (sides.attacker === seat || sides.defender === seat || Boolean(s.finalBattle))) {
    for (const p of s.engagement?.battle?.pieces ?? []) known.add(p.name);
    for (const p of s.engagement?.battle?.slain ?? []) known.add(p.name);
    for (const name of s.engagement?.aftermath?.demilords ?? []) known.add(name);
  }
  return known;
}

