// Battles only: two levels fight mirrored 7-v-7 legions on every battleland, each level once as attacker and once as
// defender, through the real decision function (views, legal actions, memory). Reports wins per level and side.
import type { EntrySide } from '../engine/family/types.js';
import type { GameEvent } from '../engine/titan/events.js';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../engine/titan/index.js';
import type { GameState, LegionState } from '../engine/titan/state.js';
import { getVariant } from '../engine/titan/variants/index.js';
import { decideWithMemory } from './decide.js';
import type { AiLevel } from './levels.js';
import { type AiMemory, createMemory, visibleTo } from './memory.js';
import { AiRng } from './rng.js';
import { wilson } from './stats.js';

/** The mirrored legion both sides field (a flier, a rangestriker, natives of several terrains). */
export const BENCH_LEGION: readonly string[] = ['Troll', 'Troll', 'Lion', 'Cyclops', 'Ranger', 'Gorgon', 'Ogre'];

/** One bench battle's outcome. */
export interface BenchBattle {
  readonly terrain: string;
  readonly attacker: AiLevel;
  readonly defender: AiLevel;
  readonly winner: 'attacker' | 'defender' | 'none';
  readonly rounds: number;
}

/** Summary per level. */
export interface BenchReport {
  readonly battles: readonly BenchBattle[];
  readonly levels: readonly { readonly level: AiLevel; readonly battles: number; readonly wins: number; readonly winRate: number; readonly ci95: [number, number]; readonly attackWins: number; readonly defenceWins: number }[];
}

/** The legions a bench battle fields (the mirrored bench legion by default; the odds fit's random ones). */
export interface Fielded {
  readonly attacker: readonly string[];
  readonly defender: readonly string[];
}

const MIRRORED: Fielded = { attacker: BENCH_LEGION, defender: BENCH_LEGION };

function legion(marker: string, owner: string, land: number, creatures: readonly string[], entrySide: EntrySide | null): LegionState {
  return { marker, owner, land, creatures: [...creatures], moved: entrySide !== null, movedFrom: null, entrySide, entryChoices: [], teleported: false, recruited: false };
}

/** Fights one battle on a land of `terrain`; levels by side, `fielded` the legions. */
export function benchBattle(terrain: string, attacker: AiLevel, defender: AiLevel, seed: number, clock?: () => number, fielded: Fielded = MIRRORED): BenchBattle {
  const v = getVariant('titan');
  const land = v.landIds.find((id) => v.lands[id].terrain === terrain) ?? v.landIds[0];
  const created = createGame({
    variant: 'titan',
    players: [{ color: 'Black', name: attacker }, { color: 'Brown', name: defender }],
    options: { balancedTowers: false, mulligan: true, infoMode: 'revealed', pointTarget: null, turnLimit: null },
    seed,
  });
  const base = created.state;
  const att = base.players[0].id;
  const def = base.players[1].id;
  const start: GameState = {
    ...base,
    phase: 'engage',
    active: 0,
    pendingEngagements: [land],
    players: base.players.map((p) => ({ ...p, turnsTaken: 3 })),
    legions: { AT01: legion('AT01', att, land, fielded.attacker, 'Left'), DF01: legion('DF01', def, land, fielded.defender, null) },
  };
  const levelOf = (p: string): AiLevel => (p === att ? attacker : defender);
  const memory = new Map<string, AiMemory>([[att, createMemory(att)], [def, createMemory(def)]]);
  const inbox = new Map<string, GameEvent[]>([[att, []], [def, []]]);
  const rng = new AiRng(seed);
  let s = start;
  const step = (a: Parameters<typeof apply>[1]): void => {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`bench: refused ${JSON.stringify(a)}: ${r.error.message}`);
    for (const p of [att, def]) inbox.get(p)?.push(...visibleTo(p, r.events));
    s = r.state;
  };
  step({ type: 'engage', player: att, stateId: s.stateId, land });
  step({ type: 'fight', player: def, stateId: s.stateId });
  let rounds = 0;
  for (let i = 0; s.battle && i < 5000; i++) {
    rounds = s.battle.round;
    const who = playersToAct(s)[0];
    if (!who) break;
    const legal = legalActions(s, who).filter((a) => a.type !== 'concede');
    const d = decideWithMemory({ view: viewFor(s, who), legal, events: inbox.get(who) ?? [], level: levelOf(who), rngSeed: rng.seed(), memory: memory.get(who), clock });
    memory.set(who, d.memory);
    inbox.set(who, []);
    step(d.action);
  }
  const a = s.legions.AT01;
  const dl = s.legions.DF01;
  const attAlive = !!a && a.creatures.length > 0;
  const defAlive = !!dl && dl.creatures.length > 0;
  const winner = attAlive && !defAlive ? 'attacker' : defAlive && !attAlive ? 'defender' : 'none';
  return { terrain, attacker, defender, winner, rounds };
}

/** Every battleland, both levels on both sides, `repeats` times each. */
export function runBattleBench(a: AiLevel, b: AiLevel, repeats: number, seed: number, clock?: () => number, onBattle?: (x: BenchBattle) => void): BenchReport {
  const terrains = Object.keys(getVariant('titan').battlelands).sort();
  const battles: BenchBattle[] = [];
  let k = 0;
  for (let r = 0; r < repeats; r++) {
    for (const t of terrains) {
      for (const [att, def] of [[a, b], [b, a]] as const) {
        const x = benchBattle(t, att, def, (seed + k++) >>> 0, clock);
        battles.push(x);
        onBattle?.(x);
      }
    }
  }
  const levels = [...new Set([a, b])].map((level) => {
    const mine = battles.filter((x) => x.attacker === level || x.defender === level);
    const attackWins = battles.filter((x) => x.attacker === level && x.winner === 'attacker').length;
    const defenceWins = battles.filter((x) => x.defender === level && x.winner === 'defender').length;
    const wins = attackWins + defenceWins;
    return { level, battles: mine.length, wins, winRate: mine.length ? wins / mine.length : 0, ci95: wilson(wins, mine.length), attackWins, defenceWins };
  });
  return { battles, levels };
}
