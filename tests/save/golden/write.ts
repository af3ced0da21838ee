// Writes the golden saves of one build into tests/fixtures/saves/<folder>/ with a manifest of the position each
// holds (tests/save/golden/facts.ts). Run once per save format or state version with the build that writes it:
//   npx tsx tests/save/golden/write.ts v1
// The files are then committed and never rewritten: tests/save/golden.test.ts loads every one of them forever.
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Action } from '../../../engine/titan/actions.js';
import { arenaGame, type ArenaAction, type ArenaSetup, type ArenaState } from '../../../engine/arena/index.js';
import { apply, createGame, legalActions, playersToAct } from '../../../engine/titan/index.js';
import type { GameSetup, GameState, VariantId } from '../../../engine/titan/state.js';
import { arenaModule, loadSave, titanModule } from '../../../games/index.js';
import { encodeGame } from '../../../host/save-codec.js';
import type { SeatKind } from '../../../host/contract.js';
import { APP_VERSION } from '../../../tools/cli/run-simulation.js';
import { makeHarness, pick, prng } from '../../host/helpers.js';
import { arenaFacts, titanFacts, type Facts } from './facts.js';
import { goldenFolder, STAMPS } from './folder.js';

const out = goldenFolder(process.argv[2], 'tsx tests/save/golden/write.ts');
const OUT = out.dir;

function record(name: string, module: string, holds: string, text: string, facts: Facts): void {
  out.write(name, { module, holds, facts }, text);
}

/** Plays a TITAN game with seeded random-legal picks (never undo) until `stop` holds; returns the log and state. */
function playTitan(setup: GameSetup, seed: number, stop: (s: GameState) => boolean, maxActions = 40_000): { actions: Action[]; state: GameState } {
  const rnd = prng(seed);
  let state = createGame(setup).state;
  const actions: Action[] = [];
  while (!stop(state)) {
    if (actions.length >= maxActions || state.phase === 'over') throw new Error(`seed ${seed}: the position was not reached`);
    const actor = playersToAct(state)[0];
    const legal = legalActions(state, actor);
    // Concessions end battles early; take them rarely so that battles with carries and summons happen.
    const forward = legal.filter((a) => a.type !== 'concede' || rnd() < 0.05);
    const a = pick(forward.length > 0 ? forward : legal, rnd);
    const r = apply(state, a);
    if (!r.ok) throw new Error(`seed ${seed}: a legal action was refused: ${r.error.message}`);
    actions.push(a);
    state = r.state;
  }
  return { actions, state };
}

function titanSetup(variant: VariantId, players: number, seed: number): GameSetup {
  const colours = ['Red', 'Blue', 'Green', 'Gold', 'Black', 'Brown'];
  return {
    variant,
    players: colours.slice(0, players).map((color, i) => ({ color, name: `Player ${i + 1}` })),
    options: { balancedTowers: false, mulligan: true, infoMode: 'revealed', pointTarget: null, turnLimit: null },
    seed,
  };
}

/** The first seed from `from` whose game reaches `stop`. */
function findTitan(variant: VariantId, players: number, from: number, stop: (s: GameState) => boolean): { setup: GameSetup; actions: Action[]; state: GameState } {
  for (let seed = from; seed < from + 200; seed++) {
    const setup = titanSetup(variant, players, seed);
    try {
      return { setup, ...playTitan(setup, seed, stop) };
    } catch {
      continue;
    }
  }
  throw new Error(`no game of ${variant} from seed ${from} reaches the position`);
}

const hasLegal = (type: Action['type']) => (s: GameState): boolean => playersToAct(s).some((p) => legalActions(s, p).some((a) => a.type === type));

function writeTitan(variant: VariantId, tag: string, kinds: (n: number) => SeatKind[]): void {
  const positions: [string, string, number, number, (s: GameState) => boolean][] = [
    ['start', 'a new game before the initial splits', 3, 11, (s) => s.stateId === 0],
    ['mid-movement', 'the Movement Phase of round 3 after the roll, a legion moved (undo possible)', 4, 21, (s) => s.round >= 3 && s.phase === 'move' && s.turn.roll !== null && s.undo.length > 0],
    ['battle-carry', 'a battle with a carry pending after a strike', 2, 31, hasLegal('carry')],
    ['battle-summon', 'a battle in which the attacker may summon an Angel', 2, 41, hasLegal('summon')],
    ['finished', 'a game played to its end', 2, 51, (s) => s.phase === 'over'],
  ];
  for (const [name, holds, players, from, stop] of positions) {
    const g = findTitan(variant, players, from, stop);
    const meta = { gameId: `golden-${tag}-${name}`, title: `Golden ${tag} ${name}`, kinds: kinds(players), createdAt: STAMPS.createdAt };
    record(`${tag}-${name}.titan`, 'titan', holds, encodeGame(titanModule, meta, { ...g, base: null, updatedAt: STAMPS.updatedAt, app: APP_VERSION }), titanFacts(g.state));
  }
}

