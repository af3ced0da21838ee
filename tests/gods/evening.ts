// The "evening" of issue 21 as a fixed script: a 3-player Gods of Titan game from the lobby's set-up (red and green
// Normal computers, the human in blue, the last seat), the human's every choice made by `eveningStep` from what his
// screen is pushed (his view, legal actions and hints), the computers' by the Normal AI exactly as the host runs them
// (the first computer the game waits for decides, from its own view and legal actions and its last memory, before the
// human acts: the human acts only when the game waits for him alone). `playEvening` plays it offline for a seed;
// e2e/gods-evening.spec.ts plays the same script by clicks on a server started with `serve --seed` that seed.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsHints } from '../../engine/gods/hints.js';
import type { GodsState } from '../../engine/gods/state.js';
import type { GodsView } from '../../engine/gods/view.js';
import { holdsMaster } from '../../ai/gods/judge.js';
import { nextInt, seedRng } from '../../engine/platform/rng.js';
import { strongestThreat } from '../../ai/gods/threat.js';
import { godsCharacter } from '../../engine/gods/data/characters.js';
import { godsModule } from '../../games/gods.js';

/** The lobby's 3-player setup (renderer/gods/GodsLobby.svelte) without its seed: Towers chosen as the game begins. */
export const EVENING_SETUP = {
  players: [
    { id: 'red', name: 'Red', role: 'titan-player' },
    { id: 'green', name: 'Green', role: 'titan-player' },
    { id: 'blue', name: 'Blue', role: 'titan-player' },
  ],
  towers: 'choose',
} as const;

/** The seed of the evening's game (the e2e's server is started with `--seed` it) and the script's variant: found
 * offline (tools/gods/evening-seed.ts) as the first to play every part of the evening. */
export const EVENING_SEED = 1;
export const EVENING_VARIANT = 27;

/** The human's seat. */
export const HUMAN = 'blue';

/** What the human has done so far of the script (the driver updates it after each step). */
export interface EveningProgress {
  /** The first move (taken back, then made again) and its muster, by legion and land. */
  first: { readonly legion: string; readonly land: number; readonly character: string } | null;
  undone: boolean;
  mustered: boolean;
  offered: boolean;
  fled: number;
  fought: boolean;
  cast: boolean;
  /** The battle the human fought is over. */
  foughtOut: boolean;
  split: boolean;
  splitUndone: boolean;
  /** The round of the human's last split on his way (one a turn; the first, taken back and made again, aside). */
  splitIn: number;
}

/** A fresh script. */
export function startEvening(): EveningProgress {
  return { first: null, undone: false, mustered: false, offered: false, fled: 0, fought: false, cast: false, foughtOut: false, split: false, splitUndone: false, splitIn: 0 };
}

/** One step of the human, with what the e2e clicks for it: `kind` names the click. */
export interface EveningStep {
  readonly kind: 'tower' | 'start' | 'move' | 'undo' | 'muster' | 'trade' | 'end' | 'flee' | 'fight' | 'spell' | 'strike' | 'enter' | 'battle' | 'other' | 'split';
  readonly action: GodsAction;
}

/** Actions a player takes aside from the flow of the game: never the script's but where it says so. */
const ASIDE: ReadonlySet<string> = new Set(['offerTrade', 'answerTrade', 'withdrawTrade', 'concede', 'uncoverTitan', 'quit', 'undo', 'permit', 'propose']);

type Battle = Extract<GodsAction, { type: 'battle' }>;

/** The human's battle step: a spell once, else a strike, else a character entering the battleland, else the end of the
 * step (or what must come first): never a concession. */
function battleStep(view: GodsView, legal: readonly GodsAction[], p: EveningProgress): EveningStep | null {
  const moves = legal.filter((a): a is Battle => a.type === 'battle');
  if (moves.length === 0) return null;
  const spell = p.cast ? undefined : moves.find((a) => a.move.type === 'castSpell');
  if (spell) return { kind: 'spell', action: spell };
  const strike = moves.find((a) => a.move.type === 'strike');
  if (strike) return { kind: 'strike', action: strike };
  const pieces = view.engagement?.battle?.pieces ?? [];
  const enter = moves.find((a) => a.move.type === 'move' && pieces.find((x) => x.id === (a.move as { piece: string }).piece)?.hex === null);
  if (enter) return { kind: 'enter', action: enter };
  const end = moves.find((a) => a.move.type === 'done') ?? moves.find((a) => a.move.type !== 'concede');
  return end ? { kind: 'battle', action: end } : null;
}

