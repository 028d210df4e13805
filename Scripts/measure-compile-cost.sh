#!/usr/bin/env bash
# Measures what generated asset code costs to compile, in three shapes for the same synthetic
# assets: ours (`asset-manifest generate`, against the StandardPaths module), R.swift 7's and
# SwiftGen's asset template's (Scripts/alternative-shapes.sh, against minimal stand-ins of the
# types they reference). Beside ours, the catalog shape: ours for an asset catalog of as many
# sets (`Scripts/synthetic-assets.sh --catalog`) and nothing else, compiled as ours is, so that a
# catalog set's constant can be weighed against a loose asset's. For each shape, seconds and peak
# memory of `swiftc -c` without (debug) and with (release) -O. A compile that runs past 10
# minutes is stopped and reported as skipped.
# Usage: Scripts/measure-compile-cost.sh [--quick] [COUNT...] [--json]
#   COUNT defaults to 1000 10000 100000. With --json, one JSON object per COUNT, one a line.
#   --quick is for CI, so that a script that breaks fails there: COUNT defaults to 10 and 100,
#   the same steps run (the -O compiles against the debug build's modules: see below), the
#   growth is printed from 10 to 100 assets, each JSON line is parsed
#   (python3) whether printed or not, and a compile past 2 minutes fails the run rather than
#   being skipped, since at these sizes it means something is wrong. No figure is asserted.
# The package is built in a scratch folder of its own, .build/measure (MEASURE_SCRATCH_PATH
# overrides it; `.build` reuses the package's own build), so that the script neither waits for
# nor switches the configuration of a build running in the package's .build.
set -euo pipefail
counts=()
json=false
quick=false
for argument in "$@"; do
  case $argument in
    --json) json=true ;;
    --quick) quick=true ;;
    *[!0-9]* | '')
      echo "usage: Scripts/measure-compile-cost.sh [--quick] [COUNT...] [--json]" >&2
      exit 2
      ;;
    *) counts+=("$argument") ;;
  esac
