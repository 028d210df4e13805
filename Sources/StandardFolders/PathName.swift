/// The names the app puts inside its folders, checked so that none can leave the tree.
enum PathName {
  /// Whether `name` can be one file or folder name on every platform: not empty, `.` or `..`,
  /// and without `/`, `\` or NUL.
  static func isValid(_ name: some StringProtocol) -> Bool {
    !name.isEmpty && name != "." && name != ".."
      && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0 == "\0" }
  }

  /// Throws unless `name` is one valid name.
  static func validate(name: String) throws(FolderError) {
    guard isValid(name) else { throw .invalidName(name) }
  }

  /// Throws unless `path` is valid names joined by `/`: relative, without empty, `.` or `..`
  /// levels, so that it stays below the folder it is joined to.
  static func validate(relativePath path: String) throws(FolderError) {
    let levels = path.split(separator: "/", omittingEmptySubsequences: false)
    guard levels.allSatisfy(isValid) else { throw .invalidName(path) }
  }
}