/** The human's next step at his screen (null: the script has nothing for this position — it has gone off its way). */
export function eveningStep(view: GodsView, legal: readonly GodsAction[], hints: GodsHints, p: EveningProgress, variant: number): EveningStep | null {
  const first = <T extends GodsAction['type']>(type: T): Extract<GodsAction, { type: T }> | undefined => legal.find((a): a is Extract<GodsAction, { type: T }> => a.type === type);
  const tower = first('chooseTower');
  if (tower) return { kind: 'tower', action: tower };
  const starts = legal.filter((a) => a.type === 'chooseStart');
  if (starts.length > 0) return { kind: 'start', action: starts[whim(variant, view.stateId, starts.length)] ?? starts[0] };
  const e = view.engagement;
  if (e?.battle) return p.fought && !p.foughtOut ? battleStep(view, legal, p) : null; // only the battle the human chose
  if (e && !e.aftermath) {
    const mine = view.legions.find((l) => l.marker === e.defender)?.owner === HUMAN;
    const flee = first('flee');
    if (mine && flee && p.fled === 0) return { kind: 'flee', action: flee };
    const fight = first('fight');
    if (mine && flee && fight && !p.fought) return { kind: 'fight', action: fight };
    return null; // an attack the script did not plan
  }
  // the first Movement Phase: a move to a land where the legion could muster (a Caster for a legion without the Titan,
  // else by whim), taken back, made again, mustered
  if (view.phase === 'movement' && p.first === null) {
    const mine = new Set(view.legions.filter((l) => l.owner === HUMAN && !l.tower).map((l) => l.marker));
    const places = hints.moves.filter((m) => mine.has(m.legion) && m.musters.length > 0 && !m.engages);
    // a Caster (15.1) for a legion without the Titan: the legion the human fights with later casts a spell
    const bare = new Set(view.legions.filter((l) => mine.has(l.marker) && !holdsMaster(l)).map((l) => l.marker));
    const casters = places.filter((m) => bare.has(m.legion) && godsCharacter(m.musters[0]?.character ?? '')?.caster === true);
    const there = casters[0] ?? places[whim(variant, view.stateId, places.length || 1)];
    const move = there && legal.find((a) => a.type === 'move' && a.legion === there.legion && a.to === there.land);
    return move ? { kind: 'move', action: move } : null;
  }
  const firstMove = p.first;
  if (firstMove && !p.mustered) {
    const back = legal.find((a) => a.type === 'undo' && !a.all);
    if (!p.undone) return back ? { kind: 'undo', action: back } : null;
    const muster = legal.find((a) => a.type === 'muster' && a.legion === firstMove.legion && a.character === firstMove.character);
    if (muster) return { kind: 'muster', action: muster };
    const again = legal.find((a) => a.type === 'move' && a.legion === firstMove.legion && a.to === firstMove.land);
    return again ? { kind: 'move', action: again } : null;
  }
  if (p.mustered && !p.offered) {
    // 7.1: the first spell of the human's hand given to red for nothing
    const spell = hints.trade.find((t) => t.seat === 'red')?.give.spells[0];
    if (!spell) return null;
    const none = { lifegems: 0, spells: [], characters: [], permissions: [] };
    return { kind: 'trade', action: { type: 'offerTrade', to: 'red', gives: { ...none, spells: [spell.id] }, asks: none, player: HUMAN, stateId: view.stateId } };
  }
  // the first split on his way taken back (Ctrl+Z), then made again
  if (p.split && !p.splitUndone) {
    const back = legal.find((a) => a.type === 'undo' && !a.all);
    return back ? { kind: 'undo', action: back } : null;
  }
  return turnStep(view, legal, hints, p, variant);
}

/** A number in [0, n) for the script's `variant` in the state `stateId`: the human's choices on his way are fixed by
 * the two, as a player's whims are by his mood and the board. */
function whim(variant: number, stateId: number, n: number): number {
  return nextInt(seedRng((variant ^ Math.imul(stateId + 1, 0x9e3779b1)) >>> 0), n)[0];
}

/** The rest of each of the human's turns, as `variant` has it (8.4: every legion moves that can): the legion with the
 * Titan (it may not flee, 10.4) to where the fewest enemies reach it; another of four or more split in two; the others
 * moved where they engage nobody, to one of the three lands the strongest enemies reach (by whim: to be attacked once the
 * treaty ends, 8.3); nothing mustered; each phase ended. */
function turnStep(view: GodsView, legal: readonly GodsAction[], hints: GodsHints, p: EveningProgress, variant: number): EveningStep | null {
  const end = legal.find((a) => a.type === 'endMovement' || a.type === 'endEngagements' || a.type === 'endTurn');
  if (view.phase === 'movement') {
    const bare = new Set(view.legions.filter((l) => l.owner === HUMAN && !l.tower && !holdsMaster(l)).map((l) => l.marker));
    const tall = new Set(view.legions.filter((l) => bare.has(l.marker) && l.height >= 4).map((l) => l.marker));
    const split = p.splitIn === view.round ? undefined : legal.find((a) => a.type === 'split' && tall.has(a.legion));
    if (split) return { kind: 'split', action: split };
    const calm = new Set(hints.moves.filter((m) => !m.engages).map((m) => `${m.legion}@${m.land}`));
    const moves = legal.filter((a): a is Extract<GodsAction, { type: 'move' }> => a.type === 'move' && calm.has(`${a.legion}@${a.to}`));
    const threat = new Map(moves.map((a) => [a.to, strongestThreat(view, a.to)]));
    const titan = moves.filter((a) => !bare.has(a.legion));
    if (titan.length > 0) return { kind: 'move', action: titan.reduce((best, a) => ((threat.get(a.to) ?? 0) < (threat.get(best.to) ?? 0) ? a : best)) };
    const legion = moves[0]?.legion;
    const own = moves.filter((a) => a.legion === legion).sort((a, b) => (threat.get(b.to) ?? 0) - (threat.get(a.to) ?? 0));
    if (own.length > 0) return { kind: 'move', action: own[whim(variant, view.stateId, Math.min(3, own.length))] ?? own[0] };
  }
  if (view.phase === 'mustering') {
    // the Titan's legion grows where it can (a strong legion is attacked last)
    const titan = new Set(view.legions.filter((l) => l.owner === HUMAN && holdsMaster(l)).map((l) => l.marker));
    const muster = legal.find((a) => a.type === 'muster' && titan.has(a.legion));
    if (muster) return { kind: 'muster', action: muster };
  }
  if (end) return { kind: 'end', action: end };
  const other = legal.find((a) => !ASIDE.has(a.type));
  return other ? { kind: 'other', action: other } : null;
}

