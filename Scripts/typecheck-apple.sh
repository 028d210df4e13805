#!/usr/bin/env bash
# Type-checks on Linux the code that only Apple's toolchains compile: the build plugin's Xcode
# adapter (#if canImport(XcodeProjectPlugin)), against a stand-in module in Tests/AppleStandIns
# that declares exactly the API apple-platform-api.md gives. With --self-test it also puts a
# type error into the adapter (in a copy) and fails unless the check catches it.
set -euo pipefail
cd "$(dirname "$0")/.."

plugin_api=$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/pm/PluginAPI
[[ -d $plugin_api ]] || { echo "error: no PackagePlugin module at $plugin_api" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The flags SwiftPM compiles a plugin with.
flags=(-swift-version 6 -package-description-version 6.1.0 -parse-as-library -I "$plugin_api")

swiftc -emit-module "${flags[@]}" -module-name XcodeProjectPlugin \
  -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" Tests/AppleStandIns/XcodeProjectPlugin.swift

typecheck() {  # typecheck FOLDER: the build plugin's sources in FOLDER
  swiftc -typecheck "${flags[@]}" -I "$work" "$1"/*.swift "$1"/PluginsShared/*.swift
}

typecheck Plugins/AssetManifestPlugin
echo "typecheck-apple: the Xcode adapter type-checks against the stand-in XcodeProjectPlugin"

if [[ ${1:-} == --self-test ]]; then
  copy=$work/AssetManifestPlugin
  mkdir -p "$copy/PluginsShared"
  cp Plugins/AssetManifestPlugin/*.swift "$copy/"
  cp Plugins/PluginsShared/*.swift "$copy/PluginsShared/"
  # A wrong type inside the #if canImport(XcodeProjectPlugin) block only.
  sed -i 's/buildSystem: "xcode")/buildSystem: 1)/' "$copy/AssetManifestPlugin+Xcode.swift"
  grep -q 'buildSystem: 1)' "$copy/AssetManifestPlugin+Xcode.swift" \
    || { echo "error: the self-test found nothing to break in the adapter" >&2; exit 1; }
  if typecheck "$copy" 2>/dev/null; then
    echo "error: a type error in the Xcode adapter went unnoticed" >&2
    exit 1
  fi
  echo "typecheck-apple: a type error put into the adapter fails the check, as it must"
fi
