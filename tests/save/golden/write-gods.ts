// Writes the golden saves of Gods of Titan (games/gods.ts) into tests/fixtures/saves/<folder>/ with a manifest of
// the position each holds (tests/save/golden/facts.ts godsFacts). Run once per Gods state version with its build:
//   npx tsx tests/save/golden/write-gods.ts v3   (state 1, rules 1)
//   npx tsx tests/save/golden/write-gods.ts v4   (state 2, rules 2: trade, the final battle, going ashore, entry sides)
//   npx tsx tests/save/golden/write-gods.ts v5   (state 4, rules 3: the Executer's kills and trophies, the Phantom's
//                                                 chosen legion, 24.8's scoring, the split families of 4.5, Sea legions
//                                                 ashore, a shortened game; positions built as data besides)
//   npx tsx tests/save/golden/write-gods.ts v6   (state 4, rules 4: A49's black legion on a covered Titan's legion,
//                                                 the Darklord to decide; the defender deciding first whether to flee)
//   npx tsx tests/save/golden/write-gods.ts v7   (state 5, rules 6: the undo stack — a Movement Phase's and a battle
//                                                 maneuver's actions to take back)
//   npx tsx tests/save/golden/write-gods.ts v8   (state 6, rules 8: the Towers chosen in the game, 5.4 — a choice
//                                                 under way, a 4-player game played on from chosen Towers)
//   npx tsx tests/save/golden/write-gods.ts v10  (state 7, rules 9: a game with a time limit and turn clocks, TITAN §21
//                                                 and 28.3, in a battle maneuver)
// The files are then committed and never rewritten: tests/save/golden.test.ts loads every one of them forever.
import type { GodsAction } from '../../../engine/gods/actions.js';
import type { GodsSetup } from '../../../engine/gods/setup.js';
import { GODS_SEATS, TREATY_ROUNDS, type GodsState } from '../../../engine/gods/state.js';
import { godsModule } from '../../../games/gods.js';
import { encodeGame } from '../../../host/save-codec.js';
import { APP_VERSION } from '../../../tools/cli/run-simulation.js';
import { prng } from '../../host/helpers.js';
import { beside, LAND, onto } from '../../gods/darklord-positions.js';
import { fight, piece, withSlayings } from '../../gods/slaying.js';
import { godsFacts } from './facts.js';
import { goldenFolder, STAMPS } from './folder.js';

const out = goldenFolder(process.argv[2], 'tsx tests/save/golden/write-gods.ts');

/** Plays a Gods game with seeded random-legal picks until `stop` holds; null if it ends (or runs too long) first. */
function playGods(setup: GodsSetup, stop: (s: GodsState) => boolean): { actions: GodsAction[]; state: GodsState } | null {
  const rnd = prng(setup.seed);
  let state = godsModule.createGame(setup).state;
  const actions: GodsAction[] = [];
  while (!stop(state)) {
    if (actions.length >= 60_000 || state.phase === 'over') return null;
    const actor = godsModule.actors(state)[0];
    if (actor === undefined) return null;
    const legal = godsModule.legalActions(state, actor);
    const a = legal[Math.floor(rnd() * legal.length)];
    if (a === undefined) throw new Error(`seed ${setup.seed}: ${actor} must act but has no legal action`);
    const r = godsModule.apply(state, a);
    if (!r.ok) throw new Error(`seed ${setup.seed}: a legal action was refused: ${r.error.message}`);
    actions.push(a);
    state = r.state;
  }
  return { actions, state };
}

const setupOf = (players: number, seed: number, length: Pick<GodsSetup, 'turnLimit' | 'pointTarget' | 'timeLimit' | 'turnClocks'> & Partial<Pick<GodsSetup, 'towers'>> = {}): GodsSetup => ({
  players: GODS_SEATS.slice(0, players).map((id, i) => ({ id, name: `Player ${i + 1}` })),
  seed,
  towers: null,
  ...length,
});

const positions: [string, string, number, number, (s: GodsState) => boolean, (Pick<GodsSetup, 'turnLimit' | 'pointTarget' | 'timeLimit' | 'turnClocks'> & Partial<Pick<GodsSetup, 'towers'>>)?][] = [
  ['start-3', 'a new 3-player game before the starting legions are built', 3, 11, (s) => s.stateId === 0],
  ['start-4', 'a new 4-player game with the Darklord before the starting legions are built', 4, 21, (s) => s.stateId === 0],
  ['mid-movement', `the Movement Phase after the treaty (round > ${TREATY_ROUNDS}), a legion of the Mover moved`, 4, 31,
    (s) => s.round > TREATY_ROUNDS && s.phase === 'movement' && s.legions.some((l) => l.owner === s.players[s.active]?.id && l.moved !== null)],
  ['battle', 'a battle in its second round or later, characters on the battleland', 3, 41,
    (s) => (s.engagement?.battle?.round ?? 0) >= 2 && s.engagement?.battle?.phase !== 'over'],
  ['finished', 'a game played to its end', 3, 51, (s) => s.phase === 'over'],
  ['trade-offer', 'an open trade offer (7) after the treaty, a 4-player game', 4, 61, (s) => s.round > TREATY_ROUNDS && (s.offers?.length ?? 0) > 0],
  ['round-limit', 'a shortened 3-player game (TITAN §21: a round limit of 12, a point target of 5,000) ended by its round limit, the highest total winning', 3, 71,
    (s) => s.phase === 'over' && s.endReason === 'turn-limit', { turnLimit: 12, pointTarget: 5_000 }],
  ['undo-movement', 'the Mover\'s Movement Phase after the treaty with two of his actions on the undo stack (state version 5)', 3, 81,
    (s) => s.round > TREATY_ROUNDS && s.phase === 'movement' && s.undo.length >= 2],
  ['undo-maneuver', 'a battle maneuver with two moves of the moving side on the undo stack, to take back one by one or all at once (state version 5)', 3, 91,
    (s) => s.engagement?.battle?.phase === 'maneuver' && s.undo.length >= 2],
  ['tower-choice', 'a 3-player game whose last seat (blue) chose his Tower, green to choose next (5.4, state version 6)', 3, 101,
    (s) => s.phase === 'setup' && s.players.filter((p) => p.tower !== null).length === 1, { towers: 'choose' }],
  ['towers-chosen', 'a 4-player game with the Darklord whose Towers were chosen in the game, played on to round 3\'s Movement Phase (5.4)', 4, 111,
    (s) => s.round >= 3 && s.phase === 'movement', { towers: 'choose' }],
  ['clocks-maneuver', 'a 3-player game with a 2-hour time limit and turn clocks (TITAN §21, 28.3) in a battle maneuver (state version 7)', 3, 121,
    (s) => s.engagement?.battle?.phase === 'maneuver', { timeLimit: 7200, turnClocks: { movement: 180, maneuver: 60, firstManeuver: 120 } }],
];

