import * as v from 'valibot';

/** The message keys of a failed parse, or `ok` with the output; keeps table-driven tests short. */
export function check(schema: v.GenericSchema, input: unknown): { ok: true; output: unknown } | { ok: false; messages: string[] } {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, output: result.output } : { ok: false, messages: result.issues.map((issue) => issue.message) };
}
