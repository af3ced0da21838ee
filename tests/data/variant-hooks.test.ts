// The proof that rules a variant must be able to change are variant data and hooks: a toy variant defined only as a
// rules object on top of classic TITAN — Brambles bar non-natives, Sand costs non-native strikers 1 skill, the
// Titan's power is 5 + ⌊score / 50⌋, and the attacker maneuvers first in every battle round (classic: the defender,
// §10.3) — is registered and plays complete `simulate` games, in which each change is seen to act.
import { thrown } from '../thrown.js';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { hexIndex } from '../../engine/family/battle/grid.js';
import { landInfo } from '../../engine/family/battle/hazards.js';
import { legalMoves, strikeNumber, type BattlePosition } from '../../engine/family/battle/rules.js';
import { earnedAcquisitions } from '../../engine/titan/engagement/acquisition.js';
import { apply, checkSetup, createGame, legalActions, playersToAct } from '../../engine/titan/index.js';
import { masterGraph } from '../../engine/titan/master/rules.js';
import { GameSetupSchema } from '../../engine/titan/schemas.js';
import type { GameState } from '../../engine/titan/state.js';
import { defineVariant, getVariant, isVariantId, registerVariant, VariantRegistryError, type Variant } from '../../engine/titan/variants/index.js';
import { arenaModule, registry, titanModule } from '../../games/index.js';
import { parseArgs } from '../../tools/cli/args.js';
import { runSimulation } from '../../tools/cli/run-simulation.js';
import { position } from '../battle/helpers.js';

const CLASSIC = getVariant('titan');
const toyPower = (score: number): number => 5 + Math.floor(score / 50);
/** §19.1 as the rulebook writes it. */
const classicPower = (score: number): number => 6 + Math.floor(score / 100);

const TOY: Variant = defineVariant(CLASSIC, {
  id: 'toy',
  name: 'Toy',
  rules: { titanPower: toyPower, firstMover: () => 'attacker' },
  hazards: {
    hexes: {
      Brambles: { bars: 'non-natives' },
      Sand: { meleeFrom: { natives: { skill: 0, dice: 0 }, nonNatives: { skill: -1, dice: 0 } } },
    },
  },
});


/** The same position judged by another variant's Hazard Chart. */
function under(pos: BattlePosition, variant: Variant): BattlePosition {
  return { ...pos, hazards: variant.hazards };
}