/** The actions after a battle's last strike phase of red's: red's `done`, then the winner's passes. */
const battleDone = (s: GodsState): GodsAction | null => {
  if (s.engagement?.battle) return { type: 'battle', move: { type: 'done' }, player: 'red', stateId: s.stateId };
  const seat = s.engagement?.aftermath?.seat;
  return seat ? { type: 'pass', player: seat, stateId: s.stateId } : null;
};

/** Positions built as data (tests/gods/slaying.ts, darklord-positions.ts), what each holds, and the actions its save's
 * log replays from the built position, its base (null: the log ends). */
const built: [string, string, () => GodsState, ((s: GodsState, base: GodsState) => GodsAction | null)?][] = [
  ['executer-trophy', 'an Executer grown to PF 9 by the Angel its legion slew, the Angel a trophy in red\'s pool (16.5)', () => {
    const s = fight(['Executer', 'Lion', 'Lion'], ['Angel', 'Ogre'], [[104, ['Titan', 'Troll']]]);
    return withSlayings(s, 'red', [[piece(s, 'defender', 'Angel').id, piece(s, 'attacker', 'Executer').id], [piece(s, 'defender', 'Ogre').id, piece(s, 'attacker', 'Lion').id]]);
  }],
  ['phantom-choice', 'green\'s Titan slain, the game waiting for green to choose which of two land legions his Phantom appears in (24.4)', () => {
    const s = fight(['Lion', 'Lion'], ['Titan', 'Troll'], [[150, ['Ogre', 'Troll']], [152, ['Gargoyle', 'Cyclops']]]);
    return withSlayings(s, 'red', [[piece(s, 'defender', 'Titan').id, piece(s, 'attacker', 'Lion').id], [piece(s, 'defender', 'Troll').id, piece(s, 'attacker', 'Lion', 1).id]]);
  }],
  ['a49-spy-waiting', 'a black legion that moved onto green\'s legion holding his covered Titan, the Darklord to decide whether to spy or attack (23.3, A49)',
    () => beside(['Titan', 'Ogre']).state,
    (s, base) => (s === base ? { ...onto(base.legions.find((l) => l.owner === 'black' && l.land === LAND)?.marker ?? ''), player: 'black', stateId: s.stateId } : null)],
  ['flee-first', 'an engagement just opened, the defender (green) to decide first whether to flee (10.4, 10.8): the attacker waits',
    () => fight(['Lion', 'Lion', 'Centaur'], ['Ogre', 'Troll'], [], 3, false), () => null],
];

const write = (name: string, holds: string, found: { setup: GodsSetup; actions: GodsAction[]; state: GodsState; base: { index: number; state: GodsState } | null }): void => {
  const meta = { gameId: `golden-gods-${name}`, title: `Golden Gods of Titan ${name}`, kinds: found.setup.players.map((): 'human' => 'human'), createdAt: STAMPS.createdAt };
  const text = encodeGame(godsModule, meta, { ...found, updatedAt: STAMPS.updatedAt, app: APP_VERSION });
  out.write(`gods-${name}.titan`, { module: godsModule.id, holds, facts: godsFacts(found.state) }, text);
};

for (const [name, holds, players, from, stop, length] of positions) {
  let found: { setup: GodsSetup; actions: GodsAction[]; state: GodsState } | null = null;
  for (let seed = from; seed < from + 50 && !found; seed++) {
    const setup = setupOf(players, seed, length);
    const played = playGods(setup, stop);
    if (played) found = { setup, ...played };
  }
  if (!found) throw new Error(`no Gods of Titan game reaches ${name}`);
  write(name, holds, { ...found, base: null });
}
for (const [name, holds, build, next = battleDone] of built) {
  const base = build();
  const actions: GodsAction[] = [];
  let state = base;
  for (let a = next(state, base); a; a = next(state, base)) {
    const r = godsModule.apply(state, a);
    if (!r.ok) throw new Error(`${name}: ${a.type} refused: ${r.error.message}`);
    actions.push(a);
    state = r.state;
  }
  write(name, holds, { setup: setupOf(base.players.length, 1), actions, state, base: { index: 0, state: base } });
}
console.log(`wrote ${out.finish()} Gods of Titan saves with facts to ${out.dir}`);
