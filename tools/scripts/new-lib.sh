#!/usr/bin/env bash
# Scaffolds a workspace library: tools/scripts/new-lib.sh <scope> <type>-<name> <package-name> [jsdom|node]
set -euo pipefail
scope=$1; dir=$2; pkg=$3; env=${4:-node}
case "$dir" in data-access-*) type=data-access ;; *) type=${dir%%-*} ;; esac
root="libs/$scope/$dir"
mkdir -p "$root/src"
cat > "$root/package.json" <<JSON
{
  "name": "$pkg",
  "version": "0.1.0",
  "private": true,
  "exports": { ".": "./src/index.ts" },
  "types": "./src/index.ts",
  "sideEffects": ["**/*.css.ts"]
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
if [ "$env" = jsdom ]; then environment="require.resolve('../../../tools/jest/jsdom-environment.js')"; else environment="'node'"; fi
cat > "$root/jest.config.js" <<JS
module.exports = { ...require('../../../jest.preset.js'), displayName: '$pkg', testEnvironment: $environment };
JS
[ -f "$root/src/index.ts" ] || echo "export {};" > "$root/src/index.ts"
echo "$root"
