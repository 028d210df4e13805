import AssetFileReaders
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

@Suite("asset-manifest.json")
struct ConfigurationTests {
  @Test func readsEverySetting() throws {
    var options = GeneratorOptions()
    let json =
      #"{"namespace": "Art", "accessLevel": "public", "strict": true, "bundle": "main", "extraDevices": ["phone@3x:390x844"], "folder": "Art"}"#
    let errors = options.apply(
      configuration: ConfigurationFile(path: "asset-manifest.json", text: json))
    #expect(errors.isEmpty)
    #expect(options.namespace == "Art" && options.accessLevel == "public" && options.strict)
    #expect(options.bundle == .main && options.extraDevices.count == 1)
  }

  @Test(
    "malformed settings are clear errors",
    arguments: [
      ("[1]", "not a JSON object"),
      ("{", "the file ends inside the object opened at line 1; close it with '}'"),
      (#"{"namspace": "A"}"#, "unknown key 'namspace' (did you mean 'namespace'?)"),
      (#"{"namespace": "my assets"}"#, "'namespace' must be a Swift type name"),
      (#"{"namespace": "class"}"#, "'namespace' must be a Swift type name that is not a keyword"),
      (#"{"namespace": "Foundation"}"#, "not a keyword or a module the generated code uses"),
      (#"{"names": {"a.png": "class"}}"#, "'names' maps 'a.png' to 'class'"),
      (#"{"output": "a/b.swift"}"#, "'output' must be a file name ending in .swift"),
      (#"{"devices": ["iphone-17"]}"#, "unknown device class 'iphone-17'"),
      (
        #"{"devices": []}"#,
        "the list is empty; 'devices' must list \"modern\", \"legacy\" or known device names"
      ),
      (#"{"accessLevel": "open"}"#, "'accessLevel' must be"),
      (#"{"strict": "yes"}"#, "'strict' must be true or false"),
      (#"{"extraDevices": ["watch@2x"]}"#, "in 'extraDevices': unknown device 'watch@2x'"),
      (#"{"bundle": "app"}"#, "'bundle' must be"),
    ])
  func malformed(json: String, message: String) {
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(path: "Sources/App/asset-manifest.json", text: json))
    #expect(errors.count == 1)
    #expect(
      errors.first.map {
        $0.description.hasPrefix("Sources/App/asset-manifest.json:1: error: ")
          && $0.description.contains(message)
      } == true, "\(errors)")
  }

  /// A configuration saved as Latin-1 is the encoding's error at the byte's line, not a
  /// complaint about the value its replaced text spells.
  @Test func aConfigurationNotInUTF8IsAnEncodingError() {
    var options = GeneratorOptions()
    let bytes = Array("{\n  \"namespace\": \"Caf".utf8) + [0xE9] + Array("\"\n}\n".utf8)
    let errors = options.apply(configuration: ConfigurationFile(path: "a.json", bytes: bytes))
    #expect(
      errors.map(\.description) == [
        "a.json:2: error: the byte 0xE9 is not UTF-8: the file was saved in another encoding "
          + "(such as Latin-1 or Windows-1252); save it as UTF-8 [configuration-encoding]"
      ])
  }

  /// Every wrong setting is reported in one go, each at its own line, so that fixing a file
  /// takes one build rather than one per mistake.
  /// Every key given every kind of wrong value, and the same values inside the keys that hold
  /// objects and lists: no message prints Swift's own spelling of a value (`Optional(5)`, or
  /// `1` for `true`).
  @Test func messagesSpellValuesAsJSONDoes() {
    let values = ["5", "true", "false", "null", "1.5", #""x""#, "[5]", #"{"a": 5}"#, "[true]"]
    var texts: [String] = []
    for key in ConfigurationKeys.all.map(\.name) {
      for value in values {
        texts.append(#"{"\#(key)": \#(value)}"#)
      }
    }
    for value in values {
      texts += [
        #"{"rules": {"never-chosen": \#(value)}}"#, #"{"names": {"a.png": \#(value)}}"#,
        #"{"exempt": [{"rule": \#(value), "paths": ["a"]}]}"#,
        #"{"exempt": [{"rule": "never-chosen", "paths": \#(value)}]}"#,
      ]
    }
    for text in texts {
      var options = GeneratorOptions()
      for error in options.apply(configuration: ConfigurationFile(path: "c.json", text: text)) {
        #expect(!error.message.contains("Optional("), "\(text): \(error.message)")
        #expect(!error.message.contains(" to 1;"), "\(text): \(error.message)")
      }
    }
  }

  @Test func everyErrorAtOnceAtItsLine() {
    var options = GeneratorOptions()
    let json = """
      {
        "namespace": "class",
        "strict": "yes",
        "devices": ["iphone-17"],
        "names": {"a.png": "fine", "b.png": "not fine"},
        "colour": 1
      }
      """
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: json))
    let expected = [
      (2, "'namespace' must"), (3, "'strict' must"), (4, "unknown device class 'iphone-17'"),
      (5, "'names' maps 'b.png'"), (6, "unknown key 'colour'"),
    ]
    // In the file's order, as printed (they came in the keys' order of declaration).
    let found = errors
    #expect(found.map(\.line) == expected.map(\.0), "\(errors)")
    for (error, (_, fragment)) in zip(found, expected) {
      #expect(error.message.contains(fragment), "\(error)")
    }
  }

  /// Every wrong device of `extraDevices` at its own line, not the first one at the key's.
  @Test func everyWrongExtraDeviceAtItsLine() {
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "c.json",
        text: "{\n\"extraDevices\": [\"phone@3x:390x844\",\n\"bogus\",\n\"phone@3:1x1\"]\n}"))
    #expect(errors.map(\.line) == [3, 4], "\(errors)")
    #expect(errors.first?.message.hasPrefix("in 'extraDevices': unknown device 'bogus'") == true)
  }

  /// A misspelt value gets the guess a misspelt key gets, as `--device` on the command line.
  @Test func aMisspeltValueIsGuessed() {
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "c.json", text: "{\n\"devices\": [\"iphone16\"],\n\"bundle\": \"Main\"\n}"))
    #expect(
      errors.map(\.message) == [
        "unknown device class 'iphone16' (did you mean 'iphone-16'?); 'devices' must list "
          + "\"modern\", \"legacy\" or known device names (asset-manifest devices), such as "
          + "[\"modern\"]",
        "'bundle' must be \"module\", \"main\" or \"none\" (did you mean \"main\"?)",
      ])
  }

  /// A key written twice is an error at the second: JSON keeps one of them without a word.
  @Test func aRepeatedKeyIsAnError() {
    var options = GeneratorOptions()
    let json = """
      {
        "strict": false,
        "names": {"strict": "strictIcon", "folder": "folderIcon"},
        "folder": "Images",
        "\\u0073trict": true
      }
      """
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: json))
    #expect(errors.map(\.line) == [5], "\(errors)")
    #expect(errors.first?.message.contains("'strict' is set more than once") == true)
  }

  /// A key repeated inside `rules`, `names` or an `exempt` entry is an error at the second one,
  /// as at the top level: JSON keeps the last, so a doubled `"rule"` in an `exempt` entry would
  /// exempt another rule than the first one written. The same key in two sibling objects is no
  /// repetition.
  @Test func aKeyRepeatedInANestedObjectIsAnError() {
    var options = GeneratorOptions()
    let json = """
      {
        "rules": {"scaled-up": "off", "scaled-up": "error"},
        "names": {"a.png": "first", "a.png": "second"},
        "exempt": [
          {"rule": "never-chosen", "rule": "scaled-up", "files": ["a.png"]},
          {"rule": "never-chosen", "files": ["b.png"]}
        ]
      }
      """
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: json))
      .filter { $0.rule == .configurationRepeatedKey }
    #expect(errors.map(\.line) == [2, 3, 5], "\(errors)")
    #expect(
      errors.map { $0.message.prefix(12) } == ["'scaled-up' ", "'a.png' is s", "'rule' is se"])
  }

  /// Lines end at LF, CR or CR LF alike, and a setting's error points at the spelling JSON keeps:
  /// the last.
  @Test(arguments: ["\n", "\r", "\r\n"])
  func linesOfAnyEndingAndTheLastSpelling(lineEnd: String) {
    var options = GeneratorOptions()
    let json = ["{", #"  "strict": true,"#, #"  "strict": "yes","#, #"  "colour": 1"#, "}"]
      .joined(separator: lineEnd)
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: json))
    #expect(
      errors.map(\.description).sorted() == [
        "c.json:3: error: 'strict' is set more than once in one object, and JSON keeps only "
          + "one of them; remove all but one [configuration-repeated-key]",
        "c.json:3: error: 'strict' must be true or false [configuration-invalid-value]",
        "c.json:4: error: unknown key 'colour'; known keys: $schema, namespace, accessLevel, "
          + "devices, extraDevices, strict, bundle, folder, names, output, warnUpscaled, "
          + "developmentLanguage, keep, baseline, rules, exempt [configuration-unknown-key]",
      ], "\(errors)")
  }

  /// UTF-16 text, which JSONSerialization reads but whose keys no one else sees, is refused.
  @Test func textWithZeroBytesIsRefused() {
    var options = GeneratorOptions()
    let utf16 = String(
      decoding: Array(#"{"strict": true, "strict": false}"#.utf16).flatMap {
        [UInt8($0 & 0xFF), UInt8($0 >> 8)]
      }, as: UTF8.self)
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: utf16))
    #expect(
      errors.map(\.message) == [
        "the file holds zero bytes, as UTF-16 or UTF-32 text does; save it as UTF-8"
      ])
    #expect(!options.strict)
  }

  /// Random objects, with values nested to any depth, strings holding quotes, braces, colons
  /// and escapes, and random spacing: the keys repeated within one object, at any depth, are
  /// found, at the line each repetition starts on, and nothing else (the same key in two
  /// objects is no repetition).
  @Test func repeatedKeysInRandomObjects() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let keys = ["a", "b", "c\\\"", "{d}", "e:f", "\\u0067"]
    let decodedKeys = ["a", "b", "c\"", "{d}", "e:f", "g"]
    let space = { (random: inout SeededGenerator) in
      [" ", "", "\n", "\t", "\n  ", "\r\n", "\r"].randomElement(using: &random)!
    }
    var text = ""
    var expected: [String] = []
    // `\r\n` is one `Character`, so this counts lines as editors do (counted in place:
    // filtered out, a `\r` and a later `\n` would merge into one).
    func line() -> Int { text.reduce(1) { $1.isNewline ? $0 + 1 : $0 } }
    // Writes an object of up to `members` members, noting each key it repeats.
    func writeObject(_ members: Int, _ depth: Int, _ random: inout SeededGenerator) {
      text += "{" + space(&random)
      var seen = Set<String>()
      for member in 0..<Int.random(in: 0...members, using: &random) {
        let index = Int.random(in: 0..<keys.count, using: &random)
        if member > 0 { text += "," + space(&random) }
        if !seen.insert(decodedKeys[index]).inserted {
          expected.append("\(decodedKeys[index]) \(line())")
        }
        text += "\"" + keys[index] + "\"" + space(&random) + ":" + space(&random)
        writeValue(depth + 1, &random)
      }
      text += space(&random) + "}"
    }
    func writeValue(_ depth: Int, _ random: inout SeededGenerator) {
      switch Int.random(in: 0..<(depth > 3 ? 3 : 5), using: &random) {
      case 0: text += "\"" + keys.randomElement(using: &random)! + "\""
      case 1: text += ["1", "true", "null", "-2.5e3"].randomElement(using: &random)!
      case 2: text += "\"\\\"}{:[\\n\""
      case 3: writeObject(3, depth, &random)
      default:
        text += "["
        for element in 0..<Int.random(in: 0...3, using: &random) {
          if element > 0 { text += "," + space(&random) }
          writeValue(depth + 1, &random)
        }
        text += "]"
      }
    }
    for round in 0..<SeededGenerator.rounds(default: 300) {
      text = ""
      expected = []
      writeObject(8, 0, &random)
      let file = ConfigurationFile(path: "c.json", text: text)
      // Every key is found, as `JSONSerialization` reads them.
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      #expect(
        object.map { Set($0.keys) }
          == Set(JSONObjectKeys.keys(in: text).filter { $0.depth == 1 }.map(\.name)),
        "round \(round): \(text.debugDescription)")
      #expect(
        file.repeatedKeys().map { "\($0.key) \($0.line)" } == expected,
        "round \(round): \(text.debugDescription)")
    }
  }

  /// A chosen name that is well formed but taken says why: advice to use letters and a
  /// lowercase first letter, which it already does, cannot be followed.
  @Test(arguments: [
    ("manifest", "a name Swift or the generated file itself uses after a dot (manifest_ is free)"),
    ("self", "a name Swift or the generated file itself uses after a dot (self_ is free)"),
    ("class", "a Swift keyword, which a member name can be only in backticks"),
    ("Logo", "not a Swift member name that needs no backticks; use letters, digits and _"),
    ("Type", "not a Swift member name that needs no backticks; use letters, digits and _"),
  ])
  func aTakenChosenNameSaysWhy(name: String, why: String) {
    var options = GeneratorOptions()
    let json = #"{"names": {"logo.png": "\#(name)"}}"#
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: json))
    #expect(errors.count == 1)
    #expect(
      errors.first?.message.hasPrefix("'names' maps 'logo.png' to '\(name)', which is \(why)")
        == true, "\(errors)")
  }

  /// A known device among the extra devices is a column already, and a repeat checks nothing
  /// new: each is a warning at its line, and a repeat is left out, so no table has a column
  /// twice.
  @Test func aRedundantExtraDeviceIsWarnedAtItsLine() {
    var options = GeneratorOptions()
    let json = """
      {"extraDevices": [
        "phone@3x:390x844",
        "pad@2x:768x1024",
        "phone@3x:390x844"
      ]}
      """
    let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: json))
    #expect(errors.isEmpty, "\(errors)")
    #expect(options.extraDevices.map(\.description) == ["phone@3x:390x844", "ipad-retina"])
    #expect(options.redundantDeviceWarnings.map(\.line) == [3, 4])
    #expect(
      options.redundantDeviceWarnings.map(\.message) == [
        "'extraDevices' lists 'pad@2x:768x1024', which is the known device ipad-retina, a column "
          + "of every table already; name it in 'devices' if the app ships to it, or remove this "
          + "entry",
        "'extraDevices' lists 'phone@3x:390x844', which is 'phone@3x:390x844' again, listed "
          + "before it; remove this entry",
      ])
    #expect(options.redundantDeviceWarnings.allSatisfy { $0.rule == .configurationRedundantDevice })

    // Where `devices` names it, naming it there is no advice: it is, whatever the keys' order.
    var shipping = GeneratorOptions()
    let listed = """
      {"extraDevices": ["pad@2x:768x1024"], "devices": ["ipad-retina"]}
      """
    #expect(shipping.apply(configuration: ConfigurationFile(path: "c.json", text: listed)).isEmpty)
    #expect(
      shipping.redundantDeviceWarnings.map(\.message) == [
        "'extraDevices' lists 'pad@2x:768x1024', which is the known device ipad-retina, a column "
          + "of every table already; 'devices' names it already; remove this entry"
      ])
  }
}
