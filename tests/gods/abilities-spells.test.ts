// Gods of Titan's special abilities, spells and Experience Points as data (engine/gods/data/abilities.ts, spells.ts,
// experience.ts): who has what, the parameters the rules state, and the readings we chose (their ambiguity numbers).
import { describe, expect, it } from 'vitest';
import { GODS_PERMANENT_ABILITIES, GODS_SINGLE_USE_ABILITIES, type GodsAbilityId } from '../../engine/gods/data/ability-ids.js';
import { GODS_ABILITIES, abilityHolders, type GodsAbilityDef } from '../../engine/gods/data/abilities.js';
import { DEMILORD_PRICE, GODS_CHARACTERS, type GodsCharacterDef } from '../../engine/gods/data/characters.js';
import { EP_TABLE_TOTAL, EXPERIENCE_GOALS, EXPERIENCE_THRESHOLDS } from '../../engine/gods/data/experience.js';
import { GODS_HEX_HAZARDS, GODS_HEXSIDE_HAZARDS } from '../../engine/gods/data/hazard-names.js';
import { SPELL_COUNTERS_PER_PLAYER, castableSpells, GODS_SPELLS, type GodsSpellDef } from '../../engine/gods/data/spells.js';

const ALL_IDS: readonly GodsAbilityId[] = [...GODS_SINGLE_USE_ABILITIES, ...GODS_PERMANENT_ABILITIES];
const character = (name: string): GodsCharacterDef => {
  const def = GODS_CHARACTERS[name];
  if (!def) throw new Error(`no character ${name}`);
  return def;
};
const effectOf = <K extends GodsAbilityDef['effect']['kind']>(id: GodsAbilityId, kind: K): Extract<GodsAbilityDef['effect'], { kind: K }> => {
  const effect = GODS_ABILITIES[id].effect;
  if (effect.kind !== kind) throw new Error(`${id} is a ${effect.kind}, not a ${kind}`);
  return effect as Extract<GodsAbilityDef['effect'], { kind: K }>;
};
const spell = (id: string): GodsSpellDef => {
  const found = GODS_SPELLS[id];
  if (!found) throw new Error(`no spell ${id}`);
  return found;
};

