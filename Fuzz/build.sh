#!/usr/bin/env bash
# Builds the fuzz binary: NavGenKit's sources and every target's entry file, compiled as
# a single module with the fuzzer and address sanitizer. A binary newer than every
# source is kept: `make fuzz` builds once for all its targets.
# Usage: Fuzz/build.sh OUTPUT
set -euo pipefail
cd "$(dirname "$0")/.."
output=$1
mkdir -p "$(dirname "$output")"
mapfile -t sources < <(find Sources/NavGenKit Fuzz -name '*.swift' | sort)
if [ -x "$output" ] && [ -z "$(find Sources/NavGenKit Fuzz Sources/CYaml -newer "$output" -type f | head -1)" ]; then
    exit 0
fi
# The library's declarations are `package`, which swiftc accepts only with a package name.
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -D FUZZING \
    -module-name NavGenFuzz -package-name navgen \
    -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap -lyaml \
    "${sources[@]}" -o "$output"
