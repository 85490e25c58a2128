# The JavaScript/TypeScript binding (bindings/js): the engine compiled to
# WebAssembly (GOOS=wasip1, a reactor module: see bindings/js/README.md for
# why not GOOS=js) behind a small typed ES-module API, as an npm package.
# `make js` assembles build/js/package (package.json stamped with the
# header's version) and packs it with npm into build/js/libsudoku-<version>.tgz;
# test-js unpacks that tarball and runs the checks in Node, test-js-browser
# the same checks in headless Chromium. Without node, npm or chromium they
# say what to install and skip.

NODE      ?= node
NPM       ?= npm
CHROMIUM  ?= /usr/bin/chromium
JS        := $(BUILD)/js
JS_PKG    := $(JS)/package
JS_WASM   := $(JS_PKG)/sudoku.wasm
JS_TGZ    := $(JS)/libsudoku-$(VERSION).tgz
JS_UNPACK := $(JS)/unpacked/package
JS_SRC    := $(wildcard bindings/js/src/*.js bindings/js/src/*.d.ts) bindings/js/package.json bindings/js/README.md LICENSE
JS_WASM_SRC := $(GOSRC) $(wildcard bindings/js/wasm/*.go)
# tsc for test-js-types: on the PATH, or where .ci/run installs it.
TSC       ?= $(or $(shell command -v tsc 2>/dev/null),$(wildcard $(BUILD)/tools/node_modules/.bin/tsc))
HAVE_NODE := $(shell command -v $(NODE) >/dev/null 2>&1 && command -v $(NPM) >/dev/null 2>&1 && echo yes)
JS_HINT   := install them with: apt-get install nodejs npm (Node.js 18 or later)

.PHONY: js js-wasm test-js test-js-browser test-js-types bench-js
TEST_TARGETS  += test-js test-js-browser test-js-types
BENCH_TARGETS += bench-js

js-wasm: $(JS_WASM) ## build the engine as WebAssembly, build/js/package/sudoku.wasm (GOOS=wasip1)

$(JS_WASM): $(JS_WASM_SRC)
	@mkdir -p $(JS_PKG)
	GOOS=wasip1 GOARCH=wasm $(GO) build -buildmode=c-shared -trimpath -ldflags "-s -w" -o $@ ./bindings/js/wasm

# The package folder: the sources, the module, the licence, and
# package.json with the header's version in place of 0.0.0-dev.
$(JS_PKG)/package.json: $(JS_SRC) include/sudoku.h
	@mkdir -p $(JS_PKG)/src
	cp bindings/js/src/*.js bindings/js/src/*.d.ts $(JS_PKG)/src/
	cp bindings/js/README.md LICENSE $(JS_PKG)/
	sed 's/"version": "0.0.0-dev"/"version": "$(VERSION)"/' bindings/js/package.json > $@
	grep -q '"version": "$(VERSION)"' $@

ifeq ($(HAVE_NODE),yes)

js: $(JS_TGZ) ## the npm package build/js/libsudoku-<version>.tgz (WebAssembly + typed JS API)

$(JS_TGZ): $(JS_PKG)/package.json $(JS_WASM)
	cd $(JS) && $(NPM) pack --silent ./package >/dev/null
	@test -f $@ || { echo "FAIL: npm pack did not write $@"; exit 1; }

# The tarball unpacked, as npm install would: the tests run on what ships.
$(JS_UNPACK)/package.json: $(JS_TGZ)
	rm -rf $(JS)/unpacked && mkdir -p $(JS)/unpacked
	tar -xzf $< -C $(JS)/unpacked
	@touch $@

test-js: $(JS_UNPACK)/package.json $(CLI) ## run the JavaScript binding's checks in Node, on the npm package
	@echo "== bindings/js in Node $$($(NODE) --version) (npm package $(notdir $(JS_TGZ)), $$(wc -c < $(JS_TGZ)) bytes; sudoku.wasm $$(wc -c < $(JS_WASM)) bytes)"
	LIBSUDOKU_JS=$(JS_UNPACK) SUDOKU_CLI=$(CLI) $(NODE) --test --test-reporter=spec bindings/js/tests/node.test.js

test-js-browser: $(JS_UNPACK)/package.json $(CLI) ## run the JavaScript binding's checks in headless Chromium
	@echo "== bindings/js in headless Chromium ($(CHROMIUM))"
	LIBSUDOKU_JS=$(JS_UNPACK) SUDOKU_CLI=$(CLI) CHROMIUM=$(CHROMIUM) $(NODE) --test --test-reporter=spec bindings/js/tests/browser.test.js

ifneq ($(TSC),)
test-js-types: $(JS_UNPACK)/package.json ## compile a TypeScript program against the package's types (tsc --strict)
	@echo "== bindings/js types: tsc $$($(TSC) --version) on bindings/js/tests/types/app.ts"
	rm -rf $(JS)/types && mkdir -p $(JS)/types/node_modules
	cp bindings/js/tests/types/app.ts bindings/js/tests/types/tsconfig.json $(JS)/types/
	echo '{"type": "module"}' > $(JS)/types/package.json
	ln -s ../../unpacked/package $(JS)/types/node_modules/libsudoku
	cd $(JS)/types && $(abspath $(TSC)) -p .
	@echo "types: app.ts compiles against libsudoku's index.d.ts"
else
test-js-types:
	@echo "== bindings/js types: SKIPPED: tsc not found; install it with: npm install --prefix build/tools typescript@5"
endif

bench-js: $(JS_UNPACK)/package.json $(CLI) ## what a call costs in Node and in Chromium, and the package's size
	@echo "== bindings/js: sizes"
	@echo "sudoku.wasm $$(wc -c < $(JS_WASM)) bytes, $$(gzip -9 -c $(JS_WASM) | wc -c) gzipped; $(notdir $(JS_TGZ)) $$(wc -c < $(JS_TGZ)) bytes"
	LIBSUDOKU_JS=$(JS_UNPACK) SUDOKU_CLI=$(CLI) $(NODE) bindings/js/tests/bench.js
	LIBSUDOKU_JS=$(JS_UNPACK) SUDOKU_CLI=$(CLI) CHROMIUM=$(CHROMIUM) SUDOKU_JS_BENCH=$(JS)/bench-chromium.json \
	    $(NODE) --test --test-reporter=dot bindings/js/tests/browser.test.js
	@$(NODE) -e 'const r=require("./$(JS)/bench-chromium.json"); for (const [k,v] of Object.entries(r.bench)) console.log(`Chromium $${k}: $${v.toFixed(1)} µs/call`)'

else

js test-js test-js-browser test-js-types bench-js:
	@echo "== bindings/js: SKIPPED: $(NODE) or $(NPM) not found; $(JS_HINT)"

endif
