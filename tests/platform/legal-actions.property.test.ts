// legalActions against apply over whole random TITAN games (2–6 players, both variants; tests/game/random-play.ts),
// in sampled states: every action listed for any player is accepted, and every candidate action apply accepts
// (tests/platform/action-candidates.ts) is listed. Two listed forms are canonical (engine/titan/legal.ts): a new legion's
// marker only names it, so any free marker of the player stands for the listed lowest one, and agreements are listed
// as a few canonical proposals, so an accepted proposal only needs some proposal listed. Creature lists are multisets.
// An accepted action spelled otherwise than its listed form (a field the engine fills in when left out, such as the
// lord of a tower teleport or a lone entry side, or one it ignores, such as a lord or entry side a move does not use)
// counts as listed when a listed action of its type and player leads to the same state.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, ActionType } from '../../engine/titan/actions.js';
import { hashState } from '../../engine/platform/hash.js';
import { apply, legalActions } from '../../engine/titan/index.js';
import type { GameState, VariantId } from '../../engine/titan/state.js';
import { playRandom } from '../game/random-play.js';
import { candidateActions } from './action-candidates.js';

const GAMES: readonly (readonly [VariantId, number, number])[] = [
  ['titan', 2, 101], ['titan', 3, 102], ['titan', 4, 103], ['titan', 5, 104], ['titan', 6, 105],
  ['titan-variant', 2, 106], ['titan-variant', 3, 107], ['titan-variant', 5, 108],
];
/** Every action type: each must have been listed, applied and tried as a candidate somewhere in the sample. */
const TYPES: readonly ActionType[] = [
  'initialSplit', 'split', 'roll', 'mulligan', 'move', 'endMoves', 'engage', 'flee', 'propose', 'accept', 'fight', 'concede',
  'battleMove', 'strike', 'carry', 'summon', 'reinforce', 'acquire', 'done', 'recruit', 'endTurn', 'undo',
];
const NEW_MARKERS = ['newMarker', 'titanMarker', 'angelMarker'] as const;
/** Every SAMPLE-th state is checked, and every state listing a type no checked state of its game listed yet. */
const SAMPLE = 6;

/** States of the random games: every SAMPLE-th, and each one that lists an action type not yet sampled. */
function sampledStates(): GameState[] {
  const out: GameState[] = [];
  for (const [variant, players, seed] of GAMES) {
    const seen = new Set<ActionType>();
    playRandom({ seed, players, variant }, ({ state }) => {
      const types = state.players.flatMap((p) => legalActions(state, p.id).map((a) => a.type));
      if (state.stateId % SAMPLE !== 0 && types.every((t) => seen.has(t))) return;
      for (const t of types) seen.add(t);
      out.push(state);
    }, 2000);
  }
  return out;
}

/** The form an accepted action must be listed in (see the header). */
function listedForm(a: Action): string {
  if (a.type === 'propose') return `propose ${a.player}`;
  const fields = Object.entries(a).map(([k, v]): [string, unknown] => {
    if ((NEW_MARKERS as readonly string[]).includes(k)) return [k, '*'];
    return [k, Array.isArray(v) ? [...(v as string[])].sort() : v];
  });
  return JSON.stringify(fields.sort(([x], [y]) => x.localeCompare(y)));
}

/** The new-legion markers an action names that are not free markers of its player (or name the same legion twice). */
function unfreeMarkers(s: GameState, a: Action): string[] {
  const named = NEW_MARKERS.flatMap((k) => (k in a ? [(a as unknown as Record<string, string>)[k]] : []));
  const free = s.players.find((p) => p.id === a.player)?.markers.filter((m) => !(m in s.legions)) ?? [];
  return named.filter((m, i) => !free.includes(m) || named.indexOf(m) !== i);
}

/** An action's type and player with the hash of the state it leads to ('' if refused). */
function outcome(s: GameState, a: Action): string {
  const r = apply(s, a);
  return r.ok ? `${a.type} ${a.player} ${hashState(r.state)}` : '';
}

const count = (tally: Map<ActionType, number>, t: ActionType): void => {
  tally.set(t, (tally.get(t) ?? 0) + 1);
};

describe('legalActions is what apply accepts, over random games (2–6 players, both variants)', () => {
  let states: GameState[] = [];
  beforeAll(() => {
    states = sampledStates();
  });

  it('every action legalActions lists for any player applies', () => {
    const refused: string[] = [];
    const applied = new Map<ActionType, number>();
    for (const s of states) {
      for (const p of s.players) {
        for (const a of legalActions(s, p.id)) {
          count(applied, a.type);
          const r = apply(s, a);
          if (!r.ok) refused.push(`state ${s.stateId}: ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
        }
      }
    }
    expect(refused.slice(0, 5)).toEqual([]);
    expect(states.length).toBeGreaterThan(300);
    for (const t of TYPES) expect(applied.get(t) ?? 0, t).toBeGreaterThan(0);
  });

  it('every candidate action apply accepts is listed by legalActions, modulo the canonical forms', () => {
    const unlisted: string[] = [];
    const tried = new Map<ActionType, number>();
    const refused = new Map<ActionType, number>();
    for (const s of states) {
      const listed = s.players.flatMap((p) => legalActions(s, p.id));
      const forms = new Set(listed.map(listedForm));
      let outcomes: Set<string> | null = null;
      for (const c of candidateActions(s)) {
        count(tried, c.type);
        const r = apply(s, c);
        if (!r.ok) count(refused, c.type);
        else if (unfreeMarkers(s, c).length > 0) unlisted.push(`state ${s.stateId}: ${JSON.stringify(c)} names a marker that is not free`);
        else if (!forms.has(listedForm(c))) {
          outcomes ??= new Set(listed.map((a) => outcome(s, a)));
          if (!outcomes.has(`${c.type} ${c.player} ${hashState(r.state)}`)) unlisted.push(`state ${s.stateId}: ${JSON.stringify(c)}`);
        }
      }
    }
    expect(unlisted.slice(0, 5)).toEqual([]);
    for (const t of TYPES) expect(refused.get(t) ?? 0, t).toBeGreaterThan(0);
    for (const t of TYPES) expect(tried.get(t) ?? 0, t).toBeGreaterThan(refused.get(t) ?? 0);
  });
});
