import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { CasinoServices } from '../../casino';
import { gameUrl, ROUTABLE_CUSTOM_ID } from '../../casino/game-item';
import { renderSlotMessagePage, renderSlotPage, type SlotTexts } from '../../casino/slot/page-html';
import { slotScript } from '../../casino/slot/page-script';
import { slotStyle } from '../../casino/slot/page-style';
import { slotRules } from '../../casino/slot/slot-state';
import type { ContentRepositories } from '../../content';
import { nestMessages } from '../../content/message-tree';
import { sendCacheable } from '../content/cacheable';

const modeSchema = v.optional(v.picklist(['demo', 'play']), 'play');
const bySysnameSchema = v.object({ sysname: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)), mode: modeSchema });
const byCustomIdSchema = v.object({ customId: v.pipe(v.string(), v.regex(ROUTABLE_CUSTOM_ID)), mode: modeSchema });

/** Which game a game-route address names: by sysname, or by custom id under `custom/`. */
function gameKeyOf(params: unknown): { key: string; by: 'sysname' | 'custom_id'; mode: 'demo' | 'play' } | null {
  const custom = v.safeParse(byCustomIdSchema, params);
  if (custom.success) return { key: custom.output.customId, by: 'custom_id', mode: custom.output.mode };
  const plain = v.safeParse(bySysnameSchema, params);
  return plain.success ? { key: plain.output.sysname, by: 'sysname', mode: plain.output.mode } : null;
}

async function pageLocale(request: FastifyRequest, content: ContentRepositories): Promise<{ locale: string; defaultLocale: string }> {
  const { defaultLocale } = await content.locales.list();
  const raw = (request.query as Record<string, unknown>)['locale'];
  const found = typeof raw === 'string' ? await content.locales.find(raw) : null;
  return { locale: found ?? defaultLocale, defaultLocale };
}

async function slotTexts(app: FastifyInstance, locale: string): Promise<SlotTexts> {
  const rows = await app.database.db
    .selectFrom('messages')
    .select(['key', 'value'])
    .where('locale', '=', locale)
    .where('namespace', '=', 'slot')
    .execute();
  return nestMessages(rows) as unknown as SlotTexts;
}

/**
 * The game server of §3: `/platform/game/{sysname or custom/{custom id}}/{mode}` renders a slot page meant for an
 * iframe on the site (frame-ancestors 'self'). Its script and style are files, as the CSP wants.
 */
export function registerGamePageRoute(app: FastifyInstance, casino: CasinoServices, content: ContentRepositories): void {
  app.get('/platform/slot-assets/slot.js', { schema: { hide: true } }, async (request, reply) =>
    sendCacheable(request, reply, slotScript, 'text/javascript; charset=utf-8', 3600),
  );
  app.get('/platform/slot-assets/slot.css', { schema: { hide: true } }, async (request, reply) =>
    sendCacheable(request, reply, slotStyle, 'text/css; charset=utf-8', 3600),
  );

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { locale, defaultLocale } = await pageLocale(request, content);
    const theme = request.cookies['theme'] === 'light' ? 'light' : 'dark';
    const texts = await slotTexts(app, locale);
    const html = (status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    const target = gameKeyOf(request.params);
    const game = target ? await casino.catalogue.findGame(target.key, target.by) : undefined;
    if (!target || !game) return html(404, renderSlotMessagePage(locale, theme, texts['notFound'] ?? '', texts['notFound'] ?? ''));
    const mode = target.mode;
    if (mode === 'demo' && !game.has_demo) return html(404, renderSlotMessagePage(locale, theme, game.name, texts['noDemo'] ?? ''));
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const rules = slotRules(game.rtp_bp, 'USD');
    return html(
      200,
      renderSlotPage({
        locale,
        theme,
        sysname: game.sysname,
        name: game.name,
        mode,
        texts,
        signInUrl: `${prefix}/game/${encodeURIComponent(game.sysname)}?show_popup_auth=1`,
        demoUrl: game.has_demo ? `${gameUrl(game, 'demo')}?locale=${encodeURIComponent(locale)}` : null,
        paytable: rules.paytable,
        lines: rules.lines,
        rtp: rules.rtp,
      }),
    );
  };
  app.get('/platform/game/:sysname', { schema: { hide: true } }, handler);
  app.get('/platform/game/:sysname/:mode', { schema: { hide: true } }, handler);
  // The static `custom` segment wins over `:sysname` in the router, so these never reach the two above.
  app.get('/platform/game/custom/:customId', { schema: { hide: true } }, handler);
  app.get('/platform/game/custom/:customId/:mode', { schema: { hide: true } }, handler);
}
