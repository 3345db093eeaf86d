#!/usr/bin/env bash
# The included server under the Node versions people self-host on (22 and 24; `npm test` itself runs on the
# machine's Node): its tests, shared between the two (below), then under each `npm start`'s server on build/
# answering a page, the not-found page and an inbox post; each Node fetched from npm once (scripts/node-binary.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
for major in 22 24; do
  node_bin="$(bash scripts/node-binary.sh "$major")"
  version="$("$node_bin" --version)"

  # After the browser suites, which keep both cores busy (decision 045): two files at a time, as the unit step runs
  # them, with the hosts' limits (TESTS_UNDER_OTHER_NODES, vitest.config.ts), since each of the Worker's cases starts
  # workerd. The unit step has run every one of these files under the machine's Node; here each runs once more, under
  # one Node: Node 24 the server's, the relay's and the numbers' own tests, Node 22 the files of the hosts' shared
  # cases, whose Worker cases need it (Miniflare) and whose included server and Netlify Function cases run there
  # beside them (every file named *hosts.test.ts). Both Nodes then start the server on build/ below.
  if [ "$major" = 22 ]; then
    echo "== Node $version: the hosts' tests (the included server, Netlify, the Worker under workerd)"
    files=(cloudflare hosts.test.ts)
  else
    echo "== Node $version: server, relay and numbers tests"
    files=(server relay numbers --exclude '**/*hosts.test.ts')
  fi
  TESTS_UNDER_OTHER_NODES=1 "$node_bin" node_modules/vitest/vitest.mjs run "${files[@]}" --reporter=dot --reporter=json --outputFile.json="reports/vitest-node$major.json"

  echo "== Node $version: the server on build/"
  log="$(mktemp)"
  inbox="$(mktemp -d)/inbox.jsonl"
  PORT=0 INBOX_FILE="$inbox" "$node_bin" server/server.mjs >"$log" 2>&1 &
  pid=$!
  trap 'kill "$pid" 2>/dev/null || true' EXIT
  # Up to 60 s, a guard against a hang only: a cold start took well under a second quiet.
  for _ in $(seq 1 600); do grep -q "Site ready at" "$log" && break; sleep 0.1; done
  url="$(grep -o 'http://localhost:[0-9]*' "$log" | head -1)"
  [ -n "$url" ] || { cat "$log" >&2; exit 1; }
  status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
  [ "$(status "$url/")" = 200 ] || { echo "GET / did not answer 200" >&2; exit 1; }
  curl -s -D - -o /dev/null "$url/about" | grep -qi '^content-security-policy:' || { echo "no CSP on /about" >&2; exit 1; }
  [ "$(status "$url/no-such-page")" = 404 ] || { echo "an unknown path did not answer 404" >&2; exit 1; }
  # The inbox checks posts with the forms' bundled schemas: an empty contact form is refused by them.
  [ "$(status -H 'Accept: application/json' -F 'subject=New contact message' "$url/api/inbox")" = 400 ] || { echo "the inbox did not refuse an empty form" >&2; exit 1; }
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  trap - EXIT
  echo "Node $version: server tests and the server on build/ passed"
done
