import Foundation

/// A folder in the typed tree: one of the standard folders, or a sub-folder declared as a
/// ``FolderKind`` below one.
///
/// Making or reading a `Folder` never touches the disk; ``create()`` does.
public struct Folder<Kind: FolderKind>: Sendable {
  /// The standard folder this folder lives in.
  public let baseURL: URL
  /// The path from ``baseURL`` to this folder, such as `Thumbnails/Small`; empty for the
  /// standard folder itself.
  public let subpath: String
  private let standardFolder: StandardFolder
  private let directories: FolderTable

  init(_ standardFolder: StandardFolder, in directories: FolderTable, subpath: String) {
    self.standardFolder = standardFolder
    self.directories = directories
    self.subpath = subpath
    baseURL = URL(
      fileURLWithPath: directories.layout.path(for: standardFolder), isDirectory: true)
  }

  /// The folder's URL.
  public var url: URL {
    subpath.isEmpty ? baseURL : baseURL.appendingPathComponent(subpath, isDirectory: true)
  }

  /// The folder's own name on disk: the last component of ``url``.
  public var folderName: String { url.lastPathComponent }

  /// The sub-folder `child` declares, below this one.
  ///
  /// - Throws: ``FolderError/invalidName(_:)`` when the child's
  ///   ``FolderKind/folderName`` is empty, `.` or `..`, or holds `/`, `\` or NUL, which would
  ///   put it outside this folder.
  public func appending<Child: FolderKind>(_ child: Child.Type = Child.self)
    throws(FolderError) -> Folder<Child>
  {
    let name = Child.folderName
    try PathName.validate(name: name)
    return Folder<Child>(
      standardFolder, in: directories, subpath: subpath.isEmpty ? name : subpath + "/" + name)
  }

  /// `file` inside this folder, joined without touching the disk.
  ///
  /// - Parameter file: a name, or names joined by `/`.
  /// - Throws: ``FolderError/invalidName(_:)`` when `file` is absolute or has an empty,
  ///   `.` or `..` level, a `\` or a NUL, and so could name something outside this folder.
  public func url(forFile file: String) throws(FolderError) -> URL {
    try PathName.validate(relativePath: file)
    return url.appendingPathComponent(file, isDirectory: false)
  }

  /// Creates the app's own levels of this folder and returns its URL.
  ///
  /// A standard folder that is the app's own (`applicationSupport`, `caches`) is created
  /// as ``FolderTable/url(for:)`` creates it, with its backup exclusion. A standard
  /// folder the system owns (`documents`, `tmp`) is never created, nor its mode changed:
  /// it must exist, and only the typed sub-folders below it are made. Every level this call
  /// makes gets mode 0700 on POSIX systems.
  ///
  /// - Throws: ``FolderError/systemFolderMissing(path:)`` when the system's folder does
  ///   not exist, and ``FolderError`` naming the path that could not be created.
  @discardableResult
  public func create() throws(FolderError) -> URL {
    let base = try directories.url(for: standardFolder)
    if standardFolder.isCreatedOnFirstUse {
      guard !subpath.isEmpty else { return base }
      try FolderCreator.create(url.path)
    } else {
      try FolderCreator.create(url.path, below: base.path)
    }
    return url
  }
}

extension FolderTable {
  /// `Documents`: the public data folder.
  public var documents: Folder<AppFolder.Documents> { Folder(.publicData, in: self, subpath: "") }

  /// `Library/Application Support`: the private data folder.
  public var applicationSupport: Folder<AppFolder.Library.ApplicationSupport> {
    Folder(.privateData, in: self, subpath: "")
  }

  /// `Library/Caches`: the cache folder.
  public var caches: Folder<AppFolder.Library.Caches> { Folder(.cache, in: self, subpath: "") }

  /// `tmp`: the temporary folder.
  public var tmp: Folder<AppFolder.Temporary> { Folder(.temporary, in: self, subpath: "") }
}
