/// Ordering by UTF-8 bytes.
///
/// `String`'s own `<` compares canonically equivalent names (`é` as one code point or two) as
/// equal, which would leave their order to the listing; bytes never tie for distinct names, so
/// the output is the same whatever order the folder was listed in.
package enum ByteOrder {
  package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
