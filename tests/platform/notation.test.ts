// Issue 23 item 2: a game written as a record (engine/platform/notation.ts, docs/notation.md) and read back is the same
// game — same setup, same actions, same final position — for simulated games of TITAN and the Arena; every action
// type's line reads back exactly; a tampered record names its line.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import type { AnyGameModule, ModuleAction } from '../../engine/platform/module.js';
import { parseRecord, recordOf } from '../../engine/platform/notation.js';
import { must, play } from './played-games.js';

const NOTED = ['titan', 'arena', 'gods-of-titan'] as const;
const moduleOf = (game: string) => GAMES.byGame(game);
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

function recorded(module: AnyGameModule, players: number, seed: number, steps: number) {
  const game = play(module, players, seed, steps);
  const written = recordOf({ module, game: module.gameOf(game.setup), setup: game.setup, actions: game.actions });
  if (!written.ok) throw new Error(written.message);
  return { game, text: written.text };
}

describe('game records (issue 23: notation)', () => {
  for (const id of NOTED) {
    const module = must(GAMES.byId(id), id);
    it(`${id}: simulated games written and read back replay to the same position`, () => {
      const types = new Set<string>();
      const seats = module.seatRange(must(module.games[0], 'game id'));
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { game, text } = recorded(module, seats.min + (seed % (seats.max - seats.min + 1)), seed, 600);
        const read = parseRecord(text, moduleOf);
        if (!read.ok) throw new Error(`line ${read.line}: ${read.message}`);
        expect(read.setup).toEqual(plain(game.setup));
        expect(plain(read.actions)).toEqual(plain(game.actions));
        let state = module.createGame(read.setup).state;
        for (const a of read.actions) {
          const r = module.apply(state, a);
          if (!r.ok) throw new Error(r.error.message);
          state = r.state;
        }
        expect(module.saves.position(state)).toEqual(module.saves.position(game.state));
        for (const a of game.actions) types.add(a.type);
      }
      expect(types.size).toBeGreaterThan(8);
    });

    it(`${id}: every legal action met on the way reads back exactly from its line`, () => {
      const notation = must(module.notation, 'notation');
      const seen = new Set<string>();
      play(module, 3, 11, 500, (legal, state) => {
        for (const a of legal) {
          const line = notation.write(a, state);
          expect(plain(notation.read(line, state)), line).toEqual(plain(a));
          seen.add(a.type);
        }
        return null;
      });
      expect(seen.size).toBeGreaterThan(8);
    });
  }

  it('TITAN: lines name seats, markers, lands, pieces and hexes', () => {
    const module = must(GAMES.byId('titan'), 'titan');
    const notation = must(module.notation, 'notation');
    const state = module.createGame(module.sim.defaultSetup(2, 1, { variant: null, turnLimit: null, pointTarget: null })).state;
    const at = (a: Omit<ModuleAction, 'stateId'> & Record<string, unknown>) => ({ ...a, stateId: module.stateId(state) });
    const cases: [ModuleAction, string][] = [
      [at({ type: 'split', player: 'Red', marker: 'Rd01', newMarker: 'Rd07', creatures: ['Centaur', 'Gargoyle', 'Ogre'] }), 'Red splits Rd01 → Rd07: Centaur, Gargoyle, Ogre'],
      [at({ type: 'move', player: 'Red', marker: 'Rd01', to: 41, teleport: 'tower', lord: 'Angel', entrySide: 'Left' }), 'Red moves Rd01 → 41 by tower teleport showing Angel entering Left'],
      [at({ type: 'strike', player: 'Red', piece: 'a3', target: 'd2', strikeNumber: 5, dice: 3 }), 'Red strikes a3 → d2 at 5 with 3 dice'],
      [at({ type: 'carry', player: 'Red', target: null }), 'Red drops the carry'],
      [at({ type: 'propose', player: 'Red', attackerLosses: [], defenderLosses: ['Ogre'] }), 'Red proposes attacker loses nothing; defender loses Ogre'],
      [at({ type: 'undo', player: 'Red', all: true }), 'Red takes back all'],
    ];
    for (const [action, line] of cases) {
      expect(notation.write(action, state)).toBe(line);
      expect(notation.read(line, state)).toEqual(action);
    }
  });

  it('a tampered record gives an error naming its line, never a throw', () => {
    const module = must(GAMES.byId('titan'), 'titan');
    const { text } = recorded(module, 2, 3, 40);
    const lines = text.split('\n');
    const first = lines.findIndex((l) => / rolls$/.test(l));
    const bad = (edit: (ls: string[]) => void) => {
      const ls = [...lines];
      edit(ls);
      return parseRecord(ls.join('\n'), moduleOf);
    };
    expect(bad((ls) => (ls[first] = ls[first]?.replace('rolls', 'dances') ?? ''))).toEqual({ ok: false, line: first + 1, message: 'no action reads "dances"' });
    expect(bad((ls) => (ls[first] = `Nobody${ls[first]?.slice(ls[first].indexOf(' ')) ?? ''}`))).toMatchObject({ ok: false, line: first + 1 });
    expect(bad((ls) => ls.splice(first, 1))).toMatchObject({ ok: false, line: first + 1 });
    expect(bad((ls) => (ls[0] = 'game: chess'))).toEqual({ ok: false, line: 1, message: 'no game is called chess' });
    expect(bad((ls) => (ls[1] = 'seed 7'))).toMatchObject({ ok: false, line: 2 });
    expect(parseRecord('', moduleOf)).toMatchObject({ ok: false, line: 1 });
  });
});
