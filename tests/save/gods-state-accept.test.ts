// The Gods of Titan checker of saved states (engine/gods/state-schema.ts, engine/gods/state-check/) accepts every real
// state: the golden saves, every state of complete simulated games (random seats, seats that fight every engagement
// out, the Normal computer player), and every state of battles built with every kind of Caster and ability and of a
// Skycastle final battle (tests/gods/battle-positions.ts), and every state of the safety net's positions (every hazard,
// immunity, spell, ability, addition and carry chain; tests/gods/positions/) — the references the engine leaves as they
// are included.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import { migrate, migrationPath } from '../../engine/platform/save/migrate.js';
import type { GodsState } from '../../engine/gods/state.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { godsModule } from '../../games/gods.js';
import { moduleAgent } from '../../tools/cli/agents.js';
import { playGame } from '../../tools/cli/simulate.js';
import { battleStates } from '../gods/battle-positions.js';
import { POSITIONS } from '../gods/positions/index.js';
import { eagerAgent } from './hostile-states.js';

const ROOT = join(import.meta.dirname, '../fixtures/saves');

/** The problems of a state as it comes back from a save (its JSON). */
function problemsOf(s: GodsState): string[] {
  const r = checkGodsState(JSON.parse(JSON.stringify(s)));
  return r.ok ? [] : [`state ${s.stateId}: ${r.problems.join('; ')}`];
}

describe('the Gods of Titan checker of saved states accepts every real state', () => {
  it('every golden Gods save snapshot, migrated', () => {
    let files = 0;
    for (const folder of readdirSync(ROOT)) {
      for (const file of readdirSync(join(ROOT, folder)).filter((f) => f.startsWith('gods-'))) {
        const save = JSON.parse(readFileSync(join(ROOT, folder, file), 'utf8')) as { stateVersion: number; snapshot: { state: unknown } };
        const path = migrationPath(godsModule.saves, save.stateVersion);
        if (!path.ok) throw new Error(path.message);
        const r = checkGodsState(migrate(path.steps, save.snapshot.state, 'state'));
        expect(r.ok ? [] : r.problems, `${folder}/${file}`).toEqual([]);
        files++;
      }
    }
    expect(files).toBeGreaterThanOrEqual(11);
  });

  it('every state of complete simulated games: random seats, seats that fight, the Normal computer player', () => {
    const fighter = (): ReturnType<typeof eagerAgent<GodsAction>> =>
      eagerAgent<GodsAction>((a) => ['concede', 'flee', 'declineFlee', 'propose', 'accept', 'quit'].includes(a.type) || (a.type === 'battle' && a.move.type === 'concede'));
    const games = [
      { players: 3, seed: 11, agentFor: undefined },
      { players: 4, seed: 13, agentFor: (seat: string) => (seat === 'black' ? moduleAgent(godsModule, 'normal', seat) : fighter()) },
    ];
    const problems: string[] = [];
    let states = 0;
    let battles = 0;
    for (const g of games) {
      const played = playGame(godsModule, { players: g.players, seed: g.seed }, {
        maxActions: 60_000,
        stallLimit: 20_000,
        ...(g.agentFor ? { agentFor: g.agentFor as never } : {}),
        onAction: (_prev, _action, next) => {
          states++;
          if (next.engagement?.battle) battles++;
          problems.push(...problemsOf(next));
        },
      });
      expect(played.violations).toEqual([]);
    }
    expect(problems.slice(0, 3)).toEqual([]);
    expect(states).toBeGreaterThanOrEqual(2_400); // 2487 since 20.1 (an engagement won without a battle has its aftermath)
    expect(battles).toBeGreaterThanOrEqual(200); // 226 battle states under rules 3 (state 4)
  });

  it('every state of built battles: spells cast, abilities used, reinforcement, summoning, carries, the final battle', () => {
    const states = battleStates(3);
    expect(states.flatMap(problemsOf).slice(0, 3)).toEqual([]);
    const battles = states.flatMap((s) => (s.engagement?.battle ? [s.engagement.battle] : []));
    const count = (f: (b: (typeof battles)[number]) => unknown): number => battles.filter(f).length;
    const cast = new Set(battles.flatMap((b) => Object.values(b.addons.spells?.cast ?? {}).flatMap((c) => (c ? [c.spell] : []))));
    // what the built battles reached, each at least once
    expect(cast.size).toBeGreaterThanOrEqual(Object.keys(GODS_SPELLS).length / 2);
    expect(count((b) => b.carry)).toBeGreaterThan(0);
    for (const memory of ['abilities', 'reinforcement', 'summoning'] as const) expect(count((b) => b.addons[memory]), memory).toBeGreaterThan(0);
    expect(states.filter((s) => s.engagement?.aftermath).length).toBeGreaterThan(0);
    expect(states.filter((s) => s.finalBattle?.chooser).length).toBeGreaterThan(0);
    expect(states.filter((s) => s.finalBattle && s.engagement?.battle).length).toBeGreaterThan(0);
  });

  it('every state of the safety net\'s positions: each hazard, immunity, spell, ability, addition and carry chain', () => {
    const states = POSITIONS.flatMap((p) => p.build().states);
    expect(states.length).toBeGreaterThanOrEqual(150);
    expect(states.flatMap(problemsOf).slice(0, 3)).toEqual([]);
  });
});
