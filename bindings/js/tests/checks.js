// The checks of the JavaScript binding, run in Node (node.test.js) and in
// headless Chromium (browser.test.js, through browser.html) on the same
// sudoku.wasm. Each compares the module's answers with an independent
// reference: the brute-force solver and unit checks below, the native
// library's CLI (its answers arrive in oracle, computed by the Node side
// with build/sudoku), and the table of bad inputs every binding shares
// (tests/errors/cases.tsv, in oracle.errorTable).

export const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

function fail(msg) {
  throw new Error(msg);
}
function eq(got, want, what) {
  const g = JSON.stringify(got);
  const w = JSON.stringify(want);
  if (g !== w) fail(`${what}: got ${g}, want ${w}`);
}
function throws(f, check, what) {
  let err;
  try {
    f();
  } catch (e) {
    err = e;
  }
  if (!err) fail(`${what}: did not throw`);
  check(err);
}

// The state before a Dynamic Forcing Chains step of an SE 8.9 puzzle of
// se_rated_diabolical_more_3k (capi/chain_test.go has it too): the
// player's grid and pencil marks, 3 hex digits a cell. The step: whichever
// of 1 or 2 goes in r3c9, r1c9 is not 2.
export const CHAIN_STATE = {
  puzzle: "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74",
  grid: "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74",
  marks: "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a000117000107103000000011132021113122000000",
};

const cellName = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;

const digitsOf = (line) => Array.from(line, (c) => (c === "." || c === "0" ? 0 : c.charCodeAt(0) - 48));

// units lists the 27 rows, columns and boxes as cell indices.
const units = (() => {
  const u = [];
  for (let i = 0; i < 9; i++) {
    u.push([...Array(9)].map((_, j) => 9 * i + j));
    u.push([...Array(9)].map((_, j) => 9 * j + i));
    u.push([...Array(9)].map((_, j) => 27 * Math.floor(i / 3) + 3 * (i % 3) + 9 * Math.floor(j / 3) + (j % 3)));
  }
  return u;
})();

// checkSolution fails unless solution is a full valid grid that keeps
// every given of puzzle.
function checkSolution(puzzle, solution, what) {
  const p = typeof puzzle === "string" ? digitsOf(puzzle) : puzzle;
  const s = typeof solution === "string" ? digitsOf(solution) : solution;
  if (s.length !== 81) fail(`${what}: ${s.length} cells`);
  for (let i = 0; i < 81; i++) if (p[i] !== 0 && p[i] !== s[i]) fail(`${what}: given ${p[i]} at ${i} became ${s[i]}`);
  for (const u of units) {
    const seen = new Set(u.map((c) => s[c]));
    for (let d = 1; d <= 9; d++) if (!seen.has(d)) fail(`${what}: a unit lacks ${d}`);
  }
}

// bruteCount counts the solutions of a grid up to limit by plain
// backtracking: the reference the engine's count is compared with.
export function bruteCount(puzzle, limit) {
  const g = digitsOf(puzzle);
  let n = 0;
  const ok = (c, d) => {
    const r = Math.floor(c / 9), col = c % 9, b = 27 * Math.floor(r / 3) + 3 * Math.floor(col / 3);
    for (let k = 0; k < 9; k++) {
      if (g[9 * r + k] === d || g[9 * k + col] === d || g[b + 9 * Math.floor(k / 3) + (k % 3)] === d) return false;
    }
    return true;
  };
  const walk = (c) => {
    while (c < 81 && g[c] !== 0) c++;
    if (c === 81) return ++n >= limit;
    for (let d = 1; d <= 9; d++) {
      if (ok(c, d)) {
        g[c] = d;
        if (walk(c + 1)) return true;
        g[c] = 0;
      }
    }
    return false;
  };
  walk(0);
  return n;
}

// cutClues returns puzzle with k clues emptied, chosen by a small seeded
// generator (the same cuts in every run).
function cutClues(puzzle, k, seed) {
  const g = puzzle.split("");
  const clues = g.map((c, i) => (c === "." ? -1 : i)).filter((i) => i >= 0);
  let x = seed;
  for (let j = 0; j < k && clues.length; j++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const [i] = clues.splice(x % clues.length, 1);
    g[i] = ".";
  }
  return g.join("");
}

