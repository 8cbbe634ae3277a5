#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright's own browser download cannot work without internet.
set -euo pipefail
fonts="$(fc-list 2>/dev/null || true)"
if [ -x /usr/bin/chromium ] && grep -qi "arabic" <<<"$fonts" && grep -qi "color emoji" <<<"$fonts" && grep -qi "cjk" <<<"$fonts"; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji' once." >&2
  exit 1
fi
echo "Installing Debian's Chromium and the fonts of every interface language (Noto, CJK, emoji) for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji >/dev/null
