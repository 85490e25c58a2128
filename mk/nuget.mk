# NuGet: `make nuget` writes build/nuget/LibSudoku.<version>.nupkg
# (packaging/nuget/make_nupkg.py): the C# binding as source (contentFiles,
# compiled into the consuming project) and runtimes/<rid>/native/ with each
# native library built here (linux-x64; linux-arm64 and win-x64 when their
# cross compilers are there). test-nuget reads it back
# (tests/packaging/check_nupkg.py), installs it from a local feed with
# Debian's nuget (or unzips it without), and builds and runs examples/csharp
# from the installed package under mono.

NUGET      ?= nuget
NUPKG      := $(BUILD)/nuget/LibSudoku.$(VERSION).nupkg
NUGET_RIDS := linux-x64=$(LIB) $(if $(HAVE_ARM64_CC),linux-arm64=$(ARM64_LIB)) $(if $(HAVE_MINGW),win-x64=$(DLL))
NUGET_DEPS := $(LIB) $(if $(HAVE_ARM64_CC),$(ARM64_LIB)) $(if $(HAVE_MINGW),$(DLL))
HAVE_NUGET := $(shell command -v $(NUGET) >/dev/null 2>&1 && echo yes)
NUGET_CONSUMER := $(BUILD)/nuget/consumer

.PHONY: nuget test-nuget
TEST_TARGETS += test-nuget

ifneq ($(PY_MISSING),yes)

nuget: $(NUPKG) ## the NuGet package build/nuget/LibSudoku.<version>.nupkg (C# source + native runtimes)

$(NUPKG): $(NUGET_DEPS) packaging/nuget/make_nupkg.py $(CS_BINDING) bindings/csharp/README.md LICENSE include/sudoku.h
	@mkdir -p $(@D)
	$(PYTHON) packaging/nuget/make_nupkg.py $@ $(VERSION) $(NUGET_RIDS)

test-nuget: $(NUPKG) ## read the .nupkg back, install it from a local feed, build and run examples/csharp from it under mono
	@echo "== NuGet package (tests/packaging/check_nupkg.py)"
	$(PYTHON) tests/packaging/check_nupkg.py $(NUPKG) $(VERSION) $(foreach p,$(NUGET_RIDS),$(firstword $(subst =, ,$(p))))
ifeq ($(HAVE_MONO),yes)
	rm -rf $(NUGET_CONSUMER) && mkdir -p $(NUGET_CONSUMER)/packages
ifeq ($(HAVE_NUGET),yes)
	HOME=$(abspath $(NUGET_CONSUMER)) $(NUGET) install LibSudoku -Version $(VERSION) -Source $(abspath $(BUILD)/nuget) \
	    -OutputDirectory $(NUGET_CONSUMER)/packages -NonInteractive
else
	@echo "($(NUGET) not found: unzipping the package as a restore would; apt-get install nuget to use the client)"
	mkdir -p $(NUGET_CONSUMER)/packages/LibSudoku.$(VERSION) && cd $(NUGET_CONSUMER)/packages/LibSudoku.$(VERSION) && $(PYTHON) -m zipfile -e $(abspath $(NUPKG)) .
endif
	$(MCS) $(MCSFLAGS) -out:$(NUGET_CONSUMER)/example.exe examples/csharp/Program.cs $(NUGET_CONSUMER)/packages/LibSudoku.$(VERSION)/contentFiles/cs/any/LibSudoku/*.cs
	cp $(NUGET_CONSUMER)/packages/LibSudoku.$(VERSION)/runtimes/linux-x64/native/libsudoku.so $(NUGET_CONSUMER)/
	cd $(NUGET_CONSUMER) && $(MONO) example.exe > example.out
	@grep -qF 'The solution is unique.' $(NUGET_CONSUMER)/example.out && grep -qF 'libsudoku $(VERSION) (ABI $(ABI))' $(NUGET_CONSUMER)/example.out \
	    || { cat $(NUGET_CONSUMER)/example.out; echo "FAIL: examples/csharp from the NuGet package"; exit 1; }
	@echo "examples/csharp built from the installed package's sources ran on its runtimes/linux-x64 library: libsudoku $(VERSION), unique solution"
else
	@echo "SKIPPED building a program from the package: $(MONO_HINT)"
endif

else

nuget test-nuget:
	@echo "== nuget: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"

endif
