// Command techgen writes engine/tech_registry_gen.go, the step finder's
// technique tables, from the techSpec declarations in the engine's source
// (see engine/logic_registry.go): the base rating of every technique, the
// order in which the step finder tries the searches, and the dispatch of
// searches and explanations as direct calls.
//
// Usage:
//
//	go generate ./engine              (runs techgen in engine/)
//	go run ./internal/techgen -dir engine -check
//
// With -check it writes nothing and fails when the file is missing or
// differs from what it would write. It uses the standard library only: it
// reads the declarations with go/parser and evaluates the few constants it
// needs (the technique numbers) itself.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

// outputName is the generated file, in the engine's folder.
const outputName = "tech_registry_gen.go"

func main() {
	dir := flag.String("dir", ".", "the engine package's folder")
	check := flag.Bool("check", false, "fail if the generated file is stale instead of writing it")
	flag.Parse()
	if err := run(*dir, *check); err != nil {
		fmt.Fprintln(os.Stderr, "techgen:", err)
		os.Exit(1)
	}
}

func run(dir string, check bool) error {
	src, err := generate(dir)
	if err != nil {
		return err
	}
	path := filepath.Join(dir, outputName)
	if !check {
		return os.WriteFile(path, src, 0o644)
	}
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if !bytes.Equal(old, src) {
		return fmt.Errorf("%s is stale: run go generate ./engine", path)
	}
	return nil
}

// generate reads the package in dir and returns the generated file.
func generate(dir string) ([]byte, error) {
	pkg, err := readPackage(dir)
	if err != nil {
		return nil, err
	}
	reg, err := buildRegistry(pkg)
	if err != nil {
		return nil, err
	}
	return reg.render()
}
