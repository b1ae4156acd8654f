# island: build, try, test and install.
#
#   make setup                        # install the system packages island needs (scripts/setup)
#   make demo                         # that, then the dashboard (scripts/demo)
#   make test                         # that, then every test (scripts/test, as .ci/run)
#   make install                      # release build, installed under /usr/local
#   make install PREFIX=$HOME/.local  # under your home (no sudo)
#   make install DESTDIR=/tmp/pkg     # staged, for packaging
#   make uninstall                    # the same PREFIX / DESTDIR remove it again
#
# ISLAND=PATH installs that binary instead of building one (the tests install the binary
# `swift build` made, without building twice).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BUILD_FLAGS ?= -c release --static-swift-stdlib

bindir := $(DESTDIR)$(PREFIX)/bin
sharedir := $(DESTDIR)$(PREFIX)/share/island
mandir := $(DESTDIR)$(PREFIX)/share/man/man1
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build install uninstall setup demo test

all: build

setup:
	scripts/setup

demo:
	scripts/demo

test:
	scripts/test

build:
ifndef ISLAND
	$(SWIFT) build $(BUILD_FLAGS) --product island
endif

# The man page and the completions are made by the binary being installed, from its own
# option tables, so they always match it.
install: build
	@set -e; \
	binary="$(ISLAND)"; \
	if [ -z "$$binary" ]; then binary="$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/island"; fi; \
	install -d "$(bindir)" "$(sharedir)/themes" "$(mandir)" "$(bashdir)" "$(zshdir)" "$(fishdir)"; \
	install -m 755 "$$binary" "$(bindir)/island"; \
	install -m 644 themes/*.json "$(sharedir)/themes/"; \
	if [ -d types ]; then cp -R types "$(sharedir)/"; fi; \
	"$(bindir)/island" help --man > "$(mandir)/island.1"; \
	"$(bindir)/island" completions bash > "$(bashdir)/island"; \
	"$(bindir)/island" completions zsh > "$(zshdir)/_island"; \
	"$(bindir)/island" completions fish > "$(fishdir)/island.fish"; \
	echo "installed $(bindir)/island ($$("$(bindir)/island" --version))"

uninstall:
	rm -f "$(bindir)/island" "$(mandir)/island.1" "$(bashdir)/island" "$(zshdir)/_island" "$(fishdir)/island.fish"
	rm -rf "$(sharedir)"
