// Trade in a saved Gods of Titan state (rules 7, 23.2, 23.8): the open offers — each between two seats in the game, one
// per pair (7.1), of goods that may pass between them (7.2, 7.3: spells of the sixteen, characters of the chart that
// are no Master or Lord, permissions the giver may give, each once) — and the standing permissions, each given by the
// seat whose to give it is (the Darklord's hiding to a Titan-player, a Titan-player's Darktowers to the Darklord).
import { z } from 'zod';
import { permissionKindSchema, tradeGoodsSchema } from '../schema.js';
import type { GodsPermissionKind, GodsSeat, GodsTradeGoods } from '../state.js';
import { givable } from '../turn/permissions.js';
import { tradeableCharacter } from '../turn/trade.js';
import type { Checker, Keys } from './checker.js';
import { seat } from './fields.js';

/** The open trade offers as a save holds them. */
export const OffersSchema = z.array(z.strictObject({ from: seat, to: seat, gives: tradeGoodsSchema, asks: tradeGoodsSchema })).max(6).readonly();

/** The standing permissions as a save holds them. */
export const PermissionsSchema = z.array(z.strictObject({ by: seat, to: seat, kind: permissionKindSchema })).max(12).readonly();

/** Rules 7.2, 23.2, 23.8: whether `by` is the one to give `to` a permission of `kind` (`living`: only while both are
 * in the game, as for an offer; a standing permission outlives a seat that left). */
function gives(c: Checker, by: GodsSeat, to: GodsSeat, kind: GodsPermissionKind, living: boolean): boolean {
  const players = living ? c.state.players : c.state.players.map((p) => ({ id: p.id, role: p.role, out: false }));
  return givable({ players }, by).some((g) => g.to === to && g.kind === kind);
}

/** Checks the open offers and the standing permissions. */
export function checkTrade(c: Checker): void {
  const { state } = c;
  const pairs = new Set<string>();
  (state.offers ?? []).forEach((o, i) => {
    const at: Keys = ['offers', i];
    const seated = (s: string): boolean => state.players.some((p) => p.id === s && !p.out);
    if (o.from === o.to || !seated(o.from) || !seated(o.to)) c.fail(at, `an offer from ${o.from} to ${o.to}, not two seats in the game (7.1)`);
    const pair = [o.from, o.to].sort().join('+');
    if (pairs.has(pair)) c.fail(at, `a second offer between ${o.from} and ${o.to} (7.1: one per pair)`);
    pairs.add(pair);
    checkGoods(c, o.gives, o.from, o.to, [...at, 'gives']);
    checkGoods(c, o.asks, o.to, o.from, [...at, 'asks']);
  });
  const given = new Set<string>();
  (state.permissions ?? []).forEach((p, i) => {
    const at: Keys = ['permissions', i];
    c.seat([...at, 'by'], p.by);
    c.seat([...at, 'to'], p.to);
    if (!gives(c, p.by, p.to, p.kind, false)) c.fail(at, `${p.by} gives no ${p.kind} permission to ${p.to} (23.2, 23.8)`);
    const key = `${p.by}>${p.to}:${p.kind}`;
    if (given.has(key)) c.fail(at, 'a permission granted twice');
    given.add(key);
  });
}

/** One side of an offer: what may pass from `from` to `to`. */
function checkGoods(c: Checker, g: GodsTradeGoods, from: GodsSeat, to: GodsSeat, at: Keys): void {
  g.spells.forEach((id, i) => c.spell([...at, 'spells', i], id));
  g.characters.forEach((n, i) => {
    if (c.character([...at, 'characters', i], n) && !tradeableCharacter(c.state, n, from, to)) c.fail([...at, 'characters', i], `${n} may not pass from ${from} to ${to} (7.3)`);
  });
  g.permissions.forEach((k, i) => {
    if (!gives(c, from, to, k, true) || g.permissions.indexOf(k) !== i) c.fail([...at, 'permissions', i], `${from} gives no ${k} permission to ${to} (7.2)`);
  });
}
