// The typed error of a name missing from a game's static tables (characters, lands, battlelands, hazards): every game
// of the family looks its tables up by names taken from the tables themselves or from validated state, so an unknown
// name is a data or caller bug that fails naming the table and key, not as a TypeError later on.

/** The variant tables looked up by name. */
export type VariantTable = 'creatures' | 'lands' | 'battlelands' | 'hazards';

/** A name missing from a variant table: typed so callers and tests can tell it from a rules refusal. */
export class VariantDataError extends Error {
  readonly code = 'unknown-name';
  readonly table: VariantTable;
  readonly key: string | number;

  constructor(table: VariantTable, key: string | number) {
    super(`unknown name ${JSON.stringify(key)} in the variant's ${table}`);
    this.name = 'VariantDataError';
    this.table = table;
    this.key = key;
  }
}
