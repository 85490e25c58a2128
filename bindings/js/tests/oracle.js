// The oracle of the checks (checks.js): the answers of the native library,
// through the CLI built from the same sources (build/sudoku, or $SUDOKU_CLI),
// for puzzles of the data sets (shared/data beside the repository or a
// parent of it, or $SUDOKU_DATA_DIR; the
// classic puzzle alone when they are absent), and the shared table of bad
// inputs. Node only.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { CHAIN_STATE } from "./checks.js";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "..", "..", "..");

function cli(args, input) {
  const exe = process.env.SUDOKU_CLI || path.join(repo, "build", "sudoku");
  return execFileSync(exe, args, { input, encoding: "utf8" });
}

const records = (out) => out.trim().split("\n").map((l) => JSON.parse(l));

/** dataDir is shared/data beside the repository or one of its parents. */
function dataDir() {
  for (let d = repo; ; d = path.dirname(d)) {
    const cand = path.join(path.dirname(d), "shared", "data");
    if (existsSync(cand)) return cand;
    if (path.dirname(d) === d) return path.resolve(repo, "..", "shared", "data");
  }
}

/** puzzles returns n puzzles of a data set, and a note when it is absent. */
function puzzles(file, n) {
  const dir = process.env.SUDOKU_DATA_DIR || dataDir();
  const p = path.join(dir, file);
  if (!existsSync(p)) {
    console.log(`SKIPPED the data set ${file}: not in ${dir} (set SUDOKU_DATA_DIR); using the classic puzzle`);
    return ["53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"];
  }
  return readFileSync(p, "utf8").split("\n").filter((l) => l && !l.startsWith("#")).slice(0, n).map((l) => l.split(/\s/)[0]);
}

export function buildOracle() {
  const [version, abi, generator] = cli(["version"]).match(/^libsudoku (\S+)\nABI version (\d+)\ngenerator version (\d+)/).slice(1);
  const hard = puzzles("hardest.txt", 11);
  const solutions = cli(["solve"], hard.join("\n") + "\n").trim().split("\n");
  const rated = records(cli(["rate", "--format", "json"], puzzles("se_rated_hard_3k.txt", 12).join("\n") + "\n"));
  // Each record with band: the level asked for, or none.
  const gen = (band, ...args) =>
    records(cli(["generate", ...args, ...(band ? ["--level", band] : []), "--format", "json"])).map((r) => ({ ...r, band }));
  const generated = [
    ...gen(null, "--seed", "5", "--count", "3"),
    ...gen("hard", "--seed", "1", "--count", "1"),
    ...gen("easy", "--seed", "9", "--first", "4", "--count", "1"),
  ];
  // The hint of a chain step with its structure (hint --chain), on the
  // state CHAIN_STATE of checks.js: marks as the CLI's fields.
  const fields = Array.from({ length: 81 }, (_, i) => {
    const m = parseInt(CHAIN_STATE.marks.slice(3 * i, 3 * i + 3), 16);
    const ds = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1))).join("");
    return ds || ".";
  });
  const [chainHint] = records(cli(["hint", "--chain", "--format", "json", "--grid", CHAIN_STATE.grid,
    "--marks", fields.join(" "), CHAIN_STATE.puzzle]));
  return {
    version, abi: Number(abi), generator: Number(generator),
    solved: hard.map((p, i) => [p, solutions[i]]),
    rated, generated, chainHint,
    errorTable: readFileSync(path.join(repo, "tests", "errors", "cases.tsv"), "utf8"),
  };
}
