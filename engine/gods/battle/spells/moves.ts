// The schema of the spells' actions (rules 15.2, 15.6): a cast names a spell of the game and its Caster and carries
// exactly the aim the spell's effect asks (a character, a hex, a hazard, a round step, a battleland and its turn, the
// dice of a Painchain); a Chaos swap names two enemies, a Painchain link the next target.
import { z } from 'zod';
import { GODS_BATTLELANDS } from '../../data/battlelands.js';
import { GODS_HEX_HAZARDS } from '../../data/hazard-names.js';
import { GODS_SPELLS, type GodsSpellEffect } from '../../data/spells.js';
import type { GodsSpellAim, GodsSpellMove } from '../addon-shapes.js';
import { hexSchema, nameSchema, pieceIdSchema } from '../atoms.js';
import { PAINCHAIN_MAX_DICE } from './choices.js';
import { ORIENTATIONS } from './ground.js';

/** What each kind of spell effect is aimed at: the fields of its cast, all of them required, no others allowed. */
const AIM: Readonly<Record<GodsSpellEffect['kind'], readonly (keyof GodsSpellAim)[]>> = {
  hazard: ['hex', 'hazard'],
  shield: ['piece'],
  teleport: ['piece', 'hex'],
  'battle-round': ['rounds'],
  summon: ['hex'],
  landscaping: ['land', 'turns'],
  'chain-strike': ['piece', 'dice'],
  enslave: ['piece'],
  'mass-strike': [],
  'slay-level': [],
  'legion-flight': [],
  'legion-native': [],
  deadlock: [],
  'swap-enemies': [],
};

const AIM_FIELDS = ['piece', 'hex', 'hazard', 'rounds', 'land', 'turns', 'dice'] as const;

const castSchema = z.strictObject({
  type: z.literal('castSpell'),
  spell: nameSchema.refine((id) => Object.prototype.hasOwnProperty.call(GODS_SPELLS, id), 'not a Gods of Titan spell'),
  caster: pieceIdSchema,
  piece: pieceIdSchema.optional(),
  hex: hexSchema.optional(),
  hazard: z.enum(GODS_HEX_HAZARDS).optional(),
  rounds: z.union([z.literal(1), z.literal(-1)]).optional(),
  land: nameSchema.refine((id) => Object.prototype.hasOwnProperty.call(GODS_BATTLELANDS, id), 'not a Gods of Titan battleland').optional(),
  turns: z.number().int().min(0).max(ORIENTATIONS.length - 1).optional(),
  dice: z.number().int().min(1).max(PAINCHAIN_MAX_DICE).optional(),
}).superRefine((cast, ctx) => {
  const kind = GODS_SPELLS[cast.spell]?.effect.kind;
  if (kind === undefined) return;
  const wanted = AIM[kind];
  for (const field of AIM_FIELDS) {
    const present = cast[field] !== undefined;
    if (present !== wanted.includes(field)) {
      ctx.addIssue({ code: 'custom', path: [field], message: `${cast.spell} ${present ? 'takes no' : 'needs a'} ${field}` });
    }
  }
});

/** A spell's action as a seat sends it and a log holds it. */
export const spellMoveSchema: z.ZodType<GodsSpellMove> = z.discriminatedUnion('type', [
  castSchema,
  z.strictObject({ type: z.literal('chaosSwap'), pieces: z.tuple([pieceIdSchema, pieceIdSchema]).readonly() }),
  z.strictObject({ type: z.literal('painchainLink'), target: pieceIdSchema }),
]);
