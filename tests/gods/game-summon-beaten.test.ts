// Gods of Titan game: a Lord summoned into a battle its attacker then loses (rules 18.1, 10.7). The Lord joins the
// attacking legion, and that legion — its slain and the Lord among its characters — is eliminated only once the
// winner's aftermath is done (10.7.4): until then it may hold more characters than a legion may (4.2), and a save of
// that position must load. Position as data (game-battle-helpers.ts).
import { describe, expect, it } from 'vitest';
import type { GodsBattlePiece, GodsSlain } from '../../engine/gods/battle/index.js';
import type { GodsDraft, GodsState } from '../../engine/gods/state.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { act, edit, expectSound, insistOnBattle, legal, place } from './game-helpers.js';
import { battleMoves, concedeBattle, engaged, passAftermath } from './game-battle-helpers.js';

const RED = ['Lion', 'Lion', 'Lion', 'Lion', 'Lion', 'Lion', 'Lion'];

/** Red's seven Lions fight green's three on the Desert, red's Angel alone on land 110; in round 2 each side lost a
 * Lion to a strike, and green's strike phase ends with red's strikeback. */
function oneSlainEach(): { s: GodsState; attacker: string; angel: string } {
  const open = engaged(RED, ['Lion', 'Lion', 'Lion'], { fight: false });
  const angel = place(open.s, 'red', 110, ['Angel']);
  const fought = insistOnBattle(angel.state, 'red');
  const s = edit(fought, (d: GodsDraft) => {
    const b = d.engagement!.battle!;
    const reds = b.pieces.filter((p) => p.side === 'attacker');
    const greens = b.pieces.filter((p) => p.side === 'defender');
    const gone = [reds[6]!, greens[2]!];
    const slain = gone.map((p): GodsSlain => ({ id: p.id, name: p.name, side: p.side, cause: 'strike', by: (p.side === 'attacker' ? greens[0] : reds[0])!.id }));
    const hexes = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'F3', 'F4'];
    const pieces = b.pieces.filter((p) => !gone.includes(p)).map((p, i): GodsBattlePiece => ({ ...p, hex: hexes[i] ?? null, moved: false }));
    d.engagement!.battle = { ...b, slain, pieces, round: 2, active: 'defender', phase: 'strikeback' };
  });
  return { s, attacker: open.attacker, angel: angel.marker };
}

describe('Gods of Titan game: a Lord summoned into a lost battle (rules 18.1, 10.7)', () => {
  it('rules 18.1, 10.7: the summoned Angel goes down with the beaten legion, which holds 8 until the winner\'s aftermath ends; its save loads', () => {
    const { s, attacker, angel } = oneSlainEach();
    const maneuver = act(s, 'red', { type: 'battle', move: { type: 'done' } });
    const summon = battleMoves(maneuver, 'red').find((m) => m.move.type === 'summon' && m.move.legion === angel);
    expect(summon).toBeDefined();
    const summoned = act(maneuver, 'red', summon!);
    const lost = concedeBattle(summoned, 'red', 'green');
    expect(lost.engagement?.aftermath?.loser).toBe(attacker);
    expect(legal(lost, 'green').length).toBeGreaterThan(0); // the winner still decides
    expect(lost.legions.find((l) => l.marker === attacker)?.pieces.map((p) => p.name)).toEqual([...RED, 'Angel']);
    expectSound(lost);
    expect(checkGodsState(JSON.parse(JSON.stringify(lost)))).toEqual({ ok: true, state: lost });
    const after = passAftermath(lost);
    expect(after.legions.some((l) => l.marker === attacker || l.marker === angel)).toBe(false);
    expectSound(after);
  });
});
