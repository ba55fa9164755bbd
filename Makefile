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
