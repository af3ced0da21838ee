// Gods of Titan rules 14.3–14.4 (the rangestrike's path), 16.1 (the ability symbols), 20.1–20.5 (scoring: when an
// engagement is scored, Lifegems, no refusing) and 21.1–21.3 (acquiring Lords), positions as data.
import { describe, expect, it } from 'vitest';
import { targetsOf } from '../../engine/gods/battle/index.js';
import type { GodsBattleState } from '../../engine/gods/battle/index.js';
import { GODS_ABILITIES } from '../../engine/gods/data/abilities.js';
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { earnedLordPicks, lordChoices, mayTakeLord } from '../../engine/gods/rules/lords.js';
import { engagementReward, legionValue } from '../../engine/gods/rules/scoring.js';
import type { GodsState } from '../../engine/gods/state.js';
import { at, done, play, type PieceSpec } from './battle-helpers.js';
import { concedeBattle, engaged, passAftermath } from './game-battle-helpers.js';
import { act, edit, expectSound, legal, newGame, place } from './game-helpers.js';

/** The attacker's strike phase of a position (its maneuver ended). */
const striking = (pieces: readonly PieceSpec[]): GodsBattleState => play(at(pieces), done('attacker')).state;
/** The defenders a1 may rangestrike now. */
const rangeTargets = (s: GodsBattleState): string[] => targetsOf(s, s.pieces.find((p) => p.id === 'a1')!).filter((t) => t.rangestrike).map((t) => t.target);
const seatOf = (s: GodsState, seat: string) => s.players.find((p) => p.id === seat);

describe('rules 14.3 the path of a rangestrike', () => {
  it('rules 14.3: the straight line from hex C1 to hex C4 is blocked by a character on it, friend or enemy; the nearer enemy on it may still be struck', () => {
    expect(rangeTargets(striking([['Minotaur', 'attacker', 'C1'], ['Lion', 'defender', 'C4']]))).toEqual(['d1']);
    expect(rangeTargets(striking([['Minotaur', 'attacker', 'C1'], ['Ogre', 'attacker', 'C3'], ['Lion', 'defender', 'C4']]))).toEqual([]);
    expect(rangeTargets(striking([['Minotaur', 'attacker', 'C1'], ['Lion', 'defender', 'C4'], ['Troll', 'defender', 'C3']]))).toEqual(['d2']);
  });
});

describe('rules 14.4 the rangestrike diagram: two paths to one hex', () => {
  it('rules 14.4: from hex C1 to hex D3 the line runs between hex C2 and hex D2; one blocked, it takes the other; both blocked, no rangestrike', () => {
    const to = (blockers: readonly string[]) =>
      rangeTargets(striking([['Gorgon', 'attacker', 'C1'], ...blockers.map((h): PieceSpec => ['Ogre', 'attacker', h]), ['Lion', 'defender', 'D3']]));
    expect(to([])).toEqual(['d1']);
    expect(to(['C2'])).toEqual(['d1']);
    expect(to(['D2'])).toEqual(['d1']);
    expect(to(['C2', 'D2'])).toEqual([]);
  });
});

describe('rules 16.1 special abilities: the cross, the lozenge and the swung line', () => {
  it('rules 16.1: single-use abilities (the cross) belong to Creatures only; Masters, Lords, Elementals, Demilords and Humans hold permanent ones', () => {
    const defs = Object.values(GODS_CHARACTERS).filter((d) => d.abilities.length > 0);
    const creature = (cls: string) => cls === 'creature' || cls === 'sea-creature' || cls === 'dark-creature';
    let singleUse = 0;
    for (const d of defs) {
      for (const id of d.abilities) {
        const use = GODS_ABILITIES[id].use;
        if (use === 'single-use') singleUse++;
        expect([d.name, use === 'single-use' ? creature(d.cls) : true]).toEqual([d.name, true]);
        if (!creature(d.cls)) expect([d.name, use]).toEqual([d.name, 'permanent']);
      }
    }
    expect(singleUse).toBeGreaterThanOrEqual(7);
  });

  it('rules 16.1: a swung line at the PF marks a permanent ability of the changeable PF (Titan, Phantom, Necromancer, Executer, Guardian, Jabberwok, Knight)', () => {
    const swung = Object.values(GODS_CHARACTERS).filter((d) => d.variablePower).map((d) => d.name);
    expect(swung).toEqual(expect.arrayContaining(['Titan', 'Phantom', 'Necromancer', 'Executer', 'Guardian', 'Jabberwok', 'Knight']));
    for (const name of swung) expect(GODS_CHARACTERS[name]?.abilities.some((id) => GODS_ABILITIES[id].use === 'permanent')).toBe(true);
  });

  it('rules 16.1, 16.4: Humans carry no symbol for themselves: the Priest, Priestess and Warlord work on their legion\'s Creatures', () => {
    const kinds = (name: string) => GODS_CHARACTERS[name]?.abilities.map((id) => GODS_ABILITIES[id].effect.kind) ?? [];
    expect(kinds('Priest')).toContain('legion-dice');
    expect(kinds('Priestess')).toContain('legion-dice');
    expect(kinds('Warlord')).toContain('legion-movement');
  });
});

