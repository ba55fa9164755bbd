#!/usr/bin/env bash
# Assembles navgen-VERSION.artifactbundle.zip, SwiftPM's format for prebuilt tools (a
# `.binaryTarget` a package's plugin can run, as SwiftLint and SwiftGen ship theirs),
# from built navgen binaries: one variant per binary, with the target triples it runs on.
# Prints the zip's SHA-256, the `checksum:` a `.binaryTarget(url:checksum:)` names.
#
# usage: artifactbundle.sh VERSION OUT_DIR TRIPLES=BINARY...
#   artifactbundle.sh 1.0.0 dist \
#     arm64-apple-macosx,x86_64-apple-macosx=navgen-1.0.0-macos \
#     x86_64-unknown-linux-gnu=navgen-1.0.0-linux-x86_64
set -euo pipefail

version="${1:?usage: artifactbundle.sh VERSION OUT_DIR TRIPLES=BINARY...}"
out="${2:?usage: artifactbundle.sh VERSION OUT_DIR TRIPLES=BINARY...}"
shift 2
[ "$#" -gt 0 ] || { echo "artifactbundle.sh: no TRIPLES=BINARY given" >&2; exit 64; }

name="navgen-$version.artifactbundle"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
bundle="$stage/$name"
mkdir -p "$bundle"

variants=""
for variant in "$@"; do
    triples="${variant%%=*}"
    binary="${variant#*=}"
    [ "$triples" != "$variant" ] && [ -f "$binary" ] || {
        echo "artifactbundle.sh: '$variant' is not TRIPLES=BINARY with an existing binary" >&2
        exit 64
    }
    # A folder per variant, named as its binary: navgen-1.0.0-macos/bin/navgen.
    folder="$(basename "$binary")"
    mkdir -p "$bundle/$folder/bin"
    cp "$binary" "$bundle/$folder/bin/navgen"
    chmod 755 "$bundle/$folder/bin/navgen"
    quoted="\"${triples//,/\", \"}\""
    variants="$variants${variants:+,
}        { \"path\": \"$folder/bin/navgen\", \"supportedTriples\": [$quoted] }"
done

cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "navgen": {
      "type": "executable",
      "version": "$version",
      "variants": [
$variants
      ]
    }
  }
}
JSON

rm -f "$out/$name.zip"
(cd "$stage" && zip -q -r -X "$out/$name.zip" "$name")
if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$out/$name.zip" | cut -d' ' -f1
else
    shasum -a 256 "$out/$name.zip" | cut -d' ' -f1
fi
