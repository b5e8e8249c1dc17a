import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectMainMenu, useCmsConfig, useFeatureFlags } from '@nfx/cms-config';
import { menuOf } from '@nfx/remote-registry';
import { remoteRegistry } from '@nfx/shell-federation';
import { Skeleton } from '@nfx/ui';
import { MenuLink } from './MenuLink';
import { selectLoyaltyEnabled, visibleMenuItems } from './menu-visibility';

/**
 * The main menu: the CMS's entries, then the links the remotes publish through the registry
 * (labels in every locale they ship), except a path the CMS menu already has: the editor's
 * entry wins. Entries of a switched-off feature (loyalty and the §3 feature flags) are left out. `vertical` is the
 * sidebar curtain's layout.
 */
export function MainMenu({ className, linkClassName, onNavigate }: { className: string; linkClassName: string; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useCmsConfig(selectMainMenu);
  const loyaltyEnabled = useCmsConfig(selectLoyaltyEnabled).data ?? true;
  const flags = useFeatureFlags();
  // Kept by identity until its inputs change, so the memoized links do not render again with the menu.
  const items = useMemo(() => {
    if (isPending) return [];
    const cms = data ?? [];
    const published = menuOf(remoteRegistry())
      .filter((entry) => !cms.some((item) => item.url === entry.path))
      .map((entry) => ({
        id: entry.path,
        url: entry.path,
        label: i18n.languages.map((code) => entry.labels[code]).find(Boolean) ?? entry.id,
      }));
    return visibleMenuItems([...cms, ...published], { loyaltyEnabled, flags });
  }, [isPending, data, i18n.languages, loyaltyEnabled, flags]);
  return (
    <nav className={className} aria-label={t('layout.mainNavigation')} aria-busy={isPending || undefined}>
      {isPending ? <Skeleton shape="text" width="20rem" /> : null}
      {items.map((item) => (
        <MenuLink key={item.id} item={item} className={linkClassName} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
