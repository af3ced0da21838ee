import { describe, expect, it } from 'vitest';
import { getVariant, legalActions, playersToAct, viewFor } from '../../engine/titan/index.js';
import { earnedAcquisitions } from '../../engine/titan/engagement/acquisition.js';
import type { GameState } from '../../engine/titan/state.js';
import { act, legion, refused, startedGame, withPosition } from './fixtures.js';

/** Red (the mover) has moved legion Rd01 onto Blue's Bu01 in land 1 (Plains); the engagement is chosen. */
function engaged(att: string[], def: string[], scores: { Red?: number; Blue?: number } = {}, extra: ReturnType<typeof legion>[] = []): GameState {
  let s = startedGame(['Red', 'Blue']);
  s = { ...s, active: s.players.findIndex((p) => p.id === 'Red') };
  s = withPosition(s, [
    legion('Rd01', 'Red', 1, att, { moved: true, movedFrom: 2, entrySide: 'Left' }),
    legion('Bu01', 'Blue', 1, def),
    legion('Rd02', 'Red', 100, ['Titan', 'Angel']),
    legion('Bu02', 'Blue', 400, ['Titan', 'Angel']),
    ...extra,
  ].filter((l, i, all) => all.findIndex((x) => x.marker === l.marker) === i));
  s = {
    ...s,
    phase: 'engage',
    pendingEngagements: [1],
    turn: { ...s.turn, roll: 1 },
    players: s.players.map((p) => ({ ...p, score: scores[p.id as 'Red' | 'Blue'] ?? 0 })),
  };
  return act(s, 'Red', { type: 'engage', land: 1 }).state;
}

const score = (s: GameState, p: string) => s.players.find((x) => x.id === p)?.score;

