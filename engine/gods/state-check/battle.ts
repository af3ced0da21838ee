// The battle of a saved Gods of Titan engagement, field by field (rules 10.8, 11–18, 24.7, 27.5): its battleland
// (state-check/battleland.ts), its two sides — the seats that play them and the owners of the two legions —, the
// round within the seven (11.1), a battle still being fought (a finished one ends its engagement, 10.7), and its
// characters: each one of the two legions' (or one joining the battle by a rule: the reinforcement, a summoned Lord,
// a spell's Demon), on its own side unless enslaved, on a hex of the grid and no two on one, with hits within its
// Power-factor and slain exactly when they reach it; every character of the two legions on the battleland or among
// the slain; a pending carry from a striker to living enemies; and each add-on's memory, by its own check.
import { LAST_ROUND } from '../battle/order.js';
import { isDarklord, roleOf } from '../roles.js';
import { demonId } from '../battle/spells/summon.js';
import type { GodsBattlePiece, GodsBattleState, GodsSide, GodsSlain } from '../battle/types.js';
import { effectOf } from '../battle/spells/effect-of.js';
import { engagementSides } from '../legal.js';
import type { GodsEngagement, GodsLegion } from '../state.js';
import { checkBattleland } from './battleland.js';
import type { Checker, Keys } from './checker.js';
import { checkAbilityMemory, treeHexes } from './memory/abilities.js';
import { factsOf, sideIn, type BattleFacts } from './memory/memory-check.js';
import { checkReinforcementMemory } from './memory/reinforcement.js';
import { castSpells, checkSpellsMemory } from './memory/spells.js';
import { checkSummoningMemory } from './memory/summoning.js';

const AT: Keys = ['engagement', 'battle'];
const SIDES = ['attacker', 'defender'] as const;

/** The legions of the engagement by side (both exist: the engagement's check says so otherwise). */
type Legions = Readonly<Record<GodsSide, GodsLegion>>;

/** Checks the battle of the engagement `e`, fought by the legions `legions`. */
export function checkBattle(c: Checker, battle: GodsBattleState, e: GodsEngagement, legions: Legions): void {
  const facts = factsOf(battle);
  checkSides(c, battle, legions);
  if (battle.round > LAST_ROUND) c.fail([...AT, 'round'], `a battle lasts ${LAST_ROUND} rounds, not ${battle.round} (11.1)`);
  if (battle.phase === 'over' || battle.outcome !== null) c.fail([...AT, 'outcome'], 'a finished battle ends its engagement; it is never kept (10.7)');
  const m = battle.addons;
  if (m.spells) checkSpellsMemory(c, facts, m.spells, [...AT, 'addons', 'spells']);
  if (m.abilities) checkAbilityMemory(c, facts, m.abilities, [...AT, 'addons', 'abilities']);
  if (m.reinforcement) checkReinforcementMemory(c, facts, m.reinforcement, [...AT, 'addons', 'reinforcement']);
  if (m.summoning) checkSummoningMemory(c, facts, m.summoning, [...AT, 'addons', 'summoning']);
  const effects = Object.values(castSpells(m.spells)).map((s) => s.effect);
  const changes = { landscaped: effects.includes('landscaping'), hazards: effects.includes('hazard'), trees: treeHexes(m.abilities) };
  const joined = joinedOf(battle);
  checkBattleland(c, battle.land, e.land, changes, [...AT, 'land']);
  const hexes = new Map<string, string>();
  battle.pieces.forEach((p, i) => {
    const at: Keys = [...AT, 'pieces', i];
    checkOrigin(c, joined, legions, p, at);
    c.hex([...at, 'hex'], p.hex);
    if (p.hex !== null && hexes.has(p.hex)) c.fail([...at, 'hex'], `${p.hex} holds ${hexes.get(p.hex)} too`);
    if (p.hex !== null) hexes.set(p.hex, p.id);
    if (p.hits > p.power) c.fail([...at, 'hits'], `${p.hits} hits, more than its Power-factor ${p.power} (13.6)`);
    else if (p.slain !== (p.hits === p.power)) c.fail([...at, 'slain'], `${p.slain}, with ${p.hits} hits of ${p.power} (13.6)`);
    if (p.slainBy !== null && (!p.slain || !sideIn(facts, p.slainBy))) c.fail([...at, 'slainBy'], `${p.slainBy} did not slay it`);
  });
  battle.slain.forEach((s, i) => {
    const at: Keys = [...AT, 'slain', i];
    checkOrigin(c, joined, legions, s, at);
    if (facts.pieces.has(s.id) || battle.slain.findIndex((x) => x.id === s.id) !== i) c.fail([...at, 'id'], `${s.id} is slain twice or still fights`);
    if (s.by !== null && !sideIn(facts, s.by)) c.fail([...at, 'by'], `no character ${JSON.stringify(s.by)} in this battle`);
  });
  for (const side of SIDES) {
    const missing = legions[side].pieces.find((p) => !facts.pieces.has(p.id) && !facts.slain.has(p.id));
    if (missing) c.fail([...AT, 'pieces'], `${missing.name} ${missing.id} of the ${side}'s legion is neither fighting nor slain`);
  }
  checkCarry(c, battle, facts);
}

