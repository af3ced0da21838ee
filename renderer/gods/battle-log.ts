// A Gods of Titan battle's own steps as log lines (issue 21: the event panel showed none of them) — a character
// entering or moving, each strike (a spell's too) with its dice, strike number and hits, carried hits, damage, the slain, a side
// conceding (10.6); the pieces are named by the caller (with the names the log itself tells, battle-facts.ts
// namesInLog, lines of a battle no longer on the screen still name who struck whom). No rules here.
import type { GodsBattleEvent } from '../../engine/gods/battle/index.js';
import { gt, spellName } from './i18n.js';

/** One battle step as a log line, or null for the steps the log leaves to others (phases, add-ons, the end). */
export function battleStepText(b: GodsBattleEvent, piece: (id: string) => string): string | null {
  switch (b.type) {
    case 'move':
      return b.from === null ? gt('ev.b.enter', { piece: piece(b.piece), to: b.to }) : gt('ev.b.move', { piece: piece(b.piece), from: b.from, to: b.to });
    case 'strike':
      return gt(b.rangestrike ? 'ev.b.rangestrike' : 'ev.b.strike', { piece: piece(b.piece), target: piece(b.target), dice: b.dice.join(' '), sn: b.strikeNumber, hits: b.hits });
    case 'carry':
      return gt('ev.b.carry', { target: piece(b.target), hits: b.hits });
    case 'damage':
      return gt('ev.b.damage', { piece: piece(b.piece), hits: b.hits });
    case 'slain':
      return gt('ev.b.slain', { name: b.name });
    case 'conceded':
      return gt('ev.b.conceded', { side: gt(`ev.side.${b.side}`) });
    case 'spell':
      return b.deed.kind === 'strike' ? gt('ev.b.spellStrike', { spell: spellName(b.spell), target: piece(b.deed.target), dice: b.deed.dice.join(' '), sn: b.deed.strikeNumber, hits: b.deed.hits }) : null;
    default:
      return null;
  }
}
