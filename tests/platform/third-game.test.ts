// Adding a game is one module: a tiny third game (Nim, tests/fixtures/games/nim.ts), registered beside TITAN and the
// Arena by the test alone, is played through the host service (new game, hot-seat hand-offs, an AI seat, typed
// refusals, saves, Continue) and through `simulate` (complete games, invariants, saves that validate) with no edit
// in host/, tools/ or games/.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES, loadSave, registry } from '../../games/index.js';
import { InlineEngineRunner } from '../../host/engine-runner.js';
import type { Push } from '../../host/contract.js';
import { parseArgs, type SimulateCommand } from '../../tools/cli/args.js';
import { runSimulation } from '../../tools/cli/run-simulation.js';
import { nimModule, type NimAction, type NimView } from '../fixtures/games/nim.js';
import { makeHarness } from '../host/helpers.js';

const games = registry([...GAMES.modules, nimModule]);

/** The pushes of a game, typed as Nim's (the contract names this build's games; a third one pushes the same shape). */
interface NimPush {
  readonly kind: 'view' | 'handoff';
  readonly game: string;
  readonly seat: string | null;
  readonly view?: NimView;
  readonly legal?: readonly NimAction[];
  readonly events: readonly { readonly type: string; readonly audience?: readonly string[] }[];
}
const asNim = (p: Push | { kind: string }): NimPush => p as unknown as NimPush;

/** A host service that has the third game. */
const harness = () => makeHarness(undefined, new InlineEngineRunner(games), games);

function simulate(argv: string[]): SimulateCommand {
  const r = parseArgs(['simulate', ...argv]);
  if (!r.ok || r.command.kind !== 'simulate') throw new Error(JSON.stringify(r));
  return r.command;
}

