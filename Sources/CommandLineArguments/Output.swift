#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// Writes to standard error, where every message that is not the answer goes.
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
}
