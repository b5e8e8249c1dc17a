import { useTranslation } from 'react-i18next';
import { useLoyaltyInfo } from '@nfx/account';
import type { CmsConfig } from '@nfx/api-contract';
import { useCmsConfig } from '@nfx/cms-config';
import { Image, cluster } from '@nfx/ui';

/** Only where the configuration names the place: an unconfigured site makes no loyalty call on every profile page. */
const selectShown = (config: CmsConfig) =>
  (config.loyalty?.isEnableLoyalty ?? true) &&
  (config.loyalty?.isEnableCharacters ?? true) &&
  (config.loyalty?.placesWhereDisplayedCharacters ?? []).includes('profile-page');

/**
 * The player's loyalty character on the profile pages (place `profile-page`, §3). It decorates
 * the page, so while it loads, when it fails or when no character is chosen it shows nothing; a
 * portrait that fails to load leaves a placeholder of its size (spec §8).
 */
export function ProfileCharacter() {
  const { t, i18n } = useTranslation();
  const shown = useCmsConfig(selectShown).data ?? false;
  const character = useLoyaltyInfo(i18n.language, shown).data?.character;
  if (!shown || !character) return null;
  return (
    <p className={cluster({ gap: 2 })} data-testid="profile-character">
      <Image src={character.image} alt="" width={40} height={40} />
      {t('profile.loyalty.character', { name: character.name })}
    </p>
  );
}
