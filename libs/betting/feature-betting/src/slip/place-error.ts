import type { TFunction } from 'i18next';
import { isApiError } from '@nfx/errors';
import { formatPrice } from '../board/labels';

const FREE_BET_GONE = ['free_bet_used', 'free_bet_not_active', 'free_bet_expired'];

export interface PlaceRefusal {
  text: string;
  /** The current prices of a price change. */
  prices?: Record<number, number>;
  /** The chosen free bet cannot pay any bet now: the slip lets go of it and reads the list again. */
  freeBetGone?: boolean;
}

/** What the slip says when the API refuses a bet, and the current prices a price change carries. */
export function placeError(
  t: TFunction,
  error: unknown,
  validationText: (message: string | undefined) => string | undefined,
): PlaceRefusal {
  if (!isApiError(error)) return { text: t('betting.errors.generic') };
  if ((typeof error.code === 'string' && FREE_BET_GONE.includes(error.code)) || error.invalidParameters?.['free_bet_id']) {
    return { text: t('betting.errors.freeBetGone'), freeBetGone: true };
  }
  if (error.code === 'free_bet_stake') return { text: t('betting.errors.freeBetStake') };
  if (error.code === 'free_bet_min_price') {
    const minPrice = (error.errorData as { min_price?: number } | undefined)?.min_price;
    return { text: t('betting.errors.freeBetOdds', { price: minPrice ? formatPrice(minPrice) : '' }) };
  }
  if (error.code === 'price_changed') {
    const prices = (error.errorData as { prices?: Record<string, number> } | undefined)?.prices ?? {};
    return {
      text: t('betting.errors.priceChanged'),
      prices: Object.fromEntries(Object.entries(prices).map(([id, price]) => [Number(id), price])),
    };
  }
  if (error.code === 'market_suspended') return { text: t('betting.errors.suspended') };
  if (error.type === 'UserNeedDeposit') return { text: t('betting.errors.funds') };
  if (error.type === 'Authorization') return { text: t('betting.slip.signIn') };
  const stake = error.invalidParameters?.['stake']?.[0];
  if (stake) return { text: validationText(stake) ?? t('betting.errors.generic') };
  if (error.invalidParameters?.['selections']) return { text: t('betting.errors.sameEvent') };
  if (error.code === 'self_excluded' || error.code === 'time_out') return { text: t('betting.errors.excluded') };
  if (error.type === 'InvalidRequest' && typeof error.code === 'string' && error.code.endsWith('_limit_reached'))
    return { text: t('betting.errors.limit') };
  return { text: t('betting.errors.generic') };
}
