#!/usr/bin/env bash
# Compares the speed of the working tree's build with a revision's: both play the same warm bench games at the same
# time, one per core, swapping cores each round, and each round prints the games per CPU second of both and their
# ratio; the median ratio ends it. On a shared machine whose load moves single runs by half or more, two builds timed
# side by side see the same load, so their ratio holds better than their figures (single rounds still range by ±20%
# or more on a busy machine: take the median of ten rounds or more).
# Usage: npm run build && scripts/compare.sh REV [ROUNDS=10] [GAMES=500]   (about 20 seconds a round)
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:?usage: scripts/compare.sh REV [ROUNDS] [GAMES]}
rounds=${2:-10}
games=${3:-500}
base=$(mktemp -d)
trap 'git worktree remove --force "$base" >/dev/null 2>&1 || rm -rf "$base"' EXIT
git worktree add --detach "$base" "$rev" >/dev/null 2>&1
ln -s "$PWD/node_modules" "$base/node_modules"
(cd "$base" && npx tsc -p tsconfig.build.json)
play() { node scripts/timed-games.mjs "$1" "$games"; }
out=$(mktemp -d)
ratios=()
for i in $(seq 1 "$rounds"); do
  if (( i % 2 )); then
    play "$base/dist" >"$out/a" & play dist >"$out/b"; wait
  else
    play dist >"$out/b" & play "$base/dist" >"$out/a"; wait
  fi
  a=$(cat "$out/a"); b=$(cat "$out/b")
  r=$(node -e "console.log((${b}/${a}).toFixed(3))")
  ratios+=("$r")
  echo "round $i: $rev $a, now $b games per CPU second (now/$rev $r)"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}')
echo "median now/$rev: $median"
