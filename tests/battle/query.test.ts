// The battle `query` oracle contract: scenario validation, hex naming and each kind's result shape.
import { describe, expect, it } from 'vitest';
import { isBattleScenario, runBattleQuery } from '../../engine/titan/query/battle-query.js';

const base = {
  battleland: 'Plains',
  activeSide: 'attacker',
  phase: 'strike',
  pieces: [
    { creature: 'Ogre', side: 'attacker', hex: 'C3', hits: 0 },
    { creature: 'Troll', side: 'defender', hex: 'C4', hits: 0 },
  ],
};
const ask = (query: object, extra: object = {}) => runBattleQuery({ ...base, ...extra, query });

describe('query oracle: battle kinds', () => {
  it('routes only scenarios that carry a battleland', () => {
    expect(isBattleScenario({ ...base, query: { kind: 'range', from: 'A1', to: 'A1' } })).toBe(true);
    expect(isBattleScenario({ masterboard: {} })).toBe(false);
    expect(isBattleScenario(null)).toBe(false);
    expect(isBattleScenario([])).toBe(false);
  });

  it('range counts inclusively', () => {
    expect(ask({ kind: 'range', from: 'C3', to: 'C3' })).toEqual({ ok: true, value: 1 });
    expect(ask({ kind: 'range', from: 'C3', to: 'C4' })).toEqual({ ok: true, value: 2 });
    expect(ask({ kind: 'range', from: 'A1', to: 'F4' })).toEqual({ ok: true, value: 6 });
  });

  it('los-blocked, can-strike, legal-targets, strike-number, dice answer for pieces named by hex', () => {
    expect(ask({ kind: 'los-blocked', from: 'C2', to: 'C5' })).toEqual({ ok: true, value: true });
    expect(ask({ kind: 'can-strike', striker: 'C3', target: 'C4' })).toEqual({ ok: true, value: true });
    expect(ask({ kind: 'legal-targets', striker: 'C4' })).toEqual({ ok: true, value: ['C3'] });
    expect(ask({ kind: 'strike-number', striker: 'C3', target: 'C4' })).toEqual({ ok: true, value: 4 });
    expect(ask({ kind: 'dice', striker: 'C4', target: 'C3' })).toEqual({ ok: true, value: 8 });
  });

  it('strike-number is null and dice 0 when the strike is not allowed', () => {
    const far = { pieces: [base.pieces[0], { creature: 'Troll', side: 'defender', hex: 'F4', hits: 0 }] };
    expect(ask({ kind: 'strike-number', striker: 'C3', target: 'F4' }, far)).toEqual({ ok: true, value: null });
    expect(ask({ kind: 'dice', striker: 'C3', target: 'F4' }, far)).toEqual({ ok: true, value: 0 });
  });

  it('Strike Chart query: strike-number and strike-options answer a 1 for a Skill-5 strike against Skill 2', () => {
    // The Centaur on the Tower's C3 strikes down across the Wall: skill 5 against the Ogre (2) needs 1, against the
    // Lion (3) 2; announcing 2 lets the hits carry to the Lion.
    const tower = {
      battleland: 'Tower',
      pieces: [
        { creature: 'Centaur', side: 'attacker', hex: 'C3' },
        { creature: 'Ogre', side: 'defender', hex: 'C2' },
        { creature: 'Lion', side: 'defender', hex: 'B2' },
      ],
    };
    expect(ask({ kind: 'strike-number', striker: 'C3', target: 'C2' }, tower)).toEqual({ ok: true, value: 1 });
    expect(ask({ kind: 'strike-number', striker: 'C3', target: 'B2' }, tower)).toEqual({ ok: true, value: 2 });
    expect(ask({ kind: 'strike-options', striker: 'C3', target: 'C2' }, tower)).toEqual({
      ok: true,
      value: [
        { dice: 3, strikeNumber: 1, carryTargets: [] },
        { dice: 3, strikeNumber: 2, carryTargets: ['B2'] },
      ],
    });
  });

  it('carry-targets and strike-options name hexes, sorted', () => {
    const pieces = [
      { creature: 'Ogre', side: 'attacker', hex: 'C3', hits: 0 },
      { creature: 'Lion', side: 'defender', hex: 'C4', hits: 3 },
      { creature: 'Centaur', side: 'defender', hex: 'D3', hits: 0 },
      { creature: 'Centaur', side: 'defender', hex: 'B3', hits: 0 },
    ];
    expect(ask({ kind: 'carry-targets', striker: 'C3', target: 'D3' }, { pieces })).toEqual({ ok: true, value: ['B3', 'C4'] });
    expect(ask({ kind: 'strike-options', striker: 'C3', target: 'C4' }, { pieces })).toEqual({
      ok: true,
      value: [
        { dice: 6, strikeNumber: 5, carryTargets: [] },
        { dice: 6, strikeNumber: 6, carryTargets: ['B3', 'D3'] },
      ],
    });
  });

  it('legal-moves answers for the active side, sorted', () => {
    const value = ask({ kind: 'legal-moves', hex: 'A1' }, { phase: 'maneuver', pieces: [{ creature: 'Ogre', side: 'attacker', hex: 'A1', hits: 0 }] });
    expect(value).toEqual({ ok: true, value: ['A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'] });
  });

  it('a Titan has power 6 unless the scenario gives "power"', () => {
    const titan = (power?: number) => ({ pieces: [{ creature: 'Titan', side: 'attacker', hex: 'C3', hits: 0, ...(power ? { power } : {}) }, base.pieces[1]] });
    expect(ask({ kind: 'dice', striker: 'C3', target: 'C4' }, titan())).toEqual({ ok: true, value: 6 });
    expect(ask({ kind: 'dice', striker: 'C3', target: 'C4' }, titan(9))).toEqual({ ok: true, value: 9 });
  });

  it('an inline land records hexsides on the hex that lists them, and "tower" makes it a Tower', () => {
    const hill = { hexes: { C3: { terrain: 'Plains', elevation: 1, hexsides: { '0': 'Slope' } } } };
    const lion = { battleland: hill, pieces: [{ creature: 'Lion', side: 'attacker', hex: 'C3', hits: 0 }, base.pieces[1]] };
    expect(ask({ kind: 'dice', striker: 'C3', target: 'C4' }, lion)).toEqual({ ok: true, value: 6 });
    const tower = {
      battleland: { hexes: { D4: { terrain: 'Tower', elevation: 1 } } },
      tower: true,
      activeSide: 'defender',
      phase: 'maneuver',
      round: 1,
      pieces: [{ creature: 'Ogre', side: 'defender', hex: 'D4', hits: 0 }],
    };
    // Walled hexes are Tower hazard without hexsides here, so the Ogre (skill 2) walks two plain hexes.
    const moves = ask({ kind: 'legal-moves', hex: 'D4' }, tower);
    expect(moves.ok && Array.isArray(moves.value) && moves.value.length).toBe(18);
  });

  it('the attacker entry edge matters only through the position (defaults to Bottom)', () => {
    const left = ask({ kind: 'range', from: 'A3', to: 'D6' }, { attackerEntry: 'Left' });
    expect(left).toEqual({ ok: true, value: 4 });
  });
});