describe('§9 engagements', () => {
  it('§9.1 the two players see each other\'s legions; nobody else does', () => {
    let s = startedGame(['Red', 'Blue', 'Green']);
    s = { ...s, active: s.players.findIndex((p) => p.id === 'Red') };
    s = withPosition(s, [legion('Rd01', 'Red', 1, ['Ogre', 'Ogre', 'Troll'], { moved: true }), legion('Bu01', 'Blue', 1, ['Lion', 'Lion']), legion('Gr01', 'Green', 300, ['Titan', 'Angel'])]);
    s = { ...s, phase: 'engage', pendingEngagements: [1], turn: { ...s.turn, roll: 1 } };
    s = act(s, 'Red', { type: 'engage', land: 1 }).state;
    expect(viewFor(s, 'Blue').legions.find((l) => l.marker === 'Rd01')?.creatures).toEqual(['Ogre', 'Ogre', 'Troll']);
    expect(viewFor(s, 'Red').legions.find((l) => l.marker === 'Bu01')?.creatures).toEqual(['Lion', 'Lion']);
    expect(viewFor(s, 'Green').legions.find((l) => l.marker === 'Rd01')?.creatures).toEqual([null, null, null]);
  });

  it('§9.2 a lordless defender may flee: eliminated, the attacker scores half its value rounded down', () => {
    let s = engaged(['Ogre', 'Ogre', 'Troll'], ['Lion', 'Centaur', 'Gargoyle']);
    expect(playersToAct(s)).toEqual(['Blue']);
    s = act(s, 'Blue', { type: 'flee' }).state;
    expect(s.legions.Bu01).toBeUndefined();
    expect(score(s, 'Red')).toBe(Math.floor((15 + 12 + 12) / 2));
    expect(s.legions.Rd01.creatures).toEqual(['Ogre', 'Ogre', 'Troll']);
    expect(s.graveyard.Lion).toBe(1);
  });

  it('§9.2 the defender chooses first: while he may flee the attacker may not propose, fight or concede', () => {
    const s = engaged(['Ogre', 'Ogre', 'Troll'], ['Lion', 'Centaur', 'Gargoyle']);
    expect(legalActions(s, 'Red')).toEqual([]);
    expect(refused(s, 'Red', { type: 'propose', attackerLosses: [], defenderLosses: ['Lion', 'Centaur', 'Gargoyle'] })).toBe('not-your-turn');
    expect(refused(s, 'Red', { type: 'fight' })).toBe('not-your-turn');
    expect(refused(s, 'Red', { type: 'concede' })).toBe('illegal');
    expect(legalActions(s, 'Blue').map((a) => a.type)).toContain('flee');
  });

  it('§9.2 a defending legion containing a lord cannot flee', () => {
    const s = engaged(['Ogre', 'Ogre'], ['Angel', 'Centaur']);
    expect(refused(s, 'Blue', { type: 'flee' })).toBe('illegal');
    expect(legalActions(s, 'Blue').some((a) => a.type === 'flee')).toBe(false);
  });

  it('§9.2 once the defender suggests an agreement he may no longer flee', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Centaur', 'Centaur']);
    s = act(s, 'Blue', { type: 'propose', attackerLosses: ['Ogre', 'Ogre'], defenderLosses: [] }).state;
    s = act(s, 'Red', { type: 'propose', attackerLosses: [], defenderLosses: ['Centaur', 'Centaur'] }).state;
    expect(refused(s, 'Blue', { type: 'flee' })).toBe('illegal');
  });

  it('§9.3 an agreement must eliminate at least one legion; accepted, the winner scores the loser\'s full value', () => {
    let s = engaged(['Ogre', 'Ogre', 'Troll'], ['Lion', 'Centaur']);
    expect(refused(s, 'Blue', { type: 'propose', attackerLosses: ['Ogre'], defenderLosses: ['Lion'] })).toBe('illegal');
    s = act(s, 'Blue', { type: 'propose', attackerLosses: ['Ogre'], defenderLosses: ['Lion', 'Centaur'] }).state;
    expect(playersToAct(s)).toEqual(['Red']);
    expect(viewFor(s, 'Red').engagement?.proposal?.defenderLosses).toEqual(['Lion', 'Centaur']);
    s = act(s, 'Red', { type: 'accept' }).state;
    expect(s.legions.Bu01).toBeUndefined();
    expect(s.legions.Rd01.creatures).toEqual(['Ogre', 'Troll']);
    expect(score(s, 'Red')).toBe(27);
  });

  it('§9.3 mutual elimination by agreement awards no points', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Lion', 'Centaur']);
    s = act(s, 'Blue', { type: 'propose', attackerLosses: ['Ogre', 'Ogre'], defenderLosses: ['Lion', 'Centaur'] }).state;
    s = act(s, 'Red', { type: 'accept' }).state;
    expect(s.legions.Bu01).toBeUndefined();
    expect(s.legions.Rd01).toBeUndefined();
    expect(score(s, 'Red')).toBe(0);
    expect(score(s, 'Blue')).toBe(0);
  });

  it('§9.3 a proposal is private to the two players', () => {
    let s = startedGame(['Red', 'Blue', 'Green']);
    s = { ...s, active: s.players.findIndex((p) => p.id === 'Red') };
    s = withPosition(s, [legion('Rd01', 'Red', 1, ['Ogre', 'Ogre'], { moved: true }), legion('Bu01', 'Blue', 1, ['Lion', 'Lion']), legion('Gr01', 'Green', 300, ['Titan'])]);
    s = act({ ...s, phase: 'engage', pendingEngagements: [1], turn: { ...s.turn, roll: 1 } }, 'Red', { type: 'engage', land: 1 }).state;
    s = act(s, 'Blue', { type: 'propose', attackerLosses: [], defenderLosses: ['Lion', 'Lion'] }).state;
    expect(viewFor(s, 'Green').engagement?.proposal).toBeNull();
    expect(viewFor(s, 'Green').legions.find((l) => l.marker === 'Bu01')?.creatures).toEqual([null, null]);
    expect(viewFor(s, 'Red').engagement?.proposal?.defenderLosses).toEqual(['Lion', 'Lion']);
  });

  it('§9.4 the conceding legion is eliminated and the winner scores its full value', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Lion', 'Centaur']);
    expect(refused(s, 'Red', { type: 'concede' })).toBe('illegal');
    s = act(s, 'Blue', { type: 'concede' }).state;
    expect(s.legions.Bu01).toBeUndefined();
    expect(score(s, 'Red')).toBe(27);
  });

  it('§9.4/§19.4 conceding with the Titan legion eliminates the player; his legions score half; markers pass to the winner', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Titan', 'Centaur']);
    s = act(s, 'Blue', { type: 'concede' }).state;
    const blue = s.players.find((p) => p.id === 'Blue');
    expect(blue?.alive).toBe(false);
    expect(Object.values(s.legions).some((l) => l.owner === 'Blue')).toBe(false);
    // Titan 6×4 + Centaur 12 in full, then Bu02 (Titan 24 + Angel 24) at half
    expect(score(s, 'Red')).toBe(36 + 24);
    expect(s.players.find((p) => p.id === 'Red')?.markers.some((m) => m.startsWith('Bu'))).toBe(true);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe('Red');
  });
});

