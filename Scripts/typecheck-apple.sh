#!/usr/bin/env bash
# Type-checks on Linux the code that only Apple's toolchains compile, against stand-in modules
# in Tests/AppleStandIns that declare the Apple API the code calls with the availability,
# isolation and sendability of the SDK's declarations (each citing the SDK file it was read from):
#   - the StandardFolders, StandardPathsCore and StandardPaths modules as iOS, tvOS, visionOS,
#     watchOS, macOS and Mac Catalyst see them: each pass puts that platform's stand-ins on the
#     search path and compiles a copy with the platform's tests, false on Linux, made `true`
#     (Mac Catalyst's are `targetEnvironment(macCatalyst)` and `os(iOS)`, since Mac Catalyst
#     compiles the `#if os(iOS)` blocks too);
#   - the build plugin's Xcode adapter, against a stand-in XcodeProjectPlugin.
# Linux's compiler checks the stand-ins' `@MainActor` and `Sendable` but not their `@available`,
# which the availability check reads from their symbol graphs.
# With --self-test it also puts a type error into every Apple-only block (each #if or #elseif
# that tests canImport of an Apple module, or os/targetEnvironment of an Apple platform) and
# fails unless some pass reports the error at that line.
# With --index-into DIR its passes compile (rather than only type-check) into the index store
# DIR/store, it lists each pass's copy beside the folder it copies in DIR/copies.tsv and keeps
# each pass's stand-in modules in DIR/standins/PASS, for Scripts/check-availability.sh
# (--apple-index DIR), so that the passes run once for both checks.
set -euo pipefail
cd "$(dirname "$0")/.."

self_test=0 into=
while (( $# > 0 )); do
  case $1 in
    --self-test) self_test=1 ;;
    --index-into) into=$(mkdir -p "$2" && cd "$2" && pwd); shift ;;
    *) echo "error: unknown argument '$1' (use --self-test, --index-into DIR)" >&2; exit 2 ;;
  esac
  shift
done

toolchain=$(dirname "$(readlink -f "$(command -v swift)")")/..
plugin_api=$toolchain/lib/swift/pm/PluginAPI
[[ -d $plugin_api ]] || { echo "error: no PackagePlugin module at $plugin_api" >&2; exit 1; }
work=$(mktemp -d)
[[ -n ${TYPECHECK_DEBUG:-} ]] || trap 'rm -rf "$work"' EXIT
standins=Tests/AppleStandIns
# The passes, one a platform; each has a folder of stand-in modules named after it.
platform_passes=(ios tvos visionos watchos macos catalyst)
apple_block='^ *#(if|elseif) .*(canImport\((UIKit|AppKit|SwiftUI|WatchKit|CoreText|XcodeProjectPlugin)\)|os\((iOS|tvOS|watchOS|visionOS|macOS)\)|targetEnvironment\(macCatalyst\))'

# standin PASS MODULE [FLAG...]: builds stand-in MODULE into the pass's module folder.
standin() {
  local pass=$1 module=$2
  shift 2
  mkdir -p "$work/$pass"
  swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$module" -I "$work/$pass" \
    -emit-module-path "$work/$pass/$module.swiftmodule" "$@" "$standins/$module.swift"
}

# CoreText first: the others do not import it, but every pass's glue does.
for pass in "${platform_passes[@]}"; do standin "$pass" CoreText; done
standin ios CoreGraphics
standin ios UIKit
standin ios SwiftUI
# tvOS's UIKit has every declaration of the iOS stand-in (none of them is unavailable on tvOS).
standin tvos CoreGraphics
standin tvos UIKit
standin tvos SwiftUI
standin visionos CoreGraphics
standin visionos UIKit -D STANDIN_VISIONOS
standin visionos SwiftUI
standin watchos CoreGraphics
standin watchos UIKit -D STANDIN_WATCHOS
standin watchos WatchKit
standin watchos SwiftUI
standin macos CoreGraphics
standin macos AppKit
standin macos SwiftUI
standin catalyst CoreGraphics
standin catalyst UIKit
standin catalyst AppKit -D STANDIN_CATALYST
standin catalyst SwiftUI

cat >"$work/AtomicWord.modulemap" <<MAP
module AtomicWord { header "$PWD/Sources/AtomicWord/include/AtomicWord.h" export * }
MAP

# made_true PASS: the tests that are false on Linux and true on PASS's platform, one a line.
made_true() {
  case $1 in
    ios) echo 'os(iOS)' ;;
    tvos) echo 'os(tvOS)' ;;
    visionos) echo 'os(visionOS)' ;;
    watchos) echo 'os(watchOS)' ;;
    macos) echo 'os(macOS)' ;;
    catalyst) printf '%s\n' 'targetEnvironment(macCatalyst)' 'os(iOS)' ;;
  esac
}

# platform_copy PASS SOURCES COPY: copies SOURCES to COPY with PASS's tests made `true`.
platform_copy() {
  local test expressions=()
  rm -rf "$3"
  cp -r "$2" "$3"
  while IFS= read -r test; do expressions+=(-e "s/$test/true/g"); done < <(made_true "$1")
  find "$3" -name '*.swift' -exec sed -i "${expressions[@]}" {} +
}

