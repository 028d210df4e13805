import Foundation

/// Why a device specification could not be read.
public enum DeviceSpecificationError: LocalizedError, Equatable, CustomStringConvertible {
  /// The part before `@` is neither a known device name nor an idiom.
  case unknownIdiom(specification: String, idiom: String)
  /// The scale or size part is not a positive number followed by `x`, or not `WxH`.
  case malformed(specification: String, part: String)
  /// The scale is above `Device.largestScale`.
  case scaleOutOfRange(specification: String, scale: String)
  /// A number of the specification would not read back from the device's name
  /// (`description`), which writes at most six significant digits and no exponent: two
  /// devices would share one name, and the name shown could not be given back.
  case numberNotShownAsWritten(specification: String, number: String, shownAs: String)

  /// What in `part` (`@0x`, `:375x-1`), spelt as a scale or a size, is a number not above 0:
  /// the likely mistake, which "cannot read" alone would not say; nil for any other spelling.
  private static func notPositive(_ part: String) -> String? {
    let body = part.dropFirst()
    guard part.hasPrefix("@") else {
      let sides = body.split(separator: "x", omittingEmptySubsequences: false)
      guard sides.count == 2, sides.allSatisfy(isDecimal), sides.contains(where: isNotPositive)
      else { return nil }
      return "size \(body)"
    }
    guard body.hasSuffix("x"), isNotPositive(body.dropLast()) else { return nil }
    return "scale \(body.dropLast())"
  }

  /// Whether `text` is a decimal number, with a sign or not, as a device would spell it.
  private static func isDecimal(_ text: Substring) -> Bool {
    let digits = text.hasPrefix("-") ? text.dropFirst() : text
    return Double(text) != nil && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
  }

  /// Whether `text` is a decimal number (`isDecimal`) of 0 or below.
  private static func isNotPositive(_ text: Substring) -> Bool {
    isDecimal(text) && Double(text).map { $0 <= 0 } == true
  }

  /// ``description``, which `localizedDescription` then gives, as loggers print it.
  public var errorDescription: String? { description }

  /// A one-line message that says what was wrong and what is accepted.
  public var description: String {
    let accepted =
      "use a known device name (\(Device.knownDevices.compactMap(\.name).joined(separator: ", "))) "
      + "or IDIOM@Sx[:WxH] with IDIOM one of "
      + "\(Device.Idiom.allCases.map(\.rawValue).joined(separator: ", ")), e.g. phone@2x:375x667"
    switch self {
    case .unknownIdiom(let specification, let idiom):
      return "unknown device '\(specification)': '\(idiom)' is not an idiom; \(accepted)"
    case .malformed(let specification, let part):
      guard let number = Self.notPositive(part) else {
        return "malformed device '\(specification)': cannot read '\(part)'; \(accepted)"
      }
      return "device '\(specification)' has the \(number), which is not above 0; \(accepted)"
    case .scaleOutOfRange(let specification, let scale):
      return "device '\(specification)' has the scale \(scale), above "
        + "\(SuffixNumber.format(Device.largestScale)), the largest a device may have (screens go "
        + "to 3x); write its scale, such as phone@3x"
    case .numberNotShownAsWritten(let specification, let number, let shownAs):
      return "device '\(specification)' has the number \(number), which its name would show as "
        + "\(shownAs); write at most six significant digits, from 0.0001 to below 1000000 "
        + "(such as 1.5, 2 or 375), so that the name reads back as the same device"
    }
  }
}
