import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`),
 * for tests: HTTP Basic auth with the account sid and auth token (a wrong one answers 401 with
 * Twilio's error 20003, as Twilio does), form-encoded `To`, `From` or `MessagingServiceSid`, and
 * `Body`; an invalid `To` answers Twilio's 21211. Delivered texts are kept for the test to read.
 */
export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeTwilio {
  url: string;
  messages: FakeTwilioMessage[];
  /** Requests refused for wrong credentials. */
  readonly refusedRequests: number;
  lastMessageTo(to: string): FakeTwilioMessage | undefined;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const error = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export async function startFakeTwilio(options: { accountSid: string; authToken: string }): Promise<FakeTwilio> {
  const messages: FakeTwilioMessage[] = [];
  let refusedRequests = 0;
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(path);
    if (!match || request.method !== 'POST') return answer(response, 404, error(404, 20404, 'The requested resource was not found'));
    if (request.headers.authorization !== expectedAuth || match[1] !== options.accountSid) {
      refusedRequests += 1;
      return answer(response, 401, error(401, 20003, 'Authenticate'));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To') ?? '';
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return answer(response, 400, error(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
    if (!from && !messagingServiceSid)
      return answer(response, 400, error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required"));
    if (!body) return answer(response, 400, error(400, 21602, 'Message body is required.'));
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, to, from, messagingServiceSid, body });
    return answer(response, 201, {
      sid,
      account_sid: options.accountSid,
      to,
      from,
      messaging_service_sid: messagingServiceSid,
      body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${options.accountSid}/Messages/${sid}.json`,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => answer(response, 500, error(500, 20500, String(failure))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    get refusedRequests() {
      return refusedRequests;
    },
    lastMessageTo: (to) => messages.filter((message) => message.to === to).at(-1),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
