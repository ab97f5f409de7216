# make install [PREFIX=/usr/local] [DESTDIR=]   build and install pokesearch, pokesearch-server,
#                                              the man page and the bash, zsh and fish completions
# make uninstall [PREFIX=…]                      remove what install installed
# make build                                     only build (into $(SCRATCH)/release)
#
# The binaries are the ones the speed table measures (Benchmarks/EndToEnd/compare.sh
# times what `make install` installs): fully static, so starting one needs no dynamic
# loader and no relocations (the Swift runtime, Foundation, ICU, SQLite and zlib
# inside), and laid out for a quick start (Install/startup.order; see
# Benchmarks/README.md, "Start-up layout").

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

SWIFT ?= swift
# More options for swift build, e.g. SWIFT_BUILD_FLAGS="-j 1" on a shared machine.
SWIFT_BUILD_FLAGS ?=
# A folder of its own: the static build never replaces the debug or release build in .build.
SCRATCH ?= .build-static
# Where install takes the binaries from (CI's install test points it at a debug build,
# and BUILT_FLAGS below at the flags that built it).
BUILT ?= $(SCRATCH)/release
ORDER = $(CURDIR)/Install/startup.order

# Static: ICU's static archives come with libicu-dev, and CICU_STATIC makes the CICU
# shim call ICU directly (a static executable cannot dlopen). lld, shipped with the
# toolchain, links (gold fails on the static runtime's relocations). Concrete generic
# types' metadata through direct accessors: demangling `[Int: PokemonSet]` checks
# `Int: Hashable` at run time, and each first check of a conformance scans all of the
# binary's conformance records. Every function and datum in a section of its own, so
# that lld can place them in the order file's order; symbols the file names that no
# longer exist are skipped, so a stale order only lays out less.
STATIC_FLAGS = -c release --scratch-path $(SCRATCH) \
	-Xswiftc -static-executable -Xswiftc -use-ld=lld -Xcc -DCICU_STATIC \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xlinker -licui18n -Xlinker -licuuc -Xlinker -licudata -Xlinker -lstdc++ \
	$(ARCHIVE_STATIC_LIBS) \
	-Xlinker --symbol-ordering-file=$(ORDER) -Xlinker --no-warn-symbol-ordering

# libarchive (archive imports) statically: what `pkg-config --static --libs libarchive`
# adds, as SwiftPM's pkg-config link names only libarchive itself; each as
# library:Debian package, in link order.
ARCHIVE_LIBRARIES = nettle:nettle-dev acl:libacl1-dev lzma:liblzma-dev zstd:libzstd-dev lz4:liblz4-dev \
	bz2:libbz2-dev xml2:libxml2-dev z:zlib1g-dev
ARCHIVE_STATIC_LIBS = $(foreach pair,$(ARCHIVE_LIBRARIES),-Xlinker -l$(firstword $(subst :, ,$(pair))))

# Each static library the link names, as library:Debian package. Checked before the
# build: on a machine without one, the link failed after minutes of compiling with
# "unable to find library -lzstd", naming no package.
STATIC_PACKAGES = icuuc:libicu-dev sqlite3:libsqlite3-dev archive:libarchive-dev $(ARCHIVE_LIBRARIES)

.PHONY: all build build-pokesearch build-server install install-built uninstall manual-tool static-prerequisites

all: build

build: build-pokesearch build-server

# The static libraries' archives where the C compiler's linker finds them (-print-file-name
# answers the bare name when it finds none); a missing one names its package.
static-prerequisites:
	@missing=; for pair in $(STATIC_PACKAGES); do \
		case "$$($(CC) -print-file-name=lib$${pair%%:*}.a)" in /*) ;; *) missing="$$missing $${pair#*:}" ;; esac; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make install links pokesearch statically and needs the static libraries of:$$missing" >&2; \
		echo "  apt-get install -y$$missing" >&2; exit 1; \
	fi

build-pokesearch: static-prerequisites
	@[ -s $(ORDER) ] || echo "note: $(ORDER) is empty: pokesearch is not laid out for a quick start (bash Install/order-startup.sh writes it)"
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) $(STATIC_FLAGS) --product pokesearch

build-server: static-prerequisites
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) $(STATIC_FLAGS) --product pokesearch-server

install: build
	$(MAKE) --no-print-directory install-built BUILT=$(BUILT)

# The man page comes from swift-argument-parser's generate-manual, pointed at the
# installed binary. It is built as the product it is, with the flags the binaries were
# built with (BUILT_FLAGS), so it links the ArgumentParser they compiled; the
# GenerateManual plugin would build ArgumentParser again for the machine (21 s of CPU
# against 10 for CI's debug build).
BUILT_FLAGS ?= $(STATIC_FLAGS)
manual-tool:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) $(BUILT_FLAGS) --product generate-manual

install-built: manual-tool
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 $(BUILT)/pokesearch $(BUILT)/pokesearch-server $(BINDIR)/
	strip --strip-debug $(BINDIR)/pokesearch $(BINDIR)/pokesearch-server
	manual=$$(mktemp -d) && \
	$(BUILT)/generate-manual $(BINDIR)/pokesearch --output-directory "$$manual" && \
	install -m 644 "$$manual/pokesearch.1" $(MANDIR)/pokesearch.1 && rm -rf "$$manual"
	$(BINDIR)/pokesearch --generate-completion-script bash > $(BASHDIR)/pokesearch
	$(BINDIR)/pokesearch --generate-completion-script zsh > $(ZSHDIR)/_pokesearch
	$(BINDIR)/pokesearch --generate-completion-script fish > $(FISHDIR)/pokesearch.fish
	@echo "Installed pokesearch and pokesearch-server in $(BINDIR)"

uninstall:
	rm -f $(BINDIR)/pokesearch $(BINDIR)/pokesearch-server $(MANDIR)/pokesearch.1 \
	      $(BASHDIR)/pokesearch $(ZSHDIR)/_pokesearch $(FISHDIR)/pokesearch.fish
