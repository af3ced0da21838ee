// Gods of Titan's state migrations (engine/platform/module.ts StateMigration, docs/saves.md): one small step per state version,
// each turning a state of the version before into its own (and, where its shape changed, a logged action). Version 1
// is the state of golden saves v3, version 2 that of v4, version 4 that of v5 and v6, version 5 that of v7.
import type { StateMigration } from '../engine/platform/module.js';

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Version 1 → 2: a game saved before the Skycastle final battle (27.5) existed is in none. */
function noFinalBattle(old: unknown): unknown {
  return isRecord(old) ? { finalBattle: null, ...old } : old;
}

/** Version 2 → 3: a battle's add-on memories move from `extra` to `addons` (the same memory under the same names),
 * and so do a finished battle's reports in its outcome. */
function addonMemories(old: unknown): unknown {
  if (!isRecord(old) || !isRecord(old.engagement) || !isRecord(old.engagement.battle)) return old;
  const { extra, outcome, ...battle } = old.engagement.battle;
  const memories = isRecord(extra) ? Object.fromEntries(Object.entries(extra).filter(([, m]) => m !== null && m !== undefined)) : extra;
  const { extra: reports, ...rest } = isRecord(outcome) ? outcome : { extra: undefined };
  const migrated = isRecord(outcome) ? { ...rest, ...(reports === undefined ? {} : { addons: reports }) } : outcome;
  return { ...old, engagement: { ...old.engagement, battle: { ...battle, outcome: migrated, addons: memories ?? {} } } };
}

/** Version 2: the words after `<spell> <caster>` in a cast's choice string, by spell (a frozen record of that format:
 * what a spell takes today is engine/gods/battle/spells/moves.ts's to say). */
const CAST_WORDS: Readonly<Record<string, readonly ('piece' | 'hex' | 'hazard' | 'rounds' | 'land' | 'turns' | 'dice')[]>> = {
  'create-hazard': ['hex', 'hazard'], shield: ['piece'], teleport: ['piece', 'hex'], timewarp: ['rounds'], summon: ['hex'],
  landscaping: ['land', 'turns'], painchain: ['piece', 'dice'], slavery: ['piece'],
  shockwave: [], 'wimps-vacation': [], footsore: [], quake: [], chaos: [], homeland: [], inferno: [], deadlock: [],
};
const NUMBERS: ReadonlySet<string> = new Set(['rounds', 'turns', 'dice']);
/** Version 2: the abilities whose choice string ended in a hex rather than a target character. */
const AT_HEX: ReadonlySet<string> = new Set(['decoy']);

/** A spell's choice string of version 2 as a typed action, or null when it is no such string. */
function spellMove(choice: string): Raw | null {
  const [word = '', ...args] = choice.split(' ');
  if (word === 'swap' && args.length === 2) return { type: 'chaosSwap', pieces: args };
  if (word === 'chain' && args.length === 1) return { type: 'painchainLink', target: args[0] };
  const fields = CAST_WORDS[word];
  const [caster, ...aim] = args;
  if (!fields || caster === undefined || aim.length !== fields.length) return null;
  return { type: 'castSpell', spell: word, caster, ...Object.fromEntries(fields.map((f, i) => [f, NUMBERS.has(f) ? Number(aim[i]) : aim[i]])) };
}

/** An ability's choice string of version 2 as a typed action, or null when it is no such string. */
function abilityMove(choice: string): Raw | null {
  const [word, piece, at, ...more] = choice.split(' ');
  if (piece === undefined || more.length > 0) return null;
  if (word === 'mount') return at === undefined ? null : { type: 'mount', rider: piece, pegasus: at };
  if (word === 'stone-cold') return at === undefined || at === 'accept' ? { type: 'stoneCold', piece, petrify: at === undefined } : null;
  if (at === undefined) return { type: 'useAbility', ability: word, piece };
  return { type: 'useAbility', ability: word, piece, ...(AT_HEX.has(word ?? '') ? { hex: at } : { target: at }) };
}

/** A joining character's choice string of version 2 (`what@hex`) as a reinforcement or a summon, or null. */
function joinMove(rule: string, choice: string): Raw | null {
  const at = choice.lastIndexOf('@');
  if (at < 0) return null;
  const [what, hex] = [choice.slice(0, at), choice.slice(at + 1)];
  if (rule === 'reinforcement') return { type: 'reinforce', creature: what, hex };
  const colon = what.lastIndexOf(':');
  return colon < 0 ? null : { type: 'summon', legion: what.slice(0, colon), piece: what.slice(colon + 1), hex };
}

/** Version 2 → 3: a logged battle action of an add-on, `{ type: 'extra', rule, choice }`, becomes its typed action;
 * one that does not read as such is left as it was (the action schema then refuses it). */
function typedAddonAction(old: unknown): unknown {
  if (!isRecord(old) || old.type !== 'battle' || !isRecord(old.move) || old.move.type !== 'extra') return old;
  const { rule, choice } = old.move;
  if (typeof rule !== 'string' || typeof choice !== 'string') return old;
  const move = rule === 'spells' ? spellMove(choice)
    : rule === 'abilities' ? abilityMove(choice)
      : rule === 'reinforcement' || rule === 'summoning' ? joinMove(rule, choice) : null;
  return move ? { ...old, move } : old;
}

