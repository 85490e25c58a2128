# Unity: `make unity` assembles build/unity/com.libsudoku.libsudoku, a Unity
# Package Manager folder (add it with "Add package from disk"): package.json
# with the header's version, Runtime/ with the C# binding and its .asmdef,
# and Plugins/<platform>/ with each native library built here (Linux x86-64,
# Linux arm64 when cross-built, Windows x64 when mingw-w64 is there), each
# with the .meta import settings of its platform (packaging/unity/make_upm.py).
# The macOS, iOS (static, __Internal) and Android libraries come from the CI
# runners: pass them as UNITY_PLUGINS="macos-universal=path ...".
# test-unity reads the folder back (tests/packaging/check_unity.py) and
# builds examples/csharp from its Runtime/ with mcs, running it under mono
# with the package's Linux library.

UNITY      := $(BUILD)/unity/com.libsudoku.libsudoku
UNITY_BUILT := linux-x86_64=$(LIB) $(if $(HAVE_ARM64_CC),linux-arm64=$(ARM64_LIB)) $(if $(HAVE_MINGW),windows-x86_64=$(DLL))
UNITY_PLUGINS ?=
UNITY_DEPS := $(LIB) $(if $(HAVE_ARM64_CC),$(ARM64_LIB)) $(if $(HAVE_MINGW),$(DLL))

.PHONY: unity test-unity
TEST_TARGETS += test-unity

ifneq ($(PY_MISSING),yes)

unity: $(UNITY)/package.json ## the Unity package folder build/unity/com.libsudoku.libsudoku (UPM)

$(UNITY)/package.json: $(UNITY_DEPS) packaging/unity/make_upm.py $(CS_BINDING) bindings/csharp/README.md LICENSE CHANGELOG.md include/sudoku.h
	$(PYTHON) packaging/unity/make_upm.py $(UNITY) $(VERSION) $(UNITY_BUILT) $(UNITY_PLUGINS)

test-unity: $(UNITY)/package.json ## read the Unity package back; build and run examples/csharp from its Runtime/ and Linux plugin
	@echo "== Unity package (tests/packaging/check_unity.py)"
	$(PYTHON) tests/packaging/check_unity.py $(UNITY) $(VERSION) $(foreach p,$(UNITY_BUILT),$(firstword $(subst =, ,$(p))))
ifeq ($(HAVE_MONO),yes)
	@mkdir -p $(BUILD)/unity/consumer
	$(MCS) $(MCSFLAGS) -out:$(BUILD)/unity/consumer/example.exe examples/csharp/Program.cs $(UNITY)/Runtime/*.cs
	cp $(UNITY)/Plugins/Linux/x86_64/libsudoku.so $(BUILD)/unity/consumer/
	cd $(BUILD)/unity/consumer && $(MONO) example.exe > example.out
	@grep -qF 'The solution is unique.' $(BUILD)/unity/consumer/example.out && grep -qF 'libsudoku $(VERSION) (ABI $(ABI))' $(BUILD)/unity/consumer/example.out \
	    || { cat $(BUILD)/unity/consumer/example.out; echo "FAIL: examples/csharp from the Unity package"; exit 1; }
	@echo "examples/csharp built from the package's Runtime/ ran on its Plugins/Linux/x86_64 library: libsudoku $(VERSION), unique solution"
else
	@echo "SKIPPED running the package's C# under mono: $(MONO_HINT)"
endif

else

unity test-unity:
	@echo "== unity: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"

endif

# test-versions lives here, after the fragments that define the artefacts
# (mk/*.mk are read in name order: cli, dll, js, nuget and python come first).
VERSION_ARTEFACTS := lib=$(LIB) cli=$(CLI) \
    $(if $(PY_MISSING),,wheel=$(WHEEL) sdist=$(SDIST) nuget=$(NUPKG) unity=$(UNITY)/package.json) \
    $(if $(HAVE_NODE),npm=$(JS_TGZ)) $(if $(HAVE_MINGW),dll=$(DLL))
.PHONY: test-versions
TEST_TARGETS += test-versions

ifneq ($(PY_MISSING),yes)
test-versions: $(foreach a,$(VERSION_ARTEFACTS),$(lastword $(subst =, ,$(a)))) ## every artefact carries the header's version and ABI
	@echo "== versions (tests/packaging/check_versions.py)"
	$(PYTHON) tests/packaging/check_versions.py $(VERSION_ARTEFACTS)
else
test-versions:
	@echo "== versions: SKIPPED: $(PYTHON) not found; $(PY_INSTALL)"
endif
