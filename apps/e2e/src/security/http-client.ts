/** A small HTTP client for the security suites: form posts as the site's API client sends them. */
export interface Answer {
  status: number;
  body: { status?: string; payload?: unknown; error?: { type: string; message: string } } & Record<string, unknown>;
  text: string;
  headers: Headers;
  ms: number;
}

export function createClient(baseUrl: string, defaults: Record<string, string> = {}) {
  const origin = new URL(baseUrl).origin;
  let cookie = '';
  async function send(
    method: string,
    path: string,
    init: { form?: Record<string, string>; headers?: Record<string, string>; body?: BodyInit; contentType?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin, ...defaults, ...(cookie ? { cookie } : {}), ...init.headers };
    let body = init.body;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (init.contentType) headers['content-type'] = init.contentType;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const ms = performance.now() - started;
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
    if (setCookie) cookie = setCookie.split(';', 1)[0]!;
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      // Not JSON: a page or a plain-text answer.
    }
    return { status: response.status, body: parsed, text, headers: response.headers, ms };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => send('GET', path, { headers }),
    post: (path: string, form: Record<string, string>, headers?: Record<string, string>) => send('POST', path, { form, headers }),
    raw: send,
    get cookie() {
      return cookie;
    },
  };
}

export const api = (call: string) => `/api/${call}?locale=en&version=security`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
