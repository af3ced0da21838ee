// Words of the Gods of Titan screen: a seat's name (its colour and shape: seat-look.ts), one legal action as a
// button's text, one event as a log line. Pure text from the engine's data — the battle add-ons' actions and events
// (spells, abilities, reinforcement, summoning) are read from their typed fields, never from strings; no rules here.
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsBattleEvent } from '../../engine/gods/battle/index.js';
import type { GodsBattleResult } from '../../engine/gods/battle/types.js';
import type { GodsEvent } from '../../engine/gods/events.js';
import type { GodsTradeGoods } from '../../engine/gods/state.js';
import { t, tn } from '../i18n/index.svelte.js';
import { addonEvent, addonLabel, type AddonWords } from './addon-labels.js';
import { namesInLog } from './battle-facts.js';
import { battleStepText } from './battle-log.js';
import { markerName } from './legion-names.js';
import { abilityName, gt, hazardName, spellName, terrainName, type GodsKey } from './i18n.js';

/** A legion as text where space is tight: its marker's short, stable name ("Red 3", "Green Tower", the God), public
 * as the board shows every marker — never its id, never its hidden characters. */
export function legionLabel(marker: string): string {
  return markerName(marker, gt);
}

/** The part a seat plays (1.2: "Titan-player", "Darklord"), named for display: the view says which (`role`). */
export function roleName(role: 'titan-player' | 'darklord'): string {
  return gt(`gods.role.${role}`);
}

/** A seat's colour name ("Red", "Black"): a colour only, whatever part the seat plays (roleName). */
export function seatName(seat: string): string {
  return ['red', 'green', 'blue', 'black', 'neutral'].includes(seat) ? gt(`gods.seat.${seat}` as GodsKey) : seat;
}

/** One side of a trade offer as text (7.2): Lifegems, spells (named by `spell`, else by id), characters,
 * permissions; "nothing" when empty. */
export function goodsText(g: GodsTradeGoods, spell: (id: string) => string = (id) => id): string {
  const parts = [
    ...(g.lifegems > 0 ? [gt('gods.trade.goodsLifegems', { n: g.lifegems })] : []),
    ...g.spells.map((id) => gt('gods.trade.goodsSpell', { spell: spell(id) })),
    ...g.characters,
    ...g.permissions.map((kind) => gt(`gods.permit.${kind}`)),
  ];
  return parts.length > 0 ? parts.join(', ') : gt('gods.trade.nothing');
}

/** One legal action as a button's text (`land` names a land, `piece` a character — of a legion or in the battle — by its id). */
export function actionLabel(a: GodsAction, land: (id: number) => string, piece: (id: string) => string): string {
  switch (a.type) {
    case 'chooseTower':
      return land(a.land);
    case 'chooseStart':
      return gt('gods.withTitan', { names: a.withTitan.join(', ') });
    case 'uncoverTitan':
      return gt('gods.uncoverTitan');
    case 'split':
      return a.parts.map((ids, i) => gt('gods.split', { names: ids.map(piece).join(', '), marker: legionLabel(a.markers[i] ?? '') })).join(' · ');
    case 'move':
      return `${a.teleport ? gt('gods.moveTeleport', { how: a.teleport }) : gt('gods.move', { steps: a.steps })}${a.exit !== null ? gt('gods.moveExit', { land: land(a.exit) }) : ''}${a.entrySide ? gt('gods.moveEntry', { side: tn('event', `side.${a.entrySide}`) }) : ''}`;
    case 'endMovement':
      return gt('gods.endMovement');
    case 'engage':
      return gt('gods.engage', { a: legionLabel(a.attacker), b: legionLabel(a.defender) });
    case 'flee':
      return gt('gods.flee');
    case 'declineFlee':
      return gt('gods.declineFlee');
    case 'propose':
      return gt(`gods.propose.${a.eliminates}`);
    case 'accept':
      return gt('gods.accept');
    case 'reject':
      return gt('gods.reject');
    case 'concede':
      return gt('gods.concede');
    case 'endEngagements':
      return gt('gods.endEngagements');
    case 'fight':
      return gt('gods.fight');
    case 'battle':
      return battleLabel(a.move, piece);
    case 'reinforce':
      return gt('gods.reinforce', { creature: a.creature });
    case 'summon':
      return gt('gods.summon', { piece: piece(a.piece), legion: legionLabel(a.legion) });
    case 'revive':
      return gt('gods.revive', { name: a.name });
    case 'takeLord':
      return gt('gods.takeLord', { lord: a.lord, legion: legionLabel(a.legion) });
    case 'pass':
      return gt('gods.pass');
    case 'muster':
      return gt('gods.muster', { legion: legionLabel(a.legion), character: a.character }) + gt(`gods.how.${a.how}`, { reveal: a.reveal.join(', ') });
    case 'spy':
      return gt('gods.spy', { legion: legionLabel(a.legion), target: legionLabel(a.target) });
    case 'permit':
      return gt('gods.permit', { grant: gt(a.granted ? 'gods.permit.grant' : 'gods.permit.refuse'), to: seatName(a.to), kind: gt(`gods.permit.${a.kind}`) });
    case 'reviveTitan':
      return gt('gods.reviveTitan', { legion: legionLabel(a.legion), elemental: a.elemental });
    case 'appear':
      return gt('gods.appear', { legion: legionLabel(a.legion) });
    case 'endTurn':
      return gt('gods.endTurn');
    case 'lend':
      return gt('gods.lend', { piece: piece(a.piece), legion: legionLabel(a.legion) });
    default:
      // an action this screen has no words for yet still gets a button, named by its type
      return (a as { readonly type: string }).type;
  }
}

