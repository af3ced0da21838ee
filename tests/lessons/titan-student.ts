// The scripted student of TITAN's guided first game, shared by its unit test and its end-to-end spec: it reads the
// lesson card its board carries and does what the card asks, from the push's legal actions and hints alone (a read
// card: Next). In battle it maneuvers as the Normal computer would (a fixed seed) and strikes so that hits may carry.
import type { LessonCard } from '../../engine/platform/lesson.js';
import type { Action } from '../../engine/titan/actions.js';
import type { TitanHints } from '../../engine/titan/preview/index.js';
import type { PlayerView } from '../../engine/titan/view.js';
import { titanModule } from '../../games/index.js';
import type { StudentMove } from './drive.js';

/** What the student sees: its board push's seat, view, legal actions, hints and lesson card. */
export interface StudentBoard {
  readonly seat: string | null;
  readonly view: PlayerView;
  readonly legal: readonly Action[];
  readonly hints: TitanHints | null;
  readonly lesson?: LessonCard;
}


const MUSTERER = 'Rd02';

/** What the student does on `board`. */
export function titanStudent(board: StudentBoard): StudentMove {
  const card = board.lesson;
  if (!card || card.finished) return null;
  if (!card.waiting) return { kind: 'next' };
  const { legal, hints } = board;
  if (legal.length === 0) return null;
  const of = <T extends Action['type']>(type: T): Extract<Action, { type: T }>[] => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
  const act = (action: Action | undefined): StudentMove => (action ? { kind: 'act', action } : null);
  switch (card.key) {
    case 'lesson.titan.split':
      return act(of('split').find((a) => a.marker === MUSTERER && a.creatures.length === 2));
    case 'lesson.titan.move': {
      const land = hints?.musters.find((m) => m.marker === MUSTERER && m.creatures.length > 0)?.land;
      return act(of('move').find((a) => a.marker === MUSTERER && a.to === land));
    }
    case 'lesson.titan.attack': {
      const target = card.target?.kind === 'land' ? card.target.id : null;
      return act(of('move').find((a) => a.to === target));
    }
    case 'lesson.titan.muster': {
      const recruit = of('recruit').find((a) => a.marker === MUSTERER) ?? of('recruit')[0];
      if (recruit) return act(recruit);
    }
  }
  const carry = of('carry');
  if (carry.length > 0) return act(carry.find((a) => a.target !== null) ?? carry[0]);
  const enabling = hints?.strikes.find((h) => h.enables.length > 0);
  const strike = of('strike');
  if (strike.length > 0) return act((enabling && strike.find((a) => a.piece === enabling.piece && a.target === enabling.target && a.strikeNumber === enabling.strikeNumber && a.dice === enabling.dice)) ?? strike[0]);
  const simple = of('roll')[0] ?? of('endMoves')[0] ?? of('engage')[0] ?? of('endTurn')[0];
  if (simple) return act(simple);
  const seat = legal[0]?.player ?? '';
  return act(titanModule.ai.decide('normal', { seat, view: board.view, legal, events: [], memory: null }, { seed: 7 }).action);
}
