#!/bin/sh
# Builds the site for today (and the server) into a new folder, then points BUILD_DIR at it in one
# step, so the running server never serves half a build. amn-rebuild.service restarts the server
# afterwards; an upgrade runs this script too.
set -eu
cd "$(dirname "$0")/.."
builds="$(dirname "$BUILD_DIR")/builds"
next="$builds/$(date +%Y-%m-%dT%H%M%S)"
mkdir -p "$builds"
rm -rf build
npm run build
mv build "$next"
ln -sfn "$next" "$BUILD_DIR.next"
mv -T "$BUILD_DIR.next" "$BUILD_DIR"
# Keep the three newest builds: the one in use and two to go back to.
ls -1d "$builds"/*/ | sort | head -n -3 | xargs -r rm -rf
