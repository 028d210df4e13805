import StandardPathsCore
import TestSupport
import Testing

@Suite("Grammar properties on random strings")
struct GrammarPropertyTests {
  /// Pieces that make suffix soup (`a-1h-hd@2x@3x~ipad~mac.gz.gz`), mixed with unicode and junk.
  static let pieces = [
    "a", "foo", "-", "h", "-hd", "-568h", "-1.5h", "@", "@2x", "@3x", "@1.5x", "@0x", "x", "~",
    "~ipad", "~iphone", "~mac", "~tv", "~car", "~IPAD", ".", ".png", ".gz", ".obj", "/", "//",
    "é", "e\u{301}", "🦊", "\u{0}", " ", "..", "9", "1.", "@@@x", "-.h",
  ]

  static func randomString(_ random: inout SeededGenerator) -> String {
    let length = Int.random(in: 0...12, using: &random)
    return (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
  }

  @Test func neverCrashesAndKeepsItsInvariants() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    var strings = ["", String(repeating: "@2x", count: 2_000), String(repeating: "é", count: 300)]
    strings += (0..<SeededGenerator.rounds(default: 3_000)).map { _ in Self.randomString(&random) }
    for string in strings {
      checkInvariants(string)
    }
  }

  /// `lastSlash` reads ASCII names by bytes; on every name it must find what the standard
  /// library's `lastIndex(of: "/")` finds, a slash that a combining mark joins included.
  @Test func lastSlashIsTheStandardLibrarysLastSlash() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    var strings = ["", "/", "a/b", "dir/\u{301}a.png", "\u{600}/a", "a/\r\n/b"]
    strings += (0..<SeededGenerator.rounds(default: 3_000)).map { _ in Self.randomString(&random) }
    for string in strings {
      #expect(string.lastSlash == string.lastIndex(of: "/"), "\(string.debugDescription)")
    }
  }

  private func checkInvariants(_ name: String) {
    #expect(name.hasScaleSuffix == (name.scaleSuffix.map { !$0.isEmpty } ?? false))
    #expect(name.hasHeightSuffix == (name.heightFromSuffix.map { $0 > 0 } ?? false))
    #expect(name.hasHeightSuffix == (name.heightSuffix.map { !$0.isEmpty } ?? false))
    #expect(!(name.hasHeightSuffix && name.hasHDSuffix))
    #expect(name.hasIdiomSuffix == (name.idiomSuffix.map { !$0.isEmpty } ?? false))
    if !name.hasScaleSuffix && !name.hasHDSuffix {
      #expect(name.scaleFromSuffix(on: .iphoneRetina) == 1)
    }
    #expect(name.hasScaleSuffix == (name.deletingScaleSuffix() != name))
    // A body ending in a dot (`foo.`, `..`) turns whatever is inserted after it into an
    // extension, as NSString's path functions would; the appended suffix then reads as one.
    let body =
      name.hasPathExtension
      ? String(name.utf8.dropLast(name.fullPathExtension.utf8.count + 1))! : name
    if !body.hasSuffix(".") {
      #expect(name.appendingScaleSuffix(2).scaleSuffix == "@2x")
      #expect(name.appendingHeightSuffix(568).heightSuffix == "-568h")
      #expect(name.appendingHDSuffix().hasHDSuffix)
    }
    let base = name.deletingVariantSuffixes()
    #expect(base.deletingVariantSuffixes() == base)
    for device in [Device.iphone568h, .ipad, .mac, .tvRetina] {
      let candidates = VariantResolver.candidates(for: name, on: device)
      #expect(Set(candidates).count == candidates.count)
      #expect(VariantSet(candidates.suffix(1)).resolve(name, on: device) == candidates.last)
    }
  }

  @Test("deleting a suffix after appending it gives a canonical name back")
  func canonicalRoundTrips() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed &+ 1)
    for _ in 0..<SeededGenerator.rounds(default: 1_000) {
      let stem = ["foo", "a.b", "héllo", "🦊", "dir/x", "x-y"].randomElement(using: &random)!
      let ext = ["", ".png", ".obj.gz"].randomElement(using: &random)!
      let name = stem + ext
      #expect(name.appendingScaleSuffix(2).deletingScaleSuffix() == name)
      #expect(name.appendingHeightSuffix(667).deletingHeightSuffix() == name)
      #expect(name.appendingHDSuffix().deletingHDSuffix() == name)
      #expect(name.appendingIdiomSuffix(for: .pad).deletingIdiomSuffix() == name)
      let full = name.appendingHeightSuffix(568).appendingHDSuffix().appendingScaleSuffix(3)
        .appendingIdiomSuffix(for: .phone)
      #expect(full.deletingVariantSuffixes() == name)
      #expect(
        full.scaleFromSuffix(on: .iphone) == 3 && full.idiomSuffix == "~iphone" && full.hasHDSuffix)
    }
  }

  @Test("resolving never returns a name that is not in the set")
  func resolvingStaysInTheSet() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed &+ 2)
    for _ in 0..<SeededGenerator.rounds(default: 500) {
      let request = Self.randomString(&random)
      // Some of the request's own candidates, so that lookups find something.
      let names =
        (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.randomString(&random) }
        + VariantResolver.candidates(for: request, on: .ipad).filter { _ in
          Bool.random(using: &random)
        }
      let files = VariantSet(names)
      for device in Device.knownDevices {
        for type in ["png", nil, ""] as [String?] {
          if let found = files.resolve(request, ofType: type, on: device) {
            #expect(files.names.contains(found), "\(request) among \(names)")
          }
        }
      }
    }
  }
}
