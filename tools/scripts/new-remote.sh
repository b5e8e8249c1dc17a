#!/usr/bin/env bash
# Scaffolds a remote app that owns one section of the site:
#   tools/scripts/new-remote.sh <name> <dev port>
# <name> is the remote's name, its section's path (/<name>), its scope tag and its message
# namespace: lower-case letters and digits, starting with a letter. The remote builds, tests and
# deploys on its own (docs/recipes/add-a-remote.md); nothing of the shell changes.
set -euo pipefail
name=${1:-}; port=${2:-}
if ! [[ "$name" =~ ^[a-z][a-z0-9]*$ ]] || ! [[ "$port" =~ ^[0-9]+$ ]]; then
  echo "usage: tools/scripts/new-remote.sh <name: a-z, 0-9> <dev port>" >&2
  exit 2
fi
root="apps/$name"
if [ -e "$root" ]; then echo "$root already exists" >&2; exit 1; fi
title="$(tr '[:lower:]' '[:upper:]' <<< "${name:0:1}")${name:1}"
mkdir -p "$root/src/exposes" "$root/src/app"

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

cat > "$root/jest.config.js" <<JS
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/$name',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
JS

cat > "$root/module-federation.config.ts" <<TS
import { type FederationConfig, federationBase } from '../../module-federation.base';

/** The $name remote: its route tree, nothing else. */
const config: FederationConfig = {
  ...federationBase,
  name: '$name',
  filename: 'remoteEntry.js',
  manifest: { fileName: 'mf-manifest.json' },
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};

export default config;
TS

cat > "$root/publication.ts" <<TS
import type { RemoteDeclaration } from '@nfx/remote-registry';

/**
 * What the $name remote publishes through the registry (tools/webpack/remote-publication.ts): the
 * section it renders, its menu link, the pages the site server answers 200 for, and its texts.
 */
const publication: RemoteDeclaration = {
  sections: [{ path: '$name', expose: './routes' }],
  menu: [{ id: '$name', path: '/$name', label: '$name.menu.home' }],
  pages: ['$name'],
  namespaces: ['$name'],
};

export default publication;
TS

cat > "$root/webpack.config.ts" <<TS
import { createAppConfig } from '../../tools/webpack/create-app-config';
import federation from './module-federation.config';
import publication from './publication';

export default (env: { mode?: 'production' | 'development'; outputPath?: string } = {}) =>
  createAppConfig({
    app: '$name',
    kind: 'remote',
    federation,
    publication,
    mode: env.mode ?? 'production',
    outputPath: env.outputPath,
    devPort: $port,
  });
TS

cat > "$root/src/main.ts" <<TS
// The async boundary: Module Federation negotiates shared modules before the standalone frame starts.
import('./bootstrap');
TS

cat > "$root/src/bootstrap.tsx" <<TS
import '@nfx/design-tokens/themes';
import { mountStandalone } from '@nfx/app-runtime';
import publication from '../publication';
import RemoteRoutes from './exposes/routes';

// Standalone dev mode: the same routes and texts the shell mounts, inside a minimal frame.
void mountStandalone({ RemoteRoutes, sections: publication.sections.map((section) => section.path), title: '$name' });
TS

cat > "$root/src/globals.d.ts" <<TS
declare const __NFX_APP__: string;
declare const __NFX_BUILD_LABEL__: string;
/** The folder this build was deployed to (webpack's \`publicPath: 'auto'\`), where its texts are too. */
declare let __webpack_public_path__: string;
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

cat > "$root/src/texts.ts" <<TS
import { createRemoteTexts } from '@nfx/app-runtime';

/** The $name remote's texts (src/i18n), loaded from its own build folder before its modules render. */
export const ${title}Texts = createRemoteTexts(__webpack_public_path__);
TS

cat > "$root/src/app/RemoteRoutes.tsx" <<TS
import { Route, Routes } from 'react-router';
import { SectionNotFound, SectionPage } from '@nfx/app-runtime';

