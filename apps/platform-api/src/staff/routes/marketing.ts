import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import { staffMarketingCalls } from '@nfx/api-contract';
import { minorUnitsToDecimal } from '@nfx/validation';
import type { BonusCampaignRow, BonusPromoCodeRow } from '../../db/tables/bonus';
import { type AuditChange, campaignState, promoCodeState, type RunOnce } from '../../bonus/services/marketing';
import { fingerprintOf, requireIdempotencyKey, runOnce } from '../../http/idempotency';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-context';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const decimalOrNull = (minor: number | string | null) => (minor === null ? null : minorUnitsToDecimal(minor));
const contributionsOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, number>;

function campaignItem(row: BonusCampaignRow, promoCodes: number, now: Date) {
  return {
    id: row.id,
    kind: row.kind,
    wallet: row.wallet,
    title: row.title,
    description: row.description,
    amount: minorUnitsToDecimal(row.fixed_amount),
    match_percent: row.match_percent,
    max_amount: minorUnitsToDecimal(row.max_amount),
    min_deposit: minorUnitsToDecimal(row.min_deposit),
    wagering_multiplier: row.wagering_multiplier,
    max_stake: decimalOrNull(row.max_stake),
    expiry_days: row.expiry_days,
    contributions: contributionsOf(row.contributions),
    free_spin_game: row.free_spin_game,
    free_spin_count: row.free_spin_count,
    free_spin_stake: minorUnitsToDecimal(row.free_spin_stake),
    free_bet_min_price: decimalOrNull(row.free_bet_min_price),
    cashback_percent: row.cashback_percent,
    offer_id: row.offer_id,
    is_active: row.is_active,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    state: campaignState(row, now),
    promo_codes: promoCodes,
  };
}

type CodeCampaign = { campaign_title: string; campaign_is_active: boolean; campaign_starts_at: Date | null; campaign_ends_at: Date | null };

function promoCodeItem(row: BonusPromoCodeRow & CodeCampaign, now: Date) {
  return {
    id: row.id,
    code: row.code,
    campaign_id: row.campaign_id,
    campaign_title: row.campaign_title,
    campaign_state: campaignState(
      { is_active: row.campaign_is_active, starts_at: row.campaign_starts_at, ends_at: row.campaign_ends_at },
      now,
    ),
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    is_active: row.is_active,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    state: promoCodeState(row, now),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * staff.campaigns … staff.resumePromoCode: the marketing team's campaigns and promo codes. The
 * bonus area keeps the rules and the rows (`app.bonus.marketing`); every change writes its audit
 * row in the change's transaction through the writer given here.
 */
export function registerMarketingRoutes(app: FastifyInstance, area: StaffArea): void {
  const marketing = () => app.bonus.marketing;
  const auditAs =
    (staff: StaffPrincipal, request: FastifyRequest, action: string, targetType: 'campaign' | 'promo_code'): AuditChange =>
    (trx, { targetId, before, after }) =>
      area.auditLog.append(trx, { staffId: staff.staffId, role: staff.role, ip: request.ip, action, targetType, targetId, before, after });
  /**
   * A create under the request's Idempotency-Key, kept per staff member in the money calls' table
   * (`idempotent_requests`, a call name no player call has): a retry of a lost answer creates nothing
   * and answers the first row; the same key with another request is refused.
   */
  const onceFor =
    (staff: StaffPrincipal, request: FastifyRequest, call: string, input: unknown): RunOnce =>
    (trx, operation) =>
      runOnce(
        trx,
        { accountId: staff.staffId, call, key: requireIdempotencyKey(request), fingerprint: fingerprintOf({ input }) },
        operation,
      );

  defineStaffCall(app, staffMarketingCalls.campaigns, {
    permission: 'campaigns',
    handler: async () => {
      const now = new Date();
      const rows = await marketing().listCampaigns();
      return { items: rows.map((row) => campaignItem(row, Number(row.promo_codes ?? 0), now)) };
    },
  });

  defineStaffCall(app, staffMarketingCalls.createCampaign, {
    permission: 'campaigns',
    handler: async ({ input, staff, request }) => {
      requireIdempotencyKey(request);
      const row = await marketing().createCampaign(
        input,
        auditAs(staff, request, 'campaign.created', 'campaign'),
        onceFor(staff, request, 'staff.createCampaign', input),
      );
      return campaignItem(row, 0, new Date());
    },
  });

  defineStaffCall(app, staffMarketingCalls.scheduleCampaign, {
    permission: 'campaigns',
    handler: async ({ input: { id, ...schedule }, staff, request }) => {
      await marketing().scheduleCampaign(id, schedule, auditAs(staff, request, 'campaign.scheduled', 'campaign'));
      return 1 as const;
    },
  });

  for (const [call, active, action] of [
    [staffMarketingCalls.pauseCampaign, false, 'campaign.paused'],
    [staffMarketingCalls.resumeCampaign, true, 'campaign.resumed'],
  ] as const) {
    defineStaffCall(app, call, {
      permission: 'campaigns',
      handler: async ({ input, staff, request }) => {
        await marketing().setCampaignActive(input.id, active, auditAs(staff, request, action, 'campaign'));
        return 1 as const;
      },
    });
  }

  defineStaffCall(app, staffMarketingCalls.campaignTexts, {
    permission: 'campaigns',
    handler: async ({ input }) => {
      const [{ locales, defaultLocale }, texts] = await Promise.all([
        app.content.contentEditor.locales(),
        marketing().campaignTexts(input.id),
      ]);
      return { locales, default_locale: defaultLocale, has_offer: texts.hasOffer, items: texts.items };
    },
  });

  defineStaffCall(app, staffMarketingCalls.setCampaignTexts, {
    permission: 'campaigns',
    handler: async ({ input: { id, ...texts }, staff, request }) => {
      // Stored as the site spells it (`pt-br` → `pt-BR`); a language the site does not have is refused, not a foreign-key failure.
      const locale = await app.content.contentEditor.siteLocale(texts.locale);
      if (!locale)
        throw new ApiError('InvalidParameter', 'Not one of the site’s languages', { invalidParameters: { locale: ['validation.locale'] } });
      await marketing().setCampaignTexts(id, { ...texts, locale }, auditAs(staff, request, 'campaign.texts_changed', 'campaign'));
      return 1 as const;
    },
  });

  defineStaffCall(app, staffMarketingCalls.promoCodes, {
    permission: 'promo-codes',
    handler: async () => {
      const now = new Date();
      return { items: (await marketing().listPromoCodes()).map((row) => promoCodeItem(row, now)) };
    },
  });

  defineStaffCall(app, staffMarketingCalls.createPromoCode, {
    permission: 'promo-codes',
    handler: async ({ input, staff, request }) => {
      requireIdempotencyKey(request);
      const row = await marketing().createPromoCode(
        input,
        auditAs(staff, request, 'promo_code.created', 'promo_code'),
        onceFor(staff, request, 'staff.createPromoCode', input),
      );
      return promoCodeItem(row, new Date());
    },
  });

  for (const [call, active, action] of [
    [staffMarketingCalls.pausePromoCode, false, 'promo_code.paused'],
    [staffMarketingCalls.resumePromoCode, true, 'promo_code.resumed'],
  ] as const) {
    defineStaffCall(app, call, {
      permission: 'promo-codes',
      handler: async ({ input, staff, request }) => {
        await marketing().setPromoCodeActive(input.id, active, auditAs(staff, request, action, 'promo_code'));
        return 1 as const;
      },
    });
  }
}
