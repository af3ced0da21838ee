// Real Gods of Titan battle states, as data, for the tests of saved states (tests/save/): legions built for the
// purpose — Casters of every grade, characters with abilities, a Neutral Tower legion with its Pegasus, the Darklord's
// Dark-Creatures, the Skycastle's God — engaged and fought to the end by a seeded player who picks among the kinds of
// legal action first (so spells, abilities, carries and concessions all come up), every state reached kept.
import type { GodsMove } from '../../engine/gods/actions.js';
import { godsActors } from '../../engine/gods/legal.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { challenge, finalPosition } from './final-battle-position.js';
import { act, clearBoard, edit, insistOnBattle, legal, place, started } from './game-helpers.js';

/** One fight to build: who attacks whom where, with which characters (a defender of `null` is the land's Tower legion). */
interface Fight {
  readonly players: 3 | 4;
  readonly land: number;
  readonly attacker: readonly [GodsSeat, readonly string[]];
  readonly defender: readonly [GodsSeat, readonly string[]] | null;
}

/** Grade-5 Casters on both sides (every spell castable), Basilisks, Unicorns, a Phoenix, Pixies, Priests, a Knight. */
const FIGHTS: readonly Fight[] = [
  { players: 3, land: 103, attacker: ['red', ['Necromancer', 'Warlord', 'Basilisk', 'Unicorn', 'Phoenix', 'Pixie', 'Priest']], defender: ['green', ['Warlord', 'Priestess', 'Novice', 'Basilisk', 'Knight', 'Executer', 'Unicorn']] },
  { players: 4, land: 108, attacker: ['black', ['Warlord', 'Demon', 'Nightmare', 'Deathbringer', 'Plaque', 'Jabberwok', 'Lich']], defender: ['red', ['Necromancer', 'Warlord', 'Basilisk', 'Pixie', 'Priestess', 'Hydra', 'Angel']] },
  { players: 3, land: 105, attacker: ['blue', ['Warlord', 'Necromancer', 'Colossus', 'Giant', 'Priest', 'Unicorn', 'Archangel']], defender: null },
  { players: 4, land: 111, attacker: ['green', ['Warlord', 'Novice', 'Pixie', 'Pixie', 'Griffon', 'Dragon', 'Basilisk']], defender: ['black', ['Warlord', 'Nightmare', 'Demon', 'Wraith', 'Cerberus', 'Plaque', 'Deathbringer']] },
];

/** Titans of the seats, parked where no fight is (their legions must not meet the fighters). */
const PARKING: Readonly<Record<string, number>> = { red: 101, green: 104, blue: 106 };

/** The position of a fight: the attacker's Engagement Phase in round 11, the engagement picked and the battle called. */
function fightPosition(f: Fight, seed: number): GodsState {
  let s = clearBoard(started(f.players, seed));
  for (const seat of ['red', 'green', 'blue'] as const) s = place(s, seat, PARKING[seat]!, ['Titan']).state;
  const a = place(s, f.attacker[0], f.land, f.attacker[1]);
  s = a.state;
  let defender = s.legions.find((l) => l.land === f.land && l.tower)?.marker ?? '';
  if (f.defender) {
    const d = place(s, f.defender[0], f.land, f.defender[1]);
    s = d.state;
    defender = d.marker;
  }
  s = edit(s, (d) => {
    d.round = 11;
    d.phase = 'engagement';
    d.active = d.players.findIndex((p) => p.id === f.attacker[0]);
    d.fought = [];
    if (f.attacker[0] === 'black') d.darkTitanAppeared = false;
  });
  s = act(s, f.attacker[0], { type: 'engage', attacker: a.marker, defender });
  return insistOnBattle(s, f.attacker[0]);
}

/** A seeded choice stream (an LCG's high bits). */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * n);
  };
}

/** A kind of move: its type, a battle move's type, and for a spell cast or an ability used which one. */
function kindOf(m: GodsMove): string {
  if (m.type !== 'battle') return m.type;
  const move = m.move;
  return move.type === 'castSpell' ? `castSpell ${move.spell}` : move.type === 'useAbility' ? `useAbility ${move.ability}` : move.type;
}

/** Kinds of move that end a step, taken only now and then while another kind is open (so that maneuvers bring their
 * characters on), and those that end the fight, taken seldom (so that battles run their rounds). */
const ENDING: ReadonlySet<string> = new Set(['done', 'pass']);
const GIVING_UP: ReadonlySet<string> = new Set(['concede', 'flee']);

/** Plays on from `s` until its engagement is over (or `most` moves), picking a kind of move first (one that ends a
 * step only now and then), and returns every state reached. */
function playOut(s: GodsState, seed: number, most: number): GodsState[] {
  const pick = chooser(seed);
  const out: GodsState[] = [];
  let state = s;
  for (let n = 0; n < most && (state.engagement !== null || state.finalBattle !== null); n++) {
    const seats = godsActors(state);
    const seat = seats[pick(seats.length)];
    // A take-back only returns to a state already kept: the player never takes one (engine/gods/undo.ts).
    const moves = seat ? legal(state, seat).filter((m) => m.type !== 'undo') : [];
    if (!seat || moves.length === 0) break;
    const kinds = [...new Set(moves.map(kindOf))];
    const going = kinds.filter((k) => !ENDING.has(k) && !GIVING_UP.has(k));
    const staying = kinds.filter((k) => !GIVING_UP.has(k));
    const from = going.length > 0 && pick(6) > 0 ? going : staying.length > 0 && pick(100) > 0 ? staying : kinds;
    const kind = from[pick(from.length)]!;
    const of = moves.filter((m) => kindOf(m) === kind);
    state = act(state, seat, of[pick(of.length)]!);
    out.push(state);
  }
  return out;
}

/** Every state of the built fights and of a Skycastle final battle, each fought `seeds` times over. */
export function battleStates(seeds: number): GodsState[] {
  const out: GodsState[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    for (const f of FIGHTS) {
      const start = fightPosition(f, seed);
      out.push(start, ...playOut(start, seed * 7919 + f.land, 800));
    }
    const p = finalPosition(['Dark-Titan', 'Headcracker', 'Warlord', 'Demon', 'Nightmare']);
    const challenged = act(p.state, 'black', challenge(p));
    out.push(challenged, ...playOut(challenged, seed * 104729, 800));
  }
  return out;
}
