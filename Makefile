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
FUZZ_TARGETS ?= load-validate pattern-parser url-matching

.PHONY: fuzz
# Each target runs FUZZ_SECONDS; crashes land in .build-fuzz/ as crash-* files.
fuzz:
	@for target in $(FUZZ_TARGETS); do \
		Fuzz/run.sh $$target $(FUZZ_SECONDS) || exit 1; \
	done

.PHONY: bench
bench:
	$(SWIFT) build -c release
	python3 Benchmarks/bench.py
