#!/usr/bin/env bash
# Measures what generated asset code costs to compile, in three shapes for the same synthetic
# assets: ours (`asset-manifest generate`, against the StandardPaths module), R.swift 7's and
# SwiftGen's asset template's (Scripts/alternative-shapes.sh, against minimal stand-ins of the
# types they reference). For each shape, seconds and peak memory of `swiftc -c` without (debug)
# and with (release) -O. A compile that runs past 10 minutes is stopped and reported as skipped.
# Usage: Scripts/measure-compile-cost.sh [COUNT...] [--json]
#   COUNT defaults to 1000 10000 100000. With --json, one JSON object per COUNT, one a line.
set -euo pipefail
counts=()
json=false
for argument in "$@"; do
  case $argument in
    --json) json=true ;;
    *[!0-9]* | '')
      echo "usage: Scripts/measure-compile-cost.sh [COUNT...] [--json]" >&2
      exit 2
      ;;
    *) counts+=("$argument") ;;
  esac
done
[[ ${#counts[@]} -gt 0 ]] || counts=(1000 10000 100000)
limit=600
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --package-path "$root" -c release --product asset-manifest >&2
# The generated file compiles against the runtime, which the command line no longer links.
swift build --package-path "$root" -c release --target StandardPaths >&2
release_bin=$(swift build --package-path "$root" -c release --show-bin-path)
swift build --package-path "$root" --target StandardPaths >&2
debug_bin=$(swift build --package-path "$root" --show-bin-path)

# Sets figure[KEY_s] and figure[KEY_mb] to the seconds and peak megabytes of one compile, or to
# null, with the reason on stderr, when it ran past the limit. Arguments: KEY, the file, then
# swiftc flags.
compile() {
  local key=$1 file=$2
  shift 2
  local status=0
  timeout "$limit" /usr/bin/time -f '%e %M' -o "$work/time" swiftc -c -parse-as-library \
    -swift-version 6 -module-name GeneratedAssets "$@" "$file" -o "$work/out.o" || status=$?
  if [[ $status -eq 124 ]]; then
    echo "skipped: $key for $count assets ran past $limit s" >&2
    figure[${key}_s]=null figure[${key}_mb]=null
    return
  fi
  [[ $status -eq 0 ]] || exit "$status"
  local seconds kilobytes
  read -r seconds kilobytes <"$work/time"
  figure[${key}_s]=$seconds figure[${key}_mb]=$((kilobytes / 1024))
}

declare -A figure ours_seconds
for count in "${counts[@]}"; do
  rm -rf "$work/Assets" "$work/Shapes"
  "$root/Scripts/synthetic-assets.sh" "$work/Assets" "$count"
  "$root/Scripts/alternative-shapes.sh" "$work/Shapes" "$count"
  "$release_bin/asset-manifest" generate --input "$work/Assets" --output "$work/Ours.swift" \
    --bundle none --origin "$count synthetic assets" >/dev/null
  for configuration in debug release; do
    if [[ $configuration == debug ]]; then
      optimisation=-Onone modules=$debug_bin/Modules
    else
      optimisation=-O modules=$release_bin/Modules
    fi
    stand_ins=$work/stand-ins-$configuration
    mkdir -p "$stand_ins"
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name RswiftResources \
      "$optimisation" "$work/Shapes/RswiftResources.swift" -emit-module-path \
      "$stand_ins/RswiftResources.swiftmodule"
    # The runtime imports the C target AtomicWord, whose module map SwiftPM passes the same way.
    local_bin=$(dirname "$modules")
    compile "ours_$configuration" "$work/Ours.swift" "$optimisation" -I "$modules" \
      -Xcc -fmodule-map-file="$local_bin/AtomicWord.build/module.modulemap" \
      -Xcc -I -Xcc "$root/Sources/AtomicWord/include"
    compile "rswift_$configuration" "$work/Shapes/RswiftShape.swift" "$optimisation" -I "$stand_ins"
    compile "swiftgen_$configuration" "$work/Shapes/SwiftGenShape.swift" "$optimisation"
  done
  # Peak memory is the larger of the two configurations' peaks.
  for shape in ours rswift swiftgen; do
    debug_mb=${figure[${shape}_debug_mb]} release_mb=${figure[${shape}_release_mb]}
    if [[ $debug_mb == null || $release_mb == null ]]; then
      figure[${shape}_peak_mb]=null
    else
      figure[${shape}_peak_mb]=$((debug_mb > release_mb ? debug_mb : release_mb))
    fi
  done
  ours_seconds[$count]="${figure[ours_debug_s]} ${figure[ours_release_s]}"
  if $json; then
    line="{\"assets\": $count"
    for shape in ours rswift swiftgen; do
      for key in debug_s release_s peak_mb; do line+=", \"${shape}_$key\": ${figure[${shape}_$key]}"; done
    done
    echo "$line}"
  else
    echo "$count assets ($(wc -c <"$work/Ours.swift") bytes of ours):"
    for shape in ours rswift swiftgen; do
      printf '  %-9s debug %7s s   release %7s s   peak %6s MB\n' "$shape" \
        "${figure[${shape}_debug_s]}" "${figure[${shape}_release_s]}" "${figure[${shape}_peak_mb]}"
    done
  fi
done
# The growth goal: ours at 100,000 over ours at 10,000, when both were measured.
if ! $json && [[ -n ${ours_seconds[10000]:-} && -n ${ours_seconds[100000]:-} ]]; then
  awk -v small="${ours_seconds[10000]}" -v large="${ours_seconds[100000]}" 'BEGIN {
    split(small, s, " "); split(large, l, " ")
    if (s[1] == "null" || l[1] == "null" || s[2] == "null" || l[2] == "null") exit
    printf "growth of ours, 10,000 to 100,000 assets: debug %.1f, release %.1f\n", l[1] / s[1], l[2] / s[2]
  }'
fi
