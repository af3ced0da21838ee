// Save files as documents (electron/documents.ts): which argument of a command line is the save to open, and the queue
// that keeps files handed over before the page can take them.
import { describe, expect, it } from 'vitest';
import { DocumentQueue, savePathOf } from '../../electron/documents.js';

describe('save files handed over by the OS', () => {
  it('takes the last .titan argument of a command line, made absolute; switches and other files are not saves', () => {
    expect(savePathOf(['/home/ann/a.titan'], '/tmp')).toBe('/home/ann/a.titan');
    expect(savePathOf(['--flag', 'b.TITAN'], '/home/ann')).toBe('/home/ann/b.TITAN');
    expect(savePathOf(['one.titan', 'two.titan'], '/x')).toBe('/x/two.titan');
    expect(savePathOf(['--open=x.titan', 'notes.txt', '.'], '/x')).toBeNull();
    expect(savePathOf([], '/x')).toBeNull();
  });

  it('keeps files until the page is ready, delivers them in order once, and waits again while the page reloads', () => {
    const q = new DocumentQueue();
    const got: string[] = [];
    q.open('/a.titan');
    q.open('/b.titan');
    expect(got).toEqual([]);
    q.ready((p) => got.push(p));
    expect(got).toEqual(['/a.titan', '/b.titan']);
    q.open('/c.titan');
    expect(got).toEqual(['/a.titan', '/b.titan', '/c.titan']);
    q.lost();
    q.open('/d.titan');
    expect(got).toHaveLength(3);
    q.ready((p) => got.push(p));
    expect(got).toEqual(['/a.titan', '/b.titan', '/c.titan', '/d.titan']);
  });
});
