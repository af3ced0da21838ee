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

  it('Gods of Titan: the actions random games seldom reach read back from their lines', () => {
    const module = must(GAMES.byId('gods-of-titan'), 'gods-of-titan');
    const notation = must(module.notation, 'notation');
    const state = module.createGame(module.sim.defaultSetup(3, 1, { variant: null, turnLimit: null, pointTarget: null })).state;
    const at = (a: Record<string, unknown>) => ({ player: 'red', ...a, stateId: module.stateId(state) }) as unknown as ModuleAction;
    const battle = (move: Record<string, unknown>) => at({ type: 'battle', move });
    const cases: [ModuleAction, string][] = [
      [at({ type: 'chooseTower', land: 105 }), 'red takes the Tower 105'],
      [at({ type: 'split', legion: 'red-1', parts: [['p1', 'p2'], ['p3']], markers: ['red-3', 'red-4'] }), 'red splits red-1 → red-3: p1, p2 / red-4: p3'],
      [at({ type: 'move', legion: 'red-2', to: 208, steps: 5, exit: 105, teleport: 'titan-free', entrySide: 'Bottom' }), 'red moves red-2 → 208 in 5 steps out by 105 by titan-free teleport entering Bottom'],
      [at({ type: 'reinforce', creature: 'Centaur', reveal: [] }), 'red reinforces with Centaur showing nothing'],
      [at({ type: 'revive', name: 'Dark Titan' }), 'red revives Dark Titan'],
      [at({ type: 'reviveTitan', legion: 'red-1', elemental: 'Fire Elemental' }), 'red revives the Titan in red-1 for Fire Elemental'],
      [at({ type: 'takeLord', lord: 'Angel', legion: 'red-1' }), 'red takes the Lord Angel into red-1'],
      [at({ type: 'lend', legion: 'red-2', piece: 'p7' }), 'red lends p7 from red-2'],
      [at({ type: 'permit', to: 'blue', kind: 'hiding', granted: false }), 'red withdraws hiding from blue'],
      [at({ type: 'offerTrade', to: 'blue', gives: { lifegems: 3, spells: ['Create Hazard'], characters: [], permissions: ['darktower'] }, asks: { lifegems: 0, spells: [], characters: ['Amazon'], permissions: [] } }), 'red offers blue: gives 3 lifegems + spell Create Hazard + permission darktower; asks character Amazon'],
      [at({ type: 'answerTrade', from: 'green', accept: true }), 'red accepts the offer of green'],
      [at({ type: 'quit' }), 'red quits'],
      [at({ type: 'timeUp', clock: 'maneuver' }), 'red runs out of maneuver time'],
      [battle({ type: 'accept-concession' }), 'red in battle: accepts the concession'],
      [battle({ type: 'castSpell', spell: 'Create Hazard', caster: 'p4', hex: 'C3', hazard: 'Bramble' }), 'red in battle: casts Create Hazard by p4 at C3 making Bramble'],
      [battle({ type: 'castSpell', spell: 'Landscaping', caster: 'p4', land: 'Tundra', turns: 2 }), 'red in battle: casts Landscaping by p4 into Tundra turned 2'],
      [battle({ type: 'castSpell', spell: 'Timewarp', caster: 'p4', rounds: -1 }), 'red in battle: casts Timewarp by p4 moving rounds -1'],
      [battle({ type: 'castSpell', spell: 'Painchain', caster: 'p4', piece: 'p9', dice: 4 }), 'red in battle: casts Painchain by p4 on p9 with 4 dice'],
      [battle({ type: 'chaosSwap', pieces: ['p8', 'p9'] }), 'red in battle: swaps p8 ↔ p9'],
      [battle({ type: 'painchainLink', target: 'p10' }), 'red in battle: chains → p10'],
      [battle({ type: 'useAbility', ability: 'necromancy', piece: 'p2', target: 'p9', hex: 'D4' }), 'red in battle: uses necromancy with p2 on p9 at D4'],
      [battle({ type: 'mount', rider: 'p2', pegasus: 'p3' }), 'red in battle: mounts p2 on p3'],
      [battle({ type: 'stoneCold', piece: 'p5', petrify: true }), 'red in battle: turns p5 to stone'],
      [battle({ type: 'stoneCold', piece: 'p5', petrify: false }), 'red in battle: lets p5 take the roll'],
      [battle({ type: 'reinforce', creature: 'Centaur', hex: 'F1' }), 'red in battle: reinforces with Centaur at F1'],
      [battle({ type: 'summon', legion: 'red-3', piece: 'p6', hex: 'A1' }), 'red in battle: summons p6 from red-3 at A1'],
    ];
    for (const [action, line] of cases) {
      expect(notation.write(action, state)).toBe(line);
      expect(notation.read(line, state)).toEqual(action);
    }
    expect(notation.read('red in battle: dances', state)).toEqual({ error: 'no action reads "in battle: dances"' });
  });

  it('TITAN and the Arena: a clock running out and a stalemate vote read back from their lines', () => {
    for (const [id, action, line] of [
      ['titan', { type: 'timeUp', player: 'Red', clock: 'game' }, 'Red runs out of game time'],
      ['arena', { type: 'voteStalemate', player: 'P2', accept: false }, 'P2 votes against the stalemate'],
      ['arena', { type: 'unicorn', player: 'P1', creature: 'Hydra', a: 'discard', b: 3 }, 'P1 uses Unicorn on Hydra: discard ↔ column 3'],
    ] as const) {
      const module = must(GAMES.byId(id), id);
      const notation = must(module.notation, 'notation');
      const state = module.createGame(module.sim.defaultSetup(3, 1, { variant: null, turnLimit: null, pointTarget: null })).state;
      const full = { ...action, stateId: module.stateId(state) };
      expect(notation.write(full, state)).toBe(line);
      expect(notation.read(line, state)).toEqual(full);
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
