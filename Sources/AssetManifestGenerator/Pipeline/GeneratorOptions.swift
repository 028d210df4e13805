import StandardPathsCore

/// Everything that shapes the generated file besides the scanned files.
package struct GeneratorOptions: Sendable, Equatable {
  /// Where the generated code finds the files at run time.
  package enum BundleSource: String, Sendable, CaseIterable {
    /// `Bundle.module`: the SwiftPM target's resource bundle (the plugin's choice).
    case module
    /// `Bundle.main`: an app's own resources (the Xcode plugin's choice).
    case main
    /// No bundle: paths only, no URLs or absolute paths.
    case none
  }

  /// The name of the generated namespace.
  package var namespace = "Assets"
  /// The access level of every generated declaration.
  package var accessLevel = "internal"
  /// The known devices the project ships to, which the checks speak of; nil for all. The
  /// tables hold every known device whatever this says.
  package var shippedDevices: [Device]?
  /// Devices checked besides the known devices; resolved in memory at run time.
  package var extraDevices: [Device] = []
  /// A warning for each `extraDevices` entry that is a known device (a column of every table
  /// already) or repeats an earlier one (left out).
  package var redundantDeviceWarnings: [Diagnostic] = []
  /// Whether assets scaled up on some device (a 1x file on a 2x screen while a 2x variant
  /// exists for others) are warned about; off by default, as it is often deliberate. The
  /// configuration's `rules` may set the severity of `scaled-up` instead, and wins.
  package var warnUpscaled = false
  /// The severities and exemptions the configuration sets for the rules.
  package var rules = RuleSettings()
  /// The language the project is written in: a localized asset falls back to its folder after
  /// `Base.lproj`, and the checks expect every localized resource in it.
  package var developmentLanguage = "en"
  /// Whether a package's target holds the resources (a package's resource list, or a folder
  /// inside a target's folder of its `Package.swift`): SwiftPM builds them, into a bundle of
  /// their own, `Bundle.module`.
  package var isPackageTarget = false
  /// Package.swift's `defaultLocalization` (`adopt(package:)`): the development language unless
  /// the configuration sets another.
  package var packageDefaultLocalization: String?
  /// Whether warnings fail the generation too.
  package var strict = false
  /// Where the generated code finds the files: the command line's, else the configuration's.
  package var bundle: BundleSource = .module
  /// The configuration's own `bundle`, which its checks speak of whatever `--bundle` sets.
  package var configuredBundle: BundleSource?
  /// The build system whose layout the advice speaks of.
  package var buildSystem: BuildSystem = .swiftPM
  /// Whether the build at hand compiles the asset catalogs that `.process(...)` declares:
  /// false for a build on a platform without Xcode's `actool` (Linux, Windows), where SwiftPM
  /// copies them as they are. Every command sets it for the machine it runs on, as the build
  /// there would.
  package var compilesProcessedCatalogs = true
  /// Swift names the configuration chooses, by asset name (`Characters/hero.png`).
  package var chosenNames: [String: String] = [:]
  /// Assets the unused-asset audit counts as used, by name with `*` for any characters: those
  /// the app looks up by names it builds at run time.
  package var keptAssets: [String] = []
  /// What the generated file is made from, for its header: a target or a folder, never a path
  /// of the build machine.
  package var origin = "assets"
  /// How to make the file again, for its header.
  package var regeneration = "the build regenerates it from the files"
  /// The resource entry to scan, as the target declares it (`Resources/Images`), when a target
  /// has several and only one holds assets.
  package var folder: String?
  /// Whether the run reads some of a target's resource folders and not others (one folder given
  /// as `DIR`, or the configuration's `folder`): then what needs the whole target is not judged,
  /// the configuration's asset names (which may name another folder's assets) and a baseline's
  /// entries (a duplicate of a file in another folder no longer shows, yet is not fixed).
  package var readsPartOfTarget = false
  /// The generated file's name when it is written into the target's sources, which
  /// `generate --output-in` uses.
  package var outputFileName = "Assets.generated.swift"
  /// The findings baseline to read (`--baseline`, else the configuration's `baseline`).
  package var baselinePath: String?
  /// The findings baseline read from `baselinePath`, whose warnings are not reported.
  package var baseline: FindingBaseline?
  /// The configuration file the options came from, for diagnostics about it.
  package var configuration: ConfigurationFile?

  package init() {}

  /// The devices of the table's columns.
  var devices: [Device] { Device.knownDevices + extraDevices.filter { $0.knownDeviceIndex == nil } }
}
