// Gods of Titan's record lines (docs/notation.md): one verb per action, legions by marker ("red-2"), lands by number,
// pieces by their ids ("p82"), hexes by label, characters, spells and Lords by name; a battle action after "in
// battle:" with verbs of its own, trade goods as "3 lifegems + spell Fire + character Amazon + permission hiding".
import type { EntrySide } from '../family/types.js';
import { carryVerb, takeBackVerb, timeUpVerb } from '../family/notation-verbs.js';
import type { ModuleNotation } from '../platform/module.js';
import { bare, intOf, namesOf, namesText, readVerb, verbNotation, writeVerb, type Verbs } from '../platform/notation-verbs.js';
import type { GodsAction, GodsMusterHow } from './actions.js';
import { GODS_SINGLE_USE_ABILITIES } from './data/ability-ids.js';
import { GODS_SEATS } from './data/seats.js';
import type { GodsBattleMove } from './engagement/types.js';
import type { GodsUsedAbility } from './battle/addon-shapes.js';
import type { GodsPermissionKind, GodsSeat, GodsState, GodsTeleport, GodsTradeGoods } from './state.js';

const pick = <T extends string>(list: readonly T[], text: string | undefined): T | null => list.find((x) => x === text) ?? null;
const SIDES: readonly EntrySide[] = ['Left', 'Right', 'Bottom'];
const TELEPORTS: readonly GodsTeleport[] = ['tower', 'titan-tower', 'titan-battle', 'titan-free', 'darkland'];
const KINDS: readonly GodsPermissionKind[] = ['hiding', 'darktower'];
const HOWS: readonly GodsMusterHow[] = ['creature', 'hire', 'summon', 'sacrifice'];
const ABILITIES: readonly GodsUsedAbility[] = [...GODS_SINGLE_USE_ABILITIES.filter((a) => a !== 'stone-cold'), 'necromancy'] as GodsUsedAbility[];
const seatOf = (text: string | undefined): GodsSeat | null => pick(GODS_SEATS, text);

/** Trade goods as one readable list. */
function goodsText(g: GodsTradeGoods): string {
  const items = [
    ...(g.lifegems > 0 ? [`${g.lifegems} lifegems`] : []),
    ...g.spells.map((s) => `spell ${s}`),
    ...g.characters.map((c) => `character ${c}`),
    ...g.permissions.map((p) => `permission ${p}`),
  ];
  return items.length === 0 ? 'nothing' : items.join(' + ');
}

/** The goods `goodsText` wrote, or null. */
function goodsOf(text: string | undefined): GodsTradeGoods | null {
  if (text === undefined) return null;
  const goods = { lifegems: 0, spells: [] as string[], characters: [] as string[], permissions: [] as GodsPermissionKind[] };
  if (text === 'nothing') return goods;
  for (const item of text.split(' + ')) {
    const m = /^(?:(\d+) lifegems|spell (.+)|character (.+)|permission (.+))$/.exec(item);
    if (!m) return null;
    if (m[1] !== undefined) goods.lifegems = Number(m[1]);
    if (m[2] !== undefined) goods.spells.push(m[2]);
    if (m[3] !== undefined) goods.characters.push(m[3]);
    const kind = pick(KINDS, m[4]);
    if (m[4] !== undefined && !kind) return null;
    if (kind) goods.permissions.push(kind);
  }
  return goods;
}