/** One battle action as a button's text. */
function battleLabel(m: Extract<GodsAction, { type: 'battle' }>['move'], piece: (id: string) => string): string {
  switch (m.type) {
    case 'move':
      return gt('gods.battle.move', { piece: piece(m.piece), to: m.to });
    case 'strike':
      return gt('gods.battle.strike', { piece: piece(m.piece), target: piece(m.target), dice: m.dice, n: m.strikeNumber });
    case 'carry':
      return m.target === null ? gt('gods.battle.noCarry') : gt('gods.battle.carry', { target: piece(m.target) });
    case 'done':
      return gt('gods.battle.done');
    case 'concede':
      return gt('gods.battle.concede');
    case 'accept-concession':
      return gt('gods.battle.accept');
    default:
      return addonLabel(m, piece, WORDS);
  }
}

/** The words the add-ons' texts are made of, in the app's language. */
const WORDS: AddonWords = { gt, spell: spellName, ability: abilityName, hazard: hazardName, terrain: terrainName };

/** What a battle add-on did (15–18) as a log line, or null for the battle's other events. */
export function addonEventText(e: GodsBattleEvent): string | null {
  return addonEvent(e, WORDS);
}

/** How a battle ended, in words (10.6, 11.8, 24.7). */
export function resultText(r: GodsBattleResult): string {
  if (r.kind === 'time-out') return gt('ev.result.time-out');
  if (r.kind === 'draw') return gt(`ev.result.draw.${r.reason}`);
  return gt(`ev.result.victory.${r.reason}`, { side: gt(`ev.side.${r.winner}`) });
}

/** Names a battle character of a run of events: by `piece` (what the screen saw of the battle), else as the events
 * name it themselves, else as someone. */
export function godsPieceNamer(events: readonly GodsEvent[], piece: (id: string) => string | null): (id: string) => string {
  const told = namesInLog(events);
  return (id) => piece(id) ?? told.get(id) ?? gt('ev.b.someone');
}

/** A run of events as the log's lines (null texts left out), each by eventText — but an engagement whose battle a
 * concession ended is said to be conceded, not resolved by the battle (10.6) — and a battle's steps by battleStepText,
 * its characters named by `piece` (what the screen saw of the battle) or, failing that, by the log itself. */
export function logLines(events: readonly GodsEvent[], name: (seat: string) => string, land: (id: number) => string, piece: (id: string) => string | null = () => null): { readonly type: string; readonly text: string }[] {
  const pieceName = godsPieceNamer(events, piece);
  let conceded = false;
  const out: { type: string; text: string }[] = [];
  for (const e of events) {
    if (e.type === 'battleOver') conceded = e.result.kind === 'victory' && e.result.reason === 'concession';
    const text = e.type === 'resolved' && e.how === 'battle' && conceded ? gt('ev.resolved', { land: land(e.land), how: gt('ev.how.battleConceded') }) : eventText(e, name, land);
    if (e.type === 'battleStep') out.push(...e.events.flatMap((b) => ((t) => (t === null ? [] : [{ type: `b-${b.type}`, text: t }]))(battleStepText(b, pieceName) ?? addonEventText(b))));
    else if (text !== null) out.push({ type: e.type, text });
  }
  return out;
}

