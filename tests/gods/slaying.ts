// Battles of the Gods of Titan game tests brought to their end through the game's reducer, as data: the slayings of a
// strike phase set on the battle's state (who slew whom), then the striking seat's `done` — the battle removes the
// slain, ends (a side gone, a Master slain, the time-out) and the game scores it, exactly as after rolled strikes.
import type { GodsBattlePiece } from '../../engine/gods/battle/types.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { DESERT } from './game-battle-helpers.js';
import { act, clearBoard, edit, place, started } from './game-helpers.js';

/** Red's `red` attacks green's `green` on the Desert in round 11, battle called (unless `call` is false: the
 * engagement open, nothing decided); red's Titan waits on 101; green has no legion besides but his Tower legion
 * (Angel, Centaur, Gargoyle, Guardian, Ogre: worth 80, 5 characters) and `others` (land, names). With 4 `players` the
 * Darklord plays, each Titan-player holding an Elemental in his pool. */
export function fight(red: readonly string[], green: readonly string[], others: readonly (readonly [number, readonly string[]])[] = [], players: 3 | 4 = 3, call = true): GodsState {
  let s = place(clearBoard(started(players)), 'red', 101, ['Titan']).state;
  for (const [land, names] of others) s = place(s, 'green', land, names).state;
  const a = place(s, 'red', DESERT, red);
  const b = place(a.state, 'green', DESERT, green);
  s = edit(b.state, (d) => {
    d.round = 11;
    d.phase = 'engagement';
    d.active = 0;
  });
  s = act(s, 'red', { type: 'engage', attacker: a.marker, defender: b.marker });
  return call ? act(s, 'red', { type: 'fight' }) : s;
}

/** The battle piece of a name on a side (the first), the test failing when there is none. */
export function piece(s: GodsState, side: 'attacker' | 'defender', name: string, nth = 0): GodsBattlePiece {
  const found = (s.engagement?.battle?.pieces ?? []).filter((p) => p.side === side && p.name === name)[nth];
  if (!found) throw new Error(`no ${name} on the ${side}'s side`);
  return found;
}

/**
 * The strike phase of round `round` of `seat`'s side in which each victim (a piece id) was slain by its slayer (a
 * piece id, null for a hazard), every other piece off contact, waiting for `seat` to end its strikes.
 */
export function withSlayings(s: GodsState, seat: GodsSeat, victims: readonly (readonly [string, string | null])[], round = 2): GodsState {
  const dead = new Map(victims);
  return edit(s, (d) => {
    const b = d.engagement?.battle;
    if (!d.engagement || !b) throw new Error('no battle');
    const active = b.players.attacker === seat ? 'attacker' : 'defender';
    const pieces = b.pieces.map((p) => {
      const by = dead.get(p.id);
      return by === undefined ? { ...p, hex: null, mustStrike: false, struck: true } : { ...p, hex: null, hits: p.power, slain: true, slainBy: by };
    });
    const masterSlain = pieces.some((p) => p.slain && ['Titan', 'Phantom', 'Dark-Titan'].includes(p.name));
    d.engagement.battle = { ...b, round, phase: 'strike', active, carry: null, pieces, masterSlain };
  });
}

/** `withSlayings`, then `seat` ends its strikes and the battle goes on by its rules: the state after that `done`. */
export function strikeDown(s: GodsState, seat: GodsSeat, victims: readonly (readonly [string, string | null])[], round = 2): GodsState {
  return act(withSlayings(s, seat, victims, round), seat, { type: 'battle', move: { type: 'done' } });
}
