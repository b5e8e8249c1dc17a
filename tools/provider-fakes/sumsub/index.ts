export * from './fake-sumsub';
