import AssetManifestGenerator
import Testing

/// A configuration that is no JSON is an error at the line and column of its first mistake,
/// saying what is wrong and how to fix it, as JSON's rules (RFC 8259) say, not as the lenient
/// reader underneath would have it.
@Suite("asset-manifest.json syntax")
struct ConfigurationSyntaxTests {
  static func errors(_ json: String) -> [String] {
    var options = GeneratorOptions()
    return options.apply(
      configuration: ConfigurationFile(path: "asset-manifest.json", text: json)
    ).map(\.description)
  }

  /// JSONSerialization takes a trailing comma; JSON does not, and the editors that read the
  /// file as JSON would show it as an error.
  @Test func aTrailingCommaIsAnErrorAtItsLine() {
    #expect(
      Self.errors("{\n  \"namespace\": \"Art\",\n  \"strict\": true,\n}\n") == [
        "asset-manifest.json:3: error: a trailing comma before '}'; JSON allows none: remove it "
          + "[configuration-syntax]"
      ])
    #expect(
      Self.errors("{\"keep\": [\n  \"a\",\n]}").first?.hasPrefix(
        "asset-manifest.json:2: error: a trailing comma before ']'") == true)
  }

  @Test func aMissingQuoteIsAnErrorAtItsLine() {
    let opening = Self.errors("{\n  namespace\": \"Art\"\n}")
    #expect(opening.count == 1)
    #expect(opening.first?.hasPrefix("asset-manifest.json:2: error: ") == true, "\(opening)")
    #expect(opening.first?.contains("double quotes") == true, "\(opening)")
    let closing = Self.errors("{\n  \"strict\": true,\n  \"namespace\": \"Art\n}")
    #expect(closing.count == 1)
    #expect(closing.first?.hasPrefix("asset-manifest.json:3: error: ") == true, "\(closing)")
    #expect(closing.first?.contains("closing quote") == true, "\(closing)")
  }
}