describe('a third game is one module', () => {
  it('plays through the host: hand-offs between two humans, each seeing only its own secret, refusals typed, an AI seat', async () => {
    const { service, pushes } = harness();
    const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Ben' }];
    const bad = await service.newGame({ game: 'nim', setup: { players, sticks: 500 }, kinds: ['human', 'human'] });
    expect(!bad.ok && bad.error.code).toBe('bad-setup');
    const r = await service.newGame({ game: 'nim', setup: { players, sticks: 9 }, kinds: ['human', 'human'], seed: 4 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ game: 'nim', variant: 'nim', title: 'Nim: Ann · Ben' });
    const gameId = r.value.gameId;
    let moves = 0;
    for (let step = 0; step < 40; step++) {
      const v = await service.view({ gameId });
      if (!v.ok) throw new Error(v.error.message);
      const screen = asNim(v.value);
      expect(screen.game).toBe('nim');
      if (screen.kind === 'handoff') {
        expect(screen.events.every((e) => e.audience === undefined)).toBe(true);
        await service.handoffReady({ gameId, seat: screen.seat ?? '' });
        continue;
      }
      if (!screen.view || screen.view.winner !== null) break;
      const seat = screen.seat ?? '';
      expect(screen.view.viewer).toBe(seat);
      const chess = await service.submit({ gameId, seat, action: { type: 'roll', player: seat, stateId: screen.view.stateId } });
      expect(!chess.ok && chess.error.code).toBe('malformed');
      const stale = await service.submit({ gameId, seat, action: { type: 'take', player: seat, stateId: 99, count: 1 } as NimAction });
      expect(!stale.ok && stale.error.code).toBe('stale');
      const take = screen.legal?.[screen.legal.length - 1];
      if (!take) throw new Error('no legal take');
      const sent = await service.submit({ gameId, seat, action: take });
      expect(sent.ok).toBe(true);
      moves++;
    }
    expect(moves).toBeGreaterThan(2);
    // each seat's board showed only its own secret: the other's never left the host in a push to it
    for (const p of pushes.map(asNim)) {
      if (p.kind !== 'view' || !p.view) continue;
      for (const e of p.events) expect(e.audience === undefined || e.audience.includes(p.seat ?? '')).toBe(true);
    }
    const over = await service.listGames();
    expect(over.ok && over.value.find((g) => g.gameId === gameId)?.phase).toBe('over');

    // an AI seat of the module plays off the host's thread; its memory comes back to it
    const ai = await service.newGame({ game: 'nim', setup: { players, sticks: 14 }, kinds: ['perfect', 'random'], seed: 2 });
    if (!ai.ok) throw new Error(ai.error.message);
    await service.settled();
    const ended = await service.listGames();
    expect(ended.ok && ended.value.find((g) => g.gameId === ai.value.gameId)).toMatchObject({ phase: 'over', winner: 'a' });
    expect(pushes.filter((p) => p.kind === 'error')).toEqual([]);

    // saves: export, open again at the same position; Continue resumes an unfinished one
    const open = await service.newGame({ game: 'nim', setup: { players, sticks: 30 }, kinds: ['human', 'random'], seed: 3 });
    if (!open.ok) throw new Error(open.error.message);
    await service.settled();
    const exported = await service.exportSave({ gameId: open.value.gameId });
    if (!exported.ok) throw new Error(exported.error.message);
    expect(JSON.parse(exported.value.text)).toMatchObject({ game: 'nim', module: 'nim', stateVersion: 1 });
    const reopened = await service.openSave({ source: { kind: 'text', name: 'nim', text: exported.value.text } });
    if (!reopened.ok) throw new Error(reopened.error.message);
    expect(reopened.value).toMatchObject({ game: 'nim', stateId: open.value.stateId });
    await service.quitGame({ gameId: reopened.value.gameId });
    await service.quitGame({ gameId: open.value.gameId });
    await service.settled();
    const cont = await service.continueLatest();
    expect(cont.ok && cont.value.game).toBe('nim');
    await service.settled();
    expect(pushes.filter((p) => p.kind === 'notice' || p.kind === 'error')).toEqual([]);
    await service.shutdown();
  });

  it('a host without the module refuses its games and its saves with typed errors', async () => {
    const h = harness();
    const r = await h.service.newGame({ game: 'nim', setup: { players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], sticks: 5 }, kinds: ['human', 'human'] });
    expect(r.ok).toBe(true);
    const plain = makeHarness();
    const refused = await plain.service.newGame({ game: 'nim', setup: {}, kinds: [] });
    expect(!refused.ok && refused.error.code).toBe('unknown-module');
    const exported = r.ok ? await h.service.exportSave({ gameId: r.value.gameId }) : null;
    if (!exported?.ok) throw new Error('no save');
    const foreign = await plain.service.openSave({ source: { kind: 'text', name: 'nim', text: exported.value.text } });
    expect(!foreign.ok && foreign.error.code).toBe('save-foreign');
    await h.service.shutdown();
    await plain.service.shutdown();
  });

  it('plays through `simulate`: complete games with invariants checked, AI and random seats, saves that load', () => {
    const dir = mkdtempSync(join(tmpdir(), 'titan-nim-sim-'));
    const run = runSimulation({ ...simulate(['--game', 'nim', '--players', '2-4', '--games', '6', '--seed', '5', '--agents', 'perfect,random']), saveDir: dir }, undefined, games);
    if ('error' in run) throw new Error(run.error);
    expect(run.violations).toEqual([]);
    expect(run.games.filter((g) => g.completed)).toHaveLength(6);
    const files = readdirSync(dir);
    expect(files).toHaveLength(6);
    for (const f of files) {
      const loaded = loadSave(readFileSync(join(dir, f), 'utf8'), games);
      expect(loaded.ok && loaded.module.id).toBe('nim');
    }
    expect(runSimulation(simulate(['--game', 'nim', '--players', '5']), undefined, games)).toEqual({ error: expect.stringContaining('2 to 4') });
    expect(runSimulation(simulate(['--game', 'nim']))).toEqual({ error: expect.stringContaining('--game is one of titan, arena') });
  });
});
