#!/usr/bin/env bash
# Compares the speed of the working tree's build with a revision's: builds the revision in a temporary worktree, then
# plays the same warm bench games with both builds in one process, batch by batch (scripts/ab.mjs), once with each
# build loaded first, and prints how much faster the working tree's build is (above 1: faster). On a shared machine
# whose load moves single runs by half or more, batches a few tens of milliseconds apart see the same load; two
# identical builds compared so come out within about 2% of each other here.
# Usage: npm run build && scripts/compare.sh REV [PAIRS=100]   (about a minute and a half per 100 pairs)
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:?usage: scripts/compare.sh REV [PAIRS]}
pairs=${2:-100}
base=$(mktemp -d)
trap 'git worktree remove --force "$base" >/dev/null 2>&1 || rm -rf "$base"' EXIT
git worktree add --detach "$base" "$rev" >/dev/null 2>&1
ln -s "$PWD/node_modules" "$base/node_modules"
(cd "$base" && npx tsc -p tsconfig.build.json)
# B/A with the working tree as B, then (loaded first) as A: the second ratio is inverted so both read now/REV.
first=$(node scripts/ab.mjs "$base/dist" dist "$pairs")
second=$(node scripts/ab.mjs dist "$base/dist" "$pairs")
echo "$rev loaded first: $first"
echo "now loaded first: $second"
r1=$(echo "$first" | sed -n 's/^B\/A \([0-9.]*\).*/\1/p')
r2=$(echo "$second" | sed -n 's/^B\/A \([0-9.]*\).*/\1/p')
node -e "console.log('now/$rev: ' + Math.sqrt($r1 / $r2).toFixed(3) + ' (geometric mean of ' + $r1 + ' and 1/' + $r2 + ')')"
