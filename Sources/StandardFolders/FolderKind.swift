/// A folder declared as a type, so that code names folders the way it names values:
///
/// ```swift
/// extension AppFolder.Library.Caches {
///   enum Thumbnails: FolderKind {}
/// }
/// extension Folder<AppFolder.Library.Caches> {
///   var thumbnails: Folder<AppFolder.Library.Caches.Thumbnails> {
///     get throws(FolderError) { try appending() }
///   }
/// }
/// let url = try folders.caches.thumbnails.create()
/// ```
public protocol FolderKind {
  /// The folder's name on disk. By default the type's name with every `_` turned into a
  /// space: `User_Files` is `User Files`. It must be one name: not empty, `.` or `..`, and
  /// without `/`, `\` or NUL, or ``Folder/appending(_:)`` throws.
  static var folderName: String { get }
}

extension FolderKind {
  /// The type's name with every `_` turned into a space.
  public static var folderName: String {
    String(describing: Self.self).replacingOccurrences(of: "_", with: " ")
  }
}

/// The folders AppFolder's tree starts from, each standing for one standard folder on every
/// platform: `Documents` for public data, `Library/Application Support` for private data,
/// `Library/Caches` for the cache and `tmp` for temporary files.
public enum AppFolder {
  /// User documents: ``StandardFolder/publicData``.
  public enum Documents: FolderKind {}

  /// A namespace for the two library folders.
  public enum Library {
    /// The app's private data: ``StandardFolder/privateData``.
    public enum ApplicationSupport: FolderKind {
      /// `Application Support`.
      public static var folderName: String { "Application Support" }
    }

    /// The app's cache: ``StandardFolder/cache``.
    public enum Caches: FolderKind {}
  }

  /// Temporary files: ``StandardFolder/temporary``.
  public enum Temporary: FolderKind {
    /// `tmp`.
    public static var folderName: String { "tmp" }
  }
}
