"""Which Apple platforms compile each line of a Swift file, from its #if / #elseif / #else / #endif.

Linux's compiler sees the branches that are active on Linux; a reference it resolved counts for
an Apple platform only where that platform compiles the line too. Conditions are read with three
values: true, false, and unknown (a custom flag such as DEBUG, a compiler version), where unknown
counts as compiled, since some configuration compiles it.
"""
import re

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")

# The modules each Apple platform can import, from the SDKs: AppKit is the Mac's, UIKit every
# other platform's but the watch's before watchOS 6 (WatchKit's UI there), WatchKit the watch's.
_APPLE_ONLY_IMPORTS = {
    "AppKit": {"macOS"},
    "UIKit": {"iOS", "tvOS", "visionOS", "watchOS"},
    "WatchKit": {"watchOS"},
    "XcodeProjectPlugin": {"macOS"},
}
# Modules that exist on no Apple platform.
_NON_APPLE_IMPORTS = {"Glibc", "Musl", "WinSDK", "Android", "Bionic", "WASILibc", "CRT", "ucrt"}

_TOKEN = re.compile(r"\s*(&&|\|\||!|\(|\)|[A-Za-z_][A-Za-z0-9_]*\([^()]*\)|[A-Za-z_][A-Za-z0-9_]*)")


def _atom(text, platform):
    match = re.fullmatch(r"(\w+)\(\s*([^()]*?)\s*\)", text)
    if not match:
        return {"true": True, "false": False}.get(text)  # a custom flag: unknown
    function, argument = match.groups()
    if function == "os":
        return argument == platform
    if function == "canImport":
        module = argument.split(",")[0].strip()
        if module in _NON_APPLE_IMPORTS:
            return False
        if module in _APPLE_ONLY_IMPORTS:
            return platform in _APPLE_ONLY_IMPORTS[module]
        return None if module not in ("Darwin", "Foundation", "Dispatch", "ObjectiveC") else True
    if function == "targetEnvironment":
        return False if argument == "macCatalyst" and platform != "iOS" else None
    return None  # arch, compiler, swift, hasFeature, hasAttribute: either way


def _not(value):
    return None if value is None else not value


def _and(left, right):
    if left is False or right is False:
        return False
    return True if left and right else None


def _or(left, right):
    if left is True or right is True:
        return True
    return False if left is False and right is False else None


def evaluate(condition, platform):
    """True, False or None (unknown) for `condition` on `platform`."""
    tokens = []
    position = 0
    condition = condition.split("//")[0].strip()
    while position < len(condition):
        match = _TOKEN.match(condition, position)
        if not match:
            return None
        tokens.append(match.group(1))
        position = match.end()

    def disjunction(index):
        value, index = conjunction(index)
        while index < len(tokens) and tokens[index] == "||":
            right, index = conjunction(index + 1)
            value = _or(value, right)
        return value, index

    def conjunction(index):
        value, index = unary(index)
        while index < len(tokens) and tokens[index] == "&&":
            right, index = unary(index + 1)
            value = _and(value, right)
        return value, index

    def unary(index):
        if index >= len(tokens):
            return None, index
        if tokens[index] == "!":
            value, index = unary(index + 1)
            return _not(value), index
        if tokens[index] == "(":
            value, index = disjunction(index + 1)
            return value, index + 1
        return _atom(tokens[index], platform), index + 1

    return disjunction(0)[0]


def compiled_platforms(lines):
    """For each line (1-based list index 0 unused), the set of Apple platforms that compile it."""
    result = [set(PLATFORMS)]
    # Each open #if: per platform, whether an earlier branch was surely taken, and whether the
    # current branch is compiled; plus the platforms compiling the enclosing code.
    stack = []
    current = set(PLATFORMS)
    for line in lines:
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
        if directive:
            kind, rest = directive.groups()
            if kind == "if":
                taken = {platform: False for platform in PLATFORMS}
                stack.append((current, taken))
                enclosing = current
            elif stack:
                enclosing, taken = stack[-1]
            else:
                enclosing, taken = current, {}
            if kind in ("if", "elseif"):
                current = set()
                for platform in enclosing:
                    value = evaluate(rest, platform)
                    if value is not False and not taken[platform]:
                        current.add(platform)
                    if value is True:
                        taken[platform] = True
            elif kind == "else":
                current = {platform for platform in enclosing if not taken[platform]}
            elif stack:
                current = stack.pop()[0]
            result.append(set())
            continue
        result.append(set(current))
    return result