describe('a variant defined as a rules object and registered', () => {
  it('is refused until registered, then accepted by the setup schema and the TITAN module; a duplicate or broken one is refused with a typed error', () => {
    const setup = { variant: 'toy', players: [{ color: 'Red', name: 'a' }, { color: 'Blue', name: 'b' }], options: { balancedTowers: false, mulligan: true, infoMode: 'all', pointTarget: null, turnLimit: null }, seed: 1 };
    expect(isVariantId('toy')).toBe(false);
    expect(GameSetupSchema.safeParse(setup).success).toBe(false);
    registerVariant(TOY);
    expect(isVariantId('toy')).toBe(true);
    expect(GameSetupSchema.safeParse(setup).success).toBe(true);
    expect(titanModule.games).toContain('toy');
    expect(titanModule.seatRange('toy')).toEqual({ min: 2, max: 6 });
    expect(thrown(() => registerVariant(TOY))).toMatchObject({ code: 'duplicate-id', id: 'toy' });
    const broken = defineVariant(CLASSIC, { id: 'broken', name: 'Broken', hazards: { hexes: {} }, startingLeaders: ['Angel', 'Titan'] });
    const e = thrown(() => registerVariant({ ...broken, hazards: { ...broken.hazards, hexes: { Plains: CLASSIC.hazards.hexes.Plains! } } }));
    expect(e).toBeInstanceOf(VariantRegistryError);
    expect(e).toMatchObject({ code: 'invalid-variant', id: 'broken' });
    expect((e as VariantRegistryError).problems).toEqual(expect.arrayContaining([
      'starting leaders: Angel is not a character of kind titan',
      'battleland Brush: hex A3 has hazard Brambles, not in the Hazard Chart',
    ]));
    expect(isVariantId('broken')).toBe(false);
    expect(thrown(() => getVariant('broken'))).toMatchObject({ code: 'unknown-variant' });
  });

  it('changes nothing it does not name: same tables and the same classic rules otherwise', () => {
    expect(TOY.creatures).toBe(CLASSIC.creatures);
    expect(TOY.battlelands).toBe(CLASSIC.battlelands);
    expect(TOY.hazards.hexes.Tree).toBe(CLASSIC.hazards.hexes.Tree);
    expect(TOY.hazards.hexes.Brambles).toEqual({ ...CLASSIC.hazards.hexes.Brambles, bars: 'non-natives' });
    expect(TOY.rules.battleRounds).toBe(7);
    expect([CLASSIC.rules.titanPower(150), TOY.rules.titanPower(150)]).toEqual([7, 8]);
  });

  it('its hazards change legal moves and strike numbers where classic would not', () => {
    // The Brush: an Ogre (not native to Brambles, skill 2) on C3 next to the Bramble hex C4; a Cyclops (native) on B3.
    const walk = position('Brush', [['Ogre', 'attacker', 'C3'], ['Cyclops', 'attacker', 'B3']]);
    expect(legalMoves(under(walk, CLASSIC), 'C3')).toContain('C4');
    expect(legalMoves(under(walk, TOY), 'C3')).not.toContain('C4');
    expect(legalMoves(under(walk, TOY), 'B3')).toContain('C4');
    // The Desert: an Ogre striking out of the Sand hex E5 at a Troll on F4 (no hexside between): 4 − 2 + 2 = 4 in
    // classic, 5 in the toy; a Lion (native to Sand) strikes as in classic.
    const ogre = position('Desert', [['Ogre', 'attacker', 'E5'], ['Troll', 'defender', 'F4']]);
    const lion = position('Desert', [['Lion', 'attacker', 'E5'], ['Troll', 'defender', 'F4']]);
    expect(strikeNumber(under(ogre, CLASSIC), 'E5', 'F4')).toBe(4);
    expect(strikeNumber(under(ogre, TOY), 'E5', 'F4')).toBe(5);
    expect(strikeNumber(under(lion, TOY), 'E5', 'F4')).toBe(strikeNumber(under(lion, CLASSIC), 'E5', 'F4'));
  });
});

/** What the simulated toy games showed, gathered by watching every applied action. */
interface Seen {
  battles: number;
  attackerFirst: number;
  defenderFirst: number;
  titanPieces: number;
  titanPowerUnlikeClassic: number;
  wrongTitanPower: string[];
  movesUnlikeClassic: number;
  strikesUnlikeClassic: number;
  nonNativeInBrambles: string[];
  /** A battle began and none of its pieces has moved yet. */
  awaitingFirstMove: boolean;
}

function newSeen(): Seen {
  return {
    battles: 0, attackerFirst: 0, defenderFirst: 0, titanPieces: 0, titanPowerUnlikeClassic: 0, wrongTitanPower: [], movesUnlikeClassic: 0,
    strikesUnlikeClassic: 0, nonNativeInBrambles: [], awaitingFirstMove: false,
  };
}

/** The pure-rules position of a state's battle, as the engine builds it. */
function battlePos(state: GameState, variant: Variant): BattlePosition | null {
  const b = state.battle;
  const land = b ? variant.battlelands[b.terrain] : undefined;
  if (!b || !land) return null;
  return { land, hazards: variant.hazards, creatures: variant.creatures, pieces: b.pieces, active: b.active, attackerEntry: b.attackerEntry, round: b.round };
}

