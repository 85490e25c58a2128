// The checks of checks.js in Node, on the package at $LIBSUDOKU_JS (the
// folder npm pack's tarball unpacks to; make test-js sets it), and the
// package's own files: package.json's version is the header's, the types
// and the licence are there.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checks } from "./checks.js";
import { buildOracle, repo } from "./oracle.js";

const pkgDir = path.resolve(process.env.LIBSUDOKU_JS || path.join(repo, "build", "js", "package"));
const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
const lib = await import(pathToFileURL(path.join(pkgDir, pkg.exports["."].default)).href);
const oracle = buildOracle();
const sudoku = await lib.load();

test("package.json: the header's version, the entry points and files", () => {
  assert.equal(pkg.version, oracle.version);
  assert.equal(pkg.license, "MIT");
  for (const f of ["LICENSE", "README.md", "sudoku.wasm", pkg.exports["."].types, pkg.exports["."].default]) {
    assert.ok(existsSync(path.join(pkgDir, f)), `${f} in the package`);
  }
  const header = readFileSync(path.join(repo, "include", "sudoku.h"), "utf8");
  assert.equal(pkg.version, header.match(/#define SUDOKU_VERSION "([^"]+)"/)[1]);
});

for (const [name, run] of checks(lib, oracle)) {
  test(name, () => run(sudoku));
}

test("two instances are independent", async () => {
  const other = await lib.load();
  assert.equal(other.solve(oracle.solved[0][0]), oracle.solved[0][1]);
  assert.equal(sudoku.countSolutions(".".repeat(81), 3), 3);
});
