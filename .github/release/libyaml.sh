#!/usr/bin/env bash
# Builds libyaml 0.2.5 as a static library into PREFIX, with the yaml-0.1.pc that
# navgen's CYaml module asks pkg-config for. A navgen built with
# PKG_CONFIG_PATH=PREFIX/lib/pkgconfig carries libyaml inside, so a release binary
# needs nothing installed beside it.
#
# usage: libyaml.sh PREFIX
#   ARCHS="arm64 x86_64"   builds a universal archive (macOS)
#   LIBYAML_GIT=URL        another clone of libyaml (its tag 0.2.5 must be the same commit)
set -euo pipefail

prefix="${1:?usage: libyaml.sh PREFIX}"
version=0.2.5
commit=2c891fc7a770e8ba2fec34fc6b545c672beb37e6 # libyaml's tag 0.2.5
source="${LIBYAML_GIT:-https://github.com/yaml/libyaml}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git -c advice.detachedHead=false clone --quiet --depth 1 --branch "$version" "$source" "$work/libyaml"
if [ "$(git -C "$work/libyaml" rev-parse HEAD)" != "$commit" ]; then
    echo "libyaml.sh: libyaml's tag $version is not commit $commit" >&2
    exit 1
fi

# libyaml's eight C files need only its version as defines (its config.h holds nothing else).
arch_flags=()
for arch in ${ARCHS:-}; do arch_flags+=(-arch "$arch"); done
objects=()
for file in "$work"/libyaml/src/*.c; do
    object="$work/$(basename "$file" .c).o"
    "${CC:-cc}" -c -O2 -fPIC "${arch_flags[@]}" \
        -DYAML_VERSION_MAJOR=0 -DYAML_VERSION_MINOR=2 -DYAML_VERSION_PATCH=5 \
        -DYAML_VERSION_STRING="\"$version\"" \
        -I "$work/libyaml/include" -o "$object" "$file"
    objects+=("$object")
done

mkdir -p "$prefix/lib/pkgconfig" "$prefix/include"
rm -f "$prefix/lib/libyaml.a"
ar rcs "$prefix/lib/libyaml.a" "${objects[@]}"
cp "$work/libyaml/include/yaml.h" "$prefix/include/"
cat >"$prefix/lib/pkgconfig/yaml-0.1.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: LibYAML
Description: Library to parse and emit YAML (static)
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lyaml
PC
echo "libyaml $version: $prefix/lib/libyaml.a"
