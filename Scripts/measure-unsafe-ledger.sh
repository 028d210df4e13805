#!/usr/bin/env bash
# Measures the unsafe ledger (BENCHMARKS.md, "Unsafe code"): for each unsafe construct of the
# runtime that a figure stands on, that figure for the checkout as it is and for a copy of it
# with the construct replaced by its simplest safe version, in the same run, so that the unsafe
# code is kept only where the safe version misses a goal. Each safe version is a patch in
# Scripts/unsafe-ledger/, named after the construct; its header says what it changes.
# For each construct the checkout is copied (tracked and untracked files, no .build) into
# .build/unsafe-ledger/NAME/package, the patch applied there, and the copy built in a scratch
# folder of its own (.build/unsafe-ledger/NAME/build); the checkout builds in
# .build/unsafe-ledger/checkout. The figures come from the release `asset-manifest-bench
# --lookups --json`; in each round the checkout and the copy run one after the other,
# alternating which goes first, and each figure is the median of the rounds. Prints one line
# per construct and figure: the checkout's (unsafe) value, the safe version's, the goal, and
# whether the safe version meets it. Every copy builds from nothing: about five minutes a
# construct on a 2-core machine. Run it on a quiet
# machine for the figures BENCHMARKS.md records; a busy one proves only that it runs.
# Usage: Scripts/measure-unsafe-ledger.sh [--check] [--quick] [--rounds N] [CONSTRUCT...]
#   CONSTRUCT: a patch's name without .patch (default: every one).
#   --check only runs `git apply --check` on every patch against the checkout, and checks that
#     every patch has a ledger entry here and every entry a patch: instant, for CI, so that a
#     patch cannot stop applying unnoticed. Exits 1, naming the patch, when one does not apply.
#   --quick is for a turn that proves the script works: the benchmark's --quick, one round. Its
#     figures are not the ledger's.
#   --rounds N (default 3) sets the rounds.
set -euo pipefail
usage() {
  echo "usage: Scripts/measure-unsafe-ledger.sh [--check] [--quick] [--rounds N] [CONSTRUCT...]" >&2
  exit 2
}

# The ledger: each construct's figures, each NAME:GOAL, as asset-manifest-bench names them and
# sets their goals (LookupFigures).
constructs=(lazy-tables-locked manifest-text-copied manifest-scan-swift request-index-dictionary)
declare -A figures
figures[lazy-tables-locked]="typed_vs_array:<=2 cold_string_vs_dictionary:<=1
  string_vs_dictionary:<=1.25"
figures[manifest-text-copied]="first_lookup_ms:<=2 cold_string_vs_dictionary:<=1"
figures[manifest-scan-swift]="first_lookup_ms:<=2"
figures[request-index-dictionary]="string_vs_dictionary:<=1.25 bundle_vs_string_lookup:>=50
  cold_string_vs_dictionary:<=1 first_lookup_ms:<=2"

check=false quick=false rounds=3
selected=()
while (($#)); do
  case $1 in
    --check) check=true ;;
    --quick) quick=true ;;
    --rounds)
      [[ ${2-} =~ ^[1-9][0-9]*$ ]] || usage
      rounds=$2
      shift
      ;;
    -*) usage ;;
    *)
      [[ -n ${figures[$1]-} ]] || {
        echo "error: no construct '$1' in the ledger (${constructs[*]})" >&2
        exit 2
      }
      selected+=("$1")
      ;;
  esac
  shift
