import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format';
import * as styles from './backoffice.css';

/** A player in a row: the login, and the number under it. */
export function PlayerName({ login, id }: { login: string; id: number }) {
  return (
    <>
      {login}
      <br />
      <span className={styles.muted}>#{id}</span>
    </>
  );
}

/** A timestamp in the operator's locale, machine-readable too; nothing when there is none yet. */
export function DateTime({ value }: { value: string | null }) {
  const { i18n } = useTranslation();
  return value ? <time dateTime={value}>{formatDateTime(value, i18n.language)}</time> : null;
}

/** Payout or payment details (card, IBAN, wallet …), a line each. */
export function RequisiteLines({ requisites }: { requisites: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(requisites).map(([name, value]) => (
        <div key={name}>
          <span className={styles.muted}>{name}:</span> {value}
        </div>
      ))}
    </>
  );
}
