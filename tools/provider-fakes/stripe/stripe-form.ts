/**
 * Stripe's API takes `application/x-www-form-urlencoded` bodies with bracketed keys
 * (`line_items[0][price_data][unit_amount]=1000`); this reads them back into nested objects the
 * way Stripe does, arrays included, so the fake sees exactly what the official client sent.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(name: string): string[] {
  const [head, ...rest] = name.split('[');
  return [head ?? '', ...rest.map((part) => part.replace(/]$/, ''))];
}

function assign(target: FormObject | FormValue[], path: string[], value: string): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const slot = target as Record<string, FormValue>;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  const nextIsIndex = /^\d+$/.test(rest[0] ?? '');
  slot[key] ??= nextIsIndex ? [] : {};
  assign(slot[key] as FormObject | FormValue[], rest, value);
}

export function decodeStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) assign(result, keyPath(name), value);
  return result;
}

/** A nested value by path (`line_items.0.price_data.unit_amount`), when it is a string. */
export function formString(form: FormObject, path: string): string | undefined {
  let node: FormValue | undefined = form;
  for (const key of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as Record<string, FormValue>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

export function formObject(form: FormObject, key: string): Record<string, string> {
  const node = form[key];
  if (!node || typeof node !== 'object' || Array.isArray(node)) return {};
  return Object.fromEntries(Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
