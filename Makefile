# Trellis: `make run` renders the main demo, `make test` runs every test.
# Both install what is missing first, so they work on a fresh Debian machine.

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# Debian packages the project needs beyond the Swift toolchain: Pango,
# HarfBuzz and fontconfig for text, Cairo for drawing, librsvg for SVG
# images, zlib for PNG output, and Inter, the font that stands in for the
# system font.
APT_PACKAGES := pkg-config libpango1.0-dev libcairo2-dev librsvg2-dev zlib1g-dev fonts-inter

.PHONY: run test bench deps

deps:
	@test -x "$(SWIFT)" || { echo "Swift is not installed: Trellis needs Swift 6 (swift.org)"; exit 1; }
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi

# The main demo: the Rainstorm weather app on an iPhone 15, from the bundled
# sample data, rendered to rainstorm.png (see `rainstorm --help` for devices,
# text sizes, dark mode, live data and other formats).
run: deps
	$(SWIFT) build -c release --product rainstorm
	.build/release/rainstorm --output rainstorm.png

test: deps
	$(SWIFT) test

bench: deps
	$(SWIFT) build -c release --product trellis
	.build/release/trellis bench solver
	.build/release/trellis bench layout
	.build/release/trellis bench text
	.build/release/trellis bench stack
	.build/release/trellis bench controls
	.build/release/trellis bench table
	.build/release/trellis bench rotation
	.build/release/trellis bench adaptive
	.build/release/trellis bench storyboard
