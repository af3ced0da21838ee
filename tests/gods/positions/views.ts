// Positions on what each seat sees (rules 10.3, 10.5, 10.8, 15.2, 23.3, 24.3, 27.5): an agreement proposed before any
// battle (only its two sides see it), a battle of the Darklord against a Titan-player while the Darklord has spied on
// a third seat's legion (his view alone shows it whole), covered and uncovered Titans, and the Skycastle's final
// battle, which every seat sees. The other positions' views are digested too; these add what they lack.
import { GOD_LEGION, type GodsState } from '../../../engine/gods/state.js';
import { act } from '../game-helpers.js';
import { challenge, finalPosition } from '../final-battle-position.js';
import { drawBattle, type BattleSpec, type BuiltPosition, type Placed } from './build.js';

/** Rules 10.3–10.8, 23.3, 24.3: hidden information around a battle. */
export const VIEW_POSITIONS: readonly BattleSpec[] = [
  {
    title: 'rules 10.4, 10.5, 10.3: the attacker waits while the defender may flee; once he stays, an agreement proposed before a battle is seen by its two sides only',
    land: 101,
    open: true,
    attacker: { owner: 'red', pieces: [['Lion', null], ['Ogre', null]] },
    defender: { owner: 'green', pieces: [['Centaur', null], ['Troll', null]] },
    elsewhere: [{ owner: 'blue', land: 121, pieces: ['Titan', 'Gorgon'] }],
    uncovered: ['blue'],
    script: [{ seat: 'green', game: { type: 'declineFlee' } }, { seat: 'red', game: { type: 'propose', eliminates: 'defender' } }],
  },
  {
    title: 'rules 23.3, 10.8, 24.3: the Darklord fights a Titan-player after spying on a third seat\'s legion; the spied legion is his alone to see, a covered Titan nobody\'s',
    land: 101,
    appeared: false,
    attacker: { owner: 'black', pieces: [['Cerberus', 'C3'], ['Lich', 'D2']] },
    defender: { owner: 'green', pieces: [['Ogre', 'D3'], ['Troll', 'C4']] },
    elsewhere: [{ owner: 'blue', land: 121, pieces: ['Titan', 'Gorgon', 'Hydra'] }, { owner: 'red', land: 133, pieces: ['Titan', 'Lion'] }],
    spied: 'L1',
    uncovered: ['red'],
    spells: { black: ['quake'], green: ['shield'] },
    script: [{ by: 'attacker', done: true }],
  },
];

/** The id of the first piece called `name` in the legion `marker`, or in the running battle. */
function idOf(s: GodsState, name: string, marker?: string): string {
  const pieces = marker ? s.legions.find((l) => l.marker === marker)?.pieces : s.engagement?.battle?.pieces;
  const id = pieces?.find((p) => p.name === name)?.id;
  if (!id) throw new Error(`no ${name}`);
  return id;
}

/** The final battle's position (tests/gods/final-battle-position.ts): the Dark-Titan's challenge, the Titan-players
 * lending Creatures to the God (red a Hydra, green his Griffon, blue passing), the battle begun. */
function finalDefence(): { states: GodsState[]; marker: string } {
  const p = finalPosition(['Dark-Titan', 'Headcracker', 'Nightmare']);
  const states: GodsState[] = [p.state];
  const push = (s: GodsState): GodsState => {
    states.push(s);
    return s;
  };
  let s = push(act(p.state, 'black', challenge(p)));
  s = push(act(s, 'red', { type: 'lend', legion: p.red, piece: idOf(s, 'Hydra', p.red) }));
  s = push(act(s, 'green', { type: 'lend', legion: p.green, piece: idOf(s, 'Griffon', p.green) }));
  s = push(act(s, 'blue', { type: 'pass' }));
  s = push(act(s, 'red', { type: 'pass' }));
  push(act(s, 'green', { type: 'pass' }));
  return { states, marker: p.dark };
}

/** The final battle as it begins: the defence chosen, every Creature to enter. */
function finalBattle(): BuiltPosition {
  return { states: finalDefence().states, ids: { god: GOD_LEGION } };
}

/** The final battle in its 2nd round, the Dark-Titan and his Headcracker next to the God, the Darklord's maneuver
 * and strikes (the God, without skill, is hit by every die). */
function strikingTheGod(): BuiltPosition {
  const start = finalDefence().states.at(-1)!;
  const placed: readonly Placed[] = [['God', 'E5'], ['Dark-Titan', 'E4'], ['Headcracker', 'D5'], ['Nightmare', 'F2'], ['Hydra', 'D6', 3], ['Griffon', 'F4']];
  // Labelled by name: each is the only one of its kind in this battle.
  const ids = Object.fromEntries(placed.map(([name]) => [name, idOf(start, name)]));
  const pieces = Object.fromEntries(placed.map((p) => [ids[p[0]]!, p]));
  const s1 = drawBattle(start, { pieces, round: 2, active: 'attacker', seed: 7 });
  const s2 = act(s1, 'black', { type: 'battle', move: { type: 'done' } });
  return { states: [s1, s2], ids };
}

/** Rules 27.5: the positions built by a function of their own. */
export const BUILT_POSITIONS: readonly { readonly title: string; readonly build: () => BuiltPosition }[] = [
  { title: 'rules 27.5, 16.5 God: the Skycastle final battle, its defence lent by the Titan-players and seen by every seat', build: finalBattle },
  { title: 'rules 27.5, 13.4, 16.5 God: the Dark-Titan strikes the God, whom every die hits; each Titan-player acts for the Creature he lent', build: strikingTheGod },
];
