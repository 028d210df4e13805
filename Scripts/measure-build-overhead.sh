#!/usr/bin/env bash
# Measures what the AssetManifestPlugin adds to a user's build. Two throwaway app packages that
# depend on this repository by path and differ only in that one applies the plugin: each has an
# executable target using StandardPaths with 30 real PNG files in `.process("Images")`. Each is
# built from clean, rebuilt twice with nothing changed (the first rebuild after a clean build, then
# a no-op rebuild), and rebuilt after one image is added; the script prints the times of each and
# the plugin's overhead. With --profile, the clean build of the
# package with the plugin runs again with the compiler's statistics on, and the compile time is
# listed by module. Needs python3 (it writes the PNG files).
# Usage: Scripts/measure-build-overhead.sh [--profile]
set -euo pipefail
profile=false
for argument in "$@"; do
  case $argument in
    --profile) profile=true ;;
    *)
      echo "usage: Scripts/measure-build-overhead.sh [--profile]" >&2
      exit 2
      ;;
  esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
# SwiftPM names a path dependency after its folder, whatever the clone is called.
dependency=$(basename "$root")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Writes a valid RGBA PNG of 8 × 8 pixels of one colour, stored without compression.
png() { # file, red
  python3 - "$1" "$2" <<'EOF'
import struct, sys, zlib
path, red = sys.argv[1], int(sys.argv[2])
def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
rows = b"".join(b"\0" + bytes([red, 80, 40, 255]) * 8 for _ in range(8))
with open(path, "wb") as file:
    file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 6, 0, 0, 0))
               + chunk(b"IDAT", zlib.compress(rows, 0)) + chunk(b"IEND", b""))
EOF
}

# Creates the package NAME, with the plugin applied when the second argument is "plugin".
make_package() {
  local name=$1 plugins=""
  local package=$work/$name
  mkdir -p "$package/Sources/App/Images"
  for ((i = 0; i < 15; i++)); do
    png "$package/Sources/App/Images/icon_$i.png" "$((i * 8))"
    png "$package/Sources/App/Images/icon_$i@2x.png" "$((i * 8 + 1))"
  done
  [[ $2 == plugin ]] && plugins=", plugins: [.plugin(name: \"AssetManifestPlugin\", package: \"$dependency\")]"
  cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$name",
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "App", dependencies: [.product(name: "StandardPaths", package: "$dependency")],
      resources: [.process("Images")]$plugins)
  ]
)
EOF
  cat >"$package/Sources/App/main.swift" <<'EOF'
import Foundation
import StandardPaths

print(Bundle.module.path(forResource: "icon_0", ofType: "png") ?? "missing", Device.current)
EOF
}

# Prints the wall-clock and the processor seconds (user and system, compiler jobs included) that
# `swift build` takes in the package NAME. Processor time varies less than wall-clock time with
# the other load on a shared machine.
build() {
  local name=$1
  /usr/bin/time -f '%e %U %S' -o "$work/time" swift build --package-path "$work/$name" \
    >"$work/$name.log" 2>&1 || {
    cat "$work/$name.log" >&2
    exit 1
  }
  awk '{ printf "%.2f %.2f", $1, $2 + $3 }' "$work/time"
}

make_package without none
make_package with plugin
declare -A seconds
for name in without with; do
  seconds[$name.clean]=$(build "$name")
  # The first build after a clean one is not a no-op with the plugin: SwiftPM wraps the tool's
  # modules and links the tool and the app once more (`swift build -v` shows it). That happens
  # once per clean build, so it is reported apart from the no-op rebuilds that follow it.
  seconds[$name.first]=$(build "$name")
  seconds[$name.noop]=$(build "$name")
  png "$work/$name/Sources/App/Images/added.png" 250
  seconds[$name.added]=$(build "$name")
done
# The figures mean something only if the plugin ran, and ran again for the added image.
generated=$(find "$work/with/.build" -name Assets.generated.swift -print -quit)
if [[ -z $generated ]] || ! grep -q 'added' "$generated"; then
  echo "the package with the plugin has no generated file naming the added image" >&2
  exit 1
fi

overhead() { # step, field (1 wall-clock, 2 processor)
  awk -v with="${seconds[with.$1]}" -v without="${seconds[without.$1]}" -v field="$2" \
    'BEGIN { split(with, a, " "); split(without, b, " "); printf "%+.2f", a[field] - b[field] }'
}
printf '%-20s %9s %9s %9s   %s\n' "seconds" "without" "with" "overhead" \
  "processor seconds: without, with, overhead"
for step in clean first noop added; do
  case $step in
    clean) label="clean build" ;;
    first) label="first rebuild" ;;
    noop) label="no-op rebuild" ;;
    added) label="one image added" ;;
  esac
  read -r without_wall without_cpu <<<"${seconds[without.$step]}"
  read -r with_wall with_cpu <<<"${seconds[with.$step]}"
  printf '%-20s %9s %9s %9s   %s, %s, %s\n' "$label" "$without_wall" "$with_wall" \
    "$(overhead "$step" 1)" "$without_cpu" "$with_cpu" "$(overhead "$step" 2)"
done

# SwiftPM keeps the compiler's own timing output to itself, so the profile asks every compile
# job for its statistics file and sums the jobs' wall time by module. A module the tool and the
# app both use is compiled once for each, and counted twice.
if $profile; then
  rm -rf "$work/with/.build"
  mkdir -p "$work/stats"
  swift build --package-path "$work/with" -Xswiftc -stats-output-dir -Xswiftc "$work/stats" \
    >"$work/profile.log" 2>&1
  echo
  echo "compile jobs of the clean build with the plugin, by module (seconds of job time):"
  python3 - "$work/stats" <<'EOF'
import glob, json, os, re, sys
totals = {}
for path in glob.glob(os.path.join(sys.argv[1], "*.json")):
    module = re.search(r"swift-frontend-(.+?)-", os.path.basename(path)).group(1)
    stats = json.load(open(path))
    seconds = sum(value for key, value in stats.items()
                  if key.startswith("time.swift-frontend.") and key.endswith(".wall"))
    jobs, total = totals.get(module, (0, 0.0))
    totals[module] = (jobs + 1, total + seconds)
for module, (jobs, total) in sorted(totals.items(), key=lambda item: -item[1][1]):
    print(f"  {module:<24} {jobs:3} jobs {total:8.2f} s")
EOF
fi
