// The typed look-ups in a variant's tables and the load-time check of the names those tables use: the built-in
// variants are consistent, a dangling name is reported, and an unknown name fails as a typed VariantDataError.
import { thrown } from '../thrown.js';
import { describe, expect, it } from 'vitest';
import { getVariant, VARIANT_IDS, type Variant } from '../../engine/titan/variants/index.js';
import { battlelandDef, creatureDef, landDef, validateVariant } from '../../engine/titan/variants/lookup.js';
import { VariantDataError } from '../../engine/family/data-error.js';

const classic = getVariant('titan');


describe('variant tables', () => {
  it('every built-in variant names only creatures, lands, battlelands, hexes and markers it has', () => {
    for (const id of VARIANT_IDS) expect(validateVariant(getVariant(id)), id).toEqual([]);
  });

  it('reports a misspelled creature in a muster list, and keywords and the Titan are not reported', () => {
    const musterLists = { ...classic.musterLists, Brush: [{ entry: 'Gargoyle', number: 1 }, { entry: 'Cyclopz', number: 2 }] };
    const broken: Variant = { ...classic, musterLists };
    expect(validateVariant(broken)).toEqual(['muster list Brush: unknown creature Cyclopz']);
    expect(classic.musterLists.Tower?.map((e) => e.entry)).toEqual(expect.arrayContaining(['Anything', 'AnyNonLord', 'Titan']));
  });

  it('reports dangling starting creatures, battleland terrains, start-list hexes and short marker sets', () => {
    const tower = battlelandDef(classic, 'Tower');
    const broken: Variant = {
      ...classic,
      startingCreatures: [{ creature: 'Centaurr', count: 2 }],
      battlelands: { ...classic.battlelands, Tower: { ...tower, startList: [...tower.startList, 'Z9'] } },
      lands: { ...classic.lands, 1: { ...landDef(classic, 1), terrain: 'Lava' } },
      markersPerPlayer: 13,
    };
    const problems = validateVariant(broken);
    expect(problems).toContain('starting creatures: unknown creature Centaurr');
    expect(problems).toContain('battleland Tower: start list names unknown hex Z9');
    expect(problems).toContain('land 1: no battleland for terrain Lava');
    expect(problems.filter((p) => p.includes('13 needed'))).toHaveLength(6);
  });

  it('looks names up, and an unknown name throws a VariantDataError with its code, table and key', () => {
    expect(creatureDef(classic, 'Ogre').power).toBe(6);
    expect(landDef(classic, 100).terrain).toBe('Tower');
    expect(battlelandDef(classic, 'Marsh').tower).toBe(false);
    const e = thrown(() => creatureDef(getVariant('titan-variant'), 'Ogre'));
    expect(e).toBeInstanceOf(VariantDataError);
    expect(e).not.toBeInstanceOf(TypeError);
    expect(e).toMatchObject({ code: 'unknown-name', table: 'creatures', key: 'Ogre' });
    expect(thrown(() => landDef(classic, 99))).toMatchObject({ code: 'unknown-name', table: 'lands', key: 99 });
    expect(thrown(() => battlelandDef(classic, 'Lava'))).toMatchObject({ code: 'unknown-name', table: 'battlelands', key: 'Lava' });
  });
});
