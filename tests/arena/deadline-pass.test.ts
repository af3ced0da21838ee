// Titan: The Arena's deadline `skip` (GameModule.pass, docs/rules-notes.md "Turn deadlines"): the least the rules allow
// at each step, and no pass where they require a card played.
import { describe, expect, it } from 'vitest';
import { arenaModule } from '../../games/arena.js';
import type { ArenaState } from '../../engine/arena/types.js';
import { passApplies, samplesWhere, walkPasses, type PassSample } from '../platform/pass-walk.js';

const samples: PassSample[] = [0, 1, 2].flatMap((seed) => walkPasses(arenaModule, 3, seed, 400));
const where = (test: (s: ArenaState) => boolean): PassSample[] => samplesWhere(samples, test);

describe('Arena turn deadline skip', () => {
  it('§5: a bidder leaves the auction', () => {
    const bidding = where((s) => s.phase === 'bidding');
    expect(bidding.length).toBeGreaterThan(0);
    for (const x of bidding) expect(x.pass?.type).toBe('passBid');
  });

  it('§6/§7: no bet is placed', () => {
    const bet = where((s) => s.phase === 'play' && s.turn.step === 'bet');
    expect(bet.length).toBeGreaterThan(0);
    for (const x of bet) expect(x.pass?.type).toBe('skip');
  });

  it('§5/§6: a card must be played while one can — passing only with the hand shown', () => {
    const play = where((s) => s.phase === 'play' && s.turn.step === 'play');
    expect(play.some((x) => x.pass === null)).toBe(true);
    for (const x of play) expect(x.pass === null || x.pass.type === 'showHand').toBe(true);
  });

  it('§11: nothing is discarded — the turn ends', () => {
    const discard = where((s) => s.phase === 'play' && s.turn.step === 'discard');
    expect(discard.length).toBeGreaterThan(0);
    for (const x of discard) expect(x.pass?.type).toBe('endTurn');
  });

  it('§15: a sponsor uses no ability', () => {
    for (const x of where((s) => s.phase === 'play' && s.turn.step === 'ability')) expect(x.pass?.type).toBe('skip');
  });

  it('every pass is legal and the rules accept it', () => {
    for (const x of samples) passApplies(arenaModule, x);
  });
});
