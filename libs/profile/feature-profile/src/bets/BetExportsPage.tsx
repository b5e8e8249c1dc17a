import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type { HistoryExport } from '@nfx/api-contract';
import { formatDate, formatTime } from '@nfx/format';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, Skeleton, panel, alert, muted, heading } from '@nfx/ui';
import { DATE_CHARACTERS } from '@nfx/validation';
import { useGeneralInfo } from '@nfx/account';
import { useCreateHistoryExport, useHistoryExports } from '../api/history-exports';
import { useErrorText } from '../common/error-text';
import { ProfileFrame } from '../common/ProfileFrame';
import { applyServerErrors } from '../common/server-errors';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';
import { EXPORT_KINDS, exportRangeSchema, type ExportRangeValues, isoDateOf } from './export-range';

function ExportItem({ entry }: { entry: HistoryExport }) {
  const { t } = useTranslation();
  const created = t('profile.security.at', { date: formatDate(entry.created_at), time: formatTime(entry.created_at) });
  return (
    <li className={styles.item} aria-label={t('profile.betExports.itemLabel', { when: created })}>
      <div className={styles.row}>
        <strong className={styles.grow}>{created}</strong>
        <span className={styles.badge} data-status={entry.status}>
          {t(`profile.betExports.status.${entry.status}`)}
        </span>
      </div>
      <span className={muted({ size: 'inherit' })}>{t(`profile.betExports.kind.${entry.kind}`)}</span>
      {entry.status === 'pending' && <progress aria-label={t('profile.betExports.status.pending')} />}
      {entry.status === 'ready' && (
        <>
          <span>{t(entry.kind === 'sports' ? 'profile.betExports.betRows' : 'profile.betExports.rows', { count: entry.rows })}</span>
          {entry.download_url && (
            <a href={entry.download_url} download>
              {t('profile.betExports.download')}
            </a>
          )}
        </>
      )}
    </li>
  );
}

/**
 * History exports (spec §2): ask for a CSV of the casino rounds or the sports bets in a date
 * range, follow its progress, download it.
 */
export function BetExportsPage() {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const general = useGeneralInfo();
  const exports = useHistoryExports();
  const create = useCreateHistoryExport();
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ExportRangeValues>({
    defaultValues: { kind: 'casino', date_from: '', date_to: '' },
    resolver: valibotResolver(exportRangeSchema) as never,
  });
  const enabled = general.data?.is_game_history_export_enabled !== false;

  const submit = handleSubmit((values) => {
    setNotice(null);
    const request = { kind: values.kind, date_from: isoDateOf(values.date_from), date_to: isoDateOf(values.date_to) };
    create.mutate(request, {
      onSuccess: () => toastSuccess('export', t('profile.betExports.requested')),
      onError: (error) => {
        if (!applyServerErrors(error, ['date_from', 'date_to'], setError)) setNotice(errorText(error));
      },
    });
  });
  const dateInput = (name: keyof ExportRangeValues) => {
    const registration = register(name);
    return (
      <Input
        className={styles.grow}
        label={t(`profile.betExports.${name}`)}
        placeholder={t('profile.settings.datePlaceholder')}
        inputMode="numeric"
        error={text(formState.errors[name]?.message)}
        {...registration}
        onChange={(event) => {
          event.target.value = [...event.target.value].filter((char) => DATE_CHARACTERS.test(char)).join('');
          return registration.onChange(event);
        }}
      />
    );
  };

  return (
    <ProfileFrame page="betExports">
      {enabled ? (
        <form className={`${panel({ padding: 'md' })} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="profile-export-title">
          <h2 id="profile-export-title" className={heading({ weight: 'bold' })}>
            {t('profile.betExports.formTitle')}
          </h2>
          <p className={muted({ size: 'inherit' })}>{t('profile.betExports.formLead')}</p>
          {notice && (
            <p role="alert" className={alert({ look: 'soft' })}>
              {notice}
            </p>
          )}
          <fieldset className={styles.choice}>
            <legend className={styles.choiceLegend}>{t('profile.betExports.kind.legend')}</legend>
            <div className={styles.row}>
              {EXPORT_KINDS.map((kind) => (
                <label key={kind} className={styles.choiceOption}>
                  <input type="radio" value={kind} {...register('kind')} /> {t(`profile.betExports.kind.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.row}>
            {dateInput('date_from')}
            {dateInput('date_to')}
          </div>
          <Button type="submit" loading={create.isPending}>
            {t('profile.betExports.create')}
          </Button>
        </form>
      ) : (
        <p className={styles.hint}>{t('profile.betExports.disabled')}</p>
      )}
      <section className={panel({ padding: 'md' })} aria-labelledby="profile-exports-title">
        <h2 id="profile-exports-title" className={heading({ weight: 'bold' })}>
          {t('profile.betExports.listTitle')}
        </h2>
        {exports.error ? (
          <p role="alert" className={alert({ look: 'soft' })}>
            {errorText(exports.error)}
          </p>
        ) : !exports.data ? (
          <div aria-busy="true" data-testid="profile-loading">
            <Skeleton shape="block" height="6rem" />
          </div>
        ) : exports.data.length === 0 ? (
          <p>{t('profile.betExports.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {exports.data.map((entry) => (
              <ExportItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </ProfileFrame>
  );
}
