// Who must act now and what they may do: the lists random players, the AI and the UI work from. Each distinct
// choice appears once; a new legion's marker, which only names it, is listed as the lowest free marker, and
// agreements are listed as the canonical proposals and the settlements near a fair one (any other valid proposal is
// still accepted by apply).
import type { Action } from './actions.js';
import type { EntrySide } from '../family/types.js';
import { battleActors, battleLegalActions } from './battle/index.js';
import { acquirableNow } from './game/aftermath.js';
import { mayMulligan, SPLIT_MIN } from './game/commencement.js';
import { freeMarkers, hasLord, legionOf, legionsOf, moverOf, setupPlayerOf, variantOf } from './game/context.js';
import { MAX_PROPOSALS, proposalProblem, sideOf } from './game/engagement.js';
import { mayEndMoves, movesFor } from './game/movement.js';
import { phaseDef } from './game/phases.js';
import { musterOptionsFor } from './game/recruiting.js';
import { startingCreatureList, WITH_TITAN } from './game/setup.js';
import { summonDonors } from './engagement/summon.js';
import { recruitOptions } from './master/muster.js';
import type { GameState, PlayerId } from './state.js';
import type { PhaseActionType } from './variants/phases.js';
import { characterValue } from './values.js';
import { landDef } from './variants/lookup.js';
import { TITAN_UNDO } from './undo.js';
import { undoChoices } from '../platform/undo.js';

/** The players whose decision the game is waiting for (others may still concede an engagement they are in). */
export function playersToAct(state: GameState): PlayerId[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'setup') return [setupPlayerOf(state).id];
  if (state.battle) return battleActors(state);
  const e = state.engagement;
  if (e) {
    if (e.stage === 'aftermath') {
      const w = e.aftermath?.winner ? state.legions[e.aftermath.winner] : undefined;
      return w ? [w.owner] : [];
    }
    return [e.toAct === 'attacker' ? e.attackerOwner : e.defenderOwner];
  }
  return [moverOf(state).id];
}

/** Adds to `out` every sub-multiset that extends `pick` with items of `sorted` from `start` on, sized in [min, max]. */
function walkSubsets(sorted: readonly string[], min: number, max: number, start: number, pick: string[], out: string[][]): void {
  if (pick.length >= min && pick.length <= max) out.push([...pick]);
  if (pick.length === max) return;
  for (let i = start; i < sorted.length; i++) {
    if (i > start && sorted[i] === sorted[i - 1]) continue;
    pick.push(sorted[i]!);
    walkSubsets(sorted, min, max, i + 1, pick, out);
    pick.pop();
  }
}

/** Distinct sub-multisets of `items` with a size in [min, max] (items sorted, so duplicates are skipped). */
export function subMultisets(items: readonly string[], min: number, max: number): string[][] {
  const out: string[][] = [];
  walkSubsets([...items].sort(), min, max, 0, [], out);
  return out;
}

function initialSplitActions(state: GameState, player: PlayerId, out: Action[]): void {
  const [titanMarker, angelMarker] = freeMarkers(state, player);
  if (titanMarker === undefined || angelMarker === undefined) return;
  for (const titanCreatures of subMultisets(startingCreatureList(variantOf(state)), WITH_TITAN, WITH_TITAN)) {
    out.push({ type: 'initialSplit', player, stateId: state.stateId, titanMarker, angelMarker, titanCreatures });
  }
}

/** A legion's characters cheapest first (equal values in legion order): the order a winner gives characters up in
 * the listed settlements. */
function cheapestFirst(state: GameState, list: readonly string[], owner: PlayerId): string[] {
  const v = variantOf(state);
  const score = state.players.find((p) => p.id === owner)?.score ?? 0;
  return list.map((c, i) => ({ c, i, value: characterValue(v, c, score) })).sort((x, y) => x.value - y.value || x.i - y.i).map((x) => x.c);
}

