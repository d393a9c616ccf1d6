#!/usr/bin/env bash
# Installs Debian's chromium package when the machine has no Chromium (neither CHROMIUM_PATH nor
# `chromium` on PATH): the browser tests run it. Does nothing when one is there.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "==> Chromium is missing: installing Debian's chromium package"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
