import { createAppConfig } from '../../tools/webpack/create-app-config';
import federation from './module-federation.config';
import publication from './publication';

export default (env: { mode?: 'production' | 'development'; outputPath?: string } = {}) =>
  createAppConfig({
    app: 'betting',
    kind: 'remote',
    federation,
    publication,
    mode: env.mode ?? 'production',
    outputPath: env.outputPath,
    devPort: 4206,
  });