/** Rules 10.8, A38, 27.5: the seats playing the sides (the engagement's, a Neutral legion's player; in the final
 * battle the God's keeper, a Titan-player) and the owners of the two legions. */
function checkSides(c: Checker, battle: GodsBattleState, legions: Legions): void {
  const final = c.state.finalBattle !== null;
  const sides = engagementSides(c.state);
  for (const side of SIDES) {
    c.seat([...AT, 'players', side], battle.players[side]);
    const player = final && side === 'defender' ? null : sides?.[side];
    if (player !== undefined && player !== null && battle.players[side] !== player) c.fail([...AT, 'players', side], `${battle.players[side]}, but ${player} plays the ${side} (10.8, A38)`);
    // 27.5: the God's side is the Titan-players' (its owner is the seat that keeps it, not the neutral God's legion).
    const owner = final && side === 'defender' ? battle.players.defender : legions[side].owner;
    if (battle.owners[side] !== owner) c.fail([...AT, 'owners', side], `${battle.owners[side]}, but the ${side}'s legion is ${owner}'s`);
    // 12.7: a side's Darkness and Cloud nativity follows its owner's role (none for a Neutral legion).
    if (battle.roles[side] !== roleOf(c.state, owner)) c.fail([...AT, 'roles', side], `${String(battle.roles[side])}, but ${owner} plays ${String(roleOf(c.state, owner))}`);
  }
  if (final && isDarklord(c.state, battle.players.defender)) c.fail([...AT, 'players', 'defender'], 'the Darklord cannot keep the God (27.5)');
  if (battle.players.attacker === battle.players.defender) c.fail([...AT, 'players'], 'one seat plays both sides (A38)');
}

/** Where a character of the battle comes from: a piece of its side's legion, or one joined by a rule; an enslaved
 * enemy fights for the other side (15.6 Slavery). */
function checkOrigin(c: Checker, joined: Joined, legions: Legions, p: GodsBattlePiece | GodsSlain, at: Keys): void {
  if (!c.character([...at, 'name'], p.name)) return;
  const home = SIDES.find((s) => legions[s].pieces.some((q) => q.id === p.id));
  const from = home ? { side: home, name: legions[home].pieces.find((q) => q.id === p.id)!.name } : joined.by.get(p.id);
  if (!from) return c.fail([...at, 'id'], `${p.id} is in neither legion of the engagement, nor joined the battle by a rule`);
  if (from.name !== p.name) return c.fail([...at, 'name'], `${p.id} is a ${from.name}, not a ${p.name}`);
  if (p.side !== from.side && !joined.slaves.has(p.id)) c.fail([...at, 'side'], `${p.id} fights for the ${from.side}, not the ${p.side}`);
}

/** The characters that joined the battle by a rule — the reinforcement (17), a summoned Lord (18), a spell's Demon
 * (15.6) — by id, and the enemies enslaved (15.6 Slavery). */
interface Joined {
  readonly by: ReadonlyMap<string, { readonly side: GodsSide; readonly name: string }>;
  readonly slaves: ReadonlySet<string>;
}

function joinedOf(battle: GodsBattleState): Joined {
  const by = new Map<string, { side: GodsSide; name: string }>();
  const reinforced = battle.addons.reinforcement?.taken;
  if (reinforced) by.set(reinforced.id, { side: 'defender', name: reinforced.name });
  const summoned = battle.addons.summoning?.taken;
  if (summoned) by.set(summoned.piece, { side: 'attacker', name: summoned.name });
  const cast = castSpells(battle.addons.spells);
  const slaves = new Set<string>();
  for (const side of SIDES) {
    if (cast[side]?.effect === 'summon') by.set(demonId(side), { side, name: effectOf('summon', 'summon')!.character });
    if (cast[side]?.effect === 'enslave' && cast[side].piece !== null) slaves.add(cast[side].piece);
  }
  return { by, slaves };
}

/** Rules 13.6: hits carried from a striker on the battleland to living enemies of it there. */
function checkCarry(c: Checker, battle: GodsBattleState, facts: BattleFacts): void {
  const carry = battle.carry;
  if (!carry) return;
  const striker = facts.pieces.get(carry.striker);
  if (!striker) return c.fail([...AT, 'carry', 'striker'], `no character ${JSON.stringify(carry.striker)} on the battleland`);
  carry.targets.forEach((t, i) => {
    const target = facts.pieces.get(t);
    if (!target || target.slain || target.side === striker.side || carry.targets.indexOf(t) !== i) {
      c.fail([...AT, 'carry', 'targets', i], `${t} is no living enemy of ${striker.id} on the battleland (13.6)`);
    }
  });
  if (battle.phase !== 'strike' && battle.phase !== 'strikeback') c.fail([...AT, 'carry'], `hits carried in a ${battle.phase} phase (13.6)`);
}
