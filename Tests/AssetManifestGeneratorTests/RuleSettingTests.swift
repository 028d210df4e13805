import AssetManifestGenerator
import Testing

/// The configuration's `rules` and `exempt`: each finding's rule, its severity by ID, and the
/// paths a rule leaves alone, applied once to every finding.
@Suite("Rules in the configuration")
struct RuleSettingTests {
  /// Options read from `json`, with the configuration's own findings.
  static func options(_ json: String) -> (options: GeneratorOptions, errors: [String]) {
    var options = GeneratorOptions()
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: json))
    return (options, errors.map(\.description))
  }

  @Test func everyFindingNamesItsRule() {
    let output = Fixtures.generate(["hero.png", "hero_2x.png"])
    #expect(output.diagnostics.count == 1)
    let finding = output.diagnostics.first
    #expect(finding?.description.hasSuffix("; rename it 'hero@2x.png' [near-miss-suffix]") == true)
    #expect(
      finding?.printed(strict: true).hasSuffix(
        "(a warning; strict mode fails the build) [near-miss-suffix]") == true,
      "\(finding as Any)")
  }

  @Test func aRuleCanBeMadeAnErrorOrTurnedOff() {
    let (options, errors) = Self.options(
      #"{"rules": {"near-miss-suffix": "error", "never-chosen": "off"}}"#)
    #expect(errors.isEmpty)
    let output = Fixtures.generate(
      ["hero.png", "hero_2x.png", "foo.png", "foo~ipad@2x.png"], options: options)
    #expect(output.diagnostics.map { "\($0.path) \($0.severity)" } == ["hero_2x.png error"])
    #expect(output.source == nil, "an error stops the generation")
  }

  /// `strict` makes every warning left after the rules' severities an error; a rule turned off
  /// stays off.
  @Test func strictAppliesAfterTheRulesSeverities() {
    let (options, errors) = Self.options(#"{"strict": true, "rules": {"never-chosen": "off"}}"#)
    #expect(errors.isEmpty)
    let output = Fixtures.generate(["foo.png", "foo~ipad@2x.png"], options: options)
    #expect(output.diagnostics.isEmpty && output.source != nil, "\(output.diagnostics)")
  }

  /// `*` stands for any characters within a path component, `**` for any components.
  @Test func exemptionsLeavePathsAlone() {
    let (options, errors) = Self.options(
      #"""
      {"exempt": [
        {"rule": "never-chosen", "paths": ["Legacy/**"]},
        {"rule": "near-miss-suffix", "paths": ["*_2x.png"]}
      ]}
      """#)
    #expect(errors.isEmpty)
    let output = Fixtures.generate(
      [
        "Legacy/a.png", "Legacy/a~ipad@2x.png", "Legacy/Old/b.png", "Legacy/Old/b~ipad@2x.png",
        "c.png", "c~ipad@2x.png", "hero_2x.png", "Art/hero_2x.png",
      ], options: options)
    #expect(output.diagnostics.map(\.path) == ["Art/hero_2x.png", "c~ipad@2x.png"])
  }

  /// A path that matches no file leaves every finding it was meant to hide, without a word,
  /// as `keep` would: a warning at its line says how exemptions' paths are written.
  @Test func anExemptionThatMatchesNoFileIsAWarningAtItsLine() {
    let (options, errors) = Self.options(
      "{\"exempt\": [\n  {\"rule\": \"never-chosen\",\n   \"paths\": [\"Legacy/**\", \"Gone/*\"]}\n]}"
    )
    #expect(errors.isEmpty)
    let output = Fixtures.generate(["Legacy/a.png", "Legacy/a~ipad@2x.png"], options: options)
    #expect(
      output.diagnostics.map(\.description) == [
        "c.json:3: warning: 'exempt' leaves 'never-chosen' alone at 'Gone/*', which matches no "
          + "file of the resources; write the path relative to the resource folder that holds "
          + "the files, such as 'Legacy/a.png' [configuration-unused-exempt]"
      ])
  }

  @Test func anUnknownRuleIsAnErrorAtItsLineNamingTheNearest() {
    let (_, errors) = Self.options("{\n  \"rules\": {\n    \"never-chosn\": \"off\"\n  }\n}")
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("c.json:3: error: unknown rule 'never-chosn'") == true)
    #expect(errors.first?.contains("did you mean 'never-chosen'?") == true, "\(errors)")
    #expect(errors.first?.hasSuffix(" [configuration-unknown-rule]") == true, "\(errors)")
    let (_, exempt) = Self.options(
      "{\n  \"exempt\": [\n    {\"rule\": \"near-miss\", \"paths\": [\"a/**\"]}\n  ]\n}")
    #expect(exempt.count == 1)
    #expect(exempt.first?.hasPrefix("c.json:3: error: unknown rule 'near-miss'") == true)
    #expect(exempt.first?.contains("did you mean 'near-miss-suffix'?") == true, "\(exempt)")
  }

  @Test func theConfigurationsOwnFindingsCannotBeTurnedOff() {
    let (_, errors) = Self.options(#"{"rules": {"configuration-unknown-key": "off"}}"#)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("cannot be turned off") == true, "\(errors)")
    let (_, exempt) = Self.options(
      #"{"exempt": [{"rule": "configuration-syntax", "paths": ["**"]}]}"#)
    #expect(exempt.first?.contains("cannot be turned off") == true, "\(exempt)")
  }

  @Test func aSeverityIsOffWarningOrError() {
    let (_, errors) = Self.options(#"{"rules": {"never-chosen": "warn"}}"#)
    #expect(errors.count == 1)
    #expect(errors.first?.contains(#""off", "warning" or "error""#) == true, "\(errors)")
  }

  /// Editors find the schema through `$schema`, which the generator ignores.
  @Test func aSchemaKeyIsAccepted() {
    let (options, errors) = Self.options(
      #"{"$schema": "../../asset-manifest.schema.json", "namespace": "Art"}"#)
    #expect(errors.isEmpty, "\(errors)")
    #expect(options.namespace == "Art")
  }
}
