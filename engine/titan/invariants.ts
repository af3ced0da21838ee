// Whole-state sanity checks run after every action by the simulator, the property tests and the CI games: a
// violation names what is wrong so that a random game that breaks a rule can be replayed and debugged.
import type { GameState, LandId, LegionState } from './state.js';
import { getVariant } from './variants/index.js';

/** Phases during which the mover's own legions may share a land (splits not yet separated, §4.3, §7.1). */
const STACKING_PHASES: ReadonlySet<GameState['phase']> = new Set(['setup', 'split', 'move']);

/** Rule violations found in `state` (and, when given, in the step from `prev` to it); empty when all is well. */
export function checkInvariants(prev: GameState | null, state: GameState): string[] {
  const out: string[] = [];
  checkLegions(state, out);
  checkCounters(state, out);
  checkMarkers(state, out);
  checkSharedLands(state, out);
  checkBattle(state, out);
  if (prev) checkScores(prev, state, out);
  return out;
}

/** §4.1 / §4.4: every legion holds 1–7 characters, sits under its own key and belongs to a living player. */
function checkLegions(state: GameState, out: string[]): void {
  const max = getVariant(state.variant).rules.maxLegionSize;
  const alive = new Map(state.players.map((p) => [p.id, p.alive]));
  for (const [key, legion] of Object.entries(state.legions)) {
    if (legion.marker !== key) out.push(`legion stored under ${key} carries marker ${legion.marker}`);
    if (legion.creatures.length === 0) out.push(`legion ${key} is empty (§4.4)`);
    if (legion.creatures.length > max) out.push(`legion ${key} holds ${legion.creatures.length} characters, above ${max} (§4.1)`);
    const ownerAlive = alive.get(legion.owner);
    if (ownerAlive === undefined) out.push(`legion ${key} belongs to unknown player ${legion.owner}`);
    else if (!ownerAlive) out.push(`legion ${key} belongs to eliminated player ${legion.owner} (§19.4)`);
  }
}

/** §3.2 / §3.3: every counter is in the caretaker's stacks, in a legion, or in the graveyard — never created or lost. */
function checkCounters(state: GameState, out: string[]): void {
  const variant = getVariant(state.variant);
  const seen = new Map<string, number>();
  const add = (name: string, n: number): void => {
    seen.set(name, (seen.get(name) ?? 0) + n);
  };
  for (const [name, n] of Object.entries(state.caretaker)) {
    if (n < 0) out.push(`caretaker holds ${n} ${name}`);
    add(name, n);
  }
  for (const [name, n] of Object.entries(state.graveyard)) {
    if (n < 0) out.push(`graveyard holds ${n} ${name}`);
    add(name, n);
  }
  for (const legion of Object.values(state.legions)) for (const c of legion.creatures) add(c, 1);
  // §13.6: lords and demi-lords lost in a live battle wait beside it until the engagement is resolved.
  if (state.battle) {
    for (const c of [...state.battle.slainCreatures.attacker, ...state.battle.slainCreatures.defender]) {
      const kind = variant.creatures[c]?.kind;
      if (kind === 'lord' || kind === 'demilord') add(c, 1);
    }
  }
  // ... and after the battle, until the engagement's aftermath is over
  for (const c of state.engagement?.returning ?? []) add(c, 1);
  for (const name of seen.keys()) if (!variant.creatures[name]) out.push(`unknown character ${name} in play`);
  for (const [name, def] of Object.entries(variant.creatures)) {
    const n = seen.get(name) ?? 0;
    if (n !== def.count) out.push(`${name}: ${n} counters accounted for, the variant has ${def.count}`);
  }
}

/** §4.2 / §19.4: a marker belongs to one living player at most, and each legion's marker to its owner. */
function checkMarkers(state: GameState, out: string[]): void {
  const holder = new Map<string, string>();
  for (const p of state.players) {
    if (!p.alive) continue; // an eliminated player's list is history: his markers passed on (§19.4)
    for (const m of p.markers) {
      const other = holder.get(m);
      if (other !== undefined) out.push(`marker ${m} held by both ${other} and ${p.id}`);
      holder.set(m, p.id);
    }
  }
  for (const legion of Object.values(state.legions)) {
    if (holder.get(legion.marker) !== legion.owner) out.push(`legion ${legion.marker} of ${legion.owner} uses a marker he does not hold`);
  }
}

/** §4 / §4.3 / §6.3: once movement is over, one legion per land except the engaged pairs still to resolve (and §5.2). */
function checkSharedLands(state: GameState, out: string[]): void {
  if (STACKING_PHASES.has(state.phase)) return;
  const byLand = new Map<LandId, LegionState[]>();
  for (const legion of Object.values(state.legions)) {
    const list = byLand.get(legion.land);
    if (list) list.push(legion);
    else byLand.set(legion.land, [legion]);
  }
  const engaged = new Set<LandId>(state.pendingEngagements);
  if (state.engagement) engaged.add(state.engagement.land);
  // §5.2: both starting legions stand on their Tower until their owner's first Game-Turn.
  const notStarted = new Set(state.players.filter((p) => p.turnsTaken === 0).map((p) => p.id));
  for (const [land, list] of byLand) {
    const [first, second] = list;
    if (!first || !second) continue;
    if (list.every((l) => l.owner === first.owner) && notStarted.has(first.owner)) continue;
    const names = list.map((l) => `${l.marker}(${l.owner})`).join(', ');
    if (!engaged.has(land)) out.push(`land ${land} holds ${names} after the Movement Phase`);
    else if (list.length > 2 || first.owner === second.owner) out.push(`engagement land ${land} holds ${names}`);
  }
}

/** Battles keep each engaged legion in step with its side's pieces (entered or not, slain ones until removed). */
function checkBattle(state: GameState, out: string[]): void {
  const battle = state.battle;
  if (!battle) return;
  for (const [side, marker] of [['attacker', battle.attacker], ['defender', battle.defender]] as const) {
    const legion = state.legions[marker];
    if (!legion) {
      out.push(`battle ${side} ${marker} has no legion`);
      continue;
    }
    const pieces = battle.pieces.filter((p) => p.side === side).map((p) => p.creature).sort();
    const creatures = [...legion.creatures].sort();
    if (pieces.join() !== creatures.join()) out.push(`battle ${side} pieces [${pieces}] differ from legion ${marker} [${creatures}]`);
  }
}

/** §16.2: scores only ever grow. */
function checkScores(prev: GameState, state: GameState, out: string[]): void {
  const before = new Map(prev.players.map((p) => [p.id, p.score]));
  for (const p of state.players) {
    const was = before.get(p.id);
    if (was !== undefined && p.score < was) out.push(`score of ${p.id} fell from ${was} to ${p.score}`);
  }
}
