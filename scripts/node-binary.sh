#!/usr/bin/env bash
# Prints the path of a Node binary of the major version given (22, 24), fetched once from npm (its `node` package is
# a real Node binary) into node_modules/.cache/node-versions: the suite's other Node versions, and the Node 22
# wrangler needs on a machine that runs Node 20.
set -euo pipefail
cd "$(dirname "$0")/.."
major="$1"
dir="node_modules/.cache/node-versions/$major"
[ -x "$dir/node_modules/.bin/node" ] || npm install --no-save --no-audit --no-fund --silent --prefix "$dir" "node@$major" >&2
node_bin="$(realpath "$dir/node_modules/.bin/node")"
case "$("$node_bin" --version)" in "v$major."*) ;; *) echo "Expected Node $major from $dir" >&2; exit 1 ;; esac
echo "$node_bin"
