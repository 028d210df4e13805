import AssetManifestGenerator
import Foundation
import Testing

@Suite("asset-manifest.json")
struct ConfigurationTests {
  @Test func readsEverySetting() throws {
    var options = GeneratorOptions()
    let json =
      #"{"namespace": "Art", "accessLevel": "public", "strict": true, "bundle": "main", "extraDevices": ["phone@3x:390x844"], "folder": "Art"}"#
    try options.apply(configuration: ConfigurationFile(path: "asset-manifest.json", text: json))
    #expect(options.namespace == "Art" && options.accessLevel == "public" && options.strict)
    #expect(options.bundle == .main && options.extraDevices.count == 1)
  }

  @Test(
    "malformed settings are clear errors",
    arguments: [
      ("[1]", "not a JSON object"),
      ("{", "not a JSON object"),
      (#"{"namspace": "A"}"#, "unknown key 'namspace'"),
      (#"{"namespace": "my assets"}"#, "'namespace' must be a Swift type name"),
      (#"{"namespace": "class"}"#, "'namespace' must be a Swift type name that is not a keyword"),
      (#"{"namespace": "Foundation"}"#, "not a keyword or a module the generated code uses"),
      (#"{"names": {"a.png": "class"}}"#, "'names' maps 'a.png' to 'class'"),
      (#"{"output": "a/b.swift"}"#, "'output' must be a file name ending in .swift"),
      (#"{"devices": ["iphone-17"]}"#, "unknown device class 'iphone-17'"),
      (#"{"devices": []}"#, "'devices' must list \"modern\", \"legacy\" or catalogue names"),
      (#"{"accessLevel": "open"}"#, "'accessLevel' must be"),
      (#"{"strict": "yes"}"#, "'strict' must be true or false"),
      (#"{"extraDevices": ["watch@2x"]}"#, "in 'extraDevices': unknown device 'watch@2x'"),
      (#"{"bundle": "app"}"#, "'bundle' must be"),
    ])
  func malformed(json: String, message: String) {
    var options = GeneratorOptions()
    #expect {
      try options.apply(
        configuration: ConfigurationFile(path: "Sources/App/asset-manifest.json", text: json))
    } throws: { error in
      let description = (error as? Diagnostic)?.description ?? ""
      return description.hasPrefix("Sources/App/asset-manifest.json:1: error: ")
        && description.contains(message)
    }
  }
}
