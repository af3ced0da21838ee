// Game records through the host (issue 23 item 2, host/records.ts): a finished game exported whole is exactly the
// CLI's `titan export`; an unfinished game exported as the screen's seat holds only what that seat saw — each board
// its own view then, none of the other seat's hidden legion contents, no seed — and a network page only ever gets its
// own seat's; either record opened back reviews exactly as the game did; broken or edited records are refused with
// typed errors and the open game is untouched.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule, ModuleAction } from '../../engine/platform/module.js';
import type { GameState } from '../../engine/titan/state.js';
import type { LegionView, PlayerView } from '../../engine/titan/view.js';
import type { ExportedRecord, GameReview, OpenedRecord, ReviewBoardView, TitanViewPush } from '../../host/contract.js';
import { parseOwnRecord } from '../../engine/platform/own-record.js';
import { dispatch } from '../../host/dispatch.js';
import { GAMES, titanModule } from '../../games/index.js';
import { exportCommand } from '../../tools/cli/records.js';
import { driveHumans, makeHarness, openFinished, prng, setup, tempDir } from './helpers.js';

const value = <T,>(r: { ok: true; value: unknown } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
};

/** The text of an exported record handed to the page (browser mode: no file dialog). */
function downloaded(r: ExportedRecord): { whole: boolean; text: string } {
  if (r.kind !== 'download') throw new Error(`the record went ${r.kind}, not to the page`);
  return { whole: r.whole, text: r.text };
}

/** The boards of an own record, as read back: its start board, then each step's entry and board. */
function boardLines(text: string): { entry?: { index: number }; view: PlayerView }[] {
  const read = parseOwnRecord(text, (game) => GAMES.byGame(game));
  if (!read.ok) throw new Error(`line ${read.line}: ${read.message}`);
  return [{ view: read.start.view as PlayerView }, ...read.steps.map((s) => ({ entry: s.entry, view: s.view as PlayerView }))];
}

/** The states after each step of `actions` from `setup`'s start. */
function statesAlong(setupOf: unknown, actions: readonly unknown[]): GameState[] {
  let state = titanModule.createGame(setupOf as never).state;
  return (actions as ModuleAction[]).map((a) => {
    const r = titanModule.apply(state, a as never);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    return state;
  });
}