# compile_indexed STORE FILE... -- FLAG...: compiles FILE... into the index store STORE; a
# compile, since a type-check writes one index unit for all its files.
compile_indexed() {
  local store=$1 objects file index=0
  shift
  objects=$(mktemp -d)
  local files=() flags=()
  while [[ $1 != -- ]]; do files+=("$1"); shift; done
  shift
  flags=("$@")
  {
    printf '{'
    for file in "${files[@]}"; do
      (( index > 0 )) && printf ','
      printf '"%s": {"object": "%s/%d.o"}' "$file" "$objects" "$index"
      index=$((index + 1))
    done
    printf '}'
  } >"$objects/map.json"
  swiftc -c -output-file-map "$objects/map.json" -index-store-path "$store" \
    -index-ignore-system-modules "${flags[@]}" "${files[@]}"
  local status=$?
  rm -rf "$objects"
  return $status
}

# module PASS NAME SOURCES [STORE]: type-checks module NAME from a copy of SOURCES with PASS's
# tests made `true`, against the stand-ins built for PASS and the modules StandardPaths depends
# on, built for them; with STORE, compiles it into that index store instead.
module() {
  local pass=$1 name=$2 sources=$3 store=${4:-}
  platform_copy "$pass" "$sources" "$work/src-$pass-$name"
  sources=$work/src-$pass-$name
  local flags=(-parse-as-library -swift-version 6 -module-name "$name" -package-name standardpaths
    -I "$work/$pass" -I "$work/modules-$pass" -Xcc -fmodule-map-file="$work/AtomicWord.modulemap")
  mapfile -t files < <(find "$sources" -name '*.swift' | sort)
  if [[ -n $store ]]; then
    compile_indexed "$store" "${files[@]}" -- "${flags[@]}"
  else
    swiftc -typecheck -continue-building-after-errors "${flags[@]}" "${files[@]}"
  fi
}

# StandardPaths imports StandardFolders and StandardPathsCore: each set of stand-ins gets both,
# built from the sources as they are (with its platform's tests made true), so a type error put
# into them by the self-test leaves StandardPaths' own errors visible.
for standins_set in "${platform_passes[@]}"; do
  mkdir -p "$work/modules-$standins_set"
  for dependency in StandardFolders StandardPathsCore; do
    copy=$work/pristine-$standins_set-$dependency
    platform_copy "$standins_set" "Sources/$dependency" "$copy"
    (cd "$copy" && find . -name '*.swift' | sort | xargs swiftc -emit-module \
      -parse-as-library -swift-version 6 -module-name "$dependency" -package-name standardpaths \
      -I "$work/$standins_set" \
      -emit-module-path "$work/modules-$standins_set/$dependency.swiftmodule")
  done
done

# adapter SOURCES: type-checks the build plugin in SOURCES with SwiftPM's plugin flags.
plugin_flags=(-swift-version 6 -package-description-version 6.1.0 -parse-as-library -I "$plugin_api")
swiftc -emit-module "${plugin_flags[@]}" -module-name XcodeProjectPlugin \
  -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" "$standins/XcodeProjectPlugin.swift"
