#!/usr/bin/env bash
# Does the test suite hold as the site grows? Times `npm test` on a throwaway copy of this checkout in which every
# docs page (every locale, every docs version) is duplicated as <page>-copy.md, beside a run on the site as it is.
# Usage: bash tools/bench/suite-scaling.sh [copy|as-is]   (default: copy). Prints the suite's figures and its time.
# The copy's page-list test fails by design (data/sections.json does not list the copies): the figure that matters
# is the time, and that nothing times out.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
mode="${1:-copy}"
work="$(mktemp -d /tmp/suite-scaling-XXXX)"
chmod 755 "$work"
git -C "$here" archive HEAD | tar -x -C "$work"
cd "$work"
. tools/node/use-node.sh
if [ "$mode" = copy ]; then
  count=0
  while IFS= read -r f; do
    cp "$f" "${f%.md}-copy.md"; count=$((count + 1))
  done < <(find docs versioned_docs i18n/*/docusaurus-plugin-content-docs -name '*.md' -not -name '*-copy.md' 2>/dev/null)
  echo "suite-scaling: duplicated $count docs pages"
fi
started=$(date +%s)
npm ci --no-audit --no-fund >/dev/null 2>&1
echo "suite-scaling: npm ci in $(( $(date +%s) - started )) s"
npm test >"$work/suite.log" 2>&1 || true
grep -E '^=== |^tests:' "$work/suite.log" | tail -12
echo "suite-scaling ($mode): npm ci + npm test in $(( $(date +%s) - started )) s"
# KEEP=1 keeps the copy and its full log (suite.log) to look into a failure.
if [ "${KEEP:-0}" = 1 ]; then echo "suite-scaling: kept $work"; else rm -rf "$work"; fi
