// Gods of Titan as a game module (games/gods.ts): registered beside TITAN and the Arena, typed refusals across the
// boundary, saves that check and load, and `simulate --game gods-of-titan` playing complete random games with the
// invariants (engine/gods/invariants.ts) checked after every action.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES, loadSave } from '../../games/index.js';
import { InlineEngineRunner } from '../../host/engine-runner.js';
import { makeHarness } from '../host/helpers.js';
import { godsModule } from '../../games/gods.js';
import { checkGodsInvariants } from '../../engine/gods/invariants.js';
import { parseArgs, type SimulateCommand } from '../../tools/cli/args.js';
import { runSimulation } from '../../tools/cli/run-simulation.js';
import { clearBoard, edit, legal, newGame, place, started } from './game-helpers.js';

function simulate(argv: string[]): SimulateCommand {
  const r = parseArgs(['simulate', ...argv]);
  if (!r.ok || r.command.kind !== 'simulate') throw new Error(JSON.stringify(r));
  return r.command;
}

describe('the Gods of Titan module', () => {
  it('is registered as gods-of-titan for 3 or 4 players (1.2)', () => {
    expect(GAMES.byId('gods-of-titan')).toBe(godsModule);
    expect(GAMES.byGame('gods-of-titan')).toBe(godsModule);
    expect(godsModule.seatRange('gods-of-titan')).toEqual({ min: 3, max: 4 });
    const seats = ['red', 'green', 'blue', 'black', 'red'].map((id) => ({ id, name: id }));
    expect(godsModule.setupSchema.safeParse({ players: seats, seed: 1, towers: null }).success).toBe(false);
    expect(godsModule.setupSchema.safeParse({ players: seats.slice(0, 2), seed: 1, towers: null }).success).toBe(false);
    expect(godsModule.setupSchema.safeParse({ players: seats.slice(0, 3), seed: 1, towers: null }).success).toBe(true);
  });

  it('plays through the host: a human seat sees its view and legal actions, a random seat answers, the save reopens', async () => {
    const { service, pushes } = makeHarness(undefined, new InlineEngineRunner(GAMES), GAMES);
    const players = [{ id: 'red', name: 'Ann' }, { id: 'green', name: 'Ben' }, { id: 'blue', name: 'Cy' }];
    const r = await service.newGame({ game: 'gods-of-titan', setup: { players, towers: null }, kinds: ['human', 'random', 'random'], seed: 3 });
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const screen = await service.view({ gameId });
    if (!screen.ok) throw new Error(screen.error.message);
    const push = screen.value as unknown as { kind: string; seat: string; legal: { type: string }[]; view: { viewer: string } };
    expect([push.kind, push.seat, push.view.viewer]).toEqual(['view', 'red', 'red']);
    const choice = push.legal[0];
    if (!choice) throw new Error('no legal action for red');
    expect((await service.submit({ gameId, seat: 'red', action: choice as never })).ok).toBe(true);
    await service.settled();
    const after = await service.view({ gameId });
    expect(after.ok && (after.value as unknown as { seat: string }).seat).toBe('red'); // green and blue chose, red moves first
    const exported = await service.exportSave({ gameId });
    if (!exported.ok) throw new Error(exported.error.message);
    const reopened = await service.openSave({ source: { kind: 'text', name: 'gods', text: exported.value.text } });
    expect(reopened.ok && reopened.value.game).toBe('gods-of-titan');
    expect(pushes.filter((p) => p.kind === 'error')).toEqual([]);
    await service.shutdown();
  });

  it('refuses with typed errors: malformed, stale, not-your-turn, wrong-phase, illegal', () => {
    const s = started(3);
    expect(godsModule.actionSchema.safeParse({ type: 'roll', player: 'red', stateId: s.stateId }).success).toBe(false);
    const code = (a: object) => {
      const r = godsModule.apply(s, { player: 'red', stateId: s.stateId, ...a } as never);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ type: 'endTurn', stateId: 0 })).toBe('stale');
    const notYours = godsModule.apply(s, { type: 'endMovement', player: 'green', stateId: s.stateId });
    expect(notYours.ok ? 'ok' : notYours.error.code).toBe('not-your-turn');
    expect(code({ type: 'endTurn' })).toBe('wrong-phase');
    expect(code({ type: 'move', legion: 'red-1', to: 101, steps: 6, exit: 105, teleport: null })).toBe('illegal');
    expect(code({ type: 'move', legion: 'green-1', to: 106, steps: 1, exit: 205, teleport: null })).toBe('illegal');
    const over = edit(s, (d) => {
      d.phase = 'over';
    });
    const late = godsModule.apply(over, { type: 'endTurn', player: 'red', stateId: s.stateId });
    expect(late.ok ? 'ok' : late.error.code).toBe('game-over');
  });

  it('saves: a state passes its check, a spoilt one is refused with the problem named', () => {
    const s = started(4);
    expect(godsModule.saves.checkState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, state: s });
    const extra = edit(s, (d) => {
      d.legions[0]?.pieces.push({ id: `p${d.nextPiece++}`, name: 'Colossus', hits: 0 });
    });
    const bad = godsModule.saves.checkState(extra);
    expect(bad.ok === false && bad.problems.join(' ')).toContain('Colossus');
    const odd = godsModule.saves.checkState({ ...s, legions: [{ ...s.legions[0], land: 9998 }] });
    expect(odd.ok === false && odd.problems.join(' ')).toContain('no land 9998');
    expect(checkGodsInvariants(null, newGame(3))).toEqual([]);
    expect(legal(s, 'red').length).toBeGreaterThan(0);
  });

  it('its invariants catch a spoilt state: counters, markers, legion size (4.2), Lifegems, EP, the treaty, Whirls', () => {
    const s = edit(clearBoard(started(3)), (d) => {
      d.round = 11;
    });
    const { state, marker } = place(s, 'red', 135, ['Titan', 'Centaur']);
    expect(checkGodsInvariants(null, state)).toEqual([]);
    const spoil = (change: Parameters<typeof edit>[1]) => checkGodsInvariants(state, edit(state, change)).join(' | ');
    const mine = (d: Parameters<Parameters<typeof edit>[1]>[0]) => d.legions.find((l) => l.marker === marker);
    expect(spoil((d) => mine(d)?.pieces.push({ id: 'p9000', name: 'Lion', hits: 0 }))).toContain('counters: ');
    expect(spoil((d) => d.players[0]?.markers.pop())).toContain('markers');
    expect(spoil((d) => {
      const legion = mine(d);
      const red = d.players[0];
      for (let i = 0; i < 6 && legion && red; i++) {
        red.pool.Lion = (red.pool.Lion ?? 0) - 1;
        legion.pieces.push({ id: `p90${i}`, name: 'Lion', hits: 0 });
      }
    })).toContain('more than 4.2 allows');
    expect(spoil((d) => Object.assign(d.players[1] ?? {}, { lifegems: -5 }))).toContain('lifegems');
    expect(spoil((d) => Object.assign(d.players[1] ?? {}, { ep: 101 }))).toContain('ep');
    expect(spoil((d) => Object.assign(d.players[1] ?? {}, { score: -1 }))).toContain('score fell');
    expect(spoil((d) => {
      d.round = 10;
      d.engagement = { land: 135, attacker: marker, defender: marker, proposal: null, proposed: [], fleeOpen: true, battle: null, aftermath: null };
    })).toContain('treaty');
    expect(spoil((d) => Object.assign(mine(d) ?? {}, { land: 153 }))).toContain('Whirl');
  });

  it('plays through `simulate`: complete random games of 3 and 4 players, invariants held, saves that load', () => {
    const dir = mkdtempSync(join(tmpdir(), 'titan-gods-sim-'));
    const run = runSimulation({ ...simulate(['--game', 'gods-of-titan', '--players', '3-4', '--games', '10', '--seed', '1']), saveDir: dir });
    if ('error' in run) throw new Error(run.error);
    expect(run.violations).toEqual([]);
    expect(run.games.filter((g) => g.completed)).toHaveLength(10);
    expect(run.games.filter((g) => g.winner !== null).length).toBeGreaterThanOrEqual(9);
    const files = readdirSync(dir);
    expect(files).toHaveLength(10);
    for (const f of files) {
      const loaded = loadSave(readFileSync(join(dir, f), 'utf8'));
      expect(loaded.ok && loaded.module.id).toBe('gods-of-titan');
    }
    expect(runSimulation(simulate(['--game', 'gods-of-titan', '--players', '5']))).toEqual({ error: expect.stringContaining('3 to 4') });
  });
});
