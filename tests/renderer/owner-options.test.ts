// The owner page's choice of variant and ending (renderer/lib/owner-options.ts) on the overview's kinds as the host
// builds them from the real modules (host/owner-options.ts): the endings offered per module, the seats kept within a
// variant's, the numbers an ending starts at, and the ownerCreate options — none while the number is out of bounds.
import { describe, expect, it } from 'vitest';
import type { OwnerGameKind } from '../../host/contract-owner.js';
import { ownerKind } from '../../host/owner-options.js';
import { GAMES } from '../../games/index.js';
import { endingChoices, endingStart, endingsOf, ownerOptions, seatsWithin, variantOf } from '../../renderer/lib/owner-options.js';

function kind(id: string): OwnerGameKind {
  const m = GAMES.byId(id);
  if (!m) throw new Error(`no module ${id}`);
  return ownerKind(m);
}

describe('the owner page’s variant and ending (TITAN §21 shortened versions)', () => {
  it('offers each module’s own end and the endings it takes', () => {
    expect(endingChoices(kind('titan'))).toEqual(['own', 'turnLimit', 'pointTarget']);
    expect(endingChoices(kind('gods-of-titan'))).toEqual(['own', 'turnLimit', 'pointTarget']);
    expect(endingChoices(kind('arena'))).toEqual(['own']);
  });

  it('finds the variant chosen, or the first of another kind, and keeps the seats within it', () => {
    const titan = kind('titan');
    expect(variantOf(titan, 'titan-variant')?.name).toBe('Titan Variant (§21)');
    expect(variantOf(titan, 'gods-of-titan')?.id).toBe('titan');
    const gods = variantOf(kind('gods-of-titan'), '');
    if (!gods) throw new Error('no variant');
    expect([2, 3, 4, 6].map((n) => seatsWithin(gods, n))).toEqual([3, 3, 4, 4]);
  });

  it('starts an ending at the desktop app’s numbers, within the bounds', () => {
    const titan = kind('titan');
    expect(endingStart(titan, 'own')).toBe(0);
    expect(endingStart(titan, 'turnLimit')).toBe(20);
    expect(endingStart(titan, 'pointTarget')).toBe(500);
    expect(endingStart({ ...titan, endings: { turnLimit: { min: 1, max: 10 }, pointTarget: null } }, 'turnLimit')).toBe(10);
    expect(endingStart(kind('arena'), 'pointTarget')).toBe(0);
  });

  it('makes the ownerCreate options, none while the number is not a whole number within the bounds', () => {
    const titan = kind('titan');
    expect(ownerOptions(titan, 'titan-variant', 'own', 0)).toEqual({ variant: 'titan-variant' });
    expect(ownerOptions(titan, 'titan-variant', 'pointTarget', 750)).toEqual({ variant: 'titan-variant', pointTarget: 750 });
    expect(ownerOptions(titan, 'titan', 'turnLimit', 1_000)).toEqual({ variant: 'titan', turnLimit: 1_000 });
    expect(ownerOptions(titan, 'titan', 'turnLimit', 1_001)).toBeNull();
    expect(ownerOptions(titan, 'titan', 'turnLimit', 0)).toBeNull();
    expect(ownerOptions(titan, 'titan', 'pointTarget', 2.5)).toBeNull();
    expect(ownerOptions(kind('arena'), 'arena', 'turnLimit', 10)).toBeNull();
  });

  it('lists a hosted game’s endings in the page’s order', () => {
    expect(endingsOf({ ending: {} })).toEqual([]);
    expect(endingsOf({ ending: { pointTarget: 500, turnLimit: 30 } })).toEqual([
      { ending: 'turnLimit', n: 30 },
      { ending: 'pointTarget', n: 500 },
    ]);
  });
});
