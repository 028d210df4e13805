#!/usr/bin/env bash
# Fills FOLDER with COUNT synthetic assets in a realistic variant mix (3.3 files each on average):
# 1x/2x/3x images, iPad and 568h variants, -hd pairs, JPEGs, nib files and .obj.gz models, in
# nested folders of 100 assets. The files are empty: only their names matter to the generator.
# With --catalog, FOLDER gets instead Media.xcassets, an asset catalog of COUNT sets as Xcode
# writes one, the same as the benchmark's (`SyntheticAssets.catalog`): of every ten sets, six
# universal 1x/2x/3x image sets, one with iPad 1x/2x slots added, one with iPhone 2x/3x, iPad 2x
# and universal 2x slots, one color set (any and dark) and one data set, in groups of 100 below
# sections of ten groups, every fourth group providing a namespace. An image holds the first 24
# bytes of a PNG of its slot's size, what the generator reads of it.
# Usage: Scripts/synthetic-assets.sh [--catalog] FOLDER [COUNT]
set -euo pipefail
catalog=false
if [[ ${1:-} == --catalog ]]; then
  catalog=true
  shift
fi
folder=$1
count=${2:-10000}
mkdir -p "$folder"
cd "$folder"
if $catalog; then
  # Writes FILE as Xcode writes a Contents.json: {, the FIELDs (each indented by two already)
  # separated by commas, }.
  contents() {
    local file=$1 IFS=$'\x1f'
    shift
    local fields="$*"
    printf '{\n%s\n}\n' "${fields//$'\x1f'/$',\n'}" >"$file"
  }
  info='  "info" : {
    "author" : "xcode",
    "version" : 1
  }'
  namespace='  "properties" : {
    "provides-namespace" : true
  }'
  # Sets reply to a list entry of a color set: a universal sRGB color for any appearance, or
  # for the dark one. Arguments: RED (a component), BLUE, and `dark` for the dark appearance.
  # (The helpers set a variable rather than print: a command substitution forks a shell, which
  # cost about 8 s for 10,000 sets.)
  color() {
    local appearance=''
    [[ -z ${3:-} ]] || appearance='
      "appearances" : [
        {
          "appearance" : "luminosity",
          "value" : "dark"
        }
      ],'
    reply="    {$appearance
      \"color\" : {
        \"color-space\" : \"srgb\",
        \"components\" : {
          \"alpha\" : \"1.000\",
          \"blue\" : \"$2\",
          \"green\" : \"0.500\",
          \"red\" : \"$1\"
        }
      },
      \"idiom\" : \"universal\"
    }"
  }
  # Sets reply to a list entry whose values are all strings. Arguments: KEY VALUE pairs, the
  # keys in order.
  entry() {
    reply='    {'
    while [[ $# -gt 0 ]]; do
      reply+=$'\n'"      \"$1\" : \"$2\""
      shift 2
      [[ $# -eq 0 ]] || reply+=,
    done
    reply+=$'\n    }'
  }
  # Writes FILE, a Contents.json holding the list KEY of the ENTRYs, and info. Arguments: FILE
  # KEY ENTRY...
  contents_of_list() {
    local file=$1 key=$2 IFS=$'\x1f'
    shift 2
    local entries="$*"
    contents "$file" "  \"$key\" : ["$'\n'"${entries//$'\x1f'/$',\n'}"$'\n  ]' "$info"
  }
  # The name of set I, without its extension.
  set_name() {
    local kind=image
    case $(($1 % 10)) in
      8) kind=color ;;
      9) kind=data ;;
    esac
    reply=Media.xcassets/Section$(($1 / 1000))/Group$(($1 / 100))/${kind}_$1
  }
  # Every folder in one mkdir: a mkdir process a set cost about 15 s for 10,000 sets.
  for ((i = 0; i < count; i++)); do
    set_name "$i"
    case $((i % 10)) in
      8) printf '%s.colorset\0' "$reply" ;;
      9) printf '%s.dataset\0' "$reply" ;;
      *) printf '%s.imageset\0' "$reply" ;;
    esac
  done | xargs -0 -r mkdir -p
  mkdir -p Media.xcassets
  contents Media.xcassets/Contents.json "$info"
  for ((group = 0; group < (count + 99) / 100; group++)); do
    section=Media.xcassets/Section$((group / 10))
    contents "$section/Contents.json" "$info"
    if ((group % 4 == 0)); then
      contents "$section/Group$group/Contents.json" "$info" "$namespace"
    else
      contents "$section/Group$group/Contents.json" "$info"
    fi
  done
  # The first 24 bytes of a PNG of 16, 32 or 48 pixels a side, by scale: the signature and the
  # start of the IHDR chunk, which holds the width and the height.
  png='\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR'
  side=('' '\x00\x00\x00\x10' '\x00\x00\x00\x20' '\x00\x00\x00\x30')
  for ((i = 0; i < count; i++)); do
    set_name "$i"
    path=$reply
    case $((i % 10)) in
      8)
        printf -v red '0.%03d' $((i % 1000))
        color "$red" 0.300
        any=$reply
        color "$red" 0.900 dark
        contents_of_list "$path.colorset/Contents.json" colors "$any" "$reply"
        continue
        ;;
      9)
        : >"$path.dataset/data_$i.json"
        entry filename "data_$i.json" idiom universal
        contents_of_list "$path.dataset/Contents.json" data "$reply"
        continue
        ;;
      6) slots='universal:1 universal:2 universal:3 ipad:1 ipad:2' ;;
      7) slots='universal:2 iphone:2 iphone:3 ipad:2' ;;
      *) slots='universal:1 universal:2 universal:3' ;;
    esac
    path+=.imageset
    entries=()
    for slot in $slots; do
      idiom=${slot%:*} scale=${slot#*:}
      file=image_$i
      ((scale == 1)) || file+=@${scale}x
      [[ $idiom == universal ]] || file+="~$idiom"
      file+=.png
      # The bytes are the format, so that printf turns their escapes into bytes.
      printf "$png${side[scale]}${side[scale]}" >"$path/$file"
      entry filename "$file" idiom "$idiom" scale "${scale}x"
      entries+=("$reply")
    done
    contents_of_list "$path/Contents.json" images "${entries[@]}"
  done
  exit 0
fi
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
