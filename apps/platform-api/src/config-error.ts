/** A setting that makes the server unsafe or broken on the internet stops it at start-up. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
