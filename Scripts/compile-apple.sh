#!/usr/bin/env bash
# Compiles, on Linux, every target an Apple platform compiles, against Apple's own iOS SDK, so
# that Apple's compiler (types, availability at the package's floor, isolation, deprecations)
# checks the real declarations instead of a model of them:
#   - every library and executable target of the package for arm64-apple-ios13.0, the floor in
#     Package.swift (the Apple-only blocks included: UIKit, SwiftUI, CoreText and the
#     `canImport(Darwin)` code of the folders, the generator and the tools); the generator and
#     the tools run on a Mac, and iOS 13's Foundation is macOS 10.15's, so this is also the
#     nearest check of their availability that an iOS SDK can give;
#   - a throwaway app that depends on this package by path, applies the build plugin to
#     SampleAssets (with an asset catalog and a font added) and to the package's two example
#     targets, and holds the `swift apple` examples of the README and the DocC articles and the
#     constants' side of their before-and-after tables.
# The flags are SwiftPM's own: the SDK is handed to `swift build --swift-sdk` as a Swift SDK
# bundle, made once in .build/apple-sdk, and SwiftPM compiles each target (without linking:
# the trimmed SDK has no libraries to link against), all from the app, in .build/apple-ios.
#
# The SDK: STANDARDPATHS_IOS_SDK (an unpacked iPhoneOS*.sdk, or its .tar.xz), else the
# iPhoneOS*.sdk.tar.xz in STANDARDPATHS_APPLE_SDKS, else in ../shared/apple-sdks beside the
# repository. On a Mac, point STANDARDPATHS_IOS_SDK at `xcrun --sdk iphoneos --show-sdk-path`.
#
# With --self-test it then plants, in a copy, uses of API newer than the floor in the core,
# StandardFolders, the runtime's UIKit and SwiftUI blocks and the generator's Darwin block, each
# beside the same use under `if #available` (and `@available` where a declaration can carry
# it): each unguarded use must be reported at its line, and no guarded one.
# Flags after `--` go to every `swift build` (CI passes its strict ones).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

self_test=0
build_flags=()
while (($# > 0)); do
  case $1 in
    --self-test) self_test=1 ;;
    --)
      shift
      build_flags=("$@")
      break
      ;;
    *)
      echo "error: unknown argument '$1' (use --self-test, then -- and flags for swift build)" >&2
      exit 2
      ;;
  esac
  shift
done

# The SDK, unpacked or packed.
sdk_source=${STANDARDPATHS_IOS_SDK:-}
if [[ -z $sdk_source ]]; then
  sdks=${STANDARDPATHS_APPLE_SDKS:-$repo/../shared/apple-sdks}
  for candidate in "$sdks"/iPhoneOS*.sdk.tar.xz "$sdks"/iPhoneOS*.sdk; do
    [[ -e $candidate ]] && sdk_source=$candidate
  done
fi
if [[ -z $sdk_source || ! -e $sdk_source ]]; then
  echo "error: no iOS SDK found: set STANDARDPATHS_IOS_SDK to an iPhoneOS*.sdk (or its .tar.xz)," \
    "or put one in ${sdks:-STANDARDPATHS_APPLE_SDKS}" >&2
  exit 1
fi

