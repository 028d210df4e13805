#!/usr/bin/env bash
# Measures what the AssetManifestPlugin adds to a user's build, against two references built in
# the same run. Three throwaway app packages depend on this repository by path, each with an
# executable target using StandardPaths and 30 real PNG files in `.process("Images")`: `plain`
# applies no plugin, `floor` applies a build-tool plugin that does nothing (a one-line tool
# writing an empty Swift file: what any build-tool plugin costs in SwiftPM), `with` applies ours.
# Each round builds each app from clean, rebuilds it twice with nothing changed (the first
# rebuild after a clean build, then a no-op rebuild) and rebuilds it after one image is added;
# the apps take turns within a round, so a change in the machine's load falls on all three.
# The script prints each step's median over the rounds, wall-clock and processor seconds, and
# the overheads. With --profile, the clean build of `with` runs once more with the compiler's
# statistics on, and the compile time is listed by module. Needs python3 (it writes the PNGs).
# --quick is for CI, so that a script that breaks fails there: one round (unless --rounds says
# otherwise) and 4 PNG files an app instead of 30, through the same steps and checks; the
# figures are printed and none is asserted. The builds themselves take most of its time.
# Usage: Scripts/measure-build-overhead.sh [--quick] [--rounds N] [--profile]
set -euo pipefail
profile=false
rounds=
# Images an app holds, each in 1x and 2x.
images=15
usage() {
  echo "usage: Scripts/measure-build-overhead.sh [--quick] [--rounds N] [--profile]" >&2
  exit 2
}
while (($#)); do
  case $1 in
    --profile) profile=true ;;
    --quick) images=2 rounds=${rounds:-1} ;;
    --rounds)
      [[ ${2-} =~ ^[1-9][0-9]*$ ]] || usage
      rounds=$2
      shift
      ;;
    *) usage ;;
  esac
  shift
done
rounds=${rounds:-3}
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

# The do-nothing build-tool plugin of the `floor` app: SwiftPM still builds its tool for the host,
# runs it, and compiles and links the file it writes.
make_floor_plugin() {
  # Not `Floor`: a package's identity is its folder's name, whatever its case, and the app
  # that uses it lives in `floor`.
  local package=$work/NothingPluginPackage
  mkdir -p "$package/Plugins/NothingPlugin" "$package/Sources/nothing"
  cat >"$package/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "NothingPluginPackage",
  products: [.plugin(name: "NothingPlugin", targets: ["NothingPlugin"])],
  targets: [
    .executableTarget(name: "nothing"),
    .plugin(name: "NothingPlugin", capability: .buildTool(), dependencies: ["nothing"]),
  ]
)
EOF
  cat >"$package/Sources/nothing/main.swift" <<'EOF'
import Foundation

FileManager.default.createFile(atPath: CommandLine.arguments[1], contents: Data())
EOF
  cat >"$package/Plugins/NothingPlugin/NothingPlugin.swift" <<'EOF'
import PackagePlugin

@main struct NothingPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "Nothing.swift")
    let inputs = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
    return [
      .buildCommand(
        displayName: "Writing nothing", executable: try context.tool(named: "nothing").url,
        arguments: [output.path], inputFiles: inputs, outputFiles: [output])
    ]
  }
}
EOF
}

# Creates the app package NAME: no plugin (`plain`), the do-nothing one (`floor`) or ours (`with`).
make_package() {
  local name=$1 dependencies="" plugins=""
  local package=$work/$name
  mkdir -p "$package/Sources/App/Images"
  for ((i = 0; i < images; i++)); do
    png "$package/Sources/App/Images/icon_$i.png" "$((i * 8))"
    png "$package/Sources/App/Images/icon_$i@2x.png" "$((i * 8 + 1))"
  done
  case $name in
    floor)
      dependencies=", .package(path: \"$work/NothingPluginPackage\")"
      plugins=", plugins: [.plugin(name: \"NothingPlugin\", package: \"NothingPluginPackage\")]"
      ;;
    with) plugins=", plugins: [.plugin(name: \"AssetManifestPlugin\", package: \"$dependency\")]" ;;
  esac
  cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$name",
  dependencies: [.package(path: "$root")$dependencies],
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
    echo "error: the build of the app '$name' failed (its output is above)" >&2
    exit 1
  }
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/time"
}

