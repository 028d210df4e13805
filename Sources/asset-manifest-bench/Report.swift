import Foundation

/// Every figure of one run, printed as a table or as one JSON object.
struct Report {
  struct Figure {
    var name: String
    var value: Double
    var goal: String
    var detail: String
  }

  var figures: [Figure] = []
  /// Nil when `strace` is not installed.
  var syscallsPerMillionLookups: Int?

  mutating func add(_ name: String, _ value: Double, goal: String, detail: String) {
    figures.append(Figure(name: name, value: value, goal: goal, detail: detail))
  }

  var table: String {
    var lines = ["FIGURE                        VALUE        GOAL     DETAIL"]
    for figure in figures {
      lines.append(
        figure.name.padding(toLength: 30, withPad: " ", startingAt: 0)
          + String(format: "%-13.3f", figure.value)
          + figure.goal.padding(toLength: 9, withPad: " ", startingAt: 0) + figure.detail)
    }
    let syscalls = syscallsPerMillionLookups.map(String.init) ?? "strace is not installed"
    lines.append(
      "syscalls_per_million_lookups".padding(toLength: 30, withPad: " ", startingAt: 0)
        + syscalls.padding(toLength: 13, withPad: " ", startingAt: 0) + "0        strace -f -c")
    lines.append(
      "compile cost beside R.swift's and SwiftGen's shapes: Scripts/measure-compile-cost.sh 10000; "
        + "build overhead of the plugin: Scripts/measure-build-overhead.sh (see BENCHMARKS.md)")
    return lines.joined(separator: "\n")
  }

  var json: String {
    var object: [String: Any] = [:]
    for figure in figures { object[figure.name] = figure.value.isFinite ? figure.value : NSNull() }
    object["syscalls_per_million_lookups"] = syscallsPerMillionLookups ?? NSNull()
    if syscallsPerMillionLookups == nil { object["syscalls_note"] = "strace is not installed" }
    object["compile_cost"] = "Scripts/measure-compile-cost.sh 10000 --json"
    object["build_overhead"] = "Scripts/measure-build-overhead.sh"
    let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}
