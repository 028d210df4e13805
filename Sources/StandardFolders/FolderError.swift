import Foundation

/// Why a folder could not be worked out or created.
public enum FolderError: LocalizedError, Sendable, Equatable, CustomStringConvertible {
  /// Neither `HOME` (or `USERPROFILE`) nor the password database names a home folder.
  case noHomeDirectory
  /// One of the identity's names cannot be a folder name on the layout's platform.
  case invalidIdentity(role: String, value: String)
  /// A folder name or file name would leave its folder or cannot be a name: it is empty, `.`
  /// or `..`, or holds `\`, NUL, or a `/` where only one name is allowed.
  case invalidName(String)
  /// `path` is a folder the system owns, such as Documents or the temporary folder, and it
  /// does not exist; the app creates only its own levels below it.
  case systemFolderMissing(path: String)
  /// Creating `path` failed; `reason` is the system's explanation.
  case cannotCreate(path: String, reason: String)
  /// `path` exists but is a file, not a folder.
  case notAFolder(path: String)
  /// Marking `path` as left out of backups failed; `reason` is the system's explanation.
  case cannotExcludeFromBackup(path: String, reason: String)
  /// The system has no container for the app group `identifier` (Apple platforms): the app
  /// lacks the group in its entitlements.
  case noAppGroupContainer(identifier: String)
  /// The runtime folder `path` exists but belongs to someone else or others can open it.
  case insecureRuntimeFolder(path: String)
  /// The folder's path is bytes that are not UTF-8, which a `URL` here cannot name.
  case unrepresentablePath(path: String)
  /// The layout belongs to another platform, whose paths this machine cannot open.
  case foreignPlatform(Platform)

  /// ``description``, which `localizedDescription` then gives: on Linux an error that is not
  /// a `LocalizedError` gives "The operation could not be completed", which loggers print.
  public var errorDescription: String? { description }

  /// The message, saying how to fix the problem.
  public var description: String {
    switch self {
    case .noHomeDirectory:
      "no home folder: HOME is unset or relative and the password database has no entry; "
        + "set HOME to an absolute path"
    case .invalidIdentity(let role, let value):
      "the app's \(role) '\(Self.shown(value))' cannot be a folder name; use a name of 1 to "
        + "255 bytes other than '.', '..' and spaces, without '/', '\\' or control characters "
        + "(on Windows also without < > : \" | ? * and other than a device name such as CON)"
    case .invalidName(let name):
      "'\(name)' cannot name a file or folder inside the app's folders; use names that are "
        + "not empty, '.' or '..' and hold no '\\' or NUL, joined by '/' where a path is allowed"
    case .systemFolderMissing(let path):
      "the folder \(path) belongs to the system and does not exist, so nothing is created in "
        + "it; create it (on Linux, xdg-user-dirs-update creates Documents and the other user "
        + "folders) or use the app's own folders"
    case .cannotCreate(let path, let reason):
      // The system's reason may be permissions, a full or read-only disk, or a path too
      // long: the advice names the usual ones rather than assuming one.
      "cannot create the folder \(path): \(reason); fix that cause (make the parent writable "
        + "by this user, free space, or mount the disk writable), or point the app's folders at "
        + "a place it can write (HOME, or on Linux the XDG_* variable that names the folder)"
    case .notAFolder(let path):
      "\(path) is a file where a folder should be; move it away, or, when HOME or an XDG_* "
        + "variable gives this path, point the variable at a folder"
    case .cannotExcludeFromBackup(let path, let reason):
      "cannot exclude \(path) from backups: \(reason)"
    case .noAppGroupContainer(let identifier):
      "no container for the app group '\(identifier)'; add it to the app's entitlements"
    case .insecureRuntimeFolder(let path):
      "the runtime folder \(path) belongs to another user or is open to others; "
        + "remove it or set XDG_RUNTIME_DIR"
    case .unrepresentablePath(let path):
      "the folder \(path) is named by bytes that are not UTF-8 (shown as U+FFFD), which a URL "
        + "cannot hold; open it with layout.fileSystemPath(for:) or rename it"
    case .foreignPlatform(let platform):
      "\(platform.rawValue) paths cannot be opened on this machine; "
        + "read them from FolderLayout instead"
    }
  }

  /// `name` with its control, format and separator characters escaped (`\n`, `\u{202E}`), so
  /// that the message stays one line and reads in its order.
  private static func shown(_ name: String) -> String {
    let hidden: Set<Unicode.GeneralCategory> = [
      .control, .format, .lineSeparator, .paragraphSeparator,
    ]
    return name.unicodeScalars.map {
      hidden.contains($0.properties.generalCategory) ? $0.escaped(asASCII: true) : String($0)
    }.joined()
  }
}
