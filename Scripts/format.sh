#!/usr/bin/env bash
# Lints the Swift sources with the repository's .swift-format, strictly; with --fix, formats them
# first. Generated golden files under Fixtures/ are left as the generator writes them.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.swift' | grep -v '/Fixtures/')
if [[ ${1:-} == --fix ]]; then swift format format -i "${files[@]}"; fi
swift format lint --strict "${files[@]}"
