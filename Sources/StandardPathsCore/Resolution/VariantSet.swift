/// A set of known file names that answers requests in memory, without touching the disk.
///
/// Names are paths relative to one folder, separated by `/` (`Characters/hero@2x.png`).
public struct VariantSet: Sendable {
  /// The names this set resolves among.
  public let names: Set<String>

  /// Creates a set resolving among `names`.
  public init(_ names: some Sequence<String>) {
    self.names = Set(names)
  }

  /// The name that stands for `request` on `device`, or nil when no candidate is in the set.
  public func resolve(
    _ request: String, ofType type: String? = "png", on device: Device
  ) -> String? {
    VariantResolver.resolve(request, ofType: type, on: device) { names.contains($0) }
  }

  /// The name that stands for `request` on `device` for a user of `languages`, or nil when none
  /// is in the set: the request's `.lproj` folders are tried in `LocalizationOrder`'s order,
  /// device variants resolved inside each. A request no language folder holds resolves as
  /// without languages. Each call reads every name, to learn the request's language folders.
  public func resolve(
    _ request: String, ofType type: String? = "png", on device: Device,
    languages: [String], developmentLanguage: String = "en"
  ) -> String? {
    LocalizedResolver.resolve(
      request, ofType: type, on: device, languages: languages,
      developmentLanguage: developmentLanguage, among: names
    ) { names.contains($0) }
  }
}
