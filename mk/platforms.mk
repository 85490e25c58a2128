# The platforms whose toolchains are not on a Linux machine: macOS (arm64,
# x86-64, universal), iOS (a static library linked through __Internal, as
# an xcframework for device and simulator) and Android (arm64-v8a,
# armeabi-v7a, x86_64 with the NDK). The recipes run on hosted CI runners
# (.github/workflows/packages.yml: macOS for Apple, Linux with the NDK for
# Android); here `make test-platform-recipes` only checks, with make -n,
# that each recipe expands to the build it should. docs/packaging.md says
# which platform is built and run where.

XCRUN        ?= xcrun
LIPO         ?= lipo
MACOS_MIN    ?= 11.0
IOS_MIN      ?= 13.0
APPLE        := $(BUILD)/apple
# On macOS the linker takes a list of exported symbols (ld64's wildcard
# form of capi/sudoku.map) and the install name is @rpath/libsudoku.<ABI>.dylib.
MACOS_LDFLAGS = -extldflags '-Wl,-exported_symbols_list,$(CURDIR)/packaging/macos/exported_symbols.txt -Wl,-install_name,@rpath/libsudoku.$(ABI).dylib -mmacosx-version-min=$(MACOS_MIN)'
MACOS_CC      = $(XCRUN) --sdk macosx clang -arch $(1) -mmacosx-version-min=$(MACOS_MIN)
IOS_CC        = $(XCRUN) --sdk $(2) clang -arch $(1) $(if $(filter iphoneos,$(2)),-miphoneos-version-min,-mios-simulator-version-min)=$(IOS_MIN)

# ANDROID_NDK_HOME is the NDK (r26 or later); ANDROID_API the minimum API
# level. Android libraries are libsudoku.so without a version in the name
# (as Gradle and Unity expect), aligned to 16 KB pages (Android 15 devices).
ANDROID_NDK_HOME ?= $(ANDROID_NDK_LATEST_HOME)
ANDROID_API  ?= 21
NDK_HOST     ?= linux-x86_64
NDK_BIN       = $(ANDROID_NDK_HOME)/toolchains/llvm/prebuilt/$(NDK_HOST)/bin
ANDROID      := $(BUILD)/android
ANDROID_LDFLAGS := -s -w -extldflags '-Wl,--version-script=$(CURDIR)/capi/sudoku.map -Wl,-soname,libsudoku.so -Wl,-z,max-page-size=16384'
# ABI name, GOARCH, GOARM and the NDK's clang target of each Android ABI.
ANDROID_ABIS := arm64-v8a armeabi-v7a x86_64
android_goarch = $(word 1,$(android_$(1)))
android_goarm  = $(word 2,$(android_$(1)))
android_clang  = $(word 3,$(android_$(1)))
android_arm64-v8a   := arm64 - aarch64-linux-android
android_armeabi-v7a := arm 7 armv7a-linux-androideabi
android_x86_64      := amd64 - x86_64-linux-android

.PHONY: macos-arm64 macos-x86_64 macos-universal ios android test-macos test-platform-recipes
TEST_TARGETS += test-platform-recipes

macos-arm64: $(APPLE)/macos-arm64/libsudoku.$(ABI).dylib ## (macOS with Xcode) libsudoku.<ABI>.dylib and libsudoku.a for Apple silicon
macos-x86_64: $(APPLE)/macos-x86_64/libsudoku.$(ABI).dylib ## (macOS with Xcode) libsudoku.<ABI>.dylib and libsudoku.a for Intel Macs
macos-universal: $(APPLE)/macos-universal/libsudoku.$(ABI).dylib ## (macOS with Xcode) universal dylib and .a of both, made with lipo

# $(APPLE)/macos-<arch>/: the dylib and the static library of one architecture.
$(APPLE)/macos-%/libsudoku.$(ABI).dylib: $(GOSRC) include/sudoku.h packaging/macos/exported_symbols.txt
	@mkdir -p $(@D)/static
	GOOS=darwin GOARCH=$(if $(filter x86_64,$*),amd64,arm64) CGO_ENABLED=1 CC="$(call MACOS_CC,$*)" \
	    $(GO) build -buildmode=c-shared -trimpath -ldflags "$(MACOS_LDFLAGS)" -o $@ ./capi
	GOOS=darwin GOARCH=$(if $(filter x86_64,$*),amd64,arm64) CGO_ENABLED=1 CC="$(call MACOS_CC,$*)" \
	    $(GO) build -buildmode=c-archive -trimpath -o $(@D)/static/libsudoku.a ./capi
	mv $(@D)/static/libsudoku.a $(@D)/libsudoku.a && rm -rf $(@D)/static $(@D)/libsudoku.$(ABI).h
	ln -sf libsudoku.$(ABI).dylib $(@D)/libsudoku.dylib

$(APPLE)/macos-universal/libsudoku.$(ABI).dylib: $(APPLE)/macos-arm64/libsudoku.$(ABI).dylib $(APPLE)/macos-x86_64/libsudoku.$(ABI).dylib
	@mkdir -p $(@D)
	$(LIPO) -create -output $@ $^
	$(LIPO) -create -output $(@D)/libsudoku.a $(APPLE)/macos-arm64/libsudoku.a $(APPLE)/macos-x86_64/libsudoku.a
	ln -sf libsudoku.$(ABI).dylib $(@D)/libsudoku.dylib
	$(LIPO) -info $@

