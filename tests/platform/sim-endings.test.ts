// TITAN §21 "Shortened versions" as each module declares them (`sim.endings`, engine/platform/module.ts): an ending a
// module lists is honoured by its default setup up to its bounds and refused past them; one it does not list is
// ignored. The always-on host offers exactly these (host/always-on.ts).
import { describe, expect, it } from 'vitest';
import type { AnyGameModule, SimEndings } from '../../engine/platform/module.js';
import { GAMES } from '../../games/index.js';

const ENDINGS = ['turnLimit', 'pointTarget'] as const satisfies readonly (keyof SimEndings)[];

/** Whether the module takes `setup`: its schema and its rules. */
function takes(module: AnyGameModule, setup: unknown): boolean {
  const parsed = module.setupSchema.safeParse(setup);
  return parsed.success && module.setupError(parsed.data) === null;
}

describe('TITAN §21 shortened versions: the endings each module declares', () => {
  for (const module of GAMES.modules) {
    for (const game of module.games) {
      const players = module.seatRange(game).min;
      const none = { variant: game, turnLimit: null, pointTarget: null };
      const plain = module.sim.defaultSetup(players, 1, none);
      for (const ending of ENDINGS) {
        const bounds = module.sim.endings[ending];
        it(`${game}: ${ending} ${bounds ? `honoured from ${bounds.min} to ${bounds.max}` : 'ignored'}`, () => {
          expect(takes(module, plain)).toBe(true);
          if (bounds === null) {
            expect(module.sim.defaultSetup(players, 1, { ...none, [ending]: 7 })).toEqual(plain);
            return;
          }
          for (const n of [bounds.min, bounds.max]) {
            const setup = module.sim.defaultSetup(players, 1, { ...none, [ending]: n });
            expect(setup).not.toEqual(plain);
            expect(takes(module, setup)).toBe(true);
          }
          expect(takes(module, module.sim.defaultSetup(players, 1, { ...none, [ending]: bounds.max + 1 }))).toBe(false);
          expect(takes(module, module.sim.defaultSetup(players, 1, { ...none, [ending]: bounds.min - 1 }))).toBe(false);
        });
      }
    }
  }
});
