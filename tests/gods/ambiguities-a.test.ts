// Gods of Titan ambiguities A19 (the Experience goals "Titan slain", the 3-player game), A21 (a concession scores in
// full), A36 (the board's three unidentified terrains) and A48 (a slain Titan or Phantom before the appearance ends
// the battle), each as its doc decides it (docs/gods-of-titan-mustering.md, docs/gods-of-titan-board.md,
// docs/rules-notes-gods-battle.md, docs/rules-notes-gods-game.md). Positions as data.
import { describe, expect, it } from 'vitest';
import { godsBattleLegalActions } from '../../engine/gods/battle/index.js';
import { checkBoard } from './board-checks/index.js';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { EXPERIENCE_GOALS } from '../../engine/gods/data/experience.js';
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import { endOfBattle } from '../../engine/gods/engagement/aftermath.js';
import { legionValue, LIFEGEMS } from '../../engine/gods/rules/scoring.js';
import { draftOf, stateOf, type GodsSeat, type GodsState } from '../../engine/gods/state.js';
import { at, done, play } from './battle-helpers.js';
import { concedeBattle, DESERT, engaged, passAftermath } from './game-battle-helpers.js';
import { act, clearBoard, destinations, edit, expectSound, place, step, started } from './game-helpers.js';

const seatOf = (s: GodsState, seat: GodsSeat) => s.players.find((p) => p.id === seat)!;
/** Red's Engagement Phase after the treaty. */
const engagementPhase = (s: GodsState) => edit(s, (d) => {
  d.round = 11;
  d.phase = 'engagement';
  d.active = 0;
  d.fought = [];
});
/** Red engages `defender` with `attacker` and green concedes at once (rules 10.6); the engagement is then closed. */
const beaten = (s: GodsState, attacker: string, defender: string) =>
  passAftermath(act(act(s, 'red', { type: 'engage', attacker, defender }), 'green', { type: 'concede' }));

describe('A19 the Experience goals: a Titan "slain" is a Titan-player eliminated; the 3-player game', () => {
  it('A19: beating the Titan\'s legion while the Phantom comes back pays no goal; putting the player out pays "1st Titan slain"', () => {
    let s = place(clearBoard(started(3)), 'red', 101, ['Titan']).state;
    const first = place(s, 'red', DESERT, ['Colossus', 'Lion']);
    const titan = place(first.state, 'green', DESERT, ['Titan', 'Ogre']);
    const second = place(titan.state, 'red', 110, ['Hydra', 'Troll']);
    const host = place(second.state, 'green', 110, ['Troll', 'Gargoyle']);
    s = engagementPhase(host.state);
    s = beaten(s, first.marker, titan.marker);
    expect(seatOf(s, 'green').out).toBe(false);
    expect(s.legions.find((l) => l.marker === host.marker)?.pieces.map((p) => p.name)).toContain('Phantom'); // 24.4
    expect(seatOf(s, 'red').goals).toEqual([]);
    expect(seatOf(s, 'red').ep).toBe(0);
    s = beaten(s, second.marker, host.marker);
    expect(seatOf(s, 'green').out).toBe(true);
    expect(seatOf(s, 'red').goals).toEqual(['1st Titan slain']);
    expect(seatOf(s, 'red').ep).toBe(10);
    expectSound(s);
  });

  it('A19: without a Darklord "Darktower taken" and "Darklord slain" cannot be reached — the Titan-player\'s table gives at most 80', () => {
    const table = EXPERIENCE_GOALS['titan-player'];
    const unreachable = table.filter((g) => g.on.kind === 'darklord-destroyed' || (g.on.kind === 'captured' && g.on.land === 'darktower'));
    expect(unreachable.map((g) => g.goal).sort()).toEqual(['Darklord slain', 'Darktower taken']);
    expect(table.reduce((n, g) => n + g.ep, 0) - unreachable.reduce((n, g) => n + g.ep, 0)).toBe(80);
    // A 3-player game: the Darktowers stand empty (A20); a legion ending on one takes nothing and earns nothing.
    const { state, marker } = place(clearBoard(started(3)), 'red', 101, ['Titan', 'Ogre']);
    expect(state.legions.some((l) => l.land === 102)).toBe(false);
    expect(destinations(state, 'red', marker).get(102)).toEqual([1]);
    const r = step(state, 'red', { type: 'move', legion: marker, to: 102, steps: 1, exit: null, teleport: null });
    expect(r.events.some((e) => e.type === 'towerCaptured' || e.type === 'experience')).toBe(false);
    expect(seatOf(r.state, 'red').goals).toEqual([]);
  });
});

describe('A21 a concession scores in full, as a battle won (rules 20.4)', () => {
  const loser = ['Troll', 'Ogre', 'Gargoyle'];
  const full = legionValue(loser, 0);

  it('A21: conceding before the battle pays the winner the whole value of the conceded legion and 10 Lifegems a character', () => {
    const { s } = engaged(['Colossus', 'Lion'], loser, { fight: false });
    const after = passAftermath(act(s, 'green', { type: 'concede' }));
    expect(full).toBe(16 + 12 + 12);
    expect(seatOf(after, 'red').score - seatOf(s, 'red').score).toBe(full);
    expect(seatOf(after, 'red').lifegems - seatOf(s, 'red').lifegems).toBe(LIFEGEMS.slain * loser.length);
    expect(seatOf(after, 'green').lifegems).toBe(seatOf(s, 'green').lifegems); // the conceding side gets nothing
  });

  it('A21: conceding in the battle pays the same, while fleeing (DE 20.3 "Aufgabe", read as fleeing) pays half', () => {
    const { s } = engaged(['Colossus', 'Lion'], loser);
    const conceded = passAftermath(concedeBattle(s, 'green', 'red'));
    expect(seatOf(conceded, 'red').score - seatOf(s, 'red').score).toBe(full);
    const fled = engaged(['Colossus', 'Lion'], loser, { fight: false });
    const after = passAftermath(act(fled.s, 'green', { type: 'flee' }));
    expect(seatOf(after, 'red').score - seatOf(fled.s, 'red').score).toBe(Math.floor(full / 2));
    expectSound(conceded);
  });
});

