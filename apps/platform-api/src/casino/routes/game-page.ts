import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { CasinoArea } from '../casino-context';
import { gameUrl, ROUTABLE_CUSTOM_ID } from '../services/game-item';
import { renderSlotMessagePage, renderSlotPage, type SlotTexts } from '../services/slot/page-html';
import { slotRules } from '../services/slot/slot-rules';

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

/** The page is a document, not a call: an unknown `locale` falls back to the default instead of failing. */
async function pageLocale(request: FastifyRequest): Promise<{ locale: string; defaultLocale: string }> {
  const { siteLocales } = request.server;
  const { defaultLocale } = await siteLocales.list();
  const raw = (request.query as Record<string, unknown>)['locale'];
  const found = typeof raw === 'string' ? await siteLocales.find(raw) : null;
  return { locale: found ?? defaultLocale, defaultLocale };
}

/**
 * The game server of §3: `/platform/game/{sysname or custom/{custom id}}/{mode}` renders a slot page meant for an
 * iframe on the site (frame-ancestors 'self'). Its texts are the `slot` messages, read through the content area.
 */
export function registerGamePage(app: FastifyInstance, { catalogue }: CasinoArea): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { locale, defaultLocale } = await pageLocale(request);
    const theme = request.cookies['theme'] === 'light' ? 'light' : 'dark';
    const texts = (await app.content.messageNamespace(locale, 'slot')) as unknown as SlotTexts;
    const html = (status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    const target = gameKeyOf(request.params);
    const game = target ? await catalogue.findGame(target.key, target.by) : undefined;
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
        responsibleGameUrl: (await app.content.isFeatureOn('isResponsibleGamingEnable')) ? `${prefix}/profile/responsible-game` : null,
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
