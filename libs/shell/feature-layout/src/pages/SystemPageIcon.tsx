import { useTranslation } from 'react-i18next';
import { Spinner, systemPageIcon } from '@nfx/ui';
import type { SystemPageIcon as IconName } from './system-pages';

const paths: Record<Exclude<IconName, 'loader'>, string> = {
  success: 'M7 12.5l3.5 3.5L17 9',
  error: 'M8 8l8 8M16 8l-8 8',
  info: 'M12 11v6M12 7.5v.5',
  warning: 'M12 7v6M12 16.5v.5',
};

/** Decorative status mark; the heading says the same in words. */
export function SystemPageIcon({ icon }: { icon: IconName }) {
  const { t } = useTranslation();
  if (icon === 'loader') return <Spinner size="lg" label={t('common.loading')} />;
  return (
    <svg className={systemPageIcon({ tone: icon })} viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={paths[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
