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

  /// An identity given explicitly.
  ///
  /// - Parameters:
  ///   - name: the app's name; it becomes one folder name, so it cannot hold `/` or `\`.
  ///   - identifier: the reverse-DNS identifier; `nil` uses `name`.
  ///   - organization: the publisher's name, used on Windows only.
  public init(name: String, identifier: String? = nil, organization: String? = nil) {
    self.name = name
    self.identifier = identifier ?? name
    self.organization = organization
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

  /// Throws unless every name can be one folder name.
  func validate() throws(DirectoryError) {
    for (role, value) in [
      ("name", name), ("identifier", identifier), ("organization", organization),
    ] {
      guard let value else { continue }
      let forbidden = value.unicodeScalars.contains { "/\\\0".unicodeScalars.contains($0) }
      if value.isEmpty || value == "." || value == ".." || forbidden {
        throw .invalidIdentity(role: role, value: value)
      }
    }
  }
}
