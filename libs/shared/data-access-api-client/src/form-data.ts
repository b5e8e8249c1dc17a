/** What a POST call may carry; the client turns it into multipart form data. */
export type FormBody = FormData | Readonly<Record<string, unknown>>;

function appendValue(form: FormData, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) {
    form.append(key, value);
  } else if (typeof value === 'boolean') {
    form.append(key, value ? '1' : '0');
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
}

/**
 * The API reads POST bodies as form fields (spec §7): empty values are left out, flags are
 * 1/0, files stay files, a list is repeated `key[]` fields and any nested object is JSON.
 */
export function toFormData(body: FormBody): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      for (const item of value) appendValue(form, `${key}[]`, item);
    } else {
      appendValue(form, key, value);
    }
  }
  return form;
}
