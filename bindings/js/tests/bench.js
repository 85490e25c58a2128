// What a call of the JavaScript binding costs in Node (make bench-js): each
// operation timed in 5 runs, the median printed in microseconds per call,
// with the native CLI's time for the same solve batch beside it.

import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildOracle, repo } from "./oracle.js";

const pkgDir = path.resolve(process.env.LIBSUDOKU_JS || path.join(repo, "build", "js", "package"));
const t0 = performance.now();
const lib = await import(pathToFileURL(path.join(pkgDir, "src", "index.js")).href);
const sudoku = await lib.load();
console.log(`Node ${process.version}: load() ${(performance.now() - t0).toFixed(0)} ms (import, compile, instantiate)`);
const oracle = buildOracle();
const hard = oracle.solved.map(([p]) => p);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
function time(name, n, f) {
  f(0);
  const runs = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) f(i);
    runs.push(((performance.now() - t) * 1000) / n);
  }
  console.log(`Node ${name}: ${median(runs).toFixed(1)} µs/call (median of 5 runs of ${n})`);
  return median(runs);
}

time("solve hardest.txt #1", 2000, () => sudoku.solve(hard[0]));
const each = time(`solve hardest.txt, each of ${hard.length}`, 200, (i) => sudoku.solve(hard[i % hard.length]));
const batch = time(`solveBatch hardest.txt (${hard.length} puzzles)`, 200, () => sudoku.solveBatch(hard)) / hard.length;
console.log(`Node solveBatch: ${batch.toFixed(1)} µs/puzzle, ${(each / batch).toFixed(2)}x the single calls`);
time("countSolutions hardest.txt #1", 2000, () => sudoku.countSolutions(hard[0]));
time("hint hardest.txt #1", 500, () => sudoku.hint(hard[0]));
time("rate se_rated_hard #1", 50, () => sudoku.rate(oracle.rated[0].puzzle));
time("generate (minimal, no band)", 10, (i) => sudoku.generate({ seed: 7 + i }));

// The native library on the same puzzles, through the CLI's bench command.
const exe = process.env.SUDOKU_CLI || path.join(repo, "build", "sudoku");
try {
  const out = execFileSync(exe, ["bench", "--threads", "1", "-"], { input: hard.join("\n") + "\n", encoding: "utf8" });
  console.log(`native (sudoku bench --threads 1 on the same puzzles): ${out.trim().split("\n").slice(-1)[0]}`);
} catch (e) {
  console.log(`native: sudoku bench failed: ${e.message.split("\n")[0]}`);
}