describe('rules 16 special abilities: the table', () => {
  it('every ability has its entry, its kind of use, and at least one character that has it', () => {
    expect(Object.keys(GODS_ABILITIES).sort()).toEqual([...ALL_IDS].sort());
    for (const id of ALL_IDS) {
      expect(GODS_ABILITIES[id].id).toBe(id);
      expect(GODS_ABILITIES[id].use).toBe((GODS_SINGLE_USE_ABILITIES as readonly string[]).includes(id) ? 'single-use' : 'permanent');
      expect(GODS_ABILITIES[id].rule).not.toBe('');
      expect(abilityHolders(id).length, id).toBeGreaterThan(0);
    }
  });

  it('rules 16.2, rules 16.5 Creatures: the single-use abilities, one Creature each, the cross on their chart rows', () => {
    const holders = Object.fromEntries(GODS_SINGLE_USE_ABILITIES.map((id) => [GODS_ABILITIES[id].name, abilityHolders(id)]));
    expect(holders).toEqual({
      'Stone Cold': ['Basilisk'], "Reaper's Call": ['Deathbringer'], 'Final Blow': ['Demon'], Fear: ['Nightmare'],
      Flameburst: ['Phoenix'], Cuff: ['Plaque'], Decoy: ['Unicorn'],
    });
    for (const id of GODS_SINGLE_USE_ABILITIES) {
      for (const name of abilityHolders(id)) expect(character(name).cls).toMatch(/creature$/);
    }
  });

  it('rules 16.3: a variable PF exactly where an ability changes the PF', () => {
    const changesPower = new Set([
      'power-from-score', 'life-energy', 'drain', 'trophy-power', 'class-bonus', 'power-against-class', 'power-against-side',
    ]);
    let checked = 0;
    for (const def of Object.values(GODS_CHARACTERS)) {
      const has = def.abilities.some((id) => changesPower.has(GODS_ABILITIES[id].effect.kind));
      expect(has, def.name).toBe(def.variablePower);
      if (has) checked += 1;
    }
    expect(checked).toBe(9);
  });

  it('rules 16.4: the Humans with legion-wide abilities are the Aquarian, Priestess, Warlord and Priest; A7 the march stops at 4 hexes', () => {
    const legionWide = new Set(['legion-dice', 'legion-movement', 'sea-muster', 'lead-ashore', 'muster-after-landing']);
    const humans = Object.values(GODS_CHARACTERS)
      .filter((d) => d.cls === 'human' && d.abilities.some((id) => legionWide.has(GODS_ABILITIES[id].effect.kind)))
      .map((d) => d.name);
    expect(humans.sort()).toEqual(['Aquarian', 'Priest', 'Priestess', 'Warlord']);
    expect(effectOf('blessing', 'legion-dice')).toMatchObject({ strike: 'melee', dice: 1 });
    expect(effectOf('rangestrike-dice', 'legion-dice')).toMatchObject({ strike: 'rangestrike', dice: 1 });
    expect(effectOf('march', 'legion-movement')).toEqual({ kind: 'legion-movement', plus: 1, maxHexes: 4 });
  });

  it('rules 3.2, rules 3.3, rules 14.6: Masters are immune to all magic and rangestrikes, Lords and the Golem to non-magic rangestrikes', () => {
    expect(abilityHolders('master-immunity')).toEqual(['Titan', 'Dark-Titan', 'Phantom', 'God']);
    expect(effectOf('master-immunity', 'immunity').to).toEqual(['magic', 'rangestrike']);
    expect(abilityHolders('rangestrike-immunity')).toEqual(['Angel', 'Archangel', 'Necromancer', 'Golem']);
    expect(effectOf('rangestrike-immunity', 'immunity').to).toEqual(['non-magic-rangestrike']);
  });

  it('rules 15.5: every Master blocks spells; rules 24.2: Titans, the Dark-Titan and the Phantom have PF max(6, ⌊score/100⌋)', () => {
    expect(abilityHolders('master-spell-block')).toEqual(['Titan', 'Dark-Titan', 'Phantom', 'God']);
    expect(abilityHolders('master-power')).toEqual(['Titan', 'Dark-Titan', 'Phantom']);
    expect(effectOf('master-power', 'power-from-score')).toEqual({ kind: 'power-from-score', min: 6, pointsPerPower: 100 });
  });

  it('rules 14.5: the magic-rangestrike abilities are held exactly by the magic rangestrikers; only the Warlock is spared the range-4 loss', () => {
    const holders = [...abilityHolders('magic-rangestrike'), ...abilityHolders('magic-rangestrike-long')].sort();
    expect(holders).toEqual(Object.values(GODS_CHARACTERS).filter((d) => d.magicRangestrike).map((d) => d.name).sort());
    expect(effectOf('magic-rangestrike-long', 'magic-rangestrike').rangeFourSkillLoss).toBe(false);
    expect(effectOf('magic-rangestrike', 'magic-rangestrike').rangeFourSkillLoss).toBe(true);
  });

  it('rules 16.5 Necromancer: 1 damage at the start of its Strike Phase, a magic rangestrike without range, +1 PF, PF 6 each battle', () => {
    expect(effectOf('necromancy', 'drain')).toMatchObject({ damage: 1, range: null, magicRangestrike: true, powerGain: 1, powerAtBattleStart: 6 });
  });

  it('rules 16.5 Guardian: Human +1, Demilord +2, Elemental +3, Lord +4, Master +5, itself not counted (A40)', () => {
    expect(effectOf('class-bonus', 'class-bonus')).toMatchObject({
      bonus: { human: 1, demilord: 2, elemental: 3, lord: 4, master: 5 }, countsSelf: false,
    });
  });

  it('rules 16.5 Executer: +1 PF per enemy Lord or Master its legion slays, back to PF 8 when revived; sacrifice of an End-Creature worth 36', () => {
    expect(effectOf('trophy-hunter', 'trophy-power')).toMatchObject({ victims: ['lord', 'master'], gain: 1, powerWhenRevived: 8 });
    expect(effectOf('trophy-hunter', 'trophy-power').powerWhenRevived).toBe(character('Executer').power);
    expect(effectOf('sacrifice-recruit', 'sacrifice-recruit').minValue).toBe(36);
    // A26: only the Executer's own strike eliminates a Titan or Phantom.
    expect(effectOf('master-slayer', 'eliminates')).toMatchObject({ victims: ['Titan', 'Phantom'], slainBy: 'executer' });
  });

  it('rules 16.5 Jabberwok: PF doubles to 8 against a legion with an Elemental; it is summoned like a Lord (A42)', () => {
    const bane = effectOf('elemental-bane', 'power-against-class');
    expect(bane).toMatchObject({ against: 'elemental', power: 8 });
    expect(bane.power).toBe(2 * character('Jabberwok').power);
    expect(abilityHolders('summonable')).toEqual(['Angel', 'Archangel', 'Necromancer', 'Jabberwok']);
  });

  it('rules 16.5 Locker: revived and summoned at double cost, the chart prices hold it', () => {
    const factor = effectOf('double-price', 'price-factor').factor;
    expect(factor).toBe(2);
    expect(character('Locker').lifegems).toEqual({
      kind: 'demilord', revive: DEMILORD_PRICE.revive * factor, summon: DEMILORD_PRICE.summon * factor,
    });
  });

  it('rules 16.5 Pegasus: does not count toward the legion size; any non-Creature rides it, the rider counts (A41)', () => {
    expect(effectOf('mount', 'mount')).toMatchObject({
      countsToLegionSize: false, riders: ['master', 'lord', 'elemental', 'demilord', 'human'], riderCountsToLegionSize: true,
      neverLocked: true,
    });
  });

  it('rules 16.5 Knight +2 PF against black and gray legions; Immortal joins the winner and stays on the Ruin (A25)', () => {
    expect(effectOf('crusade', 'power-against-side')).toMatchObject({ against: ['darklord', 'neutral'], plus: 2 });
    expect(effectOf('immortal', 'auto-join')).toMatchObject({ into: 'winner', boundTo: 'ruin' });
  });

  it('rules 16.5 Aquarian, Siren, rules 27.4: Dolphins on Coast, Octopus and Seaserpent ashore; only the Aquarian musters at sea afterwards', () => {
    expect(abilityHolders('dolphin-muster')).toEqual(['Siren', 'Aquarian']);
    expect(abilityHolders('lead-ashore')).toEqual(['Siren', 'Aquarian']);
    const followers = effectOf('lead-ashore', 'lead-ashore').followers;
    expect([...followers].sort()).toEqual(Object.values(GODS_CHARACTERS).filter((d) => d.water === 'ashore').map((d) => d.name).sort());
    expect(abilityHolders('sea-muster-ashore')).toEqual(['Aquarian']);
  });

  it('rules 16.5 Pixie, rules 12.7 Tree: its own reinforcement in round 4; on a Tree two strikes and two rangestrikes', () => {
    expect(effectOf('pixie-reinforcement', 'copy-reinforcement')).toMatchObject({ round: 4, ignoresNativity: true, afterWinIfNotTaken: true });
    expect(effectOf('tree-frenzy', 'hazard-frenzy')).toEqual({ kind: 'hazard-frenzy', hazard: 'Tree', strikes: 2, rangestrikes: 2 });
  });

  it("A11–A13 rules 16.5: Stone Cold answers an enemy strike; Reaper's Call spares Masters at twice the hits; Fear halves the next strikeback", () => {
    expect(effectOf('stone-cold', 'petrify')).toMatchObject({ trigger: 'enemy-strike-rolled', until: 'own-next-maneuver', hurtOnlyBy: 'magic' });
    expect(effectOf('reapers-call', 'slay')).toMatchObject({ range: null, immuneClasses: ['master'], selfDamagePerTargetHit: 2, mustSurvive: true });
    expect(effectOf('fear', 'halve-power')).toMatchObject({ targets: 'adjacent-enemies', strikes: 'next-strikeback', rounding: 'down' });
  });

  it('rules 16.5: Flameburst 1 to every adjacent enemy across Cliffs too, Cuff 1 more to its target, Decoy a Tree', () => {
    expect(effectOf('flameburst', 'extra-damage')).toMatchObject({ targets: 'adjacent-enemies', damage: 1, acrossCliff: true });
    expect(effectOf('cuff', 'extra-damage')).toMatchObject({ targets: 'strike-target', damage: 1 });
    expect(effectOf('decoy', 'create-hazard')).toMatchObject({ hazard: 'Tree', until: 'own-next-maneuver' });
    expect(effectOf('final-blow', 'heal-on-kill')).toMatchObject({ carryOver: false, spentOnMiss: true });
  });
});

