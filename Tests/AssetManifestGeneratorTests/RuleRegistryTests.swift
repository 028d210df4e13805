import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// The registry holds one rule per ID, each with what people need to act on its findings (the
/// audit's texts of the rules).
@Suite("The rule registry")
struct RuleRegistryTests {
  @Test func oneRuleForEachIDInItsOrder() {
    #expect(Rules.all.map(\.id) == Rule.ID.allCases)
  }

  @Test func everyRuleSaysWhatItFindsAndHowToFixIt() {
    for rule in Rules.all {
      let id = rule.id.rawValue
      #expect(
        id.allSatisfy { $0 == "-" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }
          && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"),
        "\(id) is kebab-case")
      let documentation = rule.id.documentation
      for text in [documentation.summary, documentation.example, documentation.fix] {
        #expect(!text.isEmpty && !text.contains("\n"), "\(id): one line each")
      }
    }
  }

  /// The switch from an ID to its family's case is the one link the compiler cannot check
  /// beyond its exhaustiveness: each ID is the case of its own name, and the families together
  /// hold each rule once, so no rule takes another's declarations.
  @Test func eachIDIsTheFamilyCaseOfItsName() {
    var cases = Set<String>()
    for id in Rule.ID.allCases {
      let family = Mirror(reflecting: id.family).children.first
      let name = family.map { "\($0.label ?? "")." + String(describing: $0.value) }
      #expect(
        name?.hasSuffix("." + String(describing: id)) == true, "\(id.rawValue): \(name ?? "")")
      cases.insert(name ?? "")
    }
    let familySizes = [
      Rule.ID.Names.allCases.count, Rule.ID.Variants.allCases.count,
      Rule.ID.Images.allCases.count, Rule.ID.Localization.allCases.count,
      Rule.ID.Catalogs.allCases.count, Rule.ID.Resources.allCases.count,
      Rule.ID.Audit.allCases.count, Rule.ID.Configuration.allCases.count,
      Rule.ID.Output.allCases.count, Rule.ID.Plugins.allCases.count,
    ]
    #expect(cases.count == Rule.ID.allCases.count)
    #expect(familySizes.reduce(0, +) == Rule.ID.allCases.count)
  }

  /// Turning off a finding of the configuration itself would hide the mistake it reports.
  @Test func theConfigurationsOwnRulesAreFixed() {
    for rule in Rules.all where rule.id.rawValue.hasPrefix("configuration-") {
      #expect(!rule.isConfigurable, "\(rule.id.rawValue)")
    }
    #expect(Rules.configurableIDs.contains("never-chosen"))
  }

  /// A finding takes its rule's severity; one of a rule that is off unless turned on is a
  /// warning until the configuration says otherwise.
  @Test func aFindingHasItsRulesSeverity() {
    #expect(Diagnostic(.ambiguousVariants, "a.png", "m").severity == .error)
    #expect(Diagnostic(.nearMissSuffix, "a.png", "m").severity == .warning)
    #expect(Diagnostic(.scaledUp, "a.png", "m").severity == .warning)
    #expect(Diagnostic(.duplicateScale, "a.png", "m").topic == .duplicate)
  }

  @Test func typingMistakesFindTheNearestName() {
    let ids = Rules.configurableIDs
    #expect(NearestName.nearest(to: "never-chosn", among: ids) == "never-chosen")
    #expect(NearestName.nearest(to: "near-miss", among: ids) == "near-miss-suffix")
    #expect(NearestName.nearest(to: "NEVER-CHOSEN", among: ids) == "never-chosen")
    #expect(NearestName.nearest(to: "x", among: []) == nil)
  }
}

/// The build plugins print their findings' IDs themselves, since SwiftPM's plugin process cannot
/// see the registry: each ID they print is a rule of it, and each plugin rule is printed.
@Suite("The plugins' findings carry registered rule IDs")
struct PluginRuleTests {
  @Test func everyIDThePluginsPrintIsARuleAndEveryPluginRuleIsPrinted() throws {
    let plugins = Repository.root.appendingPathComponent("Plugins")
    var printed = Set<String>()
    for file in try FileManager.default.subpathsOfDirectory(atPath: plugins.path)
    where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: plugins.appendingPathComponent(file), encoding: .utf8)
      var rest = Substring(text)
      while let open = rest.range(of: "[plugin-") {
        let id = rest[open.lowerBound...].dropFirst().prefix { $0 != "]" }
        printed.insert(String(id))
        rest = rest[open.upperBound...]
      }
    }
    let pluginRules = Set(Rule.ID.allCases.map(\.rawValue).filter { $0.hasPrefix("plugin-") })
    #expect(printed == pluginRules)
    #expect(pluginRules.count == 4)
  }
}
