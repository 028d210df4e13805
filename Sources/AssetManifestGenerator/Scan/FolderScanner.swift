import Foundation

/// The scan stage: the only stage that reads the disk.
package enum FolderScanner {
  /// What to leave out of a listing.
  package struct Options: Sendable {
    /// Whether names starting with `.` (and what is inside such folders) are listed.
    package var includeHidden: Bool
    /// Extensions of folders that are one item, listed as a file and never walked into.
    package var opaqueFolderExtensions: Set<String>

    package init(
      includeHidden: Bool,
      opaqueFolderExtensions: Set<String> = BundleLayout.opaqueFolderExtensions
    ) {
      self.includeHidden = includeHidden
      self.opaqueFolderExtensions = opaqueFolderExtensions
    }
  }

  /// Lists every regular file below `root`, following links to folders that stay inside `root`;
  /// a folder that is one item (such as `Foo.bundle`) is listed as a file and not walked into.
  ///
  /// - Throws: `ScanError` when `root` is missing or is not a folder.
  package static func scan(_ root: URL, options: Options) throws(ScanError) -> FolderListing {
    let rootPath = root.standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isDirectory) else {
      throw .missing(path: rootPath)
    }
    guard isDirectory.boolValue else { throw .notAFolder(path: rootPath) }
    var walk = Walk(rootPath: rootPath, realRoot: realPath(rootPath), options: options)
    walk.visit(relativeFolder: "", ancestors: [walk.realRoot])
    return FolderListing(files: walk.files, diagnostics: walk.diagnostics)
  }

  private struct Walk {
    let rootPath: String
    let realRoot: String
    let options: Options
    var files: [String] = []
    var diagnostics: [Diagnostic] = []

    init(rootPath: String, realRoot: String, options: Options) {
      self.rootPath = rootPath
      self.realRoot = realRoot
      self.options = options
    }

    mutating func visit(relativeFolder: String, ancestors: Set<String>) {
      let folderPath = relativeFolder.isEmpty ? rootPath : rootPath + "/" + relativeFolder
      guard let entries = FolderEntries.read(folderPath) else {
        diagnostics.append(
          Diagnostic(
            .folderUnreadable, relativeFolder,
            "cannot read this folder, its files are left out; make it readable (chmod u+rx)"))
        return
      }
      // A folder that can be listed but not entered (read without search permission) names
      // files none of which can be opened: one finding for the folder, not one per file.
      guard FolderEntries.canEnter(folderPath) else {
        diagnostics.append(
          Diagnostic(
            .folderUnreadable, relativeFolder,
            "cannot enter this folder (permission denied), its files are left out; make it "
              + "searchable (chmod u+x)"))
        return
      }
      var names: [(name: String, isRegularFile: Bool)] = []
      for entry in entries {
        switch entry {
        case .name(let name, let isRegularFile): names.append((name, isRegularFile))
        case .undecodable(let escaped, _):
          diagnostics.append(
            Diagnostic(
              .nameNotUTF8, relativeFolder.isEmpty ? escaped : relativeFolder + "/" + escaped,
              "file name is not valid UTF-8 (the bytes shown as \\xNN), left out; rename it"))
        }
      }
      for (name, isRegularFile) in names.sorted(by: { $0.name < $1.name })
      where options.includeHidden || !name.hasPrefix(".") {
        let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
        // The listing tells a regular file apart already: thousands of files then cost no
        // system call each.
        if isRegularFile {
          files.append(relative)
        } else {
          visit(entry: relative, ancestors: ancestors)
        }
      }
    }

    mutating func visit(entry relative: String, ancestors: Set<String>) {
      let path = rootPath + "/" + relative
      // One lstat tells a folder, a link and a pipe apart (and a file the listing did not type).
      guard let (isDirectory, isLink, special) = FolderEntries.status(of: path) else {
        let (rule, message) = unreachable(relative)
        diagnostics.append(Diagnostic(rule, relative, message))
        return
      }
      // Only links need their real path: resolving every file's would cost a walk up its path.
      let real = isLink || isDirectory ? realPath(path) : path
      if isLink, real != realRoot, !real.hasPrefix(realRoot + "/") {
        diagnostics.append(
          Diagnostic(
            .symbolicLinkOutside, relative,
            "symbolic link to '\(real)' outside the folder, not followed; copy the file in instead")
        )
        return
      }
      if let special {
        diagnostics.append(FolderEntries.leftOut(special, at: relative))
        return
      }
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      guard isDirectory,
        !BundleLayout.isOpaqueFolder(name, extensions: options.opaqueFolderExtensions)
      else {
        files.append(relative)
        return
      }
      guard !ancestors.contains(real) else {
        diagnostics.append(
          Diagnostic(
            .symbolicLinkLoop, relative,
            "symbolic link loop: it leads back to '\(shown(real))', a folder that holds it, so "
              + "it is not followed; remove the link"))
        return
      }
      visit(relativeFolder: relative, ancestors: ancestors.union([real]))
    }

    /// Why an entry its folder lists cannot be reached: the true cause, with its path, and the
    /// rule it falls under.
    private func unreachable(_ relative: String) -> (Rule.ID, String) {
      switch FolderEntries.reachability(of: rootPath + "/" + relative) {
      case .loop(let chain) where !chain.dropLast().contains(chain.last ?? ""):
        // The system gave up on a long chain that never came back: no loop, just too long.
        let links = chain.prefix(3).map { "'\(shown($0))'" }.joined(separator: " → ")
        return (
          .symbolicLinkLoop,
          "a chain of more symbolic links than the system follows (40): \(links) → …; left "
            + "out; make the first link point at the file itself"
        )
      case .loop(let chain):
        let links = chain.map { "'\(shown($0))'" }.joined(separator: " → ")
        return (
          .symbolicLinkLoop,
          "symbolic link loop: \(links), where '\(shown(chain.last ?? relative))' closes it; left "
            + "out; make one of the links point at a file"
        )
      case .dangling(let target):
        return (
          .brokenSymbolicLink,
          "broken symbolic link: its target '\(target)' does not exist; left out; remove the "
            + "link or fix its target"
        )
      case .vanished:
        return (
          .fileUnreadable,
          "vanished during the run (deleted or moved after its folder was listed), left out; "
            + "build again"
        )
      case .denied:
        return (
          .fileUnreadable,
          "cannot be read (permission denied), left out; make it readable (chmod u+r)"
        )
      case .failed(let reason):
        return (.fileUnreadable, "cannot be read (\(reason)), left out")
      }
    }

    /// `path` relative to the scanned folder when it is inside it.
    private func shown(_ path: String) -> String {
      if path == realRoot || path == rootPath { return "." }
      for root in [realRoot, rootPath] where path.hasPrefix(root + "/") {
        return String(path.dropFirst(root.count + 1))
      }
      return path
    }
  }

  private static func realPath(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}

/// Why a folder could not be scanned at all.
package enum ScanError: Error, Equatable, CustomStringConvertible {
  case missing(path: String)
  case notAFolder(path: String)
  /// A folder a build places as one item (an asset catalog, a bundle), given to be read as a
  /// folder of assets.
  case oneItem(path: String)

  package var description: String {
    switch self {
    case .missing(let path): "no such folder: '\(path)'"
    case .notAFolder(let path):
      "'\(path)' is a file, not a folder; pass the folder that holds the assets"
    case .oneItem(let path):
      "'\(path)' is a folder a build places as one item (an asset catalog, a bundle); pass "
        + "the folder that holds it, or --layout process to read it as a resource of its own"
    }
  }
}
