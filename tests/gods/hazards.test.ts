// Rules 12.7, the Gods of Titan Hazard Chart, row by row: each test reads the chart's row (natives, movement,
// striking, rangestriking; the German text where the two differ) and checks engine/gods/data/hazards.ts and the
// natives of engine/gods/data/characters.ts say it. Readings (A8, A34, Tree, Darkness and Cloud) are in
// docs/gods-of-titan-battlelands.md, "Decisions".
import { describe, expect, it } from 'vitest';
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS, type GodsHazard } from '../../engine/gods/data/hazard-names.js';
import { GODS_HAZARDS, NO_GODS_EFFECT, type GodsHexHazardRule } from '../../engine/gods/data/hazards.js';
import { NO_CHANGE, NO_HEX_EFFECT, NO_HEXSIDE_EFFECT } from '../../engine/family/battle/hazard-table.js';
import { CLASSIC_HAZARDS } from '../../engine/family/data/classic-hazards.js';

const HEX = GODS_HAZARDS.hexes;
const SIDE = GODS_HAZARDS.hexsides;

/** The characters the chart lists as natives of a hazard, from the Character Chart's data. */
function natives(hazard: GodsHazard): string[] {
  return Object.values(GODS_CHARACTERS).filter((c) => c.natives.includes(hazard)).map((c) => c.name).sort();
}
const list = (names: string): string[] => names.split(', ').sort();

/** The fields of a hex rule that differ from a hazard without effect. */
function effects(rule: GodsHexHazardRule): Record<string, unknown> {
  const none: Record<string, unknown> = { ...NO_HEX_EFFECT, ...NO_GODS_EFFECT };
  return Object.fromEntries(Object.entries(rule).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(none[k])));
}

describe('rules 12.7 the chart holds every hazard of hazard-names.ts and no other', () => {
  it('13 hex hazards and 4 hexside hazards', () => {
    expect(Object.keys(HEX).sort()).toEqual([...GODS_HEX_HAZARDS].sort());
    expect(Object.keys(SIDE).sort()).toEqual([...GODS_HEXSIDE_HAZARDS].sort());
  });
  it('a Gods chart is a classic HazardTable: every classic field keeps its classic default where a row is silent', () => {
    for (const rule of Object.values(HEX)) expect(Object.keys(rule).sort()).toEqual(Object.keys({ ...NO_HEX_EFFECT, ...NO_GODS_EFFECT }).sort());
    for (const rule of Object.values(SIDE)) expect(Object.keys(rule).sort()).toEqual(Object.keys(NO_HEXSIDE_EFFECT).sort());
  });
});