describe('query oracle: refusals', () => {
  const refused = (r: ReturnType<typeof runBattleQuery>) => expect(r.ok).toBe(false);

  it('refuses unknown kinds, bad hexes, unknown creatures and battlelands', () => {
    refused(ask({ kind: 'teleport', from: 'C3' }));
    refused(ask({ kind: 'range', from: 'G1', to: 'C3' }));
    refused(ask({ kind: 'range', from: 'C3' }));
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { battleland: 'Atlantis' }));
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { pieces: [{ creature: 'Kraken', side: 'attacker', hex: 'C3', hits: 0 }] }));
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { activeSide: 'both' }));
    refused(runBattleQuery('nonsense'));
  });

  it('refuses two pieces on one hex, a query naming an empty hex and "tower" on a named land', () => {
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { pieces: [base.pieces[0], { ...base.pieces[1], hex: 'C3' }] }));
    refused(ask({ kind: 'can-strike', striker: 'C3', target: 'D4' }));
    refused(ask({ kind: 'legal-targets', striker: 'D4' }));
    refused(ask({ kind: 'legal-moves', hex: 'D4' }));
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { tower: true }));
  });

  it('refuses bad inline hexes and hazards', () => {
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { battleland: { hexes: { G9: { terrain: 'Plains', elevation: 0 } } } }));
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { battleland: { hexes: { C3: { terrain: 'Lava', elevation: 0 } } } }));
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { battleland: { hexes: { C3: { terrain: 'Plains', hexsides: { '7': 'Slope' } } } } }));
    refused(ask({ kind: 'range', from: 'C3', to: 'C4' }, { battleland: { hexes: { C3: { terrain: 'Plains', hexsides: { '1': 'River' } } } } }));
  });
});