describe('rules 20 scoring battles', () => {
  it('rules 20.1: an engagement is scored only once the winner has added what he may (17–19); then it is resolved and the loser gone', () => {
    const { s, attacker, defender } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre', 'Executer']);
    const won = concedeBattle(edit(s, (d) => { d.players[0]!.lifegems = 50; }), 'green', 'red');
    expect(won.engagement?.aftermath?.steps[0]).toBeDefined();
    expect(seatOf(won, 'red')?.score).toBe(0); // not scored while the winner still adds characters
    const after = passAftermath(won);
    expect(after.engagement).toBeNull();
    expect(seatOf(after, 'red')?.score).toBe(legionValue(['Ogre', 'Ogre', 'Executer'], 0));
    expect(after.legions.some((l) => l.marker === defender)).toBe(false);
    expect(after.legions.some((l) => l.marker === attacker)).toBe(true);
    expectSound(after);
  });

  it('rules 20.1: the winner is always paid; the defender gets Lifegems only by fleeing or by an agreement', () => {
    for (const end of ['flee', 'agreement', 'concession', 'battle'] as const) {
      const r = engagementReward(end, 40, 3);
      expect([end, r.winner.points > 0 && r.winner.lifegems > 0]).toEqual([end, true]);
      expect([end, r.loser.lifegems > 0]).toEqual([end, end === 'flee' || end === 'agreement']);
    }
  });

  it('rules 20.2: every player begins with 0 Lifegems and gains them from engagements', () => {
    for (const players of [3, 4] as const) expect(newGame(players).players.map((p) => p.lifegems)).toEqual(Array(players).fill(0));
    const { s } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    expect(seatOf(passAftermath(concedeBattle(s, 'green', 'red')), 'red')?.lifegems).toBe(20);
  });

  it('rules 20.5: points and Lifegems cannot be refused — no action declines them, and passing every choice still pays them', () => {
    const { s } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    let state = concedeBattle(s, 'green', 'red');
    let steps = 0;
    while (state.engagement?.aftermath?.seat) {
      const seat = state.engagement.aftermath.seat;
      expect(legal(state, seat).map((m) => m.type)).not.toContain('refuse');
      state = act(state, seat, { type: 'pass' });
      steps++;
    }
    expect(steps).toBeGreaterThanOrEqual(1);
    expect([seatOf(state, 'red')?.score, seatOf(state, 'red')?.lifegems]).toEqual([legionValue(['Ogre', 'Ogre'], 0), 20]);
  });
});

describe('rules 21 acquiring Lords', () => {
  it('rules 21.1: reaching a multiple of 200 by a victorious engagement offers a Lord of the player\'s own colour from his pool, now or never', () => {
    const { s, attacker } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre']);
    const near = edit(s, (d) => { d.players[0]!.score = 190; });
    const offered = concedeBattle(near, 'green', 'red');
    const lords = (x: GodsState) => legal(x, 'red').filter((m) => m.type === 'takeLord');
    let guard = offered;
    for (let n = 0; n < 5 && lords(guard).length === 0 && guard.engagement?.aftermath?.seat; n++) guard = act(guard, 'red', { type: 'pass' });
    expect(lords(guard)).toContainEqual({ type: 'takeLord', lord: 'Angel', legion: attacker });
    const declined = passAftermath(guard);
    expect(declined.legions.find((l) => l.marker === attacker)?.pieces.map((p) => p.name)).not.toContain('Angel');
    expect(declined.engagement).toBeNull(); // "must be added immediately or it cannot be taken"
    const noAngels = edit(near, (d) => { d.players[0]!.pool.Angel = 0; });
    const none = passAftermath(concedeBattle(noAngels, 'green', 'red'));
    expect(none.legions.find((l) => l.marker === attacker)?.pieces.map((p) => p.name)).toEqual(['Lion', 'Lion']);
    expect(lordChoices(['Angel'], { Angel: 0 })).toEqual([]); // never another colour's
  });

  it('rules 21.2: a Lord the winning legion cannot take (full, that Lord already in it, a Sea legion) may go to another legion not in battle, else it is lost', () => {
    const base = { characters: ['Lion', 'Lion'], masterUncovered: false, seaLegion: false, engaged: false };
    expect(mayTakeLord(base, 'Angel')).toBe(true);
    expect(mayTakeLord({ ...base, characters: ['Lion', 'Lion', 'Ogre', 'Ogre', 'Troll', 'Troll', 'Cyclops'] }, 'Angel')).toBe(false);
    expect(mayTakeLord({ ...base, characters: ['Lion', 'Angel'] }, 'Angel')).toBe(false);
    expect(mayTakeLord({ ...base, seaLegion: true }, 'Angel')).toBe(false);
    expect(mayTakeLord({ ...base, engaged: true }, 'Angel')).toBe(false);
    const full = ['Lion', 'Lion', 'Ogre', 'Ogre', 'Troll', 'Troll', 'Cyclops'];
    const { s, attacker } = engaged(full, ['Ogre', 'Ogre']);
    const other = place(edit(s, (d) => { d.players[0]!.score = 190; }), 'red', 110, ['Centaur', 'Centaur']);
    let state = concedeBattle(other.state, 'green', 'red');
    for (let n = 0; n < 5 && !legal(state, 'red').some((m) => m.type === 'takeLord') && state.engagement?.aftermath?.seat; n++) state = act(state, 'red', { type: 'pass' });
    const takers = legal(state, 'red').flatMap((m) => (m.type === 'takeLord' ? [m.legion] : []));
    expect(takers).toContain(other.marker);
    expect(takers).not.toContain(attacker);
  });

  it('rules 21.3: an Angel every 200, an Archangel every 600, a Necromancer every 1800; one Lord per multiple reached, chosen where several qualify', () => {
    expect(earnedLordPicks(190, 210)).toEqual([['Angel']]);
    expect(earnedLordPicks(550, 620)).toEqual([['Archangel', 'Angel']]);
    const picks = earnedLordPicks(0, 1800);
    expect(picks).toHaveLength(9);
    expect(picks[2]).toEqual(['Archangel', 'Angel']);
    expect(picks[8]).toEqual(['Necromancer', 'Archangel', 'Angel']);
    expect(earnedLordPicks(150, 620)).toEqual([['Angel'], ['Angel'], ['Archangel', 'Angel']]);
  });
});
