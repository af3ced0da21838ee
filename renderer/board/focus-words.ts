// What the keyboard focus of a board is on, in words for the screen reader's label (the masterboard's legions and
// lands, the battleland's hexes and counters), with the marks the board draws there.
import { t } from '../i18n/index.svelte.js';
import type { DrawnPiece } from './BattleBoard.js';
import type { BoardMarker } from './master-markers.js';
import type { LandMark } from './master-marks.js';
import { targetOf } from './focus-nav.js';

/** A masterboard target in words: "Legion Bk03 (6 characters) on Plains 101" or "Plains 101, legal move". */
export function masterFocusWords(id: string, markers: readonly BoardMarker[], land: (id: number) => string, marks: ReadonlyMap<number, LandMark>, selected: string | null): string {
  const { kind, key } = targetOf(id);
  const marked = (n: number): string => ((m) => (m ? `, ${t(m === 'muster' ? 'muster.options' : `board.mark.${m}`)}` : ''))(marks.get(n));
  if (kind === 'land') return `${land(Number(key))}${marked(Number(key))}`;
  const m = markers.find((x) => x.id === key);
  if (!m) return '';
  const words = t('focus.legion', { marker: m.label, n: m.height, land: land(m.land) });
  return `${words}${m.id === selected ? `, ${t('focus.selected')}` : ''}${marked(m.land)}`;
}

/** A battleland target in words: "Hex C3, Brambles: Ogre (attacker), 2 hits, target" or a counter in its tray. */
export function battleFocusWords(id: string, pieces: readonly DrawnPiece[], hazard: (hex: string) => string, creature: (name: string) => string, marks: { readonly moves: readonly string[]; readonly targets: readonly string[]; readonly selected: string | null }): string {
  const { kind, key } = targetOf(id);
  const piece = kind === 'piece' ? pieces.find((p) => p.id === key) : pieces.find((p) => p.hex === key);
  const who = piece ? t('focus.piece', { creature: creature(piece.creature), side: t(piece.side === 'attacker' ? 'battle.attacker' : 'battle.defender'), hits: piece.hits }) : '';
  const where = kind === 'hex' ? t('focus.hex', { hex: key, hazard: hazard(key) }) : t('focus.tray');
  const notes = [
    piece && piece.id === marks.selected ? t('focus.selected') : '',
    piece && marks.targets.includes(piece.id) ? t('focus.target') : '',
    kind === 'hex' && marks.moves.includes(key) ? t('board.mark.move') : '',
  ].filter((w) => w !== '');
  return [who ? `${where}: ${who}` : where, ...notes].join(', ');
}
