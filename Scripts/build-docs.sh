#!/usr/bin/env bash
# Builds the StandardPaths module's DocC documentation with the toolchain alone: the compiler
# emits the symbol graph, the toolchain's `docc convert` checks and renders it with the catalog,
# warnings as errors, so a broken link or a missing symbol fails. The archive lands in
# .build-docs/StandardPaths.doccarchive, a static site that must be served over HTTP (a browser
# shows it blank from file://, since its pages load their content with scripts):
#   python3 -m http.server --directory .build-docs/StandardPaths.doccarchive 8000
# then open http://localhost:8000/documentation/standardpaths/.
set -euo pipefail
cd "$(dirname "$0")/.."

# A scratch folder of its own, so the symbol-graph flags do not invalidate the main build.
scratch=.build-docs
graphs=$scratch/symbol-graphs
module_graphs=$scratch/module-symbol-graphs
# The compiler writes the graphs when it emits the module, that is when a source changed, so
# $graphs is kept between runs; the copy DocC reads is made afresh.
rm -rf "$module_graphs" "$scratch/StandardPaths.doccarchive"
mkdir -p "$graphs" "$module_graphs"

swift build --target StandardPaths --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  -Xswiftc -emit-extension-block-symbols
# Graphs of other modules can appear in the folder; DocC documents one module per catalog.
cp "$graphs"/StandardPaths.symbols.json "$graphs"/StandardPaths@*.symbols.json "$module_graphs"/

# xcrun does not exist off Apple platforms: docc is on PATH or next to the swift driver.
docc=$(command -v docc || true)
if [[ -z $docc ]]; then
  docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
fi
[[ -x $docc ]] || { echo "error: no docc in this toolchain (looked on PATH and at $docc)" >&2; exit 1; }

# Parameters and return values are validated too: a documented function that leaves one out
# fails.
"$docc" convert Sources/StandardPaths/StandardPaths.docc \
  --additional-symbol-graph-dir "$module_graphs" \
  --output-path "$scratch/StandardPaths.doccarchive" \
  --fallback-display-name StandardPaths --fallback-bundle-identifier StandardPaths \
  --warnings-as-errors

archive=$scratch/StandardPaths.doccarchive
echo "Documentation written to $archive. Serve it over HTTP (it is blank from file://):"
echo "  python3 -m http.server --directory $archive 8000"
echo "then open http://localhost:8000/documentation/standardpaths/"
