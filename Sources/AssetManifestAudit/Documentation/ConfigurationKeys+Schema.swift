import AssetManifestGenerator

extension ConfigurationKeys {
  /// The JSON Schema (draft 2020-12) of `asset-manifest.json`, as the repository commits it in
  /// `asset-manifest.schema.json` for editors: every key with its description, default and an
  /// example, nothing else allowed; `rules` names every rule the configuration may set.
  package static var schema: String {
    let properties = all.map { key -> (key: String, value: JSONValue) in
      var members: [(key: String, value: JSONValue)] = [("description", .string(key.help))]
      if let value = key.defaultValue { members.append(("default", .raw(value))) }
      members.append(("examples", .array([.raw(key.example)])))
      return (key.name, .object(members + schema(of: key.type)))
    }
    let document = JSONValue.object([
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("title", .string("asset-manifest.json")),
      (
        "description",
        .string(
          "The configuration of StandardPaths' asset-manifest. Generated from ConfigurationKeys: "
            + "RECORD_SCHEMA=1 swift test --filter ConfigurationSchemaTests writes it again.")
      ),
      ("type", .string("object")),
      ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
    ])
    return document.rendered() + "\n"
  }

  /// The schema keywords of values of `type`.
  private static func schema(of type: ConfigurationKey.ValueType)
    -> [(key: String, value: JSONValue)]
  {
    switch type {
    case .string: return [("type", .string("string"))]
    case .text(let form):
      return [("type", .string("string")), ("pattern", .string(form.expression))]
        + (form.excluded.isEmpty
          ? [] : [("not", .object([("enum", .array(form.excluded.map(JSONValue.string)))]))])
    case .boolean: return [("type", .string("boolean"))]
    case .choice(let values):
      return [("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))]
    case .list(let element, let minimum):
      return [("type", .string("array")), ("items", .object(schema(of: element)))]
        + (minimum > 0 ? [("minItems", .int(minimum))] : [])
    case .dictionary(let element):
      return [("type", .string("object")), ("additionalProperties", .object(schema(of: element)))]
    case .object(let properties, let required):
      let described = properties.map { property -> (key: String, value: JSONValue) in
        (
          property.name,
          .object(
            [("description", .string(text(of: property.description)))] + schema(of: property.type))
        )
      }
      return [("type", .string("object")), ("properties", .object(described))]
        + (required.isEmpty ? [] : [("required", .array(required.map(JSONValue.string)))])
        + [("additionalProperties", .bool(false))]
    }
  }

  /// A property's description as the schema says it: a rule's severity says what the rule finds,
  /// from the rules' texts, which only the command line holds.
  private static func text(of description: ConfigurationKey.Property.Description) -> String {
    switch description {
    case .text(let text): text
    case .severity(of: let rule):
      "\(rule.documentation.summary) (default: \(Rules.rule(rule).level.rawValue))"
    }
  }
}