describe('rules 15 spells', () => {
  const all = Object.values(GODS_SPELLS);

  it('rules 15.3: 16 spells, four in each grade 2 to 5', () => {
    expect(all).toHaveLength(16);
    const byGrade: Record<number, string[]> = {};
    for (const s of all) (byGrade[s.grade] ??= []).push(s.name);
    expect(byGrade).toEqual({
      2: ['Create Hazard', 'Shield', 'Shockwave', 'Wimps Vacation'],
      3: ['Footsore', 'Quake', 'Teleport', 'Timewarp'],
      4: ['Chaos', 'Homeland', 'Inferno', 'Summon'],
      5: ['Deadlock', 'Landscaping', 'Painchain', 'Slavery'],
    });
    for (const [id, s] of Object.entries(GODS_SPELLS)) expect(s.id).toBe(id);
  });

  it('rules 15.3: a Caster casts the spells up to its skill', () => {
    expect(castableSpells(1)).toHaveLength(0);
    expect(castableSpells(2)).toHaveLength(4);
    expect(castableSpells(3)).toHaveLength(8);
    expect(castableSpells(4)).toHaveLength(12);
    expect(castableSpells(5)).toHaveLength(16);
  });

  it('rules 2.3, rules 5.1: 16 spell counters a player, 64 with four players', () => {
    expect(SPELL_COUNTERS_PER_PLAYER).toBe(all.length);
    expect(4 * SPELL_COUNTERS_PER_PLAYER).toBe(64);
  });

  it('rules 15.6 Shockwave, Quake, Inferno: every enemy takes 3 dice at skill 2, 3, 4', () => {
    expect(['shockwave', 'quake', 'inferno'].map((id) => spell(id).effect)).toEqual([2, 3, 4].map((skill) => (
      { kind: 'mass-strike', dice: 3, skill })));
  });

  it('rules 15.6 Create Hazard: any hex hazard, never a hexside; Homeland: native to every hazard', () => {
    expect(spell('create-hazard').effect).toMatchObject({ kind: 'hazard', hazards: GODS_HEX_HAZARDS, hex: 'unoccupied' });
    expect(spell('homeland').effect).toMatchObject({ kind: 'legion-native', hazards: [...GODS_HEX_HAZARDS, ...GODS_HEXSIDE_HAZARDS] });
  });

  it('A9 Shield: one own character, for the enemy strikeback; A10 Wimps Vacation: mustering level 1, scored', () => {
    expect(spell('shield').effect).toEqual({ kind: 'shield', target: 'own-character', lasts: 'next-enemy-strikeback' });
    expect(spell('wimps-vacation').effect).toEqual({ kind: 'slay-level', level: 1, scored: true });
  });

  it('rules 15.6 Timewarp, Summon, Deadlock, Painchain, Chaos: their parameters', () => {
    expect(spell('timewarp').effect).toEqual({ kind: 'battle-round', steps: [1, -1], reinforcementsAtMost: 1 });
    expect(spell('summon').effect).toMatchObject({ character: 'Demon', damagePerStrikePhase: 1, removedAfterBattle: true, scores: false });
    expect(character('Demon').cls).toBe('dark-creature');
    expect(spell('deadlock').effect).toMatchObject({ grounded: true, damagePerHex: 1, cannotMoveAtHitsLeft: 1 });
    expect(spell('painchain').effect).toMatchObject({ skill: 5, endsWhenOneDies: true, onceEach: true });
    expect(spell('chaos').effect).toMatchObject({ eachCharacterOnce: true, evenInMelee: true });
  });
});

