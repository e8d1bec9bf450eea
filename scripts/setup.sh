#!/usr/bin/env bash
# Installs whatever is missing for building and testing on a fresh Debian/Ubuntu
# machine: the C++/WASM toolchain and browser from apt, the JS tooling from npm.
# Idempotent: a second run only checks and returns.
# `setup.sh` installs what building and serving need; `setup.sh test` adds the
# test-only tools (Chromium for Playwright, Firefox ESR and WebKitGTK with a
# virtual display for the cross-engine checks, clang-format).
set -euo pipefail
purpose="${1:-build}"
cd "$(dirname "$0")/.."

need_apt=()
command -v em++ >/dev/null || need_apt+=(emscripten)
command -v cmake >/dev/null || need_apt+=(cmake)
command -v g++ >/dev/null || need_apt+=(g++)
command -v make >/dev/null || need_apt+=(make)
[ -f /usr/include/eigen3/Eigen/Core ] || need_apt+=(libeigen3-dev)
[ -f /usr/include/catch2/catch.hpp ] || need_apt+=(catch2)
# wasm-objdump is found when build/wasm is configured (the SIMD checks); the
# first configure may come from `npm start`, so it belongs to the base set.
command -v wasm-objdump >/dev/null || need_apt+=(wabt)
# The page's math font is cut at build time from Latin Modern Math
# (web/plugins/math-font.ts), with fontTools in Debian's own python3.
[ -f /usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf ] ||
  need_apt+=(fonts-lmodern)
/usr/bin/python3 -c 'import fontTools' 2>/dev/null || need_apt+=(python3-fonttools)
/usr/bin/python3 -c 'import brotli' 2>/dev/null || need_apt+=(python3-brotli)
if [ "$purpose" = test ]; then
  command -v clang-format >/dev/null || need_apt+=(clang-format)
  # NumPy for the benchmark's NumPy contender, in Debian's own python3 (the
  # python3 on PATH may be a version manager's shim).
  /usr/bin/python3 -c 'import numpy' 2>/dev/null || need_apt+=(python3-numpy)
  # CHROME_PATH points the browser tests at another Chromium (e.g. on Ubuntu,
  # whose apt chromium is a snap wrapper).
  if [ -z "${CHROME_PATH:-}" ]; then
    command -v chromium >/dev/null || need_apt+=(chromium)
  fi
  # tests/engines: Firefox over WebDriver BiDi, WebKitGTK (Safari's engine)
  # through its WebDriver, which needs an X display even for a test run.
  command -v firefox-esr >/dev/null || need_apt+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || need_apt+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || need_apt+=(xvfb)
fi

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing apt packages: ${need_apt[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# npm ci when node_modules is missing or older than the lock file.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
