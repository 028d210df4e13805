"""Apple availability, checked on Linux: every declaration the compiler resolved in this package,
against the package's deployment floor.

Stages (each a function below):
1. what compiles where: `swift package describe` gives the targets, the products and the floor; a
   library product's targets compile on every Apple platform, everything else (executables,
   tests, the build's tool, plugins) on the Mac that builds;
2. the references: the index store SwiftPM writes while it builds every target
   (`swift build --build-tests --enable-index-store`, with the flags given after `--`, so that
   after CI's strict `swift test` the build is already done), which records every declaration
   each line references, type annotations and implicit calls included; the plugins compiled
   with SwiftPM's plugin flags; the Apple-only blocks through Scripts/typecheck-apple.sh's
   passes over the stand-ins (their store from `--apple-index DIR`, or made here); the
   self-test's copy compiled with the flags SwiftPM used for each target, from its build
   manifest;
3. the facts: the availability of every public declaration of the standard library and the
   stand-ins (their symbol graphs, from `swift-symbolgraph-extract`, which carry the toolchain's
   `@available`), and of the Foundation and Dispatch declarations this package uses
   (availability.tsv, each row citing the SDK file it was read from, since Linux's Foundation
   carries no Apple availability);
4. the guards: `if #available`, `guard #available` and `@available` around each reference, from
   the parsed syntax tree (`swiftc -dump-parse`), and the #if branches each Apple platform
   compiles (conditions.py);
5. the findings, printed as `path:line: error: ...`.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import conditions  # noqa: E402
import indexstore  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PLATFORMS = conditions.PLATFORMS
_DESCRIBE_NAMES = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS",
                   "visionos": "visionOS"}
# Toolchain modules whose symbol graphs carry Apple's @available (the standard library's
# availability macros, expanded in the toolchain's .swiftinterface files).
STANDARD_MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization",
                    "Observation", "RegexBuilder", "Distributed", "Testing"]
# Modules whose Linux build carries no Apple availability: their facts are availability.tsv's.
TABLE_MODULES = ["Foundation", "FoundationEssentials", "FoundationInternationalization",
                 "FoundationNetworking", "FoundationXML", "Dispatch", "XCTest"]
STAND_INS = ["CoreGraphics", "UIKit", "AppKit", "SwiftUI", "WatchKit"]


def version(text):
    """A version as three numbers, so that 10.15 and 10.15.0 compare equal."""
    if not text:
        return None
    numbers = [int(part) for part in text.split(".")]
    return tuple(numbers + [0] * (3 - len(numbers)))


def spell(numbers):
    numbers = list(numbers)
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()
    return ".".join(str(number) for number in numbers)


def run(command, cwd=None, quiet=False):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0 and not quiet:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit("error: %s failed (exit %d)" % (shlex.join(command[:3]), result.returncode))
    return result


def host_triple():
    return json.loads(run(["swiftc", "-print-target-info"]).stdout)["target"]["triple"]


# 1. What compiles where.

def describe(root):
    package = json.loads(run(["swift", "package", "describe", "--type", "json"], cwd=root).stdout)
    floor = {_DESCRIBE_NAMES[entry["name"]]: version(entry["version"])
             for entry in package["platforms"] if entry["name"] in _DESCRIBE_NAMES}
    targets = {target["name"]: target for target in package["targets"]}
    everywhere = set()
    pending = [name for product in package["products"] if "library" in product["type"]
               for name in product["targets"]]
    while pending:
        name = pending.pop()
        if name not in everywhere:
            everywhere.add(name)
            pending.extend(targets[name].get("target_dependencies", []))
    # The examples are libraries an app would be: they compile wherever the runtime does.
    everywhere.update(name for name, target in targets.items()
                      if target["type"] == "library" and target["path"].startswith("Examples/"))
    platforms = {name: (set(PLATFORMS) if name in everywhere else {"macOS"}) for name in targets}
    return floor, targets, platforms


# 2. The references.

def swiftpm_commands(root):
    """Each Swift target's compiler arguments from SwiftPM's build manifest, as a type-check."""
    manifest = open(os.path.join(root, ".build", "debug.yaml")).read()
    commands = {}
    triple = host_triple()
    pattern = re.compile(r'^  "C\.(.+?)-%s-debug\.module":\n(?:    .*\n)*?    args: (\[.*\])$' % re.escape(triple), re.M)
    dropped_with_value = {"-emit-module-path", "-output-file-map", "-index-store-path",
                          "-emit-objc-header-path", "-j"}
    dropped = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
               "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-g",
               "-emit-executable", "-enable-testing"}
    for match in pattern.finditer(manifest):
        module, arguments = match.group(1), json.loads(match.group(2))
        if module.endswith("PackageTests") or module.endswith("PackageDiscoveredTests"):
            continue  # the test runner SwiftPM writes on Linux; on Apple platforms, XCTest's own
        kept, sources, skip = [], [], False
        for argument in arguments[1:]:
            if skip:
                skip = False
            elif kept and kept[-1] == "-Xcc":
                kept.append(argument)
            elif argument in dropped_with_value:
                skip = True
            elif argument in dropped or argument.startswith("-j"):
                continue
            elif argument.startswith("@"):
                sources = open(argument[1:]).read().split()
            else:
                kept.append(argument)
        commands[module] = (kept, sources)
    return commands


def compile_targets(root, sources_root, store, work, modules=None, jobs=2):
    """Compiles the Swift targets named in `modules` (every one when None) with an index store,
    sources under `root` read from `sources_root` (the self-test's copy), generated files where
    they are. A compile, not a type-check: the index names its units after their object files,
    and a type-check, which writes none, leaves one unit for all."""
    commands = swiftpm_commands(root)

    def one(item):
        module, (arguments, sources) = item
        files = [os.path.join(sources_root, os.path.relpath(path, root))
                 if path.startswith(root + os.sep) and not path.startswith(os.path.join(root, ".build"))
                 else path for path in sources]
        objects = os.path.join(work, "objects", module)
        os.makedirs(objects, exist_ok=True)
        output_map = os.path.join(objects, "output-file-map.json")
        with open(output_map, "w") as out:
            json.dump({path: {"object": os.path.join(objects, "%d.o" % number)}
                       for number, path in enumerate(files)}, out)
        result = run(["swiftc", "-c", "-output-file-map", output_map, "-index-store-path", store,
                      "-index-ignore-system-modules", "-enable-testing"] + arguments + files, quiet=True)
        shutil.rmtree(objects, ignore_errors=True)
        return module, result
    selected = sorted(item for item in commands.items() if modules is None or item[0] in modules)
    failures = []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for module, result in pool.map(one, selected):
            if result.returncode != 0:
                failures.append("%s:\n%s" % (module, result.stderr[-4000:]))
    if failures:
        raise SystemExit("error: a target does not compile:\n" + "\n".join(failures))


def compile_plugins(sources_root, store, work):
    """Compiles each plugin with SwiftPM's plugin flags and PackagePlugin, indexed."""
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swift"))))
    plugin_api = os.path.join(toolchain, "lib", "swift", "pm", "PluginAPI")
    plugins = os.path.join(sources_root, "Plugins")
    shared = sorted(os.path.join(plugins, "PluginsShared", name)
                    for name in os.listdir(os.path.join(plugins, "PluginsShared")) if name.endswith(".swift"))
    for plugin in sorted(os.listdir(plugins)):
        folder = os.path.join(plugins, plugin)
        if plugin == "PluginsShared" or not os.path.isdir(folder):
            continue
        files = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))
        objects = os.path.join(work, "objects", "plugin-" + plugin)
        os.makedirs(objects, exist_ok=True)
        output_map = os.path.join(objects, "output-file-map.json")
        with open(output_map, "w") as out:
            json.dump({path: {"object": os.path.join(objects, "%d.o" % number)}
                       for number, path in enumerate(files + shared)}, out)
        # The Xcode adapter imports XcodeProjectPlugin, which only Xcode has: its block is
        # inactive here, and the Apple passes compile it.
        run(["swiftc", "-c", "-output-file-map", output_map, "-swift-version", "6",
             "-package-description-version", "6.1.0", "-parse-as-library", "-I", plugin_api,
             "-module-name", plugin, "-index-store-path", store, "-index-ignore-system-modules"]
            + files + shared)
        shutil.rmtree(objects, ignore_errors=True)