describe('rules 12.7 Hazard Chart, hex hazards', () => {
  it('Plain: no effect on movement, striking or rangestriking', () => {
    expect(effects(HEX.Plain)).toEqual({});
    expect(natives('Plain')).toEqual([]);
  });

  it('Tree: natives the Pixie; non-fliers may not enter but the Pixie, fliers may not end there; non-magic rangestrikes may not pass; a Pixie on a Tree strikes and rangestrikes twice in its own Strike Phase', () => {
    expect(natives('Tree')).toEqual(['Pixie']);
    expect(effects(HEX.Tree)).toEqual({ bars: 'non-natives', blocksSight: true, nativeExtraStrikes: 1 });
  });

  it('Sand: natives Centaur, Lion, Warbear, Griffon, Hydra, Pixie; a non-flying non-native is slowed entering; nothing else', () => {
    expect(natives('Sand')).toEqual(list('Centaur, Lion, Warbear, Griffon, Hydra, Pixie'));
    expect(effects(HEX.Sand)).toEqual({ slowsWalkers: 'non-natives' });
  });

  it('Bog: natives Ogre, Troll, Warbear, Wyvern, Basilisk, Pixie; non-flying non-natives may not enter, flying non-natives may not end there', () => {
    expect(natives('Bog')).toEqual(list('Ogre, Troll, Warbear, Wyvern, Basilisk, Pixie'));
    expect(effects(HEX.Bog)).toEqual({ bars: 'non-natives' });
  });

  it('Bramble: natives Gargoyle, Cyclops, Warbear, Behemoth, Serpent, Pixie; slows non-natives (fliers when they end there); a non-native striking a native in it or striking out of it loses 1 skill; a native in it gains 1 skill against a non-native rangestriker, who loses 1 skill per Bramble between', () => {
    expect(natives('Bramble')).toEqual(list('Gargoyle, Cyclops, Warbear, Behemoth, Serpent, Pixie'));
    expect(effects(HEX.Bramble)).toEqual({
      slowsWalkers: 'non-natives',
      slowsLanding: 'non-natives',
      meleeFrom: { natives: NO_CHANGE, nonNatives: { skill: -1, dice: 0 } },
      nativeDefence: { melee: 1, range: 1, onlyAgainstNonNatives: true },
      sightSkillLoss: 1,
    });
  });

  it('Fog: natives Gargoyle, Unicorn, Gorgon, Pixie; a non-flying non-native stops on entering; a non-native striking a native in it loses 1 die; a native in it is never in contact (12.4); a non-magic non-native rangestrike may end in it but not pass it', () => {
    expect(natives('Fog')).toEqual(list('Gargoyle, Unicorn, Gorgon, Pixie'));
    expect(effects(HEX.Fog)).toEqual({
      stopsWalkers: 'non-natives',
      nativeDefenceDice: 1,
      nativesNeverLocked: true,
      sightStop: { who: 'non-natives', reach: 'through' },
    });
  });

  it('Hedge: natives Gargoyle, Troll, Unicorn, Gorgon, Phoenix, Colossus, Pixie; slows non-flying non-natives; a non-native striking a native in it, or striking out of it, loses 1 die', () => {
    expect(natives('Hedge')).toEqual(list('Gargoyle, Troll, Unicorn, Gorgon, Phoenix, Colossus, Pixie'));
    expect(effects(HEX.Hedge)).toEqual({
      slowsWalkers: 'non-natives',
      meleeFrom: { natives: NO_CHANGE, nonNatives: { skill: 0, dice: -1 } },
      nativeDefenceDice: 1,
    });
  });

  it('Drift: natives Cyclops, Ranger, Giant, Colossus, Pixie; slows non-natives (fliers when they end there); a non-native takes 1 hit as each Strike Phase begins', () => {
    expect(natives('Drift')).toEqual(list('Cyclops, Ranger, Giant, Colossus, Pixie'));
    expect(effects(HEX.Drift)).toEqual({ slowsWalkers: 'non-natives', slowsLanding: 'non-natives', damage: 1 });
  });

  it('Volcano: native the Dragon alone; only Dragons may enter, flying or not; +2 rangestrike dice from it and +1 skill as a non-magic target; 3 melee dice from it with the Slope die (2 here, 1 from the Slope below: see the battlelands test)', () => {
    expect(natives('Volcano')).toEqual(['Dragon']);
    expect(effects(HEX.Volcano)).toEqual({
      bars: 'non-natives',
      barsFlight: 'non-natives',
      meleeFrom: { natives: { skill: 0, dice: 2 }, nonNatives: NO_CHANGE },
      rangeFrom: { natives: { skill: 0, dice: 2 }, nonNatives: NO_CHANGE },
      nativeDefence: { melee: 0, range: 1, onlyAgainstNonNatives: false },
    });
    expect(HEX.Volcano.meleeFrom.natives.dice + SIDE.Slope.strikeDown.natives.dice).toBe(3);
  });

  it('Beach (DE natives): Dolphin, Whale, Octopus, Aquarian, Siren, Pixie; no movement effect; double-wave Sea-Creatures may stand on it (3.10); a native in it gains 1 skill against a non-native striker and is a target of magic rangestrikes only', () => {
    expect(natives('Beach')).toEqual(list('Dolphin, Whale, Octopus, Aquarian, Siren, Pixie'));
    expect(effects(HEX.Beach)).toEqual({
      nativeDefence: { melee: 1, range: 0, onlyAgainstNonNatives: true },
      nativesOnlyMagicTarget: true,
      seaGround: true,
    });
  });

  it('Water (DE natives): Dolphin, Whale, Manta, Octopus, Seaserpent, Aquarian, Siren, Pixie; slows non-natives (fliers when they end there); natives dive (12.6); sea ground; +1 skill against non-native strikers; magic rangestrikes only', () => {
    expect(natives('Water')).toEqual(list('Dolphin, Whale, Manta, Octopus, Seaserpent, Aquarian, Siren, Pixie'));
    expect(effects(HEX.Water)).toEqual({
      slowsWalkers: 'non-natives',
      slowsLanding: 'non-natives',
      nativesDive: true,
      nativeDefence: { melee: 1, range: 0, onlyAgainstNonNatives: true },
      nativesOnlyMagicTarget: true,
      seaGround: true,
    });
    const divers = natives('Water').filter((n) => GODS_CHARACTERS[n]!.water === 'none');
    expect(divers).toEqual(['Pixie']);
  });

  it('Darkness: natives every character of the Darklord, and the Pixie; non-natives may not enter; A8 (DE): every strike on a character in it does 1 hit less and carries neither in nor out; non-magic non-native rangestrikes may neither enter nor pass it', () => {
    expect(natives('Darkness')).toEqual(['Pixie']);
    expect(effects(HEX.Darkness)).toEqual({
      bars: 'non-natives',
      damageTakenLess: 1,
      noCarry: true,
      sightStop: { who: 'non-natives', reach: 'into' },
      nativeSide: 'darklord',
    });
  });

  it('Cloud: natives every character not of the Darklord, and the Pixie; non-flying non-natives may not enter, flying non-natives are slowed entering and may not end there; a character on it strikes with half as many dice again, rounded down; it may start its rangestrike from another free Cloud', () => {
    expect(natives('Cloud')).toEqual(['Pixie']);
    expect(effects(HEX.Cloud)).toEqual({
      bars: 'non-natives',
      slowsFlight: 'non-natives',
      meleeDiceFactor: 1.5,
      launchFromAlike: true,
      nativeSide: 'titan-players',
    });
    expect(Math.floor(9 * HEX.Cloud.meleeDiceFactor)).toBe(13);
  });
});

