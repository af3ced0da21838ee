// Gods of Titan's state migrations (games/gods-migrations.ts). Version 2: the state holds the Skycastle final battle
// under way (27.5). Version 3: the battle add-ons' memories move from battle.extra to battle.addons, and a logged
// add-on action `{ type: 'extra', rule, choice }` becomes its typed action. Version 4: each seat's trophies (16.5
// Executer) and the Masters waiting for their legion (24.4, 24.5, 23.7): none in an older game; an Executer without a
// count has slain none; and the game length of a shortened game (TITAN §21) and the reason a game ended: neither
// limit and no reason. Version 5: the undo stack (engine/gods/undo.ts), empty in an older game. The strict state schema refuses each older state as it is and takes it once migrated (to the
// current version: `current`); the steps change nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StateMigration } from '../../engine/platform/module.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { godsActionSchema } from '../../engine/gods/schema.js';
import { GODS_MIGRATIONS } from '../../games/gods-migrations.js';
import { GAMES, loadSave } from '../../games/index.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsState } from '../../engine/gods/state.js';

const SAVES = join(import.meta.dirname, '../fixtures/saves');
/** The snapshot of a golden save in the middle of a battle: version 1 (v3) or version 2 (v4). */
const battleSave = (folder: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(SAVES, folder, 'gods-battle.titan'), 'utf8')) as { snapshot: { state: Record<string, unknown> } }).snapshot.state;
const RAW = battleSave('v3');
const V2 = battleSave('v4');
const step = (to: number): StateMigration => GODS_MIGRATIONS.find((m) => m.to === to)!;
/** The problems of a state of version 4 or older once the later steps that only add a field (5: an empty undo stack)
 * are taken too. */
const checked = (state: unknown): unknown[] => {
  const r = checkGodsState(GODS_MIGRATIONS.filter((m) => m.to > 4).reduce((x, m) => m.state(x), state));
  return r.ok ? [] : r.problems;
};
/** A state of `from` migrated by every later step to the current version. */
const current = (state: unknown, from: number): unknown => GODS_MIGRATIONS.filter((m) => m.to > from).reduce((s, m) => m.state(s), state);

type Battle = { extra?: unknown; addons?: unknown; outcome?: unknown };
const battleOf = (state: unknown): Battle => (state as { engagement: { battle: Battle } }).engagement.battle;
/** The state of a golden save. */
/** A migrated state with the battle's side roles set aside (state version 4 adds them beside the other fields). */
const withoutRoles = <T extends object>(state: T): T => {
  const e = (state as { engagement?: { battle?: object | null } | null }).engagement;
  return e?.battle ? { ...state, engagement: { ...e, battle: { ...e.battle, roles: undefined } } } : state;
};

const stateOf = (folder: string, file: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(SAVES, folder, file), 'utf8')) as { snapshot: { state: Record<string, unknown> } }).snapshot.state;

