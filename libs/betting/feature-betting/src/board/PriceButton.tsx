import { memo } from 'react';
import { useCachedTranslation } from '../cached-translation';
import type { MarketKind, SelectionCode, SportName } from '@nfx/api-contract';
import { visuallyHidden } from '@nfx/design-tokens';
import { useLivePrice, useLiveValue, useSlip, useSlipPicked } from '../betting-context';
import * as styles from './board.css';
import { labelParts } from './label-parts';
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
 * Words read to screen readers only. Their surrounding spaces stay plain text outside the hidden
 * span: a name is put together from its parts' trimmed texts, which would glue the words together,
 * and spaces alone take no room in the button's flex row.
 */
function ReadOnly({ text }: { text: string }) {
  const [, lead = '', words = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(text) ?? [];
  return (
    <>
      {lead}
      {words && <span className={visuallyHidden}>{words}</span>}
      {trail}
    </>
  );
}

/**
 * One price: a toggle that adds the selection to the slip. It reads only its own price and its
 * market's state from the live store, so a tick re-renders this button and nothing around it.
 * Its name is its content: the selection and the price are shown, the event and the joining
 * words are read to screen readers only.
 */
export const PriceButton = memo(function PriceButton(props: PriceButtonProps) {
  const t = useCachedTranslation();
  const price = useLivePrice(props.selectionId, props.loadedPrice);
  const status = useLiveValue(`market:${props.marketId}`, (state) => state.markets[props.marketId] ?? props.loadedStatus);
  const picked = useSlipPicked(props.selectionId);
  const toggle = useSlip((state) => state.toggle);
  const name = selectionName(t, props);
  const open = status === 'open';
  const event = `${props.home} – ${props.away}`;
  const parts = labelParts((values) => (open ? t('betting.price.add', values) : t('betting.price.suspended', values)), {
    event,
    selection: name,
    price: formatPrice(price),
  });
  return (
    <button
      type="button"
      className={styles.price}
      aria-pressed={picked}
      disabled={!open && !picked}
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
      {parts.map((part, index) =>
        part.slot === 'selection' ? (
          <span key={index} className={styles.priceName}>
            {part.text}
          </span>
        ) : part.slot === 'price' ? (
          <span key={index} className={styles.priceValue}>
            {part.text}
          </span>
        ) : (
          <ReadOnly key={index} text={part.text} />
        ),
      )}
      {!open && (
        <span className={styles.priceValue} aria-hidden="true">
          —
        </span>
      )}
    </button>
  );
});
