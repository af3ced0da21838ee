// rules 16.5 Executer: random legal play from a position where every Titan-player's Executer has grown and holds
// trophies — every state keeps the game's invariants (a trophy is counted once, held only while its Executer stands,
// 16.5; engine/gods/invariants.ts), and whenever an Executer leaves the board its trophies go back to their owners'
// pools (checked at least 5 times over the seeds).
import { describe, expect, it } from 'vitest';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { prng } from '../prng.js';
import { clearBoard, edit, place, started } from './game-helpers.js';

const SEEDS = 5;
const ACTIONS = 2000;

/** Round 11, red's Movement Phase: each Titan-player's Titan legion holds his Executer, grown by two kills, with the
 * other two seats' Angels as its trophies; the legions stand close, so that they meet. */
function grown(): GodsState {
  let s = edit(clearBoard(started(3)), (d) => {
    d.round = 11;
    d.phase = 'movement';
    d.active = 0;
  });
  const lands: Readonly<Record<string, number>> = { red: 103, green: 104, blue: 105 };
  for (const seat of ['red', 'green', 'blue'] as const) s = place(s, seat, lands[seat] ?? 0, ['Titan', 'Executer', 'Lion', 'Troll']).state;
  return edit(s, (d) => {
    for (const holder of d.players) {
      const legion = d.legions.find((l) => l.owner === holder.id && l.pieces.some((p) => p.name === 'Executer'));
      const executer = legion?.pieces.find((p) => p.name === 'Executer');
      if (!legion || !executer) continue;
      legion.pieces = legion.pieces.map((p) => (p === executer ? { ...p, kills: 2 } : p));
      for (const owner of d.players.filter((p) => p.id !== holder.id)) {
        owner.pool.Angel = (owner.pool.Angel ?? 0) - 1;
        holder.trophies.push({ name: 'Angel', owner: owner.id, executer: executer.id });
      }
    }
  });
}

describe('rules 16.5 Executer in random legal play', () => {
  it('rules 16.5 Executer: trophies are conserved and held only while their Executer stands; an Executer gone gives them back', () => {
    const start = grown();
    expect(checkGodsInvariants(null, start)).toEqual([]);
    let returned = 0;
    let battles = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const rnd = prng(seed);
      let s = start;
      for (let n = 0; n < ACTIONS && s.phase !== 'over'; n++) {
        const actor = godsActors(s)[0] as GodsSeat | undefined;
        if (!actor) break;
        const legal = godsLegalActions(s, actor);
        const a = legal[Math.floor(rnd() * legal.length)];
        if (!a) throw new Error(`${actor} must act but has no legal action`);
        const r = applyGods(s, a);
        if (!r.ok) throw new Error(`a legal action was refused: ${r.error.message}`);
        expect(checkGodsInvariants(s, r.state)).toEqual([]);
        returned += r.events.filter((e) => e.type === 'trophiesReturned').length;
        battles += r.events.filter((e) => e.type === 'battleBegins').length;
        s = r.state;
      }
    }
    expect(battles).toBeGreaterThan(0);
    expect(returned).toBeGreaterThanOrEqual(5); // checked at least 5 times
  });
});
