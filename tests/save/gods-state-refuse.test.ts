// The Gods of Titan checker of saved states refuses a broken state with a problem naming the field, part by part
// (engine/gods/state-check/): seats, legions and pieces, the engagement, the battle and its battleland, each battle
// add-on's memory, the aftermath, trade, the final battle and the turn. Each case edits a real state (a golden save,
// or a state of a built battle, tests/gods/battle-positions.ts) once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GodsAddonMemories } from '../../engine/gods/battle/index.js';
import type { GodsState } from '../../engine/gods/state.js';
import { checkGodsState } from '../../engine/gods/state-schema.js';
import { migrate, migrationPath } from '../../engine/platform/save/migrate.js';
import { godsModule } from '../../games/gods.js';
import { battleStates } from '../gods/battle-positions.js';
import { act, legal, started } from '../gods/game-helpers.js';

/** A state as an editor sees it: any member may be changed. */
type Loose = Record<string, any>;

/** A golden save's snapshot, migrated to this build's state version. */
function golden(file: string): Loose {
  const save = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/saves/v4', file), 'utf8')) as { stateVersion: number; snapshot: { state: unknown } };
  const path = migrationPath(godsModule.saves, save.stateVersion);
  if (!path.ok) throw new Error(path.message);
  return migrate(path.steps, save.snapshot.state, 'state') as Loose;
}
const BATTLE = golden('gods-battle.titan');
const TRADE = golden('gods-trade-offer.titan');
const BUILT = battleStates(2);

/** The first built state `which` picks, as plain JSON. */
function built(which: (s: GodsState) => unknown): Loose {
  const s = BUILT.find((x) => which(x));
  if (!s) throw new Error('no built state of that kind');
  return JSON.parse(JSON.stringify(s)) as Loose;
}

const battleOf = (s: GodsState): NonNullable<GodsState['engagement']>['battle'] => s.engagement?.battle ?? null;
const memory = <K extends keyof GodsAddonMemories>(s: GodsState, key: K): GodsAddonMemories[K] | undefined => battleOf(s)?.addons[key];
const CARRY = built((s) => battleOf(s)?.carry);
const RIDERS = built((s) => memory(s, 'abilities')?.riders.length);
const HELD = built((s) => memory(s, 'abilities')?.held);
const REINFORCED = built((s) => memory(s, 'reinforcement')?.taken);
const SUMMONED = built((s) => memory(s, 'summoning')?.taken);
const SHIELD = built((s) => (['attacker', 'defender'] as const).some((side) => memory(s, 'spells')?.cast[side]?.spell === 'shield'));
const AFTERMATH = built((s) => s.engagement?.aftermath);
const CHOOSING = built((s) => s.finalBattle?.chooser);
/** Red's Movement Phase after two plain moves: an undo stack of two entries. */
const STACKED = ((): Loose => {
  let s = started(3);
  for (let n = 0; n < 2; n++) {
    const m = legal(s, 'red').find((x) => x.type === 'move' && x.teleport === null && !s.legions.find((l) => l.marker === x.legion)?.moved);
    if (!m) throw new Error('red has no legion left to move');
    s = act(s, 'red', m);
  }
  return JSON.parse(JSON.stringify(s)) as Loose;
})();

/** Asserts that `state` edited by `change` is refused with a problem about `path` mentioning `words`. */
function refused(state: Loose, change: (s: Loose) => void, path: string, words: string): void {
  expect(checkGodsState(state).ok, 'the state before the edit').toBe(true);
  const copy = structuredClone(state);
  change(copy);
  const r = checkGodsState(copy);
  const problems = r.ok ? [] : r.problems;
  expect(problems.some((p) => p.startsWith(`${path}: `) && p.includes(words)), problems.join('\n')).toBe(true);
}