describe('§16–§17 scoring and Angels', () => {
  it('§17.2/§17.3 an Angel per multiple of 100 reached; an Archangel instead at a multiple of 500', () => {
    const v = getVariant('titan');
    expect(earnedAcquisitions(v, 90, 110)).toEqual([['Angel']]);
    expect(earnedAcquisitions(v, 180, 410)).toEqual([['Angel'], ['Angel'], ['Angel']]);
    expect(earnedAcquisitions(v, 480, 520)).toEqual([['Archangel', 'Angel']]);
    expect(earnedAcquisitions(v, 100, 199)).toEqual([]);
  });

  it('§17/§17.4 the winning legion may take the earned Angel (optional), then the engagement ends', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Lion', 'Centaur'], { Red: 90 });
    s = act(s, 'Blue', { type: 'concede' }).state;
    expect(score(s, 'Red')).toBe(117);
    expect(s.engagement?.stage).toBe('aftermath');
    expect(legalActions(s, 'Red').map((a) => a.type)).toContain('acquire');
    const angels = s.caretaker.Angel;
    s = act(s, 'Red', { type: 'acquire', creature: 'Angel' }).state;
    expect(s.legions.Rd01.creatures).toContain('Angel');
    expect(s.caretaker.Angel).toBe(angels - 1);
    expect(s.engagement?.aftermath?.acquisitions).toEqual([]);
    s = act(s, 'Red', { type: 'done' }).state;
    expect(s.engagement).toBeNull();
    expect(s.phase).toBe('muster');
  });

  it('§17.1 a full legion cannot add an Angel', () => {
    const seven = ['Ogre', 'Ogre', 'Troll', 'Troll', 'Ranger', 'Ranger', 'Lion'];
    let s = engaged(seven, ['Lion', 'Centaur'], { Red: 90 });
    s = act(s, 'Blue', { type: 'concede' }).state;
    expect(s.engagement).toBeNull();
    expect(s.legions.Rd01.creatures).toHaveLength(7);
  });

  it('§15.2 after winning by concession the attacker may summon an Angel from another legion', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Lion', 'Centaur'], {}, [legion('Rd03', 'Red', 5, ['Angel', 'Ogre'])]);
    s = act(s, 'Blue', { type: 'concede' }).state;
    expect(s.engagement?.aftermath?.maySummon).toBe(true);
    s = act(s, 'Red', { type: 'summon', from: 'Rd03', creature: 'Angel' }).state;
    expect(s.legions.Rd01.creatures).toContain('Angel');
    expect(s.legions.Rd03.creatures).toEqual(['Ogre']);
    expect(s.turn.summoned).toBe(true);
  });

  it('§15.2 no summoning after the defender fled', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Lion', 'Centaur'], {}, [legion('Rd03', 'Red', 5, ['Angel', 'Ogre'])]);
    s = act(s, 'Blue', { type: 'flee' }).state;
    expect(s.engagement).toBeNull();
  });

  it('§14.2 a defender winning by agreement may take its reinforcement', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Lion', 'Lion']);
    s = act(s, 'Blue', { type: 'propose', attackerLosses: ['Ogre', 'Ogre'], defenderLosses: [] }).state;
    s = act(s, 'Red', { type: 'accept' }).state;
    expect(s.engagement?.aftermath?.mayReinforce).toBe(true);
    s = act(s, 'Blue', { type: 'reinforce', creature: 'Lion' }).state;
    expect(s.legions.Bu01.creatures).toEqual(['Lion', 'Lion', 'Lion']);
    expect(s.phase).toBe('muster');
  });

  it('§14.2 if the attacker concedes before placing characters, no reinforcement', () => {
    let s = engaged(['Ogre', 'Ogre'], ['Lion', 'Lion']);
    s = act(s, 'Blue', { type: 'fight' }).state;
    expect(s.battle).not.toBeNull();
    s = act(s, 'Red', { type: 'concede' }).state;
    expect(s.legions.Rd01).toBeUndefined();
    expect(s.engagement).toBeNull();
    expect(score(s, 'Blue')).toBe(24);
  });
});

describe('the listed proposals', () => {
  it('lists the canonical ones, then each side eliminated for the other\'s k cheapest characters, each term once', () => {
    const s = engaged(['Ogre', 'Troll', 'Ogre'], ['Lion', 'Centaur', 'Gargoyle']);
    const offers = legalActions(s, 'Blue').flatMap((a) => (a.type === 'propose' ? [a] : []));
    expect(offers.map((a) => `${a.attackerLosses.join(',')}|${a.defenderLosses.join(',')}`)).toEqual([
      '|Lion,Centaur,Gargoyle', 'Ogre,Troll,Ogre|', 'Ogre,Troll,Ogre|Lion,Centaur,Gargoyle', 'Ogre|Lion,Centaur,Gargoyle', 'Ogre,Troll,Ogre|Centaur',
      'Ogre,Ogre|Lion,Centaur,Gargoyle', 'Ogre,Troll,Ogre|Centaur,Gargoyle',
    ]);
    // every listed term is one apply accepts (all seven, checked above)
    for (const a of offers) expect(act(s, 'Blue', { type: 'propose', attackerLosses: a.attackerLosses, defenderLosses: a.defenderLosses }).state.engagement?.proposal).not.toBeNull();
  });
});

