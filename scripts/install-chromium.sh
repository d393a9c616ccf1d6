#!/usr/bin/env bash
# Installs Debian's headless-only Chromium (chromium-headless-shell) when the machine has none and
# CHROMIUM_PATH names no other: the browser tests run it (e2e/playwright.config.ts), with about a third
# less CPU than the whole browser (docs/benchmarks.md). Does nothing when it is there.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || command -v chromium-headless-shell >/dev/null 2>&1; then exit 0; fi
echo "==> Chromium is missing: installing Debian's chromium-headless-shell package"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
if DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; then exit 0; fi
# A release without the package: the whole browser runs the same tests, more slowly.
command -v chromium >/dev/null 2>&1 && exit 0
echo "==> chromium-headless-shell is not available: installing Debian's chromium package"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
