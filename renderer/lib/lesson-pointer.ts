// Where a lesson card's pointer goes on the screen (issue 24): the engine's lesson names a land, a legion, a battle hex
// or piece, or a control by its test id; the shared boards draw the lands, hexes and counters these name. Nothing is
// judged here: a legion's land is the one the board itself draws.
import type { LessonTarget } from '../../engine/platform/lesson.js';

/** The lands a pointer marks on a masterboard: its land, or the land of the legion it names (if drawn). */
export function pointedLands(target: LessonTarget | null, markers: readonly { readonly id: string; readonly land: number }[]): number[] {
  if (target?.kind === 'land') return [target.id];
  if (target?.kind !== 'legion') return [];
  const land = markers.find((m) => m.id === target.id)?.land;
  return land === undefined ? [] : [land];
}

/** What a pointer marks on a battleland: a hex, or a piece's counter (on its hex or still in its tray). */
export function pointedBattle(target: LessonTarget | null): { readonly hexes: readonly string[]; readonly pieces: readonly string[] } {
  return { hexes: target?.kind === 'hex' ? [target.id] : [], pieces: target?.kind === 'piece' ? [target.id] : [] };
}

/** The test id of the control a pointer names, if it names one. */
export function pointedControl(target: LessonTarget | null): string | null {
  return target?.kind === 'control' ? target.id : null;
}
