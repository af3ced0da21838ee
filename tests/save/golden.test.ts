// Saves are forever: every golden save under tests/fixtures/saves/ — written by earlier builds, never rewritten —
// loads in this build, holds exactly the position recorded when it was written, and the game goes on from there
// under today's rules (random legal play with the rules' invariants checked after every action), in the engine's
// loader and through the host service as the app opens it.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArenaState } from '../../engine/arena/index.js';
import type { GodsState } from '../../engine/gods/state.js';
import type { GameState } from '../../engine/titan/state.js';
import { GAMES, loadSave } from '../../games/index.js';
import { makeHarness, prng } from '../host/helpers.js';
import { arenaFacts, godsFacts, titanFacts, type Facts } from './golden/facts.js';

const ROOT = join(import.meta.dirname, '../fixtures/saves');
/** Every golden save with the facts of the position it holds, by folder (v1 = the first save format). */
const GOLDEN = readdirSync(ROOT).flatMap((folder) => {
  const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'manifest.json'), 'utf8')) as Record<string, { module: string; holds: string; facts: Facts }>;
  return Object.entries(manifest).map(([file, entry]) => ({ folder, file, path: join(ROOT, folder, file), ...entry }));
});

/** The facts of a position, read by its module's own facts function. */
const FACTS: Readonly<Record<string, (state: unknown) => Facts>> = {
  titan: (state) => titanFacts(state as GameState),
  arena: (state) => arenaFacts(state as ArenaState),
  'gods-of-titan': (state) => godsFacts(state as GodsState),
};

function factsOf(module: string, state: unknown): Facts {
  const facts = FACTS[module];
  if (!facts) throw new Error(`no facts for the golden saves of module ${module}`);
  return facts(state);
}

/** Plays `count` random legal actions from `state` (or to the game's end); returns the violations met. */
function playOn(module: string, start: unknown, seed: number, count: number): { applied: number; problems: string[] } {
  const sim = GAMES.byId(module);
  if (!sim) throw new Error(`no module ${module}`);
  const rnd = prng(seed);
  let state = start;
  const problems: string[] = [];
  let applied = 0;
  for (; applied < count && problems.length === 0; applied++) {
    const actors = sim.actors(state);
    if (actors.length === 0) break;
    const legal = sim.legalActions(state, actors[0] ?? '').filter((a) => a.type !== 'undo');
    if (legal.length === 0) {
      problems.push(`${actors[0]} must act but has no legal action`);
      break;
    }
    const r = sim.apply(state, legal[Math.floor(rnd() * legal.length)]);
    if (!r.ok) {
      problems.push(`a legal action was refused: ${r.error.message}`);
      break;
    }
    problems.push(...sim.sim.invariants(state, r.state));
    state = r.state;
  }
  return { applied, problems };
}

describe('golden saves load in every later build', () => {
  it('there are golden saves of TITAN, the Titan Variant, the Arena and Gods of Titan, finished games, app autosaves, an Executer with trophies, a Phantom choice, a shortened game, a spy on a covered Titan and a flee to decide among them', () => {
    const files = GOLDEN.map((g) => g.file);
    for (const name of ['titan-start', 'titan-mid-movement', 'titan-battle-carry', 'titan-battle-summon', 'titan-finished', 'variant-mid-movement', 'variant-finished', 'arena-start', 'arena-finished', 'autosave-titan-resume', 'autosave-arena-resume', 'gods-start-3', 'gods-start-4', 'gods-mid-movement', 'gods-battle', 'gods-finished', 'gods-trade-offer', 'gods-executer-trophy', 'gods-phantom-choice', 'gods-round-limit', 'gods-a49-spy-waiting', 'gods-flee-first']) {
      expect(files.filter((f) => f.startsWith(name)).length, name).toBeGreaterThan(0);
    }
  });

  for (const g of GOLDEN) {
    it(`${g.folder}/${g.file} (${g.holds}) loads at its position and the game goes on`, () => {
      const r = loadSave(readFileSync(g.path, 'utf8'));
      if (!r.ok) throw new Error(`${g.file}: ${r.error.code}: ${r.error.message}`);
      // Its log replays to the saved position under today's rules, or — a save of older rules that a rules fix
      // changed since — the game continues from that position with the history-not-replayed notice.
      expect(r.older ? [null, 'history-not-replayed'] : [null]).toContain(r.notice?.code ?? null);
      expect(factsOf(g.module, r.state)).toEqual(g.facts);
      const over = g.facts.phase === 'over';
      const on = playOn(g.module, r.state, g.file.length, 300);
      expect(on.problems).toEqual([]);
      if (!over) expect(on.applied).toBeGreaterThan(0);
    });
  }

  it('the Gods saves of rules 4 go on by their rules: the Darklord decides on the covered Titan\'s legion (23.3, A49), the defender decides first whether to flee (10.4, 10.8)', () => {
    const gods = GAMES.byId('gods-of-titan');
    const opened = (name: string): GodsState => {
      const g = GOLDEN.find((x) => x.file === `gods-${name}.titan`);
      const r = g ? loadSave(readFileSync(g.path, 'utf8')) : null;
      if (!r?.ok) throw new Error(`no golden save ${name}`);
      return r.state as GodsState;
    };
    const types = (s: GodsState, seat: string): string[] => [...new Set((gods?.legalActions(s, seat) ?? []).map((a) => a.type))].sort();
    const spy = opened('a49-spy-waiting');
    expect(types(spy, 'black')).toContain('spy');
    expect(gods?.actors(spy)).toEqual(['black']);
    expect(gods?.actorsSeen?.(spy, 'green')).toEqual(['black', 'green']);
    expect(types(spy, 'green')).toEqual(['uncoverTitan']);
    const flee = opened('flee-first');
    expect(types(flee, 'green')).toEqual(['concede', 'declineFlee', 'fight', 'flee', 'propose']);
    expect(types(flee, 'red')).toEqual([]);
  });

  it('the host opens every golden save as the app does and shows its position', async () => {
    const h = makeHarness();
    const dir = join(h.dataDir, 'saves');
    mkdirSync(dir, { recursive: true });
    let opened = 0;
    for (const g of GOLDEN) {
      const path = join(dir, `${g.folder}-${g.file}`);
      copyFileSync(g.path, path);
      const o = await h.service.openSave({ source: { kind: 'path', path } });
      if (!o.ok) throw new Error(`${g.file}: ${o.error.code}: ${o.error.message}`);
      expect(o.value.stateId, g.file).toBe(g.facts.stateId);
      expect(o.value.round, g.file).toBe(g.facts.round);
      expect(o.value.phase, g.file).toBe(g.facts.phase);
      await h.service.settled();
      opened++;
      await h.service.quitGame({ gameId: o.value.gameId });
    }
    expect(opened).toBe(GOLDEN.length);
    // never an error: at most the words saying that an older history no longer replays
    expect(h.pushes.filter((p) => p.kind === 'error' || (p.kind === 'notice' && p.code !== 'history-not-replayed'))).toEqual([]);
    await h.service.shutdown();
  });
});
