import Foundation
import StandardPaths
import TestSupport
import Testing

/// The resource layouts people write, each a target of one throwaway package built with the
/// plugin and run: every asset must resolve, on every known device, to a file that exists
/// in the bundle SwiftPM built.
@Suite("Every resource layout, built and run")
struct ResourceLayoutPackageTests {
  /// One target: its files, its `resources:` and the asset names the plugin must find.
  struct Layout {
    var target: String
    var files: [String]
    var resources: String
    var assets: [String]
  }

  static let layouts = [
    Layout(
      target: "CopyNested",
      files: [
        "Resources/Images/logo.png", "Resources/Images/logo@2x.png",
        "Resources/Images/Sub/star.png", "Resources/Images/Sub/star~ipad.png",
      ],
      resources: #".copy("Resources/Images")"#,
      assets: ["Images/Sub/star.png", "Images/logo.png"]),
    Layout(
      target: "ProcessNested",
      files: [
        "Resources/logo.png", "Resources/Icons/star.png", "Resources/Icons/star@2x.png",
        "Resources/Icons/Small/dot.png", "Resources/Icons/Small/dot@3x.png",
      ],
      resources: #".process("Resources")"#,
      assets: ["dot.png", "logo.png", "star.png"]),
    Layout(
      target: "TwoCopies",
      files: ["Images/hero.png", "Images/hero@2x.png", "Sounds/click.png", "Sounds/Loud/bang.png"],
      resources: #".copy("Images"), .copy("Sounds")"#,
      assets: ["Images/hero.png", "Sounds/Loud/bang.png", "Sounds/click.png"]),
    Layout(
      target: "Mixed",
      files: [
        "Images/Backgrounds/sky.png", "Images/Backgrounds/sky-568h@2x.png", "Icons/star.png",
        "Icons/star~ipad.png",
      ],
      resources: #".copy("Images"), .process("Icons")"#,
      assets: ["Images/Backgrounds/sky.png", "star.png"]),
    Layout(
      target: "Localized",
      files: [
        "Resources/base.png", "Resources/en.lproj/greeting.png",
        "Resources/en.lproj/greeting@2x.png", "Resources/fr.lproj/greeting.png",
      ],
      resources: #".process("Resources")"#,
      assets: ["base.png", "greeting.png"]),
  ]

  /// What each target reports: one line per asset and device, the file's URL and whether it is
  /// in the bundle. Written against the runtime's API as a user's code would be.
  static func reportSource(_ target: String) -> String {
    """
    import Foundation
    import StandardPaths

    public func report\(target)() -> [String] {
      var lines: [String] = []
      for asset in Assets.manifest.assets {
        for device in Device.knownDevices {
          let name = device.description
          guard let url = asset.url(for: device) else {
            lines.append("\(target)\\t\\(asset.name)\\t\\(name)\\tNO ANSWER")
            continue
          }
          let exists = FileManager.default.fileExists(atPath: url.path)
          lines.append("\(target)\\t\\(asset.name)\\t\\(name)\\t\\(exists ? "OK" : "MISSING " + url.path)")
        }
      }
      return lines
    }
    """
  }

  @Test(timeLimit(minutes: 20))
  func everyURLExistsOnEveryDevice() throws {
    let targets =
      Self.layouts.map { layout in
        """
            .target(
              name: "\(layout.target)", dependencies: [\(TemporaryPackage.runtime)],
              resources: [\(layout.resources)], plugins: [\(TemporaryPackage.plugin)]),
        """
      }.joined(separator: "\n") + """

            .executableTarget(name: "Check", dependencies: [\(Self.layouts.map { "\"\($0.target)\"" }.joined(separator: ", "))]),
        """
    let package = try TemporaryPackage(
      files: Self.layouts.flatMap { layout in layout.files.map { "Sources/\(layout.target)/\($0)" }
      },
      targets: targets, defaultLocalization: "en")
    defer { package.remove() }
    var main = ""
    for layout in Self.layouts {
      try package.write(
        Self.reportSource(layout.target), to: "Sources/\(layout.target)/Report.swift")
      main += "import \(layout.target)\n"
    }
    main += "for line in " + Self.layouts.map { "report\($0.target)()" }.joined(separator: " + ")
    main += " { print(line) }\n"
    try package.write(main, to: "Sources/Check/main.swift")

    let run = try package.run("Check")
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    for layout in Self.layouts {
      let mine = lines.filter { $0.first == layout.target }
      #expect(Set(mine.map { $0[1] }) == Set(layout.assets), "\(layout.target)")
      #expect(
        mine.count == layout.assets.count * Device.knownDevices.count,
        "\(layout.target): \(mine.count) lines")
      for line in mine where line.last != "OK" {
        Issue.record("\(layout.target): \(line.joined(separator: " "))")
      }
    }
  }
}
