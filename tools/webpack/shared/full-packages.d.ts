// Webpack aliases to the real packages behind the shared facades (see create-app-config.ts).
declare module 'react-router-full' {
  export * from 'react-router';
}
declare module '@tanstack/react-query-full' {
  export * from '@tanstack/react-query';
}
declare module 'react-i18next-full' {
  export * from 'react-i18next';
}