apps=(plain floor with)
steps=(clean first noop added)
make_floor_plugin
for app in "${apps[@]}"; do make_package "$app"; done
# One file per app and step, a line of "wall processor" per round.
for ((round = 1; round <= rounds; round++)); do
  for app in "${apps[@]}"; do
    rm -rf "$work/$app/.build" "$work/$app/Sources/App/Images/added.png"
    build "$app" >>"$work/$app.clean"
    # The first build after a clean one is not a no-op with a plugin: SwiftPM wraps the tool's
    # modules and links the tool and the app once more (`swift build -v` shows it).
    build "$app" >>"$work/$app.first"
    build "$app" >>"$work/$app.noop"
    png "$work/$app/Sources/App/Images/added.png" 250
    build "$app" >>"$work/$app.added"
  done
  echo "round $round of $rounds done" >&2
done
# The figures mean something only if the plugins ran, and ours ran again for the added image.
generated=$(find "$work/with/.build" -name Assets.generated.swift -print -quit)
if [[ -z $generated ]] || ! grep -q 'added' "$generated"; then
  echo "the app with the plugin has no generated file naming the added image" >&2
  exit 1
fi
if [[ -z $(find "$work/floor/.build" -name Nothing.swift -print -quit) ]]; then
  echo "the app with the do-nothing plugin has no file written by it" >&2
  exit 1
fi

median() { # file, field (1 wall-clock, 2 processor)
  cut -d' ' -f"$2" "$1" | sort -n | awk '{ v[NR] = $1 } END {
    printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
difference() { # wall, wall, processor, processor
  awk -v a="$1" -v b="$2" -v c="$3" -v d="$4" 'BEGIN { printf "%+.2f (%+.2f)", a - b, c - d }'
}
printf 'medians of %d rounds, seconds (processor seconds in brackets)\n' "$rounds"
printf '%-16s %15s %15s %15s %17s %17s\n' step plain floor with "with - plain" "with - floor"
for step in "${steps[@]}"; do
  case $step in
    clean) label="clean build" ;;
    first) label="first rebuild" ;;
    noop) label="no-op rebuild" ;;
    added) label="one image added" ;;
  esac
  declare -A wall=() cpu=()
  for app in "${apps[@]}"; do
    wall[$app]=$(median "$work/$app.$step" 1)
    cpu[$app]=$(median "$work/$app.$step" 2)
  done
  printf '%-16s %15s %15s %15s %17s %17s\n' "$label" \
    "${wall[plain]} (${cpu[plain]})" "${wall[floor]} (${cpu[floor]})" \
    "${wall[with]} (${cpu[with]})" \
    "$(difference "${wall[with]}" "${wall[plain]}" "${cpu[with]}" "${cpu[plain]}")" \
    "$(difference "${wall[with]}" "${wall[floor]}" "${cpu[with]}" "${cpu[floor]}")"
  if [[ $step == clean ]]; then
    clean_ratio=$(awk -v w="${cpu[with]}" -v p="${cpu[plain]}" 'BEGIN { printf "%.2f", (w - p) / p }')
  fi
done
echo "clean-build overhead in processor seconds, as a share of the plain app's: $clean_ratio"

# SwiftPM keeps the compiler's own timing output to itself, so the profile asks every compile
# job for its statistics file and sums the jobs' wall time by module. A module the tool and the
# app both use is compiled once for each, and counted twice.
if $profile; then
  rm -rf "$work/with/.build"
  mkdir -p "$work/stats"
  swift build --package-path "$work/with" -Xswiftc -stats-output-dir -Xswiftc "$work/stats" \
    >"$work/profile.log" 2>&1 || {
    cat "$work/profile.log" >&2
    exit 1
  }
  echo
  echo "compile jobs of the clean build with the plugin, by module (seconds of job time):"
  python3 - "$work/stats" <<'EOF'
import glob, json, os, re, sys
totals = {}
paths = glob.glob(os.path.join(sys.argv[1], "*.json"))
if not paths:
    sys.exit("error: the compiler wrote no statistics file; did -stats-output-dir reach it?")
for path in paths:
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
