#!/usr/bin/env bash
# Tells us before a Docusaurus 3 release breaks the site: builds a scratch copy of the committed tree
# against the newest 3.x the npm registry has (its lock updated there only, never here), then runs
# the build-time plugin tests and browser tests that open every page of both sitemaps, with and
# without script, and every route the code links to.
#
# When the lock already holds the newest 3.x, the main test run has just tested exactly that: the
# check says so and stops. UPGRADE_CHECK=always runs it anyway (against the newest, same or not).
# Run by .ci/run; by hand: bash scripts/docusaurus-upgrade-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

current="$(node -p "require('@docusaurus/core/package.json').version")"
newest="$(npm view '@docusaurus/core@^3' version --json |
  node -e "const v = JSON.parse(require('fs').readFileSync(0, 'utf8'));
           console.log(require('semver').maxSatisfying([].concat(v), '^3'))")"
echo "Docusaurus upgrade check: locked $current, newest 3.x on the registry $newest"
if [ "$newest" = "$current" ] && [ "${UPGRADE_CHECK:-}" != "always" ]; then
  echo "Docusaurus upgrade check: the lock holds the newest 3.x; the main test run covered it."
  exit 0
fi

scratch="$(mktemp -d "${TMPDIR:-/tmp}/amn-docusaurus-$newest-XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
git archive HEAD | tar -x -C "$scratch"
cd "$scratch"
packages="$(node -p "const p = require('./package.json');
  Object.keys({ ...p.dependencies, ...p.devDependencies })
    .filter((name) => name.startsWith('@docusaurus/'))
    .map((name) => name + '@$newest').join(' ')")"
npm ci --no-audit --no-fund
# shellcheck disable=SC2086 # one argument per package
npm install --no-audit --no-fund --save-exact $packages
npx tsc
npx jest plugins --selectProjects components server
npx jest -c jest.e2e.config.mjs tests/e2e/site/page-routes.test.ts tests/e2e/site/no-script.test.ts \
  tests/e2e/site/html-validity.test.ts
echo "Docusaurus upgrade check: the site builds and its pages hold on Docusaurus $newest."
