#!/usr/bin/env bash
# npm run test:all: install what the tests need, then lint, type check, unit and integration tests,
# the production build and the browser tests. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$(date +%s)

# Each step says when it started, in seconds from the start, so a slow run shows where its time went.
step() { printf '\n\033[1m▶ %s\033[0m (%d s)\n' "$*" "$(( $(date +%s) - started ))"; }

step "Installing npm packages"
# `npm install` rather than `npm ci`: npm 11 leaves optional platform packages out of the lock it writes here.
npm install --no-audit --no-fund

step "Checking the browser, CJK fonts, nginx and openssl"
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
# nginx for the cluster test and the device-class test of deploy/nginx.conf (run with its own configuration).
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
# openssl makes the certificate of the bench's TLS front (tests/int/bench-tls-front.int.test.ts).
command -v openssl >/dev/null || need+=(openssl)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${need[@]}"
  # The package may start a system nginx on port 80; the tests run their own.
  if [[ " ${need[*]} " == *" nginx-light "* ]]; then $SUDO service nginx stop >/dev/null 2>&1 || true; fi
fi
[ -x /usr/lib/postgresql/15/bin/initdb ] || echo "warning: PostgreSQL 15 binaries not found; the PostgreSQL integration test will fail"

step "Generated files are current (Payload's admin import map and types)"
generated=("src/app/(payload)/admin/importMap.js" "src/payload-types.ts")
npm run generate:importmap
npm run generate:types
if ! git diff --quiet -- "${generated[@]}"; then
  git --no-pager diff --stat -- "${generated[@]}"
  echo "The generated files above were stale: commit them (npm run generate:importmap && npm run generate:types)." >&2
  exit 1
fi

# Runs the commands side by side (each of ESLint, Prettier and tsc keeps one core busy), then prints each one's
# output in turn; fails when any failed.
side_by_side() {
  local dir i failed=0 pids=()
  dir=$(mktemp -d)
  i=0
  for command in "$@"; do
    bash -c "$command" > "$dir/$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    if wait "${pids[$i]}"; then echo "── $command: passed"; else echo "── $command: FAILED"; failed=1; fi
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return $failed
}

step "Lint, formatting and type check"
side_by_side "npm run lint" "npm run format:check" "npm run typecheck"
# The builds below (browser tests, second deployment, cluster) skip Next's own check of the same types.
export TYPES_CHECKED=1
# Turbopack's cache of a build speeds up the next build into the same folder. A fresh clone has none to reuse and
# builds into each folder once: there the builds write none.
[ -d .next-test/cache/turbopack ] || export BUILD_CACHE=off

step "Unit and integration tests, beside the production build for the browser tests"
# The integration tests run one file at a time and leave a core mostly free: the build uses it. Its output is
# printed after the tests.
prepare_log=$(mktemp)
node scripts/e2e-prepare.mjs > "$prepare_log" 2>&1 &
prepare=$!
tests=0
npx vitest run || tests=$?
build=0
wait $prepare || build=$?
step "Production build for the browser tests (its output)"
cat "$prepare_log"
rm -f "$prepare_log"
[ $tests -eq 0 ] || { echo "The unit or integration tests failed (above)." >&2; exit $tests; }
[ $build -eq 0 ] || { echo "The production build for the browser tests failed." >&2; exit $build; }

step "Browser tests (Chromium, desktop 1440 px and mobile 375 px)"
CI=${CI:-1} npx playwright test

step "Cluster under load (nginx, two instances, PostgreSQL; 20 s, one instance killed and restarted)"
TEST_CLUSTER_SECONDS=${TEST_CLUSTER_SECONDS:-20} node scripts/test-cluster.mjs

echo
echo "test:all passed in $(( $(date +%s) - started )) s"
