SWIFT ?= swift
EXAMPLE ?= examples/recipes/navgen.yaml

.PHONY: build run test test-consumer lint format clean

build:
	$(SWIFT) build

run: build
	$(SWIFT) run --skip-build navgen validate $(EXAMPLE)

# The consumer check runs beside the unit tests (its log is printed when both are done):
# each leaves a core idle now and then (links, one-module compiles), which the other fills.
CONSUMER_LOG ?= $(CONSUMER_SCRATCH)/consumer-tests.log

test:
	@mkdir -p "$(CONSUMER_SCRATCH)"
	@SWIFT="$(SWIFT)" CONSUMER_SCRATCH="$(CONSUMER_SCRATCH)" Tests/consumer-tests.sh >"$(CONSUMER_LOG)" 2>&1 & \
	consumer=$$!; \
	$(SWIFT) build --build-tests && $(SWIFT) test --skip-build; unit=$$?; \
	wait $$consumer; status=$$?; \
	echo "--- make test-consumer (log: $(CONSUMER_LOG))"; cat "$(CONSUMER_LOG)"; \
	if [ $$status -ne 0 ]; then echo "test-consumer failed" >&2; fi; \
	[ $$unit -eq 0 ] && [ $$status -eq 0 ]

# examples/RecipesApp, a package using navgen's plugins: builds it, runs its tests and
# checks the plugins on a copy. Its builds share CONSUMER_SCRATCH, outside .build so
# they never mix with navgen's own.
CONSUMER_SCRATCH ?= .build-consumer

test-consumer:
	SWIFT="$(SWIFT)" CONSUMER_SCRATCH="$(CONSUMER_SCRATCH)" Tests/consumer-tests.sh

LINTED = Sources Tests Plugins examples/RecipesApp/Sources examples/RecipesApp/Tests

lint:
	swift format lint --strict -r $(LINTED)

format:
	swift format format --in-place -r $(LINTED)

clean:
	rm -rf .build $(CONSUMER_SCRATCH)

FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= load-validate load-generate pattern-parser url-matching json-readers

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
