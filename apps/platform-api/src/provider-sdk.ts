import { ConfigError } from './config-error';

/**
 * Loads a provider's SDK (`() => import('stripe')`) when the provider is configured, at start-up.
 * A server without the provider's settings (demo mode, the API tests) never loads it: the SDKs were
 * about a fifth of the modules every start and every API suite loaded. A configured provider whose
 * package is missing or broken stops the start with a config error naming it, instead of failing a
 * player's first request with a 5xx.
 */
export async function loadProviderSdk<T>(provider: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`${provider} is configured but its SDK cannot be loaded: ${reason}`, { cause: error });
  }
}
