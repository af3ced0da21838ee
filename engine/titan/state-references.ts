// References of a well-shaped TITAN state into its variant's static tables (creatures, lands, battlelands, marker
// colours, the battle grid) and between its own parts (players, legions, battle pieces), checked before the engine
// touches a state read from a file. What the engine itself leaves dangling is allowed, and only that:
// - an engagement in its aftermath names the loser's legion, already eliminated (engine/titan/engagement/resolve.ts);
// - turn.newMarkers keeps the markers of this turn's splits after the new legion recombined or was eliminated;
// - the mover (`active`) and an engagement's owners may be players already eliminated in that engagement.
// Knowledge is only kept of legions in play (engine/titan/game/context.ts removeLegion forgets the marker).
import { HEX_LABELS } from '../family/battle/grid.js';
import type { BattleState, EngagementState, GameState, LegionState, VariantId } from './state.js';
import { below, problem } from '../platform/state-problems.js';
import { getVariant, type Variant } from './variants/index.js';

/** A variant's names as sets (own keys only: `variant.creatures.toString` must not count as a creature). */
interface Names {
  readonly variant: Variant;
  readonly creatures: ReadonlySet<string>;
  readonly lands: ReadonlySet<number>;
  readonly colours: ReadonlySet<string>;
  readonly markers: ReadonlySet<string>;
}

const NAMES = new Map<VariantId, Names>();
const HEXES: ReadonlySet<string> = new Set(HEX_LABELS);

function namesOf(id: VariantId): Names {
  const known = NAMES.get(id);
  if (known) return known;
  const variant = getVariant(id);
  const names: Names = {
    variant,
    creatures: new Set(Object.keys(variant.creatures)),
    lands: new Set(variant.landIds),
    colours: new Set(variant.markerColours.map((c) => c.color)),
    markers: new Set(variant.markerColours.flatMap((c) => c.markers.map((m) => m.id))),
  };
  NAMES.set(id, names);
  return names;
}

/** Keys from the state (or undo entry) down to a member: ['legions', 'Rd03', 'creatures', 2]. */
type Keys = readonly PropertyKey[];

/** Collects the problems of one state; a path is only spelt out for a problem (`root` is '' or `undo[i]`). */
class Checker {
  readonly out: string[] = [];
  readonly names: Names;
  readonly players: ReadonlySet<string>;

  constructor(readonly state: GameState, readonly root: string) {
    this.names = namesOf(state.variant);
    this.players = new Set(state.players.map((p) => p.id));
  }

  fail(keys: Keys, message: string): void {
    this.out.push(problem(keys.reduce<string>(below, this.root), message));
  }

  creatures(keys: Keys, list: readonly string[]): void {
    list.forEach((name, i) => this.creature([...keys, i], name));
  }

  creature(keys: Keys, name: string): void {
    if (!this.names.creatures.has(name)) this.fail(keys, `unknown creature ${JSON.stringify(name)} in ${this.names.variant.name}`);
  }

  land(keys: Keys, id: number): void {
    if (!this.names.lands.has(id)) this.fail(keys, `unknown land ${id}`);
  }

  marker(keys: Keys, id: string): void {
    if (!this.names.markers.has(id)) this.fail(keys, `unknown marker ${JSON.stringify(id)}`);
  }

  player(keys: Keys, id: string): void {
    if (!this.players.has(id)) this.fail(keys, `no player ${JSON.stringify(id)}`);
  }

  hex(keys: Keys, label: string | null): void {
    if (label !== null && !HEXES.has(label)) this.fail(keys, `no battle hex ${JSON.stringify(label)}`);
  }

  legion(keys: Keys, marker: string): LegionState | undefined {
    const legion = Object.hasOwn(this.state.legions, marker) ? this.state.legions[marker] : undefined;
    if (!legion) this.fail(keys, `no legion ${JSON.stringify(marker)}`);
    return legion;
  }
}

/** Problems with the references of a well-shaped state (`root` prefixes the paths: '' or `undo[i]`); empty if none. */
export function referenceProblems(state: GameState, root: string): string[] {
  const c = new Checker(state, root);
  checkPlayers(c);
  checkLegions(c);
  checkStacks(c);
  checkTurn(c);
  if (state.engagement) checkEngagement(c, state.engagement);
  if (state.battle) checkBattle(c, state.battle);
  if ((state.engagement?.stage === 'battle') !== (state.battle !== null)) {
    c.fail(['battle'], `a battle is in progress exactly when the engagement is at its battle stage`);
  }
  checkKnowledge(c);
  if (state.winner !== null) c.player(['winner'], state.winner);
  return c.out;
}

function checkPlayers(c: Checker): void {
  const { state } = c;
  const seen = new Set<string>();
  state.players.forEach((p, i) => {
    if (!c.names.colours.has(p.id)) c.fail(['players', i, 'id'], `${JSON.stringify(p.id)} is not a colour of ${c.names.variant.name}`);
    if (seen.has(p.id)) c.fail(['players', i, 'id'], `player ${JSON.stringify(p.id)} is seated twice`);
    seen.add(p.id);
    c.land(['players', i, 'tower'], p.tower);
    const land = c.names.variant.lands[p.tower];
    if (land && !c.names.variant.battlelands[land.terrain]?.tower) c.fail(['players', i, 'tower'], `land ${p.tower} is not a Tower`);
    p.markers.forEach((m, j) => c.marker(['players', i, 'markers', j], m));
    if (p.eliminatedBy !== null) c.player(['players', i, 'eliminatedBy'], p.eliminatedBy);
  });
  const n = state.players.length;
  if (state.active >= n) c.fail(['active'], `index ${state.active} is out of range for ${n} players`);
  const lastSetup = state.phase === 'setup' ? n - 1 : n;
  if (state.setupIndex > lastSetup) c.fail(['setupIndex'], `index ${state.setupIndex} is out of range for ${n} players in phase ${state.phase}`);
}