done
# The growth goal is ours at growth_to assets over ours at growth_from, ten times fewer.
if $quick; then
  [[ ${#counts[@]} -gt 0 ]] || counts=(10 100)
  limit=120 growth_from=10 growth_to=100
else
  [[ ${#counts[@]} -gt 0 ]] || counts=(1000 10000 100000)
  limit=600 growth_from=10000 growth_to=100000
fi
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${MEASURE_SCRATCH_PATH:-.build/measure}
# Relative to the package, as in Scripts/measure-cold-lines.sh, which runs there.
[[ $scratch == /* ]] || scratch=$root/$scratch
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build() { swift build --package-path "$root" --scratch-path "$scratch" "$@"; }
# The generated file compiles against the runtime's modules, without -O against the debug
# build's. MEASURE_DEBUG_FLAGS: flags for the debug build, split at spaces; CI passes those of its
# test build, so that the modules already built in .build are reused rather than rebuilt with
# other flags.
read -r -a debug_flags <<<"${MEASURE_DEBUG_FLAGS:-}"
build --target StandardPaths ${debug_flags[@]+"${debug_flags[@]}"} >&2
debug_bin=$(build --show-bin-path)
if $quick; then
  # The generator and the -O compiles' modules come from the debug build too, which CI's test
  # run has made: no quick figure is read, and the release builds took about 70 processor
  # seconds for the runtime alone, against 5 for the rest of a quick run.
  build --product asset-manifest ${debug_flags[@]+"${debug_flags[@]}"} >&2
  release_bin=$debug_bin
else
  # The release generator: a debug one took 38 s to generate 100,000 assets.
  build -c release --product asset-manifest >&2
  build -c release --target StandardPaths >&2
  release_bin=$(build -c release --show-bin-path)
fi

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
    # A quick run's inputs are small enough that a compile this long is a fault.
    if $quick; then exit 1; fi
    figure[${key}_s]=null figure[${key}_mb]=null
    return
  fi
  if [[ $status -ne 0 ]]; then
    echo "error: the compile of $key for $count assets failed (status $status)" >&2
    exit "$status"
  fi
  local seconds kilobytes
  read -r seconds kilobytes <"$work/time"
  figure[${key}_s]=$seconds figure[${key}_mb]=$((kilobytes / 1024))
}

# Writes our generated file for the folder $1 to $2, said to be made from $count $3. The
# synthetic loose files are empty, and the generator warns of each (3.3 lines an asset): its
# output is shown only when it fails.
generate() {
  "$release_bin/asset-manifest" generate --input "$1" --output "$2" --bundle none \
    --origin "$count synthetic $3" >"$work/generate.log" 2>&1 || {
    cat "$work/generate.log" >&2
    echo "error: asset-manifest generate failed for $count $3 (its output is above)" >&2
    exit 1
  }
}

declare -A figure ours_seconds
shapes=(ours catalog rswift swiftgen)
for count in "${counts[@]}"; do
  rm -rf "$work/Assets" "$work/Catalog" "$work/Shapes"
  "$root/Scripts/synthetic-assets.sh" "$work/Assets" "$count"
  "$root/Scripts/synthetic-assets.sh" --catalog "$work/Catalog" "$count"
  "$root/Scripts/alternative-shapes.sh" "$work/Shapes" "$count"
  generate "$work/Assets" "$work/Ours.swift" assets
  generate "$work/Catalog" "$work/Catalog.swift" "catalog sets"
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
    runtime=(-I "$modules" -Xcc -fmodule-map-file="$local_bin/AtomicWord.build/module.modulemap"
      -Xcc -I -Xcc "$root/Sources/AtomicWord/include")
    compile "ours_$configuration" "$work/Ours.swift" "$optimisation" "${runtime[@]}"
    compile "catalog_$configuration" "$work/Catalog.swift" "$optimisation" "${runtime[@]}"
    compile "rswift_$configuration" "$work/Shapes/RswiftShape.swift" "$optimisation" -I "$stand_ins"
    compile "swiftgen_$configuration" "$work/Shapes/SwiftGenShape.swift" "$optimisation"
  done
  # Peak memory is the larger of the two configurations' peaks.
  for shape in "${shapes[@]}"; do
    debug_mb=${figure[${shape}_debug_mb]} release_mb=${figure[${shape}_release_mb]}
    if [[ $debug_mb == null || $release_mb == null ]]; then
      figure[${shape}_peak_mb]=null
    else
      figure[${shape}_peak_mb]=$((debug_mb > release_mb ? debug_mb : release_mb))
    fi
  done
  ours_seconds[$count]="${figure[ours_debug_s]} ${figure[ours_release_s]}"
  line="{\"assets\": $count"
  for shape in "${shapes[@]}"; do
    for key in debug_s release_s peak_mb; do line+=", \"${shape}_$key\": ${figure[${shape}_$key]}"; done
  done
  line+="}"
  # A quick run prints the table, so that the growth below runs too, but checks the JSON line.
  if $quick; then
    python3 -c 'import json, sys; json.loads(sys.argv[1])' "$line" || {
      echo "error: the JSON line for $count assets does not parse: $line" >&2
      exit 1
    }
  fi
  if $json; then
    echo "$line"
  else
    bytes=$(wc -c <"$work/Ours.swift") catalog_bytes=$(wc -c <"$work/Catalog.swift")
    echo "$count assets ($bytes bytes of ours; $catalog_bytes of the catalog's, for $count sets):"
    for shape in "${shapes[@]}"; do
      printf '  %-9s debug %7s s   release %7s s   peak %6s MB\n' "$shape" \
        "${figure[${shape}_debug_s]}" "${figure[${shape}_release_s]}" "${figure[${shape}_peak_mb]}"
    done
  fi
done
# The growth goal: ours at growth_to over ours at growth_from, when both were measured.
if ! $json && [[ -n ${ours_seconds[$growth_from]:-} && -n ${ours_seconds[$growth_to]:-} ]]; then
  awk -v from="$growth_from" -v to="$growth_to" -v small="${ours_seconds[$growth_from]}" \
    -v large="${ours_seconds[$growth_to]}" '
    function grouped(n) { return n < 1000 ? n : grouped(int(n / 1000)) sprintf(",%03d", n % 1000) }
    BEGIN {
      split(small, s, " "); split(large, l, " ")
      # Not measured, or too quick for the timer to see (the small counts of a quick run).
      if (s[1] == "null" || l[1] == "null" || s[2] == "null" || l[2] == "null") exit
      if (s[1] + 0 == 0 || s[2] + 0 == 0) exit
      printf "growth of ours, %s to %s assets: debug %.1f, release %.1f\n", grouped(from), grouped(to),
        l[1] / s[1], l[2] / s[2]
    }'
fi