// edited is the grid of text with the table's cell=value edits.
function edited(sudoku, text, edits) {
  const g = sudoku.parse(text);
  if (edits !== "-") {
    for (const e of edits.split(",")) {
      const [c, v] = e.split("=").map(Number);
      g[c] = v;
    }
  }
  return g;
}

/** checks(lib, oracle) returns the named checks; each takes a loaded Sudoku. */
export function checks(lib, oracle) {
  const { CELLS, ChainKind, Status, Technique, HintStatus, HintStyle, Level, Mistake, SudokuError, VERSION, ABI_VERSION } = lib;
  return [
    ["version is the header's", (s) => {
      eq(s.version(), { version: oracle.version, abi: oracle.abi, generator: oracle.generator }, "version()");
      eq([VERSION, ABI_VERSION], [oracle.version, oracle.abi], "VERSION, ABI_VERSION");
      eq(CELLS, 81, "CELLS");
    }],
    ["solve: text in, text out; numbers in, numbers out", (s) => {
      eq(s.solve(CLASSIC), CLASSIC_SOLUTION, "solve(text)");
      const sol = s.solve(digitsOf(CLASSIC));
      eq(sol, digitsOf(CLASSIC_SOLUTION), "solve(numbers)");
      eq(s.solve(new Uint8Array(digitsOf(CLASSIC))), digitsOf(CLASSIC_SOLUTION), "solve(Uint8Array)");
      eq(s.parse(CLASSIC), digitsOf(CLASSIC), "parse");
      eq(s.format(digitsOf(CLASSIC)), CLASSIC, "format");
      eq(s.formatPretty(CLASSIC).split("\n")[0], "5 3 . | . 7 . | . . .", "formatPretty line 1");
    }],
    ["solve agrees with the native CLI on the hard puzzles", (s) => {
      if (!oracle.solved.length) fail("no puzzles from the oracle");
      for (const [p, want] of oracle.solved) {
        const got = s.solve(p);
        checkSolution(p, got, `solve(${p})`);
        eq(got, want, `solve(${p}) against the CLI`);
      }
    }],
    ["countSolutions agrees with a brute-force count", (s) => {
      eq(s.countSolutions(CLASSIC), 1, "count(classic)");
      eq(s.countSolutions(".".repeat(81), 100), 100, "count(empty, 100)");
      // Exact counts below the limit (1, 4 and 10 solutions), and the limit.
      let exact = 0;
      for (const k of [2, 3, 4, 10, 12]) {
        const p = cutClues(CLASSIC, k, k);
        const want = bruteCount(p, 100);
        eq(s.countSolutions(p, 100), want, `count(classic minus ${k} clues, limit 100)`);
        if (want > 1 && want < 100) exact++;
      }
      if (exact < 2) fail("the cut puzzles should include some with a few solutions");
      eq(s.countSolutionsBatch([CLASSIC, ".".repeat(81)], 7), [1, 7], "countSolutionsBatch");
    }],
    ["hint: a step that agrees with the solution, mistakes, solved", (s) => {
      const h = s.hint(CLASSIC, CLASSIC);
      eq(h.status, HintStatus.STEP, "status");
      eq(h.statusName, "step", "statusName");
      if (h.cell < 0 || CLASSIC_SOLUTION[h.cell] !== String(h.digit)) fail(`hint places ${h.digit} at ${h.cell}`);
      if (!h.text.includes(h.techniqueName)) fail(`hint text "${h.text}" lacks "${h.techniqueName}"`);
      // A wrong digit in r1c3 (the solution has 4 there).
      const g = digitsOf(CLASSIC);
      g[2] = 1;
      const m = s.hint(CLASSIC, g);
      eq([m.status, m.mistakes], [HintStatus.MISTAKES, { 2: Mistake.DIGIT }], "mistakes");
      eq(s.hint(CLASSIC, CLASSIC_SOLUTION).status, HintStatus.SOLVED, "solved");
      // Pencil marks without the solution's digit in r1c3.
      const marks = new Array(81).fill(0x1ff);
      marks[2] = 0x1ff & ~(1 << 3);
      const mm = s.hint(CLASSIC, CLASSIC, marks);
      eq([mm.status, mm.mistakes], [HintStatus.MISTAKES, { 2: Mistake.MARKS }], "wrong marks");
    }],
    ["hint styles: the extended catalogue's step agrees with the solution; an unknown style is refused", (s) => {
      const h = s.hint(CLASSIC, CLASSIC, null, { style: HintStyle.EXTENDED });
      eq(h.status, HintStatus.STEP, "status");
      if (h.cell < 0 || CLASSIC_SOLUTION[h.cell] !== String(h.digit)) fail(`extended hint places ${h.digit} at ${h.cell}`);
      eq(s.hint(CLASSIC, CLASSIC, null, { style: HintStyle.SE }).text, s.hint(CLASSIC, CLASSIC).text, "SE is the default");
      throws(() => s.hint(CLASSIC, CLASSIC, null, { style: 2 }), (e) => eq(e.statusName, "SUDOKU_E_ARG", "status"), "style 2");
    }],
    ["candidates: the marks the rules allow, computed here", (s) => {
      for (const p of [CLASSIC, ...oracle.solved.map(([q]) => q)]) {
        const g = digitsOf(p);
        const want = g.map((v, c) => {
          if (v !== 0) return 0;
          let m = 0x1ff;
          for (const u of units) if (u.includes(c)) for (const o of u) if (g[o]) m &= ~(1 << (g[o] - 1));
          return m;
        });
        eq(s.candidates(p), want, `candidates(${p})`);
      }
      const bad = digitsOf(CLASSIC);
      bad[2] = 5;
      throws(() => s.candidates(bad), (e) => eq([e.statusName, e.cells], ["SUDOKU_E_CONFLICT", [0, 2]], "conflict"), "candidates of a conflict");
      // The marks of candidates make a hint with no mistakes in them.
      const h = s.hint(CLASSIC, CLASSIC, s.candidates(CLASSIC));
      eq(h.status, HintStatus.STEP, "hint with the candidates");
    }],
    ["hintChain agrees with the native CLI's hint --chain, node by node", (s) => {
      const marks = Array.from({ length: 81 }, (_, i) => parseInt(CHAIN_STATE.marks.slice(3 * i, 3 * i + 3), 16));
      const h = s.hintChain(CHAIN_STATE.puzzle, CHAIN_STATE.grid, marks);
      const want = oracle.chainHint;
      if (!want || !want.chain) fail("no hint --chain from the oracle");
      eq([h.techniqueName, h.text], [want.technique, want.explanation], "the hint");
      eq(h.removed, { 8: [2] }, "2 leaves r1c9");
      const v = h.view;
      eq([v.kind, v.kindName, v.unit, v.truncated], [ChainKind.CELL, want.chain.kind, -1, want.chain.truncated], "kind");
      eq(v.branches, want.chain.branches, "branches");
      eq(v.nodes.map((n) => ({ cell: cellName(n.cell), digit: n.digit, on: n.on, branch: n.branch, reason: n.reasonName, parents: n.parents })),
        want.chain.nodes, "nodes");
      eq(v.reasoning, want.chain.reasoning, "reasoning");
      if (!v.reasoning.startsWith("If r3c9 is 1, then ")) fail(`reasoning: ${v.reasoning}`);
      eq(s.hint(CHAIN_STATE.puzzle, CHAIN_STATE.grid, marks).text, h.text, "hint's text");
      const none = s.hintChain(CLASSIC, CLASSIC);
      eq([none.status, none.view.kind, none.view.nodes.length, none.view.reasoning], [HintStatus.STEP, ChainKind.NONE, 0, ""], "a single");
      marks[4] = 0x400;
      throws(() => s.hintChain(CHAIN_STATE.puzzle, CHAIN_STATE.grid, marks), (e) => eq(e.statusName, "SUDOKU_E_ARG", "status"), "a bad mark");
    }],
    ["rate agrees with the native CLI", (s) => {
      if (!oracle.rated.length) fail("no ratings from the oracle");
      for (const r of oracle.rated) {
        const got = s.rate(r.puzzle);
        eq([got.rating, got.levelName, got.hardestName, got.complete, got.steps],
          [Math.round(r.rating * 10), r.level, r.hardest, r.complete, r.steps], `rate(${r.puzzle})`);
      }
      const capped = s.rate(CLASSIC, { maxRating: 11 });
      eq([capped.capped, capped.level], [true, Level.BEYOND], "rate with maxRating 1.1");
      eq(s.rate(CLASSIC).counts[Technique.HIDDEN_SINGLE_BOX] > 0, true, "counts");
    }],
    ["generate makes the CLI's puzzles, unique and solved", (s) => {
      for (const want of oracle.generated) {
        const opts = { seed: Number(want.seed), first: want.line - 1 };
        if (want.band) opts.level = Level[want.band.toUpperCase()];
        const g = s.generate(opts);
        eq([g.puzzle, g.solution], [want.puzzle, want.solution], `generate(${JSON.stringify(opts)})`);
        checkSolution(g.puzzle, g.solution, "generated solution");
        eq(s.countSolutions(g.puzzle), 1, "generated puzzle is unique");
        eq(g.rating, want.band ? Math.round(want.rating * 10) : -1, "generated rating");
      }
      const plain = oracle.generated.filter((g) => !g.band);
      const batch = s.generateBatch(plain.length, { seed: Number(plain[0].seed) });
      eq(batch.map((g) => g.puzzle), plain.map((g) => g.puzzle), "generateBatch");
      eq(s.generate({ seed: 2n ** 64n - 1n }).puzzle.length, 81, "a 64-bit seed");
    }],
    ["solveBatch: solutions and errors, item by item", (s) => {
      const bad = "12345678.........9" + ".".repeat(63);
      const items = s.solveBatch([CLASSIC, bad, digitsOf(CLASSIC)]);
      eq(items[0], CLASSIC_SOLUTION, "item 0");
      if (!(items[1] instanceof SudokuError) || items[1].status !== Status.E_UNSOLVABLE) fail(`item 1: ${items[1]}`);
      eq(items[2], digitsOf(CLASSIC_SOLUTION), "item 2");
      eq(s.solveBatch([]), [], "empty batch");
    }],
    ["the shared table of bad inputs (tests/errors/cases.tsv)", (s) => {
      let n = 0;
      for (const line of oracle.errorTable.split("\n")) {
        if (!line || line.startsWith("#")) continue;
        const f = line.split("\t");
        if (f.length !== 6) fail(`bad table line: ${line}`);
        const [call, input, edits, status, cells, message] = f;
        const text = input.replace(/\\n/g, "\n").replace(/\\t/g, "\t").replace(/\\\\/g, "\\");
        n++;
        let run;
        if (call === "parse") run = () => s.parse(text);
        else if (call === "check_text") run = () => s.checkText(text);
        else {
          const puzzle = s.parse(text);
          const grid = edited(s, text, edits);
          run = {
            validate: () => s.validate(grid),
            solve: () => s.solve(grid),
            count: () => s.countSolutions(grid, 2),
            rate: () => s.rate(grid),
            format: () => s.format(grid),
            hint_puzzle: () => s.hint(grid, grid),
            hint_grid: () => s.hint(puzzle, grid),
            solve_batch: () => {
              const items = s.solveBatch([CLASSIC, grid, CLASSIC]);
              if (typeof items[0] !== "string") fail("batch item 0 failed");
              throw items[1];
            },
          }[call];
          if (!run) fail(`unknown call ${call}`);
        }
        throws(run, (e) => {
          if (!(e instanceof SudokuError)) throw e;
          eq([e.statusName, e.status, e.cells.join(",") || "-", e.detail, e.message],
            [status, Status[status.replace(/^SUDOKU_/, "")], cells, message, `${status}: ${message}`], `${call} ${input}`);
        }, `${call} ${input}`);
      }
      if (n < 10) fail(`only ${n} table lines`);
    }],
    ["arguments the JS layer refuses: SUDOKU_E_ARG with the cell", (s) => {
      const g = digitsOf(CLASSIC);
      g[7] = 1.5;
      throws(() => s.solve(g), (e) => eq([e.statusName, e.cells], ["SUDOKU_E_ARG", [7]], "a fraction"), "1.5 in a cell");
      throws(() => s.solve(g.slice(0, 80)), (e) => eq(e.statusName, "SUDOKU_E_ARG", "80 cells"), "80 cells");
      throws(() => s.solve(null), (e) => eq(e.statusName, "SUDOKU_E_ARG", "null"), "null");
      throws(() => s.countSolutions(CLASSIC, 0), (e) => eq(e.statusName, "SUDOKU_E_ARG", "limit 0"), "limit 0");
      throws(() => s.generate({ seeed: 1 }), (e) => eq(e.statusName, "SUDOKU_E_ARG", "unknown option"), "unknown option");
      // After refusing, the instance still works.
      eq(s.solve(CLASSIC), CLASSIC_SOLUTION, "solve afterwards");
    }],
  ];
}
