// Game creation (§5): validate the setup, assign towers by die rolls with re-rolls (§5.1) or evenly spread towers
// (balanced option), fix the turn order and fill the caretaker's stacks. The players then make their initial
// splits (§5.2) in turn order.
import { GameSetupSchema } from '../schemas.js';
import type { GameEvent } from '../events.js';
import { nextInt, seedRng } from '../../platform/rng.js';
import type { GameSetup, GameState, LandId, PlayerState, RngState } from '../state.js';
import { getVariant, isVariantId } from '../variants/index.js';
import { towerLands } from '../variants/lookup.js';
import { laidPlayer } from '../state-layout.js';

/** Why a setup cannot start a game. */
export interface SetupError {
  readonly code: 'bad-setup';
  readonly message: string;
}

/** §5.1: each unassigned player rolls for one of the Tower lands (a die for six of them); a roll equal to another's
 * roll this round or to an assigned tower is rolled again. */
function rollTowers(rng: RngState, count: number, towerIds: readonly LandId[]): { towers: LandId[]; rolls: number[][]; rng: RngState } {
  const towers: (LandId | null)[] = new Array(count).fill(null);
  const rolls: number[][] = Array.from({ length: count }, () => []);
  let s = rng;
  while (towers.some((t) => t === null)) {
    const round: (number | null)[] = towers.map(() => null);
    for (let i = 0; i < count; i++) {
      if (towers[i] !== null) continue;
      const [r, s2] = nextInt(s, towerIds.length);
      s = s2;
      round[i] = r + 1;
      rolls[i]!.push(r + 1);
    }
    for (const [i, r] of round.entries()) {
      if (r === null) continue;
      const tower = towerIds[r - 1]!;
      const clash = round.some((o, j) => j !== i && o === r) || towers.includes(tower);
      if (!clash) towers[i] = tower;
    }
  }
  return { towers: towers as LandId[], rolls, rng: s };
}

/** Balanced towers: players sit as evenly spaced around the six towers as their number allows, rotated at random. */
function balancedTowers(rng: RngState, count: number, towerIds: readonly LandId[]): { towers: LandId[]; rng: RngState } {
  const patterns: Record<number, number[]> = { 2: [0, 3], 3: [0, 2, 4], 4: [0, 1, 3, 4], 5: [0, 1, 2, 3, 4], 6: [0, 1, 2, 3, 4, 5] };
  const [offset, s0] = nextInt(rng, towerIds.length);
  let s = s0;
  const pattern = patterns[count];
  if (!pattern) throw new Error(`no balanced towers for ${count} players`);
  const slots = pattern.map((i) => towerIds[(i + offset) % towerIds.length]!);
  // shuffle which seat gets which slot
  for (let i = slots.length - 1; i > 0; i--) {
    const [j, s2] = nextInt(s, i + 1);
    s = s2;
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return { towers: slots, rng: s };
}

/** Checks a setup; null when it can start a game. */
export function checkSetup(setup: GameSetup): SetupError | null {
  const bad = (message: string): SetupError => ({ code: 'bad-setup', message });
  if (!isVariantId(setup.variant)) return bad(`unknown variant "${String(setup.variant)}"`);
  const variant = getVariant(setup.variant);
  const seats = variant.rules.players;
  if (!Array.isArray(setup.players) || setup.players.length < seats.min || setup.players.length > seats.max) return bad(`a game needs ${seats.min} to ${seats.max} players`);
  // One source of bounds: the schema saves are read with (a game it would refuse to load is never created).
  const shape = GameSetupSchema.safeParse(setup);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    return bad(issue ? `${issue.path.join('.') || 'setup'}: ${issue.message}` : 'the setup is malformed');
  }
  const colours = variant.markerColours.map((c) => c.color);
  const seen = new Set<string>();
  for (const p of setup.players) {
    if (!colours.includes(p.color)) return bad(`unknown colour "${p.color}" (one of ${colours.join(', ')})`);
    if (seen.has(p.color)) return bad(`colour ${p.color} chosen twice`);
    seen.add(p.color);
  }
  return null;
}

/** Creates the initial state of a game from its setup: towers, turn order, caretaker; phase 'setup'. */
export function createInitialState(setup: GameSetup): { state: GameState; events: GameEvent[] } {
  const variant = getVariant(setup.variant);
  let rng = seedRng(setup.seed);
  const n = setup.players.length;
  const towerIds = towerLands(variant);
  let towers: LandId[];
  let rolls: number[][];
  if (setup.options.balancedTowers) {
    const b = balancedTowers(rng, n, towerIds);
    towers = b.towers;
    rolls = towers.map(() => []);
    rng = b.rng;
  } else {
    const r = rollTowers(rng, n, towerIds);
    towers = r.towers;
    rolls = r.rolls;
    rng = r.rng;
  }
  // §5.1: the highest tower plays first, then play proceeds clockwise (seat order).
  const first = towers.indexOf(Math.max(...towers));
  const order = Array.from({ length: n }, (_, i) => (first + i) % n);
  const players: PlayerState[] = order.map((seat) => {
    const seatDef = setup.players[seat]!;
    const colour = variant.markerColours.find((c) => c.color === seatDef.color);
    return laidPlayer({
      id: seatDef.color,
      name: seatDef.name,
      tower: towers[seat]!,
      score: 0,
      alive: true,
      markers: (colour?.markers ?? []).slice(0, variant.markersPerPlayer).map((m) => m.id),
      turnsTaken: 0,
      eliminatedBy: null,
    });
  });
  const caretaker: Record<string, number> = {};
  for (const c of Object.values(variant.creatures)) caretaker[c.name] = c.count;
  const knowledge = Object.fromEntries(players.map((p) => [p.id, {}]));
  const state: GameState = {
    schema: 1,
    variant: setup.variant,
    options: setup.options,
    stateId: 0,
    rng,
    round: 1,
    players,
    active: 0,
    phase: 'setup',
    setupIndex: 0,
    turn: { roll: null, mulliganUsed: false, teleported: false, splitLands: [], newMarkers: [], summoned: false },
    legions: {},
    caretaker,
    graveyard: {},
    pendingEngagements: [],
    engagement: null,
    battle: null,
    knowledge,
    undo: [],
    winner: null,
    endReason: null,
  };
  const events: GameEvent[] = [{
    type: 'towers',
    rolls: setup.players.map((p, seat) => ({ player: p.color, rolls: rolls[seat]!, tower: towers[seat]! })),
    order: players.map((p) => p.id),
  }];
  return { state, events };
}
