/// The build system that lays out the resources, which decides how advice about the layout is
/// worded: a SwiftPM user writes `.copy(...)` in `Package.swift`, an Xcode user adds a folder
/// reference in the project navigator.
package enum BuildSystem: String, Sendable, CaseIterable {
  /// SwiftPM, through `Package.swift` (the build plugin's and the command line's default).
  case swiftPM = "swiftpm"
  /// Xcode, through a project's Copy Bundle Resources phase (the Xcode plugin's).
  case xcode

  /// How a file reaches the bundle's root, for a message that explains a collision there.
  var flatteningRule: String {
    switch self {
    case .swiftPM: ".process(...) puts every file at the bundle's root"
    case .xcode: "Xcode copies the files of a group to the bundle's root"
    }
  }

  /// How to keep a folder's sub-folders in the bundle.
  var keepingSubfolders: String {
    switch self {
    case .swiftPM: "declare its folder with .copy(...) to keep sub-folders"
    case .xcode: "add its folder as a folder reference (a blue folder) to keep sub-folders"
    }
  }

  /// How to take a file out of the resources.
  var removingFromResources: String {
    switch self {
    case .swiftPM:
      "move it out of the resource folder (SwiftPM copies it into the bundle instead of "
        + "compiling it)"
    case .xcode:
      "move it out of the folder reference, or out of the target's Copy Bundle Resources phase "
        + "(Xcode copies it into the bundle instead of compiling it)"
    }
  }
}
