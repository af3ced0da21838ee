// Battle pieces named by creature in a log: the engine's events name a piece by its id, and the log's own moves and
// deaths say which creature each id is.
import type { GameEvent } from '../../engine/titan/events.js';

/** For each event of a log, the creature of each battle piece id as the log last named it in that event's battle
 * (ids are reused from one battle to the next, so the names restart at every battle's start). */
export function pieceCreatures(events: readonly GameEvent[]): ReadonlyMap<string, string>[] {
  let names = new Map<string, string>();
  return events.map((e) => {
    if (e.type === 'battleStart') names = new Map();
    else if (e.type === 'battleMove' || e.type === 'slain') names = new Map(names).set(e.piece, e.creature);
    return names;
  });
}
