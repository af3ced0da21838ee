// The Gods of Titan AI's choices of characters (rules 5.7, 17–19, 21, 22): the starting Creatures with its Titan, a
// reinforcement, a summoned Lord or Demilord, a revival and a Lord acquired — always the strongest it may take — and
// the safe default for any action it does not know (a later rule's): pass or decline where listed, else the first
// legal action that gives nothing up.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsView } from '../../engine/gods/view.js';
import { characterValue, namesOfIds, scoreOf } from './value.js';

/** The name an aftermath or start choice adds to the seat's legions (null: not such a choice). */
function added(view: GodsView, a: GodsAction): string | null {
  switch (a.type) {
    case 'reinforce':
      return a.creature;
    case 'revive':
      return a.name;
    case 'takeLord':
      return a.lord;
    case 'summon': {
      const from = view.legions.find((l) => l.marker === a.legion);
      return from ? (namesOfIds(from, [a.piece])[0] ?? null) : null;
    }
    default:
      return null;
  }
}

/** The strongest starting choice (5.7) or addition after a won battle (17–21); null when none is listed. */
export function strongestChoice(view: GodsView, legal: readonly GodsAction[]): GodsAction | null {
  const score = scoreOf(view, view.viewer ?? '');
  let best: { a: GodsAction; worth: number } | null = null;
  for (const a of legal) {
    const worth = a.type === 'chooseStart'
      ? a.withTitan.reduce((s, n) => s + characterValue(n, score), 0)
      : ((name) => (name === null ? null : characterValue(name, score)))(added(view, a));
    if (worth !== null && (!best || worth > best.worth)) best = { a, worth };
  }
  return best?.a ?? null;
}

/** Actions that end a step or decline (the safe default's first picks), in order. */
const DECLINE: readonly GodsAction['type'][] = ['pass', 'reject', 'declineFlee', 'endMovement', 'endEngagements', 'endTurn'];
/** Actions the safe default never takes on its own: they give something up or tell something. */
const NEVER: readonly GodsAction['type'][] = ['concede', 'permit', 'uncoverTitan', 'propose', 'accept'];

/** A legal action taken when the AI has no better idea: decline where it may, else the first that gives nothing up. */
export function safeDefault(legal: readonly GodsAction[]): GodsAction {
  for (const type of DECLINE) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  const battleDone = legal.find((a) => a.type === 'battle' && (a.move.type === 'done' || (a.move.type === 'carry' && a.move.target === null)));
  if (battleDone) return battleDone;
  const harmless = legal.find((a) => !NEVER.includes(a.type) && !(a.type === 'battle' && a.move.type === 'concede'));
  const first = harmless ?? legal[0];
  if (!first) throw new Error('an AI seat was asked to decide with no legal action');
  return first;
}
