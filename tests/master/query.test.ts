// The masterboard `query` oracle contract: input validation, the two query kinds and their exact answer shapes.
import { describe, expect, it } from 'vitest';
import { isMasterScenario, runMasterQuery } from '../../engine/titan/query/master-query.js';

const position = {
  turn: 3,
  mover: 'Red',
  players: [
    { color: 'Red', score: 0 },
    { color: 'Blue', score: 0 },
  ],
  legions: [
    { marker: 'Rd01', player: 'Red', land: 1, creatures: ['Titan', 'Ogre', 'Ogre'], moved: false },
    { marker: 'Bu01', player: 'Blue', land: 3000, creatures: ['Titan', 'Centaur'], moved: false },
  ],
};
const ask = (query: unknown, masterboard: unknown = position) => runMasterQuery({ masterboard, query });
const errorOf = (r: ReturnType<typeof runMasterQuery>) => (r.ok ? null : r.error);

describe('masterboard query oracle', () => {
  it('isMasterScenario recognises inputs carrying a masterboard position', () => {
    expect(isMasterScenario({ masterboard: position, query: {} })).toBe(true);
    expect(isMasterScenario({ battle: {} })).toBe(false);
    expect(isMasterScenario(null)).toBe(false);
    expect(isMasterScenario('masterboard')).toBe(false);
  });

  it('§7 master-moves answers sorted normal and teleport destinations', () => {
    expect(ask({ kind: 'master-moves', marker: 'Rd01', roll: 5 })).toEqual({ ok: true, value: { moves: [6, 3000], teleports: [] } });
  });

  it('§10.1 entry-sides answers the sorted sides of an engagement, [] for a land without one', () => {
    expect(ask({ kind: 'entry-sides', marker: 'Rd01', roll: 5, land: 3000 })).toEqual({ ok: true, value: ['Left', 'Right'] });
    expect(ask({ kind: 'entry-sides', marker: 'Rd01', roll: 5, land: 6 })).toEqual({ ok: true, value: [] });
    expect(ask({ kind: 'entry-sides', marker: 'Rd01', roll: 2, land: 3000 })).toEqual({ ok: true, value: [] });
  });

  it('§8.2 the mover\'s score from the players list enables Titan teleport', () => {
    const rich = { ...position, players: [{ color: 'Red', score: 400 }, { color: 'Blue', score: 0 }] };
    expect(ask({ kind: 'master-moves', marker: 'Rd01', roll: 6 }, rich)).toEqual({ ok: true, value: { moves: [7, 3000], teleports: [3000] } });
    expect(ask({ kind: 'entry-sides', marker: 'Rd01', roll: 6, land: 3000 }, rich)).toEqual({ ok: true, value: ['Bottom', 'Left', 'Right'] });
  });

  it('§7.1 query: a moved legion of the mover on an enemy\'s land is a pending engagement — not entered, crossed or teleported onto', () => {
    const engaged = {
      ...position,
      players: [{ color: 'Red', score: 400 }, { color: 'Blue', score: 0 }],
      legions: [
        ...position.legions,
        { marker: 'Rd02', player: 'Red', land: 2, creatures: ['Angel', 'Centaur'], moved: true },
        { marker: 'Bu02', player: 'Blue', land: 2, creatures: ['Titan', 'Centaur'], moved: false },
      ],
    };
    // Without the engagement, roll 6 reaches Blue on 2 and Titan-teleports onto 2 and 3000.
    expect(ask({ kind: 'master-moves', marker: 'Rd01', roll: 6 }, engaged)).toEqual({ ok: true, value: { moves: [3000], teleports: [3000] } });
    expect(ask({ kind: 'entry-sides', marker: 'Rd01', roll: 6, land: 2 }, engaged)).toEqual({ ok: true, value: [] });
    expect(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, engaged)).toEqual({ ok: true, value: { moves: [3000, 5000], teleports: [] } });
  });

  it('§21 an optional variant selects the Titan Variant tables', () => {
    const v = { ...position, variant: 'titan-variant', legions: [{ marker: 'Rd01', player: 'Red', land: 1, creatures: ['Titan', 'Cyclops'], moved: false }] };
    expect(ask({ kind: 'master-moves', marker: 'Rd01', roll: 2 }, v)).toEqual({ ok: true, value: { moves: [3, 2000, 6000], teleports: [] } });
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 2 }, { ...v, legions: position.legions }))).toMatch(/Ogre/);
  });

  it('rejects unknown kinds and malformed input', () => {
    expect(errorOf(ask({ kind: 'battle-moves', marker: 'Rd01', roll: 3 }))).toBeTruthy();
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 7 }))).toBeTruthy();
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 2.5 }))).toBeTruthy();
    expect(errorOf(ask({ kind: 'entry-sides', marker: 'Rd01', roll: 3 }))).toBeTruthy();
    expect(errorOf(runMasterQuery({ masterboard: position }))).toBeTruthy();
    expect(errorOf(runMasterQuery(42))).toBeTruthy();
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, { ...position, players: 'Red' }))).toBeTruthy();
  });

  it('rejects positions naming unknown markers, lands, creatures or players', () => {
    const legions = (extra: object) => ({ ...position, legions: [...position.legions, extra] });
    const base = { marker: 'Bu02', player: 'Blue', land: 5, creatures: ['Ogre'], moved: false };
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd09', roll: 3 }))).toMatch(/Rd09/);
    expect(errorOf(ask({ kind: 'entry-sides', marker: 'Rd01', roll: 3, land: 43 }))).toMatch(/43/);
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, legions({ ...base, land: 99 })))).toMatch(/99/);
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, legions({ ...base, creatures: ['Dwarf'] })))).toMatch(/Dwarf/);
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, legions({ ...base, player: 'Green' })))).toMatch(/Green/);
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, legions({ ...base, marker: 'Rd01' })))).toMatch(/twice/);
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, { ...position, mover: 'Gold' }))).toMatch(/Gold/);
    const eight = ['Titan', 'Ogre', 'Ogre', 'Ogre', 'Ogre', 'Ogre', 'Ogre', 'Ogre'];
    expect(errorOf(ask({ kind: 'master-moves', marker: 'Rd01', roll: 3 }, legions({ ...base, creatures: eight })))).toMatch(/more than 7/);
  });

  it('§6.2 a legion of a player other than the mover has no moves in the mover\'s phase', () => {
    expect(ask({ kind: 'master-moves', marker: 'Bu01', roll: 1 })).toEqual({ ok: true, value: { moves: [], teleports: [] } });
  });
});