describe('rules 26 Experience Points', () => {
  it('rules 26: each side has 14 goals summing to 100 EP', () => {
    let checked = 0;
    for (const [role, table] of Object.entries(EXPERIENCE_GOALS)) {
      expect(table, role).toHaveLength(14);
      expect(table.reduce((sum, g) => sum + g.ep, 0), role).toBe(EP_TABLE_TOTAL);
      expect(new Set(table.map((g) => g.goal)).size, role).toBe(14);
      checked += 1;
    }
    expect(checked).toBe(2);
    expect(EP_TABLE_TOTAL).toBe(100);
  });

  it('rules 3.7, rules 26: the mustering goals are End-Creatures, 10 EP for the Colossus and the Deathbringer', () => {
    let checked = 0;
    for (const table of Object.values(EXPERIENCE_GOALS)) {
      for (const goal of table) {
        if (goal.on.kind !== 'mustered') continue;
        expect(character(goal.on.creature).endCreature, goal.goal).toBe(true);
        expect(goal.ep, goal.goal).toBe(['Colossus', 'Deathbringer'].includes(goal.on.creature) ? 10 : 5);
        checked += 1;
      }
    }
    expect(checked).toBe(9);
  });

  it('rules 26.5: eight thresholds, 10 to 80 EP', () => {
    expect(EXPERIENCE_THRESHOLDS.map((t) => [t.ep, t.name])).toEqual([
      [10, 'Native'], [20, 'Mustering plus'], [30, 'Movement plus'], [40, 'Hold'], [50, 'Freeway'], [60, 'Tower Teleport'],
      [70, 'Battle Teleport'], [80, 'Free Teleport'],
    ]);
  });

  it('rules 26.5: Native except Darkland, Wasteland, Coast, Sea; Movement plus 8 lands, muster after 3–7; Free Teleport without muster', () => {
    const params = Object.fromEntries(EXPERIENCE_THRESHOLDS.map((t) => [t.advantage, t.params]));
    expect(params['native']).toEqual({ exceptTerrains: ['Darkland', 'Wasteland', 'Coast', 'Sea'] });
    expect(params['movement-plus']).toEqual({ maxLands: 8, musterAfter: [3, 4, 5, 6, 7] });
    expect(params['free-teleport']).toMatchObject({ mayMuster: false });
    // A16: the German reading, A17: the English "next to the Tower" (the German "outside" contains it).
    expect(params['mustering-plus']).toEqual({ endCreatureOutsideTurnLimit: true });
    expect(params['tower-teleport']).toMatchObject({ ends: 'next-to-tower' });
  });
});
