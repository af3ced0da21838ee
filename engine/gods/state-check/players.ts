// The seats of a saved Gods of Titan state, field by field: their shape, and what they refer to — the seating and its
// roles (1.2, 5.3, 23.1: three Titan-players, at most one Darklord, seated last), a Titan-player's own Tower land (5.4:
// none yet only while he is still to choose it), characters of the chart in the Personal Pool (3.8),
// the seat's own markers (4.4), spells of the sixteen and no more of each than the seats were dealt (5.1, 15.2), the
// goals of the seat's table and the Experience Points they pay (26.1), trophies of Lords and Masters of seats in the
// game (16.5 Executer), Masters awaited by seats in the game (24.4, 23.7).
import { z } from 'zod';
import { EXPERIENCE_GOALS } from '../data/experience.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { seatingError, stationedCounters } from '../setup.js';
import type { GodsPlayer } from '../state.js';
import { mayBeTrophy } from '../turn/trophies.js';
import type { Checker } from './checker.js';
import { counter, marker, name, role, seat, signedCount, stock } from './fields.js';

/** One seat as it lies in a save. */
export const PlayerSchema = z.strictObject({
  id: seat,
  name: z.string().min(1).max(60),
  role,
  tower: z.number().int().min(0).max(9999).nullable(),
  pool: stock,
  markers: z.array(marker).max(16).readonly(),
  lifegems: signedCount,
  score: counter,
  ep: signedCount,
  spells: z.array(name).max(64).readonly(),
  titanUncovered: z.boolean(),
  out: z.boolean(),
  started: z.boolean(),
  goals: z.array(z.string().min(1).max(60)).max(64).readonly(),
  trophies: z.array(z.strictObject({ name, owner: seat, executer: z.string().min(1).max(20) })).max(100).readonly(),
});

/** Checks every seat's references. */
export function checkPlayers(c: Checker): void {
  const { state } = c;
  const seating = seatingError(state.players);
  if (seating) c.fail(['players'], seating);
  const towers = new Set<number>();
  const spells = new Map<string, number>();
  state.players.forEach((p, i) => {
    const at = (...keys: PropertyKey[]): PropertyKey[] => ['players', i, ...keys];
    checkTower(c, p, at('tower'), towers);
    for (const n of Object.keys(p.pool)) c.character(at('pool', n), n);
    p.markers.forEach((m, j) => c.marker(at('markers', j), m, p.id));
    p.spells.forEach((id, j) => {
      c.spell(at('spells', j), id);
      spells.set(id, (spells.get(id) ?? 0) + 1);
    });
    checkGoals(c, p, i);
    p.trophies.forEach((t, j) => {
      if (!mayBeTrophy(t.name) || !state.players.some((q) => q.id === t.owner)) c.fail(at('trophies', j), `${t.name} of ${t.owner} is no trophy of this game (16.5 Executer)`);
    });
  });
  state.appearing.forEach((a, i) => {
    if (!state.players.some((p) => p.id === a.seat)) c.fail(['appearing', i, 'seat'], `${a.seat} does not play (24.4, 23.7)`);
  });
  for (const [id, n] of spells) if (n > state.players.length) c.fail(['players'], `spell ${id} held ${n} times, more than the ${state.players.length} seats were dealt (5.1)`);
  if (state.active >= state.players.length) c.fail(['active'], `seat ${state.active} of ${state.players.length}`);
}

/** Rules 5.4, 23.1: a Titan-player's Tower is a player Tower of his own; the Darklord has none. */
function checkTower(c: Checker, p: GodsPlayer, keys: PropertyKey[], towers: Set<number>): void {
  if (p.role === 'darklord') {
    if (p.tower !== null) c.fail(keys, 'the Darklord has no player Tower (23.1)');
    return;
  }
  if (p.tower === null) return choosing(c, p, keys);
  if (p.tower === null || GODS_BOARD.byId.get(p.tower)?.kind !== 'tower') c.fail(keys, `${p.tower} is not a player Tower (5.4)`);
  else if (towers.has(p.tower)) c.fail(keys, `Tower ${p.tower} is another seat's too`);
  else towers.add(p.tower);
}

/** Rules 5.4: a Titan-player without a Tower yet is one still to choose it as the game begins — in the set-up, while
 * no Titan-player seated before him has chosen (reverse order of the starting positions), before anyone built
 * starting legions (5.7), holding his Tower marker and his Tower legion's own counters (5.6). */
function choosing(c: Checker, p: GodsPlayer, keys: PropertyKey[]): void {
  const { state } = c;
  const titanPlayers = state.players.filter((q) => q.role === 'titan-player');
  const earlier = titanPlayers.slice(0, titanPlayers.indexOf(p));
  const why = state.phase !== 'setup' ? `no Tower outside the set-up (5.4), phase ${state.phase}`
    : earlier.some((q) => q.tower !== null) ? 'a Titan-player seated before him has chosen his Tower already (5.4: reverse order)'
      : titanPlayers.some((q) => q.started) ? 'starting legions built before every Tower was chosen (5.4, 5.7)'
        : !p.markers.includes(`${p.id}-tower`) ? `his Tower marker ${p.id}-tower is not in his pool (5.4)`
          : stationedCounters('tower').some((x) => x.from === 'owner' && (p.pool[x.name] ?? 0) < 1) ? 'his pool lacks his Tower legion\'s counters (5.6)'
            : stationedCounters('tower').some((x) => x.from === 'neutral' && (state.neutralPool[x.name] ?? 0) < titanPlayers.filter((q) => q.tower === null).length) ? 'the neutral stock lacks the Tower legions\' counters (5.6)'
              : null;
  if (why) c.fail(keys, `null: ${why}`);
}

/** Rules 26.1: goals of the seat's own table, each once, and the Experience Points they pay. */
function checkGoals(c: Checker, p: GodsPlayer, i: number): void {
  const table = EXPERIENCE_GOALS[p.role];
  let ep = 0;
  p.goals.forEach((g, j) => {
    const goal = table.find((x) => x.goal === g);
    if (!goal) c.fail(['players', i, 'goals', j], `${JSON.stringify(g)} is not a goal of ${p.id}'s table (26.3, 26.4)`);
    else if (p.goals.indexOf(g) !== j) c.fail(['players', i, 'goals', j], `${g} paid twice (26.1)`);
    else ep += goal.ep;
  });
  if (p.ep !== ep) c.fail(['players', i, 'ep'], `${p.ep}, not the ${ep} its goals pay (26.1)`);
}