/** A run of steps (a review's move list) in the log's words, each step's lines by logLines: a battle's characters
 * named as the steps up to it told them (the battle's start names them all, to those it was revealed to, 10.8.4). */
export function stepLines(steps: readonly (readonly GodsEvent[])[], name: (seat: string) => string, land: (id: number) => string): string[][] {
  const told = new Map<string, string>();
  return steps.map((events) => {
    for (const [id, n] of namesInLog(events)) told.set(id, n);
    return logLines(events, name, land, (id) => told.get(id) ?? null).map((l) => l.text);
  });
}

/** Whether a seat's player goes by its colour's name ("Blue", the default): a line about its legion, named by that
 * colour already ("Blue 2"), then leaves the player's name out — "Blue 2 moves …", not "Blue moves Blue 2 …". */
function namedByColour(seat: string, name: (seat: string) => string): boolean {
  return name(seat).trim().toLowerCase() === seatName(seat).toLowerCase();
}

/** One event as a log line, or null for the ones the log leaves out (battle steps are shown by the battle). */
export function eventText(e: GodsEvent, name: (seat: string) => string, land: (id: number) => string): string | null {
  switch (e.type) {
    case 'gameStart':
      return gt('ev.gameStart', { dark: e.darklord ? gt('ev.withDarklord') : '' });
    case 'towerChosen':
      return gt('ev.towerChosen', { name: name(e.seat), land: land(e.land) });
    case 'started':
      return gt('ev.started', { name: name(e.seat) });
    case 'titanUncovered':
      return gt('ev.titanUncovered', { name: name(e.seat) });
    case 'split':
      return gt(namedByColour(e.seat, name) ? 'ev.splitBare' : 'ev.split', { name: name(e.seat), legion: legionLabel(e.legion), markers: e.markers.map(legionLabel).join(', ') });
    case 'moved':
      return gt(namedByColour(e.seat, name) ? (e.teleport ? 'ev.movedTeleportBare' : 'ev.movedBare') : e.teleport ? 'ev.movedTeleport' : 'ev.moved', { name: name(e.seat), legion: legionLabel(e.legion), from: land(e.from), to: land(e.to) });
    case 'phase':
      return gt('ev.phase', { name: name(e.seat), phase: gt(`gods.phase.${e.phase}` as GodsKey), round: e.round });
    case 'engagement':
      return gt('ev.engagement', { land: land(e.land), a: legionLabel(e.attacker), b: legionLabel(e.defender) });
    case 'fleeDeclined':
      return gt('ev.fleeDeclined', { name: name(e.by) });
    case 'proposal':
      return gt('ev.proposal', { name: name(e.by) });
    case 'proposalRejected':
      return gt('ev.proposalRejected', { name: name(e.by) });
    case 'resolved':
      return gt('ev.resolved', { land: land(e.land), how: gt(`ev.how.${e.how}`) });
    case 'scored':
      return gt('ev.scored', { name: name(e.seat), points: e.points, lifegems: e.lifegems });
    case 'battle':
      return gt('ev.battle', { land: land(e.at) });
    case 'battleOver':
      return gt('ev.battleOver', { land: land(e.at), result: resultText(e.result) });
    case 'mustered':
      return gt('ev.mustered', { name: name(e.seat), character: e.character, legion: legionLabel(e.legion) });
    case 'experience':
      return gt('ev.experience', { name: name(e.seat), ep: e.ep, total: e.total });
    case 'playerOut':
      return gt('ev.playerOut', { name: name(e.seat) });
    case 'gameOver': {
      const who = e.winner ? gt('ev.gameOver', { name: name(e.winner) }) : gt('gods.overDraw');
      const totals = e.totals ? ` ${gt('gods.totals', { list: Object.entries(e.totals).map(([seat, n]) => `${name(seat)} ${n}`).join(', ') })}` : '';
      return `${who} ${gt(`gods.end.${e.reason}`)}${totals}`;
    }
    case 'elemental':
      return gt('ev.elemental', { name: name(e.seat), elemental: e.name });
    case 'stoppedShort':
      return gt('ev.stoppedShort', { legion: legionLabel(e.legion), land: land(e.at) });
    case 'withdrew':
      return gt('ev.withdrew', { legion: legionLabel(e.legion), land: land(e.from) });
    case 'splitVoid':
      return gt('ev.splitVoid', { legion: legionLabel(e.legion) });
    case 'elementalTaken':
      return gt('ev.elementalTaken', { name: name(e.seat), elemental: e.name });
    case 'elementalDestroyed':
      return gt('ev.elementalDestroyed', { elemental: e.name });
    case 'darkTitanAppears':
      return gt('ev.darkTitanAppears', { marker: legionLabel(e.marker) });
    case 'phantom':
      return gt('ev.phantom', { name: name(e.seat), marker: legionLabel(e.marker) });
    case 'appearAwaited':
      return gt('ev.appearAwaited', { name: name(e.seat), master: e.master });
    case 'trophies':
      return gt('ev.trophies', { name: name(e.seat), legion: legionLabel(e.legion), power: e.power, names: e.names.join(', ') || '—' });
    case 'trophiesReturned':
      return gt('ev.trophiesReturned', { name: name(e.seat), names: e.returned.map((t) => gt('gods.trophy', { name: t.name, owner: name(t.owner) })).join(', ') });
    case 'battleBegins':
      return gt('ev.battleBegins', { land: land(e.at) });
    case 'reinforced':
      return gt('ev.reinforced', { name: name(e.seat), legion: legionLabel(e.legion), creature: e.creature });
    case 'summoned':
      return gt('ev.summoned', { name: name(e.seat), legion: legionLabel(e.legion), creature: e.name });
    case 'revived':
      return gt('ev.revived', { name: name(e.seat), legion: legionLabel(e.legion), creature: e.name });
    case 'lordAcquired':
      return gt('ev.lordAcquired', { name: name(e.seat), legion: legionLabel(e.legion), creature: e.lord });
    case 'spied':
      return gt('ev.spied', { legion: legionLabel(e.legion), target: legionLabel(e.target) });
    case 'permission':
      return gt('ev.permission', { name: name(e.by), granted: gt(e.granted ? 'ev.granted' : 'ev.refused'), to: name(e.to), kind: gt(`gods.permit.${e.kind}`) });
    case 'leftDarktower':
      return gt('ev.leftDarktower', { legion: legionLabel(e.legion), tower: legionLabel(e.tower) });
    case 'towerCaptured':
      return gt('ev.towerCaptured', { name: name(e.seat), land: land(e.land) });
    case 'towerStrengthened':
      return gt('ev.towerStrengthened', { name: name(e.seat), tower: legionLabel(e.tower), height: e.height });
    case 'returnedToPool':
      return gt('ev.returnedToPool', { name: name(e.seat), names: e.names.join(', ') });
    case 'godChallenged':
      return gt('ev.godChallenged', { legion: legionLabel(e.legion) });
    case 'defenderLent':
      return gt('ev.defenderLent', { name: name(e.seat), creature: e.name, legion: legionLabel(e.legion) });
    case 'defencePassed':
      return gt('ev.defencePassed', { name: name(e.seat) });
    case 'finalBattleOver':
      return gt(e.darklordWins ? 'ev.skycastleTaken' : 'ev.skycastleHeld');
    case 'titanRevived':
      return gt('ev.titanRevived', { name: name(e.seat), elemental: e.elemental });
    case 'tradeOffered':
      return gt('ev.tradeOffered', { from: name(e.from), to: name(e.to), gives: goodsText(e.gives), asks: goodsText(e.asks) });
    case 'tradeClosed':
      return gt(`ev.trade.${e.how}`, { from: name(e.from), to: name(e.to) });
    case 'quit':
      return gt('ev.quit', { name: name(e.seat) });
    case 'timeUp':
      return t(`event.timeUp.${e.clock}`, { name: name(e.seat) });
    case 'undo':
      return tn('event', e.action === 'all' ? 'undoAll' : 'undo', { player: name(e.seat) });
    case 'battleStep':
    case 'legionContents':
    case 'inspected':
      return null;
    default:
      // an event this screen has no words for yet is still logged, by its type
      return gt('ev.other', { type: (e as { readonly type: string }).type });
  }
}
