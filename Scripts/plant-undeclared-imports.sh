#!/usr/bin/env bash
# Shows that the strict build refuses an import of a target of this package that is not a
# dependency (SwiftPM's --explicit-target-dependency-import-check error, among the flags given):
# it plants two such imports, one in a library target and one in a test target, each a file of
# its own (no file of the package is edited), builds with the flags given, and fails unless the
# build fails naming both. The planted files are removed whatever happens.
#   Scripts/plant-undeclared-imports.sh --explicit-target-dependency-import-check error [FLAG...]
set -euo pipefail
cd "$(dirname "$0")/.."

# target folder, and the module it imports without depending on it (nor on anything that does).
plants=(
  "Sources/AssetManifestAudit:StandardFolders"
  "Tests/StandardPathsCoreTests:AssetManifestGenerator"
)
files=()
trap 'rm -f "${files[@]}"' EXIT
for plant in "${plants[@]}"; do
  file=${plant%%:*}/UndeclaredImportPlant.swift
  [[ ! -e $file ]] || { echo "error: $file exists; remove it first" >&2; exit 1; }
  files+=("$file")
  printf 'import %s\n' "${plant##*:}" >"$file"
done

if output=$(swift build --build-tests "$@" 2>&1); then
  echo "$output"
  echo "error: the build with imports planted that are not dependencies passed" >&2
  exit 1
fi
missed=0
for plant in "${plants[@]}"; do
  target=${plant%%:*} module=${plant##*:}
  message="Target ${target##*/} imports another target ($module) in the package without declaring it a dependency."
  if ! grep -qF "error: $message" <<<"$output"; then
    echo "error: the build did not say: $message" >&2
    missed=1
  fi
done
if (( missed )); then
  echo "$output"
  exit 1
fi
echo "plant-undeclared-imports: the strict build refused each of the ${#plants[@]} planted imports" \
  "of a target that is not a dependency"
