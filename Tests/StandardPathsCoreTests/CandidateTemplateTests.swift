import StandardPathsCore
import TestSupport
import Testing

/// `CandidateTemplates` must give `VariantResolver`'s answer for every request, or the
/// generator's tables would disagree with probing.
@Suite struct CandidateTemplateTests {
  static let stems = [
    "a", "hero", "Hero2", "dir/a", "my file", "café", "cafe\u{301}", "🦄", "1up", "a.b", "a.",
    ".a", "a-b", "a-1h", "a@b", "a~", "x", "dir.d/x", "a-hd", "", "ü/ß",
  ]
  static let extensions = ["", ".png", ".jpg", ".tiff", ".nib", ".obj.gz", ".gz", ".PNG"]
  static let types: [String?] = ["png", nil, "", "nib", "jpeg", "obj.gz"]
  static let devices =
    Device.knownDevices + [
      Device(idiom: .car, scale: 2, screenSize: .init(width: 320, height: 568)),
      Device(idiom: .pad, scale: 1.5, screenSize: .init(width: 800, height: 1280)),
      Device(idiom: .phone, scale: 2), Device(idiom: .desktop, scale: 3),
    ]

  @Test func templatesAgreeWithTheResolverOnRandomRequests() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    var templates = CandidateTemplates(devices: Self.devices)
    var templated = 0
    for _ in 0..<SeededGenerator.rounds(default: 400) {
      let request =
        Self.stems.randomElement(using: &random)! + Self.extensions.randomElement(using: &random)!
      let type = Self.types.randomElement(using: &random)!
      let every = Set(
        Self.devices.flatMap { VariantResolver.candidates(for: request, ofType: type, on: $0) })
      let existing = Set(every.filter { _ in Bool.random(using: &random) })
      let expected = Self.devices.map { device in
        VariantResolver.resolve(request, ofType: type, on: device) { existing.contains($0) }
      }
      let answers = templates.resolve(request, ofType: type) { existing.contains($0) }
      #expect(answers == expected, "\(request) type \(type ?? "nil") among \(existing.sorted())")
      if !request.contains(where: { "-@~".contains($0) }) { templated += 1 }
    }
    #expect(templated > 100)
  }
}
