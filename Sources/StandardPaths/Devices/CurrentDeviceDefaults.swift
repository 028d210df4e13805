import Foundation
import StandardPathsCore

// The core's grammar and resolvers take the device as an argument, always: the build tool links
// the core and must never ask a screen. An app gets the same calls without naming the device,
// for `Device.current`, from here.

extension String {
  /// The idiom named by the idiom suffix, or `Device.current`'s idiom when there is none.
  public func idiomFromSuffix() -> Device.Idiom { idiomFromSuffix(on: .current) }

  /// The path with `Device.current`'s idiom suffix appended.
  public func appendingDeviceIdiomSuffix() -> String { appendingDeviceIdiomSuffix(for: .current) }

  /// The scale the name stands for on `Device.current`: the scale suffix's number; else 2 for an
  /// `-hd` name on a phone, else 1.
  public func scaleFromSuffix() -> Double { scaleFromSuffix(on: .current) }

  /// The path with `Device.current`'s scale suffix: nothing on a 1× device, `@2x` on a 2× one.
  public func appendingDeviceScaleSuffix() -> String { appendingDeviceScaleSuffix(for: .current) }

  /// The path with `Device.current`'s height suffix (`-568h` on an iPhone 5 class phone).
  public func appendingDeviceHeightSuffix() -> String {
    appendingDeviceHeightSuffix(for: .current)
  }

  /// The path with `-hd` appended when `Device.current` is HD, unchanged otherwise.
  public func appendingHDSuffixIfDeviceIsHD() -> String { appendingHDSuffixIfDeviceIsHD(.current) }
}

extension FileResolver {
  /// The absolute path of the file that stands for `fileOrPath` on `Device.current`, or nil when
  /// none exists.
  public func normalizedPath(forFile fileOrPath: String, ofType type: String? = "png") -> String? {
    normalizedPath(forFile: fileOrPath, ofType: type, on: .current)
  }

  /// The location of the file that stands for `fileOrPath` on `Device.current`, or nil when none
  /// exists.
  public func url(forFile fileOrPath: String, ofType type: String? = "png") -> URL? {
    url(forFile: fileOrPath, ofType: type, on: .current)
  }
}

extension VariantSet {
  /// The name that stands for `request` on `Device.current`, or nil when no candidate is in the
  /// set.
  public func resolve(_ request: String, ofType type: String? = "png") -> String? {
    resolve(request, ofType: type, on: .current)
  }

  /// The name that stands for `request` on `Device.current` for a user of `languages`, or nil
  /// when none is in the set.
  public func resolve(
    _ request: String, ofType type: String? = "png", languages: [String],
    developmentLanguage: String = "en"
  ) -> String? {
    resolve(
      request, ofType: type, on: .current, languages: languages,
      developmentLanguage: developmentLanguage)
  }
}