# adapter SOURCES [STORE]: type-checks the build plugin in SOURCES with SwiftPM's plugin flags;
# with STORE, compiles it into that index store instead.
adapter() {
  local files=("$1"/AssetManifestPlugin/*.swift "$1"/PluginsShared/*.swift)
  if [[ -n ${2:-} ]]; then
    compile_indexed "$2" "${files[@]}" -- -module-name AssetManifestPlugin "${plugin_flags[@]}" \
      -I "$work"
  else
    swiftc -typecheck -continue-building-after-errors "${plugin_flags[@]}" -I "$work" "${files[@]}"
  fi
}

# every_pass SOURCES PLUGINS [STORE]: runs every pass over the StandardFolders, StandardPathsCore
# and StandardPaths folders of SOURCES and the plugins in PLUGINS (into the index store STORE
# when given); prints the compilers' messages.
every_pass() {
  local pass name
  for pass in "${platform_passes[@]}"; do
    for name in StandardFolders StandardPathsCore StandardPaths; do
      module "$pass" "$name" "$1/$name" "${3:-}" || true
    done
  done
  adapter "$2" "${3:-}" || true
}

messages=$(every_pass Sources Plugins ${into:+"$into/store"} 2>&1)
if grep -q 'error:' <<<"$messages"; then
  echo "$messages" >&2
  echo "error: the Apple-only code does not type-check against the stand-ins" >&2
  exit 1
fi
if [[ -n $into ]]; then
  # What Scripts/check-availability.sh --apple-index reads besides the store.
  : >"$into/copies.tsv"
  for pass in "${platform_passes[@]}"; do
    mkdir -p "$into/standins"
    rm -rf "$into/standins/$pass"
    cp -r "$work/$pass" "$into/standins/$pass"
    for name in StandardFolders StandardPathsCore StandardPaths; do
      # The store names the copies' files, which go with this script's work folder: the
      # availability check maps each back to the package's file by this prefix.
      printf '%s\t%s\n' "$work/src-$pass-$name" "Sources/$name" >>"$into/copies.tsv"
    done
  done
  printf '%s\t%s\n' "$PWD/Plugins" "Plugins" >>"$into/copies.tsv"
  echo "typecheck-apple: every pass compiled into the index store $into/store"
fi

echo "typecheck-apple: StandardFolders, StandardPathsCore and StandardPaths type-check as iOS, tvOS, visionOS, watchOS," \
  "macOS and Mac Catalyst (with its os(iOS) blocks) see them, and the Xcode adapter against XcodeProjectPlugin"

# The README's and the DocC articles' ```swift apple blocks, each compiled as an app's file beside
# the generated code of Examples/SampleAssetCatalog (its namespace renamed `Assets`, as the
# examples call it), against StandardPaths built with the stand-ins of the platforms it imports.
mkdir -p "$work/examples"
for document in README.md Sources/StandardPaths/StandardPaths.docc/*.md; do
  awk -v out="$work/examples/${document//\//_}" '
    /^```swift apple/ { inside = 1; count += 1; file = out "." count ".swift"; next }
    /^```/ { inside = 0 }
    inside { print > file }' "$document"
done
examples=("$work"/examples/*.swift)
[[ -e ${examples[0]} ]] || { echo "error: no \`swift apple\` example found" >&2; exit 1; }
sed -e 's/^public enum SampleAssets /public enum Assets /' -e 's/SampleAssets\.manifest/Assets.manifest/' \
  Tests/AssetManifestGeneratorTests/Fixtures/Golden/SampleAssetCatalog.swift >"$work/Assets.swift"
# SwiftPM makes `Bundle.module` for a target with resources; here there is none.
printf 'import Foundation\nextension Foundation.Bundle { static var module: Bundle { .main } }\n' >"$work/BundleModule.swift"
for pass in ios macos; do
  mkdir -p "$work/library-$pass"
  (cd Sources/StandardPaths && find . -name '*.swift' | sort | xargs swiftc -emit-module \
    -parse-as-library -swift-version 6 -module-name StandardPaths -package-name standardpaths \
    -I "$work/$pass" -I "$work/modules-$pass" -Xcc -fmodule-map-file="$work/AtomicWord.modulemap" \
    -emit-module-path "$work/library-$pass/StandardPaths.swiftmodule")
done
for example in "${examples[@]}"; do
  passes=()
  grep -qE '^import (UIKit|SwiftUI)' "$example" && passes+=(ios)
  grep -qE '^import (AppKit|SwiftUI)' "$example" && passes+=(macos)
  (( ${#passes[@]} > 0 )) || { echo "error: $example imports no Apple UI module" >&2; exit 1; }
  for pass in "${passes[@]}"; do
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name App -I "$work/$pass" \
      -I "$work/library-$pass" -I "$work/modules-$pass" \
      -Xcc -fmodule-map-file="$work/AtomicWord.modulemap" \
      "$work/Assets.swift" "$work/BundleModule.swift" "$example" \
      || { echo "error: the example above ($example) does not compile as $pass" >&2; exit 1; }
  done
done
echo "typecheck-apple: the ${#examples[@]} \`swift apple\` examples of the documentation compile"

(( self_test )) || exit 0

# A copy with `var typecheckAppleSelfTestN: Int { "" }` (a type error in any scope) after every
# Apple-only #if; each must be reported at its own line by at least one pass.
broken=$work/broken
mkdir -p "$broken/Plugins"
cp -r Sources/StandardPaths Sources/StandardFolders Sources/StandardPathsCore "$broken/"
cp -r Plugins/AssetManifestPlugin Plugins/PluginsShared "$broken/Plugins/"
expected=()
while IFS= read -r file; do
  inserted=0  # each insertion moves the later lines of the file down by one
  while IFS=: read -r line _; do
    at=$((line + inserted))
    sed -i "${at}a var typecheckAppleSelfTest${#expected[@]}: Int { \"\" }" "$broken/$file"
    inserted=$((inserted + 1))
    expected+=("$file:$((at + 1))")
  done < <(grep -nE "$apple_block" "$broken/$file")
done < <(cd "$broken" && grep -rlE --include='*.swift' "$apple_block" StandardFolders StandardPathsCore StandardPaths \
  Plugins | sort)
(( ${#expected[@]} > 0 )) || { echo "error: the self-test found no Apple-only block" >&2; exit 1; }

messages=$(cd "$broken" && every_pass "$broken" "$broken/Plugins" 2>&1)
[[ -z ${TYPECHECK_DEBUG:-} ]] || echo "$messages" >&2
missed=0
for place in "${expected[@]}"; do
  file=${place%:*} line=${place##*:}
  if ! grep -F "${file##*/}:$line:" <<<"$messages" | grep -q ': error:'; then
    echo "error: a type error put into $file at line $line went unnoticed" >&2
    missed=1
  fi
done
(( missed == 0 )) || exit 1
echo "typecheck-apple: a type error put into each of the ${#expected[@]} Apple-only blocks fails" \
  "the check, as it must"
