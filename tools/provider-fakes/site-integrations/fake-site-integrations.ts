import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the player site's outside services, for browser tests:
 * - the fraud-fingerprint agent at `/js/v6/agent.umd.js`, a script that, like SEON's v6 agent,
 *   defines `window.seon` with `init()` and `getSession()`; the session is an opaque base64 string
 *   whose value the test knows, and `getSession` before `init` rejects as the real agent does;
 * - the monitoring collector at `POST /rum`, which keeps each beacon's JSON body;
 * with CORS open, as a beacon and the agent's own calls are cross-origin.
 */
export interface FakeSiteIntegrations {
  url: string;
  fingerprintScriptUrl: string;
  rumUrl: string;
  /** The session payload the agent answers. */
  session: string;
  readonly agentLoads: number;
  beacons: unknown[];
  close(): Promise<void>;
}

function agentScript(session: string): string {
  return `(function () {
  var started = false;
  window.seon = {
    init: function () { started = true; },
    getSession: function () {
      if (!started) return Promise.reject(new Error('seon: init() was not called'));
      return new Promise(function (resolve) { setTimeout(function () { resolve(${JSON.stringify(session)}); }, 50); });
    }
  };
})();
`;
}

export async function startFakeSiteIntegrations(): Promise<FakeSiteIntegrations> {
  const session = Buffer.from(JSON.stringify({ fp: randomBytes(8).toString('hex') })).toString('base64');
  const beacons: unknown[] = [];
  let agentLoads = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'GET' && path === '/js/v6/agent.umd.js') {
      agentLoads += 1;
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(agentScript(session));
      return;
    }
    if (request.method === 'POST' && path === '/rum') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      try {
        beacons.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(204).end();
      } catch {
        response.writeHead(400).end();
      }
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' }).end();
      return;
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    fingerprintScriptUrl: `${url}/js/v6/agent.umd.js`,
    rumUrl: `${url}/rum`,
    session,
    get agentLoads() {
      return agentLoads;
    },
    beacons,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
