import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import { operatorSections } from './operator-sections';

function indexPage(): string {
  const items = operatorSections
    .map((section) => `<li><a href="${section.path}">${escapeHtml(section.title)}</a>: ${escapeHtml(section.summary)}</li>`)
    .join('\n');
  return operatorPage(
    'Demo operator',
    `<p>What an operator does in the back office, for trying the site out. Only in demo mode, only from this machine.</p>\n<ul>\n${items}\n</ul>`,
  );
}

/**
 * `/demo/operator` and its sections: the demo's back office. Like every demo helper, each page
 * answers 404 unless demo mode is on and the browser may see demo pages (`app.demoAllowed`).
 * Registered after the areas, whose directories the sections use.
 */
export const operatorPages = fp(
  async function operatorPages(app: FastifyInstance) {
    app.get(OPERATOR_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      return sendOperatorPage(reply, indexPage());
    });
    for (const section of operatorSections) section.register(app);
  },
  { name: 'operator-pages', dependencies: ['api-areas'] },
);
