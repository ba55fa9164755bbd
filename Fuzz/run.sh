#!/usr/bin/env bash
# Builds the fuzz binary (once for all targets) and runs one target for a number of
# seconds.
# Usage: Fuzz/run.sh load-validate|load-generate|pattern-parser|url-matching|json-readers SECONDS
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1
seconds=${2:-600}
max_len=4096
extra_seeds=()
case "$target" in
    load-validate) ;;&
    load-generate)
        # One input in NAVGEN_FUZZ_TYPECHECK_EVERY (by a hash of its bytes, so the same
        # ones every run) has its generated files type-checked by swiftc, the skeletons
        # against the SwiftUI and UIKit stand-ins of the tests, compiled here once. A
        # compile takes about a second: a lower number finds more and runs fewer inputs.
        standins=$PWD/.build-fuzz/standins
        mkdir -p "$standins"
        # Every stand-in the tests have, each after those it imports (SwiftUI's
        # imports Combine's), so a new one cannot be left out unseen.
        for module in Combine SwiftUI UIKit; do
            swiftc -swift-version 6 -parse-as-library -emit-module -module-name "$module" \
                -I "$standins" -emit-module-path "$standins/$module.swiftmodule" \
                "Tests/NavGenKitTests/CodeGen/Fixtures/StandIns/$module.swift"
        done
        stale=$(comm -23 <(ls Tests/NavGenKitTests/CodeGen/Fixtures/StandIns | sed 's/\.swift$//' | sort) \
            <(printf '%s\n' Combine SwiftUI UIKit))
        if [ -n "$stale" ]; then
            echo "Fuzz/run.sh: add the stand-ins $stale to the list above" >&2
            exit 1
        fi
        export NAVGEN_FUZZ_STANDINS=$standins
        export NAVGEN_FUZZ_TYPECHECK_EVERY=${NAVGEN_FUZZ_TYPECHECK_EVERY:-256}
        ;;&
    load-validate | load-generate)
        # Both spec targets are seeded with the examples too, whose tab bars, flows and
        # deep links a mutation recombines in ways small seeds never reach (a tab bar
        # that presents itself was found this way); they are a little over 4 KB.
        seeds=Fuzz/seeds; dict=Fuzz/yaml.dict; max_len=8192
        extra_seeds=(examples/*/navgen.yaml)
        ;;
    pattern-parser) seeds=Fuzz/seeds-patterns; dict=Fuzz/url.dict ;;
    url-matching)
        seeds=Fuzz/seeds-urls; dict=Fuzz/url.dict
        # The simulator built once at start-up is reported at exit as 288 bytes "leaked"
        # even for an empty input: Swift stores some references in enum payloads with
        # spare bits set, which LeakSanitizer does not recognise as pointers. Per-input
        # leaks would show as growing RSS in the final stats instead.
        export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
        ;;
    json-readers) seeds=Fuzz/seeds-json; dict=Fuzz/json.dict ;;
    *) echo "unknown fuzz target '$target'" >&2; exit 64 ;;
esac
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan.supp}
export NAVGEN_FUZZ_TARGET=$target
binary=.build-fuzz/navgen-fuzz
corpus=.build-fuzz/corpus-$target
Fuzz/build.sh "$binary"
mkdir -p "$corpus"
cp "$seeds"/* "$corpus"/
for seed in "${extra_seeds[@]}"; do
    cp "$seed" "$corpus/example-$(basename "$(dirname "$seed")").yaml"
done
cd .build-fuzz
# An input that takes 20 s is a hang as far as navgen's users can tell: it is reported
# as a crash, with its file, like any other.
"./navgen-fuzz" "corpus-$target" -dict="../$dict" -max_total_time="$seconds" -max_len="$max_len" \
    -timeout=20 -rss_limit_mb=4096 -print_final_stats=1
