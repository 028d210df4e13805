import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// `asset-manifest.schema.json`, which editors read, is the schema the declaration of the keys
/// makes; `RECORD_SCHEMA=1 swift test --filter ConfigurationSchemaTests` writes it again, and
/// fails so that it is never silent.
@Suite("asset-manifest.schema.json")
struct ConfigurationSchemaTests {
  static let file = Repository.root.appendingPathComponent("asset-manifest.schema.json")

  @Test func theCommittedSchemaIsTheDeclarations() throws {
    let schema = ConfigurationKeys.schema
    if ProcessInfo.processInfo.environment["RECORD_SCHEMA"] == "1" {
      try Data(schema.utf8).write(to: Self.file)
      Issue.record("recorded asset-manifest.schema.json; run again without RECORD_SCHEMA")
      return
    }
    let committed = try? String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      committed == schema,
      """
      asset-manifest.schema.json is stale: RECORD_SCHEMA=1 swift test --filter \
      ConfigurationSchemaTests writes it again
      """)
  }

  @Test func theSchemaIsJSONThatNamesEveryKeyAndConfigurableRule() throws {
    let object = try JSONSerialization.jsonObject(with: Data(ConfigurationKeys.schema.utf8))
    let schema = try #require(object as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["additionalProperties"] as? Bool == false)
    let properties = try #require(schema["properties"] as? [String: Any])
    #expect(Set(properties.keys) == Set(ConfigurationKeys.all.map(\.name)))
    let rules = try #require(properties["rules"] as? [String: Any])
    let ids = try #require(rules["properties"] as? [String: Any])
    #expect(Set(ids.keys) == Set(Rules.configurableIDs))
    #expect(!ids.keys.contains("configuration-syntax"), "the configuration's own rules are fixed")
    let never = try #require(ids["never-chosen"] as? [String: Any])
    #expect(never["enum"] as? [String] == ["off", "warning", "error"])
  }

  /// Configurations the schema and the generator judge alike: a Python JSON Schema validator
  /// (`jsonschema`, draft 2020-12) checks that the file is a valid schema, and takes or refuses
  /// each as the generator does, keywords, device spellings and language names included.
  @Test(.enabled(if: JSONSchemaValidator.testsRun, JSONSchemaValidator.missing))
  func aValidatorJudgesConfigurationsAsTheGeneratorDoes() throws {
    let configurations =
      [
        ConfigurationKeys.example,
        try String(
          contentsOf: Repository.root.appendingPathComponent(
            "Examples/SampleAssetCatalog/asset-manifest.json"), encoding: .utf8),
        #"{"$schema": "anything", "strict": true}"#,
        #"{"rules": {"never-chosen": "off", "scaled-up": "error"}}"#,
        #"{"exempt": [{"rule": "near-miss-suffix", "paths": ["Legacy/**", "*.png"]}]}"#,
        #"{"namspace": "A"}"#,
        #"{"strict": "yes"}"#,
        #"{"strict": 1}"#,
        #"{"accessLevel": "open"}"#,
        #"{"devices": []}"#,
        #"{"devices": ["iphone-17"]}"#,
        #"{"rules": {"never-chosen": "warn"}}"#,
        #"{"rules": {"never-chosn": "off"}}"#,
        #"{"rules": {"configuration-syntax": "off"}}"#,
        #"{"exempt": [{"rule": "never-chosen"}]}"#,
        #"{"exempt": [{"rule": "never-chosen", "paths": []}]}"#,
        #"{"exempt": [{"rule": "never-chosen", "paths": ["a"], "note": "x"}]}"#,
        #"{"names": {"a.png": 1}}"#,
        #"{"keep": "Flags/*"}"#,
      ] + Self.textCorpus.map { key, value, _ in "{\"\(key)\": \(value)}" }
    let verdicts = try JSONSchemaValidator.validate(configurations, against: Self.file)
    for (configuration, valid) in zip(configurations, verdicts) {
      var options = GeneratorOptions()
      let errors = options.apply(
        configuration: ConfigurationFile(path: "c.json", text: configuration))
      #expect(valid == errors.isEmpty, "\(configuration): schema \(valid), generator \(errors)")
    }
  }

  /// Values of the keys whose form is a `TextPattern`, as JSON, each with whether the generator
  /// takes it: good and bad spellings of every form, at the edges of each.
  static let textCorpus: [(key: String, value: String, valid: Bool)] = [
    ("namespace", #""Assets""#, true), ("namespace", #""_Art2""#, true),
    ("namespace", #""class""#, false), ("namespace", #""Swift""#, false),
    ("namespace", #""StandardPaths""#, false), ("namespace", #""my assets""#, false),
    ("namespace", #""2D""#, false), ("namespace", #""Ünï""#, false),
    ("extraDevices", #"["phone@3x:390x844"]"#, true), ("extraDevices", #"["pad@1.5x"]"#, true),
    ("extraDevices", #"["ipad-air", "desktop@2x"]"#, true),
    ("extraDevices", #"["watch@2x"]"#, false), ("extraDevices", #"["phone@0x"]"#, false),
    ("extraDevices", #"["phone@2x:375"]"#, false), ("extraDevices", #"["phone@2.x"]"#, false),
    ("extraDevices", #"["phone"]"#, false), ("extraDevices", #"["iphone-17"]"#, false),
    ("developmentLanguage", #""es""#, true), ("developmentLanguage", #""es-MX""#, true),
    ("developmentLanguage", #""zh_Hans""#, true), ("developmentLanguage", #""es-419""#, true),
    ("developmentLanguage", #""zh-Hans-CN""#, true), ("developmentLanguage", #""English""#, true),
    ("developmentLanguage", #""es MX""#, false), ("developmentLanguage", #""e""#, false),
    ("developmentLanguage", #""es-MX-x""#, false), ("developmentLanguage", #""Base""#, false),
    ("output", #""Assets.swift""#, true), ("output", #""a/b.swift""#, false),
    ("output", #"".swift""#, false), ("output", #""Assets.txt""#, false),
    ("names", #"{"a.png": "hero2"}"#, true), ("names", #"{"a.png": "class"}"#, false),
    ("names", #"{"a.png": "Hero"}"#, false), ("names", #"{"a.png": "my_hero"}"#, false),
    ("names", #"{"a.png": "self"}"#, false),
  ]

  /// The same corpus without Python: each value is taken by the generator exactly when it is
  /// meant to be, so that the corpus itself is right.
  @Test func theTextCorpusIsTheGeneratorsVerdict() {
    for (key, value, valid) in Self.textCorpus {
      var options = GeneratorOptions()
      let errors = options.apply(
        configuration: ConfigurationFile(path: "c.json", text: "{\"\(key)\": \(value)}"))
      #expect(errors.isEmpty == valid, "\(key): \(value): \(errors)")
    }
  }

  /// The `$schema` for a path dependency that the Configuration article shows names the schema,
  /// from the configuration's place in an app laid out as the install snippet says.
  @Test func theDocumentedSchemaPathReachesTheSchema() throws {
    let folder = try TemporaryFolder(files: ["Game/Sources/Game/asset-manifest.json"])
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("StandardPaths"), withDestinationURL: Repository.root)
    let article = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Sources/StandardPaths/StandardPaths.docc/Configuration.md"),
      encoding: .utf8)
    let example = try #require(ConfigurationKeys.named("$schema")?.example)
    let path = String(example.dropFirst().dropLast())
    #expect(article.contains("\"$schema\": \"\(path)\""))
    let target = folder.url.appendingPathComponent("Game/Sources/Game/\(path)").standardized
    #expect(FileManager.default.fileExists(atPath: target.path), "\(target.path)")
  }
}

/// Python's `jsonschema`, when this machine has it (`python3 -m pip install jsonschema`).
enum JSONSchemaValidator {
  static let missing: Comment = """
    python3 cannot import jsonschema (python3 -m pip install jsonschema==4.26.0); \
    set STANDARDPATHS_REQUIRE_JSONSCHEMA=1 to fail instead
    """

  static let isInstalled: Bool = Python.imports("jsonschema")

  /// Whether the validator's test runs: where it is installed, and where CI sets
  /// `STANDARDPATHS_REQUIRE_JSONSCHEMA=1`, so that there a missing one fails it instead.
  static var testsRun: Bool {
    isInstalled || ProcessInfo.processInfo.environment["STANDARDPATHS_REQUIRE_JSONSCHEMA"] == "1"
  }

  /// Whether each of `configurations` is valid against the schema in `schema`, which must be a
  /// valid draft 2020-12 schema itself.
  static func validate(_ configurations: [String], against schema: URL) throws -> [Bool] {
    let cases = FileManager.default.temporaryDirectory
      .appendingPathComponent("schema-cases-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: configurations).write(to: cases)
    defer { try? FileManager.default.removeItem(at: cases) }
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      for text in json.load(open(sys.argv[2])):
          print("valid" if validator.is_valid(json.loads(text)) else "invalid")
      """
    let result = try Python.run(["-c", script, schema.path, cases.path])
    guard result.status == 0 else { throw Failure(output: result.output) }
    return result.output.split(separator: "\n").map { $0 == "valid" }
  }

  /// The validator's output when it failed.
  struct Failure: Error {
    var output: String
  }
}
