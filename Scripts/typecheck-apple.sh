#!/usr/bin/env bash
# Type-checks on Linux the Apple-only code of the platforms that no Apple SDK here serves, against
# stand-in modules in Tests/AppleStandIns that declare the Apple API the code calls with the
# isolation and sendability of the SDK's declarations (each citing the SDK file it was read from).
# iOS is compiled against Apple's own SDK by Scripts/compile-apple.sh; this script covers what that
# cannot:
#   - the StandardFolders and StandardPaths modules (StandardPathsCore has no Apple-only code) as
#     tvOS, visionOS, watchOS, macOS and Mac Catalyst see them: each pass puts that platform's
#     stand-ins on the search path and compiles a copy with the platform's tests, false on Linux,
#     made `true` (Mac Catalyst's are `targetEnvironment(macCatalyst)` and `os(iOS)`, since Mac
#     Catalyst compiles the `#if os(iOS)` blocks too);
#   - the build plugin's Xcode adapter, against a stand-in XcodeProjectPlugin (Xcode's own
#     module, which no SDK carries).
# Linux's compiler checks the stand-ins' `@MainActor` and `Sendable` but not their `@available`:
# on these platforms availability is checked only by the macOS workflow's Xcode builds.
# With --self-test it also puts a type error into every Apple-only block (each #if or #elseif
# that tests canImport of an Apple module, or os/targetEnvironment of an Apple platform) and
# fails unless some pass reports the error at that line.
set -euo pipefail
cd "$(dirname "$0")/.."

self_test=0
while (( $# > 0 )); do
  case $1 in
    --self-test) self_test=1 ;;
    *) echo "error: unknown argument '$1' (use --self-test)" >&2; exit 2 ;;
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
platform_passes=(tvos visionos watchos macos catalyst)
apple_block='^[[:space:]]*#(if|elseif) .*(canImport\((UIKit|AppKit|SwiftUI|WatchKit|CoreText|XcodeProjectPlugin)\)|os\((iOS|tvOS|watchOS|visionOS|macOS)\)|targetEnvironment\(macCatalyst\))'

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
# tvOS's UIKit has every declaration of the UIKit stand-in (none of them is unavailable on tvOS).
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

# module PASS NAME SOURCES: type-checks module NAME from a copy of SOURCES with PASS's tests made
# `true`, against the stand-ins built for PASS and the modules StandardPaths depends on, built for
# them.
module() {
  local pass=$1 name=$2 sources=$3
  platform_copy "$pass" "$sources" "$work/src-$pass-$name"
  sources=$work/src-$pass-$name
  local flags=(-parse-as-library -swift-version 6 -module-name "$name" -package-name standardpaths
    -I "$work/$pass" -I "$work/modules-$pass" -I "$work/core"
    -Xcc -fmodule-map-file="$work/AtomicWord.modulemap")
  mapfile -t files < <(find "$sources" -name '*.swift' | sort)
  swiftc -typecheck -continue-building-after-errors "${flags[@]}" "${files[@]}"
}

# StandardPathsCore has no Apple-only code: it is the same module on every platform, which the
# package's own build compiles, so it is built once here, for StandardPaths to import, and has no
# pass. Code of an Apple platform in it would need one.
if grep -rlE --include='*.swift' "$apple_block" Sources/StandardPathsCore; then
  echo "error: StandardPathsCore has Apple-only code (the files above): give it a pass here" >&2
  exit 1
fi
mkdir -p "$work/core"
find Sources/StandardPathsCore -name '*.swift' | sort | xargs swiftc -emit-module \
  -parse-as-library -swift-version 6 -module-name StandardPathsCore -package-name standardpaths \
  -emit-module-path "$work/core/StandardPathsCore.swiftmodule"

# StandardPaths imports StandardFolders too: each set of stand-ins gets it, built from the sources
# as they are (with its platform's tests made true), so a type error put into them by the
# self-test leaves StandardPaths' own errors visible.
for standins_set in "${platform_passes[@]}"; do
  mkdir -p "$work/modules-$standins_set"
  copy=$work/pristine-$standins_set-StandardFolders
  platform_copy "$standins_set" Sources/StandardFolders "$copy"
  (cd "$copy" && find . -name '*.swift' | sort | xargs swiftc -emit-module \
    -parse-as-library -swift-version 6 -module-name StandardFolders -package-name standardpaths \
    -I "$work/$standins_set" \
    -emit-module-path "$work/modules-$standins_set/StandardFolders.swiftmodule")
done

# adapter SOURCES: type-checks the build plugin in SOURCES with SwiftPM's plugin flags.
plugin_flags=(-swift-version 6 -package-description-version 6.1.0 -parse-as-library -I "$plugin_api")
swiftc -emit-module "${plugin_flags[@]}" -module-name XcodeProjectPlugin \
  -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" "$standins/XcodeProjectPlugin.swift"
adapter() {
  swiftc -typecheck -continue-building-after-errors "${plugin_flags[@]}" -I "$work" \
    "$1"/AssetManifestPlugin/*.swift "$1"/PluginsShared/*.swift
}

# every_pass SOURCES PLUGINS: runs every pass over the StandardFolders and StandardPaths folders
# of SOURCES and the plugins in PLUGINS; prints the compilers' messages.
every_pass() {
  local pass name
  for pass in "${platform_passes[@]}"; do
    for name in StandardFolders StandardPaths; do
      module "$pass" "$name" "$1/$name" || true
    done
  done
  adapter "$2" || true
}

# check_pristine: runs every pass over the package's own sources; fails on any error.
check_pristine() {
  local messages
  messages=$(every_pass Sources Plugins 2>&1)
  if grep -q 'error:' <<<"$messages"; then
    echo "$messages" >&2
    echo "error: the Apple-only code does not type-check against the stand-ins" >&2
    exit 1
  fi
}
passed="typecheck-apple: StandardFolders and StandardPaths type-check as tvOS, visionOS, watchOS, macOS and Mac Catalyst (with its os(iOS) blocks) see them, and the Xcode adapter against XcodeProjectPlugin"

if (( ! self_test )); then
  check_pristine
  echo "$passed"
  exit 0
fi

# The self-test, in the same passes: a copy with `var typecheckAppleSelfTestN: Int { "" }` (a
# type error in any scope) after every Apple-only #if; each must be reported at its own line by at
# least one pass, and any other error is the package's own (then the passes run again over the
# package's sources, so that its messages name the real lines).
broken=$work/broken
mkdir -p "$broken/Plugins"
cp -r Sources/StandardPaths Sources/StandardFolders "$broken/"
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
done < <(cd "$broken" && grep -rlE --include='*.swift' "$apple_block" StandardFolders StandardPaths \
  Plugins | sort)
(( ${#expected[@]} > 0 )) || { echo "error: the self-test found no Apple-only block" >&2; exit 1; }

messages=$(cd "$broken" && every_pass "$broken" "$broken/Plugins" 2>&1)
[[ -z ${TYPECHECK_DEBUG:-} ]] || echo "$messages" >&2
planted_places=$(for place in "${expected[@]}"; do echo "${place##*/}"; done | sort -u)
unexpected=$(grep -oE '[^/ ]+\.swift:[0-9]+:[0-9]+: error:' <<<"$messages" | cut -d: -f1,2 | sort -u \
  | comm -23 - <(echo "$planted_places"))
if [[ -n $unexpected ]]; then
  check_pristine
  echo "error: the self-test's copy has errors beside the planted ones: $unexpected" >&2
  exit 1
fi
echo "$passed"
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
