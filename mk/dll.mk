# Windows: `make dll` cross-builds build/sudoku.dll for x86-64 Windows with
# mingw-w64, and test-dll checks its export table holds exactly the sudoku_*
# functions of include/sudoku.h. Go's linker hands the external linker a .def
# file listing only the //export functions, so nothing else is exported.
# Beside the DLL: build/sudoku.def (its exports, from the header's
# declarations) and the import libraries made from it by dlltool,
# build/sudoku.lib (for MSVC's link.exe) and build/sudoku.dll.a (for MinGW);
# test-dll links tests/packaging/consumer.c against each and checks what the
# program imports. Without mingw-w64 both say how to install it and skip.

MINGW_CC      ?= x86_64-w64-mingw32-gcc
MINGW_OBJDUMP ?= x86_64-w64-mingw32-objdump
MINGW_DLLTOOL ?= x86_64-w64-mingw32-dlltool
DLL           := $(BUILD)/sudoku.dll
DLL_IMPLIBS   := $(BUILD)/sudoku.lib $(BUILD)/sudoku.dll.a
HAVE_MINGW    := $(shell command -v $(MINGW_CC) >/dev/null 2>&1 && command -v $(MINGW_OBJDUMP) >/dev/null 2>&1 && command -v $(MINGW_DLLTOOL) >/dev/null 2>&1 && echo yes)
MINGW_HINT    := install mingw-w64: apt-get install gcc-mingw-w64-x86-64 (Debian, Ubuntu)

.PHONY: dll test-dll
TEST_TARGETS += test-dll

ifeq ($(HAVE_MINGW),yes)

dll: $(DLL) $(BUILD)/sudoku.def $(DLL_IMPLIBS) ## cross-build build/sudoku.dll for 64-bit Windows (mingw-w64), with its .def and import libraries

$(DLL): $(GOSRC) include/sudoku.h
	@mkdir -p $(BUILD)
	GOOS=windows GOARCH=amd64 CGO_ENABLED=1 CC=$(MINGW_CC) \
	    $(GO) build -buildmode=c-shared -trimpath -o $(DLL) ./capi
	@rm -f $(BUILD)/sudoku.h   # cgo's generated header; include/sudoku.h is the contract

# The functions of the header, as check_exports.sh reads them.
$(BUILD)/sudoku.def: include/sudoku.h
	@mkdir -p $(BUILD)
	{ echo "LIBRARY sudoku.dll"; echo "EXPORTS"; \
	  grep -vE '^[[:space:]]*(\*|/\*)' $< | grep -oE '\bsudoku_[a-z0-9_]+\(' | tr -d '(' | sort -u | sed 's/^/    /'; } > $@

$(BUILD)/sudoku.lib $(BUILD)/sudoku.dll.a: $(BUILD)/sudoku.def
	$(MINGW_DLLTOOL) -m i386:x86-64 -d $< -D sudoku.dll -l $@

test-dll: $(DLL) $(BUILD)/sudoku.def $(DLL_IMPLIBS) ## check that the DLL exports exactly the functions of the header; link a program through each import library
	@echo "== Windows DLL exports"
	OBJDUMP=$(MINGW_OBJDUMP) sh tests/dll/check_exports.sh $(DLL) include/sudoku.h
	@echo "== Windows import libraries"
	OBJDUMP=$(MINGW_OBJDUMP) MINGW_CC=$(MINGW_CC) sh tests/dll/check_implib.sh $(BUILD) include/sudoku.h

else

dll:
	@echo "make dll: $(MINGW_CC) not found; $(MINGW_HINT)"; exit 1

test-dll:
	@echo "== Windows DLL exports: skipped, $(MINGW_CC) not found; $(MINGW_HINT)"

endif
