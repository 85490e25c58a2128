# Installing for C and C++: `make install PREFIX=/usr/local DESTDIR=` copies
#   include/sudoku.h
#   lib/libsudoku.so.<VERSION>, with the links libsudoku.so.<ABI> (the soname)
#       and libsudoku.so (for -lsudoku)
#   lib/libsudoku.a (go build -buildmode=c-archive)
#   lib/pkgconfig/libsudoku.pc, lib/cmake/libsudoku/libsudokuConfig*.cmake
#   bin/sudoku, share/doc/libsudoku/{LICENSE,CHANGELOG.md}
# into $(DESTDIR)$(PREFIX). The pkg-config and CMake files find everything
# relative to their own folder, so an installed tree may be moved (the
# release tarballs of make dist are such trees). test-install installs into
# a temporary prefix and builds programs outside the repository with
# pkg-config (shared and --static) and with CMake's find_package.

PREFIX  ?= /usr/local
LIBDIR  ?= $(PREFIX)/lib
DESTDIR ?=
STATIC  := $(BUILD)/libsudoku.a
# What a program linking libsudoku.a needs besides it (the Go runtime's threads).
STATIC_LIBS := -lpthread
CMAKE   ?= cmake
PKG_CONFIG ?= pkg-config
VERSION_MAJOR := $(word 1,$(subst ., ,$(VERSION)))
VERSION_MINOR := $(word 2,$(subst ., ,$(VERSION)))

.PHONY: static install test-install
TEST_TARGETS += test-install

static: $(STATIC) ## the static library build/libsudoku.a (-buildmode=c-archive)

$(STATIC): $(GOSRC) include/sudoku.h
	@mkdir -p $(BUILD)/static
	$(GO) build -buildmode=c-archive -trimpath -tags '$(GO_TAGS)' -o $(BUILD)/static/libsudoku.a ./capi
	mv $(BUILD)/static/libsudoku.a $@   # cgo's header beside it is dropped: include/sudoku.h is the contract
	rm -rf $(BUILD)/static

# stamp FILE.in > FILE: the @NAME@ words of the packaging templates, from
# the header's numbers and the install paths.
STAMP = sed -e 's|@VERSION@|$(VERSION)|g' -e 's|@ABI@|$(ABI)|g' -e 's|@SONAME@|$(SONAME)|g' \
	-e 's|@VERSION_MAJOR@|$(VERSION_MAJOR)|g' -e 's|@VERSION_MINOR@|$(VERSION_MINOR)|g'

install: $(LIB) $(STATIC) $(CLI) ## install the header, libraries, pkg-config and CMake files (PREFIX=/usr/local DESTDIR=)
	@test -n "$(VERSION)" && test -n "$(ABI)" || { echo "install: no SUDOKU_VERSION/SUDOKU_ABI_VERSION in include/sudoku.h"; exit 1; }
	install -d $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(LIBDIR)/cmake/libsudoku \
	    $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/doc/libsudoku
	install -m 644 include/sudoku.h $(DESTDIR)$(PREFIX)/include/sudoku.h
	install -m 755 $(LIB) $(DESTDIR)$(LIBDIR)/libsudoku.so.$(VERSION)
	ln -sf libsudoku.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libsudoku.so
	install -m 644 $(STATIC) $(DESTDIR)$(LIBDIR)/libsudoku.a
	$(STAMP) -e 's|@PC_TO_PREFIX@|'"$$(realpath -m --relative-to=$(LIBDIR)/pkgconfig $(PREFIX))"'|' \
	    -e 's|@STATIC_LIBS@|$(STATIC_LIBS)|' packaging/libsudoku.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/libsudoku.pc
	$(STAMP) -e 's|@CMAKE_TO_PREFIX@|'"$$(realpath -m --relative-to=$(LIBDIR)/cmake/libsudoku $(PREFIX))"'|' \
	    -e 's|@SHARED_FILE@|libsudoku.so.$(VERSION)|' -e 's|@STATIC_CMAKE_LIBS@||' \
	    packaging/libsudokuConfig.cmake.in > $(DESTDIR)$(LIBDIR)/cmake/libsudoku/libsudokuConfig.cmake
	$(STAMP) -e 's|@SIZEOF_VOID_P@|8|' packaging/libsudokuConfigVersion.cmake.in > $(DESTDIR)$(LIBDIR)/cmake/libsudoku/libsudokuConfigVersion.cmake
	install -m 755 $(CLI) $(DESTDIR)$(PREFIX)/bin/sudoku
	install -m 644 LICENSE CHANGELOG.md $(DESTDIR)$(PREFIX)/share/doc/libsudoku/

test-install: $(LIB) $(STATIC) $(CLI) ## make install into a temporary prefix; build and run C programs with pkg-config and CMake
	@echo "== make install, pkg-config and CMake (tests/packaging/test_install.sh)"
	MAKE="$(MAKE)" CC="$(CC)" CMAKE="$(CMAKE)" PKG_CONFIG="$(PKG_CONFIG)" VERSION=$(VERSION) ABI=$(ABI) \
	    sh tests/packaging/test_install.sh