describe('Gods of Titan state migrations', () => {
  it('state version 2: a version-1 state is refused by the schema as it is, and passes with finalBattle null (and the step to 3)', () => {
    expect('finalBattle' in RAW).toBe(false);
    expect(checkGodsState(RAW).ok).toBe(false);
    const migrated = step(2).state(RAW) as Record<string, unknown>;
    expect(migrated.finalBattle).toBeNull();
    expect({ ...migrated, finalBattle: undefined }).toEqual({ ...RAW, finalBattle: undefined });
    expect(checked(current(migrated, 2))).toEqual([]);
  });

  it('state version 3: a version-2 battle\'s add-on memories move from extra to addons unchanged; the schema refuses the old shape', () => {
    const old = battleOf(V2);
    expect(old.extra).toMatchObject({ spells: { held: { attacker: expect.any(Array), defender: expect.any(Array) } } });
    expect(checked(V2).length).toBeGreaterThan(0);
    const migrated = step(3).state(V2);
    const battle = battleOf(migrated);
    expect(battle.addons).toEqual(old.extra);
    expect('extra' in battle).toBe(false);
    expect({ ...battle, addons: undefined }).toEqual({ ...old, extra: undefined });
    expect({ ...(migrated as Record<string, unknown>), engagement: null }).toEqual({ ...V2, engagement: null });
    expect(checked(current(migrated, 3))).toEqual([]);
    // a finished battle's reports move alike; a state without a battle is left as it is
    const over = step(3).state({ engagement: { battle: { extra: {}, outcome: { result: { kind: 'time-out' }, extra: { spells: { spent: { attacker: ['quake'], defender: [] } } } } } } });
    expect(battleOf(over)).toEqual({ addons: {}, outcome: { result: { kind: 'time-out' }, addons: { spells: { spent: { attacker: ['quake'], defender: [] } } } } });
    const quiet = { engagement: null, round: 3 };
    expect(step(3).state(quiet)).toEqual(quiet);
  });

  it('state version 3: every add-on choice string of version 2 becomes its typed action, which the action schema takes', () => {
    const table: [rule: string, choice: string, move: Record<string, unknown>][] = [
      ['spells', 'quake a1', { type: 'castSpell', spell: 'quake', caster: 'a1' }],
      ['spells', 'create-hazard p3 C2 Bog', { type: 'castSpell', spell: 'create-hazard', caster: 'p3', hex: 'C2', hazard: 'Bog' }],
      ['spells', 'shield p3 p4', { type: 'castSpell', spell: 'shield', caster: 'p3', piece: 'p4' }],
      ['spells', 'teleport p3 p9 B2', { type: 'castSpell', spell: 'teleport', caster: 'p3', piece: 'p9', hex: 'B2' }],
      ['spells', 'timewarp p3 +1', { type: 'castSpell', spell: 'timewarp', caster: 'p3', rounds: 1 }],
      ['spells', 'timewarp p3 -1', { type: 'castSpell', spell: 'timewarp', caster: 'p3', rounds: -1 }],
      ['spells', 'summon p3 C2', { type: 'castSpell', spell: 'summon', caster: 'p3', hex: 'C2' }],
      ['spells', 'landscaping p3 Desert 2', { type: 'castSpell', spell: 'landscaping', caster: 'p3', land: 'Desert', turns: 2 }],
      ['spells', 'painchain p3 p9 6', { type: 'castSpell', spell: 'painchain', caster: 'p3', piece: 'p9', dice: 6 }],
      ['spells', 'slavery p3 summoned-demon-defender', { type: 'castSpell', spell: 'slavery', caster: 'p3', piece: 'summoned-demon-defender' }],
      ['spells', 'swap p9 p10', { type: 'chaosSwap', pieces: ['p9', 'p10'] }],
      ['spells', 'chain p10', { type: 'painchainLink', target: 'p10' }],
      ['abilities', 'reapers-call p5 p9', { type: 'useAbility', ability: 'reapers-call', piece: 'p5', target: 'p9' }],
      ['abilities', 'final-blow p5', { type: 'useAbility', ability: 'final-blow', piece: 'p5' }],
      ['abilities', 'decoy p5 D4', { type: 'useAbility', ability: 'decoy', piece: 'p5', hex: 'D4' }],
      ['abilities', 'necromancy p5 p9', { type: 'useAbility', ability: 'necromancy', piece: 'p5', target: 'p9' }],
      ['abilities', 'mount p5 p6', { type: 'mount', rider: 'p5', pegasus: 'p6' }],
      ['abilities', 'stone-cold p7', { type: 'stoneCold', piece: 'p7', petrify: true }],
      ['abilities', 'stone-cold p7 accept', { type: 'stoneCold', piece: 'p7', petrify: false }],
      ['reinforcement', 'Lion@F3', { type: 'reinforce', creature: 'Lion', hex: 'F3' }],
      ['summoning', 'red-5:p17@A1', { type: 'summon', legion: 'red-5', piece: 'p17', hex: 'A1' }],
    ];
    for (const [rule, choice, move] of table) {
      const old = { type: 'battle', player: 'red', stateId: 40, move: { type: 'extra', rule, choice } };
      const migrated = step(3).action!(old);
      expect(migrated, choice).toEqual({ ...old, move });
      expect(godsActionSchema.safeParse(old).success, choice).toBe(false);
      expect(godsActionSchema.safeParse(migrated).success, choice).toBe(true);
    }
    // one that does not read as an add-on action is left as it was, for the schema to refuse; others are untouched
    for (const [rule, choice] of [['spells', 'fireball a1'], ['abilities', 'stone-cold p7 maybe'], ['summoning', 'Angel@A1'], ['mend', 'a1'], ['mend', 'x:y@A1']]) {
      const old = { type: 'battle', player: 'red', stateId: 40, move: { type: 'extra', rule, choice } };
      expect(step(3).action!(old), choice).toEqual(old);
    }
    const plain = { type: 'battle', player: 'red', stateId: 40, move: { type: 'done' } };
    expect(step(3).action!(plain)).toBe(plain);
  });

  it('state version 3: a save of version 2 holding add-on actions in its log and add-on memories in its battle loads with them typed and plays on', () => {
    // Written by the build of state version 2 (a battle in which a rider mounted its Pegasus and a Teleport was cast).
    const text = readFileSync(join(import.meta.dirname, '../fixtures/gods-addons-v2.titan'), 'utf8');
    expect(text).toContain('"type":"extra"');
    const r = loadSave(text);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    // Rules 2 replayed this log identically; under rules 3 (state 4) it parts at a slain Titan's Phantom, which now
    // waits for its player's choice (24.4), so the game continues from the saved position with its typed history.
    expect(r.older).toBe(true);
    expect(r.notice).toMatchObject({ code: 'history-not-replayed', message: expect.stringContaining('24.4') });
    const moves = (r.actions as GodsAction[]).flatMap((a) => (a.type === 'battle' && a.move.type !== 'move' && a.move.type !== 'strike' ? [a.move] : []));
    expect(moves).toEqual(expect.arrayContaining([
      { type: 'mount', rider: 'p31', pegasus: 'p32' },
      { type: 'castSpell', spell: 'teleport', caster: 'p81', piece: 'p32', hex: 'C1' },
    ]));
    const battle = (r.state as GodsState).engagement?.battle;
    expect(battle?.addons.abilities?.riders).toEqual([{ rider: 'p31', mount: 'p32' }]);
    expect(battle?.addons.spells?.cast.attacker ?? battle?.addons.spells?.cast.defender).toMatchObject({ spell: 'teleport', caster: 'p81' });
    const gods = GAMES.byId('gods-of-titan')!;
    let state = r.state;
    let applied = 0;
    for (; applied < 200 && gods.actors(state).length > 0; applied++) {
      const seat = gods.actors(state)[0]!;
      const legal = gods.legalActions(state, seat);
      const next = gods.apply(state, legal[(applied * 7) % legal.length]!);
      if (!next.ok) throw new Error(next.error.message);
      expect(gods.sim.invariants(state, next.state)).toEqual([]);
      state = next.state;
    }
    expect(applied).toBeGreaterThan(50);
  });

  it('state version 4: a version-3 state is refused as it is and passes with no trophies and no Master waiting for its legion; an Executer has slain none', () => {
    const raw = step(3).state(V2) as Record<string, unknown>;
    expect('appearing' in raw).toBe(false);
    expect(checked(raw).length).toBeGreaterThan(0);
    const migrated = step(4).state(raw) as Record<string, unknown> & { players: { trophies: unknown }[] };
    expect(migrated.appearing).toEqual([]);
    expect([migrated.gameLength, migrated.endReason]).toEqual([{ turnLimit: null, pointTarget: null }, null]);
    expect(migrated.players.map((p) => p.trophies)).toEqual(migrated.players.map(() => []));
    const r = checkGodsState(step(5).state(migrated));
    expect(r.ok ? [] : r.problems).toEqual([]);
    if (!r.ok) return;
    // the state is the older one but for the new fields (the seats' roles and the battle's: the next test; the undo
    // stack of version 5): every piece as it was, no count of kills on any
    expect({ ...withoutRoles(r.state), undo: undefined, appearing: undefined, gameLength: undefined, endReason: undefined, players: r.state.players.map((p) => ({ ...p, trophies: undefined, role: undefined })) }).toEqual({ ...raw, appearing: undefined, gameLength: undefined, endReason: undefined, players: (raw.players as Record<string, unknown>[]).map((p) => ({ ...p, trophies: undefined })) });
    expect(r.state.legions.flatMap((l) => l.pieces).every((p) => p.kills === undefined)).toBe(true);
  });

  it('state version 4: a version-3 state (a finished game too) is refused as it is, and passes with no game length and no end reason', () => {
    for (const file of ['gods-battle.titan', 'gods-finished.titan']) {
      const raw = step(3).state(stateOf('v4', file)) as Record<string, unknown>;
      expect('gameLength' in raw || 'endReason' in raw).toBe(false);
      expect(checked(raw).length).toBeGreaterThan(0);
      const migrated = step(4).state(raw) as Record<string, unknown>;
      expect(migrated.gameLength).toEqual({ turnLimit: null, pointTarget: null });
      expect(migrated.endReason).toBeNull();
      expect({ ...withoutRoles(migrated), gameLength: undefined, endReason: undefined, appearing: undefined, players: undefined }).toEqual({ ...raw, gameLength: undefined, endReason: undefined, appearing: undefined, players: undefined });
      expect(checked(migrated), file).toEqual([]);
    }
  });

  it('state version 4: a version-3 state\'s seats take their roles from their colours (the black seat was the Darklord), a battle under way its sides\' roles from their owners', () => {
    const four = step(3).state(stateOf('v4', 'gods-start-4.titan')) as Record<string, unknown>;
    expect((four.players as Record<string, unknown>[]).some((p) => 'role' in p)).toBe(false);
    const migrated = step(4).state(four) as GodsState;
    expect(migrated.players.map((p) => [p.id, p.role])).toEqual([['red', 'titan-player'], ['green', 'titan-player'], ['blue', 'titan-player'], ['black', 'darklord']]);
    expect(checked(migrated)).toEqual([]);
    // a battle under way: the black side the Darklord's, a Neutral side none, any other a Titan-player's
    const raw = step(3).state(V2) as Record<string, unknown>;
    const fought = (owners: object): GodsState => step(4).state({ ...raw, engagement: { ...(raw.engagement as object), battle: { ...battleOf(raw), owners } } }) as GodsState;
    expect(fought({ attacker: 'black', defender: 'red' }).engagement?.battle?.roles).toEqual({ attacker: 'darklord', defender: 'titan-player' });
    expect(fought({ attacker: 'green', defender: 'neutral' }).engagement?.battle?.roles).toEqual({ attacker: 'titan-player', defender: null });
    const plain = step(4).state(raw) as GodsState;
    expect(plain.players.map((p) => p.role)).toEqual(plain.players.map(() => 'titan-player'));
    expect(checked(plain)).toEqual([]);
  });

  it('state version 5: a version-4 state (a battle, a finished game, a start) is refused as it is and passes with an empty undo stack, nothing else changed', () => {
    for (const file of ['gods-battle.titan', 'gods-finished.titan', 'gods-start-4.titan']) {
      const raw = stateOf('v6', file);
      expect('undo' in raw).toBe(false);
      const before = checkGodsState(raw);
      expect(before.ok ? [] : before.problems).toContainEqual(expect.stringContaining('undo'));
      const migrated = step(5).state(raw) as Record<string, unknown>;
      expect(migrated).toEqual({ ...raw, undo: [] });
      const r = checkGodsState(migrated);
      expect(r.ok ? [] : r.problems, file).toEqual([]);
    }
  });

  it('the steps are ordered and each says why', () => {
    expect(GODS_MIGRATIONS.map((m) => m.to)).toEqual([2, 3, 4, 5, 6, 7]);
    for (const m of GODS_MIGRATIONS) expect(m.why.length).toBeGreaterThan(40);
  });
});
