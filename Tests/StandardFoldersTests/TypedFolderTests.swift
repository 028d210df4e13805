import Foundation
import StandardFolders
import TestSupport
import Testing

extension AppFolder.Library.ApplicationSupport {
  enum User_Files: FolderKind {}
  enum Renamed: FolderKind {
    static var folderName: String { "Custom" }
  }
}

extension Folder<AppFolder.Library.ApplicationSupport> {
  var userFiles: Folder<AppFolder.Library.ApplicationSupport.User_Files> {
    get throws(FolderError) { try appending() }
  }
}

/// The typed tree: roots mapped onto the standard folders, custom sub-folders as types.
@Suite struct TypedFolderTests {
  let folders = try! FolderTable(
    identity: AppIdentity(name: "Demo", identifier: "com.example.Demo"),
    context: SystemContext(platform: .macOS, environment: ["HOME": "/Users/ann"]))

  @Test func rootsAreTheStandardFolders() {
    #expect(folders.documents.url.path == folders.layout.path(for: .publicData))
    #expect(folders.applicationSupport.url.path == folders.layout.path(for: .privateData))
    #expect(folders.caches.url.path == folders.layout.path(for: .cache))
    #expect(folders.tmp.url.path == folders.layout.path(for: .temporary))
    #expect(folders.caches.subpath == "")
    #expect(folders.caches.folderName == "com.example.Demo")
  }

  @Test func customFoldersTakeTheirNamesFromTheirTypes() throws {
    let userFiles = try folders.applicationSupport.userFiles
    #expect(userFiles.folderName == "User Files")
    #expect(userFiles.subpath == "User Files")
    #expect(userFiles.baseURL == folders.applicationSupport.url)
    let renamed = try userFiles.appending(AppFolder.Library.ApplicationSupport.Renamed.self)
    #expect(renamed.subpath == "User Files/Custom")
    #expect(
      try renamed.url(forFile: "a.json").path
        == "/Users/ann/Library/Application Support/com.example.Demo/User Files/Custom/a.json")
  }

  @Test func creatingATypedFolderCreatesItsStandardFolderToo() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let isolated = try FolderTable(
      isolatedAt: root.url, identity: AppIdentity(name: "Demo"), platform: .linux)
    let url = try isolated.applicationSupport.userFiles.create()
    #expect(url.path == root.url.standardizedFileURL.path + "/.local/share/Demo/User Files")
    #expect(FileManager.default.fileExists(atPath: url.path))
    #expect(throws: FolderError.systemFolderMissing(path: isolated.documents.url.path)) {
      try isolated.documents.create()
    }
  }

  @Test func windowsLayoutsCannotBecomeURLsHere() {
    #expect(throws: FolderError.foreignPlatform(.windows)) {
      try FolderTable(context: SystemContext(platform: .windows, environment: [:]))
    }
  }
}
