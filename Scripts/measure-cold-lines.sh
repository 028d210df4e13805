#!/usr/bin/env bash
# Counts what one cold lookup reads from memory, the cause of `cold_string_vs_dictionary`,
# without the host's noise: callgrind simulates the caches (a 32 MB last-level cache, as on the
# hosts CI uses) while asset-manifest-bench makes the cold figure's lookups (`ColdSides`: the
# manifest's string and typed lookups and a `[String: String]` lookup, the same code the
# benchmark times), each after the 64 MB eviction walk. Prints, per lookup of each side, the
# instructions run and the cache lines that came from memory: code, data read, data written
# (a stack line or a reference count written after the walk evicted it counts too).
# Takes about two minutes. Needs valgrind (`apt-get install -y valgrind`).
# --quick is for CI, so that a script that breaks fails there: one sample of each side (unless
# --samples says otherwise) in a manifest of 100 assets, through the same callgrind run and
# annotation of a debug build (CI's test build, whose flags MEASURE_DEBUG_FLAGS gives, split at
# spaces, with MEASURE_SCRATCH_PATH=.build); the figures are printed and none is asserted (nor
# comparable: unoptimized code, and the first lookup of a side also brings most of its code from
# memory, which the default's later samples do not).
# The benchmark is built in a scratch folder of its own, .build/measure (MEASURE_SCRATCH_PATH
# overrides it; `.build` reuses the package's own build), so that the script neither waits for
# nor switches the configuration of a build running in the package's .build.
# Usage: Scripts/measure-cold-lines.sh [--quick] [--samples N]
set -euo pipefail
samples=
# The lookup figures' manifest: 10,000 assets; 100 in quick mode, which runs sooner under
# callgrind and whose figures are not the table's anyway.
assets=10000
configuration=release
usage() {
  echo "usage: Scripts/measure-cold-lines.sh [--quick] [--samples N]" >&2
  exit 2
}
while (($#)); do
  case $1 in
    --quick) samples=${samples:-1} assets=100 configuration=debug ;;
    --samples)
      [[ ${2-} =~ ^[1-9][0-9]*$ ]] || usage
      samples=$2
      shift
      ;;
    *) usage ;;
  esac
  shift
done
samples=${samples:-10}
cd "$(dirname "$0")/.."
scratch=${MEASURE_SCRATCH_PATH:-.build/measure}
read -r -a debug_flags <<<"${MEASURE_DEBUG_FLAGS:-}"
build=(swift build --scratch-path "$scratch" -c "$configuration")
[[ $configuration == release ]] || build+=(${debug_flags[@]+"${debug_flags[@]}"})
command -v valgrind > /dev/null || {
  echo "error: valgrind is not installed: apt-get install -y valgrind" >&2
  exit 1
}
output=$(mktemp)
log=$(mktemp)
trap 'rm -f "$output" "$log"' EXIT
# SwiftPM prints compile errors on stdout: the build's output is shown when it fails.
"${build[@]}" --product asset-manifest-bench > "$log" 2>&1 || {
  cat "$log" >&2
  echo "error: the benchmark did not build (SwiftPM's output is above)" >&2
  exit 1
}
bin=$("${build[@]}" --show-bin-path)
valgrind --tool=callgrind --cache-sim=yes --LL=33554432,16,64 --collect-atstart=no \
  --toggle-collect='*ColdSidesV6stringyS2iF' --toggle-collect='*ColdSidesV10dictionaryyS2iF' \
  --toggle-collect='*ColdSidesV5typedyS2iF' --callgrind-out-file="$output" \
  "$bin/asset-manifest-bench" --cold-lookups-for-callgrind "$samples" "$assets" 2> "$log" || {
  cat "$log" >&2
  echo "error: the benchmark failed under callgrind (its output is above)" >&2
  exit 1
}
# Inclusive totals of each side's function (Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw), listed in
# parts by source file and object: the part with the most instructions is the whole.
callgrind_annotate --inclusive=yes --show-percs=no "$output" 2> /dev/null |
  awk -v samples="$samples" '
    { sub(/ \[[^]]*\]$/, "") }
    /ColdSidesV[0-9]+(string|dictionary|typed)yS2iF$/ {
      side = $NF
      sub(/.*ColdSidesV[0-9]+/, "", side)
      sub(/yS2iF.*/, "", side)
      for (i = 1; i <= 9; i++) { value[i] = $i; gsub(/,/, "", value[i]); if (value[i] == ".") value[i] = 0 }
      if (value[1] + 0 <= instructions[side] + 0) next
      instructions[side] = value[1]
      code[side] = value[7] / samples; read[side] = value[8] / samples
      written[side] = value[9] / samples
      lines[side] = code[side] + read[side] + written[side]
    }
    END {
      for (side in lines)
        printf "%-10s %6.0f instructions  %5.1f lines from memory (code %4.1f, read %4.1f, written %4.1f)\n",
          side, instructions[side] / samples, lines[side], code[side], read[side], written[side]
      if (!("string" in lines) || !("dictionary" in lines)) {
        print "error: callgrind counted no cold lookup; was the benchmark built?" > "/dev/stderr"
        exit 1
      }
      if (lines["dictionary"] > 0)
        printf "string/dictionary lines: %.2f\n", lines["string"] / lines["dictionary"]
    }'
