// Gods of Titan mustering beyond Creatures (rules 22.4 City and Dungeon, 19 reviving Demilords, 16.5 the Executer's
// sacrifice): what a legion may hire, summon, revive or recruit, at the Character Chart's prices, positions as data.
import { describe, expect, it } from 'vitest';
import { seatPool } from '../../engine/gods/data/pools.js';
import { hiringOptions as options, reviveOptions, type HiringQuery, type PricedOption } from '../../engine/gods/rules/city-muster.js';
import { sacrificeOptions } from '../../engine/gods/rules/sacrifice.js';

const TITAN_POOL = seatPool('titan-player');
const hiringOptions = (
  characters: string[], masterUncovered: boolean, kind: HiringQuery['kind'], musteredThisTurn: boolean,
  pool: HiringQuery['pool'], lifegems: number, unsummonable: string[] = ['Executer'],
): PricedOption[] => options({ characters, masterUncovered, kind, musteredThisTurn, pool, lifegems, unsummonable });
const priced = (options: readonly PricedOption[]): string[] => options.map((o) => `${o.how} ${o.character} ${o.lifegems}`);

describe('rules 22.4 hiring Humans in the City and the Dungeon', () => {
  it('every Human of the pool at its price (16.5), whatever the legion moved', () => {
    expect(priced(hiringOptions(['Titan', 'Centaur'], false, 'city', false, TITAN_POOL, 1000))).toEqual([
      'hire Amazon 50', 'hire Aquarian 75', 'hire Knight 50', 'hire Novice 0', 'hire Pixie 75', 'hire Priest 150',
      'hire Priestess 100', 'hire Warlord 100',
    ]);
  });
  it('only what the seat can pay; in the Dungeon as in the City', () => {
    expect(priced(hiringOptions(['Phantom'], false, 'dungeon', false, TITAN_POOL, 50))).toEqual(['hire Amazon 50', 'hire Knight 50', 'hire Novice 0']);
  });
  it('nowhere else, not twice a turn, not into a full legion, not a Human the legion holds (4.3)', () => {
    const seven = ['Centaur', 'Centaur', 'Ogre', 'Ogre', 'Gargoyle', 'Gargoyle', 'Angel'];
    expect(hiringOptions(['Centaur'], false, 'land', false, TITAN_POOL, 1000)).toEqual([]);
    expect(hiringOptions(['Centaur'], false, 'citytower', false, TITAN_POOL, 1000)).toEqual([]);
    expect(hiringOptions(['Centaur'], false, 'city', true, TITAN_POOL, 1000)).toEqual([]);
    expect(hiringOptions(seven, false, 'city', false, TITAN_POOL, 1000)).toEqual([]);
    expect(priced(hiringOptions(['Knight'], false, 'city', false, { Knight: 2, Novice: 0 }, 1000))).toEqual([]);
  });
});

describe('rules 22.4 summoning Demilords from the pool', () => {
  it('200 Lifegems, the Locker 400 (16.5); one of each Demilord per legion', () => {
    const pool = { Sunray: 1, Locker: 1, Warlock: 1 };
    expect(priced(hiringOptions(['Titan', 'Warlock'], false, 'city', false, pool, 400))).toEqual(['summon Sunray 200', 'summon Locker 400']);
    expect(priced(hiringOptions(['Titan'], false, 'city', false, pool, 399))).toEqual(['summon Sunray 200', 'summon Warlock 200']);
  });
  it('16.5 Executer: the one a seat starts with is not summoned; once slain and in the pool, it is', () => {
    expect(priced(hiringOptions(['Titan'], false, 'city', false, { Executer: 1 }, 200))).toEqual([]);
    expect(priced(hiringOptions(['Titan'], false, 'city', false, { Executer: 1 }, 200, []))).toEqual(['summon Executer 200']);
  });
});

