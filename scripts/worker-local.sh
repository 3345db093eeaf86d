#!/usr/bin/env bash
# `npm run worker`: the site as the Cloudflare Worker it deploys as, on this machine (wrangler dev). The local D1
# database's tables are made first from cloudflare/migrations/ (wrangler's own command, which applies only the
# migrations not applied yet), so the site's numbers work on the first run and after every migration added later.
# Arguments go to `wrangler dev`; its --persist-to, if given, to the migrations as well. With --remote the Worker uses
# the deployed database, whose migrations are applied by hand (docs/deploying.md).
set -euo pipefail
cd "$(dirname "$0")/.."
persist=()
remote=false
args=("$@")
for ((index = 0; index < ${#args[@]}; index++)); do
  case "${args[index]}" in
    --persist-to) persist=(--persist-to "${args[index + 1]:-}") ;;
    --persist-to=*) persist=("${args[index]}") ;;
    --remote | --remote=true | -r) remote=true ;;
  esac
done
if [ "$remote" = false ]; then
  # Without a terminal on its input, wrangler applies them without asking (its prompt's fallback is yes).
  bash scripts/wrangler.sh d1 migrations apply NUMBERS --local "${persist[@]}" </dev/null
fi
exec bash scripts/wrangler.sh dev "$@"
