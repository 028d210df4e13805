#!/usr/bin/env bash
# Measures what a hostile asset catalog of 50 MB costs `asset-manifest lint` (time and peak
# memory), and fails when a goal is missed. The catalog: one color set whose Contents.json is
# 20 MB (refused unread: the reader stops at 1 MB), and 50 color sets whose Contents.json is
# 0.6 MB each, holding one color of 40,000 components (one finding each, read one set at a time).
# Before round four, a 50 MB color set alone took 20 s and 3.4 GB, and wrote a 25 MB Swift file.
# Goals: at most 15 s and 400 MB peak. Memory: a set is read alone, so the peak is one set's JSON
# objects over the tool's own, whatever the number of sets. Time: the 30 MB read are 1.2 million
# components, each parsed by JSONSerialization, sorted, checked and reported once per color:
# 0.5 s a MB, linear, where a real catalog's Contents.json files are a few KB each (10,000 sets
# generate in under 2.4 s, BENCHMARKS.md).
# With --quick (CI), 10 wide sets instead of 50, the figures printed and only the findings
# checked: CI asserts no timing.
# Usage: Scripts/measure-hostile-catalog.sh [--quick] [PATH-TO-asset-manifest]
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
if [[ ${1:-} == --quick ]]; then
  quick=1
  shift
fi
tool=${1:-.build/release/asset-manifest}
[[ -x $tool ]] || swift build -c release --product asset-manifest >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
wide=$((quick ? 10 : 50))
python3 - "$work/Media.xcassets" "$wide" <<'PYTHON'
import json, os, sys
root = sys.argv[1]
def colorset(name, components, padding=0):
    folder = os.path.join(root, name + ".colorset")
    os.makedirs(folder)
    color = {"color-space": "srgb", "components": components}
    text = json.dumps({"colors": [{"idiom": "universal", "color": color}]})
    with open(os.path.join(folder, "Contents.json"), "w") as file:
        file.write(text[:-1] + " " * padding + "}")
components = {"red": "0", "green": "0", "blue": "0"}
components.update({"c%d" % index: "0.5" for index in range(40000)})
for index in range(int(sys.argv[2])):
    colorset("wide%02d" % index, components)
colorset("huge", {"red": "0"}, padding=20 << 20)
PYTHON
size=$(du -sm "$work" | cut -f1)
set +e
/usr/bin/time -f '%e %M' -o "$work/time" "$tool" lint "$work" >/dev/null 2>"$work/findings"
status=$?
set -e
# GNU time writes "Command exited with non-zero status N" first when the tool fails.
read -r seconds kilobytes < <(tail -n 1 "$work/time")
findings=$(grep -c 'catalog-color-component\|catalog-contents-unreadable' "$work/findings" || true)
echo "hostile catalog of ${size} MB: ${seconds} s, $((kilobytes / 1024)) MB peak," \
  "exit ${status}, ${findings} findings ($((wide + 1)) expected)"
((status == 1)) || { echo "error: lint should exit 1 on the catalog's errors" >&2; exit 1; }
((findings == wide + 1)) || {
  echo "error: expected $wide component errors and 1 unreadable set" >&2
  exit 1
}
((quick)) && exit 0
awk -v s="$seconds" 'BEGIN { exit !(s <= 15) }' || { echo "error: over the 15 s goal" >&2; exit 1; }
((kilobytes <= 400 * 1024)) || { echo "error: over the 400 MB goal" >&2; exit 1; }
