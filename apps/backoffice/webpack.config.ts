import { createAppConfig } from '../../tools/webpack/create-app-config';

/** A plain single-page app (no Module Federation), served by the site server under /backoffice/. */
export default (env: { mode?: 'production' | 'development'; outputPath?: string } = {}) =>
  createAppConfig({
    app: 'backoffice',
    kind: 'spa',
    publicPath: '/backoffice/',
    mode: env.mode ?? 'production',
    outputPath: env.outputPath,
    devPort: 4210,
  });
