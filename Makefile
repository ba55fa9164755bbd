SWIFT ?= swift
EXAMPLE ?= examples/recipes/navgen.yaml

.PHONY: build run test lint format clean

build:
	$(SWIFT) build

run: build
	$(SWIFT) run --skip-build navgen validate $(EXAMPLE)

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

lint:
	swift format lint --strict -r Sources Tests

format:
	swift format format --in-place -r Sources Tests

clean:
	rm -rf .build

FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= load-validate load-generate pattern-parser url-matching

.PHONY: fuzz
# Each target runs FUZZ_SECONDS; crashes land in .build-fuzz/ as crash-* files.
fuzz:
	@for target in $(FUZZ_TARGETS); do \
		Fuzz/run.sh $$target $(FUZZ_SECONDS) || exit 1; \
	done

# Release builds link the Swift runtime and Foundation statically: navgen then starts
# without binding the shared libraries' symbols and maps far fewer pages, which is most
# of the fixed cost of a run and about 6 MB of its resident memory (Benchmarks/README.md).
# macOS ships the Swift runtime in the OS, and SwiftPM only warns about the flag there.
ifeq ($(shell uname -s),Darwin)
RELEASE_FLAGS ?= -c release
else
RELEASE_FLAGS ?= -c release --static-swift-stdlib
endif

.PHONY: release
release:
	$(SWIFT) build $(RELEASE_FLAGS)

.PHONY: bench
bench: release
	python3 Benchmarks/bench.py

# `make install PREFIX=$HOME/.local` puts the release binary in $(PREFIX)/bin;
# DESTDIR stages it under another root, as packagers expect.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin

.PHONY: install uninstall
install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/navgen" "$(DESTDIR)$(BINDIR)/navgen"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/navgen"
