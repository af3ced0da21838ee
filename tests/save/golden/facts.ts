// The position a golden save holds, as facts a player could check on the board: who is where with what, the
// scores, the battle's pieces and the choice pending. The golden-save test compares the facts of a loaded save with
// the ones recorded when the save was written; these functions follow the current state shape, the recorded facts
// never change.
import type { ArenaState } from '../../../engine/arena/index.js';
import type { GodsState } from '../../../engine/gods/state.js';
import type { GameState } from '../../../engine/titan/state.js';

/** Plain-JSON facts of one position. */
export type Facts = Readonly<Record<string, unknown>>;

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** The facts of a TITAN position (classic or Titan Variant). */
export function titanFacts(s: GameState): Facts {
  const b = s.battle;
  const e = s.engagement;
  return {
    stateId: s.stateId,
    round: s.round,
    phase: s.phase,
    mover: s.players[s.active]?.id ?? null,
    roll: s.turn.roll,
    players: s.players.map((p) => ({ id: p.id, score: p.score, alive: p.alive, tower: p.tower, markers: p.markers.length })),
    legions: Object.values(s.legions)
      .map((l) => ({ marker: l.marker, owner: l.owner, land: l.land, creatures: sorted(l.creatures), moved: l.moved }))
      .sort((x, y) => (x.marker < y.marker ? -1 : 1)),
    caretaker: s.caretaker,
    engagement: e ? { land: e.land, attacker: e.attacker, defender: e.defender, stage: e.stage } : null,
    battle: b
      ? {
          round: b.round,
          active: b.active,
          phase: b.phase,
          pieces: b.pieces.map((p) => ({ id: p.id, creature: p.creature, side: p.side, hex: p.hex, hits: p.hits, slain: p.slain })),
          carry: b.carry ? { striker: b.carry.striker, hits: b.carry.hits, targets: sorted(b.carry.targets) } : null,
          summon: b.summon,
        }
      : null,
    winner: s.winner,
  };
}

/** The facts of a Titan: The Arena position. */
export function arenaFacts(s: ArenaState): Facts {
  return {
    stateId: s.stateId,
    round: s.round,
    phase: s.phase,
    active: s.players[s.active]?.id ?? null,
    step: s.turn.step,
    players: s.players.map((p) => ({ id: p.id, hand: sorted(p.hand), chips: p.chips, handLimit: p.handLimit })),
    alive: s.alive,
    columns: s.columns,
    bets: s.bets.map((b) => ({ player: b.player, creature: b.creature, value: b.value, secret: b.secret, revealed: b.revealed })),
    deck: s.deck.length,
    discard: s.discard.length,
    winner: s.winner,
    result: s.result,
  };
}

/** The facts of a Gods of Titan position: the turn, each seat's counts, every legion, the engagement and its battle. */
export function godsFacts(s: GodsState): Facts {
  const e = s.engagement;
  const b = e?.battle ?? null;
  return {
    stateId: s.stateId,
    round: s.round,
    phase: s.phase,
    mover: s.players[s.active]?.id ?? null,
    players: s.players.map((p) => ({
      id: p.id, tower: p.tower, score: p.score, lifegems: p.lifegems, ep: p.ep, markers: p.markers.length,
      spells: p.spells.length, titanUncovered: p.titanUncovered, out: p.out, started: p.started,
      // state version 4 (16.5): only where a seat holds trophies, so that the facts of older saves stay as recorded
      ...(p.trophies.length > 0 ? { trophies: sorted(p.trophies.map((t) => `${t.name} of ${t.owner}`)) } : {}),
    })),
    legions: s.legions
      .map((l) => {
        const kills = l.pieces.filter((p) => p.kills !== undefined).map((p) => `${p.name} ${p.kills ?? 0}`);
        return { marker: l.marker, owner: l.owner, land: l.land, tower: l.tower, pieces: sorted(l.pieces.map((p) => p.name)), moved: l.moved?.from ?? null, ...(kills.length > 0 ? { kills } : {}) };
      })
      .sort((x, y) => (x.marker < y.marker ? -1 : 1)),
    // state version 4 (24.4, 23.7): only while a Master waits for its legion
    ...(s.appearing.length > 0 ? { appearing: s.appearing.map((c) => `${c.master} of ${c.seat}`) } : {}),
    // state version 4 (TITAN §21): only in a shortened game, and why a game ended only where it was recorded
    ...(s.gameLength.turnLimit !== null || s.gameLength.pointTarget !== null ? { gameLength: s.gameLength } : {}),
    ...(s.endReason !== null ? { endReason: s.endReason, winner: s.winner } : {}),
    // state version 5: only where actions wait to be taken back (engine/gods/undo.ts)
    ...(s.undo.length > 0 ? { undo: s.undo.length } : {}),
    fought: sorted(s.fought),
    engagement: e ? { land: e.land, attacker: e.attacker, defender: e.defender, proposal: e.proposal, aftermath: e.aftermath?.steps ?? null } : null,
    battle: b
      ? {
          round: b.round,
          active: b.active,
          phase: b.phase,
          pieces: b.pieces.map((p) => ({ id: p.id, name: p.name, side: p.side, hex: p.hex, hits: p.hits, slain: p.slain })),
          slain: b.slain.map((p) => p.id),
          carry: b.carry ? { striker: b.carry.striker, hits: b.carry.hits, targets: sorted(b.carry.targets) } : null,
        }
      : null,
    darkTitanAppeared: s.darkTitanAppeared,
    winner: s.winner,
  };
}
