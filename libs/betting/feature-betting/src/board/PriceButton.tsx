import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketKind, SelectionCode, SportName } from '@nfx/api-contract';
import { useLive, useLivePrice, useSlip } from '../betting-context';
import * as styles from './board.css';
import { formatPrice, selectionName } from './labels';

export interface PriceButtonProps {
  selectionId: number;
  loadedPrice: number;
  marketId: number;
  loadedStatus: 'open' | 'suspended' | 'settled';
  eventId: number;
  sport: SportName;
  home: string;
  away: string;
  market: MarketKind;
  line: number | null;
  code: SelectionCode;
}

/**
 * One price: a toggle that adds the selection to the slip. It reads only its own price and its
 * market's state from the live store, so a tick re-renders this button and nothing around it.
 */
export const PriceButton = memo(function PriceButton(props: PriceButtonProps) {
  const { t } = useTranslation();
  const price = useLivePrice(props.selectionId, props.loadedPrice);
  const status = useLive((state) => state.markets[props.marketId] ?? props.loadedStatus);
  const picked = useSlip((state) => state.selections.some((item) => item.selectionId === props.selectionId));
  const toggle = useSlip((state) => state.toggle);
  const name = selectionName(t, props);
  const open = status === 'open';
  const event = `${props.home} – ${props.away}`;
  return (
    <button
      type="button"
      className={styles.price}
      aria-pressed={picked}
      disabled={!open && !picked}
      aria-label={
        open
          ? t('betting.price.add', { event, selection: name, price: formatPrice(price) })
          : t('betting.price.suspended', { event, selection: name })
      }
      onClick={() =>
        toggle({
          selectionId: props.selectionId,
          marketId: props.marketId,
          eventId: props.eventId,
          sport: props.sport,
          home: props.home,
          away: props.away,
          market: props.market,
          line: props.line,
          code: props.code,
          shownPrice: price,
        })
      }
    >
      <span className={styles.priceName}>{name}</span>
      <span className={styles.priceValue}>{open ? formatPrice(price) : '—'}</span>
    </button>
  );
});
