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

.PHONY: fuzz
fuzz:
	Fuzz/build.sh Fuzz/LoadAndValidate.swift .build-fuzz/load-validate
	mkdir -p .build-fuzz/corpus-load
	cp Fuzz/seeds/* .build-fuzz/corpus-load/
	.build-fuzz/load-validate .build-fuzz/corpus-load -dict=Fuzz/yaml.dict \
		-max_total_time=$(FUZZ_SECONDS) -max_len=8192 -rss_limit_mb=4096 -print_final_stats=1

# Release builds link the Swift runtime and Foundation statically: navgen then starts
# without binding the shared libraries' symbols and maps far fewer pages, which is most
# of the fixed cost of a run and about 6 MB of its resident memory (README, Performance).
RELEASE_FLAGS ?= -c release --static-swift-stdlib

.PHONY: release
release:
	$(SWIFT) build $(RELEASE_FLAGS)

.PHONY: bench
bench: release
	python3 Benchmarks/bench.py
