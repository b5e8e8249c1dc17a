import { Image } from '@nfx/ui';
import { DEFAULT_COIN_ICON } from './use-loyalty-config';
import * as styles from './loyalty.css';

/**
 * The configured points coin, decorative (the alias beside it says what it is). A coin that fails
 * to load gives way to the API's own coin, then to a placeholder of the same size (spec §8). No
 * coin yet (the configuration still loading) is the placeholder alone, not a guess at the coin.
 */
export function CoinIcon({ src }: { src: string }) {
  return (
    <Image
      src={src}
      fallbacks={src && src !== DEFAULT_COIN_ICON ? [{ src: DEFAULT_COIN_ICON }] : []}
      alt=""
      className={styles.coin}
      width={24}
      height={24}
    />
  );
}
