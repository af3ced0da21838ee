// Rules 14 and the Hazard Chart, Cloud: a character standing in a hazard that launches (Cloud) may start its
// rangestrike from another unoccupied hex of that hazard — the targets and the rangestrike choices it has from each
// such hex, as if it stood there.
import { HEX_LABELS, hexIndex } from '../../family/battle/grid.js';
import { landInfo } from '../../family/battle/hazards.js';
import type { BattlePosition } from '../../family/battle/position.js';
import { strikeTargets, type StrikeTarget } from '../../family/battle/rules.js';
import { strikeChoicesAt, type StrikeChoice } from '../../family/battle/strike-choices.js';
import { hexRuleAt } from './hazard-rules.js';

/** The positions in which a piece standing in a launching hazard stands instead on another unoccupied hex of it. */
function launchPositions(pos: BattlePosition, id: string): BattlePosition[] {
  const piece = pos.pieces.find((p) => p.id === id);
  if (!piece || piece.hex === null || !hexRuleAt(pos, piece.hex)?.launchFromAlike) return [];
  const info = landInfo(pos);
  const hazard = info.hazard[hexIndex(piece.hex)];
  const taken = new Set(pos.pieces.map((p) => p.hex));
  return HEX_LABELS.filter((h) => !taken.has(h) && info.hazard[hexIndex(h)] === hazard)
    .map((h) => ({ ...pos, pieces: pos.pieces.map((p) => (p.id === id ? { ...p, hex: h } : p)) }));
}

/** A piece's targets with the rangestrikes it may launch from another hex of its Cloud added (in piece order). */
export function withLaunches(pos: BattlePosition, id: string, targets: readonly StrikeTarget[]): readonly StrikeTarget[] {
  if (targets.some((t) => !t.rangestrike)) return targets;
  const launched = new Set(launchPositions(pos, id).flatMap((p) => strikeTargets(p, id).filter((t) => t.rangestrike).map((t) => t.target)));
  const all = new Set([...targets.map((t) => t.target), ...launched]);
  if (all.size === targets.length) return targets;
  return pos.pieces.filter((p) => all.has(p.id)).map((p) => ({ target: p.id, rangestrike: true }));
}

/** Every rangestrike choice on a target: from the piece's own hex first, then from each launch hex (distinct ones). */
export function launchChoices(pos: BattlePosition, id: string, target: string): StrikeChoice[] {
  const out: StrikeChoice[] = [];
  for (const p of [pos, ...launchPositions(pos, id)]) {
    for (const c of strikeChoicesAt(p, id, target)) {
      if (!out.some((o) => o.dice === c.dice && o.strikeNumber === c.strikeNumber)) out.push({ ...c, carryTargets: [] });
    }
  }
  return out;
}
