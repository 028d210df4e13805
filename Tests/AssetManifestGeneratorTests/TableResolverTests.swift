import AssetManifestGenerator
import StandardPaths
import TestSupport
import Testing

/// The resolve stage finds a templated request's candidates among the files that strip to the
/// same names, instead of in a table of every file: both must give the same answers.
@Suite struct TableResolverTests {
  /// Stems that qualify for templates, stems that do not, and names that are equal as `String`s
  /// but not as bytes: `é` composed and decomposed, `K` and the Kelvin sign.
  static let stems = [
    "a", "hero", "dir/a", "café", "cafe\u{301}", "K", "\u{212A}", "a-b", "my.image", "x y",
  ]
  static let suffixes = [
    "", "@2x", "@3x", "-hd", "-hd@2x", "-568h@2x", "-667h@2x", "-736h@3x", "~ipad", "@2x~ipad",
    "~mac", "@2x~mac", "~iphone", "-568h", "~tv", "~ipad@2x", "@2x@3x",
  ]
  static let extensions = [".png", ".jpg", ".jpeg", ".tiff", ".nib", ".obj.gz", ""]
  static let devices =
    Device.knownDevices + [
      Device(idiom: .pad, scale: 1.5, screenSize: .init(width: 800, height: 1280)),
      Device(idiom: .desktop, scale: 3),
    ]

  @Test func answersAgreeWithATableOfEveryFile() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    var templates = CandidateTemplates(devices: Self.devices)
    var templated = 0
    for _ in 0..<SeededGenerator.rounds(default: 100) {
      let paths = (0..<Int.random(in: 1...30, using: &random)).map { _ in
        Self.stems.randomElement(using: &random)! + Self.suffixes.randomElement(using: &random)!
          + Self.extensions.randomElement(using: &random)!
      }
      let groups = Grouper.group(Set(paths).sorted().map(ParsedFile.init(path:)))
      let table = TableResolver.resolve(groups, devices: Self.devices)
      let everyFile = Dictionary(
        table.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      for (group, answers) in zip(groups, table.answers) {
        let expected = Self.devices.map { device in
          VariantResolver.resolve(group.request, ofType: group.type, on: device) {
            everyFile[$0] != nil
          }.flatMap { everyFile[$0] }
        }
        #expect(answers == expected, "\(group.request) among \(table.files)")
        if templates.template(for: group.request, ofType: group.type) != nil { templated += 1 }
      }
    }
    #expect(templated > 500)
  }

  /// Every candidate of a templated request strips to the request or one of the other names
  /// its template lists, which is what lets the stage look only among those names' files.
  @Test func candidatesStripToTheTemplatesRequests() throws {
    var templates = CandidateTemplates(devices: Self.devices)
    for stem in ["a", "dir/hero", "café", "\u{212A}"] {
      for fileExtension in Self.extensions {
        for type: String? in ["png", nil, "nib"] {
          let request = stem + fileExtension
          let made = templates.template(for: request, ofType: type)
          let template = try #require(made)
          for device in Self.devices {
            for candidate in VariantResolver.candidates(for: request, ofType: type, on: device) {
              let stripped = candidate.deletingVariantSuffixes()
              #expect(
                template.requestTails.contains { template.prefix + $0 == stripped },
                "\(candidate) strips to \(stripped), not one of \(template.requestTails)")
            }
          }
        }
      }
    }
  }
}