function checkLegions(c: Checker): void {
  for (const [key, legion] of Object.entries(c.state.legions)) {
    const at = (...keys: PropertyKey[]): Keys => ['legions', key, ...keys];
    c.marker(at(), key);
    if (legion.marker !== key) c.fail(at('marker'), `${JSON.stringify(legion.marker)} differs from the key ${JSON.stringify(key)}`);
    c.player(at('owner'), legion.owner);
    c.land(at('land'), legion.land);
    if (legion.movedFrom !== null) c.land(at('movedFrom'), legion.movedFrom);
    c.creatures(at('creatures'), legion.creatures);
  }
}

function checkStacks(c: Checker): void {
  for (const stack of ['caretaker', 'graveyard'] as const) {
    for (const name of Object.keys(c.state[stack])) c.creature([stack, name], name);
  }
  c.state.pendingEngagements.forEach((land, i) => c.land(['pendingEngagements', i], land));
}

function checkTurn(c: Checker): void {
  const { turn } = c.state;
  turn.splitLands.forEach((land, i) => c.land(['turn', 'splitLands', i], land));
  turn.newMarkers.forEach((m, i) => c.marker(['turn', 'newMarkers', i], m));
}

/** The two legions stand until the engagement is decided; in its aftermath only the winner's must. */
function checkEngagement(c: Checker, e: EngagementState): void {
  const at = (...keys: PropertyKey[]): Keys => ['engagement', ...keys];
  c.land(at('land'), e.land);
  c.player(at('attackerOwner'), e.attackerOwner);
  c.player(at('defenderOwner'), e.defenderOwner);
  if (e.proposal) {
    if (e.proposal.from !== e.attackerOwner && e.proposal.from !== e.defenderOwner) {
      c.fail(at('proposal', 'from'), `${JSON.stringify(e.proposal.from)} is not a side of the engagement`);
    }
    c.creatures(at('proposal', 'attackerLosses'), e.proposal.attackerLosses);
    c.creatures(at('proposal', 'defenderLosses'), e.proposal.defenderLosses);
  }
  c.creatures(at('returning'), e.returning);
  const a = e.aftermath;
  if ((e.stage === 'aftermath') !== (a !== null)) c.fail(at('aftermath'), `present exactly when the stage is aftermath (stage ${e.stage})`);
  if (a) {
    a.acquisitions.forEach((pick, i) => c.creatures(at('aftermath', 'acquisitions', i), pick));
    if (a.winner !== e.attacker && a.winner !== e.defender) c.fail(at('aftermath', 'winner'), `${JSON.stringify(a.winner)} is not a legion of the engagement`);
    else c.legion(at('aftermath', 'winner'), a.winner);
  }
  if (e.stage === 'aftermath') return;
  for (const [key, owner] of [['attacker', e.attackerOwner], ['defender', e.defenderOwner]] as const) {
    const legion = c.legion(at(key), e[key]);
    if (legion && legion.owner !== owner) c.fail(at(key), `legion ${legion.marker} belongs to ${legion.owner}, not ${owner}`);
    if (legion && legion.land !== e.land) c.fail(at(key), `legion ${legion.marker} stands in land ${legion.land}, not ${e.land}`);
  }
}

function checkBattle(c: Checker, b: BattleState): void {
  const at = (...keys: PropertyKey[]): Keys => ['battle', ...keys];
  const { variant } = c.names;
  c.land(at('land'), b.land);
  const land = variant.lands[b.land];
  const e = c.state.engagement;
  if (e && (e.land !== b.land || e.attacker !== b.attacker || e.defender !== b.defender)) {
    c.fail(at(), `fought in land ${b.land} by ${b.attacker} and ${b.defender}, not the engagement's land ${e.land} by ${e.attacker} and ${e.defender}`);
  }
  if (!Object.hasOwn(variant.battlelands, b.terrain)) c.fail(at('terrain'), `no battleland ${JSON.stringify(b.terrain)}`);
  else if (land && land.terrain !== b.terrain) c.fail(at('terrain'), `land ${b.land} is ${land.terrain}, not ${b.terrain}`);
  if (b.round > variant.rules.battleRounds) c.fail(at('round'), `a battle lasts ${variant.rules.battleRounds} rounds, not ${b.round}`);
  const ids = new Set<string>();
  b.pieces.forEach((p, i) => {
    if (ids.has(p.id)) c.fail(at('pieces', i, 'id'), `piece id ${JSON.stringify(p.id)} is used twice`);
    ids.add(p.id);
    c.creature(at('pieces', i, 'creature'), p.creature);
    c.hex(at('pieces', i, 'hex'), p.hex);
    c.hex(at('pieces', i, 'startHex'), p.startHex);
  });
  if (b.carry) {
    if (!ids.has(b.carry.striker)) c.fail(at('carry', 'striker'), `no piece ${JSON.stringify(b.carry.striker)}`);
    b.carry.targets.forEach((t, i) => {
      if (!ids.has(t)) c.fail(at('carry', 'targets', i), `no piece ${JSON.stringify(t)}`);
    });
  }
  c.creatures(at('slainCreatures', 'attacker'), b.slainCreatures.attacker);
  c.creatures(at('slainCreatures', 'defender'), b.slainCreatures.defender);
}

function checkKnowledge(c: Checker): void {
  for (const [viewer, legions] of Object.entries(c.state.knowledge)) {
    c.player(['knowledge', viewer], viewer);
    for (const [marker, known] of Object.entries(legions)) {
      c.legion(['knowledge', viewer, marker], marker);
      c.creatures(['knowledge', viewer, marker], known);
    }
  }
}