describe('A36 the board: its three unidentified terrains are Ruin, Fort and Darktower', () => {
  it('A36: 21 terrains, each with its battleland; Ruin, Fort and Darktower on three Tower lands each; the reconstructed board passes every check', () => {
    const terrains = new Set(GODS_MASTERBOARD.map((l) => l.terrain));
    expect(terrains.size).toBe(21);
    for (const t of terrains) expect(GODS_BATTLELANDS[t]).toBeDefined();
    for (const kind of ['ruin', 'fort', 'darktower'] as const) {
      const lands = GODS_MASTERBOARD.filter((l) => l.kind === kind);
      expect(lands).toHaveLength(3);
      expect(new Set(lands.map((l) => l.terrain)).size).toBe(1);
      expect(lands[0]!.terrain.toLowerCase()).toBe(kind);
    }
    expect(checkBoard(GODS_MASTERBOARD)).toEqual([]);
  });
});

describe('A48 a Titan or Phantom slain before the appearance ends the battle', () => {
  it('A48: the battle ends once the strike phase of the slaying is over, the other side winning; the loser\'s last characters are its survivors', () => {
    let checked = 0;
    for (let seed = 1; seed <= 10 && checked < 2; seed++) {
      // A Colossus strikes a Phantom with one hit left; a Troll of the Phantom's legion stands apart, untouched.
      const s = play(at([['Colossus', 'attacker', 'C3'], ['Lion', 'attacker', 'A1'], ['Phantom', 'defender', 'C4', 5], ['Troll', 'defender', 'F4']], { seed, active: 'attacker' }), done('attacker')).state;
      const strike = play(s, godsBattleLegalActions(s, 'red').find((a) => a.type === 'strike' && a.piece === 'a1' && a.target === 'd1')!);
      if (!strike.state.pieces.find((p) => p.id === 'd1')?.slain) continue;
      expect(strike.state.masterSlain).toBe(true);
      let r = strike.state;
      const struckBack: string[] = [];
      for (let n = 0; n < 10 && r.phase !== 'over'; n++) {
        const seat = r.phase === 'strikeback' ? 'green' : 'red';
        const actions = godsBattleLegalActions(r, seat);
        const next = actions.find((a) => a.type === 'strike' || a.type === 'carry') ?? actions.find((a) => a.type === 'done')!;
        const played = play(r, next);
        struckBack.push(...played.events.flatMap((e) => (e.type === 'strike' && e.piece.startsWith('d') ? [e.piece] : [])));
        r = played.state;
      }
      expect(struckBack).toContain('d1'); // the slain Phantom still strikes back: the phase is finished first
      expect(r.phase).toBe('over');
      expect(r.round).toBe(2);
      expect(r.outcome?.result).toEqual({ kind: 'victory', winner: 'attacker', reason: 'master-slain' });
      expect(r.outcome?.survivors.defender.map((p) => p.name)).toEqual(['Troll']);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });

  it('A48: in the game the beaten legion is eliminated whole and the Phantom reappears in a land legion of its player (24.4: his choice; here his only one)', () => {
    const fight = engaged(['Colossus', 'Lion'], ['Troll'], { players: 4 });
    let s = fight.s;
    const titan = s.legions.find((l) => l.owner === 'green' && l.pieces.some((p) => p.name === 'Titan'))!;
    const host = place(s, 'green', 136, ['Centaur', 'Ogre', 'Gargoyle']);
    s = edit(host.state, (d) => {
      const t = d.legions.find((l) => l.marker === titan.marker)!;
      d.legions.find((l) => l.marker === fight.defender)!.pieces.push(...t.pieces);
      d.legions = d.legions.filter((l) => l.marker !== titan.marker);
      d.players[1]!.markers.push(titan.marker);
    });
    expect(s.darkTitanAppeared).toBe(false);
    const battle = s.engagement!.battle!;
    const defenders = s.legions.find((l) => l.marker === fight.defender)!.pieces;
    const titanPiece = defenders.find((p) => p.name === 'Titan')!;
    const slayer = battle.pieces.find((p) => p.side === 'attacker')!;
    const over = {
      ...battle,
      phase: 'over' as const,
      outcome: {
        result: { kind: 'victory' as const, winner: 'attacker' as const, reason: 'master-slain' as const },
        slain: { attacker: [], defender: [{ id: titanPiece.id, name: 'Titan', side: 'defender' as const, cause: 'strike' as const, by: slayer.id }] },
        survivors: {
          attacker: battle.pieces.filter((p) => p.side === 'attacker').map((p) => ({ id: p.id, name: p.name, hits: 0 })),
          defender: defenders.filter((p) => p.name !== 'Titan').map((p) => ({ id: p.id, name: p.name, hits: 0 })),
        },
      },
    };
    const d = draftOf(s);
    endOfBattle(d, battle, over, []);
    const after = passAftermath(stateOf(s, d));
    expect(after.legions.some((l) => l.marker === fight.defender)).toBe(false);
    expect(seatOf(after, 'green').out).toBe(false);
    expect(after.legions.find((l) => l.marker === host.marker)?.pieces.map((p) => p.name)).toContain('Phantom');
    expect(seatOf(after, 'green').pool.Troll).toBe(seatOf(s, 'green').pool.Troll! + 1);
    expectSound(after);
  });
});
