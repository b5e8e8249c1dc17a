import { useTranslation } from 'react-i18next';
import { Skeleton } from '@nfx/ui';
import { useCmsConfig } from '../cms/cms-config';
import { MenuLink } from './MenuLink';

/** The CMS main menu; `vertical` is the sidebar curtain's layout. */
export function MainMenu({ className, linkClassName, onNavigate }: { className: string; linkClassName: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useCmsConfig();
  const items = data?.menus?.main ?? [];
  return (
    <nav className={className} aria-label={t('layout.mainNavigation')} aria-busy={isPending || undefined}>
      {isPending ? <Skeleton shape="text" width="20rem" /> : null}
      {items.map((item) => (
        <MenuLink key={item.id} item={item} className={linkClassName} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
