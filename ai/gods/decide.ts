// The Gods of Titan computer player: one decision of a level for a seat, from that seat's view and legal actions
// only (engine/platform/module.ts AgentInput). It never throws on a position: whatever its rules of thumb do not cover — an
// action a later rule adds, a step it has no opinion on — gets the safe default, a legal action that gives nothing up.
import type { AgentContext, AgentDecision, AgentInput } from '../../engine/platform/module.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsView } from '../../engine/gods/view.js';
import { addonKey, battleDecision } from './battle.js';
import { safeDefault, strongestChoice } from './choose.js';
import { engagementAnswer, engagementOrder } from './engage.js';
import { bestMuster, movementDecision } from './movement.js';
import { appearChoice } from './appear.js';
import { GODS_AI_LEVELS } from './levels.js';
import { hardAnswer, hardMovement, hardOrder } from './hard.js';
import type { PriceBook } from './price.js';
import { AiRng } from '../rng.js';
import { tradeAnswer } from './trade.js';
import { quietSince, resignation } from './resign.js';


/** What the AI remembers between decisions: the battle's add-on moves it made in the current step (so that one still
 * listed after it is made is not made again), the round of the last engagement it saw (resign.ts), and Hard's
 * simulated odds while what they read of the view stays the same (`priceContext`). */
interface GodsMemory {
  readonly step: string;
  readonly tried: readonly string[];
  readonly quiet?: number;
  readonly prices?: { readonly context: string; readonly book: PriceBook };
}

/** What Hard's simulated battles read of the view besides the two legions — the round, the Dark-Titan's appearance,
 * each seat's score, spells and whether it is out, the Titan it uncovered and the legions another seat's Master may
 * hide in (sample.ts) — so that odds priced earlier in the turn are kept only while all of it is unchanged. */
function priceContext(view: GodsView): string {
  const legions = (seat: string): number => (seat === view.viewer ? 0 : view.legions.filter((l) => l.owner === seat && !l.tower).length);
  return JSON.stringify([view.round, view.viewer, view.darkTitanAppeared, view.players.map((p) => [p.id, p.role, p.score, p.out, p.titanUncovered, p.spellsLeft, p.spells, legions(p.id)])]);
}

/** The battle step a choice belongs to (round, side, phase). */
function battleStep(view: GodsView): string {
  const b = view.engagement?.battle;
  return b ? `${view.engagement?.attacker} ${b.round} ${b.active} ${b.phase}` : '';
}

/** Hard's means: the seeded rng of its simulations (hard.ts) and the odds priced so far this turn (added to). */
interface Search {
  readonly rng: AiRng;
  readonly book: PriceBook;
}

/** The decision by the level's rules of thumb (Hard's `search`: its simulations), or null for the safe default. */
function think(view: GodsView, legal: readonly GodsAction[], tried: readonly string[], search: Search | null): GodsAction | null {
  // 5.4: the three player Towers of our board are alike (turned a third of a circle each), so any free one will do
  if (view.phase === 'setup') return legal.find((a) => a.type === 'chooseTower') ?? strongestChoice(view, legal);
  if (view.appearing[0]?.seat === view.viewer) return appearChoice(view, legal); // 24.4, 24.5, 23.7
  const answer = tradeAnswer(view, legal); // 7.1: an offer made to it is answered first
  if (answer) return answer;
  const e = view.engagement;
  if (e?.battle) return battleDecision(view, legal, tried);
  if (e?.aftermath) return strongestChoice(view, legal);
  if (e) return (search && hardAnswer(view, legal, search.rng)) || engagementAnswer(view, legal);
  if (view.phase === 'movement') return search ? hardMovement(view, legal, search.rng, search.book) : movementDecision(view, legal);
  if (view.phase === 'engagement') return search ? hardOrder(view, legal, search.rng, search.book) : engagementOrder(view, legal);
  if (view.phase === 'mustering') return bestMuster(view, legal);
  return null;
}

/** One decision of `level` for the seat: deterministic for a given input and seed (Normal uses no dice; Hard's
 * simulations draw from a PRNG seeded by `ctx.seed`, and run a fixed number of battles whatever the clock). */
export function decideGods(level: string, input: AgentInput<GodsView, GodsAction, GodsEvent>, ctx: AgentContext): AgentDecision<GodsAction> {
  if (!(GODS_AI_LEVELS as readonly string[]).includes(level)) throw new Error(`Gods of Titan has no AI level "${level}"`);
  const { view } = input;
  // a computer seat never takes back its own action (engine/gods/undo.ts): it thinks before it acts
  const forward = input.legal.filter((a) => a.type !== 'undo');
  const legal = forward.length > 0 ? forward : input.legal;
  const step = battleStep(view);
  const memory = input.memory as GodsMemory | null | undefined;
  const tried = memory?.step === step ? memory.tried : [];
  const quiet = quietSince(memory?.quiet ?? null, view, input.events);
  const context = level === 'hard' ? priceContext(view) : null;
  const prices = context === null ? undefined : { context, book: memory?.prices?.context === context ? { ...memory.prices.book } : {} };
  const resign = resignation(view, legal, quiet); // 28.11: a frozen game given up, an action the engine does not list
  if (resign) return { action: resign, memory: { step, tried, quiet, prices } satisfies GodsMemory };
  let action: GodsAction | null = null;
  try {
    action = think(view, legal, tried, prices ? { rng: new AiRng(ctx.seed), book: prices.book } : null);
  } catch {
    action = null; // a rule of thumb that fails on a position it never met falls back to the safe default
  }
  const chosen = action !== null && legal.includes(action) ? action : safeDefault(legal);
  const key = chosen.type === 'battle' ? addonKey(chosen.move) : null;
  return { action: chosen, memory: { step, tried: key === null ? tried : [...tried, key], quiet, prices } satisfies GodsMemory };
}
