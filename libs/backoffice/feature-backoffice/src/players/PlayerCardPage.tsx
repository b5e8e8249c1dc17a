import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@nfx/errors';
import { Spinner } from '@nfx/ui';
import { useMe } from '../api/me';
import { type PlayerCard, usePlayerCard } from '../api/players';
import { formatAmount, formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { PlayerActions } from './PlayerActions';
import { PlayerBonuses } from './PlayerBonuses';
import { PlayerLedger } from './PlayerLedger';
import { PlayerNotes } from './PlayerNotes';
import { PlayerProtection } from './PlayerProtection';
import { PlayerSessions } from './PlayerSessions';

/** `/players/:id`: everything support and compliance need about one player, and compliance's actions. */
export function PlayerCardPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']);
  const valid = Number.isSafeInteger(id) && id > 0;
  usePageTitle(t('backoffice-players.cardTitle', { id: valid ? id : '' }));
  return (
    <section aria-labelledby="player-title">
      <p>
        <Link to={backofficePaths.players()} className={styles.link}>
          {t('backoffice-players.backToSearch')}
        </Link>
      </p>
      {valid ? <LoadedCard id={id} /> : <NoSuchPlayer />}
    </section>
  );
}

function NoSuchPlayer() {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="player-title" className={styles.title}>
        {t('backoffice-players.notFound')}
      </h1>
      <p>{t('backoffice-players.notFoundText')}</p>
    </>
  );
}

function LoadedCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const card = usePlayerCard(id);
  const permissions = useMe().data?.permissions ?? [];
  if (card.isPending) return <Spinner size="md" label={t('backoffice.common.loading')} />;
  if (card.isError) {
    const missing = isApiError(card.error) && card.error.type === 'InvalidParameter';
    return missing ? <NoSuchPlayer /> : <QueryError error={card.error} onRetry={() => void card.refetch()} />;
  }
  const { player } = card.data;
  return (
    <>
      <h1 id="player-title" className={styles.title} data-testid="player-card-title">
        {t('backoffice-players.heading', { login: player.login, id: player.id })}
      </h1>
      {permissions.includes('blocks') ? <PlayerActions card={card.data} /> : null}
      <div className={styles.cardGrid}>
        <Profile card={card.data} />
        <Balances card={card.data} />
      </div>
      <PlayerProtection card={card.data} />
      <PlayerNotes playerId={id} canWrite={permissions.includes('players.notes')} />
      <PlayerBonuses bonuses={card.data.bonuses} />
      <PlayerSessions sessions={card.data.sessions} />
      <PlayerLedger playerId={id} />
    </>
  );
}

function Profile({ card }: { card: PlayerCard }) {
  const { t, i18n } = useTranslation();
  const { player } = card;
  const yesNo = (value: boolean) => (value ? t('backoffice-players.yes') : t('backoffice-players.no'));
  return (
    <section aria-labelledby="player-profile">
      <h2 id="player-profile" className={styles.subtitle}>
        {t('backoffice-players.profile')}
      </h2>
      <dl className={styles.facts} data-testid="player-profile">
        <dt>{t('backoffice-players.fields.status')}</dt>
        <dd>{player.is_banned ? t('backoffice-players.blocked') : t('backoffice-players.active')}</dd>
        <dt>{t('backoffice-players.fields.email')}</dt>
        <dd>{player.email ?? '—'}</dd>
        <dt>{t('backoffice-players.fields.name')}</dt>
        <dd>{player.name || '—'}</dd>
        <dt>{t('backoffice-players.fields.country')}</dt>
        <dd>{player.country ?? '—'}</dd>
        <dt>{t('backoffice-players.fields.locale')}</dt>
        <dd>{card.locale}</dd>
        <dt>{t('backoffice-players.fields.registered')}</dt>
        <dd>{formatDateTime(player.registered_at, i18n.language)}</dd>
        <dt>{t('backoffice-players.fields.verified')}</dt>
        <dd>{yesNo(card.is_verified)}</dd>
        <dt>{t('backoffice-players.fields.kyc')}</dt>
        <dd>{card.kyc_status ?? t('backoffice-players.kycNone')}</dd>
        <dt>{t('backoffice-players.fields.twoFactor')}</dt>
        <dd>{yesNo(card.two_factor_enabled)}</dd>
      </dl>
    </section>
  );
}

function Balances({ card }: { card: PlayerCard }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatAmount(amount, card.player.currency, i18n.language);
  return (
    <section aria-labelledby="player-balances">
      <h2 id="player-balances" className={styles.subtitle}>
        {t('backoffice-players.balances')}
      </h2>
      <dl className={styles.facts} data-testid="player-balances">
        <dt>{t('backoffice-players.wallets.main')}</dt>
        <dd>{money(card.balances.main)}</dd>
        <dt>{t('backoffice-players.wallets.bonus')}</dt>
        <dd>{money(card.balances.bonus)}</dd>
        <dt>{t('backoffice-players.wallets.betting_bonus')}</dt>
        <dd>{money(card.balances.betting_bonus)}</dd>
        <dt>{t('backoffice-players.wallets.pending_withdrawal')}</dt>
        <dd>{money(card.balances.pending_withdrawal)}</dd>
      </dl>
    </section>
  );
}
