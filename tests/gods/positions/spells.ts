// Battle positions on the 16 spells (rules 15, 15.6): red's Warlord (a Caster of skill 5) in his side's Strike Phase on
// the Plains against a green legion of level-1 and higher Creatures, one position per spell with that spell alone in
// hand, cast by the script (with its follow-ups: Chaos's swaps, Painchain's links), so that the continuations play out
// what it lasts; one position with all sixteen in hand, whose listed actions cast each of them on every target; and a
// Novice casting in the defender's Strike Phase. Green holds counters too, face-down to red (15.2).
import type { GodsSpellAim } from '../../../engine/gods/battle/index.js';
import type { BattleSpec, Step } from './build.js';

/** The Plains field every spell position shares: red's Warlord and four fighters, green's five. */
const FIELD = {
  land: 101,
  attacker: { owner: 'red', pieces: [['Warlord', 'B1'], ['Lion', 'D3'], ['Troll', 'C3'], ['Gargoyle', 'A1'], ['Minotaur', 'F1']] },
  defender: { owner: 'green', pieces: [['Centaur', 'D4'], ['Ogre', 'C4'], ['Gorgon', 'E5'], ['Cyclops', 'D5'], ['Unicorn', 'A3']] },
} as const;

/** One spell cast by the Warlord (a1) in red's Strike Phase: what the rules say of it, its aim and follow-ups. */
function cast(spell: string, rule: string, aim: GodsSpellAim = {}, more: readonly Step[] = []): BattleSpec {
  return {
    title: `rules 15.6 ${rule}`,
    ...FIELD,
    spells: { red: [spell], green: ['shield', 'quake'] },
    script: [{ by: 'attacker', done: true }, { by: 'attacker', addon: { type: 'castSpell', spell, caster: 'a1', ...aim } }, ...more],
  };
}

/** Rules 15: every spell cast and what it lasts. */
export const SPELL_POSITIONS: readonly BattleSpec[] = [
  {
    title: 'rules 15.1–15.4, 15.6: a Caster of skill 5 may cast every spell; each cast on each target',
    ...FIELD,
    spells: { red: ['create-hazard', 'shield', 'shockwave', 'wimps-vacation', 'footsore', 'quake', 'teleport', 'timewarp', 'chaos', 'homeland', 'inferno', 'summon', 'deadlock', 'landscaping', 'painchain', 'slavery'] },
    script: [{ by: 'attacker', done: true }],
  },
  cast('create-hazard', 'Create Hazard: an unoccupied hex becomes Darkness for the rest of the battle', { hex: 'E3', hazard: 'Darkness' }),
  cast('shield', 'Shield, A9: the Lion takes no damage in the enemy strikeback', { piece: 'a2' }, [{ by: 'attacker', strike: 'a2', at: 'd1' }, { by: 'attacker', strike: 'a3', at: 'd2' }]),
  cast('shockwave', 'Shockwave: every enemy on the battleland takes 3 dice at skill 2'),
  cast('wimps-vacation', 'Wimps Vacation, A10: every enemy Creature of mustering level 1 is slain'),
  cast('footsore', 'Footsore: the Caster\'s legion flies for the rest of the battle'),
  cast('quake', 'Quake: every enemy on the battleland takes 3 dice at skill 3'),
  cast('teleport', 'Teleport: an enemy Gorgon to an unoccupied hex it may stand on', { piece: 'd3', hex: 'A2' }),
  cast('timewarp', 'Timewarp: the battle-round marker a box forward', { rounds: 1 }),
  cast('timewarp', 'Timewarp: the battle-round marker a box back', { rounds: -1 }),
  cast('chaos', 'Chaos: two pairs of enemies swap places, in melee too', {}, [
    { by: 'attacker', addon: { type: 'chaosSwap', pieces: ['d1', 'd3'] } },
    { by: 'attacker', addon: { type: 'chaosSwap', pieces: ['d2', 'd5'] } },
  ]),
  cast('homeland', 'Homeland: the Caster\'s legion is native to every hazard for the rest of the battle'),
  cast('inferno', 'Inferno: every enemy on the battleland takes 3 dice at skill 4'),
  cast('summon', 'Summon: a Demon on an unoccupied hex, decaying a hit each Strike Phase', { hex: 'E4' }),
  cast('deadlock', 'Deadlock: enemies grounded, a hit per hex moved, none moves at its last hit'),
  cast('landscaping', 'Landscaping: the battleland becomes the Darkland, the stranded lose skill and take hits', { land: 'Darkland', turns: 1 }),
  cast('painchain', 'Painchain: three dice at skill 5 on the Cyclops, the hits roll on at its neighbours', { piece: 'd4', dice: 3 }, [
    { by: 'attacker', addon: { type: 'painchainLink', target: 'd3' } },
  ]),
  cast('slavery', 'Slavery: the Cyclops fights for the Caster\'s side for the rest of the battle', { piece: 'd4' }),
  {
    title: 'rules 15.2, 15.3: the defender\'s Novice casts a grade-2 spell in his own Strike Phase; the attacker\'s counters stay face-down to him',
    land: 101,
    active: 'defender',
    attacker: { owner: 'red', pieces: [['Lion', 'D3'], ['Troll', 'C3'], ['Gargoyle', 'A1']] },
    defender: { owner: 'green', pieces: [['Novice', 'E5'], ['Centaur', 'D4'], ['Ogre', 'C4']] },
    spells: { red: ['painchain', 'slavery'], green: ['shockwave', 'shield', 'quake'] },
    script: [{ by: 'defender', done: true }, { by: 'defender', addon: { type: 'castSpell', spell: 'shockwave', caster: 'd1' } }],
  },
];
