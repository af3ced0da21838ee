// The Skycastle final battle in a saved Gods of Titan state (rules 27.5): the Darklord's legion that challenged, the
// God's legion standing in the City exactly while the final battle is under way, each Creature lent to it by a
// Titan-player from one of his legions (at most six, each once), the Titan-players who passed or are done with a
// battle step, the one choosing next (none once the defence stands — and only then is the battle fought).
import { z } from 'zod';
import { isDarklord } from '../roles.js';
import { MOST_DEFENDERS } from '../turn/final-battle.js';
import { GOD_LEGION } from '../state.js';
import type { Checker, Keys } from './checker.js';
import { marker, pieceId, seat } from './fields.js';

/** The final battle as it lies in a save. */
export const FinalBattleSchema = z.strictObject({
  attacker: marker,
  lent: z.array(z.strictObject({ piece: pieceId, from: marker, owner: seat })).max(MOST_DEFENDERS).readonly(),
  passed: z.array(seat).max(3).readonly(),
  chooser: seat.nullable(),
  done: z.array(seat).max(3).readonly(),
  step: z.string().max(40),
});

const AT: Keys = ['finalBattle'];

/** Checks the final battle, and that the God's legion stands only while it is under way. */
export function checkFinalBattle(c: Checker): void {
  const { state } = c;
  const fb = state.finalBattle;
  const god = state.legions.find((l) => l.marker === GOD_LEGION);
  if (!fb) {
    if (god) c.fail(['legions'], `the God's legion ${GOD_LEGION} stands with no final battle (27.5)`);
    return;
  }
  if (state.phase !== 'engagement') c.fail(AT, `a final battle in the ${state.phase} phase (27.5)`);
  const attacker = state.legions.find((l) => l.marker === fb.attacker);
  if (!attacker || !isDarklord(state, attacker.owner)) c.fail([...AT, 'attacker'], `${fb.attacker} is no legion of the Darklord (27.5)`);
  if (!god) c.fail(['legions'], `the God's legion ${GOD_LEGION} is missing (27.5)`);
  fb.lent.forEach((l, i) => {
    const at: Keys = [...AT, 'lent', i];
    if (!god?.pieces.some((p) => p.id === l.piece) || fb.lent.findIndex((x) => x.piece === l.piece) !== i) c.fail([...at, 'piece'], `${l.piece} is not lent to the God once`);
    titanPlayer(c, [...at, 'owner'], l.owner);
    if (!isDarklord(state, l.owner)) c.marker([...at, 'from'], l.from, l.owner);
  });
  for (const list of ['passed', 'done'] as const) {
    fb[list].forEach((s, i) => {
      titanPlayer(c, [...AT, list, i], s);
      if (fb[list].indexOf(s) !== i) c.fail([...AT, list, i], `${s} listed twice`);
    });
  }
  if (fb.chooser !== null) {
    titanPlayer(c, [...AT, 'chooser'], fb.chooser);
    if (fb.passed.includes(fb.chooser)) c.fail([...AT, 'chooser'], `${fb.chooser} passed for good (27.5)`);
  }
  const fighting = state.engagement !== null;
  if (fighting === (fb.chooser !== null)) c.fail([...AT, 'chooser'], fighting ? 'still choosing while the battle is fought (27.5)' : 'nobody chooses, yet no battle is fought (27.5)');
  const e = state.engagement;
  if (e && (e.attacker !== fb.attacker || e.defender !== GOD_LEGION)) c.fail(['engagement'], `not the final battle of ${fb.attacker} against ${GOD_LEGION} (27.5)`);
}

function titanPlayer(c: Checker, keys: Keys, s: string): void {
  if (c.seat(keys, s) && isDarklord(c.state, s)) c.fail(keys, 'the Darklord does not defend the God (27.5)');
}
