import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A program a test runs, and what it printed: every test that starts a process starts it here.
///
/// The tests run in parallel, and some children (a `swift build` of a throwaway package) run
/// for minutes. On Linux, Foundation's `Process` closes what a child would inherit by listing the
/// open descriptors just before it spawns, and `Pipe` opens its ends without close-on-exec: a
/// pipe one test opened in between stayed open in another test's child, and the first test,
/// reading its pipe to the end, waited for that unrelated build. So pipes are opened here
/// close-on-exec, and they are opened and children started under one lock.
public enum ChildProcess {
  /// What a child did.
  public struct Result: Sendable {
    /// The exit status, or the signal that ended it.
    public var status: Int32
    /// Whether it exited or a signal ended it.
    public var reason: Process.TerminationReason
    /// What it wrote to its standard output (and error, when merged), unless that went elsewhere.
    public var outputData: Data
    /// What it wrote to its standard error, unless that was merged or went elsewhere.
    public var errorData: Data
    /// Whether it was still running at the deadline and was killed.
    public var killedAtDeadline: Bool

    /// ``outputData`` as text.
    public var output: String { String(decoding: outputData, as: UTF8.self) }
    /// ``errorData`` as text.
    public var error: String { String(decoding: errorData, as: UTF8.self) }
  }

  /// Where a child's standard error goes.
  public enum ErrorStream {
    /// A pipe of its own, read into ``Result/errorData``.
    case captured
    /// The standard output's pipe: ``Result/outputData`` holds both, in order.
    case mergedWithOutput
    /// A file the test opened.
    case file(FileHandle)
  }

  private static let starting = NSLock()

  /// Runs `executable` with `arguments` to its end and returns what it printed.
  ///
  /// - Parameters:
  ///   - environment: the whole environment of the child; `nil` passes this process's on.
  ///   - directory: the child's working folder; `nil` keeps this process's.
  ///   - output: a file for the standard output instead of a pipe read into the result.
  ///   - errors: where the standard error goes.
  ///   - deadline: seconds after which a child still running is killed, for a test whose
  ///     failure would be a hang; the result says so instead of the test waiting forever.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    directory: URL? = nil, output: FileHandle? = nil, errors: ErrorStream = .captured,
    deadline: Int? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    if let directory { process.currentDirectoryURL = directory }
    starting.lock()
    var outputPipe: (read: FileHandle, write: FileHandle)?
    var errorPipe: (read: FileHandle, write: FileHandle)?
    do {
      if output == nil { outputPipe = try closeOnExecPipe() }
      if case .captured = errors { errorPipe = try closeOnExecPipe() }
      process.standardOutput = output ?? outputPipe?.write
      switch errors {
      case .captured: process.standardError = errorPipe?.write
      case .mergedWithOutput: process.standardError = process.standardOutput
      case .file(let handle): process.standardError = handle
      }
      try process.run()
    } catch {
      starting.unlock()
      throw error
    }
    starting.unlock()
    // The child holds its own copies now: this side's must close for the reads to see the end.
    try outputPipe?.write.close()
    try errorPipe?.write.close()

    let killed = Locked(false)
    let watchdog = DispatchWorkItem { [pid = process.processIdentifier] in
      killed.withLock { wasKilled in
        wasKilled = kill(pid, SIGKILL) == 0
      }
    }
    if let deadline {
      DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(deadline), execute: watchdog)
    }
    // Both pipes are drained at once: a child that fills one (thousands of findings on its
    // standard error) would otherwise block while this side waits for the other to end.
    let errorData = Locked(Data())
    let errorRead = DispatchGroup()
    if let errorPipe {
      DispatchQueue.global().async(group: errorRead) {
        let data = errorPipe.read.readDataToEndOfFile()
        errorData.withLock { $0 = data }
      }
    }
    let outputData = outputPipe?.read.readDataToEndOfFile() ?? Data()
    errorRead.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return Result(
      status: process.terminationStatus, reason: process.terminationReason,
      outputData: outputData, errorData: errorData.withLock { $0 },
      killedAtDeadline: killed.withLock { $0 })
  }

  /// Starts `process`, set up by the caller, for a test that ends it itself (one that kills a
  /// child mid-write). Its standard streams must not be `Pipe`s: see ``ChildProcess``.
  public static func start(_ process: Process) throws {
    starting.lock()
    defer { starting.unlock() }
    try process.run()
  }

  /// A pipe whose ends no child inherits unless it is handed them as a standard stream: `dup2`
  /// onto 0, 1 or 2 clears the flag on the copy.
  private static func closeOnExecPipe() throws -> (read: FileHandle, write: FileHandle) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    for end in ends where fcntl(end, F_SETFD, FD_CLOEXEC) != 0 {
      let code = errno
      close(ends[0])
      close(ends[1])
      throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
    return (
      FileHandle(fileDescriptor: ends[0], closeOnDealloc: true),
      FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    )
  }
}