/** A game with §21 clocks, saved by the host in the middle of a Movement Phase with time used (state version 3). */
function writeClocks(): void {
  const base = titanSetup('titan', 3, 71);
  const setup: GameSetup = { ...base, options: { ...base.options, timeLimit: 2 * 3600, turnClocks: { movement: 180, maneuver: 60, firstManeuver: 120 } } };
  const g = { setup, ...playTitan(setup, 71, (s) => s.round >= 2 && s.phase === 'move' && s.turn.roll !== null) };
  const key = `${g.state.round}:${g.state.active}:move`;
  const meta = { gameId: 'golden-titan-clocks', title: 'Golden TITAN clocks', kinds: ['human', 'human', 'human'], createdAt: STAMPS.createdAt, clock: { usedMs: 1_234_000, turn: { key, usedMs: 45_000 } } };
  const text = encodeGame(titanModule, meta, { ...g, base: null, updatedAt: STAMPS.updatedAt, app: APP_VERSION });
  record('titan-clocks-movement.titan', 'titan', 'a game with a 2-hour time limit and turn clocks, in a Movement Phase with 45 s of its clock used', text, titanFacts(g.state));
}

function playArena(setup: ArenaSetup, seed: number, stop: (s: ArenaState) => boolean): { actions: ArenaAction[]; state: ArenaState } {
  const rnd = prng(seed);
  let state = arenaGame.createGame(setup).state;
  const actions: ArenaAction[] = [];
  while (!stop(state)) {
    if (actions.length >= 5000 || state.phase === 'over') throw new Error(`seed ${seed}: the position was not reached`);
    const actor = arenaGame.playersToAct(state)[0];
    const legal = arenaGame.legalActions(state, actor);
    const a = legal[Math.floor(rnd() * legal.length)];
    const r = arenaGame.apply(state, a);
    if (!r.ok) throw new Error(`seed ${seed}: a legal action was refused: ${r.error.message}`);
    actions.push(a);
    state = r.state;
  }
  return { actions, state };
}

function writeArena(): void {
  const positions: [string, string, number, boolean, (s: ArenaState) => boolean][] = [
    ['start', 'a new game before the opening bids', 4, false, (s) => s.stateId === 0],
    ['mid-play', 'round 2 of play', 3, false, (s) => s.phase === 'play' && s.round === 2],
    ['ability', 'a creature ability waiting to be used or declined', 4, false, (s) => s.phase === 'play' && s.turn.step === 'ability'],
    ['titan-keep', 'the Titan\'s sponsor choosing which drawn card to keep', 3, false, (s) => s.turn.titan !== null],
    ['tournament', 'the second game of a three-game tournament', 3, true, (s) => (s.tournament?.played.length ?? 0) === 1 && s.phase === 'play'],
    ['finished', 'a game played to its end', 5, false, (s) => s.phase === 'over'],
  ];
  for (const [name, holds, players, tournament, stop] of positions) {
    let found: { setup: ArenaSetup; actions: ArenaAction[]; state: ArenaState } | null = null;
    for (let seed = 61; seed < 400 && !found; seed++) {
      const setup: ArenaSetup = { players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })), seed, options: { tournament } };
      try {
        found = { setup, ...playArena(setup, seed, stop) };
      } catch {
        continue;
      }
    }
    if (!found) throw new Error(`no Arena game reaches ${name}`);
    const meta = { gameId: `golden-arena-${name}`, title: `Golden Arena ${name}`, kinds: found.setup.players.map((): 'human' => 'human'), createdAt: STAMPS.createdAt };
    record(`arena-${name}.titan`, 'arena', holds, encodeGame(arenaModule, meta, { ...found, base: null, updatedAt: STAMPS.updatedAt, app: APP_VERSION }), arenaFacts(found.state));
  }
}

