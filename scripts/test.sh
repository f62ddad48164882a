#!/usr/bin/env bash
# `npm test`: every layer, in order, even when one fails; then one closing line
# `N passed, N failed` summing them (lint and typecheck count as one check each).
set -u
cd "$(dirname "$0")/.."
export TZ=UTC
results=.data/test-results
rm -rf "$results" && mkdir -p "$results"
status=0
# Each layer's wall time, for the summary to print beside its budget (scripts/test-summary.mjs).
timed() { # layer, command...
  local layer=$1 started=$SECONDS; shift
  "$@"; local code=$?
  echo "$((SECONDS - started))" > "$results/$layer.seconds"
  return $code
}

check() { # name, command...
  local name=$1; shift
  echo "━━ $name"
  if "$@"; then echo '{"passed":1,"failed":0}' > "$results/$name.json"
  else
    # The exit status says more than silence would: above 128, the step was killed by a signal.
    local code=$?
    echo "✗ $name failed (exit status $code)"
    echo '{"passed":0,"failed":1}' > "$results/$name.json"; status=1
  fi
}

timed lint check lint npx biome check .
timed typecheck check typecheck npx tsc --noEmit -p .
timed contract check contract npm run --silent contract
# Payload's types are generated on purpose (its boot does not, src/payload.config.ts): stale ones fail here.
timed payload-types check payload-types bash -c \
  'npx payload generate:types >/dev/null && git diff --exit-code --stat -- src/payload-types.ts'

for project in unit int; do
  echo "━━ $project"
  timed "$project" npx vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$results/$project.json" || status=1
done

echo "━━ e2e"
# CHROME_PATH, the system's Chromium, or the one npm installed with @sparticuz/chromium (unpacked once).
if node --import tsx -e "import('./tests/support/chromium.ts').then((m) => process.exit(m.chromiumPath() ? 0 : 1))"; then
  timed e2e npx playwright test || status=1
else
  echo 'Chromium not found: run `npm install`, or install Debian’s (`apt-get install -y chromium`), or set CHROME_PATH.'
  echo '{"passed":0,"failed":1}' > "$results/e2e-missing-browser.json"
  status=1
fi

node scripts/test-summary.mjs "$results" || status=1
exit $status
