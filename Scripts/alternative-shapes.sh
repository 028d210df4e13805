#!/usr/bin/env bash
# Writes, for the COUNT synthetic assets of Scripts/synthetic-assets.sh, the Swift code two other
# generators would make for them, so its compile cost can be measured beside ours:
#   FOLDER/RswiftShape.swift      the shape of R.swift 7's `R.image`: a struct per folder holding
#                                 the bundle, and per image a computed property that builds an
#                                 `RswiftResources.ImageResource` from its name, path, bundle,
#                                 locale and on-demand tags;
#   FOLDER/RswiftResources.swift  a minimal stand-in of the module that type lives in;
#   FOLDER/SwiftGenShape.swift    the shape of SwiftGen's `xcassets` swift5 template with
#                                 namespaced folders: nested enums, a `static let` per image
#                                 holding an `ImageAsset(name:)`, and a stand-in of that struct
#                                 (its name only: UIKit and AppKit are not here).
# Both are written from the generators' documented output, one image per asset (as an image set
# holds every variant of one), with each tool's own identifier style. Nothing is copied from them.
# Usage: Scripts/alternative-shapes.sh FOLDER [COUNT]
set -euo pipefail
folder=$1
count=${2:-10000}
mkdir -p "$folder"

cat >"$folder/RswiftResources.swift" <<'EOF'
import Foundation

public enum LocaleReference: Sendable {
  case none
  case base
  case language(String)
}

public struct ImageResource: Sendable {
  public let name: String
  public let path: [String]
  public let bundle: Bundle
  public let locale: LocaleReference?
  public let onDemandResourceTags: [String]?

  public init(
    name: String, path: [String], bundle: Bundle, locale: LocaleReference?,
    onDemandResourceTags: [String]?
  ) {
    self.name = name
    self.path = path
    self.bundle = bundle
    self.locale = locale
    self.onDemandResourceTags = onDemandResourceTags
  }
}
EOF

# Assets are numbered as synthetic-assets.sh numbers them: Set(i/1000)/Folder(i/100)/asset_i, so
# a folder's assets are consecutive and each loop below closes a folder when the next one starts.
awk -v count="$count" '
function accessor(type) {
  return "    var " type ": " type " { .init(bundle: bundle) }\n" \
    "    func " type "(bundle: Foundation.Bundle) -> " type " { .init(bundle: bundle) }"
}
BEGIN {
  print "// The shape of R.swift 7'"'"'s generated images, for measuring its compile cost."
  print "import Foundation"
  print "import RswiftResources"
  print ""
  print "private final class BundleFinder {}"
  print "let R = _R(bundle: Foundation.Bundle(for: BundleFinder.self))"
  print ""
  print "struct _R {"
  print "  let bundle: Foundation.Bundle"
  print "  var image: image { .init(bundle: bundle) }"
  print "  func image(bundle: Foundation.Bundle) -> image { .init(bundle: bundle) }"
  print ""
  print "  struct image {"
  print "    let bundle: Foundation.Bundle"
  sets = int((count + 999) / 1000)
  for (s = 0; s < sets; s++) print accessor("set" s)
  for (i = 0; i < count; i++) {
    if (i % 1000 == 0) {
      if (i > 0) print "      }\n    }"
      set = int(i / 1000)
      print "\n    struct set" set " {"
      print "      let bundle: Foundation.Bundle"
      folders = int((count + 99) / 100)
      last = (set + 1) * 10 < folders ? (set + 1) * 10 : folders
      for (f = set * 10; f < last; f++) {
        print "      var folder" f ": folder" f " { .init(bundle: bundle) }"
        print "      func folder" f "(bundle: Foundation.Bundle) -> folder" f " { .init(bundle: bundle) }"
      }
    }
    if (i % 100 == 0) {
      if (i % 1000 != 0) print "      }"
      print "\n      struct folder" int(i / 100) " {"
      print "        let bundle: Foundation.Bundle"
    }
    name = "Set" int(i / 1000) "/Folder" int(i / 100) "/asset_" i
    print ""
    print "        /// Image `" name "`."
    print "        var asset_" i ": RswiftResources.ImageResource { .init(name: \"" name \
      "\", path: [\"Set" int(i / 1000) "\", \"Folder" int(i / 100) "\"], bundle: bundle, " \
      "locale: nil, onDemandResourceTags: nil) }"
  }
  if (count > 0) print "      }\n    }"
  print "  }\n}"
}' >"$folder/RswiftShape.swift"

awk -v count="$count" '
BEGIN {
  print "// The shape of SwiftGen'"'"'s xcassets swift5 template, for measuring its compile cost."
  print "import Foundation"
  print ""
  print "internal enum Asset {"
  for (i = 0; i < count; i++) {
    if (i % 1000 == 0) {
      if (i > 0) print "    }\n  }"
      print "  internal enum Set" int(i / 1000) " {"
    }
    if (i % 100 == 0) {
      if (i % 1000 != 0) print "    }"
      print "    internal enum Folder" int(i / 100) " {"
    }
    print "      internal static let asset" i " = ImageAsset(name: \"Set" int(i / 1000) \
      "/Folder" int(i / 100) "/asset_" i "\")"
  }
  if (count > 0) print "    }\n  }"
  print "}"
  print ""
  print "internal struct ImageAsset {"
  print "  internal fileprivate(set) var name: String"
  print "}"
}' >"$folder/SwiftGenShape.swift"