/** Version 3 → 4: a game saved before the Executer's trophies (16.5) and the Masters' chosen legions (24.4, 24.5,
 * 23.7) holds no trophy in any pool and no Master waiting for its legion; an Executer's count of kills, absent, is 0. */
function noTrophiesNoMasterWaiting(old: unknown): unknown {
  if (!isRecord(old)) return old;
  const players = Array.isArray(old.players) ? old.players.map((p: unknown) => (isRecord(p) ? { trophies: [], ...p } : p)) : old.players;
  return { appearing: [], ...old, players };
}

/** Version 3 → 4 (after `noTrophiesNoMasterWaiting`, the step's other half): a game saved before the shortened games
 * (TITAN §21) has no round limit and no point target, and one that ended then ended by the rules with no recorded
 * reason. */
function noGameLength(old: unknown): unknown {
  return isRecord(old) ? { gameLength: { turnLimit: null, pointTarget: null }, endReason: null, ...old } : old;
}

/** The part a seat of a game saved before roles played: the black seat was always the Darklord (1.2, 5.3). */
const OLD_DARKLORD_SEAT = 'black';

/** Version 3 → 4 (the step's third half): a game saved before seats held their role (1.2, 23.1) had its Darklord in
 * the black seat and Titan-players in the others; a battle under way takes its sides' roles from their owners (the
 * Neutral side none) — what its Darkness and Cloud nativity followed. */
function seatRoles(old: unknown): unknown {
  if (!isRecord(old)) return old;
  const roleOf = (owner: unknown): string | null => (owner === OLD_DARKLORD_SEAT ? 'darklord' : owner === 'neutral' ? null : 'titan-player');
  const players = Array.isArray(old.players) ? old.players.map((p: unknown) => (isRecord(p) ? { role: roleOf(p.id), ...p } : p)) : old.players;
  const engagement = old.engagement;
  const battle = isRecord(engagement) ? engagement.battle : null;
  if (!isRecord(engagement) || !isRecord(battle) || !isRecord(battle.owners) || battle.roles !== undefined) return { ...old, players };
  const roles = { attacker: roleOf(battle.owners.attacker), defender: roleOf(battle.owners.defender) };
  return { ...old, players, engagement: { ...engagement, battle: { ...battle, roles } } };
}

/** Version 4 → 5: a game saved before the take-back (engine/gods/undo.ts) holds an empty undo stack. */
function emptyUndo(old: unknown): unknown {
  return isRecord(old) ? { ...old, undo: [] } : old;
}

/** Every step from state version 1 to Gods of Titan's current one, ordered by `to`. */
export const GODS_MIGRATIONS: readonly StateMigration[] = [
  {
    to: 2,
    why:
      'the state holds the Skycastle final battle under way (27.5), null when none is; the other fields of this ' +
      'version are optional with their meaning when absent: open trade offers (7), a legion gone ashore (27.4), the ' +
      'side a move chose to attack by (11.2, 11.5)',
    state: noFinalBattle,
  },
  {
    to: 3,
    why:
      'the battle add-ons (15 spells, 16 abilities, 17 reinforcement, 18 summoning) are typed: their memories move ' +
      'from battle.extra to battle.addons (and a finished battle\'s reports from outcome.extra to outcome.addons), and ' +
      'a logged add-on action `{ type: "extra", rule, choice }` becomes its typed action (castSpell, chaosSwap, ' +
      'painchainLink, useAbility, mount, stoneCold, reinforce, summon); the rules are unchanged',
    state: addonMemories,
    action: typedAddonAction,
  },
  {
    to: 4,
    why:
      'each seat holds its trophies apart from its pool (16.5 Executer: slain Lords and Masters, never usable; none in ' +
      'an older game) and the state the Masters waiting for their player to choose their legion (24.4, 24.5, 23.7: ' +
      'none); an Executer piece without a count of kills has slain none (PF 8). And the state holds the game length ' +
      'chosen at set-up (TITAN §21 carried over: a round limit and a point target, null for none) and why a finished ' +
      'game ended (the last Titan, the Skycastle, the point target or the round limit; null while it goes on); a game ' +
      'saved before them has neither limit, and its end, if any, no reason. And each seat holds the part it plays ' +
      '(role: a Titan-player or the Darklord, 1.2) and a battle under way its sides\' roles (Darkness and Cloud ' +
      'nativity, 12.7): in an older game the black seat was the Darklord, the Neutral side plays none',
    state: (old) => seatRoles(noGameLength(noTrophiesNoMasterWaiting(old))),
  },
  {
    to: 5,
    why:
      'the state holds its undo stack (earlier states of the same stretch of play, each without a stack of its own: ' +
      'the Mover\'s splits, plain moves and musters that show nothing, a battle maneuver\'s moves); an older game has ' +
      'none to take back',
    state: emptyUndo,
  },
  {
    to: 6,
    why:
      'a Titan-player\'s Tower may be null while he is still to choose it as the game begins (5.4: the Titan-players ' +
      'choose their Towers in reverse order of the starting positions, the action chooseTower); a game of an older ' +
      'build had its Towers given at set-up and is unchanged',
    state: (old) => old,
  },
  {
    to: 7,
    why:
      'the game length may hold a time limit (TITAN §21) and turn time limits (28.3), and a game may end by the time ' +
      'limit; an older game has neither and is a state of version 7 as it is (a build before this one refuses a game ' +
      'with clocks as too new)',
    state: (old) => old,
  },
];
