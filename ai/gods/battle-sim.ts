// Gods Hard's simulated battles: an engine battle (engine/gods/battle) started from two legions as the seat's view
// shows or samples them, on the land's battleland, both sides played to the end by the Normal battle decision
// (battle.ts) each seeing the battle as its own seat would; the outcome in value units (20.3). The game's
// additions (17 reinforcement, 18 summoning) are left out: the battle alone is priced.
import { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions, godsBattleView, startGodsBattle } from '../../engine/gods/battle/index.js';
import type { GodsBattleAction, GodsBattleState, GodsLegionInput, GodsSide } from '../../engine/gods/battle/index.js';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import { godEntry, powerInBattle } from '../../engine/gods/engagement/battle-input.js';
import type { GodsBattleMove } from '../../engine/gods/engagement/types.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { hasAbility } from '../../engine/gods/rules/legion-size.js';
import { titanPower } from '../../engine/gods/rules/scoring.js';
import type { GodsSeat } from '../../engine/gods/state.js';
import { TOWER_KINDS } from '../../engine/gods/terrains.js';
import { titansInPlay } from '../../engine/gods/turn/eliminate.js';
import type { EntrySide } from '../../engine/family/types.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import { seedRng } from '../../engine/platform/rng.js';
import { canonicalJson } from '../../engine/platform/hash.js';
import type { SimOutcome } from '../search/outcomes.js';
import { battleDecision } from './battle.js';
import { characterValue, scoreOf } from './value.js';

/** A side of a simulated battle: the legion on the board, the characters it holds (known or sampled), its spells. */
export interface SimLegion {
  readonly legion: GodsLegionView;
  readonly names: readonly string[];
  readonly spells: readonly string[];
}

/** Actions a simulated battle may take at most (a battle of seven rounds needs a few hundred). */
const MAX_STEPS = 2000;

/** The legion's input to the battle: its characters at their PF for the battle (24.2, the God's life energy, 16.5). */
function legionInput(view: GodsView, side: SimLegion): GodsLegionInput {
  const { legion } = side;
  const score = scoreOf(view, legion.owner);
  const titans = (): number[] => titansInPlay(view).map((seat) => titanPower(scoreOf(view, seat)));
  const role = view.players.find((p) => p.id === legion.owner)?.role ?? null;
  return {
    owner: legion.owner,
    role,
    player: legion.owner,
    pieces: side.names.map((name, i) => {
      const power = powerInBattle(name, legion.powers?.[i] ?? undefined, score, titans);
      return { id: legion.ids?.[i] ?? `${legion.marker}.${i}`, name, hits: 0, ...(power === undefined ? {} : { power }) };
    }),
    spells: side.spells,
  };
}

/** The seat's view with the simulated battle as `player` would see it, for the battle decision. */
function seen(view: GodsView, battle: GodsBattleState, player: string, land: number, attacker: string, defender: string): GodsView {
  const engagement = { land, attacker, defender, proposal: null, proposed: [], fleeOpen: false, battle: godsBattleView(battle, player), aftermath: null, fighting: true };
  return { ...view, viewer: player, engagement };
}

/** The deciding seat's legal actions (the other one may only concede, which a simulation never does). */
function nextActions(battle: GodsBattleState): { player: string; actions: GodsBattleAction[] } | null {
  for (const player of godsBattleActors(battle)) {
    const actions = godsBattleLegalActions(battle, player).filter((a) => a.type !== 'concede');
    if (actions.length > 0) return { player, actions };
  }
  return null;
}

/** A battle action as the game's action of its seat (the form the battle decision chooses from). */
function asGame(a: GodsBattleAction): Extract<GodsAction, { type: 'battle' }> {
  const { player, ...move } = a;
  return { type: 'battle', move: move as GodsBattleMove, player: player as GodsSeat, stateId: 0 };
}

/** The value a side lost and whether its Master fell: a beaten side loses its legion (time-out, 11.8; a Master slain,
 * 24.7), a winner what was slain. */
function losses(view: GodsView, battle: GodsBattleState, side: GodsSide, names: readonly string[], owner: string): { loss: number; master: boolean } {
  const result = battle.outcome?.result;
  const beaten = !result || result.kind === 'draw' || (result.kind === 'time-out' ? side === 'attacker' : result.winner !== side);
  const score = scoreOf(view, owner);
  const lost = beaten ? names : (battle.outcome?.slain[side] ?? []).map((p) => p.name);
  const master = lost.some((n) => hasAbility(n, 'master-power'));
  return { loss: lost.reduce((s, n) => s + characterValue(n, score), 0), master };
}

/** One battle of `attacker` against `defender` on `land`, played out with the seed's dice; null if it cannot start. */
export function simulateGodsBattle(view: GodsView, attacker: SimLegion, defender: SimLegion, land: number, entry: EntrySide, seed: number): SimOutcome | null {
  const def = GODS_BOARD.byId.get(land);
  const map = def ? GODS_BATTLELANDS[def.terrain] : undefined;
  if (!def || !map) return null;
  const god = map.god && defender.names.some((n) => hasAbility(n, 'god-life-energy')) ? map.god : null;
  const started = startGodsBattle({
    land: map,
    tower: TOWER_KINDS.has(def.kind),
    coast: def.kind === 'coast',
    attackerEntry: god ? godEntry(god.edge) : entry,
    ...(god ? { god: god.hex } : {}),
    attacker: legionInput(view, attacker),
    defender: legionInput(view, defender),
    rng: seedRng(seed),
  });
  if ('code' in started) return null;
  let battle = started.state;
  let tried: string[] = [];
  let step = '';
  for (let i = 0; i < MAX_STEPS && battle.phase !== 'over'; i++) {
    const next = nextActions(battle);
    if (!next) return null;
    const here = `${battle.round} ${battle.active} ${battle.phase}`;
    if (here !== step) [step, tried] = [here, []];
    const legal: GodsAction[] = next.actions.map(asGame);
    const chosen = battleDecision(seen(view, battle, next.player, land, attacker.legion.marker, defender.legion.marker), legal, tried);
    const index = chosen ? legal.indexOf(chosen) : -1; // the decision answers with one of the listed actions
    const action = next.actions[index] ?? next.actions.find((a) => a.type === 'done') ?? next.actions[0]!;
    tried = [...tried, canonicalJson(asGame(action).move)];
    const r = applyGodsBattleAction(battle, action);
    if (!r.ok) return null;
    battle = r.state;
  }
  if (battle.phase !== 'over') return null;
  const a = losses(view, battle, 'attacker', attacker.names, attacker.legion.owner);
  const d = losses(view, battle, 'defender', defender.names, defender.legion.owner);
  const result = battle.outcome?.result;
  return { attackerWon: result?.kind === 'victory' && result.winner === 'attacker', attackerLoss: a.loss, defenderLoss: d.loss, attackerTitanDied: a.master, defenderTitanDied: d.master };
}
