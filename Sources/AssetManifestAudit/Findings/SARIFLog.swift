import AssetManifestGenerator
import Foundation

/// Findings as a SARIF 2.1.0 log (`--format sarif`), the format GitHub code scanning uploads:
/// one run of the tool, whose driver lists every rule with its summary, fix and default level,
/// and one result per finding with its rule, level, message and place (notes as related
/// places). Keys are sorted, so the same findings give the same bytes. Each result's
/// `partialFingerprints` holds the fingerprint a findings baseline records for it, so that code
/// scanning follows a finding across line moves as the baseline does.
struct SARIFLog {
  let findings: [Diagnostic]
  let tool: (name: String, version: String)
  /// Each finding's fingerprint, in the order of `findings`.
  let fingerprints: [String]

  /// The key of `partialFingerprints` (SARIF 2.1.0 §3.27.17): a name and a version, which
  /// changes when the fingerprint is computed otherwise.
  static let fingerprintKey = "assetManifestFinding/v2"

  /// The log as JSON text.
  var text: String {
    let rules = Rules.all
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let log = Log(
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: tool.name, version: tool.version,
              rules: rules.map { rule in
                Descriptor(
                  id: rule.id.rawValue,
                  shortDescription: Text(text: rule.id.documentation.summary),
                  help: Text(text: rule.id.documentation.fix),
                  defaultConfiguration: Configuration(level: Self.level(rule.level)))
              })),
          results: zip(findings, fingerprints).map { finding, fingerprint in
            Result(
              ruleId: finding.rule.rawValue, ruleIndex: index[finding.rule] ?? 0,
              level: finding.severity.rawValue, message: Text(text: finding.message),
              locations: [Location(finding.path, line: finding.line)],
              relatedLocations: finding.notes.isEmpty
                ? nil
                : finding.notes.map { Location($0.path, line: 1, message: $0.message) },
              partialFingerprints: [Self.fingerprintKey: fingerprint])
          })
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding values of these types cannot fail: no floats, string-keyed dictionaries only.
    let data = (try? encoder.encode(log)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// SARIF's name for a rule's default level (`none` for a rule that is off unless turned on).
  static func level(_ level: Rule.Level) -> String {
    switch level {
    case .off: "none"
    case .warning: "warning"
    case .error: "error"
    }
  }

  /// A file's path as a SARIF `uri`, a URI reference (RFC 3986): a relative path stays
  /// relative (to the folder the command ran in, which code scanning takes for the repository's
  /// root), an absolute one becomes a `file` URI; every byte that a path segment may not hold
  /// as it is (RFC 3986's `pchar`, less `:`, which would read as a scheme in a first segment)
  /// is percent-encoded, so spaces and non-ASCII names stay valid while `@2x` and `~ipad` stay
  /// readable.
  static func uri(_ path: String) -> String {
    var out = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"),
        UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
        UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
        UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  // SARIF's objects, as far as this log uses them (§3 of the SARIF 2.1.0 specification).
  private struct Log: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  private struct Run: Encodable {
    let tool: Tool
    let results: [Result]
  }
  private struct Tool: Encodable { let driver: Driver }
  private struct Driver: Encodable {
    let name: String
    let version: String
    let rules: [Descriptor]
  }
  private struct Descriptor: Encodable {
    let id: String
    let shortDescription: Text
    let help: Text
    let defaultConfiguration: Configuration
  }
  private struct Configuration: Encodable { let level: String }
  private struct Text: Encodable { let text: String }
  private struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int
    let level: String
    let message: Text
    let locations: [Location]
    let relatedLocations: [Location]?
    let partialFingerprints: [String: String]
  }
  private struct Location: Encodable {
    let physicalLocation: PhysicalLocation
    let message: Text?
    init(_ path: String, line: Int, message: String? = nil) {
      physicalLocation = PhysicalLocation(
        artifactLocation: ArtifactLocation(uri: SARIFLog.uri(path)),
        region: Region(startLine: max(line, 1)))
      self.message = message.map(Text.init)
    }
  }
  private struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }
  private struct ArtifactLocation: Encodable { let uri: String }
  private struct Region: Encodable { let startLine: Int }
}
