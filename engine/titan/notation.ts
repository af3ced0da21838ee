// TITAN's record lines (docs/notation.md): one verb per action, legions by marker ("Bk02"), lands by number, battle
// pieces by their battle ids ("a3"), hexes by label, characters by name.
import type { EntrySide } from '../family/types.js';
import { carryVerb, takeBackVerb, timeUpVerb } from '../family/notation-verbs.js';
import type { ModuleNotation } from '../platform/module.js';
import { bare, intOf, namesOf, namesText, verbNotation, type Verbs } from '../platform/notation-verbs.js';
import type { Action } from './actions.js';
import type { GameState } from './state.js';

const SIDES: readonly EntrySide[] = ['Left', 'Right', 'Bottom'];
const sideOf = (text: string | undefined): EntrySide | undefined => SIDES.find((s) => s === text);

const VERBS: Verbs<Action> = {
  initialSplit: {
    write: (a) => `starts ${a.titanMarker}: ${namesText(a.titanCreatures)} / ${a.angelMarker}`,
    pattern: /starts (\S+): (.+) \/ (\S+)/,
    build: ([t, names, g]) => (t && names && g ? { titanMarker: t, angelMarker: g, titanCreatures: namesOf(names) } : null),
  },
  split: {
    write: (a) => `splits ${a.marker} → ${a.newMarker}: ${namesText(a.creatures)}`,
    pattern: /splits (\S+) → (\S+): (.+)/,
    build: ([m, n, names]) => (m && n && names ? { marker: m, newMarker: n, creatures: namesOf(names) } : null),
  },
  roll: bare('rolls'),
  mulligan: bare('takes the mulligan'),
  move: {
    write: (a) =>
      `moves ${a.marker} → ${a.to}` +
      (a.teleport ? ` by ${a.teleport} teleport` : '') +
      (a.lord !== undefined ? ` showing ${a.lord}` : '') +
      (a.entrySide ? ` entering ${a.entrySide}` : ''),
    pattern: /moves (\S+) → (\d+)(?: by (tower|titan) teleport)?(?: showing (\S+))?(?: entering (\S+))?/,
    build: ([m, to, teleport, lord, side]) => {
      const land = intOf(to);
      const entrySide = sideOf(side);
      if (!m || land === null || (side !== undefined && !entrySide)) return null;
      return {
        marker: m,
        to: land,
        ...(teleport === 'tower' || teleport === 'titan' ? { teleport } : {}),
        ...(lord !== undefined ? { lord } : {}),
        ...(entrySide ? { entrySide } : {}),
      };
    },
  },
  endMoves: bare('ends the moves'),
  engage: { write: (a) => `engages in ${a.land}`, pattern: /engages in (\d+)/, build: ([l]) => (intOf(l) === null ? null : { land: intOf(l) ?? 0 }) },
  flee: bare('flees'),
  propose: {
    write: (a) => `proposes attacker loses ${namesText(a.attackerLosses)}; defender loses ${namesText(a.defenderLosses)}`,
    pattern: /proposes attacker loses (.+); defender loses (.+)/,
    build: ([x, y]) => (x && y ? { attackerLosses: namesOf(x), defenderLosses: namesOf(y) } : null),
  },
  accept: bare('accepts'),
  fight: bare('fights'),
  concede: bare('concedes'),
  battleMove: { write: (a) => `maneuvers ${a.piece} → ${a.to}`, pattern: /maneuvers (\S+) → (\S+)/, build: ([p, to]) => (p && to ? { piece: p, to } : null) },
  strike: {
    write: (a) => `strikes ${a.piece} → ${a.target}` + (a.strikeNumber !== undefined ? ` at ${a.strikeNumber}` : '') + (a.dice !== undefined ? ` with ${a.dice} dice` : ''),
    pattern: /strikes (\S+) → (\S+)(?: at (\d+))?(?: with (\d+) dice)?/,
    build: ([p, t, n, d]) => {
      const strikeNumber = intOf(n);
      const dice = intOf(d);
      if (!p || !t) return null;
      return { piece: p, target: t, ...(strikeNumber !== null ? { strikeNumber } : {}), ...(dice !== null ? { dice } : {}) };
    },
  },
  carry: carryVerb,
  summon: { write: (a) => `summons ${a.creature} from ${a.from}`, pattern: /summons (\S+) from (\S+)/, build: ([c, f]) => (c && f ? { creature: c, from: f } : null) },
  reinforce: {
    write: (a) => `reinforces with ${a.creature}` + (a.recruiters ? ` showing ${namesText(a.recruiters)}` : ''),
    pattern: /reinforces with (\S+)(?: showing (.+))?/,
    build: ([c, r]) => (c ? { creature: c, ...(r !== undefined ? { recruiters: namesOf(r) } : {}) } : null),
  },
  acquire: { write: (a) => `acquires ${a.creature}`, pattern: /acquires (\S+)/, build: ([c]) => (c ? { creature: c } : null) },
  done: bare('is done'),
  recruit: {
    write: (a) => `recruits ${a.creature} into ${a.marker}` + (a.recruiters ? ` showing ${namesText(a.recruiters)}` : ''),
    pattern: /recruits (\S+) into (\S+)(?: showing (.+))?/,
    build: ([c, m, r]) => (c && m ? { creature: c, marker: m, ...(r !== undefined ? { recruiters: namesOf(r) } : {}) } : null),
  },
  endTurn: bare('ends the turn'),
  undo: takeBackVerb,
  timeUp: timeUpVerb,
};

/** TITAN's notation part of its game module (classic and the Titan Variant alike). */
export const titanNotation: ModuleNotation<GameState, Action> = verbNotation<GameState, Action>(VERBS, (s) => s.stateId);
