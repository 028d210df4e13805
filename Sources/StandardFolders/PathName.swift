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
  /// than spaces) and, on Windows, where `windowsRules` apply, one it can open (none of
  /// `<>:"|?*`, no device name such as `CON`, `com1.txt` or `LPT¹`). A trailing dot or space is
  /// taken: Windows drops it from the folder it makes and from every path it opens, so
  /// `Acme Inc.` is `Acme Inc` throughout.
  static func isValidFolderName(
    _ name: String, on platform: Platform, windowsRules: Bool = true
  ) -> Bool {
    guard isValid(name), name.utf8.count <= 255, name.contains(where: { $0 != " " }),
      !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return false }
    guard platform == .windows, windowsRules else { return true }
    // A device name is reserved with any extension (`nul.txt`), and spaces before the dot.
    var stem = name.prefix { $0 != "." }.uppercased()
    while stem.last == " " { stem.removeLast() }
    let numbers = (1...9).map(String.init) + ["¹", "²", "³"]
    let devices = Set(["CON", "PRN", "AUX", "NUL"] + numbers.flatMap { ["COM" + $0, "LPT" + $0] })
    return !name.contains(where: { "<>:\"|?*".contains($0) }) && !devices.contains(stem)
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