/** Records, for one applied action, whatever shows the toy's rules at work. */
function watch(seen: Seen, variant: Variant, power: (score: number) => number, before: GameState, action: Action, after: GameState): void {
  const b = after.battle;
  if (b && !before.battle) {
    seen.battles++;
    seen.awaitingFirstMove = true;
    for (const p of b.pieces) {
      if (variant.creatures[p.creature]?.kind !== 'titan') continue;
      const owner = p.side === 'attacker' ? after.engagement?.attackerOwner : after.engagement?.defenderOwner;
      const score = after.players.find((pl) => pl.id === owner)?.score ?? -1;
      seen.titanPieces++;
      if (p.power !== power(score)) seen.wrongTitanPower.push(`${p.creature} at ${score}: ${p.power}`);
      if (p.power !== classicPower(score)) seen.titanPowerUnlikeClassic++;
    }
  }
  const pos = battlePos(before, variant);
  if (!pos || !before.battle) return;
  if (action.type === 'battleMove') {
    const piece = before.battle.pieces.find((p) => p.id === action.piece);
    if (seen.awaitingFirstMove) {
      seen.awaitingFirstMove = false;
      if (piece?.side === 'attacker') seen.attackerFirst++;
      else seen.defenderFirst++;
    }
    const c = piece ? variant.creatures[piece.creature] : undefined;
    if (c && landInfo(pos).hazard[hexIndex(action.to)] === 'Brambles' && !c.nativeHexes.includes('Brambles')) {
      seen.nonNativeInBrambles.push(`${c.name} to ${action.to}`);
    }
    if (legalMoves(pos, action.piece).join() !== legalMoves(under(pos, CLASSIC), action.piece).join()) seen.movesUnlikeClassic++;
  }
  // Every strike any piece could make in this position (random players seldom strike: they concede or retreat).
  for (const striker of before.battle.pieces) {
    for (const target of before.battle.pieces) {
      if (target.side !== striker.side && strikeNumber(pos, striker.id, target.id) !== strikeNumber(under(pos, CLASSIC), striker.id, target.id)) seen.strikesUnlikeClassic++;
    }
  }
}

/** Runs `titan simulate` as the command line parses it, with a TITAN module whose apply is watched. */
function simulate(args: string[], variant: Variant, power: (score: number) => number): { seen: Seen; run: ReturnType<typeof runSimulation> } {
  const parsed = parseArgs(['simulate', ...args]);
  if (!parsed.ok || parsed.command.kind !== 'simulate') throw new Error(parsed.ok ? 'not simulate' : parsed.error);
  const seen = newSeen();
  const watched = {
    ...titanModule,
    apply(state: GameState, action: Action) {
      const r = titanModule.apply(state, action);
      if (r.ok) watch(seen, variant, power, state, action, r.state);
      return r;
    },
  };
  const run = runSimulation(parsed.command, undefined, registry([watched, arenaModule]));
  return { seen, run };
}

describe('simulated games of the toy variant', () => {
  it('20 complete games with 2–6 players break no rule, and show each of its three changes at work', () => {
    if (!isVariantId('toy')) registerVariant(TOY);
    const { seen, run } = simulate(['--variant', 'toy', '--players', '2-6', '--games', '20', '--seed', '4100'], TOY, toyPower);
    if ('error' in run) throw new Error(run.error);
    expect(run.violations).toEqual([]);
    expect(run.games).toHaveLength(20);
    expect(run.games.every((g) => g.completed)).toBe(true);
    // (c) the attacker maneuvers first: the first battleMove of every battle is an attacker's.
    expect(seen.battles).toBeGreaterThanOrEqual(40);
    expect(seen.attackerFirst).toBeGreaterThanOrEqual(40);
    expect(seen.defenderFirst).toBe(0);
    // (b) every Titan piece has the toy's power for its owner's score, which differs from classic's at most scores.
    expect(seen.titanPieces).toBeGreaterThanOrEqual(20);
    expect(seen.wrongTitanPower).toEqual([]);
    expect(seen.titanPowerUnlikeClassic).toBeGreaterThanOrEqual(10);
    // (a) the hazards: no non-native ever walks or lands in Brambles, and moves and strike numbers differ from classic.
    expect(seen.nonNativeInBrambles).toEqual([]);
    expect(seen.movesUnlikeClassic).toBeGreaterThanOrEqual(10);
    expect(seen.strikesUnlikeClassic).toBeGreaterThanOrEqual(5);
  });

  it('classic TITAN, watched the same way, has the defender move first and classic Titan power', () => {
    const { seen, run } = simulate(['--players', '2-6', '--games', '10', '--seed', '4100'], CLASSIC, classicPower);
    if ('error' in run) throw new Error(run.error);
    expect(run.violations).toEqual([]);
    expect(seen.battles).toBeGreaterThanOrEqual(10);
    expect(seen.attackerFirst).toBe(0);
    expect(seen.defenderFirst).toBeGreaterThanOrEqual(10);
    expect(seen.titanPieces).toBeGreaterThanOrEqual(10);
    expect(seen.wrongTitanPower).toEqual([]);
    expect(seen.titanPowerUnlikeClassic).toBe(0);
    expect(seen.movesUnlikeClassic).toBe(0);
    expect(seen.strikesUnlikeClassic).toBe(0);
  });
});

