#if canImport(Darwin)
  import Foundation

  extension FolderTable {
    /// The folders inside the container the app shares with its extensions through the app
    /// group `identifier`, laid out like an iOS container (`Library/Application Support`,
    /// `Library/Caches`, `Documents`, `tmp`).
    ///
    /// - Throws: ``FolderError/noAppGroupContainer(identifier:)`` when the app is not in
    ///   the group.
    public init(appGroup identifier: String, identity: AppIdentity = .current)
      throws(FolderError)
    {
      guard
        let container = FileManager.default.containerURL(
          forSecurityApplicationGroupIdentifier: identifier)
      else { throw .noAppGroupContainer(identifier: identifier) }
      let home = container.path
      try self.init(
        identity: identity,
        context: SystemContext(
          platform: .iOS, environment: ["HOME": home], accountHome: home,
          resourcesPath: SystemContext.current.resourcesPath))
    }
  }
#endif
