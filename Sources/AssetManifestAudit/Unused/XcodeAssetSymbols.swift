import Foundation

/// The members Xcode's generated asset symbols give the catalogs' image and color sets, as the
/// audit matches them. Xcode 15 and later ("Generate Asset Symbols", on by default) write
/// `DerivedSources/GeneratedAssetSymbols.swift`, a file outside the app's sources, with a static
/// member for each image set and color set (data sets get none): on `ImageResource` and
/// `ColorResource` (`ImageResource.starFill`), and on `UIImage`, `NSImage`, `UIColor`,
/// `NSColor`, SwiftUI's `Color` and `ShapeStyle where Self == Color` (`UIImage.starFill`,
/// `Color.accent`). Code names such a member after a `.`: `Image(.starFill)`,
/// `UIImage(resource: .starFill)`, `Color(ColorResource.accent)`, `.foregroundStyle(.accent)`.
/// A set whose member the sources name is used.
///
/// How Xcode spells a member, as the copies of that file that public repositories commit show
/// (Timchen-2024/first_peoject, vaishnaviiosdev/GoDairy and imvenkata/focal, each under
/// `…/DerivedSources/GeneratedAssetSymbols.swift`, and others a search for the file finds):
/// - from the set's own name, not its namespace's: the set `Colors/Accent`, in a group that
///   provides a namespace, is `accent` in an `enum Colors` (`ColorResource.Colors.accent`);
/// - its words in lowerCamelCase, other characters dropped: `arrow-left` → `arrowLeft`,
///   `Group 15` → `group15`, `users-gear 1` → `usersGear1`, `color_000000` → `color000000`;
/// - a word in capitals kept so: `GateIN` → `gateIN`, `CS` → `CS`;
/// - `_` before a leading digit, and between a letter or digit and a digit that something
///   separated: `401` → `_401`, `402a` → `_402A`, `701.33` → `_701_33`, `A1` → `A_1`;
/// - a last word `Color` of a color set, or `Image` of an image set, dropped when a word is
///   left: `AccentColor` → `accent`, `shadowColor` → `shadow` but `shadowColor 1` →
///   `shadowColor1`, `adult_products_image` → `adultProducts`, `Initial-Image` → `initial`, but
///   `Image` → `image`;
/// - a keyword in backticks: `` `default` ``.
///
/// No Apple document found states these rules, so the audit does not spell members as Xcode
/// does: a member names a set when both hold the same letters and digits, case aside (`_402A`
/// and `402a`), once a last `color` or `image` is dropped from the set's (`accent` and
/// `AccentColor`). Every spelling above matches, and so does any spelling that only changes
/// case, adds or drops marks and separators, or drops that last word: a rule Xcode changes, or
/// one not seen above, errs towards "used".
package enum XcodeAssetSymbols {
  /// The keys of `members` (the identifiers the sources name as members), to look sets up in.
  package static func keys(ofMembers members: Set<String>) -> Set<String> {
    Set(members.map(letterAndDigitKey))
  }

  /// Whether a member whose key is in `memberKeys` may be Xcode's symbol for the image or color
  /// set named `name` (`Icons/star-fill`).
  package static func mayName(setNamed name: String, memberKeys: Set<String>) -> Bool {
    let keys = keys(ofSetNamed: name)
    // A name with no letter or digit leaves nothing to match, and Xcode's member for it is
    // unknown: it may be named, which errs towards "used".
    return keys.isEmpty || !keys.isDisjoint(with: memberKeys)
  }

  /// The keys under which a member may name the set `name`: its own name's letters and digits
  /// in lowercase, with and without a last `color` or `image` (both, whatever the set's kind:
  /// dropping the other kind's word too only errs towards "used"), and for a name beyond ASCII
  /// also with its marks folded away (`café` → `cafe`) and with what is not ASCII dropped, in
  /// case Xcode spells it so.
  static func keys(ofSetNamed name: String) -> Set<String> {
    let ownName = name.split(separator: "/").last.map(String.init) ?? name
    var spellings = [ownName]
    if !ownName.utf8.allSatisfy({ $0 < 0x80 }) {
      let folded = ownName.folding(options: [.diacriticInsensitive], locale: nil)
      spellings += [
        folded, String(String.UnicodeScalarView(ownName.unicodeScalars.filter(\.isASCII))),
      ]
    }
    var keys = Set<String>()
    for spelling in spellings {
      let key = letterAndDigitKey(spelling)
      guard !key.isEmpty else { continue }
      keys.insert(key)
      for word in ["color", "image"] where key.count > word.count && key.hasSuffix(word) {
        keys.insert(String(key.dropLast(word.count)))
      }
    }
    return keys
  }

  /// `text`'s letters and digits, lowercased: what Xcode's spelling of a name keeps.
  static func letterAndDigitKey(_ text: String) -> String {
    String(text.filter { $0.isLetter || $0.isNumber }).lowercased()
  }
}