# iOS: static only (App Store apps link it in; C# and Unity call it through
# "__Internal"), for devices (iphoneos, arm64) and the simulator on Apple
# silicon (iphonesimulator, arm64), bundled as an xcframework.
ios: $(APPLE)/libsudoku.xcframework ## (macOS with Xcode) libsudoku.xcframework: static libraries for iOS devices and the simulator

$(APPLE)/ios-%/libsudoku.a: $(GOSRC) include/sudoku.h
	@mkdir -p $(@D)
	GOOS=ios GOARCH=arm64 CGO_ENABLED=1 CC="$(call IOS_CC,arm64,$*)" \
	    $(GO) build -buildmode=c-archive -trimpath -o $@ ./capi
	rm -f $(@D)/libsudoku.h

$(APPLE)/libsudoku.xcframework: $(APPLE)/ios-iphoneos/libsudoku.a $(APPLE)/ios-iphonesimulator/libsudoku.a
	rm -rf $@
	xcodebuild -create-xcframework -library $(APPLE)/ios-iphoneos/libsudoku.a -headers include \
	    -library $(APPLE)/ios-iphonesimulator/libsudoku.a -headers include -output $@

# test-macos (on a Mac): the C API tests and the C example against the
# universal dylib, as test-c does on Linux, and the exports checked.
test-macos: $(APPLE)/macos-universal/libsudoku.$(ABI).dylib ## (macOS) the C API tests and examples/c against the dylib
	cc $(CFLAGS_TEST) tests/c/test_api.c -L$(APPLE)/macos-universal -lsudoku -Wl,-rpath,@loader_path -o $(APPLE)/macos-universal/test_api
	cc -std=c99 -O2 -Iinclude examples/c/main.c -L$(APPLE)/macos-universal -lsudoku -Wl,-rpath,@loader_path -o $(APPLE)/macos-universal/example_c
	$(APPLE)/macos-universal/test_api
	$(APPLE)/macos-universal/example_c | grep -qF 'The solution is unique.'
	@bad=$$(nm -gU $(APPLE)/macos-universal/libsudoku.$(ABI).dylib | awk '{print $$3}' | grep -v '^_sudoku_' || true); \
	 if [ -n "$$bad" ]; then echo "unexpected exported symbols:"; echo "$$bad"; exit 1; fi; echo "only sudoku_* symbols are exported"

# Android: build/android/<abi>/libsudoku.so for each ABI of ANDROID_ABIS.
android: $(foreach a,$(ANDROID_ABIS),$(ANDROID)/$(a)/libsudoku.so) ## (Android NDK: ANDROID_NDK_HOME) libsudoku.so for arm64-v8a, armeabi-v7a and x86_64

$(ANDROID)/%/libsudoku.so: $(GOSRC) include/sudoku.h capi/sudoku.map
	@test -x "$(NDK_BIN)/$(call android_clang,$*)$(ANDROID_API)-clang" || { echo "make android: no NDK clang at $(NDK_BIN) (set ANDROID_NDK_HOME)"; exit 1; }
	@mkdir -p $(@D)
	GOOS=android GOARCH=$(call android_goarch,$*) $(if $(filter-out -,$(call android_goarm,$*)),GOARM=$(call android_goarm,$*)) CGO_ENABLED=1 \
	    CC=$(NDK_BIN)/$(call android_clang,$*)$(ANDROID_API)-clang \
	    $(GO) build -buildmode=c-shared -trimpath -ldflags "$(ANDROID_LDFLAGS)" -o $@ ./capi
	rm -f $(@D)/libsudoku.h

# The recipes above cannot run here; make -n shows what each would run, and
# this checks it is the build it should be.
test-platform-recipes: ## check with make -n that the macOS, iOS and Android recipes expand to the right builds
	@echo "== platform recipes (make -n: macOS, iOS, Android; they run on CI runners)"
	@out=$$($(MAKE) --no-print-directory -n -B macos-universal ios android ANDROID_NDK_HOME=/ndk BUILD=$(BUILD)/recipes 2>&1) || { echo "$$out"; exit 1; }; \
	 for want in "GOOS=darwin GOARCH=arm64" "GOOS=darwin GOARCH=amd64" "lipo -create" "-install_name,@rpath/libsudoku.$(ABI).dylib" \
	     "GOOS=ios GOARCH=arm64" "--sdk iphoneos" "--sdk iphonesimulator" "-create-xcframework" \
	     "GOOS=android GOARCH=arm64" "GOOS=android GOARCH=arm GOARM=7" "GOOS=android GOARCH=amd64" \
	     "aarch64-linux-android$(ANDROID_API)-clang" "armv7a-linux-androideabi$(ANDROID_API)-clang" "x86_64-linux-android$(ANDROID_API)-clang" \
	     "-soname,libsudoku.so " "max-page-size=16384"; do \
	     printf '%s\n' "$$out" | grep -qF -- "$$want" || { printf '%s\n' "$$out"; echo "FAIL: no '$$want' in the recipes"; exit 1; }; \
	 done; echo "macOS arm64/x86_64/universal, iOS device/simulator xcframework, Android arm64-v8a/armeabi-v7a/x86_64: recipes expand as they should"
