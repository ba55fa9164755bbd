#!/usr/bin/env bash
# Builds one libFuzzer binary: NavGenKit's sources plus one entry file (and the files
# that go with it), compiled as a single module with the fuzzer and address sanitizer.
# Usage: Fuzz/build.sh ENTRY.swift OUTPUT [MORE.swift...]
set -euo pipefail
cd "$(dirname "$0")/.."
entry=$1
output=$2
shift 2
mkdir -p "$(dirname "$output")"
mapfile -t sources < <(find Sources/NavGenKit -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -D FUZZING \
    -module-name NavGenFuzz \
    -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap -lyaml \
    "${sources[@]}" "$entry" "$@" -o "$output"
