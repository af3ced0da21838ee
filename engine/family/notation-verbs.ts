// The record verbs TITAN and Gods of Titan share (docs/notation.md): the take-back, a §21 clock running out and
// carried hits, each written and read once for both games' verb tables.
import type { Verb } from '../platform/notation-verbs.js';

/** The take-back both TITAN-family games share: the last undoable action, or all of a battle maneuver. */
export const takeBackVerb: Verb<{ readonly all?: true }> = {
  write: (a) => (a.all ? 'takes back all' : 'takes back'),
  pattern: /takes back( all)?/,
  build: ([all]) => (all ? { all: true } : {}),
};

/** Carried hits given to a target or dropped, as both TITAN-family battles log it. */
export const carryVerb: Verb<{ readonly target: string | null }> = {
  write: (a) => (a.target === null ? 'drops the carry' : `carries → ${a.target}`),
  pattern: /drops the carry|carries → (\S+)/,
  build: ([t]) => ({ target: t ?? null }),
};

const CLOCKS = ['game', 'movement', 'maneuver'] as const;

/** A §21 clock running out, as both TITAN-family games log it. */
export const timeUpVerb: Verb<{ readonly clock: (typeof CLOCKS)[number] }> = {
  write: (a) => `runs out of ${a.clock} time`,
  pattern: /runs out of (\S+) time/,
  build: ([c]) => {
    const clock = CLOCKS.find((k) => k === c);
    return clock ? { clock } : null;
  },
};