/** A game of `variant` with every initial split made: the first player's first phase. */
function started(variant: string, players: string[]): GameState {
  let { state } = createGame({ variant, players: players.map((color) => ({ color, name: color })), options: { balancedTowers: false, mulligan: true, infoMode: 'all', pointTarget: null, turnLimit: null }, seed: 3 });
  while (state.phase === 'setup') {
    const [a] = legalActions(state, playersToAct(state)[0] ?? '');
    const r = a ? apply(state, a) : null;
    if (!r?.ok) throw new Error('setup stuck');
    state = r.state;
  }
  return state;
}

describe('other rules a variant owns', () => {
  it('the phase table decides what a phase allows: a variant without the §7.6 mulligan neither lists nor accepts it', () => {
    const phases = { ...CLASSIC.phases, turn: CLASSIC.phases.turn.map((p) => (p.id === 'move' ? { ...p, actions: p.actions.filter((t) => t !== 'mulligan') } : p)) };
    registerVariant(defineVariant(CLASSIC, { id: 'no-mulligan', name: 'No mulligan', phases }));
    for (const [id, listed] of [['titan', true], ['no-mulligan', false]] as const) {
      const s0 = started(id, ['Red', 'Blue']);
      const mover = playersToAct(s0)[0] ?? '';
      const r = apply(s0, { type: 'roll', player: mover, stateId: s0.stateId });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.phase).toBe('move');
      expect(legalActions(r.state, mover).some((a) => a.type === 'mulligan'), id).toBe(listed);
      const m = apply(r.state, { type: 'mulligan', player: mover, stateId: r.state.stateId });
      expect(m.ok ? 'ok' : m.error.code, id).toBe(listed ? 'ok' : 'wrong-phase');
    }
  });

  it('seats, Tower lands and Angels come from the variant: a 3–4 player variant, a board\'s walled lands, an Archangel at 300', () => {
    const archangel = CLASSIC.creatures.Archangel!;
    registerVariant(defineVariant(CLASSIC, {
      id: 'small',
      name: 'Small',
      rules: { players: { min: 3, max: 4 } },
      creatures: { ...CLASSIC.creatures, Archangel: { ...archangel, acquirablePoints: 300 } },
    }));
    const small = getVariant('small');
    expect(titanModule.seatRange('small')).toEqual({ min: 3, max: 4 });
    const seats = (n: number) => ({ variant: 'small', players: ['Red', 'Blue', 'Green', 'Black', 'White'].slice(0, n).map((color) => ({ color, name: color })), options: { balancedTowers: false, mulligan: true, infoMode: 'all' as const, pointTarget: null, turnLimit: null }, seed: 1 });
    expect(checkSetup(seats(2))?.message).toBe('a game needs 3 to 4 players');
    expect(checkSetup(seats(3))).toBeNull();
    expect(checkSetup(seats(5))?.message).toBe('a game needs 3 to 4 players');
    expect(masterGraph(small).towers).toEqual([100, 200, 300, 400, 500, 600]);
    expect(started('small', ['Red', 'Blue', 'Green']).players.every((p) => masterGraph(small).isTower.has(p.tower))).toBe(true);
    expect(earnedAcquisitions(small, 250, 310)).toEqual([['Archangel', 'Angel']]);
    expect(earnedAcquisitions(small, 450, 510)).toEqual([['Angel']]);
    expect(earnedAcquisitions(CLASSIC, 250, 310)).toEqual([['Angel']]);
  });
});
