#!/usr/bin/env bash
# Builds examples/RecipesApp, a package that uses navgen's SwiftPM plugins, runs its
# tests, and checks the plugins on a copy of it: building runs the build-tool plugin,
# an edited spec is regenerated, a spec error fails the build at the YAML's
# file:line:col, `swift package navgen validate` keeps navgen's exit status and needs
# no permission, and `navgen-write generate` leaves the build's file to the build.
# Then it follows the README's plugin steps on a package exactly as `swift package
# init --type library` leaves it, builds it and opens a deep link in its test.
#
# Every build shares one scratch folder (CONSUMER_SCRATCH, default .build-consumer),
# so navgen is built once for all of them, and again only when its sources change.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SWIFT="${SWIFT:-swift}"
SCRATCH="${CONSUMER_SCRATCH:-$ROOT/.build-consumer}"
case "$SCRATCH" in /*) ;; *) SCRATCH="$ROOT/$SCRATCH" ;; esac

failures=0
pass() { echo "ok: $1"; }
fail() {
    echo "FAILED: $1" >&2
    failures=$((failures + 1))
}

# 1. The example as it is committed: build it (the plugin generates its navigation
#    code) and run its Swift Testing tests.
"$SWIFT" build --package-path "$ROOT/examples/RecipesApp" --scratch-path "$SCRATCH" --build-tests
"$SWIFT" test --package-path "$ROOT/examples/RecipesApp" --scratch-path "$SCRATCH" --skip-build

# 2. The example's spec is examples/recipes' but for its header and `generate:` block.
spec_body() { sed -e '1,/^navgen: 1/{/^navgen: 1/!d;}' -e '/^generate:/,/^$/d' "$1"; }
if diff <(spec_body "$ROOT/examples/recipes/navgen.yaml") \
    <(spec_body "$ROOT/examples/RecipesApp/Sources/RecipesNavigation/navgen.yaml") >/dev/null; then
    pass "examples/RecipesApp's spec is examples/recipes' spec"
else
    fail "examples/RecipesApp/Sources/RecipesNavigation/navgen.yaml differs from examples/recipes/navgen.yaml beyond its header and generate: block"
fi

# 3. The plugins, on a copy whose dependency on navgen is an absolute path. Its
#    folder name gives it a package identity of its own, so its generated files are
#    not the committed example's.
# Links resolved (macOS's /var is /private/var), as SwiftPM names the files.
work="$(cd "$(mktemp -d)" && pwd -P)"
trap 'rm -rf "$work"' EXIT
package="$work/PluginCheck"
mkdir -p "$package"
cp -R "$ROOT/examples/RecipesApp/Sources" "$ROOT/examples/RecipesApp/Tests" "$package/"
sed "s|path: \"\\.\\./\\.\\.\"|path: \"$ROOT\"|" "$ROOT/examples/RecipesApp/Package.swift" >"$package/Package.swift"
grep -q "path: \"$ROOT\"" "$package/Package.swift" || { echo "could not point the copy at $ROOT" >&2; exit 1; }
spec="$package/Sources/RecipesNavigation/navgen.yaml"
outputs="$SCRATCH/plugins/outputs/plugincheck"
rm -rf "$outputs"

build() { "$SWIFT" build --package-path "$package" --scratch-path "$SCRATCH" >"$work/build.log" 2>&1; }
# The read-only command plugin (no permission asked), and the writing one.
navgen() {
    "$SWIFT" package --package-path "$package" --scratch-path "$SCRATCH" navgen "$@" >"$work/command.log" 2>&1
}
navgen_write() {
    "$SWIFT" package --package-path "$package" --scratch-path "$SCRATCH" \
        --allow-writing-to-package-directory navgen-write "$@" >"$work/command.log" 2>&1
}
# The generated file of that name, or /nonexistent (so a grep on it fails).
generated() {
    local found
    found="$(find "$outputs" -name "$1" -type f 2>/dev/null | head -n 1)"
    echo "${found:-/nonexistent}"
}

if build; then pass "the copy builds"; else cat "$work/build.log" >&2; fail "the copy does not build"; fi
first="$(generated navgen.generated.swift)"
if grep -qE "public (nonisolated )?struct RecipesNavigationState" "$first"; then
    pass "building runs the plugin: $first"
    cp "$first" "$work/first.swift"
else
    fail "building did not generate navgen.generated.swift under $outputs"
fi

if navgen validate && grep -q "0 errors, 0 warnings" "$work/command.log"; then
    pass "swift package navgen validate exits 0 on the good spec, without asking to write"
else
    cat "$work/command.log" >&2
    fail "swift package navgen validate failed on the good spec"
fi

# A command that reads no spec gets none added.
if navgen rules && grep -q "^yaml-syntax " "$work/command.log"; then
    pass "swift package navgen rules runs navgen rules as it is"
else
    cat "$work/command.log" >&2
    fail "swift package navgen rules failed"
fi

# A command that writes, asked of the read-only plugin: one line naming the other.
if ! navgen generate --target RecipesNavigation \
    && grep -qF "run: swift package --allow-writing-to-package-directory navgen-write generate --target RecipesNavigation" \
        "$work/command.log" \
    && grep -q "Plugin ended with exit code 64$" "$work/command.log"; then
    pass "swift package navgen generate names navgen-write, and writes nothing"
else
    cat "$work/command.log" >&2
    fail "swift package navgen generate did not refuse with a line naming navgen-write"
fi

# What only reads runs in the read-only plugin, `generate --check` too; a baseline
# written is a write.
if navgen generate --check --ui none --target RecipesNavigation \
    && grep -q "^generated files are up to date$" "$work/command.log" \
    && ! navgen validate --write-baseline navgen.baseline.json \
    && grep -qF "run: swift package --allow-writing-to-package-directory navgen-write validate --write-baseline" \
        "$work/command.log" \
    && [ ! -e "$package/navgen.baseline.json" ]; then
    pass "swift package navgen runs generate --check, and refuses validate --write-baseline"
else
    cat "$work/command.log" >&2
    fail "swift package navgen refused generate --check, or wrote a baseline"
fi

# navgen-write generate on a target's spec writes the skeletons, never the navigation
# file the build generates (a second copy in the target would not compile).
coordinators="$package/Sources/RecipesNavigation/Coordinators"
if navgen_write generate --target RecipesNavigation --output Sources/RecipesNavigation/Coordinators \
    && grep -q "writing the coordinator skeletons only" "$work/command.log" \
    && [ -f "$coordinators/MainCoordinator.swift" ] \
    && [ "$(find "$package/Sources" -name '*Navigation.swift' -o -name 'navgen.generated.swift' | wc -l)" -eq 0 ]; then
    pass "swift package navgen-write generate --target writes the skeletons only"
else
    cat "$work/command.log" >&2
    fail "swift package navgen-write generate --target wrote a navigation file, or no skeleton"
fi
rm -rf "$coordinators"

sed 's|deeplink: /settings/profile|deeplink: /settings/me|' "$spec" >"$work/edited.yaml"
cp "$work/edited.yaml" "$spec"
if build && ! cmp -s "$work/first.swift" "$(generated navgen.generated.swift)" \
    && grep -q "/settings/me" "$(generated navgen.generated.swift)"; then
    pass "an edited spec is generated again"
else
    cat "$work/build.log" >&2
    fail "building after editing the spec did not regenerate navgen.generated.swift"
fi

# The file's name does not depend on the spec: a key spelled as plugins once could not
# read it (`"app":`) still generates navgen.generated.swift. SwiftPM asks the plugin for
# its commands again only when the target's files change, so the check adds one, a
# YAML file: it is an input too, and editing it runs navgen again.
sed 's|^app: Recipes|"app": Recipes|' "$work/edited.yaml" >"$spec"
echo "# notes" >"$package/Sources/RecipesNavigation/notes.yml"
if build && grep -qE "public (nonisolated )?struct RecipesNavigationState" "$(generated navgen.generated.swift)" \
    && [ "$(find "$outputs" -name '*.swift' -type f | wc -l)" -eq 1 ]; then
    pass "the generated file's name does not depend on how the spec is written"
else
    cat "$work/build.log" >&2
    fail "the build failed, or generated another file, when the app's key was quoted"
fi
echo "# more notes" >>"$package/Sources/RecipesNavigation/notes.yml"
if build && grep -q "^unchanged .*/navgen.generated.swift$" "$work/build.log"; then
    pass "editing another YAML file of the target runs navgen again"