# The Swift SDK bundle, made again only when the SDK it was made from changes.
bundle_root=$repo/.build/apple-sdk
variant=$bundle_root/standardpaths-ios.artifactbundle/ios
stamp="$(cd "$(dirname "$sdk_source")" && pwd)/$(basename "$sdk_source") $(wc -c <"$sdk_source" 2>/dev/null || echo dir)"
if [[ $(cat "$bundle_root/stamp" 2>/dev/null) != "$stamp" ]]; then
  rm -rf "$bundle_root"
  mkdir -p "$variant"
  if [[ -d $sdk_source ]]; then
    ln -s "$(cd "$sdk_source" && pwd)" "$variant/iPhoneOS.sdk"
  else
    tar -xJf "$sdk_source" -C "$variant"
    mv "$variant"/iPhoneOS*.sdk "$variant/iPhoneOS.sdk"
  fi
  sdk=$variant/iPhoneOS.sdk
  if [[ $(uname) != Darwin ]]; then
    # A resource folder for Darwin targets: the Linux toolchain's own, less the Linux module
    # maps of CoreFoundation, Dispatch, Block and os that would shadow the SDK's, with the
    # SDK's shims and the API notes Xcode's toolchain carries (../shared/apple-sdks/README.md).
    toolchain=$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift
    resources=$variant/resources
    mkdir -p "$resources/apinotes"
    for entry in "$toolchain"/*; do
      case ${entry##*/} in
        CoreFoundation | Block | dispatch | os | _FoundationCShims | _foundation_unicode | linux | \
          shims | apinotes) ;;
        *) ln -s "$entry" "$resources/${entry##*/}" ;;
      esac
    done
    cp "$toolchain"/apinotes/* "$resources/apinotes/"
    sdks_folder=$(dirname "$sdk_source")
    [[ -d $sdks_folder/apinotes ]] && cp "$sdks_folder"/apinotes/*.apinotes "$resources/apinotes/"
    cp -R "$sdk/usr/lib/swift/shims" "$resources/shims"
    resources_path='"swiftResourcesPath": "resources",'
  else
    resources_path=
  fi
  # The SDK's modules are built from their interfaces once, into one cache that the package's
  # build, the app's and the self-test's share. The librarian and linker are named only because
  # SwiftPM requires them for Darwin; no target here is archived or linked.
  cat >"$variant/toolset.json" <<JSON
{
  "schemaVersion": "1.0",
  "librarian": { "path": "$(dirname "$(readlink -f "$(command -v swift)")")/llvm-ar" },
  "linker": { "path": "$(dirname "$(readlink -f "$(command -v swift)")")/ld64.lld" },
  "swiftCompiler": {
    "extraCLIOptions": ["-I", "$sdk/usr/lib/swift/shims", "-module-cache-path", "$bundle_root/module-cache"]
  }
}
JSON
  cat >"$variant/swift-sdk.json" <<JSON
{
  "schemaVersion": "4.0",
  "targetTriples": {
    "arm64-apple-ios": { "sdkRootPath": "iPhoneOS.sdk", $resources_path "toolsetPaths": ["toolset.json"] }
  }
}
JSON
  cat >"$variant/../info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "standardpaths-ios": { "type": "swiftSDK", "version": "1", "variants": [{ "path": "ios" }] }
  }
}
JSON
  echo "$stamp" >"$bundle_root/stamp"
fi
ios=(--swift-sdks-path "$bundle_root" --swift-sdk standardpaths-ios --disable-index-store)

# Everything is compiled from one throwaway app, in one build folder, so that the host tool the
# plugin runs and the SDK-bound modules are built once. The app depends on a copy of this
# package, in a folder named as the repository's (its package name), so that the self-test can
# plant into that copy and rebuild only what a plant changes. Its targets: the README's install
# snippet with SampleAssets as its resources and every `swift apple` block of the documentation
# as a file of its own, and the package's two example targets, declared as the package declares
# them.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
copy=$work/StandardPaths
mkdir -p "$copy"
# Every build folder left out, the fuzzers' (Fuzz/.build) and the documentation's too: the copy
# needs sources only.
tar -cf - --exclude=.build --exclude='.build-*' --exclude=./.git . | tar -xf - -C "$copy"
app=$work/Game
app_build=$repo/.build/apple-ios
mkdir -p "$app/Sources/Game"
cp -R SampleAssets "$app/Sources/Game/Assets"
# The asset catalog and the font the documents' catalog and font examples name: an image set
# `star` (and `Icons/star` in a namespace folder), a color set `accent` with a dark appearance, a
# data set `level`, and `Fonts/Inter-Regular.ttf` (a test font under that name).
catalog=$app/Sources/Game/Assets/Media.xcassets
mkdir -p "$catalog/star.imageset" "$catalog/Icons/star.imageset" "$catalog/accent.colorset" \
  "$catalog/level.dataset" "$app/Sources/Game/Assets/Fonts"
info='"info": {"author": "xcode", "version": 1}'
echo "{$info}" >"$catalog/Contents.json"
echo "{$info, \"properties\": {\"provides-namespace\": true}}" >"$catalog/Icons/Contents.json"
for set in "$catalog/star.imageset" "$catalog/Icons/star.imageset"; do
  cp SampleAssets/Image2.png "$set/star.png"
  echo "{\"images\": [{\"filename\": \"star.png\", \"idiom\": \"universal\"}], $info}" \
    >"$set/Contents.json"
done
srgb='"color-space": "srgb", "components": {"red": "0.8", "green": "0.4", "blue": "0.2", "alpha": "1"}'
dark='"appearances": [{"appearance": "luminosity", "value": "dark"}]'
echo "{\"colors\": [{\"idiom\": \"universal\", \"color\": {$srgb}}, {\"idiom\": \"universal\", $dark, \"color\": {$srgb}}], $info}" \
  >"$catalog/accent.colorset/Contents.json"
echo '{"version": 1}' >"$catalog/level.dataset/level.json"
echo "{\"data\": [{\"filename\": \"level.json\", \"idiom\": \"universal\"}], $info}" \
  >"$catalog/level.dataset/Contents.json"
cp Tests/AssetManifestGeneratorTests/Fixtures/Fonts/DejaVuSans-Subset.ttf \
  "$app/Sources/Game/Assets/Fonts/Inter-Regular.ttf"
cp -R Examples/SampleAssetCatalog Examples/ProcessedAssetCatalog "$app/Sources/"
cat >"$app/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Game",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  dependencies: [.package(path: "../StandardPaths")],
  targets: [
    .target(
      name: "Game",
      dependencies: [.product(name: "StandardPaths", package: "StandardPaths")],
      resources: [.copy("Assets")],
      plugins: [.plugin(name: "AssetManifestPlugin", package: "StandardPaths")]),
    .target(
      name: "SampleAssetCatalog",
      dependencies: [.product(name: "StandardPaths", package: "StandardPaths")],
      exclude: ["asset-manifest.json"], resources: [.copy("SampleAssets")],
      plugins: [.plugin(name: "AssetManifestPlugin", package: "StandardPaths")]),
    .target(
      name: "ProcessedAssetCatalog",
      dependencies: [.product(name: "StandardPaths", package: "StandardPaths")],
      resources: [.process("Images")],
      plugins: [.plugin(name: "AssetManifestPlugin", package: "StandardPaths")]),
  ]
)
SWIFT
examples=0
for document in README.md Sources/StandardPaths/StandardPaths.docc/*.md; do
  before=$(find "$app/Sources/Game" -maxdepth 1 -name '*.swift' | wc -l)
  awk -v out="$app/Sources/Game/$(basename "$document" .md)" '
    /^```swift apple/ { inside = 1; count += 1; file = out "-" count ".swift"; next }
    /^```/ { inside = 0 }
    inside { print > file }' "$document"
  after=$(find "$app/Sources/Game" -maxdepth 1 -name '*.swift' | wc -l)
  examples=$((examples + after - before))
done
((examples > 0)) || {
  echo "error: no \`swift apple\` example found in the documentation" >&2
  exit 1
}
# The right-hand column of the before-and-after tables (a header cell that starts with Before or
# Today), each code span that uses a constant, as an expression of its own: a user copies these
# lines more than any block. The AppKit ones are left to a Mac: no macOS SDK is here.
# The README's table and UsingAssets.md's must each give some, so that a renamed header or a
# new column fails here instead of leaving them out; a cell may hold `\|`, as Markdown escapes
# a pipe.
table_expressions=$(python3 - README.md Sources/StandardPaths/StandardPaths.docc/*.md <<'PYTHON'
import re, sys
required = {"README.md", "UsingAssets.md"}
found = set()
for document in sys.argv[1:]:
    table = None
    for number, line in enumerate(open(document, encoding="utf-8"), 1):
        if not line.lstrip().startswith("|"):
            table = None
            continue
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        if table is None:
            table = len(cells) == 2 and cells[0].startswith(("Before", "Today"))
            continue
        if not table or set(line.strip()) <= set("|-: "):
            continue
        for span in re.findall(r"`([^`]+)`", cells[-1]):
            if "Assets." in span and not span.startswith(("NSImage(", "NSColor(", "NSFont(")):
                found.add(document.split("/")[-1])
                print(f"  _ = {span.replace(chr(92) + '|', '|')}  // {document.split('/')[-1]}:{number}")
missing = required - found
if missing:
    sys.exit(f"error: no before-and-after table expression found in {', '.join(sorted(missing))}")
PYTHON
)
[[ -n $table_expressions ]] || {
  echo "error: no before-and-after table found in the documentation" >&2
  exit 1
}
{
  printf 'import StandardPaths\nimport SwiftUI\nimport UIKit\n\n'
  printf '@MainActor func tableExpressions(traits: UITraitCollection) {\n%s\n}\n' \
    "$table_expressions"
} >"$app/Sources/Game/BeforeAndAfterTables.swift"

# ios_build TARGET: compiles TARGET, of the app or of the package, for iOS at the floor.
ios_build() {
  swift build --package-path "$app" --scratch-path "$app_build" "${ios[@]}" --target "$1" \
    ${build_flags[@]+"${build_flags[@]}"}
}

# Every library and executable target of the package but the tests' support, the examples (the
# app holds them) and asset-manifest-bench, a benchmark that runs `strace` through `Process`,
# which iOS lacks (the macOS workflow compiles it); test targets need the Testing module, which
# an SDK does not carry. Then the app's own. Described from a scratch folder of its own: in
# .build it would wait for whatever holds that folder (in CI, the test lane's builds).
targets=$(swift package --scratch-path "$work/describe" describe --type json | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] in ("library", "executable") and target["path"].startswith("Sources/") \
            and target["name"] != "asset-manifest-bench":
        print(target["name"])' | sort)
failed=()
for target in $targets Game SampleAssetCatalog ProcessedAssetCatalog; do
  ios_build "$target" || failed+=("$target")
done
if ((${#failed[@]} > 0)); then
  echo "error: Apple's compiler rejected these targets for iOS 13: ${failed[*]}" >&2
  exit 1
fi
echo "compile-apple: $(echo $targets | wc -w | tr -d ' ') targets of the package compile for" \
  "arm64-apple-ios13.0 against $(basename "$sdk_source"), and so does an app that applies the" \
  "build plugin to SampleAssets and the two example targets, with the $examples \`swift apple\`" \
  "examples of the documentation and the $(grep -c '^  _ = ' <<<"$table_expressions")" \
  "expressions of its before-and-after tables"

((self_test)) || exit 0

# plant TARGET FILE AFTER UNGUARDED GUARDED...: puts, into the copy's FILE after the first line
# that matches the extended regular expression AFTER (or at the end when it is empty), the line
# UNGUARDED and then each GUARDED line; compiles TARGET in the app's build; fails unless the
# compiler reports an error at UNGUARDED's line saying what is newer than the floor, and none at
# a GUARDED line.
missed=0 planted=0
plant() {
  local target=$1 file=$2 after=$3 unguarded=$4 at total line output
  shift 4
  if [[ -n $after ]]; then
    at=$(grep -nE -m 1 "$after" "$file" | cut -d: -f1)
    [[ -n $at ]] || {
      echo "error: the self-test found no line matching '$after' in $file" >&2
      exit 1
    }
  else
    at=$(wc -l <"$file" | tr -d ' ')
  fi
  {
    head -n "$at" "$file"
    printf '%s\n' "$unguarded" "$@"
    tail -n +"$((at + 1))" "$file"
  } >"$copy/$file"
  output=$(ios_build "$target" 2>&1 || true)
  cp "$file" "$copy/$file"
  if ! grep -F "$file:$((at + 1)):" <<<"$output" | grep -q ': error: .* is only available in iOS'; then
    echo "$output" >&2
    echo "error: the self-test's use newer than the floor at $file:$((at + 1)) went unreported" >&2
    missed=1
  fi
  total=$#
  for ((line = at + 2; line <= at + 1 + total; line++)); do
    if grep -F "$file:$line:" <<<"$output" | grep -q ': error:'; then
      echo "$output" >&2
      echo "error: the self-test's guarded use at $file:$line was reported" >&2
      missed=1
    fi
  done
  planted=$((planted + 1))
}

plant StandardPathsCore Sources/StandardPathsCore/Devices/Device.swift '' \
  'func plantedUnguarded() -> ContinuousClock.Instant { ContinuousClock.now }' \
  '@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) func plantedAttributed() -> ContinuousClock.Instant { ContinuousClock.now }' \
  'func plantedChecked() { if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) { _ = ContinuousClock.now } }'
plant StandardFolders Sources/StandardFolders/BackupExclusion.swift '^ *#if canImport\(Darwin\)' \
  'func plantedUnguarded() -> URL { URL(filePath: "/") }' \
  'func plantedChecked() { if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) { _ = URL(filePath: "/") } }'
plant StandardPaths Sources/StandardPaths/Apple/UIImage+Asset.swift '^ *import UIKit' \
  'func plantedUnguarded() -> UIColor { UIColor.tintColor }' \
  '@available(iOS 15, tvOS 15, *) func plantedAttributed() -> UIColor { UIColor.tintColor }' \
  'func plantedChecked() { if #available(iOS 15, tvOS 15, *) { _ = UIColor.tintColor } }'
plant StandardPaths Sources/StandardPaths/Apple/Image+Asset.swift '^ *import SwiftUI' \
  'func plantedUnguarded() -> Color { Color.mint }' \
  '@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *) func plantedAttributed() -> Color { Color.mint }' \
  'func plantedChecked() { if #available(iOS 15, macOS 12, tvOS 15, watchOS 8, *) { _ = Color.mint } }'
plant AssetManifestGenerator Sources/AssetManifestGenerator/Output/GeneratedFileWriter.swift \
  '^ *import Darwin' \
  'func plantedUnguarded() -> String? { String(validating: [UInt8](), as: UTF8.self) }' \
  '@available(iOS 18, macOS 15, tvOS 18, watchOS 11, *) func plantedAttributed() -> String? { String(validating: [UInt8](), as: UTF8.self) }' \
  'func plantedChecked() { if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, *) { _ = String(validating: [UInt8](), as: UTF8.self) } }'

((missed == 0)) || exit 1
echo "compile-apple: each of the $planted uses newer than the floor planted in a copy was" \
  "reported at its line by Apple's compiler, and none of the same uses under #available"
