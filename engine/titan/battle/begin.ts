// The start of a battle (§10): both legions become pieces waiting to enter, the attacker's entry side is fixed
// (Bottom in a Tower, §10.2), Titans get their power for the whole battle (§19.1), and the first maneuver phase of
// round 1 begins: the variant's first mover's (classic: the defender's, §10.3; in a Tower its deployment, §10.2).
import type { EntrySide } from '../../family/types.js';
import type { GameEvent } from '../events.js';
import { legionOf } from '../game/context.js';
import { reveal } from '../knowledge.js';
import type { BattlePiece, BattleState, GameState } from '../state.js';
import { battlelandDef, landDef } from '../variants/lookup.js';
import { type Side, variantOf, waitingPiece } from './common.js';
import { TITAN_BATTLE } from './phases.js';

/** Builds the waiting pieces of one legion: ids "a1".. / "d1".. in legion order. */
function piecesOf(state: GameState, marker: string, side: Side): BattlePiece[] {
  const legion = legionOf(state, marker);
  return legion.creatures.map((creature, i) => waitingPiece(state, legion.owner, creature, side, i + 1));
}

/** Starts the battle of the current engagement: called by the main reducer when a side demands to fight. */
export function beginBattle(state: GameState, events: GameEvent[]): GameState {
  const engagement = state.engagement;
  if (!engagement) throw new Error('beginBattle without an engagement');
  const variant = variantOf(state);
  const terrain = landDef(variant, engagement.land).terrain;
  const battleland = battlelandDef(variant, terrain);
  const tower = battleland.tower;
  const attackerLegion = legionOf(state, engagement.attacker);
  const entry: EntrySide | null = tower ? 'Bottom' : attackerLegion.entrySide;
  if (!entry) throw new Error(`attacking legion ${engagement.attacker} has no entry side`);
  const attackers = piecesOf(state, engagement.attacker, 'attacker');
  const defenders = piecesOf(state, engagement.defender, 'defender');
  const battle: BattleState = {
    land: engagement.land,
    terrain,
    attacker: engagement.attacker,
    defender: engagement.defender,
    attackerEntry: entry,
    round: 1,
    active: variant.rules.firstMover(1, battleland),
    phase: 'maneuver',
    pieces: [...defenders, ...attackers],
    nextPieceId: Math.max(attackers.length, defenders.length) + 1,
    carry: null,
    summon: 'waiting',
    reinforced: false,
    reinforcementDeclined: false,
    slainValue: { attacker: 0, defender: 0 },
    slainCreatures: { attacker: [], defender: [] },
  };
  events.push({ type: 'battleStart', land: engagement.land, terrain, attacker: engagement.attacker, defender: engagement.defender, entry });
  // §9.1: a battle is fought in view of every player.
  const everyone = state.players.map((p) => p.id);
  let knowledge = state.knowledge;
  for (const marker of [engagement.attacker, engagement.defender]) {
    const creatures = legionOf(state, marker).creatures;
    events.push({ type: 'reveal', marker, creatures: [...creatures], reason: 'battle' });
    knowledge = reveal(knowledge, everyone, marker, creatures);
  }
  const started: GameState = { ...state, knowledge, engagement: { ...engagement, stage: 'battle' }, battle };
  return TITAN_BATTLE.startManeuver(started, events);
}