else
    cat "$work/build.log" >&2
    fail "editing notes.yml did not run navgen"
fi
rm "$package/Sources/RecipesNavigation/notes.yml"

sed 's|- push: recipeDetail  # "related|- push: recipeDetial  # "related|' "$work/edited.yaml" >"$spec"
line="$(grep -n 'push: recipeDetial' "$spec" | cut -d: -f1)"
column="$(awk -v line="$line" 'NR == line { print index($0, "recipeDetial") }' "$spec")"
finding="$spec:$line:$column: error:"
if build; then
    fail "a spec with an error built"
elif grep -qF "$finding" "$work/build.log"; then
    pass "a spec error fails the build at $finding"
else
    cat "$work/build.log" >&2
    fail "the failed build does not print '$finding'"
fi

for arguments in "validate" "validate --target RecipesNavigation"; do
    # shellcheck disable=SC2086 # the arguments are words
    if navgen $arguments; then
        fail "swift package navgen $arguments exited 0 on a broken spec"
    elif grep -q "Plugin ended with exit code 1$" "$work/command.log" \
        && grep -qF "$finding" "$work/command.log"; then
        pass "swift package navgen $arguments keeps navgen's exit status 1"
    else
        cat "$work/command.log" >&2
        fail "swift package navgen $arguments did not end with navgen's status 1 and its finding"
    fi