/** The files the app itself writes: a TITAN and an Arena game played through the host service, its autosaves copied. */
async function writeAutosaves(): Promise<void> {
  const h = makeHarness();
  const titan = await h.service.newGame({
    game: 'titan',
    setup: {
      variant: 'titan',
      players: [
        { color: 'Red', name: 'Anna' },
        { color: 'Blue', name: 'Bernd' },
        { color: 'Green', name: 'Clara' },
      ],
      options: { balancedTowers: false, mulligan: true, infoMode: 'own', pointTarget: null, turnLimit: null },
    },
    kinds: ['human', 'human', 'human'],
    seed: 4242,
  });
  if (!titan.ok) throw new Error(titan.error.message);
  const rnd = prng(4242);
  for (let step = 0; step < 600; step++) {
    await h.service.settled();
    const screen = await h.service.view({ gameId: titan.value.gameId });
    if (!screen.ok) throw new Error(screen.error.message);
    if (screen.value.kind === 'handoff') {
      await h.service.handoffReady({ gameId: titan.value.gameId, seat: screen.value.seat });
      continue;
    }
    const v = screen.value;
    if (v.game !== 'titan') throw new Error('not a TITAN game');
    if ((v.view.round >= 4 && v.view.phase === 'split') || v.seat === null) break;
    const r = await h.service.submit({ gameId: titan.value.gameId, seat: v.seat, action: pick(v.legal, rnd) });
    if (!r.ok) throw new Error(r.error.message);
  }
  const arena = await h.service.newGame({ game: 'arena', setup: { players: [{ id: 'p1', name: 'Anna' }, { id: 'p2', name: 'Bernd' }], options: { tournament: false } }, kinds: ['human', 'human'], seed: 77 });
  if (!arena.ok) throw new Error(arena.error.message);
  const arnd = prng(77);
  for (let step = 0; step < 40; step++) {
    await h.service.settled();
    const screen = await h.service.view({ gameId: arena.value.gameId });
    if (!screen.ok) throw new Error(screen.error.message);
    if (screen.value.kind === 'handoff') {
      await h.service.handoffReady({ gameId: arena.value.gameId, seat: screen.value.seat });
      continue;
    }
    const v = screen.value;
    if (v.game !== 'arena') throw new Error('not an Arena game');
    if (v.seat === null || v.legal.length === 0) break;
    const r = await h.service.submit({ gameId: arena.value.gameId, seat: v.seat, action: v.legal[Math.floor(arnd() * v.legal.length)] });
    if (!r.ok) throw new Error(r.error.message);
  }
  await h.service.settled();
  await h.service.shutdown();
  for (const [tag, gameId] of [['titan', titan.value.gameId], ['arena', arena.value.gameId]] as const) {
    const dir = join(h.dataDir, 'autosave', gameId);
    const checkpoint = readdirSync(dir).filter((n) => n !== 'resume.titan').sort().at(-1);
    const files: [string, string][] = [['resume.titan', `autosave-${tag}-resume.titan`]];
    if (checkpoint) files.push([checkpoint, `autosave-${tag}-checkpoint.titan`]);
    for (const [from, to] of files) {
      copyFileSync(join(dir, from), join(OUT, to));
      const loaded = loadSave(readFileSync(join(OUT, to), 'utf8'));
      if (!loaded.ok) throw new Error(`${to} does not load: ${loaded.error.message}`);
      const facts = tag === 'titan' ? titanFacts(loaded.state as GameState) : arenaFacts(loaded.state as ArenaState);
      out.note(to, { module: tag, holds: `the app's ${from === 'resume.titan' ? 'resume file' : 'newest checkpoint autosave'} of a game played through the host`, facts });
    }
  }
}

writeTitan('titan', 'titan', (n) => Array.from({ length: n }, (_, i): SeatKind => (i === 0 ? 'human' : (['easy', 'normal', 'hard', 'random'] as const)[(i - 1) % 4])));
writeTitan('titan-variant', 'variant', (n) => Array.from({ length: n }, (): SeatKind => 'human'));
writeClocks();
writeArena();
await writeAutosaves();
console.log(`wrote ${out.finish()} saves with facts and the app's autosaves to ${OUT}`);
