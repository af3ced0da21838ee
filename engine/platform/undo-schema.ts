// The saved shape of a state with an undo stack (engine/platform/undo.ts), written once for every game that keeps
// one: the state's own fields, and a bounded stack of entries of the same fields whose own stacks are empty.
import { z } from 'zod';

/** A game's state schema from the fields of one position (every member but `undo`) and the most entries a stack
 * keeps: strict objects, unknown keys refused; an entry with a stack of its own is refused by name. */
export function undoableStateSchema<S, F extends z.ZodRawShape>(positionFields: F, maxUndo: number) {
  const entry = z.strictObject({
    ...positionFields,
    undo: z.array(z.custom<S>(() => false)).max(0, 'an undo entry has no undo stack of its own').readonly(),
  });
  return z.strictObject({ ...positionFields, undo: z.array(entry).max(maxUndo).readonly() });
}
