import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session, SessionDevice, SignInRecord } from '@nfx/api-contract';
import { formatDate, formatTime } from '@nfx/format';
import { Button, Skeleton, alert, heading } from '@nfx/ui';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/security-calls';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';

function useDescriptions() {
  const { t } = useTranslation();
  const device = (value: SessionDevice) => {
    const browser = [value.browser, value.browser_version].filter(Boolean).join(' ') || t('profile.security.unknownBrowser');
    const system = value.os || t('profile.security.unknownSystem');
    return t('profile.security.device', { browser, system, kind: t(`profile.security.deviceKind.${value.type}`) });
  };
  // Where, as far as the server can tell without geolocation: the address and what kind of network it is.
  const place = (record: Pick<SignInRecord, 'ip' | 'network' | 'same_address'>) =>
    t('profile.security.place', {
      ip: record.ip,
      network: t(`profile.security.network.${record.network}`),
    }) + (record.same_address ? ` ${t('profile.security.sameAddress')}` : '');
  const when = (iso: string) => t('profile.security.at', { date: formatDate(iso), time: formatTime(iso) });
  return { device, place, when };
}

/** The last sign-in before this one (shown after every sign-in) and the live sessions, each of which can be ended. */
export function SessionsSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [notice, setNotice] = useState<string | null>(null);
  const { device, place, when } = useDescriptions();

  const end = (session: Session) => {
    setNotice(null);
    endOne.mutate(session.id, {
      onSuccess: () => toastSuccess('session', t('profile.security.sessionEnded')),
      onError: (error) => setNotice(errorText(error)),
    });
  };
  const endEverywhereElse = () => {
    setNotice(null);
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toastSuccess('sessions', t('profile.security.othersEnded', { count: ended })),
      onError: (error) => setNotice(errorText(error)),
    });
  };

  const data = sessions.data;
  const others = data?.items.filter((session) => !session.is_current).length ?? 0;
  return (
    <section className={styles.form} aria-labelledby="profile-sessions-title" aria-busy={sessions.isPending}>
      <h2 id="profile-sessions-title" className={heading({ weight: 'bold' })}>
        {t('profile.security.sessionsTitle')}
      </h2>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      {sessions.error ? (
        <p role="alert" className={alert({ look: 'soft' })}>
          {errorText(sessions.error)}
        </p>
      ) : !data ? (
        <Skeleton shape="block" height="8rem" />
      ) : (
        <>
          <p data-testid="previous-sign-in">
            {data.previous_sign_in
              ? t('profile.security.lastSignIn', {
                  when: when(data.previous_sign_in.signed_in_at),
                  place: place(data.previous_sign_in),
                  device: device(data.previous_sign_in.device),
                })
              : t('profile.security.firstSignIn')}
          </p>
          <ul className={styles.list}>
            {data.items.map((session) => (
              <li key={session.id} className={styles.item} aria-label={device(session.device)}>
                <div className={styles.row}>
                  <strong className={styles.grow}>{device(session.device)}</strong>
                  {session.is_current && <span className={styles.badge}>{t('profile.security.thisSession')}</span>}
                </div>
                <span>{place(session)}</span>
                <span>{t('profile.security.lastActive', { when: when(session.last_active_at) })}</span>
                {!session.is_current && (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => end(session)}
                    loading={endOne.isPending && endOne.variables === session.id}
                  >
                    {t('profile.security.endSession')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Button type="button" variant="danger" onClick={endEverywhereElse} disabled={others === 0} loading={endOthers.isPending}>
            {t('profile.security.endOthers')}
          </Button>
        </>
      )}
    </section>
  );
}
