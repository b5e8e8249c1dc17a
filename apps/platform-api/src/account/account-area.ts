import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { Broadcast } from '../cluster/broadcast';
import type { AccountArea } from './account-context';
import { createPlayerRepositories } from './repositories/player-repositories';
import { registerAddContact } from './routes/add-contact';
import { registerChangeFakename } from './routes/change-fakename';
import { registerChangeLocale } from './routes/change-locale';
import { registerChangePassword } from './routes/change-password';
import { registerChangeSubscription } from './routes/change-subscription';
import { registerChangeTwoFactorAuth } from './routes/change-two-factor-auth';
import { registerConfirmContact } from './routes/confirm-contact';
import { registerConfirmContactByLink } from './routes/confirm-contact-by-link';
import { registerConfirmTwoFactorAuth } from './routes/confirm-two-factor-auth';
import { registerEndOtherSessions } from './routes/end-other-sessions';
import { registerEndSession } from './routes/end-session';
import { registerGetBalance } from './routes/get-balance';
import { registerGetBetHistory } from './routes/get-bet-history';
import { registerGetContactPhoneSettings } from './routes/get-contact-phone-settings';
import { registerGetCurrencyRates } from './routes/get-currency-rates';
import { registerGetDepositLimit } from './routes/get-deposit-limit';
import { registerGetInfo } from './routes/get-info';
import { registerGetPersonalDataFields } from './routes/get-personal-data-fields';
import { registerGetProfileInfo } from './routes/get-profile-info';
import { registerGetSessions } from './routes/get-sessions';
import { registerSaveProfileInfo } from './routes/save-profile-info';
import { registerSendConfirmationToContact } from './routes/send-confirmation-to-contact';
import { registerSetCurrency } from './routes/set-currency';
import { registerSetUserOnVerification } from './routes/set-user-on-verification';
import { registerUnsubscribe } from './routes/unsubscribe';
import { createPlayerDirectory } from './services/player-directory';
import { createReadCaches } from './services/session-revocation';
import { UNSUBSCRIBE_KEY_PURPOSE } from './services/unsubscribe-token';
import { registerSessionHook } from './session-hook';

export function createAccountArea(db: Db, broadcast?: Broadcast): AccountArea {
  return createPlayerRepositories(db, createReadCaches(broadcast));
}

/** One line per route file; each registers one call. */
const routes = [
  registerGetInfo,
  registerGetBalance,
  registerGetCurrencyRates,
  registerGetDepositLimit,
  registerGetProfileInfo,
  registerSaveProfileInfo,
  registerGetPersonalDataFields,
  registerGetContactPhoneSettings,
  registerChangeFakename,
  registerChangeLocale,
  registerSetCurrency,
  registerSetUserOnVerification,
  registerAddContact,
  registerSendConfirmationToContact,
  registerConfirmContact,
  registerConfirmContactByLink,
  registerChangeSubscription,
  registerUnsubscribe,
  registerChangePassword,
  registerChangeTwoFactorAuth,
  registerConfirmTwoFactorAuth,
  registerGetSessions,
  registerEndSession,
  registerEndOtherSessions,
  registerGetBetHistory,
];

/**
 * The account area: players' accounts, contacts, profiles and sessions. It is registered before
 * every other area, because its session hook tells each later route who is asking.
 */
export const accountArea = fp(
  async function accountArea(app: FastifyInstance) {
    const area = createAccountArea(app.database.db, app.broadcast);
    registerSessionHook(app, area.sessions, area.signIns);
    app.decorate('players', createPlayerDirectory(app, area));
    // Made (or read) before any request, so no transaction ever waits for the key's own query.
    app.addHook('onReady', async () => void (await area.signingKeys.key(UNSUBSCRIBE_KEY_PURPOSE)));
    for (const register of routes) register(app, area);
  },
  { name: 'area:account' },
);
