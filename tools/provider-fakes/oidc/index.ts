export * from './fake-oidc';