/** The script's bookkeeping after `step` was taken in `view` (the muster named for the first move from `hints`). */
export function advance(p: EveningProgress, step: EveningStep, view: GodsView, hints: GodsHints): void {
  const a = step.action;
  if (step.kind === 'move' && p.first === null && a.type === 'move') {
    const character = hints.moves.find((m) => m.legion === a.legion && m.land === a.to)?.musters[0]?.character ?? '';
    p.first = { legion: a.legion, land: a.to, character };
  } else if (step.kind === 'undo') {
    if (p.split) p.splitUndone = true;
    else p.undone = true;
  } else if (step.kind === 'split') {
    if (p.split) p.splitIn = view.round;
    else p.split = true;
  } else if (step.kind === 'muster') p.mustered = true;
  else if (step.kind === 'trade') p.offered = true;
  else if (step.kind === 'flee') p.fled++;
  else if (step.kind === 'fight') p.fought = true;
  else if (step.kind === 'spell') p.cast = true;
}

/** What happened in an offline evening: the steps of the human, and where it ended. */
export interface EveningRun {
  readonly seed: number;
  readonly variant: number;
  readonly steps: readonly { readonly round: number; readonly kind: EveningStep['kind'] }[];
  readonly progress: EveningProgress;
  /** Every action of the game, in order. */
  readonly actions: readonly GodsAction[];
  /** Why the script stopped: done (every part of it played), or what went off its way. */
  readonly end: string;
  readonly round: number;
  readonly state: GodsState;
}

/** Plays the evening offline for `seed` until the script is done, goes off its way, or `maxRound` passes. */
export function playEvening(seed: number, variant: number, maxRound = 13, maxActions = 4000): EveningRun {
  const m = godsModule;
  const setup = m.setupSchema.parse({ ...EVENING_SETUP, seed });
  let state = m.createGame(setup).state;
  const memory = new Map<string, unknown>();
  const progress = startEvening();
  const steps: { round: number; kind: EveningStep['kind'] }[] = [];
  const actions: GodsAction[] = [];
  const apply = (action: GodsAction): void => {
    const r = m.apply(state, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
  };
  let end = 'too many actions';
  for (let n = 0; n < maxActions; n++) {
    if (progress.foughtOut && !state.engagement) {
      end = 'done';
      break;
    }
    if (state.phase === 'over') {
      end = 'the game ended';
      break;
    }
    if (state.round > maxRound) {
      end = `round ${maxRound} passed`;
      break;
    }
    const actors = m.actors(state);
    const agent = actors.find((seat) => seat !== HUMAN); // host/session.ts agentToAct: the first agent the game waits for
    if (agent) {
      const input = { seat: agent, view: m.view(state, agent), legal: m.legalActions(state, agent), events: [], memory: memory.get(agent) ?? null };
      const d = m.ai.decide('normal', input, { seed: 0 });
      if (!('action' in d)) throw new Error('the Normal AI gave no action');
      const wasBattle = state.engagement?.battle != null;
      apply(d.action);
      if (d.memory !== null && d.memory !== undefined) memory.set(agent, d.memory);
      else memory.delete(agent);
      if (progress.fought && wasBattle && !state.engagement?.battle) progress.foughtOut = true;
      continue;
    }
    if (!actors.includes(HUMAN)) {
      end = 'nobody acts';
      break;
    }
    const view = m.view(state, HUMAN);
    const legal = m.legalActions(state, HUMAN);
    const hints = m.hints?.(view, legal) as GodsHints;
    const step = eveningStep(view, legal, hints, progress, variant);
    if (!step) {
      end = `off the script in round ${state.round}, ${state.phase}${state.engagement ? ` (engagement at ${state.engagement.land}${state.engagement.battle ? ', battle' : ''})` : ''}`;
      break;
    }
    steps.push({ round: state.round, kind: step.kind });
    const wasBattle = state.engagement?.battle != null;
    apply(step.action);
    advance(progress, step, view, hints);
    if (progress.fought && wasBattle && !state.engagement?.battle) progress.foughtOut = true;
  }
  return { seed, variant, steps, progress, actions, end, round: state.round, state };
}
