import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@nfx/ui';
import { type FeatureFlagItem, useFeatureFlags, useSetFeatureFlag } from '../api/settings';
import { QueryError } from '../common/QueryError';
import { ReasonDialog } from '../common/ReasonDialog';
import * as styles from '../common/backoffice.css';
import * as own from './settings.css';

/** The CMS feature switches: each feature, what it gives players, whether it is on, and its switch (with a reason). */
export function FeatureFlagsPanel() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const change = useSetFeatureFlag();
  const [switching, setSwitching] = useState<FeatureFlagItem | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  // A flag newer than this back office still shows, under its technical name.
  const labelOf = (item: FeatureFlagItem) => t(item.label_key, { defaultValue: item.flag });

  return (
    <section aria-labelledby="feature-flags-title" className={own.panel}>
      <h2 id="feature-flags-title" className={styles.subtitle}>
        {t('backoffice-settings.flags.title')}
      </h2>
      <p className={styles.muted}>{t('backoffice-settings.flags.lead')}</p>
      <div aria-live="polite" role="status">
        {outcome ? <p className={styles.notice}>{outcome}</p> : null}
      </div>
      {flags.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : flags.isError ? (
        <QueryError error={flags.error} onRetry={() => void flags.refetch()} />
      ) : (
        <ul className={own.flagList}>
          {flags.data.items.map((item) => {
            const label = labelOf(item);
            const headingId = `feature-flag-${item.flag}`;
            return (
              <li key={item.flag} className={own.flag} data-testid="feature-flag" data-flag={item.flag}>
                <div>
                  <h3 id={headingId} className={own.flagName}>
                    {label} <span className={own.technical}>{item.flag}</span>
                  </h3>
                  <p className={own.flagText}>{t(item.description_key, { defaultValue: '' })}</p>
                  <p className={own.flagText}>
                    <strong>
                      {t('backoffice-settings.flags.state', {
                        state: t(item.enabled ? 'backoffice-settings.flags.on' : 'backoffice-settings.flags.off'),
                      })}
                    </strong>
                  </p>
                </div>
                <Button
                  variant={item.enabled ? 'secondary' : 'primary'}
                  aria-label={t(item.enabled ? 'backoffice-settings.flags.switchOffOf' : 'backoffice-settings.flags.switchOnOf', { label })}
                  onClick={() => {
                    setOutcome(null);
                    setSwitching(item);
                  }}
                >
                  {t(item.enabled ? 'backoffice-settings.flags.switchOff' : 'backoffice-settings.flags.switchOn')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {switching ? (
        <ReasonDialog
          title={t(switching.enabled ? 'backoffice-settings.flags.switchOffTitle' : 'backoffice-settings.flags.switchOnTitle', {
            label: labelOf(switching),
          })}
          description={t(switching.enabled ? 'backoffice-settings.flags.switchOffText' : 'backoffice-settings.flags.switchOnText')}
          submitLabel={t(switching.enabled ? 'backoffice-settings.flags.switchOff' : 'backoffice-settings.flags.switchOn')}
          onClose={() => setSwitching(null)}
          onSubmit={async (reason) => {
            const enabled = !switching.enabled;
            const { changed } = await change.mutateAsync({ flag: switching.flag, enabled: enabled ? 1 : 0, reason });
            const done = changed ? (enabled ? 'switchedOn' : 'switchedOff') : enabled ? 'alreadyOn' : 'alreadyOff';
            setOutcome(t(`backoffice-settings.flags.${done}`, { label: labelOf(switching) }));
          }}
        />
      ) : null}
    </section>
  );
}