/** A loss list's identity as a multiset (its names sorted), for telling the listed proposals apart. */
function multisetKey(list: readonly string[]): string {
  return list.length < 2 ? (list[0] ?? '') : [...list].sort().join(',');
}

/** The listed proposals: the canonical ones (one side eliminated; both; one side eliminated and the other losing only
 * its cheapest character), then the settlements near a fair one: one side eliminated and the other giving up its k
 * cheapest characters, for every further k (attacker as the winner first). */
function proposals(state: GameState, player: PlayerId): Action[] {
  const e = state.engagement;
  if (!e) return [];
  const att = legionOf(state, e.attacker).creatures;
  const def = legionOf(state, e.defender).creatures;
  const cheapAtt = cheapestFirst(state, att, e.attackerOwner);
  const cheapDef = cheapestFirst(state, def, e.defenderOwner);
  const candidates: [readonly string[], readonly string[]][] = [[[], def], [att, []], [att, def], [cheapAtt.slice(0, 1), def], [att, cheapDef.slice(0, 1)]];
  for (let k = 2; k < att.length; k++) candidates.push([cheapAtt.slice(0, k), def]);
  for (let k = 2; k < def.length; k++) candidates.push([att, cheapDef.slice(0, k)]);
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const [attackerLosses, defenderLosses] of candidates) {
    const key = `${multisetKey(attackerLosses)}|${multisetKey(defenderLosses)}`;
    if (seen.has(key) || proposalProblem(state, attackerLosses, defenderLosses)) continue;
    seen.add(key);
    out.push({ type: 'propose', player, stateId: state.stateId, attackerLosses: [...attackerLosses], defenderLosses: [...defenderLosses] });
  }
  return out;
}

function engagementActions(state: GameState, player: PlayerId): Action[] {
  const e = state.engagement;
  if (!e) return [];
  const stateId = state.stateId;
  const out: Action[] = [];
  if (e.stage === 'aftermath') {
    const a = e.aftermath;
    const w = a?.winner ? state.legions[a.winner] : undefined;
    if (!a || !w || w.owner !== player) return [];
    for (const creature of acquirableNow(state, a)) out.push({ player, stateId, type: 'acquire', creature });
    if (a.maySummon && !state.turn.summoned) {
      for (const d of summonDonors(state, w.marker)) for (const creature of d.lords) out.push({ player, stateId, type: 'summon', from: d.marker, creature });
    }
    if (a.mayReinforce) {
      const v = variantOf(state);
      for (const o of recruitOptions(v, landDef(v, e.land).terrain, w.creatures, state.caretaker)) out.push({ player, stateId, type: 'reinforce', creature: o.creature });
    }
    out.push({ player, stateId, type: 'done' });
    return out;
  }
  const side = sideOf(state, player);
  if (!side) return [];
  if (state.battle) {
    const battleActions = battleLegalActions(state, player);
    battleActions.push({ player, stateId, type: 'concede' });
    return battleActions;
  }
  const toAct = e.toAct === side;
  if (e.stage === 'defender-choice') {
    if (side !== 'defender') return [];
    if (!hasLord(state, legionOf(state, e.defender).creatures)) out.push({ player, stateId, type: 'flee' });
  }
  if (toAct) {
    if (e.proposal && e.proposal.from !== player) out.push({ player, stateId, type: 'accept' });
    if (e.proposalsMade < MAX_PROPOSALS) out.push(...proposals(state, player));
    out.push({ player, stateId, type: 'fight' });
  }
  out.push({ player, stateId, type: 'concede' });
  return out;
}

/** A teleport move; the optional keys only appear when set (same key order as the canonical action). */
function teleportAction(player: PlayerId, stateId: number, marker: string, to: number, teleport: 'tower' | 'titan', lord: string | undefined, entrySide: EntrySide | undefined): Action {
  if (lord && entrySide) return { player, stateId, type: 'move', marker, to, teleport, lord, entrySide };
  if (lord) return { player, stateId, type: 'move', marker, to, teleport, lord };
  if (entrySide) return { player, stateId, type: 'move', marker, to, teleport, entrySide };
  return { player, stateId, type: 'move', marker, to, teleport };
}

