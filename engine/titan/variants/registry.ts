// The one list of playable variants. Every place that names variant ids (setup and state schemas, the query
// oracle, the game module's `games`, the new-game screen) reads it from here; a test or a later game adds its
// variant with registerVariant, which checks it first.
import type { VariantId } from '../state.js';
import { makeClassic, makeTitanVariant } from './classic.js';
import { validateVariant } from './lookup.js';
import type { Variant } from './types.js';

/** Why a variant could not be registered or found. */
export class VariantRegistryError extends Error {
  readonly code: 'duplicate-id' | 'invalid-variant' | 'unknown-variant';
  readonly id: string;
  readonly problems: readonly string[];

  constructor(code: VariantRegistryError['code'], id: string, problems: readonly string[] = []) {
    const why = code === 'duplicate-id' ? 'is registered already' : code === 'unknown-variant' ? 'is not registered' : `is inconsistent: ${problems.join('; ')}`;
    super(`variant ${JSON.stringify(id)} ${why}`);
    this.name = 'VariantRegistryError';
    this.code = code;
    this.id = id;
    this.problems = problems;
  }
}

const VARIANTS = new Map<VariantId, Variant>();
const IDS: VariantId[] = [];

/** Ids of every registered variant, in registration order (a live list: registerVariant appends to it). */
export const VARIANT_IDS: readonly VariantId[] = IDS;

/** Adds a variant after checking every name its tables use; refuses an id already taken. */
export function registerVariant(variant: Variant): void {
  if (VARIANTS.has(variant.id)) throw new VariantRegistryError('duplicate-id', variant.id);
  const problems = validateVariant(variant);
  if (problems.length > 0) throw new VariantRegistryError('invalid-variant', variant.id, problems);
  VARIANTS.set(variant.id, variant);
  IDS.push(variant.id);
}

/** Whether an id names a registered variant (what the setup and state schemas accept). */
export function isVariantId(id: string): boolean {
  return VARIANTS.has(id);
}

/** The variant getVariant found last: nearly every rule asks for the same one, and a registered id is never given
 * to another variant (registerVariant refuses it). */
let lastFound: Variant | null = null;

/** Looks up a variant's static tables (shared by every game of that variant, never copied into state). */
export function getVariant(id: VariantId): Variant {
  if (lastFound?.id === id) return lastFound;
  const variant = VARIANTS.get(id);
  if (!variant) throw new VariantRegistryError('unknown-variant', id);
  lastFound = variant;
  return variant;
}

const CLASSIC = makeClassic();
registerVariant(CLASSIC);
registerVariant(makeTitanVariant(CLASSIC));
