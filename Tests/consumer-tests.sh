#!/usr/bin/env bash
# Builds examples/RecipesApp, a package that uses navgen's SwiftPM plugins, runs its
# tests, and checks the plugins on a copy of it: building runs the build-tool plugin,
# an edited spec is regenerated, a wrong guess of the generated file's name does not
# break the build, a spec error fails the build at the YAML's file:line:col, and
# `swift package navgen validate` keeps navgen's exit status.
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
navgen() {
    "$SWIFT" package --package-path "$package" --scratch-path "$SCRATCH" \
        --allow-writing-to-package-directory navgen "$@" >"$work/command.log" 2>&1
}
# The generated file of that name, or /nonexistent (so a grep on it fails).
generated() {
    local found
    found="$(find "$outputs" -name "$1" -type f 2>/dev/null | head -n 1)"
    echo "${found:-/nonexistent}"
}

if build; then pass "the copy builds"; else cat "$work/build.log" >&2; fail "the copy does not build"; fi
first="$(generated RecipesNavigation.swift)"
if grep -qE "public (nonisolated )?struct RecipesNavigationState" "$first"; then
    pass "building runs the plugin: $first"
    cp "$first" "$work/first.swift"
else
    fail "building did not generate RecipesNavigation.swift under $outputs"
fi

if navgen validate && grep -q "0 errors, 0 warnings" "$work/command.log"; then
    pass "swift package navgen validate exits 0 on the good spec"
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

sed 's|deeplink: /settings/profile|deeplink: /settings/me|' "$spec" >"$work/edited.yaml"
cp "$work/edited.yaml" "$spec"
if build && ! cmp -s "$work/first.swift" "$(generated RecipesNavigation.swift)" \
    && grep -q "/settings/me" "$(generated RecipesNavigation.swift)"; then
    pass "an edited spec is generated again"
else
    cat "$work/build.log" >&2
    fail "building after editing the spec did not regenerate RecipesNavigation.swift"
fi

# A key the plugin's scan does not read (`"app":`) makes it guess Navigation.swift;
# navgen writes that file, and the build goes on. SwiftPM asks the plugin for its
# commands again only when the target's files change, so the check adds one, a YAML
# file: it is an input too, and editing it runs navgen again.
sed 's|^app: Recipes|"app": Recipes|' "$work/edited.yaml" >"$spec"
echo "# notes" >"$package/Sources/RecipesNavigation/notes.yml"
if build && grep -qE "public (nonisolated )?struct RecipesNavigationState" "$(generated Navigation.swift)"; then
    pass "a wrong guess of the file's name still builds"
else
    cat "$work/build.log" >&2
    fail "the build failed when the plugin could not read the app's name"
fi
echo "# more notes" >>"$package/Sources/RecipesNavigation/notes.yml"
if build && grep -q "^unchanged .*/Navigation.swift$" "$work/build.log"; then
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
elif grep -q "target 'RecipesNavigation' holds no navgen.yaml" "$work/build.log"; then
    pass "a target without navgen.yaml fails the build, naming the target"
else
    cat "$work/build.log" >&2
    fail "the build of a target without navgen.yaml does not say why it failed"
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures plugin check(s) failed" >&2
    exit 1
fi
echo "all plugin checks passed"