def apple_pass_references(root, output, toolchain_lib):
    """The references of the Apple-only blocks: Scripts/typecheck-apple.sh --index-into `output`
    compiles each pass (its platform's #if made true, against the stand-ins) into an index store
    under `output` and lists its copies' folders beside the folders they copy (copies.tsv), so
    each reference is mapped back to the package's own file; the stand-in modules it built stay
    in `output`/standins/PASS for their symbol graphs. Run here unless `output` holds them from
    an earlier run (CI's Apple type-check stage)."""
    if not os.path.exists(os.path.join(output, "copies.tsv")):
        run(["bash", os.path.join(root, "Scripts", "typecheck-apple.sh"), "--index-into", output], cwd=root)
    copies = [line.rstrip("\n").split("\t") for line in open(os.path.join(output, "copies.tsv"))]
    mapped = []
    for path, line, column, usr, name in indexstore.references(os.path.join(output, "store"), toolchain_lib):
        for copy, original in copies:
            if path.startswith(copy + os.sep):
                mapped.append((os.path.join(root, original) + path[len(copy):], line, column, usr, name))
                break
    return mapped


# 3. The facts.

def symbol_graphs(modules, search_paths, output):
    """USR -> (module, dotted path, availability list) for each public symbol of `modules`."""
    symbols = {}
    for module in modules:
        folder = os.path.join(output, module)
        os.makedirs(folder, exist_ok=True)
        command = ["swift-symbolgraph-extract", "-module-name", module, "-target", host_triple(),
                   "-output-dir", folder, "-minimum-access-level", "public"]
        for path in search_paths:
            command += ["-I", path]
        if run(command, quiet=True).returncode != 0:
            continue  # a module this toolchain lacks
        for name in os.listdir(folder):
            graph = json.load(open(os.path.join(folder, name)))
            for symbol in graph["symbols"]:
                symbols[symbol["identifier"]["precise"]] = (
                    module, ".".join(symbol["pathComponents"]), symbol.get("availability", []))
    return symbols


