#!/usr/bin/env bash
# Builds the StandardPaths module's DocC documentation with the toolchain alone: the module is
# built in .build as any build makes it, `swift-symbolgraph-extract` reads its symbol graph from
# the built module (as SwiftPM's own `swift package dump-symbol-graph` and the DocC plugin do),
# and the toolchain's `docc convert` checks and renders it with the catalog, warnings as errors,
# so a broken link or a missing symbol fails. The archive lands in
# .build-docs/StandardPaths.doccarchive, a static site that must be served over HTTP (a browser
# shows it blank from file://, since its pages load their content with scripts):
#   python3 -m http.server --directory .build-docs/StandardPaths.doccarchive 8000
# then open http://localhost:8000/documentation/standardpaths/.
# Flags after `--` go to `swift build`: pass those of the last build in .build (none after a plain
# `swift test`; CI passes its strict ones), so that no module is compiled again: other flags
# compile the module and its dependencies anew, and the next build with the old ones does too.
set -euo pipefail
cd "$(dirname "$0")/.."

build_flags=()
if (($# > 0)); then
  if [[ $1 != -- ]]; then
    echo "error: unknown argument '$1' (use -- and flags for swift build)" >&2
    exit 2
  fi
  shift
  build_flags=("$@")
fi

output=.build-docs
graphs=$output/symbol-graphs
rm -rf "$graphs" "$output/StandardPaths.doccarchive"
mkdir -p "$graphs"

# toolchain_tool NAME: the toolchain's NAME, on PATH, through xcrun on a Mac, or next to the swift
# driver (xcrun does not exist off Apple platforms).
toolchain_tool() {
  command -v "$1" || xcrun --find "$1" 2>/dev/null \
    || echo "$(dirname "$(readlink -f "$(command -v swift)")")/$1"
}

swift build --target StandardPaths ${build_flags[@]+"${build_flags[@]}"}
products=$(swift build --show-bin-path ${build_flags[@]+"${build_flags[@]}"})
modules=$products/Modules
# The build's triple names the folder of its products. On a Mac the reader needs the SDK, and a
# deployment target no lower than the module's (the package's floor): this Mac's version.
target=$(basename "$(dirname "$products")")
darwin=()
if [[ $(uname) == Darwin ]]; then
  target=$target$(sw_vers -productVersion)
  darwin=(-sdk "$(xcrun --sdk macosx --show-sdk-path)")
fi
# StandardPaths re-exports modules (Exports.swift): their public symbols are its own, as the
# compiler's -emit-symbol-graph lists them, but the reader keeps only those it is told of.
# AtomicWord, a C module it imports, is found through the module map SwiftPM wrote.
exports=Sources/StandardPaths/Exports.swift
reexported=$(sed -n 's/^@_exported import \([A-Za-z_]*\)$/\1/p' "$exports" | paste -sd, -)
[[ -n $reexported ]] || { echo "error: no @_exported import in Exports.swift" >&2; exit 1; }
"$(toolchain_tool swift-symbolgraph-extract)" -module-name StandardPaths -target "$target" \
  ${darwin[@]+"${darwin[@]}"} -I "$modules" \
  -Xcc -fmodule-map-file="$products/AtomicWord.build/module.modulemap" \
  -emit-extension-block-symbols -experimental-allowed-reexported-modules="$reexported" \
  -output-dir "$graphs"

docc=$(toolchain_tool docc)
[[ -x $docc ]] || { echo "error: no docc in this toolchain (looked at $docc)" >&2; exit 1; }

# Parameters and return values are validated too: a documented function that leaves one out
# fails.
"$docc" convert Sources/StandardPaths/StandardPaths.docc \
  --additional-symbol-graph-dir "$graphs" \
  --output-path "$output/StandardPaths.doccarchive" \
  --fallback-display-name StandardPaths --fallback-bundle-identifier StandardPaths \
  --warnings-as-errors

archive=$output/StandardPaths.doccarchive
echo "Documentation written to $archive. Serve it over HTTP (it is blank from file://):"
echo "  python3 -m http.server --directory $archive 8000"
echo "then open http://localhost:8000/documentation/standardpaths/"
