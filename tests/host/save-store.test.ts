// The save store's guards: file names typed by users stay inside the saves folder, only listed paths may be opened,
// the per-platform data folder, the recent list surviving garbage in the store, and crash leftovers swept.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openConfStore } from '../../host/conf-store.js';
import { defaultDataDir } from '../../host/paths.js';
import { GAMES } from '../../games/index.js';
import { SaveStore, isInside, safeFileName } from '../../host/save-store.js';
import { tempDir } from './helpers.js';

describe('save store', () => {
  it('turns anything typed into a plain file name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('C:\\Windows\\win.ini')).toBe('C__Windows_win.ini');
    expect(safeFileName('  ...  ')).toBe('game');
    expect(safeFileName('Partie à 4 — tour 3')).toBe('Partie à 4 _ tour 3');
    expect(safeFileName('x'.repeat(300))).toHaveLength(80);
  });

  it('knows which paths the renderer may open', () => {
    const dir = tempDir();
    const kv = openConfStore(dir);
    const store = new SaveStore(dir, kv, GAMES);
    expect(store.isKnownPath(join(dir, 'saves', 'a.titan'))).toBe(true);
    expect(store.isKnownPath(join(dir, 'autosave', 'g', 'resume.titan'))).toBe(true);
    expect(store.isKnownPath(join(dir, 'saves', '..', 'settings.json'))).toBe(false);
    expect(store.isKnownPath('/home/someone/game.titan')).toBe(false);
    store.addRecent('/home/someone/game.titan', 'A · B', '2026-01-01T00:00:00.000Z');
    expect(store.isKnownPath('/home/someone/game.titan')).toBe(true);
    expect(store.isKnownPath('relative.titan')).toBe(false);
    expect(isInside('/a/b', '/a/b')).toBe(true);
    expect(isInside('/a/b', '/a/bc')).toBe(false);
  });

  it('keeps the ten newest recent files, newest first, and ignores a damaged list', async () => {
    const dir = tempDir();
    const kv = openConfStore(dir);
    const store = new SaveStore(dir, kv, GAMES);
    for (let i = 0; i < 12; i++) store.addRecent(`/games/${i}.titan`, `g${i}`, `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`);
    store.addRecent('/games/3.titan', 'g3', '2026-01-02T00:00:00.000Z');
    const recent = await store.listRecent();
    expect(recent.map((r) => r.path)).toEqual(['/games/3.titan', '/games/11.titan', '/games/10.titan', '/games/9.titan', '/games/8.titan', '/games/7.titan', '/games/6.titan', '/games/5.titan', '/games/4.titan', '/games/2.titan']);
    expect(recent.every((r) => r.exists === false)).toBe(true);
    kv.set('recent', [{ path: 5 }, 'x', null, { path: '/ok.titan', title: 't', savedAt: 's' }]);
    expect((await store.listRecent()).map((r) => r.path)).toEqual(['/ok.titan']);
  });

  it('sweeps the temporary files a crash left in a game folder when the game is opened, not those of a live writer', async () => {
    const dir = tempDir();
    const store = new SaveStore(dir, openConfStore(dir), GAMES);
    const game = join(dir, 'autosave', 'g1');
    mkdirSync(game, { recursive: true });
    // pid 2^22 + 1 is above the largest pid Linux can give (2^22): no process of that number runs
    const dead = '.resume.titan.4194305.0a1b2c3d.tmp';
    const live = `.resume.titan.${process.pid}.0a1b2c3d.tmp`;
    for (const n of [dead, live, 'resume.titan']) writeFileSync(join(game, n), 'x');
    expect(await store.sweepTemp('g1')).toBe(1);
    expect(readdirSync(game).sort()).toEqual([live, 'resume.titan'].sort());
    expect(await store.sweepTemp('missing')).toBe(0);
  });

  it('puts the data folder where each platform expects it', () => {
    expect(defaultDataDir({ TITAN_DATA_DIR: '/data' }, 'linux')).toBe('/data');
    expect(defaultDataDir({ XDG_DATA_HOME: '/xdg' }, 'linux')).toBe(join('/xdg', 'titan'));
    expect(defaultDataDir({ APPDATA: 'C:/Users/me/AppData/Roaming' }, 'win32')).toBe(join('C:/Users/me/AppData/Roaming', 'Titan'));
    expect(defaultDataDir({}, 'darwin')).toMatch(/Library[/\\]Application Support[/\\]Titan$/);
  });
});