describe('rules 19 reviving Demilords after an Engagement', () => {
  it('50 Lifegems each, the Locker 100, the Immortal nothing (16.5)', () => {
    expect(priced(reviveOptions(['Titan', 'Lion'], false, ['Sunray', 'Locker', 'Immortal'], 100)))
      .toEqual(['revive Sunray 50', 'revive Locker 100', 'revive Immortal 0']);
  });
  it('only into room and what the winner can pay; not a Demilord the legion holds', () => {
    const six = ['Lion', 'Lion', 'Ogre', 'Ogre', 'Centaur', 'Centaur'];
    expect(priced(reviveOptions([...six, 'Angel'], false, ['Sunray'], 500))).toEqual([]);
    expect(priced(reviveOptions([...six, 'Titan'], true, ['Sunray'], 500))).toEqual(['revive Sunray 50']);
    expect(priced(reviveOptions(six, false, ['Sunray', 'Locker'], 99))).toEqual(['revive Sunray 50']);
    expect(priced(reviveOptions(['Sunray'], false, ['Sunray'], 99))).toEqual([]);
  });
});

describe('rules 16.5 Pegasus, 4.2: the Pegasus does not count toward the legion size', () => {
  const seven = ['Centaur', 'Centaur', 'Ogre', 'Ogre', 'Gargoyle', 'Gargoyle', 'Angel'];
  it('rules 16.5 Pegasus: a full legion of 7 may still summon a Pegasus (the 8th, DE "nicht zur Armeegröße hinzugezählt"), nothing else', () => {
    expect(priced(hiringOptions(seven, false, 'city', false, { Pegasus: 1, Sunray: 1, Knight: 1 }, 1000))).toEqual(['summon Pegasus 200']);
  });
  it('rules 16.5 Pegasus: with a Pegasus a legion holds 8, an uncovered Titan legion 9, and no more', () => {
    const withPegasus = [...seven, 'Pegasus'];
    expect(priced(hiringOptions([...seven.slice(1), 'Pegasus'], false, 'city', false, { Knight: 1 }, 1000))).toEqual(['hire Knight 50']);
    expect(hiringOptions(withPegasus, false, 'city', false, { Knight: 1 }, 1000)).toEqual([]);
    const titanLegion = ['Titan', ...seven.slice(1), 'Pegasus'];
    expect(priced(hiringOptions(titanLegion, true, 'city', false, { Knight: 1 }, 1000))).toEqual(['hire Knight 50']);
    expect(hiringOptions([...titanLegion, 'Knight'], true, 'city', false, { Amazon: 1, Sunray: 1 }, 1000)).toEqual([]);
  });
  it('rules 16.5 Pegasus, 19.1: a slain Pegasus is revived into a winning legion of 7; another Demilord is not', () => {
    expect(priced(reviveOptions(seven, false, ['Pegasus', 'Sunray'], 500))).toEqual(['revive Pegasus 50']);
  });
});

describe('rules 16.5 Executer (A27): recruited into any legion by sacrificing an End-Creature worth 36 or more', () => {
  const pool = { Executer: 1, Sunray: 1 };
  it('for a Colossus, a Seaserpent or a Deathbringer, not a Hydra (30)', () => {
    expect(sacrificeOptions(['Colossus', 'Hydra', 'Titan'], false, pool)).toEqual([{ character: 'Executer', sacrifices: ['Colossus'] }]);
    expect(sacrificeOptions(['Deathbringer', 'Seaserpent'], false, pool)).toEqual([{ character: 'Executer', sacrifices: ['Deathbringer', 'Seaserpent'] }]);
    expect(sacrificeOptions(['Hydra', 'Hydra', 'Serpent'], false, pool)).toEqual([]);
  });
  it('only the seat\'s own Executer from its pool, once per legion, as the legion\'s one muster of the turn', () => {
    expect(sacrificeOptions(['Colossus'], false, { Executer: 0 })).toEqual([]);
    expect(sacrificeOptions(['Colossus', 'Executer'], false, pool)).toEqual([]);
    expect(sacrificeOptions(['Colossus'], true, pool)).toEqual([]);
  });
});
