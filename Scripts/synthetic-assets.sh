#!/usr/bin/env bash
# Fills FOLDER with COUNT synthetic assets in a realistic variant mix (3.3 files each on average):
# 1x/2x/3x images, iPad and 568h variants, -hd pairs, JPEGs, nib files and .obj.gz models, in
# nested folders of 100 assets. The files are empty: only their names matter to the generator.
# Usage: Scripts/synthetic-assets.sh FOLDER [COUNT]
set -euo pipefail
folder=$1
count=${2:-10000}
mkdir -p "$folder"
cd "$folder"
names=$(mktemp)
trap 'rm -f "$names"' EXIT
for ((i = 0; i < count; i++)); do
  name="Set$((i / 1000))/Folder$((i / 100))/asset_$i"
  case $((i % 10)) in
    0 | 1 | 2 | 3) printf '%s\n' "$name.png" "$name@2x.png" "$name@3x.png" ;;
    4) printf '%s\n' "$name.png" "$name@2x.png" "$name~ipad.png" "$name@2x~ipad.png" ;;
    5) printf '%s\n' "$name.png" "$name@2x.png" "$name-568h@2x.png" "$name-667h@2x.png" ;;
    6) printf '%s\n' "$name.png" "$name-hd.png" "$name-hd@2x.png" ;;
    7) printf '%s\n' "$name.jpg" "$name@2x.jpg" "$name@3x.jpg" "$name~mac.jpg" ;;
    8) printf '%s\n' "$name.nib" "$name-568h.nib" "$name~ipad.nib" ;;
    9) printf '%s\n' "$name.obj.gz" "$name@2x.obj.gz" ;;
  esac
done >"$names"
sed 's#/[^/]*$##' "$names" | sort -u | xargs mkdir -p
xargs touch <"$names"