function splitActions(state: GameState, player: PlayerId, out: Action[]): void {
  const newMarker = freeMarkers(state, player)[0];
  if (!newMarker || moverOf(state).turnsTaken < 2) return;
  for (const l of legionsOf(state, player)) {
    for (const creatures of subMultisets(l.creatures, SPLIT_MIN, l.creatures.length - SPLIT_MIN)) out.push({ player, stateId: state.stateId, type: 'split', marker: l.marker, newMarker, creatures });
  }
}

/** §7/§8: every move of the mover now (the Movement Phase listing; a §21 time-up picks among them too). */
export function moveActions(state: GameState, player: PlayerId, out: Action[]): void {
  const stateId = state.stateId;
  for (const l of legionsOf(state, player)) {
    const m = movesFor(state, l);
    for (const t of m.normal) {
      if (t.entrySides.length > 1) for (const entrySide of t.entrySides) out.push({ player, stateId, type: 'move', marker: l.marker, to: t.land, entrySide });
      else out.push({ player, stateId, type: 'move', marker: l.marker, to: t.land });
    }
    for (const t of m.teleports) {
      const lords = t.kind === 'tower' ? t.lords : [undefined];
      const sides = t.entrySides.length > 1 ? t.entrySides : [undefined];
      for (const lord of lords) {
        for (const entrySide of sides) out.push(teleportAction(player, stateId, l.marker, t.land, t.kind, lord, entrySide));
      }
    }
  }
}

function recruitActions(state: GameState, player: PlayerId, out: Action[]): void {
  for (const l of legionsOf(state, player)) {
    for (const o of musterOptionsFor(state, l)) out.push({ player, stateId: state.stateId, type: 'recruit', marker: l.marker, creature: o.creature });
  }
}

/** How each action a phase table may list is enumerated (engine/titan/variants/phases.ts decides which phase lists which). */
const LISTERS: Readonly<Record<PhaseActionType, (state: GameState, player: PlayerId, out: Action[]) => void>> = {
  initialSplit: initialSplitActions,
  split: splitActions,
  roll: (state, player, out) => out.push({ player, stateId: state.stateId, type: 'roll' }),
  mulligan: (state, player, out) => {
    if (mayMulligan(state)) out.push({ player, stateId: state.stateId, type: 'mulligan' });
  },
  move: moveActions,
  endMoves: (state, player, out) => {
    if (mayEndMoves(state)) out.push({ player, stateId: state.stateId, type: 'endMoves' });
  },
  engage: (state, player, out) => {
    for (const land of state.pendingEngagements) out.push({ player, stateId: state.stateId, type: 'engage', land });
  },
  recruit: recruitActions,
  endTurn: (state, player, out) => out.push({ player, stateId: state.stateId, type: 'endTurn' }),
};

/** The actions of the current phase, in the order its table lists their types; only its actor has any. */
function phaseActions(state: GameState, player: PlayerId): Action[] {
  const actor = state.phase === 'setup' ? setupPlayerOf(state) : moverOf(state);
  const def = phaseDef(variantOf(state), state.phase);
  const out: Action[] = [];
  if (player !== actor.id || !def) return out;
  for (const type of def.actions) LISTERS[type](state, player, out);
  return out;
}

/** Every legal action of `player` now, computed on the current stateId. */
export function legalActions(state: GameState, player: PlayerId): Action[] {
  if (state.phase === 'over') return [];
  if (!state.players.some((p) => p.id === player && p.alive)) return [];
  const out = state.engagement ? engagementActions(state, player) : phaseActions(state, player);
  for (const u of undoChoices(state, player, TITAN_UNDO)) out.push({ type: 'undo', player, stateId: state.stateId, ...u });
  return out;
}
