#!/usr/bin/env bash
# Run before the tests (npm's pretest): the browser tests drive Chromium, Debian's package or the one the CHROMIUM
# variable names. When there is none, it is installed with apt-get (as root); otherwise this says how and fails.
set -euo pipefail
browser=${CHROMIUM:-/usr/bin/chromium}
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium for the browser tests (apt-get install chromium)..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
  [ -x "$browser" ] && exit 0
fi
echo "The browser tests need Chromium at $browser: install Debian's chromium package, or set CHROMIUM to a Chromium." >&2
exit 1