describe('the Gods of Titan checker of saved states refuses broken states, naming the field', () => {
  it('rules 16.5 Executer, 24.4, 23.7, TITAN §21: trophies of this game only, kills on an Executer only, Masters awaited by seats in the game, the game length in bounds', () => {
    refused(BATTLE, (s) => (s.players[0].trophies = [{ name: 'Ogre', owner: 'green', executer: 'p1' }]), 'players[0].trophies[0]', 'no trophy of this game');
    refused(BATTLE, (s) => (s.players[0].trophies = [{ name: 'Angel', owner: 'black', executer: 'p1' }]), 'players[0].trophies[0]', 'no trophy of this game');
    refused(BATTLE, (s) => (s.legions[0].pieces[0].kills = 1), 'legions[0].pieces[0].kills', 'does not grow by its kills');
    refused(BATTLE, (s) => (s.appearing = [{ seat: 'black', master: 'Phantom', slainIn: null }]), 'appearing[0].seat', 'does not play');
    refused(BATTLE, (s) => (s.gameLength = { turnLimit: 0, pointTarget: null }), 'gameLength.turnLimit', '');
    refused(BATTLE, (s) => (s.endReason = 'boredom'), 'endReason', '');
  });

  it('seats: seating and roles (1.2, 5.3), the Darklord without a Tower, pool characters, markers, spells, goals and their EP', () => {
    refused(BATTLE, (s) => (s.players[1].id = s.players[0].id), 'players', 'its own colour');
    refused(BATTLE, (s) => (s.players[0].role = 'darklord'), 'players', 'three Titan-players, not 2');
    refused(BATTLE, (s) => (s.players[0].role = 'wizard'), 'players[0].role', '');
    refused(BATTLE, (s) => delete s.players[0].role, 'players[0].role', '');
    refused(BATTLE, (s) => (s.engagement.battle.roles.attacker = 'darklord'), 'engagement.battle.roles.attacker', 'plays titan-player');
    refused(BATTLE, (s) => delete s.engagement.battle.roles, 'engagement.battle.roles', '');
    refused(BATTLE, (s) => (s.players[1].tower = 108), 'players[1].tower', 'is not a player Tower');
    refused(BATTLE, (s) => (s.players[0].pool.Basilik = 1), 'players[0].pool.Basilik', 'unknown character "Basilik"');
    refused(BATTLE, (s) => (s.players[0].markers[0] = 'green-7'), 'players[0].markers[0]', 'not a marker of red');
    refused(BATTLE, (s) => (s.players[0].spells[0] = 'fireball'), 'players[0].spells[0]', 'unknown spell "fireball"');
    refused(BATTLE, (s) => (s.players[0].goals[0] = 'Skycastle taken'), 'players[0].goals[0]', 'not a goal of red');
    refused(BATTLE, (s) => (s.players[0].ep = 40), 'players[0].ep', 'not the 5 its goals pay');
    refused(TRADE, (s) => (s.players[3].tower = 120), 'players[3].tower', 'the Darklord has no player Tower');
  });

  it('legions: markers of their owner, lands, Tower legions, moves, pieces healed with ids the game gave, each once', () => {
    refused(BATTLE, (s) => (s.legions[11].marker = 'green-2'), 'legions[11].marker', 'not a marker of red');
    refused(BATTLE, (s) => (s.legions[11].land = 9998), 'legions[11].land', 'no land 9998');
    refused(BATTLE, (s) => (s.legions[11].tower = true), 'legions[11].tower', 'no Tower land');
    refused(BATTLE, (s) => (s.legions[11].moved = { from: 9998, steps: 1, exit: null, teleport: null }), 'legions[11].moved.from', 'no land 9998');
    refused(BATTLE, (s) => (s.legions[11].pieces[0].hits = 2), 'legions[11].pieces[0].hits', 'every character is healed');
    refused(BATTLE, (s) => (s.legions[11].pieces[0].id = `p${s.nextPiece as number}`), 'legions[11].pieces[0].id', 'is not below nextPiece');
    refused(BATTLE, (s) => (s.legions[11].pieces[0].id = 'x1'), 'legions[11].pieces[0].id', 'is not a piece id');
    refused(BATTLE, (s) => (s.legions[11].pieces[0].name = 'Balrogg'), 'legions[11].pieces[0].name', 'unknown character');
  });

  it('the engagement: its phase, its legions on its land, its sides, a battle or an aftermath', () => {
    refused(BATTLE, (s) => (s.phase = 'mustering'), 'engagement', 'in the mustering phase');
    refused(BATTLE, (s) => (s.legions[15].land = 334), 'engagement.defender', 'stands on land 334');
    refused(BATTLE, (s) => (s.engagement.proposal = { by: 'green', eliminates: 'both' }), 'engagement.proposal.by', 'no side of the engagement');
    refused(BATTLE, (s) => (s.fought = []), 'engagement.attacker', 'not among the legions that fought');
    refused(AFTERMATH, (s) => (s.engagement.battle = BATTLE.engagement.battle), 'engagement.aftermath', 'while the battle is still fought');
  });

  it('the battle: its sides, round, a battle still fought, its characters, their hexes, hits and origin, the carry', () => {
    const at = 'engagement.battle';
    refused(BATTLE, (s) => (s.engagement.battle.players.defender = 'green'), `${at}.players.defender`, 'red plays the defender');
    refused(BATTLE, (s) => (s.engagement.battle.owners.attacker = 'green'), `${at}.owners.attacker`, "the attacker's legion is blue's");
    refused(BATTLE, (s) => (s.engagement.battle.round = 8), `${at}.round`, 'lasts 7 rounds');
    refused(BATTLE, (s) => (s.engagement.battle.phase = 'over'), `${at}.outcome`, 'never kept');
    refused(BATTLE, (s) => (s.engagement.battle.pieces[1].hex = 'A3'), `${at}.pieces[1].hex`, 'A3 holds p78 too');
    refused(BATTLE, (s) => (s.engagement.battle.pieces[1].hits = 7), `${at}.pieces[1].hits`, 'more than its Power-factor');
    refused(BATTLE, (s) => (s.engagement.battle.pieces[1].slain = true), `${at}.pieces[1].slain`, 'with 0 hits of 6');
    refused(BATTLE, (s) => (s.engagement.battle.pieces[1].id = 'p72'), `${at}.pieces[1].id`, 'in neither legion');
    refused(BATTLE, (s) => (s.engagement.battle.pieces[1].name = 'Troll'), `${at}.pieces[1].name`, 'is a Ogre, not a Troll');
    refused(BATTLE, (s) => (s.engagement.battle.pieces[1].side = 'defender'), `${at}.pieces[1].side`, 'fights for the attacker');
    refused(BATTLE, (s) => s.engagement.battle.pieces.splice(1, 1), `${at}.pieces`, 'neither fighting nor slain');
    refused(BATTLE, (s) => s.engagement.battle.slain.push({ id: 'p80', name: 'Ogre', side: 'attacker', cause: 'strike', by: 'p85' }), `${at}.slain[0].id`, 'slain twice or still fights');
    refused(BATTLE, (s) => s.engagement.battle.slain.push({ id: 'p80', name: 'Ogre', side: 'attacker', cause: 'strike', by: 'p999' }), `${at}.slain[0].by`, 'no character "p999"');
    refused(CARRY, (s) => (s.engagement.battle.carry.striker = 'p999'), `${at}.carry.striker`, 'no character "p999"');
    refused(CARRY, (s) => (s.engagement.battle.carry.targets = [s.engagement.battle.carry.striker]), `${at}.carry.targets[0]`, 'no living enemy');
  });

  it('the battleland: the land\'s own map, hex by hex, walled exactly on a Tower land', () => {
    const at = 'engagement.battle.land';
    refused(BATTLE, (s) => (s.engagement.battle.land.terrain = 'Marsh'), `${at}.terrain`, 'land 333 is Plains, not Marsh');
    refused(BATTLE, (s) => (s.engagement.battle.land.terrain = 'Lava'), `${at}.terrain`, 'no battleland "Lava"');
    refused(BATTLE, (s) => (s.engagement.battle.land.tower = true), `${at}.tower`, 'not walled');
    refused(BATTLE, (s) => (s.engagement.battle.land.hexes.D3.hazard = 'Bog'), `${at}.hexes.D3`, 'Bog where Plains has Plain');
    refused(BATTLE, (s) => (s.engagement.battle.land.hexes.D3.elevation = 2), `${at}.hexes.D3`, 'elevation 2');
    refused(BATTLE, (s) => (s.engagement.battle.land.hexes.D3.hexsides[0] = 'Wall'), `${at}.hexes.D3`, 'hexside 0 is Wall');
    refused(BATTLE, (s) => delete s.engagement.battle.land.hexes.D3, `${at}.hexes.D3`, 'missing');
    refused(BATTLE, (s) => (s.engagement.battle.land.hexes.Z9 = s.engagement.battle.land.hexes.D3), `${at}.hexes.Z9`, 'no battle hex "Z9"');
  });

  it('the battle add-ons: only the game\'s, and each memory naming characters of this battle', () => {
    const at = 'engagement.battle.addons';
    refused(BATTLE, (s) => (s.engagement.battle.addons.cheats = {}), at, 'Unrecognized key: "cheats"');
    refused(BATTLE, (s) => (s.engagement.battle.addons.spells.held.attacker = 'shield'), `${at}.spells.held.attacker`, 'expected array');
    const side = SHIELD.engagement.battle.addons.spells.cast.attacker?.spell === 'shield' ? 'attacker' : 'defender';
    const cast = (s: Loose): Loose => s.engagement.battle.addons.spells.cast[side] as Loose;
    const nonCaster = (s: Loose): string => (s.engagement.battle.pieces as Loose[]).find((p) => p.side === side && !['Warlord', 'Necromancer', 'Novice', 'Priestess'].includes(p.name as string))!.id as string;
    refused(SHIELD, (s) => (cast(s).caster = nonCaster(s)), `${at}.spells.cast.${side}.caster`, 'is no Caster');
    refused(SHIELD, (s) => (cast(s).chain = { dice: 2, last: cast(s).caster, struck: [] }), `${at}.spells.cast.${side}.chain`, 'has no chain');
    refused(SHIELD, (s) => (cast(s).piece = 'p999'), `${at}.spells.cast.${side}.piece`, 'no character "p999"');
    refused(RIDERS, (s) => (s.engagement.battle.addons.abilities.used = ['p999']), `${at}.abilities.used[0]`, 'no character "p999"');
    refused(RIDERS, (s) => (s.engagement.battle.addons.abilities.riders[0].mount = s.engagement.battle.addons.abilities.riders[0].rider), `${at}.abilities.riders[0].mount`, 'no free Pegasus');
    refused(HELD, (s) => (s.engagement.battle.addons.abilities.held.target = s.engagement.battle.addons.abilities.held.striker), `${at}.abilities.held.target`, 'is no Basilisk');
    refused(REINFORCED, (s) => (s.engagement.battle.addons.reinforcement.taken.id = 'p1'), `${at}.reinforcement.taken.id`, '(the next piece)');
    refused(REINFORCED, (s) => (s.engagement.battle.addons.reinforcement.passed = true), `${at}.reinforcement.passed`, 'both taken and passed up');
    refused(SUMMONED, (s) => (s.engagement.battle.addons.summoning.taken.legion = s.engagement.attacker), `${at}.summoning.taken.legion`, "no other legion of the attacker's");
    refused(SUMMONED, (s) => (s.engagement.battle.addons.summoning.taken.name = 'Ogre'), `${at}.summoning.taken.name`, 'Ogre cannot be summoned');
  });

  it('the aftermath: its legions, the deciding seat, the steps in order, Demilords and Lords of the chart', () => {
    const at = 'engagement.aftermath';
    refused(AFTERMATH, (s) => (s.engagement.aftermath.winner = 'gray-1'), `${at}.winner`, 'no legion of the engagement');
    refused(AFTERMATH, (s) => (s.engagement.aftermath.seat = s.engagement.aftermath.seat === 'red' ? 'green' : 'red'), `${at}.seat`, 'but the winning legion is');
    refused(AFTERMATH, (s) => (s.engagement.aftermath.steps = ['lords', 'revive']), `${at}.steps[1]`, 'out of the order of 10.7');
    refused(AFTERMATH, (s) => (s.engagement.aftermath.demilords = ['Ogre']), `${at}.demilords[0]`, 'Ogre is not a Demilord');
    refused(AFTERMATH, (s) => (s.engagement.aftermath.lordPicks = [['Titan']]), `${at}.lordPicks[0][0]`, 'Titan is not a Lord');
  });

  it('trade: offers between two seats in the game, one a pair, of goods that may pass; permissions their giver\'s', () => {
    refused(TRADE, (s) => (s.offers[0].to = 'black'), 'offers[0]', 'not two seats in the game');
    refused(TRADE, (s) => s.offers.push({ ...s.offers[0], from: 'red', to: 'black' }), 'offers[1]', 'a second offer between');
    refused(TRADE, (s) => (s.offers[0].gives.characters = ['Archangel']), 'offers[0].gives.characters[0]', 'Archangel may not pass');
    refused(TRADE, (s) => (s.offers[0].gives.permissions = ['darktower']), 'offers[0].gives.permissions[0]', 'black gives no darktower permission');
    refused(TRADE, (s) => (s.permissions[0] = { by: 'blue', to: 'red', kind: 'darktower' }), 'permissions[0]', 'blue gives no darktower permission to red');
    refused(TRADE, (s) => s.permissions.push(s.permissions[0]), 'permissions[5]', 'granted twice');
  });

  it('the final battle: the God\'s legion only with it, its loans, the Titan-players choosing, and its battle', () => {
    refused(CHOOSING, (s) => (s.finalBattle = null), 'legions', 'with no final battle');
    refused(CHOOSING, (s) => (s.finalBattle.chooser = 'black'), 'finalBattle.chooser', 'does not defend the God');
    refused(CHOOSING, (s) => s.finalBattle.passed.push(s.finalBattle.chooser), 'finalBattle.chooser', 'passed for good');
    refused(CHOOSING, (s) => s.finalBattle.lent.push({ piece: 'p1', from: 'red-1', owner: 'red' }), 'finalBattle.lent[0].piece', 'not lent to the God once');
    refused(CHOOSING, (s) => (s.finalBattle.attacker = 'red-1'), 'finalBattle.attacker', 'no legion of the Darklord');
  });

  it('the turn: the legions that fought, musters of the Mover, the spied legion, the last summoning, the stocks', () => {
    refused(BATTLE, (s) => (s.fought = [...(s.fought as string[]), 'purple-1']), 'fought[2]', 'not a marker of neutral');
    refused(BATTLE, (s) => (s.musters = [{ legion: 'red-2', character: 'Ogre', endCreature: false }]), 'musters[0].legion', 'not a marker of blue');
    refused(BATTLE, (s) => (s.spied = 'purple-1'), 'spied', 'not a marker');
    refused(BATTLE, (s) => (s.lastSummon = { round: 48, seat: 'red' }), 'lastSummon.round', 'still to come');
    refused(BATTLE, (s) => (s.neutralPool.Dodo = 0), 'neutralPool.Dodo', 'unknown character "Dodo"');
  });

  it('the undo stack: each entry a whole valid state of the same stretch of play, earlier, with no stack of its own', () => {
    refused(STACKED, (s) => (s.undo[0].legions[0].land = 9999), 'undo[0].legions[0].land', 'no land 9999');
    refused(STACKED, (s) => (s.undo[1].players[0].pool.Basilik = 1), 'undo[1].players[0].pool.Basilik', 'unknown character "Basilik"');
    refused(STACKED, (s) => (s.undo[1].undo = [s.undo[0]]), 'undo[1].undo', 'no undo stack of its own');
    refused(STACKED, (s) => (s.undo[1].extra = true), 'undo[1]', 'extra');
    refused(STACKED, (s) => (s.undo[0].stateId = s.undo[1].stateId), 'undo[0]', 'not earlier');
    refused(STACKED, (s) => (s.undo[1].active = 1), 'undo[1]', 'active 1 differs');
    refused(STACKED, (s) => (s.undo[0].phase = 'mustering'), 'undo[0]', 'phase "mustering" differs');
    refused(STACKED, (s) => (s.undo[1].players[0].lifegems = -5), 'undo[1]', 'players[0].lifegems: -5');
    refused(STACKED, (s) => (s.undo[0].legions = s.undo[0].legions.slice(1)), 'undo[0]', '');
    refused(STACKED, (s) => (s.phase = 'setup'), 'undo', 'nobody may take back');
  });
});
