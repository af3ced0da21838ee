// §5.2 initial split: each player, in turn order, places his Titan and Angel in two legions on his tower with three
// of his six Tower creatures each, choosing the markers. When everyone has done so, the first Game-Turn begins.
import type { InitialSplitAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import type { GameState, LegionState } from '../state.js';
import type { Variant } from '../variants/index.js';
import { freeMarkers, minusMultiset, setupPlayerOf, variantOf } from './context.js';
import { fail, type Step } from './step.js';
import { beginTurn } from './turn.js';
import { laidLegion } from '../state-layout.js';

/** §5.2: how many of his Tower creatures go with a player's Titan (the rest go with his Angel). */
export const WITH_TITAN = 3;

/** The Tower creatures a player of a variant starts with (§5.2), split between his two starting legions. */
export function startingCreatureList(variant: Variant): string[] {
  return variant.startingCreatures.flatMap((s) => new Array<string>(s.count).fill(s.creature));
}

/** The characters a player starts with (§5.2): the two starting leaders (Titan, Angel), then the Tower creatures. */
export function startingCharacters(state: GameState): string[] {
  return [...variantOf(state).startingLeaders, ...startingCreatureList(variantOf(state))];
}

function newLegion(marker: string, owner: string, land: number, creatures: string[]): LegionState {
  return laidLegion({
    marker, owner, land, creatures, moved: false, movedFrom: null, entrySide: null, entryChoices: [], teleported: false, recruited: false,
  });
}

/** Applies a player's initial split. */
export function applyInitialSplit(state: GameState, a: InitialSplitAction, events: GameEvent[]): Step {
  const player = setupPlayerOf(state);
  if (a.player !== player.id) return fail('not-your-turn', `${player.id} makes the next initial split`);
  const free = freeMarkers(state, player.id);
  if (a.titanMarker === a.angelMarker) return fail('illegal', 'the two starting legions need different markers');
  for (const m of [a.titanMarker, a.angelMarker]) if (!free.includes(m)) return fail('illegal', `marker ${m} is not one of your free markers`);
  if (!Array.isArray(a.titanCreatures) || a.titanCreatures.length !== WITH_TITAN) return fail('illegal', `${WITH_TITAN} creatures go with the Titan (§5.2)`);
  const [master, lord] = variantOf(state).startingLeaders;
  const creatures = startingCreatureList(variantOf(state));
  const rest = minusMultiset(creatures, a.titanCreatures);
  if (!rest) return fail('illegal', `the Titan's three creatures must come from ${creatures.join(', ')}`);
  const caretaker = { ...state.caretaker };
  for (const c of startingCharacters(state)) caretaker[c] = (caretaker[c] ?? 0) - 1;
  const titan = newLegion(a.titanMarker, player.id, player.tower, [master, ...a.titanCreatures]);
  const angel = newLegion(a.angelMarker, player.id, player.tower, [lord, ...rest]);
  // §5.2: every player sees the two new legions, not which of them holds the Titan: the markers in marker order
  events.push({ type: 'initialSplit', player: player.id, markers: [a.titanMarker, a.angelMarker].sort() });
  const next: GameState = {
    ...state,
    caretaker,
    legions: { ...state.legions, [titan.marker]: titan, [angel.marker]: angel },
    setupIndex: state.setupIndex + 1,
  };
  if (next.setupIndex < next.players.length) return next;
  return beginTurn({ ...next, active: 0, round: 1 }, events);
}
