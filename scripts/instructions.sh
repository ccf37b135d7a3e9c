#!/usr/bin/env bash
# The instructions a warm bench game executes, counted by valgrind (apt install valgrind): a measure of the engine's
# speed that a shared machine's load doesn't move. Node runs single-threaded with a predictable GC schedule, so that
# repeat runs mostly agree within about 0.5% (now and then one is far off either way: take the median of three). It
# plays WARM games, then WARM + N, and divides the difference by N.
# Usage: npm run build && scripts/instructions.sh [WARM=60] [N=60]   (a few minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
warm=${1:-60}
n=${2:-60}
count() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    node --single-threaded --predictable --predictable-gc-schedule scripts/play-games.mjs "$1" "$2" 2>&1 |
    sed -n 's/.*I *refs: *//p' | tr -d ','
}
a=$(count "$warm" 0)
b=$(count "$warm" "$n")
echo "$(( (b - a) / n )) instructions per game ($n games after $warm warm-up games)"
