// The Gods of Titan AI in the Engagement Phase (rules 6.3, 10.2–10.6): the Mover takes the engagement it rates best
// first and skips the optional ones (City, Dungeon) it would not attack (judge.ts attackRatio); each side, by the strengths its
// view knows, flees or concedes a hopeless fight (never with its Titan), proposes the other side's elimination when
// it clearly outweighs it, accepts an agreement that costs it nothing it would keep, and otherwise fights.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsView } from '../../engine/gods/view.js';
import { attackRatioAgainst, holdsMaster, RATIO, strengthRatio } from './judge.js';

/** The Mover's next engagement (the best ratio first), or the end of the phase when only unfavourable optional ones are left. */
export function engagementOrder(view: GodsView, legal: readonly GodsAction[]): GodsAction | null {
  let best: { a: GodsAction; ratio: number; wanted: number } | null = null;
  for (const a of legal) {
    if (a.type !== 'engage') continue;
    const mine = view.legions.find((l) => l.marker === a.attacker);
    const theirs = view.legions.find((l) => l.marker === a.defender);
    const ratio = mine && theirs ? strengthRatio(view, mine, theirs) : 0;
    if (!best || ratio > best.ratio) best = { a, ratio, wanted: mine && theirs ? attackRatioAgainst(view, mine, theirs.owner) : RATIO.attack };
  }
  const end = legal.find((a) => a.type === 'endEngagements');
  if (best && (!end || best.ratio >= best.wanted)) return best.a;
  return end ?? null;
}

/** The answer to the open engagement before any battle: flee, concede, propose, accept, reject or fight. */
export function engagementAnswer(view: GodsView, legal: readonly GodsAction[]): GodsAction | null {
  const e = view.engagement;
  if (!e) return null;
  const attacker = view.legions.find((l) => l.marker === e.attacker);
  const defender = view.legions.find((l) => l.marker === e.defender);
  if (!attacker || !defender) return null;
  const attacking = attacker.owner === view.viewer;
  const [mine, theirs] = attacking ? [attacker, defender] : [defender, attacker];
  const ratio = strengthRatio(view, mine, theirs);
  const by = (type: GodsAction['type']): GodsAction | undefined => legal.find((a) => a.type === type);
  const mySide = attacking ? 'attacker' : 'defender';
  if (e.proposal) {
    const costsMe = e.proposal.eliminates === mySide || e.proposal.eliminates === 'both';
    return (!costsMe || (ratio <= RATIO.concede && !holdsMaster(mine)) ? by('accept') : by('reject')) ?? null;
  }
  if (ratio <= RATIO.flee && by('flee')) return by('flee') ?? null;
  if (ratio <= RATIO.concede && !holdsMaster(mine) && by('concede')) return by('concede') ?? null;
  const other = attacking ? 'defender' : 'attacker';
  const proposal = legal.find((a) => a.type === 'propose' && a.eliminates === other);
  if (ratio >= RATIO.propose && proposal) return proposal;
  return by('fight') ?? null;
}
