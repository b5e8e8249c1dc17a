import { createAppConfig } from '../../tools/webpack/create-app-config';
import federation from './module-federation.config';

export default (env: { mode?: 'production' | 'development'; outputPath?: string } = {}) =>
  createAppConfig({
    app: 'profile',
    kind: 'remote',
    federation,
    mode: env.mode ?? 'production',
    outputPath: env.outputPath,
    devPort: 4203,
  });
