#!/usr/bin/env bash
# Cloudflare's wrangler (a development dependency, at the version whose Miniflare the suite runs) on the Node it
# needs: this machine's when it is 22 or later, otherwise Node 22 fetched once from npm. `npm run worker` serves the
# built site under workerd as deployed; `npm run wrangler -- deploy` deploys it (docs/deploying.md).
set -euo pipefail
cd "$(dirname "$0")/.."
node_bin="node"
[ "$(node -p 'process.versions.node.split(".")[0] >= 22')" = "true" ] || node_bin="$(bash scripts/node-binary.sh 22)"
# No usage reports leave the machine unless the agency turns them on.
export WRANGLER_SEND_METRICS="${WRANGLER_SEND_METRICS:-false}"
# The local run needs no request details from Cloudflare (an offline machine would print a warning each start).
export CLOUDFLARE_CF_FETCH_ENABLED="${CLOUDFLARE_CF_FETCH_ENABLED:-false}"
exec "$node_bin" node_modules/wrangler/bin/wrangler.js "$@"
