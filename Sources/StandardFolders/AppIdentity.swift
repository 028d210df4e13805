import Foundation

/// Who the app is: the names its folders are made from.
///
/// Linux and Windows folders use ``name``, Apple folders that the system shares between apps
/// (`~/Library/Caches`, `~/Library/Application Support` on macOS) use ``identifier``, and
/// Windows adds ``organization`` above the app's folder when there is one.
public struct AppIdentity: Sendable, Hashable {
  /// The app's name, one folder name: `MyApp`.
  public var name: String
  /// The app's reverse-DNS identifier: `com.example.MyApp`.
  public var identifier: String
  /// The publisher's name, a folder above the app's own on Windows; `nil` leaves it out.
  public var organization: String?
  /// A folder below the app's own in each of its folders (`<app>/<version>`), so that versions
  /// that cannot share data keep it apart; `nil` leaves it out.
  public var version: String?

  /// An identity given explicitly.
  ///
  /// - Parameters:
  ///   - name: the app's name; it becomes one folder name, so it cannot hold `/`, `\` or a
  ///     control character, nor pass 255 bytes (nor, for Windows, break its naming rules:
  ///     `FolderLayout` throws ``FolderError/invalidIdentity(role:value:)`` for such a name).
  ///   - identifier: the reverse-DNS identifier; `nil` uses `name`.
  ///   - organization: the publisher's name, used on Windows only.
  ///   - version: a folder below the app's own in every folder that is the app's.
  public init(
    name: String, identifier: String? = nil, organization: String? = nil, version: String? = nil
  ) {
    self.name = name
    self.identifier = identifier ?? name
    self.organization = organization
    self.version = version
  }

  /// The running app's identity, found without being told.
  ///
  /// On Apple platforms: the main bundle's `CFBundleName` and `CFBundleIdentifier`. Elsewhere,
  /// or when the bundle does not say: the executable's name, for both name and identifier.
  /// There is no organisation. Give an identity explicitly whenever the folders matter, so a
  /// renamed executable does not move its users' data.
  public static var current: AppIdentity {
    let executable = ProcessInfo.processInfo.processName
    #if canImport(Darwin)
      let info = Bundle.main.infoDictionary ?? [:]
      let name = info["CFBundleName"] as? String ?? executable
      return AppIdentity(name: name, identifier: Bundle.main.bundleIdentifier ?? name)
    #else
      return AppIdentity(name: executable)
    #endif
  }

  /// Throws unless every name can be one folder name on `platform`; the identifier, which
  /// Windows folders do not use, need not keep to Windows's rules.
  func validate(for platform: Platform) throws(FolderError) {
    for (role, value) in [
      ("name", name), ("identifier", identifier), ("organization", organization),
      ("version", version),
    ] {
      if let value,
        !PathName.isValidFolderName(value, on: platform, windowsRules: role != "identifier")
      {
        throw .invalidIdentity(role: role, value: value)
      }
    }
  }
}
