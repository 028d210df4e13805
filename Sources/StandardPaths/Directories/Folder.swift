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
  private let directories: StandardDirectories

  init(_ standardFolder: StandardFolder, in directories: StandardDirectories, subpath: String) {
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
  public func appending<Child: FolderKind>(_ child: Child.Type = Child.self) -> Folder<Child> {
    let name = Child.folderName
    return Folder<Child>(
      standardFolder, in: directories, subpath: subpath.isEmpty ? name : subpath + "/" + name)
  }

  /// `file` inside this folder, joined without touching the disk.
  public func url(forFile file: String) -> URL {
    url.appendingPathComponent(file, isDirectory: false)
  }

  /// Creates the folder and every missing level (mode 0700 on POSIX systems), including the
  /// standard folder with its backup exclusion, and returns its URL.
  ///
  /// - Throws: ``DirectoryError`` naming the path that could not be created.
  @discardableResult
  public func create() throws(DirectoryError) -> URL {
    let base = try directories.url(for: standardFolder)
    guard !subpath.isEmpty else { return base }
    let url = self.url
    try FolderCreator.create(url.path)
    return url
  }
}

extension StandardDirectories {
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
