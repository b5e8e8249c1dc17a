export * from './fake-site-integrations';
