import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an outside trial of the command lines found: outputs that are no files, option values
/// that are options, a header line a value could break, answers lost to a full disk, and a
/// named pipe where a configuration file was expected.
@Suite("Hostile outputs and values")
struct HostileOutputTests {
  /// The repository's sample folder, which every command here reads.
  static let samples = CommandRunner.repositoryRoot.appendingPathComponent("SampleAssets").path

  @Test("generate and report refuse a named pipe at --output and leave it as it is")
  func aPipeAtTheOutputIsRefused() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let pipe = folder.url.appendingPathComponent("out.swift").path
    #expect(mkfifo(pipe, 0o644) == 0)
    for arguments in [
      ["generate", "--input", Self.samples, "--output", pipe],
      ["report", Self.samples, "--output", pipe],
    ] {
      let run = try CommandRunner.run(arguments)
      #expect(run.status == 1, "\(arguments[0]): \(run.error)")
      #expect(run.error.contains("is not a regular file; name a file to write"), "\(run.error)")
      let type = try FileManager.default.attributesOfItem(atPath: pipe)[.type] as? FileAttributeType
      #expect(type != .typeRegular, "\(arguments[0]) replaced the pipe")
    }
  }

  /// Swift's `CommandLine.arguments` replaces bytes that are not UTF-8 with U+FFFD: `--output
  /// out\xFF.swift` wrote `out\u{FFFD}.swift`, a file nobody named, and an existing folder so
  /// named was "no such folder". Each tool now refuses such an argument (exit 2), writing nothing.
  @Test("an argument that is not UTF-8 is refused by each tool, and nothing is written")
  func anArgumentThatIsNotUTF8IsRefused() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let products = BuildProducts.folder.path
    for command in [
      "asset-manifest generate --input \(Self.samples) --output \"$(printf 'out\\377.swift')\"",
      "asset-manifest-generate --input \(Self.samples) --output \"$(printf 'out\\377.swift')\"",
      "standard-folders --app \"$(printf 'App\\377')\"",
    ] {
      let run = try ChildProcess.run(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "\"\(products)\"/" + command],
        directory: folder.url)
      #expect(run.status == 2, "\(command): \(run.error)")
      #expect(run.error.contains("is not UTF-8 (\u{FFFD} marks the bytes"), "\(run.error)")
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      #expect(written.isEmpty, "\(command) wrote \(written)")
    }
  }

  /// A named pipe as the configuration or either baseline is told for what it is, never opened
  /// (which would hold the command); `--write-baseline` used to advise the very command run.
  @Test("a named pipe as --config, --baseline or --write-baseline says what it is")
  func aPipeAsAnInputIsNamed() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let pipe = folder.url.appendingPathComponent("pipe.json").path
    #expect(mkfifo(pipe, 0o644) == 0)
    let cases: [([String], Int32, String)] = [
      (["--config", pipe], 2, "the configuration '\(pipe)' is a named pipe (FIFO); pass an "),
      (["--write-baseline", pipe], 2, "--write-baseline '\(pipe)' is a named pipe (FIFO); name "),
      (["--baseline", pipe], 1, "pipe.json:1: error: this baseline is a named pipe (FIFO); name "),
    ]
    for (extra, status, says) in cases {
      let run = try CommandRunner.run(["lint", Self.samples] + extra)
      #expect(run.status == status, "\(extra[0]): \(run.error)")
      #expect(run.error.contains(says), "\(run.error)")
    }
  }

  @Test("generate writes through a symbolic link to the generated file it names")
  func aLinkedOutputIsWrittenThrough() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let real = folder.url.appendingPathComponent("Real.swift")
    let link = folder.url.appendingPathComponent("Link.swift")
    let first = try CommandRunner.run(["generate", "--input", Self.samples, "--output", real.path])
    #expect(first.status == 0, "\(first.error)")
    let generated = try Data(contentsOf: real)
    try (generated + Data("// stale\n".utf8)).write(to: real)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let linked = try CommandRunner.run(["generate", "--input", Self.samples, "--output", link.path])
    #expect(linked.status == 0, "\(linked.error)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
    #expect(try Data(contentsOf: real) == generated, "the linked file is the generated one again")
  }

  @Test("an option where a value belongs is a missing value, not a file named after it")
  func anOptionIsNoValue() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let run = try CommandRunner.run(
      ["generate", "--input", Self.samples, "--output", "--strict"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: --output needs a value\n"), "\(run.error)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("--strict").path))
  }

  @Test("--regenerate-with stays on its header line, whatever it holds")
  func theHeaderKeepsEveryValueOnItsLine() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("Assets.swift")
    let run = try CommandRunner.run([
      "generate", "--input", Self.samples, "--output", output.path, "--regenerate-with",
      "make\r#error(\"injected\")\nlet injected = 1",
    ])
    #expect(run.status == 0, "\(run.error)")
    let text = try String(contentsOf: output, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!text.contains("\r"))
    #expect(lines.filter { $0.contains("injected") }.count == 1, "\(lines.prefix(4))")
    #expect(lines.first { $0.contains("injected") }?.hasPrefix("// ") == true)
  }

  @Test("resolve refuses a --type that names a folder")
  func aTypeIsNoPath() throws {
    let run = try CommandRunner.run([
      "resolve", Self.samples, "Characters/hero", "--type", "d/../../../../etc/passwd",
      "--probe",
    ])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains("--type must be an extension such as png or obj.gz"), "\(run.error)")
  }

  @Test(
    "an answer that cannot be written is a failure that says why",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/dev/full"),
      "needs /dev/full, the device whose every write fails (Linux has it, macOS does not)"),
    arguments: [
      ["table", samples, "--json"], ["lint", samples, "--format", "sarif"], ["devices"],
    ])
  func aFullDiskIsNoAnswer(arguments: [String]) throws {
    let run = try ChildProcess.run(
      CommandRunner.executable, arguments, directory: CommandRunner.repositoryRoot,
      output: FileHandle(forWritingAtPath: "/dev/full"))
    #expect(run.reason == .exit)
    #expect(run.status == 1, "\(run.error)")
    #expect(
      run.error.hasSuffix("error: cannot write the standard output: No space left on device\n"),
      "\(run.error)")
  }

  @Test("standard-folders reads no named pipe where user-dirs.dirs should be")
  func aPipedUserDirsFileIsNotWaitedOn() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let config = folder.url.appendingPathComponent(".config")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    #expect(mkfifo(config.appendingPathComponent("user-dirs.dirs").path, 0o644) == 0)
    // Before, the open waited for a writer that never came. The deadline runs on the child's
    // clock, not as a time limit on the test, which waits its turn among the parallel tests.
    let run = try ChildProcess.run(
      StandardFoldersCommandTests.executable, ["--app", "Demo", "--platform", "linux"],
      environment: ["HOME": folder.url.path], deadline: 60)
    #expect(!run.killedAtDeadline, "still waiting on the pipe after 60 s")
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("public:"), "\(run.output)")
    #expect(run.output.contains(folder.url.appendingPathComponent("Documents").path))
  }

  /// The file is read in pieces up to its first mebibyte: a line after 100 KiB of comments is
  /// read, one past the first mebibyte is not.
  @Test(arguments: [(100_000, true), (1_100_000, false)])
  func aLongUserDirsFileIsReadToItsFirstMebibyte(comments: Int, isRead: Bool) throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let config = folder.url.appendingPathComponent(".config")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let padding = String(
      repeating: "# \(String(repeating: "x", count: 97))\n", count: comments / 100)
    try Data((padding + "XDG_TEMPLATES_DIR=\"$HOME/Vorlagen\"\n").utf8).write(
      to: config.appendingPathComponent("user-dirs.dirs"))
    let run = try ChildProcess.run(
      StandardFoldersCommandTests.executable, ["--app", "Demo", "--platform", "linux"],
      environment: ["HOME": folder.url.path], deadline: 60)
    #expect(run.status == 0, "\(run.error)")
    let templates = folder.url.appendingPathComponent("Vorlagen").path
    #expect(run.output.contains(templates) == isRead, "\(run.output)")
  }
}
