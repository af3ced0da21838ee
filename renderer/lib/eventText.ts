// Turns engine events into one line of log text in the UI language.
import type { GameEvent } from '../../engine/titan/events.js';
import { t, tn } from '../i18n/index.svelte.js';
import { pieceCreatures } from './piece-names.js';

const list = (names: readonly string[]): string => (names.length ? names.map((n) => tn('creature', n)).join(', ') : '—');

/** One log line for an event; `player` turns a player id into his name, `piece` a battle piece id into a creature. */
export function describeEvent(ev: GameEvent, player: (id: string | null) => string, piece: (id: string) => string): string {
  switch (ev.type) {
    case 'towers':
      return t('event.towers', { list: ev.rolls.map((r) => `${player(r.player)} ${r.tower}`).join(', '), order: ev.order.map(player).join(' → ') });
    case 'initialSplit':
      return t('event.initialSplit', { player: player(ev.player), markers: ev.markers.join(', ') });
    case 'turnStart':
      return t('event.turnStart', { player: player(ev.player), round: ev.round });
    case 'split':
      return t('event.split', { player: player(ev.player), marker: ev.marker, newMarker: ev.newMarker, count: ev.count });
    case 'roll':
      return t(ev.mulligan ? 'event.mulligan' : 'event.roll', { player: player(ev.player), roll: ev.roll });
    case 'move':
      return t(ev.teleport ? 'event.teleport' : 'event.move', { marker: ev.marker, from: ev.from, to: ev.to, revealed: list(ev.revealed) });
    case 'splitAborted':
      return t('event.splitAborted', { marker: ev.marker, into: ev.into });
    case 'recombine':
      return t('event.recombine', { marker: ev.marker, into: ev.into });
    case 'undo':
      return t(ev.action === 'all' ? 'event.undoAll' : 'event.undo', { player: player(ev.player) });
    case 'engage':
      return t('event.engage', { land: ev.land, attacker: ev.attacker, defender: ev.defender });
    case 'reveal':
      return t('event.reveal', { marker: ev.marker, creatures: list(ev.creatures) });
    case 'flee':
      return t('event.flee', { marker: ev.marker });
    case 'proposal':
      return t('event.proposal', { player: player(ev.from), attacker: list(ev.attackerLosses), defender: list(ev.defenderLosses) });
    case 'agreement':
      return t('event.agreement', { attacker: list(ev.attackerLosses), defender: list(ev.defenderLosses) });
    case 'concede':
      return t('event.concede', { marker: ev.marker });
    case 'battleStart':
      return t('event.battleStart', { land: ev.land, terrain: tn('terrain', ev.terrain), attacker: ev.attacker, defender: ev.defender });
    case 'battlePhase':
      return t('event.battlePhase', { round: ev.round, side: t(ev.active === 'attacker' ? 'battle.attacker' : 'battle.defender'), phase: tn('phase', ev.phase) });
    case 'battleMove':
      return ev.from === null ? t('event.battleEnter', { creature: tn('creature', ev.creature), to: ev.to }) : t('event.battleMove', { creature: tn('creature', ev.creature), from: ev.from, to: ev.to });
    case 'strike':
      return t(ev.rangestrike ? 'event.rangestrike' : 'event.strike', { piece: piece(ev.piece), target: piece(ev.target), dice: ev.dice.join(' '), sn: ev.strikeNumber, hits: ev.hits });
    case 'carry':
      return t('event.carry', { piece: piece(ev.piece), target: piece(ev.target), hits: ev.hits });
    case 'damage':
      return t('event.damage', { piece: piece(ev.piece), hits: ev.hits });
    case 'slain':
      return t('event.slain', { creature: tn('creature', ev.creature) });
    case 'removed':
      return t('event.removed', { count: ev.pieces.length });
    case 'reinforcementReturned':
      return t('event.reinforcementReturned', { creature: tn('creature', ev.creature) });
    case 'summon':
      return t('event.summon', { marker: ev.marker, from: ev.from, creature: tn('creature', ev.creature) });
    case 'reinforce':
      return t('event.reinforce', { marker: ev.marker, creature: tn('creature', ev.creature) });
    case 'battleEnd':
      return t('event.battleEnd', { winner: ev.winner ?? '—', reason: tn('event', `reason.${ev.reason}`) });
    case 'engagementResolved':
      return t('event.engagementResolved', { land: ev.land, winner: ev.winner ?? '—', points: ev.points });
    case 'score':
      return t(ev.half ? 'event.scoreHalf' : 'event.score', { player: player(ev.player), points: ev.points, total: ev.total });
    case 'acquire':
      return t('event.acquire', { marker: ev.marker, creature: tn('creature', ev.creature) });
    case 'recruit':
      return t('event.recruit', { marker: ev.marker, creature: tn('creature', ev.creature), recruiters: list(ev.recruiters) });
    case 'legionEliminated':
      return t('event.legionEliminated', { marker: ev.marker, player: player(ev.owner) });
    case 'titanSlain':
      return t('event.titanSlain', { player: player(ev.player), by: player(ev.by) || '—' });
    case 'playerEliminated':
      return t('event.playerEliminated', { player: player(ev.player) });
    case 'trimmed':
      return t('event.trimmed', { marker: ev.marker, creatures: list(ev.removed) });
    case 'timeUp':
      return t(`event.timeUp.${ev.clock}`, { name: player(ev.player) });
    case 'gameOver':
      return t('event.gameOver', { winner: player(ev.winner) || '—' });
  }
}

/** Names the battle pieces of a run of a log's events by creature: as the log named them in event `i`'s battle, else
 * as `pieces` (the battle on the board) has them, else by id. */
export function pieceNamer(events: readonly GameEvent[], pieces: readonly { readonly id: string; readonly creature: string }[]): (i: number, id: string) => string {
  const named = pieceCreatures(events);
  return (i, id) => {
    const c = named[i]?.get(id) ?? pieces.find((p) => p.id === id)?.creature;
    return c ? tn('creature', c) : id;
  };
}

/** A run of a log's events as its lines (the game's log and the review's), battle pieces named by `pieceNamer`. */
export function describeEvents(events: readonly GameEvent[], player: (id: string | null) => string, pieces: readonly { readonly id: string; readonly creature: string }[]): string[] {
  const piece = pieceNamer(events, pieces);
  return events.map((ev, i) => describeEvent(ev, player, (id) => piece(i, id)));
}