def facts_from_graph(availability):
    """{platform: introduced version, or 'unavailable'} from a symbol graph's availability."""
    facts = {}
    for entry in availability:
        domain = entry.get("domain")
        if domain not in PLATFORMS and domain != "*":
            continue
        if entry.get("isUnconditionallyUnavailable"):
            if domain == "*":
                facts.update({platform: "unavailable" for platform in PLATFORMS})
            else:
                facts[domain] = "unavailable"
        elif "introduced" in entry and domain in PLATFORMS:
            introduced = entry["introduced"]
            facts[domain] = (introduced["major"], introduced.get("minor", 0), introduced.get("patch", 0))
    return inherit_vision(facts)


def inherit_vision(facts):
    # visionOS inherits iOS's availability where it states none of its own; visionOS 1 is iOS 17.
    if "visionOS" not in facts and isinstance(facts.get("iOS"), tuple):
        ios = facts["iOS"]
        facts["visionOS"] = (max(1, ios[0] - 16) if ios[0] < 26 else ios[0], 0, 0) \
            if ios[0] >= 18 else (1, 0, 0)
    return facts


def load_table(path):
    """availability.tsv: symbol path, then macOS, iOS, tvOS, watchOS, visionOS ('-' for
    unavailable), then the source each fact was read from."""
    table = {}
    for number, line in enumerate(open(path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.rstrip("\n").split("\t")
        if len(fields) != 7 or not fields[6].strip():
            raise SystemExit("%s:%d: error: a row needs a symbol, five versions and its source" % (path, number))
        facts = {}
        for platform, text in zip(PLATFORMS, fields[1:6]):
            facts[platform] = "unavailable" if text == "-" else version(text)
        table[fields[0]] = facts
    return table


# 4. The guards.

def guards(path, cache):
    """[(start offset, end offset, {platform: version or 'any'})] of the availability contexts of
    the file: `if #available` branches, the code after `guard #available`, `@available` decls."""
    if path in cache:
        return cache[path]
    result = subprocess.run(["swiftc", "-dump-parse", "-dump-ast-format", "json", path],
                            capture_output=True, text=True)
    found = []
    try:
        tree = json.loads(result.stdout)
    except ValueError:
        cache[path] = found
        return found

    def specs(queries, key):
        versions = {}
        for query in queries:
            domain = query.get(key) or query.get("domain") or query.get("domainIdentifier")
            if domain in PLATFORMS and query.get("version"):
                versions[domain] = version(query["version"])
        return inherit_vision(versions)

    def walk(node, enclosing_end):
        if isinstance(node, list):
            for item in node:
                walk(item, enclosing_end)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind", "")
        extent = node.get("range")
        attributes = [attribute for attribute in node.get("attrs", []) if attribute.get("_kind") == "available_attr"]
        if attributes and extent:
            versions = {}
            for attribute in attributes:
                domain = attribute.get("domain") or attribute.get("domainIdentifier")
                if attribute.get("unavailable") or attribute.get("kind") == "unavailable":
                    versions[domain if domain in PLATFORMS else "*"] = "any"
                elif domain in PLATFORMS and attribute.get("introduced"):
                    versions[domain] = version(attribute["introduced"])
            if versions.get("*") == "any":
                versions = {platform: "any" for platform in PLATFORMS}
            found.append((extent["start"], extent["end"], inherit_vision(versions)))
        if kind in ("if_stmt", "guard_stmt", "while_stmt"):
            queries = [condition for condition in node.get("conditions", [])
                       if condition.get("_kind") == "#available"]
            if queries and extent:
                versions = specs([query for condition in queries for query in condition.get("queries", [])], "domain")
                if kind == "guard_stmt":
                    found.append((extent["end"], enclosing_end, versions))
                else:
                    body = node.get("then_stmt") or node.get("body") or {}
                    if body.get("range"):
                        found.append((body["range"]["start"], body["range"]["end"], versions))
        end = extent["end"] if kind == "brace_stmt" and extent else enclosing_end
        for key, value in node.items():
            if key not in ("range", "attrs"):
                walk(value, end)

    walk(tree, 1 << 62)
    cache[path] = found
    return found


# 5. The findings.

def check(root, sources_root, work, build_flags, modules=None, apple_index=None):
    """The findings for the sources under `sources_root` (the package's own, or the self-test's
    copy), for the targets named in `modules` (all when None). The package's own are read from
    the index store SwiftPM writes while it builds (`--enable-index-store`, with `build_flags`,
    so that after CI's `swift test` with the same flags the build is done); a copy's targets are
    compiled here. `apple_index` is the folder of the Apple passes' store (None: no passes)."""
    floor, targets, platforms = describe(root)
    build = ["swift", "build", "--build-tests", "--enable-index-store"] + list(build_flags)
    run(build, cwd=root)
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swift"))))
    if sources_root == root and modules is None:
        bin_path = run(build + ["--show-bin-path"], cwd=root).stdout.strip()
        store = os.path.join(bin_path, "index", "store")
    else:
        store = os.path.join(work, "index")
        compile_targets(root, sources_root, store, work, modules)
    plugin_store = os.path.join(work, "plugin-index")
    compile_plugins(sources_root, plugin_store, work)
    # Not the test runner SwiftPM writes on Linux (on Apple platforms XCTest's own runs).
    references = [reference for reference in indexstore.references(store, os.path.join(toolchain, "lib"))
                  if not re.search(r"Package(Discovered)?Tests\.derived/", reference[0])]
    references += indexstore.references(plugin_store, os.path.join(toolchain, "lib"))
    graphs = symbol_graphs(STANDARD_MODULES, [], os.path.join(work, "graphs"))
    if apple_index:
        apple = apple_index
        references += apple_pass_references(root, apple, os.path.join(toolchain, "lib"))
        for platform_pass in sorted(os.listdir(os.path.join(apple, "standins"))):
            graphs.update(symbol_graphs(STAND_INS, [os.path.join(apple, "standins", platform_pass)],
                                        os.path.join(work, "standin-graphs", platform_pass)))
    table_symbols = symbol_graphs(TABLE_MODULES, [], os.path.join(work, "table-graphs"))
    table = load_table(os.path.join(HERE, "availability.tsv"))

    module_of_path = {}
    for name, target in targets.items():
        module_of_path[os.path.join(sources_root, target["path"])] = name
    module_of_path[os.path.join(sources_root, "Plugins")] = "Plugins"

    def target_platforms(path):
        best = None
        for folder, name in module_of_path.items():
            if path.startswith(folder + os.sep) and (best is None or len(folder) > len(best[0])):
                best = (folder, name)
        if best is None:
            # Generated files under .build: the target whose plugin wrote them.
            for name in targets:
                if "/%s/" % name in path or "/%s.build/" % name in path:
                    return platforms[name]
            return {"macOS"}
        return platforms.get(best[1], {"macOS"})

    # Apple's compiler ranks an overload its deployment target lacks below one it has (the
    # constraint solver's score for a declaration unavailable in the current context), so where a
    # newer overload has a sibling of the same name the floor has (FixedWidthInteger's `&*`
    # requirement of Swift 6 beside its older extension, `Double(_: Substring)` beside the generic
    # `Double(_: StringProtocol)`), Linux's choice is not Apple's: such a reference is not reported.
    floor_siblings = {}
    for module, dotted, availability in graphs.values():
        facts = facts_from_graph(availability)
        for platform in PLATFORMS:
            need = facts.get(platform)
            if need is None or (need != "unavailable" and need <= floor[platform]):
                floor_siblings.setdefault(dotted, set()).add(platform)
    findings, unknown, line_cache, guard_cache = {}, {}, {}, {}
    for path, line, column, usr, name in sorted(set(references)):
        if not os.path.exists(path):
            continue  # a unit left by an earlier build of a file since moved
        if usr in graphs:
            module, dotted, availability = graphs[usr]
            needed = facts_from_graph(availability)
        elif usr in table_symbols:
            module, dotted, _ = table_symbols[usr]
            if dotted not in table:
                unknown.setdefault((module, dotted), []).append((path, line))
                continue
            needed = table[dotted]
        else:
            continue  # this package's own declarations, locals, C functions
        if path not in line_cache:
            lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
            offsets, total = [], 0
            for text in lines:
                offsets.append(total)
                total += len(text.encode("utf-8")) + 1
            line_cache[path] = (conditions.compiled_platforms(lines), offsets)
        compiled, offsets = line_cache[path]
        offset = offsets[line - 1] + column - 1 if line - 1 < len(offsets) else 0
        where = target_platforms(path) & (compiled[line] if line < len(compiled) else set(PLATFORMS))
        short = []
        for platform in PLATFORMS:
            if platform not in where or platform not in needed:
                continue
            need = needed[platform]
            if need != "unavailable" and need <= floor[platform]:
                continue
            if usr in graphs and platform in floor_siblings.get(dotted, set()):
                continue
            covered = any(start <= offset <= end and (versions.get(platform) == "any" or (
                need != "unavailable" and isinstance(versions.get(platform), tuple) and versions[platform] >= need))
                for start, end, versions in guards(path, guard_cache))
            if not covered:
                short.append("%s %s" % (platform, "(unavailable)" if need == "unavailable" else spell(need)))
        if short:
            display = os.path.relpath(path, sources_root) if path.startswith(sources_root) else path
            findings[(display, line, dotted)] = short
    return floor, findings, unknown


def floor_text(floor):
    return " / ".join("%s %s" % (platform, spell(floor[platform])) for platform in PLATFORMS)


def report(floor, findings, unknown):
    """Prints each finding in the one format of the package's diagnostics; 1 when any."""
    table_path = os.path.relpath(os.path.join(HERE, "availability.tsv"), os.path.dirname(os.path.dirname(HERE)))
    for (path, line, name), short in sorted(findings.items()):
        print("%s:%d: error: '%s' needs %s; the package's floor is %s: use an API the floor has, or "
              "guard the use with 'if #available'" % (path, line, name, " / ".join(short), floor_text(floor)))
    for (module, name), places in sorted(unknown.items()):
        path, line = places[0]
        path = os.path.relpath(path, os.path.dirname(os.path.dirname(HERE))) if path.startswith("/") else path
        print("%s:%d: error: no availability fact for %s's '%s': add its row, with the SDK file it "
              "comes from, to %s" % (path, line, module, name, table_path))
    return 1 if findings or unknown else 0


# The self-test: uses planted in a copy, each of which must be reported at its line, and guarded
# uses, which must not.
PLANTED = [
    ("Sources/AssetManifestGenerator/Scan/FolderEntries.swift", "init(validating:as:)",
     "func availabilitySelfTest(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }"),
    ("Sources/StandardFolders/SystemContext+Current.swift", "read(upToCount:)",
     "func availabilitySelfTest(_ handle: FileHandle) throws -> Data? { try handle.read(upToCount: 1) }"),
    ("Sources/StandardPaths/Manifest/Asset.swift", "init(filePath:directoryHint:relativeTo:)",
     'func availabilitySelfTest() -> URL { URL(filePath: "/") }'),
    ("Plugins/AssetManifestPlugin/AssetManifestPlugin.swift", "now",
     "func availabilitySelfTest() -> Any { ContinuousClock.now }"),
]
GUARDED = [
    ("Sources/AssetManifestGenerator/Scan/FolderEntries.swift",
     "func availabilitySelfTestGuarded(_ bytes: [UInt8]) -> String? { if #available(macOS 15, iOS 18, "
     "tvOS 18, watchOS 11, visionOS 2, *) { return String(validating: bytes, as: UTF8.self) }; return nil }"),
    ("Sources/AssetManifestGenerator/Scan/FolderEntries.swift",
     "@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) func availabilitySelfTestAttribute("
     "_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }"),
    ("Sources/StandardFolders/SystemContext+Current.swift",
     "func availabilitySelfTestGuarded(_ handle: FileHandle) throws -> Data? { guard #available(macOS 10.15.4, "
     "iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return nil }; return try handle.read(upToCount: 1) }"),
]


def self_test(root, work, build_flags):
    copy = os.path.join(work, "copy")
    for folder in ("Sources", "Plugins", "Tests", "Examples"):
        shutil.copytree(os.path.join(root, folder), os.path.join(copy, folder), symlinks=True)
    expected, guarded = {}, []
    for path, name, line in PLANTED:
        with open(os.path.join(copy, path), "a") as out:
            out.write(line + "\n")
        expected[(path, sum(1 for _ in open(os.path.join(copy, path))))] = name
    for path, line in GUARDED:
        with open(os.path.join(copy, path), "a") as out:
            out.write(line + "\n")
        guarded.append((path, sum(1 for _ in open(os.path.join(copy, path)))))
    modules = {"AssetManifestGenerator", "StandardFolders", "StandardPaths"}
    floor, findings, unknown = check(root, copy, os.path.join(work, "check"), build_flags, modules)
    print("check-availability: self-test: what it reports of the planted uses (expected):")
    report(floor, findings, unknown)
    failed = False
    for (path, line), name in sorted(expected.items()):
        if not any(found[0] == path and found[1] == line and found[2].endswith(name) for found in findings):
            print("error: self-test: '%s' planted at %s:%d was not reported" % (name, path, line))
            failed = True
    for path, line in guarded:
        if any(found[0] == path and found[1] == line for found in findings):
            print("error: self-test: the guarded use at %s:%d was reported" % (path, line))
            failed = True
    if failed:
        return 1
    print("check-availability: self-test: each of the %d planted uses was reported at its line, "
          "and none of the %d guarded uses" % (len(expected), len(guarded)))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--self-test", action="store_true",
                        help="also plant uses newer than the floor in a copy and check each is reported")
    parser.add_argument("--apple-index", metavar="DIR",
                        help="the Apple passes' index from `Scripts/typecheck-apple.sh --index-into DIR`, "
                        "instead of running them here")
    parser.add_argument("build_flags", nargs="*", metavar="BUILD-FLAG",
                        help="after `--`: flags for `swift build` (CI's own, so that its build is reused)")
    arguments = parser.parse_args()
    root = os.path.dirname(os.path.dirname(HERE))
    with tempfile.TemporaryDirectory() as work:
        apple_index = arguments.apple_index or os.path.join(work, "apple")
        floor, findings, unknown = check(root, root, os.path.join(work, "package"),
                                         arguments.build_flags, apple_index=os.path.abspath(apple_index))
        status = report(floor, findings, unknown)
        if status == 0:
            print("check-availability: every declaration the package's targets, plugins and Apple-only "
                  "blocks use exists at the floor %s, or is guarded" % floor_text(floor))
        if arguments.self_test and status == 0:
            status = self_test(root, os.path.join(work, "self-test"), arguments.build_flags)
    return status


if __name__ == "__main__":
    sys.exit(main())
