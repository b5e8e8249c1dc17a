#!/usr/bin/env bash
# Scaffolds a remote app: tools/scripts/new-remote.sh <name> <port> "<extra exposes as './Name=path' pairs>"
set -euo pipefail
name=$1; port=$2; extra_exposes=${3:-}
root="apps/$name"
mkdir -p "$root/src"
cat > "$root/package.json" <<JSON
{
  "name": "@nfx/$name",
  "version": "0.1.0",
  "private": true
}
JSON
cat > "$root/project.json" <<JSON
{
  "name": "@nfx/$name",
  "\$schema": "../../node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "$root/src",
  "projectType": "application",
  "tags": ["scope:$name", "type:app"],
  "targets": {
    "build": {
      "executor": "nx:run-commands",
      "outputs": ["{workspaceRoot}/dist/apps/$name"],
      "options": { "command": "tsx tools/webpack/build-app.ts $name" }
    }
  }
}
JSON
exposes="    './routes': './src/exposes/routes.ts',"
for pair in $extra_exposes; do key=${pair%%=*}; file=${pair#*=}; exposes="$exposes
    '$key': '$file',"; done
cat > "$root/module-federation.config.ts" <<TS
import { type FederationConfig, federationBase } from '../../module-federation.base';

/** The $name remote: its route tree and the few components other parts of the site need. */
const config: FederationConfig = {
  ...federationBase,
  name: '$name',
  filename: 'remoteEntry.js',
  manifest: { fileName: 'mf-manifest.json' },
  exposes: {
$exposes
  },
};

export default config;
TS
cat > "$root/webpack.config.ts" <<TS
import { createAppConfig } from '../../tools/webpack/create-app-config';
import federation from './module-federation.config';

export default (env: { mode?: 'production' | 'development'; outputPath?: string } = {}) =>
  createAppConfig({ app: '$name', kind: 'remote', federation, mode: env.mode ?? 'production', outputPath: env.outputPath, devPort: $port });
TS
cat > "$root/src/main.ts" <<TS
// The async boundary: Module Federation negotiates shared modules before the standalone frame starts.
import('./bootstrap');
TS
cat > "$root/src/globals.d.ts" <<TS
declare const __NFX_APP__: string;
declare const __NFX_BUILD_LABEL__: string;
TS
cat > "$root/src/index.html" <<HTML
<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>$name (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
HTML
mkdir -p "$root/src/exposes"
echo "$root"