done
# Quick mode's figures prove the script runs; one round of them is enough.
if $quick; then rounds=1; fi
[[ ${#selected[@]} -gt 0 ]] || selected=("${constructs[@]}")

root=$(cd "$(dirname "$0")/.." && pwd)
patches=$root/Scripts/unsafe-ledger
ledger=$root/.build/unsafe-ledger

# Exits 1, naming the patch, unless Scripts/unsafe-ledger/$1.patch applies to the checkout.
check_patch() {
  local patch=$patches/$1.patch
  [[ -f $patch ]] || {
    echo "error: the ledger names $1, but Scripts/unsafe-ledger/$1.patch does not exist" >&2
    exit 1
  }
  if ! git -C "$root" apply --check "$patch"; then
    echo "error: Scripts/unsafe-ledger/$1.patch no longer applies to the checkout: remake it" \
      "as its header says" >&2
    exit 1
  fi
}

if $check; then
  # Every patch is a construct of the ledger, so none is left unmeasured.
  for patch in "$patches"/*.patch; do
    name=$(basename "$patch" .patch)
    [[ -n ${figures[$name]-} ]] || {
      echo "error: Scripts/unsafe-ledger/$name.patch has no entry in" \
        "Scripts/measure-unsafe-ledger.sh's ledger" >&2
      exit 1
    }
  done
  for name in "${constructs[@]}"; do check_patch "$name"; done
  echo "every patch of Scripts/unsafe-ledger applies: ${constructs[*]}"
  exit 0
fi

# Every patch is checked before anything is built, so that a stale one fails at once.
for name in "${selected[@]}"; do check_patch "$name"; done
command -v python3 >/dev/null || {
  echo "error: python3 is needed to read the figures" >&2
  exit 1
}
mkdir -p "$ledger"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs "$@" with its output in the log $1, which is shown, with an error naming $2, if it fails.
logged() {
  local log=$1 what=$2
  shift 2
  if ! "$@" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "error: $what failed (the end of its log, $log, is above)" >&2
    exit 1
  fi
}

# Builds the benchmark of the package at $1 in the scratch folder $2 and prints its bin path.
build_bench() {
  logged "$2.build.log" "the release build of asset-manifest-bench in $1" \
    swift build -c release --product asset-manifest-bench --package-path "$1" --scratch-path "$2"
  swift build -c release --show-bin-path --package-path "$1" --scratch-path "$2"
}

# Copies the checkout as it is, tracked and untracked files alike (not what .gitignore ignores,
# so no .build), to $1.
copy_checkout() {
  rm -rf "$1"
  mkdir -p "$1"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard --deduplicate |
    tar --null --files-from=- --ignore-failed-read -cf -) | tar -xf - -C "$1"
}

# Appends one measurement by the benchmark at the bin path $1 for construct $2 to the file $3:
# the benchmark's JSON line.
measure() {
  local bin=$1 name=$2 out=$3 flags=(--lookups --json)
  if $quick; then flags+=(--quick); fi
  logged "$work/bench.log" "asset-manifest-bench for $name in $(dirname "$bin")" \
    "$bin/asset-manifest-bench" "${flags[@]}"
  tail -n 1 "$work/bench.log" >>"$out"
}

# The load at the start and the end, printed with the figures: a busy machine's are noise.
load() { cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo unknown; }
started="unsafe ledger: $(date -u '+%Y-%m-%d %H:%M UTC'), $rounds round(s)"
if $quick; then started+=", quick"; fi
started+=", load average $(load)"
echo "$started" >&2
echo "building the checkout (.build/unsafe-ledger/checkout)" >&2
checkout_bin=$(build_bench "$root" "$ledger/checkout")

for name in "${selected[@]}"; do
  copy=$ledger/$name/package
  echo "$name: copying the checkout, applying its patch, building" >&2
  copy_checkout "$copy"
  # The ceiling keeps git from taking the copy, inside .build, for part of the checkout's
  # repository, where `git apply` would skip every path outside the current folder.
  if ! (cd "$copy" && GIT_CEILING_DIRECTORIES=$(dirname "$copy") git apply "$patches/$name.patch"); then
    echo "error: Scripts/unsafe-ledger/$name.patch does not apply to the copy of the checkout" >&2
    exit 1
  fi
  safe_bin=$(build_bench "$copy" "$ledger/$name/build")
  : >"$work/$name.unsafe" && : >"$work/$name.safe"
  for ((round = 1; round <= rounds; round++)); do
    echo "$name: round $round of $rounds" >&2
    # Alternating which side goes first, so that neither always runs on a warmer machine.
    if ((round % 2)); then
      measure "$checkout_bin" "$name" "$work/$name.unsafe"
      measure "$safe_bin" "$name" "$work/$name.safe"
    else
      measure "$safe_bin" "$name" "$work/$name.safe"
      measure "$checkout_bin" "$name" "$work/$name.unsafe"
    fi
  done
done

echo "$started; at the end $(date -u '+%H:%M UTC'), load average $(load)"
python3 - "$work" "${selected[@]}" <<EOF
import json, statistics, sys
figures = {$(for name in "${selected[@]}"; do printf '"%s": "%s", ' "$name" "${figures[$name]//$'\n'/ }"; done)}
work, names = sys.argv[1], sys.argv[2:]

def median(path, figure):
    values = []
    with open(path) as lines:
        for line in lines:
            value = json.loads(line).get(figure)
            if value is not None:
                values.append(value)
    return statistics.median(values) if values else None

def meets(value, goal):
    if value is None:
        return "n/a"
    bound = float(goal[2:])
    return "yes" if (value <= bound if goal.startswith("<=") else value >= bound) else "no"

def shown(value):
    return "n/a" if value is None else f"{value:.3f}"

print(f"{'CONSTRUCT':26} {'FIGURE':26} {'UNSAFE':>9} {'SAFE':>9}  {'GOAL':8} SAFE MEETS IT")
for name in names:
    for entry in figures[name].split():
        figure, goal = entry.split(":")
        unsafe = median(f"{work}/{name}.unsafe", figure)
        safe = median(f"{work}/{name}.safe", figure)
        print(f"{name:26} {figure:26} {shown(unsafe):>9} {shown(safe):>9}  {goal:8} {meets(safe, goal)}")
EOF
