#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the core and the page, serves it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh
npm run -s build:web
port="${PORT:-4173}"
echo
echo "√d_k Lab is served at http://localhost:${port}/  (Ctrl+C stops it)"
exec npx vite preview --port "$port" --strictPort --host 127.0.0.1