describe('game records through the host', () => {
  it('a finished game exported whole is the CLI export; opened back it reviews identically, step by step', async () => {
    const h = makeHarness();
    const finished = await openFinished(h, titanModule as AnyGameModule, 2, 5);
    const { gameId } = finished;
    const record = downloaded(value<ExportedRecord>(await h.service.exportRecord({ gameId })));
    expect(record.whole).toBe(true);
    const file = join(tempDir(), 'done.titan');
    writeFileSync(file, finished.text);
    expect(record.text.trimEnd()).toBe(exportCommand(file).stdout);

    const opened = value<OpenedRecord>(await h.service.openRecord({ text: record.text }));
    expect([opened.game, opened.whole]).toEqual(['titan', true]);
    const game = value<GameReview>(await h.service.reviewGame({ gameId }));
    const read = value<GameReview>(await h.service.reviewGame({ gameId: opened.recordId }));
    expect(read.all).toBe(true);
    expect(read.entries).toEqual(game.entries);
    expect(read.entries.length).toBeGreaterThan(50);
    for (const index of [null, 0, 17, Math.floor(game.entries.length / 2), game.entries.length - 1]) {
      const a = value<ReviewBoardView>(await h.service.reviewBoard({ gameId, index, seat: opened.seat }));
      const b = value<ReviewBoardView>(await h.service.reviewBoard({ gameId: opened.recordId, index }));
      expect(b).toEqual(a);
    }
    // a network page never reviews a record opened on the host's screen
    const remote = await h.service.reviewGame({ gameId: opened.recordId }, { remote: true, seat: 'Black' });
    expect(!remote.ok && remote.error.code).toBe('unknown-game');
    await h.service.shutdown();
  });

  it("an unfinished game exported as the screen's seat: only its own view, none of Blue's hidden contents; opened back it reviews as that seat did", async () => {
    const h = makeHarness(undefined, undefined, undefined, 8);
    const { gameId } = value<{ gameId: string }>(await h.service.newGame(setup(['human', 'random'], 8)));
    await driveHumans(h, gameId, prng(8), (p: TitanViewPush) => p.info.stateId >= 200);
    const session = h.service.remoteAccess(gameId)?.session;
    if (!session) throw new Error('no session');
    expect(session.module.summary(session.state).over).toBe(false);
    const record = downloaded(value<ExportedRecord>(await h.service.exportRecord({ gameId })));
    expect(record.whole).toBe(false);
    expect(record.text).toMatch(/^view: "Red"$/m);
    expect(record.text).not.toMatch(/seed/);

    // each board in it is Red's view at that step, exactly
    const states = statesAlong(session.setup, session.actions);
    const boards = boardLines(record.text);
    expect(boards[0]?.view).toEqual(titanModule.view(titanModule.createGame(session.setup as never).state, 'Red'));
    expect(boards.length).toBe(session.actions.length + 1);
    for (const b of boards.slice(1)) expect(b.view).toEqual(titanModule.view(states[b.entry?.index ?? -1] as GameState, 'Red'));
    // Blue's legions Red cannot see into at the end: there are some, and the record has none of their contents
    const final = session.state as GameState;
    const redSees = new Map(titanModule.view(final, 'Red').legions.map((l: LegionView) => [l.marker, l.creatures]));
    const hidden = Object.values(final.legions).filter((l) => l.owner === 'Blue' && (redSees.get(l.marker) ?? []).some((c) => c === null));
    expect(hidden.length).toBeGreaterThan(0);
    const last = boards.at(-1)?.view.legions ?? [];
    for (const legion of hidden) {
      const shown = last.find((l) => l.marker === legion.marker);
      expect(shown?.creatures).not.toEqual(legion.creatures);
      expect(shown?.creatures.filter((c) => c !== null).length ?? 0).toBeLessThan(legion.creatures.length);
    }
    // only Red's own actions are written out; Blue's are "Blue acts"
    const actionLines = record.text.split('\n').filter((l) => /^(Red|Blue) /.test(l));
    expect(actionLines.some((l) => l === 'Blue acts')).toBe(true);
    expect(actionLines.filter((l) => l.startsWith('Blue ')).every((l) => l === 'Blue acts')).toBe(true);

    const opened = value<OpenedRecord>(await h.service.openRecord({ text: record.text }));
    expect([opened.whole, opened.seat]).toEqual([false, 'Red']);
    const game = value<GameReview>(await h.service.reviewGame({ gameId }));
    const read = value<GameReview>(await h.service.reviewGame({ gameId: opened.recordId }));
    expect(read).toEqual(game);
    for (const index of [null, ...game.entries.filter((_, i) => i % 25 === 0).map((e) => e.index), game.entries.at(-1)?.index ?? null]) {
      expect(value<ReviewBoardView>(await h.service.reviewBoard({ gameId: opened.recordId, index }))).toEqual(value<ReviewBoardView>(await h.service.reviewBoard({ gameId, index })));
    }
    await h.service.shutdown();
  });

  it("a network page exports only its own seat's view, even of a finished game", async () => {
    const h = makeHarness();
    const finished = await openFinished(h, titanModule as AnyGameModule, 2, 5);
    const { gameId } = finished;
    const seats = h.service.remoteAccess(gameId)?.session.seats().map((s) => s.color) ?? [];
    const seat = seats[1];
    expect(seat).toBeDefined();
    const record = downloaded(value<ExportedRecord>(await h.service.exportRecord({ gameId }, { remote: true, seat: seat ?? null })));
    expect(record.whole).toBe(false);
    expect(record.text).toContain(`view: "${seat ?? ''}"`);
    await h.service.shutdown();
  });

  it('refuses broken and edited records with typed errors, the open game untouched', async () => {
    const h = makeHarness(undefined, undefined, undefined, 8);
    const { gameId } = value<{ gameId: string }>(await h.service.newGame(setup(['human', 'random'], 8)));
    await driveHumans(h, gameId, prng(8), (p: TitanViewPush) => p.info.stateId >= 40);
    const own = downloaded(value<ExportedRecord>(await h.service.exportRecord({ gameId }))).text;
    const g = await openFinished(h, GAMES.byId('gods-of-titan') as AnyGameModule, 3, 7);
    const whole = downloaded(value<ExportedRecord>(await h.service.exportRecord({ gameId: g.gameId }))).text;
    expect(value<OpenedRecord>(await h.service.openRecord({ text: whole })).whole).toBe(true);

    const lines = whole.split('\n');
    const move = lines.findIndex((l) => / moves \S+ → \d+/.test(l));
    expect(move).toBeGreaterThan(0);
    const broken = lines.map((l, i) => (i === move ? l.replace(/→ \d+/, '→ 9999') : l)).join('\n');
    const edited = own.replace(/"Ogre"/, '"Titan"');
    expect(edited).not.toBe(own);
    for (const [text, code, says] of [
      [broken, 'record-invalid', `line ${move + 1}:`],
      [whole.replace(/^seed: .*$/m, 'seed: "x"'), 'record-invalid', 'the header is not a setup'],
      ['game: nope\n\n', 'record-invalid', 'no game is called nope'],
      ['not a record at all', 'record-invalid', 'line 1:'],
      [edited, 'record-tampered', 'changed after it was written'],
      [own.replace(/^check: .*$/m, 'check: 5'), 'record-invalid', 'the header is not'],
    ] as const) {
      const r = await h.service.openRecord({ text });
      expect(r.ok ? 'opened' : r.error.code).toBe(code);
      expect(!r.ok && r.error.message).toContain(says);
    }
    for (const payload of [{}, { text: 5 }, { text: 'x', more: 1 }]) expect(((await dispatch(h.service, 'openRecord', payload)) as { error?: { code: string } }).error?.code).toBe('malformed');
    const unknown = await h.service.exportRecord({ gameId: 'nope' });
    expect(!unknown.ok && unknown.error.code).toBe('unknown-game');
    // the open game goes on as it was
    expect(value<GameReview>(await h.service.reviewGame({ gameId })).entries.length).toBeGreaterThan(0);
    await h.service.shutdown();
  });
});
