/// The names the app puts inside its folders, checked so that none can leave the tree.
enum PathName {
  /// Whether `name` can be one file or folder name on every platform: not empty, `.` or `..`,
  /// and without `/`, `\` or NUL.
  static func isValid(_ name: some StringProtocol) -> Bool {
    !name.isEmpty && name != "." && name != ".."
      && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0 == "\0" }
  }

  /// Whether `name` can be a folder the app's identity names on `platform`: a valid name that
  /// every file system here takes (at most 255 bytes of UTF-8, no control character, more
  /// than spaces) and, on Windows, one its rules allow (none of `<>:"|?*`, no trailing dot or
  /// space, no device name such as `CON` or `com1.txt`).
  static func isValidFolderName(_ name: String, on platform: Platform) -> Bool {
    guard isValid(name), name.utf8.count <= 255, name.contains(where: { $0 != " " }),
      !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return false }
    guard platform == .windows else { return true }
    // A device name is reserved with any extension (`nul.txt`), and spaces before the dot.
    var stem = name.split(separator: ".", maxSplits: 1).first.map { $0.uppercased() } ?? ""
    while stem.last == " " { stem.removeLast() }
    let devices = Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })
    return !name.contains(where: { "<>:\"|?*".contains($0) }) && !name.hasSuffix(".")
      && !name.hasSuffix(" ") && !devices.contains(stem)
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
