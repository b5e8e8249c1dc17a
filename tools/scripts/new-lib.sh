#!/usr/bin/env bash
# Scaffolds a workspace library:
#   tools/scripts/new-lib.sh <scope> <type>-<name> <package name> [jsdom|node]
# e.g. tools/scripts/new-lib.sh cashier feature-deposit @nfx/cashier-feature-deposit jsdom
# <type> is feature, ui, data-access or util (docs/architecture.md, "Boundaries"); the scope is
# shared or the app that owns it. `src/index.ts` is the lib's only public API.
set -euo pipefail
scope=${1:-}; dir=${2:-}; pkg=${3:-}; env=${4:-node}
usage="usage: tools/scripts/new-lib.sh <scope> <feature|ui|data-access|util>-<name> <@nfx/package-name> [jsdom|node]"
case "$dir" in
  data-access-*) type=data-access ;;
  feature-* | ui-* | util-*) type=${dir%%-*} ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
if ! [[ "$scope" =~ ^[a-z][a-z0-9]*$ ]] || ! [[ "$dir" =~ ^[a-z][a-z0-9-]*[a-z0-9]$ ]] || ! [[ "$pkg" =~ ^@nfx/[a-z][a-z0-9-]*$ ]] || ! [[ "$env" =~ ^(jsdom|node)$ ]]; then
  echo "$usage" >&2
  exit 2
fi
if [ "$scope" != shared ] && [ ! -d "apps/$scope" ]; then echo "no app owns the scope $scope (apps/$scope)" >&2; exit 1; fi
root="libs/$scope/$dir"
if [ -e "$root" ]; then echo "$root already exists" >&2; exit 1; fi
mkdir -p "$root/src"

cat > "$root/package.json" <<JSON
{
  "name": "$pkg",
  "version": "0.1.0",
  "private": true,
  "exports": {
    ".": "./src/index.ts"
  },
  "types": "./src/index.ts",
  "sideEffects": [
    "**/*.css.ts"
  ]
}
JSON

cat > "$root/project.json" <<JSON
{
  "name": "$pkg",
  "\$schema": "../../../node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "$root/src",
  "projectType": "library",
  "tags": ["scope:$scope", "type:$type"]
}
JSON

if [ "$env" = jsdom ]; then
  cat > "$root/jest.config.js" <<JS
module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '$pkg',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
JS
else
  cat > "$root/jest.config.js" <<JS
module.exports = { ...require('../../../jest.preset.js'), displayName: '$pkg', testEnvironment: 'node' };
JS
fi

cat > "$root/src/index.ts" <<TS
// The lib's only public API: export what other projects may use, nothing else.
export {};
TS

case "$type" in
  feature) may="feature, ui, data-access and util libs" ;;
  ui) may="ui and util libs" ;;
  data-access) may="data-access and util libs" ;;
  util) may="util libs" ;;
esac
if [ "$scope" = shared ]; then owner="shared by every app; it never imports a scope's libs"; else owner="owned by the $scope app; only $scope and shared projects import it"; fi

cat > "$root/README.md" <<MD
# $pkg

A \`$type\` lib, $owner. It may import $may
(\`@nx/enforce-module-boundaries\`, tags \`scope:$scope\` and \`type:$type\`).

## What it exposes
\`src/index.ts\` is its only public API; test helpers go behind a second entry point (\`./testing\`).

## Tests
\`npm run test:unit -- $root\` (Jest, $env environment).
MD

# The workspace's formatting (a long name can push a line past the print width).
npx prettier --write --log-level=warn "$root"
echo "$root"
echo "Run npm install to link $pkg into the workspace." >&2
