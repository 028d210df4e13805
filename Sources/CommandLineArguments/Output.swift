// `@preconcurrency`: `finish` reads the C library's `stdout`, a global that strict concurrency
// would refuse, once, when the process ends.
#if canImport(Darwin)
  @preconcurrency import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// Writes to standard error, where every message that is not the answer goes, and ends the
/// process once the answer is out.
///
/// Through the C library alone: this module is the first the build plugin's tool compiles, and
/// without Foundation its compile jobs need no Foundation module (BENCHMARKS.md, build overhead).
package enum Output {
  package static func error(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      var written = 0
      while written < bytes.count {
        #if os(Windows)
          let count = Int(_write(2, bytes.baseAddress! + written, UInt32(bytes.count - written)))
        #else
          let count = write(2, bytes.baseAddress! + written, bytes.count - written)
        #endif
        // An interrupted write is tried again; a failed one cannot be told anywhere.
        guard count > 0 || (count < 0 && errno == EINTR) else { return }
        written += max(count, 0)
      }
    }
  }

  /// Ends the process with `status` once standard output has been written, else with a failure
  /// that says why: an answer lost to a full disk or a closed stream must not pass for one.
  package static func finish(_ status: Int32) -> Never {
    #if os(Windows)
      let written = fflush(nil) == 0
    #else
      // A write that failed earlier, buffered or not, left the stream's error flag set.
      let written = fflush(stdout) == 0 && ferror(stdout) == 0
    #endif
    guard written else {
      error("error: cannot write the standard output: \(String(cString: strerror(errno)))")
      exit(ExitStatus.failure)
    }
    exit(status)
  }
}