done

if ! navgen validate --target Nowhere && grep -q "Plugin ended with exit code 64$" "$work/command.log"; then
    pass "an unknown --target is a usage error (64)"
else
    cat "$work/command.log" >&2
    fail "swift package navgen validate --target Nowhere did not end with 64"
fi

mv "$spec" "$package/Sources/RecipesNavigation/spec.yaml"
if build; then
    fail "a target without navgen.yaml built"
elif grep -qF "target 'RecipesNavigation' holds no navgen.yaml; add Sources/RecipesNavigation/navgen.yaml" \
    "$work/build.log" && grep -qF "cannot read '$package/Sources/RecipesNavigation/navgen.yaml'" "$work/build.log"; then
    pass "a target without navgen.yaml fails the build, naming the file to add"
else
    cat "$work/build.log" >&2
    fail "the build of a target without navgen.yaml does not say why it failed"
fi

# A target whose folder holds only a spec: SwiftPM leaves it out before any plugin
# runs, so the command plugin is the one to say which file to add.
mkdir -p "$package/Sources/Extra"
cp "$work/edited.yaml" "$package/Sources/Extra/navgen.yaml"
sed -i.orig 's|^    targets: \[$|    targets: [ .target(name: "Extra", plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),|' \
    "$package/Package.swift"
rm "$package/Package.swift.orig"
if ! navgen validate --target Extra \
    && grep -qF "holds no Swift file; add one, such as Sources/Extra/Extra.swift" "$work/command.log"; then
    pass "a target holding only navgen.yaml: the plugin names the Swift file to add"
else
    grep -n "targets:" "$package/Package.swift" >&2
    cat "$work/command.log" >&2
    fail "swift package navgen validate --target Extra did not name Sources/Extra/Extra.swift"
fi