describe('rules 12.7 Hazard Chart, hexside hazards', () => {
  it('Dune: natives Lion, Griffon, Hydra, Pixie; natives +2 dice striking down, non-natives -1 die striking up; carries up only from strikes up across Dunes; rangestrikes across one only from or at its hex', () => {
    expect(natives('Dune')).toEqual(list('Lion, Griffon, Hydra, Pixie'));
    expect(SIDE.Dune).toEqual({
      ...NO_HEXSIDE_EFFECT,
      strikeUp: { natives: NO_CHANGE, nonNatives: { skill: 0, dice: -1 } },
      strikeDown: { natives: { skill: 0, dice: 2 }, nonNatives: NO_CHANGE },
      carryUpOnlyAcross: true,
      sight: 'at-ends',
    });
  });

  it('Cliff: no natives; non-fliers may not cross; no strikes across, not in contact; a non-magic rangestrike crosses one only from or onto its top, with any Slopes if striker or target is atop the Cliff (A34)', () => {
    expect(natives('Cliff')).toEqual([]);
    expect(SIDE.Cliff).toEqual({ ...NO_HEXSIDE_EFFECT, barsWalkers: true, breaksContact: true, sight: 'single-at-ends' });
  });

  it('Slope: natives Ogre, Lion, Minotaur, Gorgon, Dragon, Colossus, Pixie; slows non-flying non-natives going up; natives +1 die striking down, non-natives -1 skill striking up; A34: one or two need striker or target atop one, three need both', () => {
    expect(natives('Slope')).toEqual(list('Ogre, Lion, Minotaur, Gorgon, Dragon, Colossus, Pixie'));
    expect(SIDE.Slope).toEqual({
      ...NO_HEXSIDE_EFFECT,
      slowsUp: 'non-natives',
      strikeUp: { natives: NO_CHANGE, nonNatives: { skill: -1, dice: 0 } },
      strikeDown: { natives: { skill: 0, dice: 1 }, nonNatives: NO_CHANGE },
      sight: 'slope-count',
    });
  });

  it('Wall: no natives; a non-flier is slowed going up; +1 skill striking down, -1 striking up; a non-magic rangestrike loses 1 skill per Wall crossed going up, and the classic limits on Walls crossed are gone', () => {
    expect(natives('Wall')).toEqual([]);
    expect(SIDE.Wall).toEqual({
      ...NO_HEXSIDE_EFFECT,
      slowsUp: 'all',
      strikeUp: { natives: { skill: -1, dice: 0 }, nonNatives: { skill: -1, dice: 0 } },
      strikeDown: { natives: { skill: 1, dice: 0 }, nonNatives: { skill: 1, dice: 0 } },
      sight: 'none',
      sightSkillUp: 1,
    });
    expect(CLASSIC_HAZARDS.hexsides.Wall!.sight).toBe('wall-count');
  });
});
