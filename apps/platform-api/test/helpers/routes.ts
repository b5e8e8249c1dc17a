import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  url: string;
  methods: string[];
}

/**
 * Every route of a ready app, read from `printRoutes` (Fastify has no public route list once
 * the app is built). Each line is `<tree prefix><segment> (METHODS)`; a child's segment
 * continues its parent's path, so a stack of segments by depth rebuilds full URLs.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) routes.push({ url: stack.join(''), methods: match[3].split(',').map((method) => method.trim()) });
  }
  return routes;
}

/** The `/api/{area}/{method}` calls, without the catch-all and the docs. */
export function apiCalls(app: FastifyInstance): Array<{ url: string; verb: 'GET' | 'POST' }> {
  return registeredRoutes(app)
    .filter((route) => /^\/api\/[A-Za-z]+\/[A-Za-z]+$/.test(route.url) && !route.url.startsWith('/api/docs'))
    .flatMap((route) =>
      route.methods
        .filter((method): method is 'GET' | 'POST' => method === 'GET' || method === 'POST')
        .map((verb) => ({ url: route.url, verb })),
    );
}