# 4. The README's plugin steps, on a package exactly as `swift package init --type
#    library --name MyAppNavigation` leaves it: its code blocks are applied in order,
#    with this checkout for navgen's repository URL. Nothing else of the package is
#    edited, but for its test, which opens a deep link through the generated code
#    with a plain `import` (so the generated API must be public).
consumer="$work/MyAppNavigation"
mkdir -p "$consumer"
(cd "$consumer" && "$SWIFT" package init --type library --name MyAppNavigation >/dev/null)
readme_steps() {
    sed -n '/^\*\*As a SwiftPM plugin\*\*/,/^## /p' "$ROOT/README.md" \
        | awk '/^```/ { if (block) { block = 0 } else { block = 1; n++; lang = substr($0, 4) } next }
            block { print n "\t" lang "\t" $0 }'
}
apply_step() { # language line
    case "$1:$2" in
        "sh:swift package add-dependency https://github.com/OWNER/navgen --from 1.0.0")
            # As written, then pointed at this checkout (named, since a path's package
            # is named after its folder).
            "$SWIFT" package --package-path "$consumer" ${2#swift package } \
                && sed -i.orig "s|\.package(url: \"https://github.com/OWNER/navgen\", from: \"1.0.0\")|.package(name: \"navgen\", path: \"$ROOT\")|" \
                    "$consumer/Package.swift" \
                && rm "$consumer/Package.swift.orig" && grep -qF "path: \"$ROOT\"" "$consumer/Package.swift" ;;
        "sh:swift build")
            "$SWIFT" build --package-path "$consumer" --scratch-path "$SCRATCH" --build-tests ;;
        "sh:swift package "*)
            # shellcheck disable=SC2086 # the README's words
            "$SWIFT" package --package-path "$consumer" --scratch-path "$SCRATCH" ${2#swift package } ;;
        *) echo "consumer-tests.sh does not know the README's step '$2'" >&2; return 1 ;;
    esac
}
# The Swift block replaces the target's entry that `swift package init` wrote.
apply_swift_block() {
    [ -z "$swift_block" ] && return 0
    SNIPPET="$swift_block" perl -0pi -e \
        's/\.target\(\s*name: "MyAppNavigation"\s*\),/$ENV{SNIPPET}/ or die "no target entry to replace\n"' \
        "$consumer/Package.swift"
    swift_block=""
}
steps_ok=1
swift_block=""
while IFS=$'\t' read -r _ language line; do
    if [ "$language" = swift ]; then
        swift_block="$swift_block${swift_block:+$'\n'}$line"
    elif [ "$steps_ok" -eq 1 ]; then
        { apply_swift_block && apply_step "$language" "$line"; } >>"$work/consumer.log" 2>&1 || steps_ok=0
    fi
done < <(readme_steps)
apply_swift_block >>"$work/consumer.log" 2>&1 || steps_ok=0
cat >"$consumer/Tests/MyAppNavigationTests/MyAppNavigationTests.swift" <<'SWIFT'
import Foundation
import MyAppNavigation
import Testing

@Test func anItemsLinkOpensTheItemOverTheFeed() throws {
    let url = try #require(URL(string: "myapp://items/42"))
    let state = try #require(MyAppNavigationState(url: url))
    #expect(state.path == [.home(.feed), .home(.item(id: 42))])
}
SWIFT
if [ "$steps_ok" -eq 1 ] \
    && "$SWIFT" build --package-path "$consumer" --scratch-path "$SCRATCH" --build-tests >>"$work/consumer.log" 2>&1 \
    && "$SWIFT" test --package-path "$consumer" --scratch-path "$SCRATCH" --skip-build >>"$work/consumer.log" 2>&1; then
    pass "the README's plugin steps on a new library package build, and its test opens a deep link"
else
    cat "$work/consumer.log" "$consumer/Package.swift" >&2
    fail "the README's plugin steps on a package made by swift package init did not build and pass its test"
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures plugin check(s) failed" >&2
    exit 1
fi
echo "all plugin checks passed"
