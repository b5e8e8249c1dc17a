import { useCachedTranslation } from '../cached-translation';
import type { SportEvent } from '@nfx/api-contract';
import * as styles from './board.css';
import { marketTitle } from './labels';
import { PriceButton } from './PriceButton';

/**
 * Every market of an event with its prices, titled at the level the page needs: below an event
 * card's title on the board (h4), below the page's title on the event page (h2).
 */
export function EventMarkets({ event, level }: { event: SportEvent; level: 2 | 4 }) {
  const t = useCachedTranslation();
  const Heading = level === 2 ? 'h2' : 'h4';
  return event.markets.map((market) => {
    const title = marketTitle(t, event.sport, market.kind, market.line, market.selections.length);
    return (
      <section key={market.id} className={styles.market} aria-label={title}>
        <Heading className={styles.marketTitle}>{title}</Heading>
        <div className={styles.prices}>
          {market.selections.map((selection) => (
            <PriceButton
              key={selection.id}
              selectionId={selection.id}
              loadedPrice={selection.price}
              marketId={market.id}
              loadedStatus={market.status}
              eventId={event.id}
              sport={event.sport}
              home={event.home}
              away={event.away}
              market={market.kind}
              line={market.line}
              code={selection.code}
            />
          ))}
        </div>
      </section>
    );
  });
}
