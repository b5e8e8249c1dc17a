import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePhoneSettings } from '@nfx/account';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { useSession } from '@nfx/session';
import { Skeleton, panel, alert, muted, stack, heading } from '@nfx/ui';
import { useFullProfile } from '../api/profile-info';
import { useErrorText } from '../common/error-text';
import { ProfileFrame } from '../common/ProfileFrame';
import * as styles from '../common/profile.css';
import { AddContactForm } from './AddContactForm';
import { ContactItem } from './ContactItem';
import { loginContactOf, showsConfirmationHint, showsRegistrationHint } from './hints';

/** Contacts and notifications (spec §2): confirm each contact by code, choose which ones get news and offers. */
export function NotificationPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const errorText = useErrorText();
  const { account } = useSession();
  const profile = useFullProfile();
  const countries = usePhoneSettings();
  const failure = profile.error ?? countries.error;

  if (failure || !account || !profile.data || !countries.data)
    return (
      <ProfileFrame page="notification">
        {failure ? (
          <p role="alert" className={alert({ look: 'soft' })}>
            {errorText(failure)}
          </p>
        ) : (
          <div aria-busy="true" className={stack({ gap: 4 })} data-testid="profile-loading">
            <Skeleton shape="block" height="8rem" />
            <Skeleton shape="block" height="8rem" />
          </div>
        )}
      </ProfileFrame>
    );

  const contacts = profile.data.contacts ?? [];
  const loginContact = loginContactOf(account.login, contacts);
  return (
    <ProfileFrame page="notification">
      {showsRegistrationHint(account.reg_time, profile.data.has_deposits) && (
        <p className={styles.hint} data-testid="registration-hint">
          {t('profile.notification.registrationHint')}{' '}
          <Link to={localized(paths.cashier.deposit())}>{t('profile.notification.depositLink')}</Link>
        </p>
      )}
      {showsConfirmationHint(account.reg_time, loginContact) && (
        <p className={styles.hint} data-testid="confirmation-hint">
          {t('profile.notification.confirmationHint', { contact: loginContact?.contact })}
        </p>
      )}
      <section className={panel({ padding: 'md' })} aria-labelledby="profile-contacts-title">
        <h2 id="profile-contacts-title" className={heading({ weight: 'bold' })}>
          {t('profile.notification.contactsTitle')}
        </h2>
        <p className={muted({ size: 'inherit' })}>{t('profile.notification.contactsLead')}</p>
        {contacts.length === 0 ? (
          <p>{t('profile.notification.noContacts')}</p>
        ) : (
          <ul className={styles.list}>
            {contacts.map((contact) => (
              <ContactItem key={`${contact.type}-${contact.contact}`} contact={contact} />
            ))}
          </ul>
        )}
      </section>
      <div className={panel({ padding: 'md' })}>
        <AddContactForm countries={countries.data} defaultCountry={profile.data.country_code || account.country_code} />
      </div>
    </ProfileFrame>
  );
}
