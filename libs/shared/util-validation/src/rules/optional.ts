import * as v from 'valibot';

/**
 * Forms omit empty values (§3), but a hand-written request may still send `field=`. An empty
 * or blank value of an optional field means "not given" rather than "invalid".
 */
export const emptyAsUndefined = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
      v.optional(schema),
    ),
  );
