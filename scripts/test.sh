#!/usr/bin/env bash
# Every test of the project, cheapest first. The README's test command and CI run this.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

bash scripts/ensure-system-packages.sh nginx brotli-static chromium

echo "== types"
npx tsc

echo "== unit tests"
npm run --silent test:unit

echo "== content check (sources)"
npm run --silent check:content

echo "== build"
# A build that was interrupted can leave rspack's persistent cache locked; start clean.
rm -rf node_modules/.cache/rspack .docusaurus
npm run --silent build 2>&1 | tee .tmp/build.log
# The specification makes broken links warnings; here any warning of the build fails the run.
if grep -E '\[WARNING\]|\[ERROR\]' .tmp/build.log; then
  echo "The build printed warnings (above)." >&2
  exit 1
fi

echo "== content report (built pages)"
node --import tsx scripts/content-report.ts

echo "== end-to-end tests (nginx + Chromium)"
npx playwright test
