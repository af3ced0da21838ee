// The Gods of Titan AI in battle (rules 11–18, 24.7): the family's one battle mind (ai/battle/) fights it — maneuvers
// scored by terrain, hazards, strike-backs, rangestrike lines and the Master's safety, the attacker pressing as the
// time-out nears (11.7), strikes and carries by their expected worth — over the position the shared battle rules
// build from the seat's battle view with the Gods hooks (its Master found by its class in the Character Chart).
// Gods adds what is its own: a victory offered by a concession taken, the reinforcement and summons, and spells and
// abilities made when their expected worth is positive (ai/gods/battle-addons.ts).
import { canonicalJson } from '../../engine/platform/hash.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import { positionOf } from '../../engine/gods/battle/position.js';
import type { GodsAddonMove, GodsBattleState, GodsSide } from '../../engine/gods/battle/index.js';
import type { GodsBattleView } from '../../engine/gods/engagement/view.js';
import type { GodsView } from '../../engine/gods/view.js';
import type { BattlePosition } from '../../engine/family/battle/rules.js';
import { type BattleStyle } from '../battle/maneuver.js';
import { chooseBattleAction, type TacticAction } from '../battle/tactics.js';
import { AiRng } from '../rng.js';
import { addonWorth, joiningMove } from './battle-addons.js';

type BattleAction = Extract<GodsAction, { type: 'battle' }>;
type BattleMove = BattleAction['move'];

/** How Normal fights: strike-backs and terrain weighed, one best move at a time (TITAN Normal's whole-maneuver
 * lookahead tripled the p95 of a Gods battle decision, whose legions are bigger and move farther: docs/ai.md); its
 * Master guarded as a Gods Master must be (24.7: his death loses the battle, and a Titan-player the game). */
const STYLE: BattleStyle = { tactical: true, caution: 1, guardTitan: true };

/** How a defender whose Master is in the battle maneuvers: with the whole-maneuver lookahead, so that its pieces close
 * the screen around him together (one at a time, the first ones took the hexes nearest him and left a gap the slower
 * ones could not reach: issue 22, the all-Normal Darklord games). */
const GUARDING: BattleStyle = { ...STYLE, lookahead: true };

/** The seed of the tactics' tie-breaks (the decision is a function of the view and the legal actions alone). */
const TIE_SEED = 1;

/** The battle's own move types (every other battle move is an add-on's). */
const CORE_MOVES: ReadonlySet<string> = new Set<BattleMove['type']>(['move', 'strike', 'carry', 'done', 'concede', 'accept-concession']);

/** Whether a battle move is an add-on's (a spell, an ability, a reinforcement, a summoning). */
function isAddonMove(m: BattleMove): m is Extract<BattleMove, GodsAddonMove> {
  return !CORE_MOVES.has(m.type);
}

/** The key the AI remembers an add-on move by (so that one still listed after it is made is not made again). */
export function addonKey(m: BattleMove): string | null {
  return isAddonMove(m) ? canonicalJson(m) : null;
}

/** The shared rules' position of the seat's battle view (the view lacks only the dice, which a position never reads). */
function viewPosition(battle: GodsBattleView): BattlePosition {
  return positionOf(battle as GodsBattleState);
}

/** A core battle move as the family's tactics read it (a maneuver is their `battleMove`); null for a concession. */
function tacticOf(m: BattleMove): TacticAction | null {
  switch (m.type) {
    case 'move': {
      const t: TacticAction & { readonly piece: string; readonly to: string } = { type: 'battleMove', piece: m.piece, to: m.to };
      return t;
    }
    case 'strike':
    case 'carry':
    case 'done':
      return m;
    default:
      return null;
  }
}

/** The add-on move to make now, or null: a reinforcement or a wanted summons first, else the spell or ability of the
 * highest positive expected worth not yet tried in this step. */
function addonChoice(view: GodsView, battle: GodsBattleView, pos: BattlePosition, side: GodsSide, moves: readonly BattleMove[], tried: readonly string[]): BattleMove | null {
  const addons = moves.filter(isAddonMove).filter((m) => !tried.includes(canonicalJson(m)));
  const reinforce = addons.filter((m): m is Extract<GodsAddonMove, { type: 'reinforce' }> => m.type === 'reinforce');
  const joining = joiningMove(battle, pos, side, reinforce, (m) => m.creature, STYLE);
  if (joining) return joining;
  const summons = addons.filter((m): m is Extract<GodsAddonMove, { type: 'summon' }> => m.type === 'summon');
  const summoned = joiningMove(battle, pos, side, summons, (m) => summonedName(view, m), STYLE);
  if (summoned) return summoned;
  let best: { m: BattleMove; worth: number } | null = null;
  for (const m of addons) {
    const worth = addonWorth(battle, pos, side, m);
    if (worth > 0 && (!best || worth > best.worth)) best = { m, worth };
  }
  return best?.m ?? null;
}

/** The name of the character a summons brings (18.2: from another legion of the seat's own, whose names it sees). */
function summonedName(view: GodsView, m: Extract<GodsAddonMove, { type: 'summon' }>): string | null {
  const legion = view.legions.find((l) => l.marker === m.legion);
  const i = legion?.ids?.indexOf(m.piece) ?? -1;
  return i >= 0 ? (legion?.names[i] ?? null) : null;
}

/** The battle decision, or null to leave it to the safe default. `tried`: add-on moves already made this step. */
export function battleDecision(view: GodsView, legal: readonly GodsAction[], tried: readonly string[]): GodsAction | null {
  const battle = view.engagement?.battle;
  if (!battle || !view.viewer) return null;
  const side: GodsSide = battle.players.attacker === view.viewer ? 'attacker' : 'defender';
  const entries = legal.filter((a): a is BattleAction => a.type === 'battle');
  const moves = entries.map((a) => a.move);
  const pick = (m: BattleMove | null): GodsAction | null => (m ? (entries.find((a) => a.move === m) ?? null) : null);
  const accept = moves.find((m) => m.type === 'accept-concession');
  if (accept) return pick(accept);
  const pos = viewPosition(battle);
  const addon = addonChoice(view, battle, pos, side, moves, tried);
  if (addon) return pick(addon);
  const read = new Map<TacticAction, BattleMove>();
  for (const m of moves) {
    const t = tacticOf(m);
    if (t) read.set(t, m);
  }
  if (read.size === 0) return null;
  const style = side === 'defender' && pos.pieces.some((p) => p.side === side && !p.slain && pos.creatures[p.creature]?.kind === 'titan') ? GUARDING : STYLE;
  const chosen = chooseBattleAction({ creatures: pos.creatures }, pos, battle, [...read.keys()], side, style, new AiRng(TIE_SEED));
  return pick(read.get(chosen) ?? null);
}
