#!/usr/bin/env bash
# Apple availability, checked on Linux (whose compiler checks none): every declaration the
# package's targets, plugins and Apple-only blocks use must exist at the package's floor, or be
# used under an `if #available` / `@available` that covers it. Each use that is not is printed as
# `path:line: error: 'NAME' needs macOS X / iOS Y / ...; the package's floor is ...`, and the
# script exits 1. With --self-test it then plants newer uses in a copy and fails unless each is
# reported at its line and a guarded use is not. With --apple-index DIR it reads the Apple
# passes that `Scripts/typecheck-apple.sh --index-into DIR` compiled instead of running them;
# flags after `--` go to its `swift build` (CI gives its own, so the build it reads is CI's).
# How it works: Scripts/availability/check.py.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Scripts/availability/check.py "$@"
