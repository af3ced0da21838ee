// Saves through the host: Save / Save As / Open / export-upload round trips, autosave rotation, Continue resuming
// exactly (mid-battle, same dice to come), and broken files — corrupt, truncated, foreign, too new — opening
// nothing, saying what is wrong and offering the newest good autosave.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../engine/titan/events.js';
import { apply } from '../../engine/titan/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { loadSave } from '../../games/index.js';
import type { SaveFiles } from '../../host/save-files.js';
import { SAVE_EXTENSION, type SaveStore } from '../../host/save-store.js';
import { driveHumans, makeHarness, prng, setup } from './helpers.js';

async function exportedState(h: ReturnType<typeof makeHarness>, gameId: string): Promise<GameState> {
  const text = await h.service.exportSave({ gameId });
  if (!text.ok) throw new Error(text.error.message);
  const d = loadSave(text.value.text);
  if (!d.ok) throw new Error(d.error.message);
  return d.state as GameState;
}

describe('saves', () => {
  it('Save needs a file first; Save As writes one; Open restores the identical game and lists it as recent', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human'], 9));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    await driveHumans(h, gameId, prng(9), (v) => v.view.phase === 'move', 200);
    const plain = await h.service.save({ gameId });
    expect(!plain.ok && plain.error.code).toBe('no-path');
    const as = await h.service.saveAs({ gameId, target: { kind: 'name', name: '../../escape attempt' } });
    if (!as.ok) throw new Error(as.error.message);
    expect(as.value.path.startsWith(join(h.dataDir, 'saves'))).toBe(true);
    expect((await h.service.listGames()).ok).toBe(true);
    const before = await exportedState(h, gameId);
    expect((await h.service.save({ gameId })).ok).toBe(true);
    await h.service.quitGame({ gameId });

    const opened = await h.service.openSave({ source: { kind: 'path', path: as.value.path } });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.path).toBe(as.value.path);
    expect(opened.value.dirty).toBe(false);
    expect(await exportedState(h, opened.value.gameId)).toEqual(before);
    const recent = await h.service.listRecent();
    expect(recent.ok && recent.value[0]).toEqual(expect.objectContaining({ path: as.value.path, exists: true }));
    const dialog = await h.service.openSave({ source: { kind: 'dialog' } });
    expect(!dialog.ok && dialog.error.code).toBe('unsupported');
  });

  it('Quit, then Open of the same save while the quit game is still writing: the game opened stays open, and its resume file is its own', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human'], 9));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    await driveHumans(h, gameId, prng(9), (v) => v.view.phase === 'move', 200);
    const as = await h.service.saveAs({ gameId, target: { kind: 'name', name: 'quit and open again' } });
    if (!as.ok) throw new Error(as.error.message);
    const inFile = await exportedState(h, gameId);
    // the quit game's last action: its resume write is held on the disk until the save opened again is read
    const { saves, files } = h.service as unknown as { saves: SaveStore; files: SaveFiles };
    let release = (): void => undefined;
    const held = new Promise<void>((done) => (release = done));
    const writeResume = saves.writeResume.bind(saves);
    vi.spyOn(saves, 'writeResume').mockImplementationOnce(async (id, text) => {
      await held;
      return writeResume(id, text);
    });
    const view = await h.service.view({ gameId });
    if (!view.ok || view.value.kind !== 'view' || view.value.game !== 'titan' || view.value.seat === null) throw new Error('no seat to act');
    const moved = await h.service.submit({ gameId, seat: view.value.seat, action: view.value.legal.find((a) => a.type !== 'undo') ?? view.value.legal[0] });
    expect(moved.ok).toBe(true);

    let read = (): void => undefined;
    const parsed = new Promise<void>((done) => (read = done));
    const openText = files.openText.bind(files);
    vi.spyOn(files, 'openText').mockImplementationOnce(async (text, id) => {
      const out = await openText(text, id);
      read();
      return out;
    });
    const quitting = h.service.quitGame({ gameId });
    const opening = h.service.openSave({ source: { kind: 'path', path: as.value.path } });
    await parsed;
    await new Promise((done) => setTimeout(done, 20)); // what the opening does next without waiting for the quit
    release();
    const [quit, opened] = await Promise.all([quitting, opening]);
    expect(quit.ok).toBe(true);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.gameId).toBe(gameId);
    await h.service.settled();
    // every page was told the old game closed before it was shown the new one, never after
    const last = h.pushes.findLastIndex((p) => 'gameId' in p && p.gameId === gameId && (p.kind === 'closed' || p.kind === 'view' || p.kind === 'handoff'));
    expect(h.pushes[last]?.kind).not.toBe('closed');
    expect(h.pushes.some((p) => p.kind === 'closed' && p.gameId === gameId)).toBe(true);
    const games = await h.service.listGames();
    expect(games.ok && games.value.map((g) => g.gameId)).toEqual([gameId]);
    expect(await exportedState(h, gameId)).toEqual(inFile);
    const resume = loadSave(readFileSync(join(saves.autosaveDir, gameId, `resume${SAVE_EXTENSION}`), 'utf8'));
    expect(resume.ok && resume.state).toEqual(inFile);
  });

  it('a save opened again under the same game id shows screens newer than any of the game it replaced (revision)', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human'], 9));
    if (!r.ok) throw new Error(r.error.message);
    await driveHumans(h, r.value.gameId, prng(9), (v) => v.view.round >= 2, 300);
    const exp = await h.service.exportSave({ gameId: r.value.gameId });
    if (!exp.ok) throw new Error(exp.error.message);
    const last = Math.max(0, ...h.pushes.flatMap((p) => ('info' in p && p.info.gameId === r.value.gameId ? [p.info.revision] : [])));
    expect(last).toBeGreaterThan(0);
    await h.service.quitGame({ gameId: r.value.gameId });
    const again = await h.service.openSave({ source: { kind: 'text', name: exp.value.fileName, text: exp.value.text } });
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.gameId).toBe(r.value.gameId);
    expect(again.value.revision).toBeGreaterThan(last);
    await h.service.shutdown();
  });

  it('opens only paths the app listed', async () => {
    const h = makeHarness();
    const r = await h.service.openSave({ source: { kind: 'path', path: '/etc/passwd' } });
    expect(!r.ok && r.error.code).toBe('forbidden');
    const rel = await h.service.openSave({ source: { kind: 'path', path: 'saves/x.titan' } });
    expect(!rel.ok && rel.error.code).toBe('forbidden');
  });

  it('round-trips an exported save through an upload', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'random'], 4));
    if (!r.ok) throw new Error(r.error.message);
    await driveHumans(h, r.value.gameId, prng(4), (v) => v.view.round >= 2, 300);
    const exp = await h.service.exportSave({ gameId: r.value.gameId });
    if (!exp.ok) throw new Error(exp.error.message);
    expect(exp.value.fileName.endsWith('.titan')).toBe(true);
    const opened = await h.service.openSave({ source: { kind: 'text', name: exp.value.fileName, text: exp.value.text } });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.gameId).not.toBe(r.value.gameId);
    expect(opened.value.seats.map((s) => s.kind)).toEqual(['human', 'random']);
    expect(await exportedState(h, opened.value.gameId)).toEqual(await exportedState(h, r.value.gameId));
  });

  it('keeps only the last N checkpoint autosaves per game, plus the resume file', async () => {
    const h = makeHarness();
    await h.service.setSettings({ patch: { autosaveKeep: 3 } });
    const r = await h.service.newGame(setup(['random', 'random'], 42, 3));
    if (!r.ok) throw new Error(r.error.message);
    await h.service.settled();
    const files = readdirSync(join(h.dataDir, 'autosave', r.value.gameId)).sort();
    expect(files).toContain('resume.titan');
    expect(files.filter((f) => f !== 'resume.titan')).toHaveLength(3);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const saved = h.pushes.filter((p) => p.kind === 'saved' && p.auto).length;
    expect(saved).toBeGreaterThan(3);
    const list = await h.service.listAutosaves();
    if (!list.ok) throw new Error(list.error.message);
    expect(list.value).toHaveLength(4);
    expect(list.value.map((a) => a.savedAt)).toEqual([...list.value.map((a) => a.savedAt)].sort().reverse());
  });

  it('Continue resumes exactly where the game was, mid-battle, with the same dice to come', async () => {
    const dataDir = makeHarness().dataDir;
    const h = makeHarness(dataDir);
    const r = await h.service.newGame(setup(['human', 'human'], 1234));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const at = await driveHumans(h, gameId, prng(77), (v) => v.view.battle?.phase === 'strike' && v.legal.some((a) => a.type === 'strike'), 5000);
    const before = await exportedState(h, gameId);
    expect(before.battle).not.toBeNull();
    await h.service.quitGame({ gameId });

    // A new host on the same data folder (the app was restarted).
    const h2 = makeHarness(dataDir);
    const c = await h2.service.continueLatest();
    if (!c.ok) throw new Error(c.error.message);
    expect(c.value.gameId).toBe(gameId);
    const after = await exportedState(h2, gameId);
    expect(after).toEqual(before);
    const screen = await h2.service.view({ gameId });
    if (!screen.ok) throw new Error(screen.error.message);
    const seat = at.seat as string;
    if (screen.value.kind === 'handoff') await h2.service.handoffReady({ gameId, seat: screen.value.seat });

    // The same strike gives the same dice in the resumed game as in the original.
    const strike = at.legal.find((a) => a.type === 'strike');
    if (!strike) throw new Error('no strike');
    const expected = apply(before, strike);
    if (!expected.ok) throw new Error(expected.error.message);
    const sent = await h2.service.submit({ gameId, seat, action: strike });
    if (!sent.ok) throw new Error(sent.error.message);
    const dice = (events: readonly GameEvent[]): unknown[] => events.filter((e) => e.type === 'strike').map((e) => (e.type === 'strike' ? e.dice : null));
    const pushed = h2.pushes.flatMap((p) => (p.kind === 'view' && p.game === 'titan' ? p.events : []));
    expect(dice(pushed)).toEqual(dice(expected.events));
    expect(dice(expected.events).length).toBe(1);
  });

  it('Continue says so when there is nothing to continue', async () => {
    const h = makeHarness();
    const c = await h.service.continueLatest();
    expect(!c.ok && c.error.code).toBe('not-found');
  });

  it('refuses corrupt, truncated, foreign and too-new files, opening nothing and offering the newest good autosave', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'random'], 8));
    if (!r.ok) throw new Error(r.error.message);
    await driveHumans(h, r.value.gameId, prng(8), (v) => v.view.phase === 'move', 300);
    const as = await h.service.saveAs({ gameId: r.value.gameId, target: { kind: 'name', name: 'good' } });
    if (!as.ok) throw new Error(as.error.message);
    await h.service.settled();
    const good = readFileSync(as.value.path, 'utf8');
    const parsed = JSON.parse(good) as { version: number; snapshot: { state: { round: number } }; actions: unknown[] };
    const variants: [string, string, string][] = [
      ['garbage', 'this is not a save', 'save-corrupt'],
      ['truncated', good.slice(0, Math.floor(good.length / 2)), 'save-corrupt'],
      ['foreign', JSON.stringify({ hello: 'world' }), 'save-foreign'],
      ['too-new', JSON.stringify({ ...parsed, version: 99 }), 'save-too-new'],
      ['edited', JSON.stringify({ ...parsed, snapshot: { ...parsed.snapshot, state: { ...parsed.snapshot.state, round: 99 } } }), 'save-corrupt'],
      ['short-log', JSON.stringify({ ...parsed, actions: parsed.actions.slice(0, -1) }), 'save-corrupt'],
    ];
    const count = async (): Promise<number> => {
      const g = await h.service.listGames();
      return g.ok ? g.value.length : -1;
    };
    const countBefore = await count();
    for (const [name, text, code] of variants) {
      const path = join(h.dataDir, 'saves', `${name}.titan`);
      writeFileSync(path, text);
      const o = await h.service.openSave({ source: { kind: 'path', path } });
      expect(o.ok, name).toBe(false);
      if (o.ok) continue;
      expect(o.error.code, name).toBe(code);
      expect(o.error.message.length).toBeGreaterThan(10);
      expect(o.error.recovery?.gameId, name).toBe(r.value.gameId);
      const up = await h.service.openSave({ source: { kind: 'text', name, text } });
      expect(!up.ok && up.error.code).toBe(code);
    }
    expect(await count()).toBe(countBefore);
    const missing = await h.service.openSave({ source: { kind: 'path', path: join(h.dataDir, 'saves', 'gone.titan') } });
    expect(!missing.ok && missing.error.code).toBe('not-found');
  });

  it('Continue with a damaged resume file continues the same game from its newest good checkpoint and says so', async () => {
    const dataDir = makeHarness().dataDir;
    const h = makeHarness(dataDir);
    // an older game, intact …
    const older = await h.service.newGame(setup(['human', 'random'], 8));
    if (!older.ok) throw new Error(older.error.message);
    await driveHumans(h, older.value.gameId, prng(8), (v) => v.view.phase === 'move', 300);
    await h.service.quitGame({ gameId: older.value.gameId });
    // … and the newest one, whose resume file is then damaged
    const r = await h.service.newGame(setup(['human', 'random'], 21));
    if (!r.ok) throw new Error(r.error.message);
    const reached = await driveHumans(h, r.value.gameId, prng(21), (v) => v.view.round >= 2 && v.view.phase === 'move', 600);
    expect(reached.view.phase).toBe('move'); // still on: Continue offers only unfinished games
    await h.service.quitGame({ gameId: r.value.gameId });
    const resume = join(dataDir, 'autosave', r.value.gameId, 'resume.titan');
    writeFileSync(resume, readFileSync(resume, 'utf8').slice(0, 2000));
    const h2 = makeHarness(dataDir);
    const c = await h2.service.continueLatest();
    if (!c.ok) throw new Error(c.error.message);
    expect(c.value.gameId).toBe(r.value.gameId);
    expect(c.value.stateId).toBeGreaterThan(0);
    const notice = h2.pushes.find((p) => p.kind === 'notice');
    expect(notice).toEqual(expect.objectContaining({ code: 'resume-damaged', gameId: r.value.gameId, message: expect.stringContaining('damaged') }));
  });

  it('Continue resumes the most recently played unfinished game even when an older one is still open', async () => {
    const h = makeHarness();
    const a = await h.service.newGame(setup(['human', 'random'], 31));
    const b = await h.service.newGame(setup(['human', 'random'], 32));
    if (!a.ok || !b.ok) throw new Error('no games');
    await h.service.settled();
    await driveHumans(h, a.value.gameId, prng(31), (v) => v.view.stateId >= 3, 50);
    await h.service.settled();
    const c = await h.service.continueLatest();
    expect(c.ok && c.value.gameId).toBe(a.value.gameId);
    await driveHumans(h, b.value.gameId, prng(32), (v) => v.view.stateId >= 3, 50);
    await h.service.settled();
    const d = await h.service.continueLatest();
    expect(d.ok && d.value.gameId).toBe(b.value.gameId);
  });
});
