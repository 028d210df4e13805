import FuzzSupport
import StandardFolders

/// The eight folders `user-dirs.dirs` names, with a value for each that holds every byte the
/// writer escapes, one that is not UTF-8, and blanks.
private let assignments: [(StandardFolder, line: [UInt8], value: [UInt8])] = [
  (.publicData, "DOCUMENTS"), (.downloads, "DOWNLOAD"), (.pictures, "PICTURES"),
  (.music, "MUSIC"), (.videos, "VIDEOS"), (.desktop, "DESKTOP"), (.templates, "TEMPLATES"),
  (.publicShare, "PUBLICSHARE"),
].map { folder, key in
  let written = Array(#"XDG_\#(key)_DIR = "$HOME/\$a\`b\"c\\d "#.utf8) + [0xE9] + Array("\"".utf8)
  let value = Array(#"/home/fuzz/$a`b"c\d "#.utf8) + [0xE9]
  return (folder, written, value)
}

/// libFuzzer's entry point: the input is a `user-dirs.dirs` file.
///
/// Whatever the input, reading it must not trap, every warning must name a line of the input,
/// and well-formed lines added after it must all be read, whatever came before them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserDirs(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = Array(UnsafeRawBufferPointer(start: start, count: count))
  let file = "/home/fuzz/.config/user-dirs.dirs"
  func layout(_ bytes: [UInt8]) -> FolderLayout {
    let context = SystemContext(
      platform: .linux, environment: ["HOME": "/home/fuzz"],
      readFile: { $0 == file ? bytes : nil })
    do {
      return try FolderLayout(context: context, identity: AppIdentity(name: "Fuzz"))
    } catch {
      preconditionFailure("a home is given, yet the layout failed: \(error)")
    }
  }
  let lineCount = input.split(separator: 0x0A, omittingEmptySubsequences: false).count
  for warning in layout(input).warnings where warning.hasPrefix(file + ":") {
    let number = Int(warning.dropFirst(file.count + 1).prefix { $0.isNumber })
    precondition(number.map { (1...lineCount).contains($0) } == true, "warning \(warning)")
  }
  let appended = layout(input + [0x0A] + Array(assignments.map(\.line).joined(separator: [0x0A])))
  for (folder, _, value) in assignments {
    precondition(appended.fileSystemPath(for: folder) == value, "\(folder) was not read")
  }
  return 0
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzUserDirs_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzUserDirs($0, $1) }
}
