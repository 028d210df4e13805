import StandardPathsCore
import Testing

@Suite("Suffix grammar")
struct GrammarTests {
  @Test(
    "extensions, with .gz carrying the one before it",
    arguments: [
      ("foo.png", "png"), ("model.obj.gz", "obj.gz"), ("archive.tar.gz", "tar.gz"), ("a.gz", "gz"),
      (".bashrc", ""), ("foo.", ""), ("foo", ""), ("dir.d/foo", ""),
      ("my.image@2x~ipad.png", "png"),
      ("http://example.com/images/foo.png", "png"), (".obj.gz", "gz"), ("a..gz", "gz"),
    ])
  func pathExtension(name: String, expected: String) {
    #expect(name.fullPathExtension == expected)
    #expect(name.hasPathExtension == !expected.isEmpty)
  }

  @Test func replacingExtension() {
    #expect("foo.png".replacingPathExtension(with: "tiff") == "foo.tiff")
    #expect("model.obj.gz".replacingPathExtension(with: "tiff") == "model.tiff")
    #expect("foo".replacingPathExtension(with: "png") == "foo.png")
    #expect("dir/foo@2x.png".replacingPathExtension(with: "jpg") == "dir/foo@2x.jpg")
  }

  @Test func genericSuffixes() {
    #expect("foo.png".appendingPathSuffix("-big") == "foo-big.png")
    #expect("foo".appendingPathSuffix("-big") == "foo-big")
    #expect("foo-big.png".deletingPathSuffix("-big") == "foo.png")
    #expect("foo.png".deletingPathSuffix("-big") == "foo.png")
    #expect("foo@2x~ipad.png".hasPathSuffix("~ipad"))
    #expect(!"foo@2x~ipad.png".hasPathSuffix("@2x"))
    #expect(!"foo.png".hasPathSuffix(""))
    #expect("foo.png".deletingPathSuffix("") == "foo.png")
    #expect("foo.png".appendingPathSuffix("") == "foo.png")
    #expect(!"a/b.png".hasPathSuffix("a/b"), "a suffix never reaches into the folder")
  }

  @Test func scaleSuffixes() {
    #expect("foo.png".appendingScaleSuffix(2) == "foo@2x.png")
    #expect("foo~ipad.png".appendingScaleSuffix(2) == "foo@2x~ipad.png")
    #expect("foo.png".appendingScaleSuffix(1.5) == "foo@1.5x.png")
    #expect("foo@2x.png".appendingScaleSuffix(2) == "foo@2x.png")
    #expect("foo@1.5x.png".scaleSuffix == "@1.5x")
    #expect("foo@1.5x.png".scaleFromSuffix(on: .iphone) == 1.5)
    #expect("foo@2x~ipad.png".deletingScaleSuffix() == "foo~ipad.png")
    #expect("my.image@2x~ipad.png".scaleSuffix == "@2x")
    #expect(!"foo@host_x.png".hasScaleSuffix)
    #expect(!"foo@x.png".hasScaleSuffix)
    #expect(!"foo@0x.png".hasScaleSuffix, "a scale is positive")
    #expect(!"foo@2.x.png".hasScaleSuffix)
    #expect(!"@@@x".hasScaleSuffix)
    #expect("@2x.png".hasScaleSuffix)
    #expect("foo.png".appendingDeviceScaleSuffix(for: .iphone) == "foo.png")
    #expect("foo.png".appendingDeviceScaleSuffix(for: .iphone568h) == "foo@2x.png")
    #expect("foo.png".appendingDeviceScaleSuffix(for: .iphone736h) == "foo@3x.png")
  }

  @Test func scaleFromSuffixDependsOnTheDevice() {
    #expect("foo-hd.png".scaleFromSuffix(on: .iphoneRetina) == 2)
    #expect("foo-hd.png".scaleFromSuffix(on: .ipad) == 1)
    #expect("foo-hd.png".scaleFromSuffix(on: .mac) == 1)
    #expect("foo-hd@2x.png".scaleFromSuffix(on: .ipad) == 2)
    #expect("foo.png".scaleFromSuffix(on: .iphoneRetina) == 1)
  }

  @Test func heightSuffixes() {
    #expect("foo@2x.png".appendingHeightSuffix(568) == "foo-568h@2x.png")
    #expect("foo@2x~iphone.png".appendingHeightSuffix(568) == "foo-568h@2x~iphone.png")
    #expect("foo-568h@2x.png".appendingHeightSuffix(568) == "foo-568h@2x.png")
    #expect("foo-1.5h.png".heightFromSuffix == 1.5)
    #expect("foo-568h@2x.png".heightSuffix == "-568h")
    #expect("foo-568h@2x.png".deletingHeightSuffix() == "foo@2x.png")
    #expect(!"my-path.png".hasHeightSuffix)
    #expect(!"Path.xib".hasHeightSuffix)
    #expect(!"foo-h.png".hasHeightSuffix)
    #expect("my-path.png".heightFromSuffix == nil)
    #expect("my-path.png".heightSuffix == nil && "foo.png".scaleSuffix == nil)
    #expect("foo.png".idiomSuffix == nil)
    #expect("foo.png".appendingScaleSuffix(0) == "foo.png")
    #expect("foo.png".appendingHeightSuffix(0) == "foo.png")
    #expect("foo.png".appendingDeviceHeightSuffix(for: .iphone568h) == "foo-568h.png")
    #expect("foo.png".appendingDeviceHeightSuffix(for: .mac) == "foo.png")
    #expect("resourceName".appendingDeviceHeightSuffix(for: .iphone568h) == "resourceName-568h")
  }