const BATTLE: Verbs<GodsBattleMove> = {
  move: { write: (a) => `moves ${a.piece} → ${a.to}`, pattern: /moves (\S+) → (\S+)/, build: ([p, to]) => (p && to ? { piece: p, to } : null) },
  strike: {
    write: (a) => `strikes ${a.piece} → ${a.target} at ${a.strikeNumber} with ${a.dice} dice`,
    pattern: /strikes (\S+) → (\S+) at (\d+) with (\d+) dice/,
    build: ([p, t, n, d]) => (p && t && intOf(n) !== null && intOf(d) !== null ? { piece: p, target: t, strikeNumber: intOf(n) ?? 0, dice: intOf(d) ?? 0 } : null),
  },
  carry: carryVerb,
  done: bare('is done'),
  concede: bare('concedes'),
  'accept-concession': bare('accepts the concession'),
  castSpell: {
    write: (a) =>
      `casts ${a.spell} by ${a.caster}` +
      (a.piece !== undefined ? ` on ${a.piece}` : '') +
      (a.hex !== undefined ? ` at ${a.hex}` : '') +
      (a.hazard !== undefined ? ` making ${a.hazard}` : '') +
      (a.rounds !== undefined ? ` moving rounds ${a.rounds}` : '') +
      (a.land !== undefined ? ` into ${a.land}` : '') +
      (a.turns !== undefined ? ` turned ${a.turns}` : '') +
      (a.dice !== undefined ? ` with ${a.dice} dice` : ''),
    pattern: /casts (.+?) by (\S+)(?: on (\S+))?(?: at (\S+))?(?: making (.+?))?(?: moving rounds (-?\d+))?(?: into (.+?))?(?: turned (\d+))?(?: with (\d+) dice)?/,
    build: ([spell, caster, piece, hex, hazard, rounds, land, turns, dice]) => {
      if (!spell || !caster) return null;
      const r = intOf(rounds);
      const t = intOf(turns);
      const d = intOf(dice);
      return {
        spell,
        caster,
        ...(piece !== undefined ? { piece } : {}),
        ...(hex !== undefined ? { hex } : {}),
        ...(hazard !== undefined ? { hazard } : {}),
        ...(r !== null ? { rounds: r } : {}),
        ...(land !== undefined ? { land } : {}),
        ...(t !== null ? { turns: t } : {}),
        ...(d !== null ? { dice: d } : {}),
      };
    },
  },
  chaosSwap: { write: (a) => `swaps ${a.pieces[0]} ↔ ${a.pieces[1]}`, pattern: /swaps (\S+) ↔ (\S+)/, build: ([x, y]) => (x && y ? { pieces: [x, y] as const } : null) },
  painchainLink: { write: (a) => `chains → ${a.target}`, pattern: /chains → (\S+)/, build: ([t]) => (t ? { target: t } : null) },
  useAbility: {
    write: (a) => `uses ${a.ability} with ${a.piece}` + (a.target !== undefined ? ` on ${a.target}` : '') + (a.hex !== undefined ? ` at ${a.hex}` : ''),
    pattern: /uses (\S+) with (\S+)(?: on (\S+))?(?: at (\S+))?/,
    build: ([ab, piece, target, hex]) => {
      const ability = pick(ABILITIES, ab);
      return ability && piece ? { ability, piece, ...(target !== undefined ? { target } : {}), ...(hex !== undefined ? { hex } : {}) } : null;
    },
  },
  mount: { write: (a) => `mounts ${a.rider} on ${a.pegasus}`, pattern: /mounts (\S+) on (\S+)/, build: ([r, p]) => (r && p ? { rider: r, pegasus: p } : null) },
  stoneCold: {
    write: (a) => (a.petrify ? `turns ${a.piece} to stone` : `lets ${a.piece} take the roll`),
    pattern: /turns (\S+) to stone|lets (\S+) take the roll/,
    build: ([s, t]) => (s ? { piece: s, petrify: true } : t ? { piece: t, petrify: false } : null),
  },
  reinforce: { write: (a) => `reinforces with ${a.creature} at ${a.hex}`, pattern: /reinforces with (.+) at (\S+)/, build: ([c, h]) => (c && h ? { creature: c, hex: h } : null) },
  summon: { write: (a) => `summons ${a.piece} from ${a.legion} at ${a.hex}`, pattern: /summons (\S+) from (\S+) at (\S+)/, build: ([p, l, h]) => (p && l && h ? { piece: p, legion: l, hex: h } : null) },
};

