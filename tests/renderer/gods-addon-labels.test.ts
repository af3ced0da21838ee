// The Gods of Titan screen names the battle add-ons' actions and events (rules 15 spells, 16 abilities, 17
// reinforcement, 18 summoning) from their typed fields, in English and German: every spell and ability has its name
// (the German original keeps the English ones), every field of an action shows in its button, and what an add-on did
// becomes a log line.
import { describe, expect, it } from 'vitest';
import type { GodsAddonMove, GodsBattleEvent } from '../../engine/gods/battle/index.js';
import { GODS_SINGLE_USE_ABILITIES } from '../../engine/gods/data/ability-ids.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import { fill } from '../../renderer/i18n/fill.js';
import { addonEvent, addonLabel, type AddonWords } from '../../renderer/gods/addon-labels.js';
import { ABILITY_DE, ABILITY_EN, godsDe, godsEn, HAZARD_DE, HAZARD_EN, SPELL_NAMES, TERRAIN_DE } from '../../renderer/gods/words.js';

const NAMES: Readonly<Record<string, string>> = { a1: 'Warlock (C3)', a2: 'Ogre (C4)', d1: 'Troll (F4)', d2: 'Pegasus (E4)' };
const piece = (id: string): string => NAMES[id] ?? id;
/** The screen's words in one language. */
const words = (lang: 'en' | 'de'): AddonWords => ({
  gt: (key, params = {}) => fill((lang === 'de' ? godsDe : godsEn)[key], params),
  spell: (id) => SPELL_NAMES[id] ?? id,
  ability: (id) => (lang === 'de' ? ABILITY_DE : ABILITY_EN)[id] ?? id,
  hazard: (h) => (lang === 'de' ? HAZARD_DE : HAZARD_EN)[h] ?? h,
  terrain: (t) => (lang === 'de' ? TERRAIN_DE[t] ?? t : t),
});
const label = (move: GodsAddonMove, lang: 'en' | 'de'): string => addonLabel(move, piece, words(lang));

/** Each add-on action with the words its button must show in either language. */
const ACTIONS: readonly [GodsAddonMove, readonly string[]][] = [
  [{ type: 'castSpell', spell: 'quake', caster: 'a1' }, ['Warlock (C3)', 'Quake']],
  [{ type: 'castSpell', spell: 'teleport', caster: 'a1', piece: 'd1', hex: 'B2' }, ['Warlock (C3)', 'Teleport', 'Troll (F4)', 'B2']],
  [{ type: 'castSpell', spell: 'create-hazard', caster: 'a1', hex: 'C2', hazard: 'Bog' }, ['Create Hazard', 'C2']],
  [{ type: 'castSpell', spell: 'timewarp', caster: 'a1', rounds: -1 }, ['Timewarp']],
  [{ type: 'castSpell', spell: 'landscaping', caster: 'a1', land: 'Desert', turns: 2 }, ['Landscaping', '240']],
  [{ type: 'castSpell', spell: 'painchain', caster: 'a1', piece: 'd1', dice: 6 }, ['Painchain', 'Troll (F4)', '6']],
  [{ type: 'chaosSwap', pieces: ['d1', 'd2'] }, ['Chaos', 'Troll (F4)', 'Pegasus (E4)']],
  [{ type: 'painchainLink', target: 'd2' }, ['Painchain', 'Pegasus (E4)']],
  [{ type: 'useAbility', ability: 'reapers-call', piece: 'a2', target: 'd1' }, ['Ogre (C4)', 'Reaper\'s Call', 'Troll (F4)']],
  [{ type: 'useAbility', ability: 'decoy', piece: 'a2', hex: 'B3' }, ['Decoy', 'B3']],
  [{ type: 'useAbility', ability: 'fear', piece: 'a2' }, ['Fear']],
  [{ type: 'mount', rider: 'a1', pegasus: 'd2' }, ['Warlock (C3)', 'Pegasus (E4)']],
  [{ type: 'stoneCold', piece: 'd1', petrify: true }, ['Troll (F4)', 'Stone Cold']],
  [{ type: 'stoneCold', piece: 'd1', petrify: false }, ['Troll (F4)']],
  [{ type: 'reinforce', creature: 'Lion', hex: 'F3' }, ['Lion', 'F3']],
  [{ type: 'summon', legion: 'red-5', piece: 'p17', hex: 'A1' }, ['red-5', 'A1']],
];

describe('the Gods of Titan screen names the battle add-ons (rules 15–18)', () => {
  it('rules 15.6, 16.5: every spell and every ability used by an action has its printed name in both languages', () => {
    for (const [id, spell] of Object.entries(GODS_SPELLS)) expect(SPELL_NAMES[id], id).toBe(spell.name);
    for (const id of [...GODS_SINGLE_USE_ABILITIES, 'necromancy', 'mount']) {
      expect(ABILITY_EN[id], id).toBeTruthy();
      expect(ABILITY_DE[id], id).toBeTruthy();
    }
  });

  it('rules 15, 16, 17, 18: each add-on action\'s button shows its fields in English and German, every placeholder filled', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const [move, shown] of ACTIONS) {
        const text = label(move, lang);
        for (const w of shown) expect(text, `${lang} ${JSON.stringify(move)}`).toContain(w);
        expect(text).not.toMatch(/[{}]|undefined/);
      }
    }
    const english = ACTIONS.map(([m]) => label(m, 'en'));
    const german = ACTIONS.map(([m]) => label(m, 'de'));
    expect(german.filter((g, i) => g !== english[i]).length).toBeGreaterThan(ACTIONS.length / 2);
    expect(new Set(german).size).toBe(ACTIONS.length);
  });

  it('rules 15.2, 16.5, 17.1, 18.2: what an add-on did is a log line naming the character and the spell or ability; the battle\'s other events are not', () => {
    const events: [GodsBattleEvent, string | null][] = [
      [{ type: 'spell', spell: 'quake', caster: 'a1', deed: { kind: 'cast', name: 'Warlock' } }, 'Warlock casts Quake.'],
      [{ type: 'spell', spell: 'quake', caster: 'a1', deed: { kind: 'strike', target: 'd1', dice: [1, 5, 6], strikeNumber: 5, hits: 2 } }, null],
      [{ type: 'ability', piece: 'a2', name: 'Phoenix', ability: 'flameburst', effect: 'extra-damage', targets: ['d1'], amount: 1 }, 'Phoenix uses Flameburst.'],
      [{ type: 'reinforced', piece: 'p99', creature: 'Lion', hex: 'F3' }, 'Lion joins the battle at F3.'],
      [{ type: 'summoned', piece: 'p17', name: 'Angel', legion: 'red-5', hex: 'A1' }, 'Angel is summoned from red-5 to A1.'],
      [{ type: 'move', piece: 'a1', from: null, to: 'A1' }, null],
    ];
    for (const [e, text] of events) expect(addonEvent(e, words('en'))).toBe(text);
    expect(addonEvent(events[0]![0], words('de'))).toBe('Warlock zaubert Quake.');
    expect(addonEvent(events[4]![0], words('de'))).toBe('Angel wird aus red-5 auf A1 gerufen.');
  });
});
