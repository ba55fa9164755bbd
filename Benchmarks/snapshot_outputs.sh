#!/usr/bin/env bash
# Writes every output navgen gives for the examples, the test fixtures' specs and the
# bench specs into one folder, so two builds can be compared byte for byte:
#
#   Benchmarks/snapshot_outputs.sh .build/release/navgen /tmp/before
#   ... change navgen, build again ...
#   Benchmarks/snapshot_outputs.sh .build/release/navgen /tmp/after
#   diff -r /tmp/before /tmp/after
#
# Exit codes are recorded beside each output. SKIP_LARGE=1 leaves out the 10k specs.
set -uo pipefail
cd "$(dirname "$0")/.."
navgen=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
rm -rf "$out"
mkdir -p "$out"
specs_dir=.build-bench/snapshot-specs
mkdir -p "$specs_dir"

# The bench specs, made by the bench's own generator.
python3 Benchmarks/generate_spec.py 20 "$specs_dir/bench-20.yaml" "$specs_dir/bench-20-urls.txt" 200
python3 Benchmarks/generate_spec.py 1000 "$specs_dir/bench-1k.yaml" "$specs_dir/bench-1k-urls.txt" 2000
python3 Benchmarks/generate_spec.py --layout sets 1000 "$specs_dir/bench-1k-sets.yaml"
if [ "${SKIP_LARGE:-0}" != 1 ]; then
    python3 Benchmarks/generate_spec.py 10000 "$specs_dir/bench-10k.yaml" "$specs_dir/bench-10k-urls.txt" 10000
    python3 Benchmarks/generate_spec.py --layout tabs 10000 "$specs_dir/bench-10k-tabs.yaml"
fi

# One capture: stdout, stderr and the exit code of a command.
capture() {
    local name=$1
    shift
    "$@" >"$out/$name.out" 2>"$out/$name.err"
    echo $? >"$out/$name.code"
}

snapshot() {
    local name=$1 spec=$2 urls=${3:-}
    for format in text json sarif github; do
        capture "$name.validate-$format" "$navgen" validate "$spec" --format "$format"
    done
    capture "$name.routes-text" "$navgen" routes "$spec"
    capture "$name.routes-json" "$navgen" routes "$spec" --format json
    for format in mermaid dot json; do
        capture "$name.graph-$format" "$navgen" graph "$spec" --format "$format"
    done
    if [ -n "$urls" ] && [ -f "$urls" ]; then
        capture "$name.simulate-urls" "$navgen" simulate "$spec" --urls "$urls"
        capture "$name.simulate-urls-json" "$navgen" simulate "$spec" --urls "$urls" --format json
    fi
    local flows
    flows="$(dirname "$spec")/flows.yaml"
    if [ -f "$flows" ]; then
        capture "$name.simulate-flows" "$navgen" simulate "$spec" --flows "$flows"
    fi
    # generate writes below the repository (its messages name the folder, which must not
    # depend on where the snapshot goes), then the files move into the snapshot.
    local generated=.build-bench/snapshot-generated
    local uis="swiftui uikit none" accesses="internal public"
    # The 10k specs generate in minutes (their routers spell every back stack; the tabbed
    # one's is over 600 MB): one variant there.
    case "$name" in bench-10k-tabs) uis="" ;; bench-10k*) uis=swiftui accesses=internal ;; esac
    for ui in $uis; do
        for access in $accesses; do
            rm -rf "$generated"
            capture "$name.generate-$ui-$access" "$navgen" generate "$spec" --output "$generated" --ui "$ui" \
                --access "$access"
            [ -d "$generated" ] && mv "$generated" "$out/$name.generate-$ui-$access.files"
        done
    done
}

for example in examples/*/navgen.yaml; do
    folder=$(dirname "$example")
    snapshot "example-$(basename "$folder")" "$example" "$folder/urls.txt"
done
# Every fixture spec the tests keep on disk.
while IFS= read -r spec; do
    name=$(echo "$spec" | sed 's#^Tests/##; s#/#_#g; s#\.yaml$##')
    snapshot "fixture-$name" "$spec"
done < <(find Tests -name '*.yaml' -path '*Fixtures*' | sort)
bench_specs=(bench-20 bench-1k bench-1k-sets)
[ "${SKIP_LARGE:-0}" = 1 ] || bench_specs+=(bench-10k bench-10k-tabs)
for name in "${bench_specs[@]}"; do
    spec=$specs_dir/$name.yaml
    snapshot "$name" "$spec" "$specs_dir/$name-urls.txt"
done
echo "wrote $(find "$out" -type f | wc -l) files to $out"