  @Test("only the last token before the scale counts")
  func lastTokenBeforeTheScale() {
    #expect("foo-568h-hd@2x.png".hasHDSuffix)
    #expect(!"foo-568h-hd@2x.png".hasHeightSuffix)
    #expect("foo-hd-568h@2x.png".hasHeightSuffix)
    #expect(!"foo-hd-568h@2x.png".hasHDSuffix)
    #expect("foo-568h-hd@2x.png".deletingVariantSuffixes() == "foo.png")
    #expect("foo-hd-568h@2x.png".deletingVariantSuffixes() == "foo.png")
  }

  @Test func hdSuffixes() {
    #expect("foo@2x~ipad.png".appendingHDSuffix() == "foo-hd@2x~ipad.png")
    #expect("foo-568h.png".appendingHDSuffix() == "foo-568h-hd.png")
    #expect("foo-hd.png".appendingHDSuffix() == "foo-hd.png")
    #expect("foo-hd@2x.png".deletingHDSuffix() == "foo@2x.png")
    #expect("foo.png".appendingHDSuffixIfDeviceIsHD(.iphone) == "foo.png")
    #expect("foo.png".appendingHDSuffixIfDeviceIsHD(.iphoneRetina) == "foo-hd.png")
    #expect("foo.png".appendingHDSuffixIfDeviceIsHD(.ipad) == "foo-hd.png")
    #expect("foo.png".appendingHDSuffixIfDeviceIsHD(.mac) == "foo-hd.png")
  }

  @Test func idiomSuffixes() {
    #expect("foo.png".appendingIdiomSuffix(for: .pad) == "foo~ipad.png")
    #expect("foo@2x.png".appendingDeviceIdiomSuffix(for: .iphoneRetina) == "foo@2x~iphone.png")
    #expect("foo~ipad.png".idiomSuffix == "~ipad")
    #expect("foo~car.png".idiomFromSuffix(on: .mac) == .car)
    #expect("foo.png".idiomFromSuffix(on: .tv) == .tv)
    #expect(!"foo~IPAD.png".hasIdiomSuffix, "idiom suffixes are case-sensitive")
    #expect("foo@2x~ipad.png".deletingIdiomSuffix() == "foo@2x.png")
    #expect("foo~ipad.png".appendingIdiomSuffix(for: .pad) == "foo~ipad.png")
  }

  @Test("URLs keep their double slashes")
  func urls() {
    let url = "http://example.com/images/foo.png"
    #expect(url.appendingScaleSuffix(2) == "http://example.com/images/foo@2x.png")
    #expect(url.appendingIdiomSuffix(for: .pad) == "http://example.com/images/foo~ipad.png")
    #expect(url.appendingHeightSuffix(568) == "http://example.com/images/foo-568h.png")
    #expect(url.deletingVariantSuffixes() == url)
  }

  @Test func doubleExtensions() {
    #expect("model.obj.gz".appendingScaleSuffix(2) == "model@2x.obj.gz")
    #expect("model@2x~ipad.obj.gz".deletingVariantSuffixes() == "model.obj.gz")
    #expect("model@2x.obj.gz".scaleFromSuffix(on: .iphone) == 2)
  }

  @Test(
    "suffixes that are nothing but suffixes",
    arguments: ["@2x.png", "~ipad.png", "-hd.png", ".png", "-568h", "@2x", "~ipad", ""])
  func onlySuffixes(name: String) {
    _ = name.deletingVariantSuffixes()
    _ = name.appendingScaleSuffix(2).deletingScaleSuffix()
    #expect(name.appendingScaleSuffix(3).hasScaleSuffix)
  }

  @Test("appending then deleting gives the name back")
  func roundTrips() {
    for name in ["foo.png", "dir/foo~ipad.png", "foo-568h.png", "a.b.c", "héllo wörld.png", "🦊.gz"]
    {
      #expect(name.appendingScaleSuffix(2).deletingScaleSuffix() == name)
      #expect(name.appendingHDSuffix().deletingHDSuffix() == name || name.hasHDSuffix)
      #expect(name.appendingHeightSuffix(667).deletingHeightSuffix() == name)
      #expect(name.appendingPathSuffix("-x").deletingPathSuffix("-x") == name)
    }
  }

  @Test("combining marks next to a dot stay out of the extension")
  func combiningMarks() {
    let decomposed = "cafe\u{301}@2x.png"
    #expect(decomposed.scaleSuffix == "@2x")
    #expect(decomposed.deletingScaleSuffix() == "cafe\u{301}.png")
    #expect("foo.\u{301}png".fullPathExtension == "\u{301}png")
  }
}
