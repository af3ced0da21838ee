// Who must act now and what they may do: the lists random players, the AI and the UI work from. Each distinct
// choice appears once; a new legion's marker, which only names it, is listed as the lowest free marker, and
// agreements are listed as the canonical proposals (any other valid proposal is still accepted by apply).
import type { Action } from './actions.js';
import type { EntrySide } from './data/types.js';
import { battleActors, battleLegalActions } from './battle/flow/index.js';
import { acquirableNow } from './game/aftermath.js';
import { mayMulligan } from './game/commencement.js';
import { freeMarkers, hasLord, legionOf, legionsOf, moverOf, setupPlayerOf, variantOf } from './game/context.js';
import { MAX_PROPOSALS, proposalProblem, sideOf } from './game/engagement.js';
import { mayEndMoves, movesFor } from './game/movement.js';
import { musterOptionsFor } from './game/recruiting.js';
import { startingCharacters } from './game/setup.js';
import { summonDonors } from './engagement/summon.js';
import { recruitOptions } from './master/muster.js';
import type { GameState, PlayerId } from './state.js';
import { characterValue } from './values.js';
import { landDef } from './variants/lookup.js';

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

/** Distinct sub-multisets of `items` with a size in [min, max] (items sorted, so duplicates are skipped). */
export function subMultisets(items: readonly string[], min: number, max: number): string[][] {
  const sorted = [...items].sort();
  const out: string[][] = [];
  const pick: string[] = [];
  const walk = (start: number): void => {
    if (pick.length >= min && pick.length <= max) out.push([...pick]);
    if (pick.length === max) return;
    for (let i = start; i < sorted.length; i++) {
      if (i > start && sorted[i] === sorted[i - 1]) continue;
      pick.push(sorted[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

function setupActions(state: GameState, player: PlayerId): Action[] {
  if (state.players[state.setupIndex]?.id !== player) return [];
  const [titanMarker, angelMarker] = freeMarkers(state, player);
  if (titanMarker === undefined || angelMarker === undefined) return [];
  return subMultisets(startingCharacters(state).slice(2), 3, 3).map((titanCreatures) => ({
    type: 'initialSplit', player, stateId: state.stateId, titanMarker, angelMarker, titanCreatures,
  }));
}

function proposals(state: GameState, player: PlayerId): Action[] {
  const e = state.engagement;
  if (!e) return [];
  const v = variantOf(state);
  const att = legionOf(state, e.attacker).creatures;
  const def = legionOf(state, e.defender).creatures;
  const cheapest = (list: readonly string[], owner: PlayerId): string[] => {
    const score = state.players.find((p) => p.id === owner)?.score ?? 0;
    return [...list].sort((a, b) => characterValue(v, a, score) - characterValue(v, b, score)).slice(0, 1);
  };
  const candidates: [readonly string[], readonly string[]][] = [
    [[], def], [att, []], [att, def], [cheapest(att, e.attackerOwner), def], [att, cheapest(def, e.defenderOwner)],
  ];
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const [attackerLosses, defenderLosses] of candidates) {
    const key = `${[...attackerLosses].sort().join(',')}|${[...defenderLosses].sort().join(',')}`;
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

function turnActions(state: GameState, player: PlayerId): Action[] {
  const mover = moverOf(state);
  if (player !== mover.id) return [];
  const stateId = state.stateId;
  const out: Action[] = [];
  const mine = legionsOf(state, player);
  if (state.phase === 'split') {
    const newMarker = freeMarkers(state, player)[0];
    if (newMarker && mover.turnsTaken >= 2) {
      for (const l of mine) {
        for (const creatures of subMultisets(l.creatures, 2, l.creatures.length - 2)) out.push({ player, stateId, type: 'split', marker: l.marker, newMarker, creatures });
      }
    }
    out.push({ player, stateId, type: 'roll' });
  } else if (state.phase === 'move') {
    if (mayMulligan(state)) out.push({ player, stateId, type: 'mulligan' });
    for (const l of mine) {
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
    if (mayEndMoves(state)) out.push({ player, stateId, type: 'endMoves' });
  } else if (state.phase === 'engage') {
    for (const land of state.pendingEngagements) out.push({ player, stateId, type: 'engage', land });
  } else if (state.phase === 'muster') {
    for (const l of mine) for (const o of musterOptionsFor(state, l)) out.push({ player, stateId, type: 'recruit', marker: l.marker, creature: o.creature });
    out.push({ player, stateId, type: 'endTurn' });
  }
  return out;
}

/** Every legal action of `player` now, computed on the current stateId. */
export function legalActions(state: GameState, player: PlayerId): Action[] {
  if (state.phase === 'over') return [];
  if (!state.players.some((p) => p.id === player && p.alive)) return [];
  if (state.phase === 'setup') return setupActions(state, player);
  const out = state.engagement ? engagementActions(state, player) : turnActions(state, player);
  const owner = state.battle && state.engagement
    ? (state.battle.active === 'attacker' ? state.engagement.attackerOwner : state.engagement.defenderOwner)
    : moverOf(state).id;
  if (state.undo.length > 0 && player === owner) out.push({ type: 'undo', player, stateId: state.stateId });
  return out;
}
