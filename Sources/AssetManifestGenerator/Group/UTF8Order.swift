#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Ordering by UTF-8 bytes.
///
/// `String`'s own `<` compares canonically equivalent names (`é` as one code point or two) as
/// equal, which would leave their order to the listing; bytes never tie for distinct names, so
/// the output is the same whatever order the folder was listed in.
package enum UTF8Order {
  package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    compare(lhs, rhs) < 0
  }

  /// Negative, zero or positive as `lhs`'s bytes come before, equal or follow `rhs`'s.
  ///
  /// One `memcmp` over the strings' contiguous bytes: comparing a byte at a time through
  /// `utf8` was a third of linting 100,000 findings (`lint_config_100k_s` in BENCHMARKS.md),
  /// whose sort compares long, mostly equal paths and messages.
  package static func compare(_ lhs: String, _ rhs: String) -> Int {
    let contiguous = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in
        let common = min(left.count, right.count)
        if common > 0, let leftStart = left.baseAddress, let rightStart = right.baseAddress {
          let order = memcmp(leftStart, rightStart, common)
          if order != 0 { return Int(order) }
        }
        return left.count - right.count
      }
    }
    if let order = contiguous ?? nil { return order }
    // A string that is not stored as UTF-8 (bridged from Foundation) is compared as it is read.
    if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1
  }
}
