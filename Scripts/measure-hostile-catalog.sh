#!/usr/bin/env bash
# Measures what a hostile asset catalog of about 50 MB costs `asset-manifest lint` (time and peak
# memory), and fails when a goal is missed. The catalog: one color set whose Contents.json is
# 50 MB (refused unread: the reader stops at 1 MB), and 48 color sets whose Contents.json is just
# under 1 MB each, holding one color of about 40,000 components (one finding each, read one set at
# a time). Before round four, the 50 MB set alone took 20 s and 3.4 GB.
# Goals: at most 10 s and 400 MB peak for the whole catalog (a set is read alone, so the peak is
# about one 1 MB set's JSON objects over the tool's own ~100 MB, whatever the number of sets;
# the time is linear in the bytes read).
# Usage: Scripts/measure-hostile-catalog.sh [PATH-TO-asset-manifest]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/release/asset-manifest}
[[ -x $tool ]] || swift build -c release --product asset-manifest >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/Media.xcassets" <<'PYTHON'
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
for index in range(48):
    colorset("wide%02d" % index, components)
colorset("huge", {"red": "0"}, padding=50 << 20)
PYTHON
size=$(du -sm "$work" | cut -f1)
set +e
/usr/bin/time -f '%e %M' -o "$work/time" "$tool" lint "$work" >/dev/null 2>"$work/findings"
status=$?
set -e
read -r seconds kilobytes <"$work/time"
findings=$(grep -c 'catalog-color-component\|catalog-contents-unreadable' "$work/findings" || true)
echo "hostile catalog of ${size} MB: ${seconds} s, $((kilobytes / 1024)) MB peak," \
  "exit ${status}, ${findings} findings (49 expected)"
((status == 1)) || { echo "error: lint should exit 1 on the catalog's errors" >&2; exit 1; }
((findings == 49)) || { echo "error: expected 48 component errors and 1 unreadable set" >&2; exit 1; }
awk -v s="$seconds" 'BEGIN { exit !(s <= 10) }' || { echo "error: over the 10 s goal" >&2; exit 1; }
((kilobytes <= 400 * 1024)) || { echo "error: over the 400 MB goal" >&2; exit 1; }
