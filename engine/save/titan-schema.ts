// zod schemas of what a TITAN save carries besides the snapshot: the setup and the action log. Actions keep unknown
// members (loose objects) so that the file replays exactly what was played; the reducer judges legality.
import { z } from 'zod';
import type { Action } from '../actions.js';
import type { GameSetup } from '../state.js';
import { VARIANT_IDS, getVariant } from '../variants/index.js';

const entrySide = z.enum(['Left', 'Right', 'Bottom']);
const name = z.string().min(1);
const names = z.array(name);

const optionsSchema = z.strictObject({
  balancedTowers: z.boolean(),
  mulligan: z.boolean(),
  infoMode: z.enum(['own', 'revealed', 'all']),
  pointTarget: z.int().positive().nullable(),
  turnLimit: z.int().positive().nullable(),
});

/** §2.3 / §5: a game setup — 2–6 seats of distinct colours of the variant's marker sets, options and the seed. */
export const titanSetupSchema: z.ZodType<GameSetup> = z
  .strictObject({
    variant: z.enum(VARIANT_IDS as readonly ['titan', 'titan-variant']),
    players: z.array(z.strictObject({ color: name, name: z.string() })).min(2).max(6),
    options: optionsSchema,
    seed: z.int(),
  })
  .superRefine((setup, ctx) => {
    const colours = new Set(getVariant(setup.variant).markerColours.map((c) => c.color));
    const seen = new Set<string>();
    setup.players.forEach((p, i) => {
      if (!colours.has(p.color)) ctx.addIssue({ code: 'custom', path: ['players', i, 'color'], message: `no marker set of colour ${p.color}` });
      if (seen.has(p.color)) ctx.addIssue({ code: 'custom', path: ['players', i, 'color'], message: `colour ${p.color} taken twice` });
      seen.add(p.color);
    });
  });

function action<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.looseObject({ type: z.literal(type), player: name, stateId: z.int().min(0), ...shape });
}

/** One logged TITAN action (every member of engine/actions.ts `Action`, checked for shape only). */
export const titanActionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  action('initialSplit', { titanMarker: name, angelMarker: name, titanCreatures: names }),
  action('split', { marker: name, newMarker: name, creatures: names }),
  action('roll', {}),
  action('mulligan', {}),
  action('move', {
    marker: name,
    to: z.int(),
    teleport: z.enum(['tower', 'titan']).optional(),
    lord: name.optional(),
    entrySide: entrySide.optional(),
  }),
  action('endMoves', {}),
  action('engage', { land: z.int() }),
  action('flee', {}),
  action('propose', { attackerLosses: names, defenderLosses: names }),
  action('accept', {}),
  action('fight', {}),
  action('concede', {}),
  action('battleMove', { piece: name, to: name }),
  action('strike', { piece: name, target: name, strikeNumber: z.int().optional(), dice: z.int().optional() }),
  action('carry', { target: name.nullable() }),
  action('summon', { from: name, creature: name }),
  action('reinforce', { creature: name, recruiters: names.optional() }),
  action('acquire', { creature: name }),
  action('done', {}),
  action('recruit', { marker: name, creature: name, recruiters: names.optional() }),
  action('endTurn', {}),
  action('undo', {}),
]);
