// Writes the golden saves of Gods of Titan (games/gods.ts) into tests/fixtures/saves/<folder>/ with a manifest of
// the position each holds (tests/save/golden/facts.ts godsFacts). Run once per Gods state version with its build:
//   npx tsx tests/save/golden/write-gods.ts v3   (state 1, rules 1)
//   npx tsx tests/save/golden/write-gods.ts v4   (state 2, rules 2: trade, the final battle, going ashore, entry sides)
// The files are then committed and never rewritten: tests/save/golden.test.ts loads every one of them forever.
import type { GodsAction } from '../../../engine/gods/actions.js';
import type { GodsSetup } from '../../../engine/gods/setup.js';
import { GODS_SEATS, TREATY_ROUNDS, type GodsState } from '../../../engine/gods/state.js';
import { godsModule } from '../../../games/gods.js';
import { encodeGame } from '../../../host/save-codec.js';
import { APP_VERSION } from '../../../tools/cli/run-simulation.js';
import { prng } from '../../host/helpers.js';
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

const setupOf = (players: number, seed: number): GodsSetup => ({
  players: GODS_SEATS.slice(0, players).map((id, i) => ({ id, name: `Player ${i + 1}` })),
  seed,
  towers: null,
});

const positions: [string, string, number, number, (s: GodsState) => boolean][] = [
  ['start-3', 'a new 3-player game before the starting legions are built', 3, 11, (s) => s.stateId === 0],
  ['start-4', 'a new 4-player game with the Darklord before the starting legions are built', 4, 21, (s) => s.stateId === 0],
  ['mid-movement', `the Movement Phase after the treaty (round > ${TREATY_ROUNDS}), a legion of the Mover moved`, 4, 31,
    (s) => s.round > TREATY_ROUNDS && s.phase === 'movement' && s.legions.some((l) => l.owner === s.players[s.active]?.id && l.moved !== null)],
  ['battle', 'a battle in its second round or later, characters on the battleland', 3, 41,
    (s) => (s.engagement?.battle?.round ?? 0) >= 2 && s.engagement?.battle?.phase !== 'over'],
  ['finished', 'a game played to its end', 3, 51, (s) => s.phase === 'over'],
  ['trade-offer', 'an open trade offer (7) after the treaty, a 4-player game', 4, 61, (s) => s.round > TREATY_ROUNDS && (s.offers?.length ?? 0) > 0],
];

for (const [name, holds, players, from, stop] of positions) {
  let found: { setup: GodsSetup; actions: GodsAction[]; state: GodsState } | null = null;
  for (let seed = from; seed < from + 50 && !found; seed++) {
    const setup = setupOf(players, seed);
    const played = playGods(setup, stop);
    if (played) found = { setup, ...played };
  }
  if (!found) throw new Error(`no Gods of Titan game reaches ${name}`);
  const meta = { gameId: `golden-gods-${name}`, title: `Golden Gods of Titan ${name}`, kinds: found.setup.players.map((): 'human' => 'human'), createdAt: STAMPS.createdAt };
  const text = encodeGame(godsModule, meta, { ...found, base: null, updatedAt: STAMPS.updatedAt, app: APP_VERSION });
  out.write(`gods-${name}.titan`, { module: godsModule.id, holds, facts: godsFacts(found.state) }, text);
}
console.log(`wrote ${out.finish()} Gods of Titan saves with facts to ${out.dir}`);
