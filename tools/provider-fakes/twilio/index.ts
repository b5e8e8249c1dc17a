export * from './fake-twilio';
