// Gods of Titan rule 10.6 (concession) and the battle's typed refusals: bad input starts nothing, a refused action
// leaves the state as it was.
import { describe, expect, it } from 'vitest';
import { applyGodsBattleAction, godsBattleActors, godsBattleLegalActions, startGodsBattle } from '../../engine/gods/battle/index.js';
import { A, D, at, done, input, land, play, start } from './battle-helpers.js';

const midBattle = () => at([['Ogre', 'attacker', 'C3'], ['Lion', 'attacker', 'A1'], ['Troll', 'defender', 'C4', 2]], { round: 3 });

describe('rules 10.6 concession', () => {
  it('rules 10.6: either player may concede at any time, also when it is not his turn', () => {
    const s = midBattle();
    expect(godsBattleActors(s).sort()).toEqual([A, D].sort());
    expect(godsBattleLegalActions(s, D)).toEqual([{ type: 'concede', player: D }]);
    expect(godsBattleLegalActions(s, A)).toContainEqual({ type: 'concede', player: A });
  });

  it('rules 10.6: the conceding legion is eliminated and the victor suffers no further losses', () => {
    const asked = play(midBattle(), { type: 'concede', player: D }).state;
    expect(godsBattleActors(asked)).toEqual([A]);
    expect(godsBattleLegalActions(asked, A)).toEqual([{ type: 'concede', player: A }, { type: 'accept-concession', player: A }]);
    const over = play(asked, { type: 'accept-concession', player: A }).state;
    expect(over.outcome).toEqual({
      result: { kind: 'victory', winner: 'attacker', reason: 'concession' },
      slain: { attacker: [], defender: [{ id: 'd1', name: 'Troll', side: 'defender', cause: 'concession', by: null }] },
      survivors: { attacker: [{ id: 'a1', name: 'Ogre', hits: 0 }, { id: 'a2', name: 'Lion', hits: 0 }], defender: [] },
    });
  });

  it('rules 10.6: a victor\'s character slain earlier in the strike phase stays slain when the other side concedes', () => {
    const s = play(at([['Colossus', 'attacker', 'C3'], ['Troll', 'defender', 'C4', 7], ['Ogre', 'defender', 'F4']]), done('attacker'),
      { type: 'strike', player: A, piece: 'a1', target: 'd1', strikeNumber: 2, dice: 10 }).state;
    expect([s.phase, s.pieces.find((p) => p.id === 'd1')?.slain]).toEqual(['strikeback', true]);
    const over = play(s, { type: 'concede', player: A }, { type: 'accept-concession', player: D }).state;
    expect(over.outcome!.result).toEqual({ kind: 'victory', winner: 'defender', reason: 'concession' });
    expect(over.outcome!.slain.defender).toEqual([{ id: 'd1', name: 'Troll', side: 'defender', cause: 'strike', by: 'a1' }]);
    expect(over.outcome!.survivors.defender).toEqual([{ id: 'd2', name: 'Ogre', hits: 0 }]);
  });

  it('rules 10.6: if both players concede in the same battle round the battle is a draw and both legions are eliminated', () => {
    const over = play(midBattle(), { type: 'concede', player: A }, { type: 'concede', player: D }).state;
    expect(over.outcome!.result).toEqual({ kind: 'draw', reason: 'both-conceded' });
    expect(over.outcome!.survivors).toEqual({ attacker: [], defender: [] });
    expect([...over.outcome!.slain.attacker, ...over.outcome!.slain.defender].map((p) => p.cause)).toEqual(['concession', 'concession', 'concession']);
  });

  it('rules 10.6: while a concession waits for its answer nothing else happens', () => {
    const asked = play(midBattle(), { type: 'concede', player: D }).state;
    const r = applyGodsBattleAction(asked, done('attacker'));
    expect(r.ok ? null : r.error.code).toBe('not-your-turn');
    const again = applyGodsBattleAction(asked, { type: 'concede', player: D });
    expect(again.ok ? null : again.error.code).toBe('illegal');
  });
});

describe('typed refusals', () => {
  it('bad input starts no battle: an unknown character, a duplicate id, carried hits that slay, a Tower without walls, one player on both sides', () => {
    const code = (i: Parameters<typeof startGodsBattle>[0]) => {
      const r = startGodsBattle(i);
      return 'code' in r ? r.code : 'started';
    };
    expect(code(input(['Ogre'], ['Trol']))).toBe('bad-input');
    const dup = input(['Ogre'], ['Troll']);
    expect(code({ ...dup, defender: { ...dup.defender, pieces: [{ id: 'a1', name: 'Troll', hits: 0 }] } })).toBe('bad-input');
    expect(code({ ...dup, defender: { ...dup.defender, pieces: [{ id: 'd1', name: 'Troll', hits: 8 }] } })).toBe('bad-input');
    expect(code({ ...dup, tower: true, land: land() })).toBe('bad-input');
    expect(code({ ...dup, defender: { ...dup.defender, player: A } })).toBe('bad-input');
    expect(code(dup)).toBe('started');
  });

  it('a refused action names why and changes nothing: not a player, not his turn, not a legal move, after the end', () => {
    const s = start(input(['Ogre'], ['Troll']));
    const copy = JSON.stringify(s);
    const codes = [
      applyGodsBattleAction(s, { type: 'done', player: 'blue' }),
      applyGodsBattleAction(s, done('attacker')),
      applyGodsBattleAction(s, { type: 'move', player: D, piece: 'd1', to: 'A1' }),
      applyGodsBattleAction(s, { type: 'strike', player: D, piece: 'd1', target: 'a1', strikeNumber: 4, dice: 8 }),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['not-your-turn', 'not-your-turn', 'illegal', 'wrong-phase']);
    expect(JSON.stringify(s)).toBe(copy);
    const over = play(s, done('defender')).state;
    const late = applyGodsBattleAction(over, { type: 'concede', player: A });
    expect(late.ok ? null : late.error.code).toBe('battle-over');
  });
});