describe('§18 mustering', () => {
  function musterPhase(legions: ReturnType<typeof legion>[]): GameState {
    let s = startedGame(['Red', 'Blue']);
    s = { ...s, active: s.players.findIndex((p) => p.id === 'Red') };
    s = withPosition(s, [...legions, legion('Bu09', 'Blue', 400, ['Titan', 'Angel'])]);
    return { ...s, phase: 'muster', turn: { ...s.turn, roll: 2 } };
  }

  it('§6.4/§18.1 only legions that moved may muster, once per turn, and not when full', () => {
    let s = musterPhase([
      legion('Rd01', 'Red', 1, ['Centaur', 'Centaur'], { moved: true }),
      legion('Rd02', 'Red', 3, ['Gargoyle', 'Gargoyle']),
      legion('Rd03', 'Red', 5, ['Centaur', 'Centaur', 'Lion', 'Lion', 'Ogre', 'Ogre', 'Troll'], { moved: true }),
    ]);
    expect(refused(s, 'Red', { type: 'recruit', marker: 'Rd02', creature: 'Gargoyle' })).toBe('illegal');
    expect(refused(s, 'Red', { type: 'recruit', marker: 'Rd03', creature: 'Lion' })).toBe('illegal');
    s = act(s, 'Red', { type: 'recruit', marker: 'Rd01', creature: 'Lion' }).state;
    expect(s.legions.Rd01.creatures).toEqual(['Centaur', 'Centaur', 'Lion']);
    expect(refused(s, 'Red', { type: 'recruit', marker: 'Rd01', creature: 'Centaur' })).toBe('illegal');
  });

  it('§18 the recruiters are revealed to every player, and the recruit too', () => {
    let s = musterPhase([legion('Rd01', 'Red', 1, ['Centaur', 'Centaur', 'Titan'], { moved: true })]);
    s = act(s, 'Red', { type: 'recruit', marker: 'Rd01', creature: 'Lion' }).state;
    const seen = viewFor(s, 'Blue').legions.find((l) => l.marker === 'Rd01')?.creatures;
    expect(seen?.filter((c) => c !== null).sort()).toEqual(['Centaur', 'Centaur', 'Lion']);
    expect(seen).toContain(null);
  });

  it('§18 a muster can be undone in the Enlistment Phase', () => {
    let s = musterPhase([legion('Rd01', 'Red', 1, ['Centaur', 'Centaur'], { moved: true })]);
    const before = s;
    s = act(s, 'Red', { type: 'recruit', marker: 'Rd01', creature: 'Lion' }).state;
    s = act(s, 'Red', { type: 'undo' }).state;
    expect(s.legions).toEqual(before.legions);
    expect(s.caretaker).toEqual(before.caretaker);
  });
});

describe('§21 shortened games', () => {
  it('§21 point target: the first to reach it at the end of a turn wins', () => {
    let s = startedGame(['Red', 'Blue'], 7, { pointTarget: 100 });
    const m = s.players[s.active].id;
    s = { ...s, players: s.players.map((p) => (p.id === m ? { ...p, score: 120 } : p)) };
    s = act(s, m, { type: 'roll' }).state;
    s = act(s, m, legalActions(s, m).find((a) => a.type === 'move') as never).state;
    s = act(s, m, { type: 'endMoves' }).state;
    s = act(s, m, { type: 'endTurn' }).state;
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(m);
    expect(s.endReason).toBe('point-target');
  });

  it('§21 turn limit: after the last round, score plus legion values decides', () => {
    let s = startedGame(['Red', 'Blue'], 7, { turnLimit: 1 });
    for (let i = 0; i < 2; i++) {
      const m = s.players[s.active].id;
      s = act(s, m, { type: 'roll' }).state;
      s = act(s, m, legalActions(s, m).find((a) => a.type === 'move') as never).state;
      s = act(s, m, { type: 'endMoves' }).state;
      if (s.phase === 'engage') break;
      s = act(s, m, { type: 'endTurn' }).state;
    }
    expect(s.phase).toBe('over');
    expect(s.endReason === 'turn-limit' || s.endReason === 'draw').toBe(true);
  });
});