const VERBS: Verbs<GodsAction> = {
  chooseTower: { write: (a) => `takes the Tower ${a.land}`, pattern: /takes the Tower (\d+)/, build: ([l]) => (intOf(l) === null ? null : { land: intOf(l) ?? 0 }) },
  chooseStart: { write: (a) => `starts with the Titan: ${namesText(a.withTitan)}`, pattern: /starts with the Titan: (.+)/, build: ([n]) => (n ? { withTitan: namesOf(n) } : null) },
  uncoverTitan: bare('uncovers the Titan'),
  split: {
    write: (a) => `splits ${a.legion} → ${a.markers.map((m, i) => `${m}: ${namesText(a.parts[i] ?? [])}`).join(' / ')}`,
    pattern: /splits (\S+) → (.+)/,
    build: ([legion, rest]) => {
      if (!legion || !rest) return null;
      const parts = rest.split(' / ').map((p) => /^(\S+): (.+)$/.exec(p));
      if (parts.some((p) => !p?.[1] || !p[2])) return null;
      return { legion, markers: parts.map((p) => p?.[1] ?? ''), parts: parts.map((p) => namesOf(p?.[2] ?? '')) };
    },
  },
  move: {
    write: (a) =>
      `moves ${a.legion} → ${a.to} in ${a.steps} steps` +
      (a.exit !== null ? ` out by ${a.exit}` : '') +
      (a.teleport !== null ? ` by ${a.teleport} teleport` : '') +
      (a.entrySide !== undefined ? ` entering ${a.entrySide}` : ''),
    pattern: /moves (\S+) → (\d+) in (\d+) steps(?: out by (\d+))?(?: by (\S+) teleport)?(?: entering (\S+))?/,
    build: ([legion, to, steps, exit, tp, side]) => {
      const land = intOf(to);
      const n = intOf(steps);
      const teleport = pick(TELEPORTS, tp);
      const entrySide = pick(SIDES, side);
      if (!legion || land === null || n === null || (tp !== undefined && !teleport) || (side !== undefined && !entrySide)) return null;
      return { legion, to: land, steps: n, exit: intOf(exit), teleport, ...(entrySide ? { entrySide } : {}) };
    },
  },
  endMovement: bare('ends the movement'),
  engage: { write: (a) => `attacks ${a.defender} with ${a.attacker}`, pattern: /attacks (\S+) with (\S+)/, build: ([d, x]) => (d && x ? { defender: d, attacker: x } : null) },
  flee: bare('flees'),
  declineFlee: bare('stays'),
  propose: {
    write: (a) => `proposes eliminating ${a.eliminates}`,
    pattern: /proposes eliminating (attacker|defender|both)/,
    build: ([e]) => (e === 'attacker' || e === 'defender' || e === 'both' ? { eliminates: e } : null),
  },
  accept: bare('accepts'),
  reject: bare('rejects'),
  concede: bare('concedes'),
  endEngagements: bare('ends the engagements'),
  fight: bare('fights'),
  battle: {
    write: (a) => `in battle: ${writeVerb(BATTLE, a.move)}`,
    pattern: /in battle: (.+)/,
    build: ([text]) => {
      const move = text === undefined ? null : readVerb(BATTLE, text);
      return move ? { move } : null;
    },
  },
  reinforce: {
    write: (a) => `reinforces with ${a.creature} showing ${namesText(a.reveal)}`,
    pattern: /reinforces with (.+?) showing (.+)/,
    build: ([c, r]) => (c && r ? { creature: c, reveal: namesOf(r) } : null),
  },
  summon: { write: (a) => `summons ${a.piece} from ${a.legion}`, pattern: /summons (\S+) from (\S+)/, build: ([p, l]) => (p && l ? { piece: p, legion: l } : null) },
  revive: { write: (a) => `revives ${a.name}`, pattern: /revives (?!the Titan in )(.+)/, build: ([n]) => (n ? { name: n } : null) },
  takeLord: { write: (a) => `takes the Lord ${a.lord} into ${a.legion}`, pattern: /takes the Lord (.+) into (\S+)/, build: ([l, g]) => (l && g ? { lord: l, legion: g } : null) },
  pass: bare('passes'),
  spy: { write: (a) => `spies on ${a.target} with ${a.legion}`, pattern: /spies on (\S+) with (\S+)/, build: ([t, l]) => (t && l ? { target: t, legion: l } : null) },
  permit: {
    write: (a) => (a.granted ? `grants ${a.to} ${a.kind}` : `withdraws ${a.kind} from ${a.to}`),
    pattern: /grants (\S+) (\S+)|withdraws (\S+) from (\S+)/,
    build: ([gTo, gKind, wKind, wTo]) => {
      const granted = gTo !== undefined;
      const to = seatOf(granted ? gTo : wTo);
      const kind = pick(KINDS, granted ? gKind : wKind);
      return to && kind ? { to, kind, granted } : null;
    },
  },
  muster: {
    write: (a) => `musters ${a.character} into ${a.legion} by ${a.how} showing ${namesText(a.reveal)}`,
    pattern: /musters (.+?) into (\S+) by (\S+) showing (.+)/,
    build: ([c, l, h, r]) => {
      const how = pick(HOWS, h);
      return c && l && how && r ? { character: c, legion: l, how, reveal: namesOf(r) } : null;
    },
  },
  reviveTitan: {
    write: (a) => `revives the Titan in ${a.legion} for ${a.elemental}`,
    pattern: /revives the Titan in (\S+) for (.+)/,
    build: ([l, e]) => (l && e ? { legion: l, elemental: e } : null),
  },
  appear: { write: (a) => `appears in ${a.legion}`, pattern: /appears in (\S+)/, build: ([l]) => (l ? { legion: l } : null) },
  endTurn: bare('ends the turn'),
  lend: { write: (a) => `lends ${a.piece} from ${a.legion}`, pattern: /lends (\S+) from (\S+)/, build: ([p, l]) => (p && l ? { piece: p, legion: l } : null) },
  offerTrade: {
    write: (a) => `offers ${a.to}: gives ${goodsText(a.gives)}; asks ${goodsText(a.asks)}`,
    pattern: /offers (\S+): gives (.+); asks (.+)/,
    build: ([t, g, k]) => {
      const to = seatOf(t);
      const gives = goodsOf(g);
      const asks = goodsOf(k);
      return to && gives && asks ? { to, gives, asks } : null;
    },
  },
  withdrawTrade: { write: (a) => `withdraws the offer to ${a.to}`, pattern: /withdraws the offer to (\S+)/, build: ([t]) => (seatOf(t) ? { to: seatOf(t) as GodsSeat } : null) },
  answerTrade: {
    write: (a) => `${a.accept ? 'accepts' : 'rejects'} the offer of ${a.from}`,
    pattern: /(accepts|rejects) the offer of (\S+)/,
    build: ([v, f]) => (seatOf(f) ? { from: seatOf(f) as GodsSeat, accept: v === 'accepts' } : null),
  },
  quit: bare('quits'),
  timeUp: timeUpVerb,
  undo: takeBackVerb,
};

/** Gods of Titan's notation part of its game module. */
export const godsNotation: ModuleNotation<GodsState, GodsAction> = verbNotation<GodsState, GodsAction>(VERBS, (s) => s.stateId);
