# C++: the header-only layer bindings/cpp/sudoku.hpp (and sudoku_variant.hpp
# for the variants), its tests in bindings/cpp/tests
# and the game-style example examples/cpp, built as C++11 with warnings as
# errors against build/libsudoku.so.

CXXFLAGS_CPP := -std=c++11 -Wall -Wextra -Wpedantic -Werror -O2 -Iinclude -Ibindings/cpp
CPP_BINDING  := bindings/cpp/sudoku.hpp bindings/cpp/sudoku_variant.hpp include/sudoku.h

.PHONY: run-cpp test-cpp
RUN_TARGETS  += run-cpp
TEST_TARGETS += test-cpp

$(BUILD)/example_cpp: examples/cpp/main.cpp $(CPP_BINDING) $(LIB)
	$(CXX) $(CXXFLAGS_CPP) $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_sudoku_hpp: bindings/cpp/tests/test_sudoku_hpp.cpp bindings/cpp/tests/status_of.hpp tests/c/check.h $(CPP_BINDING) $(LIB)
	$(CXX) $(CXXFLAGS_CPP) -Itests/c $< -L$(BUILD) -lsudoku $(RPATH) -o $@

$(BUILD)/test_variant_hpp: bindings/cpp/tests/test_variant_hpp.cpp bindings/cpp/tests/status_of.hpp tests/c/check.h $(CPP_BINDING) $(LIB)
	$(CXX) $(CXXFLAGS_CPP) -Itests/c $< -L$(BUILD) -lsudoku $(RPATH) -o $@

run-cpp: $(BUILD)/example_cpp ## run examples/cpp (a small game)
	@echo "== examples/cpp"
	$(BUILD)/example_cpp

test-cpp: $(BUILD)/test_sudoku_hpp $(BUILD)/test_variant_hpp ## the tests of the C++ layer bindings/cpp/sudoku.hpp and sudoku_variant.hpp
	@echo "== bindings/cpp/tests"
	$(BUILD)/test_sudoku_hpp tests/errors/cases.tsv
	$(BUILD)/test_variant_hpp
