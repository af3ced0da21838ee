// Whole games of the Gods of Titan Normal AI: three Normal seats play a shortened game (TITAN §21's round limit: games
// of three Normal seats with no limit ran past 12,000 actions on seeds 1–8 under rules 3) to its end, the host's
// engine work (which runs the app's computer seats) answers for a Gods seat with a legal action and plain-JSON memory,
// and the tournament counts its engagements and blunders (games/gods-tally.ts).
import { describe, expect, it } from 'vitest';
import { godsActors, godsLegalActions } from '../../engine/gods/legal.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { GAMES } from '../../games/index.js';
import { godsModule } from '../../games/gods.js';
import { runEngineWork } from '../../host/engine-work.js';
import { playMatch } from '../../tools/tournament/match.js';
import { started } from '../gods/game-helpers.js';

describe('Gods of Titan Normal AI: whole games', () => {
  it('a game of three Normal seats with a round limit of 20 finishes by the rules, with engagements fought', () => {
    const r = playMatch(godsModule, ['normal', 'normal', 'normal'], 2, { sim: { variant: null, turnLimit: 20, pointTarget: null }, maxActions: 12_000 });
    expect(r.finished).toBe(true);
    expect(r.winner).not.toBeNull();
    expect(r.tally.counts.engagements).toBeGreaterThan(0);
    expect(r.tally.bySeat['engagements started']?.reduce((a, b) => a + b, 0)).toBe(r.tally.counts.engagements);
    // issue 22 item 7: the blunder detector's classes and the Master lost in a seat's first engagement, by seat
    expect(Object.keys(r.tally.bySeat)).toEqual(['engagements started', 'put out', 'masterLostInFirstEngagement', 'rangestrikerToMaster', 'masterShotDown', 'hopelessAttacks', 'masterDuels']);
    for (const counts of Object.values(r.tally.bySeat)) expect(counts).toHaveLength(3);
  });

  it('the host\'s engine work runs a Normal Gods seat: a legal action and a plain-JSON memory', () => {
    const s = started(3);
    const seat = godsActors(s)[0] ?? '';
    const legal = godsLegalActions(s, seat);
    const input = { seat, view: godsViewFor(s, seat), legal, events: [], memory: null };
    const c = runEngineWork(GAMES, { work: 'decide', game: 'gods-of-titan', level: 'normal', input, seed: 4 });
    if (!('action' in c)) throw new Error('a decision was expected');
    expect(legal).toContainEqual(c.action);
    expect(JSON.parse(JSON.stringify(c.memory))).toEqual(c.memory);
    expect(godsModule.ai.levels).toEqual(['normal', 'hard']);
  });
});
