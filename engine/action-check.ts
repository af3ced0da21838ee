// A fast structural check of an action that mirrors ActionSchema (engine/schemas.ts) field by field, at most as
// permissive. apply() takes an action it accepts as it stands and hands everything else to the schema, which then
// refuses it with its message; so well-formed actions skip the much slower schema parse and nothing else changes.
import type { Action } from './actions.js';

type Field = (v: unknown) => boolean;

const id: Field = (v) => typeof v === 'string' && v.length >= 1 && v.length <= 64;
const int = (min: number, max: number): Field => (v) => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
const creatures: Field = (v) => Array.isArray(v) && v.length <= 12 && v.every(id);
const land = int(1, 100_000);
const hex: Field = (v) => typeof v === 'string' && /^[A-F][1-6]$/.test(v);
const oneOf = (...values: string[]): Field => (v) => values.includes(v as string);
const optional = (f: Field): Field => (v) => v === undefined || f(v);

/** The fields of each action type besides player, stateId and type (same constraints as the schema). */
const FIELDS: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  initialSplit: { titanMarker: id, angelMarker: id, titanCreatures: creatures },
  split: { marker: id, newMarker: id, creatures },
  roll: {},
  mulligan: {},
  move: { marker: id, to: land, teleport: optional(oneOf('tower', 'titan')), lord: optional(id), entrySide: optional(oneOf('Left', 'Right', 'Bottom')) },
  endMoves: {},
  engage: { land },
  flee: {},
  propose: { attackerLosses: creatures, defenderLosses: creatures },
  accept: {},
  fight: {},
  concede: {},
  battleMove: { piece: id, to: hex },
  strike: { piece: id, target: id, strikeNumber: optional(int(1, 6)), dice: optional(int(1, 100)) },
  carry: { target: (v) => v === null || id(v) },
  summon: { from: id, creature: id },
  reinforce: { creature: id, recruiters: optional(creatures) },
  acquire: { creature: id },
  done: {},
  recruit: { marker: id, creature: id, recruiters: optional(creatures) },
  endTurn: {},
  undo: {},
};

const stateId = int(0, Number.MAX_SAFE_INTEGER);

/** Whether `value` is a plain object the schema certainly accepts unchanged (false means: ask the schema). */
export function isWellFormedAction(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const a = value as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) return false;
  const fields = FIELDS[type];
  if (!id(a.player) || !stateId(a.stateId)) return false;
  for (const key in a) {
    if (key !== 'type' && key !== 'player' && key !== 'stateId' && !Object.hasOwn(fields, key)) return false;
  }
  for (const key in fields) if (!fields[key](a[key])) return false;
  return true;
}
