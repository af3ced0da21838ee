// The Gods of Titan AI's answer to a trade offer made to it (rules 7.1, 7.2), a fair-value rule until the AI weighs
// trades in its plans: it accepts an offer whose goods are worth to it at least what it is asked to give, by its own
// valuation in Lifegems, and rejects the rest — an offer made to it is never left unanswered.
import type { GodsAction } from '../../engine/gods/actions.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import type { GodsTradeGoods } from '../../engine/gods/state.js';
import type { GodsView } from '../../engine/gods/view.js';
import { characterValue, scoreOf } from './value.js';

/** What the AI counts a spell worth, in Lifegems per grade (a grade-2 spell 10, a grade-5 one 25). */
const SPELL_WORTH_PER_GRADE = 5;
/** What the AI counts a standing permission worth, in Lifegems (to grant or to be granted). */
const PERMISSION_WORTH = 10;

/** Goods as the AI values them, in Lifegems: a Lifegem 1, a character its value (20.3) for the viewer, a spell by its
 * grade, a permission PERMISSION_WORTH. */
export function goodsWorth(view: GodsView, g: GodsTradeGoods): number {
  const score = scoreOf(view, view.viewer ?? '');
  return g.lifegems
    + g.characters.reduce((sum, name) => sum + characterValue(name, score), 0)
    + g.spells.reduce((sum, id) => sum + SPELL_WORTH_PER_GRADE * (GODS_SPELLS[id]?.grade ?? 0), 0)
    + g.permissions.length * PERMISSION_WORTH;
}

/** The answer to the first offer made to the seat that the legal actions list: accept when what it gets is worth at
 * least what it gives (and accepting is listed: the trade can be carried out), else reject; null when none is listed. */
export function tradeAnswer(view: GodsView, legal: readonly GodsAction[]): GodsAction | null {
  const first = legal.find((a) => a.type === 'answerTrade');
  if (first?.type !== 'answerTrade') return null;
  const offer = view.offers.find((o) => o.from === first.from && o.to === view.viewer);
  const fair = offer !== undefined && goodsWorth(view, offer.gives) >= goodsWorth(view, offer.asks);
  const answer = (accept: boolean): GodsAction | undefined => legal.find((a) => a.type === 'answerTrade' && a.from === first.from && a.accept === accept);
  return (fair ? answer(true) : undefined) ?? answer(false) ?? null;
}
