// Save files as the player sees them: opening a save that is no longer on the disk says which save and what happened
// to it, never an errno text or a path on the host's disk (a browser player cannot see that disk at all); a download
// is named after the save's name.
import { unlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeHarness, setup } from './helpers.js';

describe('a missing save', () => {
  it('is named by its title and said to be moved or deleted, without errno or path', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human'], 5));
    if (!r.ok) throw new Error(r.error.message);
    const saved = await h.service.saveAs({ gameId: r.value.gameId, target: { kind: 'name', name: 'Evening game' } });
    if (!saved.ok) throw new Error(saved.error.message);
    await h.service.quitGame({ gameId: r.value.gameId });
    unlinkSync(saved.value.path);

    const o = await h.service.openSave({ source: { kind: 'path', path: saved.value.path } });
    expect(o.ok).toBe(false);
    if (o.ok) return;
    expect(o.error.code).toBe('not-found');
    expect(o.error.message).toContain('moved or deleted');
    expect(o.error.message).not.toMatch(/ENOENT|errno|no such file/i);
    expect(o.error.message).not.toContain(h.dataDir);
  });
});

describe('a downloaded save', () => {
  it('is named after the name it was saved under, else after the game', async () => {
    const h = makeHarness();
    const r = await h.service.newGame(setup(['human', 'human'], 6));
    if (!r.ok) throw new Error(r.error.message);
    const gameId = r.value.gameId;
    const before = await h.service.exportSave({ gameId });
    expect(before.ok && before.value.fileName).toBe('P1 _ P2.titan');
    expect((await h.service.saveAs({ gameId, target: { kind: 'name', name: 'Evening game' } })).ok).toBe(true);
    const after = await h.service.exportSave({ gameId });
    expect(after.ok && after.value.fileName).toBe('Evening game.titan');
  });
});