/**
 * The $name section's route tree, relative to /$name. A page added here is published in
 * publication.ts too, so the site server answers 200 for it (docs/recipes/add-a-page.md).
 */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== '$name') return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<SectionPage namespace="$name" page="home" />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
TS

cat > "$root/src/app/RemoteRoutes.spec.tsx" <<TS
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createI18n } from '@nfx/i18n';
import { RemoteRoutes } from './RemoteRoutes';

const texts = JSON.parse(fs.readFileSync(path.join(__dirname, '../i18n/en/$name.json'), 'utf8'));

function renderAt(url: string) {
  const i18n = createI18n({ locale: 'en', locales: [{ code: 'en', name: 'English' }], defaultLocale: 'en', messages: { $name: texts } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="$name/*" element={<RemoteRoutes section="$name" />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the $name section', () => {
  it('shows its page with its own texts', () => {
    renderAt('/$name');
    expect(screen.getByRole('heading', { level: 1, name: texts.home.title })).toBeInTheDocument();
  });

  it('shows the not-found page below it', () => {
    renderAt('/$name/nothing-here');
    expect(screen.queryByRole('heading', { level: 1, name: texts.home.title })).not.toBeInTheDocument();
  });
});
TS

cat > "$root/src/exposes/routes.tsx" <<TS
import { RemoteRoutes } from '../app/RemoteRoutes';
import { ${title}Texts } from '../texts';

/** The route tree the shell mounts for this remote's section; the build label makes deploys verifiable. */
export default function ${title}Routes({ section }: { section: string }) {
  return (
    <${title}Texts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        <RemoteRoutes section={section} />
      </div>
    </${title}Texts>
  );
}
TS

# Its texts in every locale of the site. The section's name stays as it is; the lead is a
# translated placeholder for the team to replace with the section's real description.
write_texts() {
  local locale=$1 lead=$2
  mkdir -p "$root/src/i18n/$locale"
  cat > "$root/src/i18n/$locale/$name.json" <<JSON
{
  "menu": {
    "home": "$title"
  },
  "home": {
    "title": "$title",
    "description": "$lead"
  }
}
JSON
}
write_texts en 'This section is ready for its first page.'
write_texts de 'Dieser Bereich ist bereit für seine erste Seite.'
write_texts es 'Esta sección está lista para su primera página.'
write_texts lv 'Šī sadaļa ir gatava savai pirmajai lapai.'
write_texts pt-BR 'Esta seção está pronta para sua primeira página.'
write_texts ru 'Этот раздел готов к своей первой странице.'

cat > "$root/README.md" <<MD
# $name remote

Owns the \`/$name\` section of the site: its route tree (\`src/app/RemoteRoutes.tsx\`, exposed as
\`./routes\`) and its texts (namespace \`$name\`, \`src/i18n/<locale>/$name.json\` in every locale of
the site). It shares only the core singletons with the shell and imports only shared libs.

## What it publishes
\`publication.ts\` names the section it renders, its main-menu link, the pages the site server
answers 200 for, and its namespaces. The build writes it to \`publication.json\` beside
\`mf-manifest.json\` and the texts to \`i18n/<locale>.json\`; the deploy copies the publication into
the registry, so the shell routes \`/$name\` here and shows the menu link without being rebuilt.

## Run it
- With the whole site: \`npm run dev\` (every app with a \`publication.ts\` is served; this one on
  port $port) and open http://localhost:4200/$name.
- Tests: \`npm run test:unit -- apps/$name\`.

## Ship it
\`\`\`
npx tsx tools/webpack/build-app.ts $name --out /tmp/$name-build --label 0.1.0
node tools/scripts/deploy-remote.mjs $name /tmp/$name-build dist/site
\`\`\`
See docs/recipes/ship-a-remote.md. As the section grows, move its pages into a feature lib
(\`tools/scripts/new-lib.sh $name feature-$name @nfx/$name-feature-$name jsdom\`) and keep this
app thin.
MD

# The workspace's formatting (a long name can push a line past the print width).
npx prettier --write --log-level=warn "$root"
echo "$root"
echo "Run npm install to record @nfx/$name in the workspace's lock file." >&2
