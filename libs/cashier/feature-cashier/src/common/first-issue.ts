import * as v from 'valibot';

/** The message key of the first rule a value breaks, or undefined when it passes. */
export function firstIssue(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}
