#!/usr/bin/env bash
# Measures what the generated manifest of COUNT synthetic assets costs to compile: seconds and peak
# memory of `swiftc -c` on the generated file, without (debug) and with (release) -O, against the
# StandardPaths module. Prints one line per configuration, and the figures as JSON with --json.
# Usage: Scripts/measure-compile-cost.sh [COUNT] [--json]
set -euo pipefail
count=10000
json=false
for argument in "$@"; do
  case $argument in
    --json) json=true ;;
    *) count=$argument ;;
  esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$root/Scripts/synthetic-assets.sh" "$work/Assets" "$count"
swift build --package-path "$root" -c release --product asset-manifest >&2
release_bin=$(swift build --package-path "$root" -c release --show-bin-path)
swift build --package-path "$root" --target StandardPaths >&2
debug_bin=$(swift build --package-path "$root" --show-bin-path)
"$release_bin/asset-manifest" generate --input "$work/Assets" --output "$work/Generated.swift" \
  --bundle none
bytes=$(wc -c <"$work/Generated.swift")

measure() { # configuration, module folder, swiftc flags...
  local name=$1 modules=$2
  shift 2
  /usr/bin/time -f '%e %M' -o "$work/time" swiftc -c -parse-as-library -swift-version 6 \
    -module-name GeneratedAssets -I "$modules" "$@" "$work/Generated.swift" -o "$work/out.o"
  read -r seconds kilobytes <"$work/time"
  echo "$name $seconds $((kilobytes / 1024))"
}
debug=$(measure debug "$debug_bin/Modules" -Onone)
release=$(measure release "$release_bin/Modules" -O)
read -r _ debug_s debug_mb <<<"$debug"
read -r _ release_s release_mb <<<"$release"
if $json; then
  printf '{"assets": %d, "generated_bytes": %d, "compile_debug_s": %s, "compile_debug_peak_mb": %d, "compile_release_s": %s, "compile_release_peak_mb": %d}\n' \
    "$count" "$bytes" "$debug_s" "$debug_mb" "$release_s" "$release_mb"
else
  echo "generated file for $count assets: $bytes bytes"
  echo "debug:   ${debug_s} s, peak ${debug_mb} MB"
  echo "release: ${release_s} s, peak ${release_mb} MB"
fi
