import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { openAuthDialog } from '@nfx/dialogs';
import { paths } from '@nfx/paths';
import { useSession } from '@nfx/session';
import { Button, Skeleton, systemPage, systemPageAction } from '@nfx/ui';
import { SystemPageFrame } from '../SystemPage';
import { SystemPageIcon } from '../SystemPageIcon';
import { useUnsubscribe } from './unsubscribe-call';

/**
 * `/unsubscribe` (§2 system page): the link of a marketing message carries a signed token; the
 * page sends it to account.unsubscribe at once and says what the server answered, which
 * contacts stopped, or that the link is not valid. Without a token a signed-in player may stop
 * marketing to every contact; a visitor is asked to use the link or sign in.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, then out of the address bar (and of the history and of scripts that read it).
  const [token] = useState(() => searchParams.get('token'));
  useEffect(() => {
    if (searchParams.has('token'))
      setSearchParams(
        (params) => {
          params.delete('token');
          return params;
        },
        { replace: true },
      );
  }, [searchParams, setSearchParams]);
  const { isAuthenticated, isLoading } = useSession();
  const mutation = useUnsubscribe();
  const started = useRef(false);
  useEffect(() => {
    // Once per page, also under StrictMode's double effects.
    if (!token || started.current) return;
    started.current = true;
    mutation.mutate(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for the token read at mount only
  }, [token]);

  const home = (
    <Link className={systemPageAction} to={localized(paths.home())}>
      {t('system.unsubscribe.button')}
    </Link>
  );

  if (mutation.isSuccess) {
    const contacts = mutation.data.unsubscribed.map((entry) => entry.contact).join(', ');
    return (
      <SystemPageFrame
        pageKey="unsubscribe"
        title={t('system.unsubscribe.title')}
        description={contacts ? t('system.unsubscribe.stopped', { contacts }) : t('system.unsubscribe.description')}
        icon={<SystemPageIcon icon="success" />}
        action={home}
      />
    );
  }
  if (mutation.isError)
    return (
      <SystemPageFrame
        pageKey="unsubscribe-failed"
        title={t('system.unsubscribe.invalidTitle')}
        description={isAuthenticated ? t('system.unsubscribe.invalidSignedIn') : t('system.unsubscribe.invalidDescription')}
        icon={<SystemPageIcon icon="error" />}
        action={
          isAuthenticated ? (
            <Link className={systemPageAction} to={localized(paths.profile.notification())}>
              {t('system.unsubscribe.settings')}
            </Link>
          ) : (
            home
          )
        }
      />
    );
  if (token || mutation.isPending || isLoading)
    return (
      <section className={systemPage} aria-busy="true" data-system-page="unsubscribe-pending">
        <p role="status">{t('system.unsubscribe.pending')}</p>
        <Skeleton shape="block" height="6rem" />
      </section>
    );
  return (
    <SystemPageFrame
      pageKey="unsubscribe-ask"
      title={t('system.unsubscribe.askTitle')}
      description={isAuthenticated ? t('system.unsubscribe.askSignedIn') : t('system.unsubscribe.askVisitor')}
      icon={<SystemPageIcon icon="info" />}
      action={
        isAuthenticated ? (
          <Button size="lg" onClick={() => mutation.mutate(null)}>
            {t('system.unsubscribe.stopAll')}
          </Button>
        ) : (
          <Button size="lg" onClick={() => openAuthDialog({ mode: 'authorization' })}>
            {t('system.unsubscribe.signIn')}
          </Button>
        )
      }
    />
  );
}
