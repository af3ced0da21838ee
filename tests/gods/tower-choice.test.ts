// Rules 5.4 (the Titan-players choose their Towers in reverse order of the starting positions) with 5.6 (the Tower
// legion stationed on the Tower chosen) and 5.7 (starting legions only once every Tower is taken): the choice as the
// game plays it, its refusals, and a loaded state held to the same order.
import { describe, expect, it } from 'vitest';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { applyGods } from '../../engine/gods/reducer.js';
import { createGodsGame, PLAYER_TOWERS, type GodsSetup } from '../../engine/gods/setup.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';

const choosing = (darklord: boolean): GodsSetup => ({
  players: (['red', 'green', 'blue', ...(darklord ? ['black'] : [])] as GodsSeat[]).map((id) => ({ id, name: id })),
  seed: 7,
  towers: 'choose',
});

/** Applies `seat`'s chooseTower of `land`; fails the test on a refusal. */
function take(state: GodsState, seat: GodsSeat, land: number): { state: GodsState; events: readonly GodsEvent[] } {
  const r = applyGods(state, { type: 'chooseTower', land, player: seat, stateId: state.stateId });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

const towerLegion = (s: GodsState, seat: string) => s.legions.find((l) => l.marker === `${seat}-tower`);
const problems = (value: unknown): string => {
  const check = checkGodsState(value);
  return check.ok ? '' : check.problems.join(' ');
};

describe('rules 5.4 Tower distribution', () => {
  it('5.4: the last Titan-player chooses first, then the one before him; the first is left the last Tower', () => {
    let s = createGodsGame(choosing(false)).state;
    expect(s.players.map((p) => p.tower)).toEqual([null, null, null]);
    expect(s.legions.filter((l) => l.marker.endsWith('-tower'))).toEqual([]);
    expect(godsActors(s)).toEqual(['blue']);
    expect(godsLegalActions(s, 'blue').map((a) => a.type === 'chooseTower' && a.land)).toEqual([...PLAYER_TOWERS]);
    expect(godsLegalActions(s, 'red')).toEqual([]);
    expect(godsLegalActions(s, 'green')).toEqual([]);
    const [a, b, c] = PLAYER_TOWERS as [number, number, number];

    s = take(s, 'blue', b).state;
    expect(godsActors(s)).toEqual(['green']);
    expect(godsLegalActions(s, 'green').map((x) => x.type === 'chooseTower' && x.land)).toEqual([a, c]);
    const last = take(s, 'green', a);
    s = last.state;
    // the first seat's Tower is the one left: no choice to make, the game goes on to 5.7
    expect(last.events.filter((e) => e.type === 'towerChosen')).toEqual([
      { type: 'towerChosen', seat: 'green', land: a, marker: 'green-tower' },
      { type: 'towerChosen', seat: 'red', land: c, marker: 'red-tower' },
    ]);
    expect(s.players.map((p) => p.tower)).toEqual([c, a, b]);
    expect(godsActors(s)).toEqual(['red']);
    expect(godsLegalActions(s, 'red').every((x) => x.type === 'chooseStart')).toBe(true);
    expect(checkGodsInvariants(null, s)).toEqual([]);
    expect(problems(s)).toBe('');
  });

  it('5.4, 5.6: a Tower chosen carries its player\'s Tower marker and legion — Angel, Gargoyle, Centaur, Ogre from his pool, a Guardian from the neutral stock — as a Tower the setup gives', () => {
    const [a, b, c] = PLAYER_TOWERS as [number, number, number];
    let s = createGodsGame(choosing(false)).state;
    s = take(take(s, 'blue', a).state, 'green', c).state;
    const given = createGodsGame({ ...choosing(false), towers: [b, c, a] }).state;
    for (const seat of ['red', 'green', 'blue'] as const) {
      const mine = towerLegion(s, seat);
      const theirs = towerLegion(given, seat);
      expect(mine?.land).toBe(theirs?.land);
      expect(mine?.tower).toBe(true);
      expect(mine?.pieces.map((p) => p.name)).toEqual(['Angel', 'Gargoyle', 'Centaur', 'Ogre', 'Guardian']);
      expect(mine?.pieces.map((p) => p.name)).toEqual(theirs?.pieces.map((p) => p.name));
      const player = s.players.find((p) => p.id === seat);
      expect(player?.markers).not.toContain(`${seat}-tower`);
      expect(player?.pool).toEqual(given.players.find((p) => p.id === seat)?.pool);
    }
    expect(s.neutralPool).toEqual(given.neutralPool);
    expect(new Set(s.legions.flatMap((l) => l.pieces.map((p) => p.id))).size).toBe(s.legions.reduce((n, l) => n + l.pieces.length, 0));
  });

  it('5.3, 5.4: with a Darklord the three Titan-players still choose in reverse order; the Darklord takes no part (his Darktowers are placed)', () => {
    const s = createGodsGame(choosing(true)).state;
    expect(godsActors(s)).toEqual(['blue']);
    expect(godsLegalActions(s, 'black')).toEqual([]);
    expect(s.legions.filter((l) => l.owner === 'black' && l.tower).length).toBe(3);
    expect(problems(s)).toBe('');
  });

  it('5.4: a choice out of turn, of a Tower taken or of a land that is no player Tower is refused with a typed error', () => {
    const [a, b] = PLAYER_TOWERS as [number, number, number];
    const s = createGodsGame(choosing(false)).state;
    const refused = (state: GodsState, action: Record<string, unknown>): string => {
      const r = applyGods(state, { ...action, stateId: state.stateId } as unknown as GodsAction);
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(refused(s, { type: 'chooseTower', land: a, player: 'red' })).not.toBe('accepted');
    expect(refused(s, { type: 'chooseTower', land: 101, player: 'blue' })).toBe('illegal');
    const after = take(s, 'blue', a).state;
    expect(refused(after, { type: 'chooseTower', land: a, player: 'green' })).toBe('illegal');
    expect(refused(after, { type: 'chooseStart', withTitan: [], player: 'red' })).not.toBe('accepted');
    expect(refused(after, { type: 'chooseTower', land: b, player: 'green' })).toBe('accepted');
  });

  it('5.4: a loaded state holds a Titan-player without a Tower only in the set-up, before every later seat chose, with his marker and counters', () => {
    const s = createGodsGame(choosing(false)).state;
    const [a] = PLAYER_TOWERS as [number, number, number];
    const blueChose = take(s, 'blue', a).state;
    expect(problems(blueChose)).toBe('');
    // green chose before blue (not reverse order)
    const wrongOrder = structuredClone(blueChose) as unknown as { players: { tower: number | null }[] };
    wrongOrder.players[1]!.tower = wrongOrder.players[2]!.tower;
    wrongOrder.players[2]!.tower = null;
    expect(problems(wrongOrder)).toContain('players[2].tower');
    expect(problems({ ...s, phase: 'movement' })).toContain('no Tower outside the set-up');
    const noMarker = structuredClone(s) as unknown as { players: { markers: string[] }[] };
    noMarker.players[0]!.markers = noMarker.players[0]!.markers.filter((m) => m !== 'red-tower');
    expect(problems(noMarker)).toContain('red-tower is not in his pool');
    const noAngel = structuredClone(s) as unknown as { players: { pool: Record<string, number> }[] };
    noAngel.players[2]!.pool.Angel = 0;
    expect(problems(noAngel)).toContain('players[2].tower');
  });
});
