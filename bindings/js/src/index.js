// libsudoku for JavaScript: the engine compiled to WebAssembly
// (sudoku.wasm, built from bindings/js/wasm), behind a small API for web
// games and Node. Load it once, then call its methods synchronously:
//
//   import { load } from "libsudoku";
//   const sudoku = await load();
//   sudoku.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
//
// Grids go in as text (a string, parsed as sudoku_parse reads text) or as
// 81 numbers (an Array or typed array, 0 for an empty cell) and come out in
// the same form: text as an 81-character line, numbers as an Array.
// Errors throw SudokuError, with the status, status name, cells and message
// every libsudoku binding gives for the same input (tests/errors/cases.tsv).
// One Sudoku serves one thread: a Worker loads its own.

import {
  ABI_VERSION, HintStatus, HintStyle, Status, VERSION, chainKindNames, chainReasonNames, hintStatusNames, levelNames,
  statusNames, techniqueNames,
} from "./abi.gen.js";
import { wasiImports } from "./wasi.js";

export * from "./abi.gen.js";

/** The number of cells of a grid. */
export const CELLS = 81;

/**
 * SudokuError is what every call throws for bad input or a failed search:
 * status is the header's code (Status.E_CONFLICT), statusName its name
 * ("SUDOKU_E_CONFLICT"), cells the cells at fault (0..80, in order; empty
 * when none apply), detail the library's message, and message
 * "<statusName>: <detail>".
 */
export class SudokuError extends Error {
  constructor(status, cells, detail) {
    const name = statusNames[status] ?? `status ${status}`;
    super(`${name}: ${detail}`);
    this.name = "SudokuError";
    this.status = status;
    this.statusName = name;
    this.cells = cells;
    this.detail = detail;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * load instantiates sudoku.wasm and checks that its version is this
 * package's. source may be omitted (the sudoku.wasm beside this package:
 * read from disk in Node, fetched in a browser), or be a URL or string
 * (fetched), a Response, the module's bytes, or a WebAssembly.Module.
 */
export async function load(source) {
  const memory = { current: null };
  const webcrypto = globalThis.crypto ?? (await import("node:crypto")).webcrypto;
  const imports = wasiImports(() => memory.current, webcrypto);
  const module = await compile(source ?? defaultSource());
  const instance = await WebAssembly.instantiate(module, imports);
  memory.current = instance.exports.memory;
  instance.exports._initialize();
  const sudoku = new Sudoku(instance.exports);
  const v = sudoku.version();
  if (v.version !== VERSION || v.abi !== ABI_VERSION) {
    throw new Error(`sudoku.wasm is libsudoku ${v.version} (ABI ${v.abi}); this package is ${VERSION} (ABI ${ABI_VERSION})`);
  }
  return sudoku;
}

function defaultSource() {
  return new URL("../sudoku.wasm", import.meta.url);
}

async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof URL && source.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return WebAssembly.compile(await readFile(source));
  }
  if (source instanceof URL || typeof source === "string") source = await fetch(source);
  if (typeof Response !== "undefined" && source instanceof Response) {
    if (!source.ok) throw new Error(`sudoku.wasm: ${source.status} ${source.statusText} from ${source.url}`);
    if (WebAssembly.compileStreaming && source.headers.get("content-type") === "application/wasm") {
      return WebAssembly.compileStreaming(source);
    }
    source = await source.arrayBuffer();
  }
  return WebAssembly.compile(source);
}

/** argError is the SUDOKU_E_ARG the JS layer raises for a malformed argument. */
function argError(detail, cells = []) {
  return new SudokuError(Status.E_ARG, cells, detail);
}

/**
 * Sudoku is one instance of the engine. Every method is synchronous and
 * runs to the end on the calling thread (the searches are bounded, as in
 * the C library).
 */
export class Sudoku {
  #x;

  constructor(exports) {
    this.#x = exports;
  }

  // call writes the input bytes, runs the export and returns its JSON
  // answer, throwing its error.
  #call(input, run) {
    const ptr = this.#x.sudoku_input(input.length);
    new Uint8Array(this.#x.memory.buffer, ptr, input.length).set(input);
    const n = run();
    const out = new Uint8Array(this.#x.memory.buffer, this.#x.sudoku_output(), n);
    const answer = JSON.parse(decoder.decode(out));
    if (answer.error) throw errorOf(answer.error);
    return answer;
  }

  // cells returns the 81 cells of a grid argument and whether it was text.
  #cells(grid, what = "grid") {
    if (typeof grid === "string") return [cellsOf(this.parse(grid)), true];
    if (grid == null || typeof grid.length !== "number") {
      throw argError(`${what}: want a string or 81 numbers, got ${grid === null ? "null" : typeof grid}`);
    }
    return [cellsOf(grid, what), false];
  }

  /** version returns the engine's release, ABI and generator version. */
  version() {
    return this.#call(new Uint8Array(0), () => this.#x.sudoku_version());
  }

  /** parse reads a grid from text (81 cells: 1-9, '.' or '0'; other layouts as sudoku_parse). */
  parse(text) {
    return Array.from(gridOf(this.#text(text, false)));
  }

  /** checkText is parse, then validate: the grid must have no repeated digit. */
  checkText(text) {
    return Array.from(gridOf(this.#text(text, true)));
  }

  #text(text, validate) {
    if (typeof text !== "string") throw argError(`text: want a string, got ${typeof text}`);
    const bytes = encoder.encode(text);
    return this.#call(bytes, () => this.#x.sudoku_parse(bytes.length, validate ? 1 : 0)).grid;
  }

  /** validate throws when a cell is above 9 or a digit repeats in a unit. */
  validate(grid) {
    const [cells] = this.#cells(grid);
    this.#call(cells, () => this.#x.sudoku_validate());
  }

  /** format returns the 81-character line of a grid ('.' for empty). */
  format(grid) {
    const [cells] = this.#cells(grid);
    return this.#call(cells, () => this.#x.sudoku_format(0)).text;
  }

  /** formatPretty returns the grid as 9 lines with box rules. */
  formatPretty(grid) {
    const [cells] = this.#cells(grid);
    return this.#call(cells, () => this.#x.sudoku_format(1)).text;
  }

  /** solve returns the solution of a puzzle (the first, if it has several). */
  solve(grid) {
    const [cells, text] = this.#cells(grid);
    return same(this.#call(cells, () => this.#x.sudoku_solve()).grid, text);
  }

  /** countSolutions counts solutions up to limit (2 tells unique from not). */
  countSolutions(grid, limit = 2) {
    const [cells] = this.#cells(grid);
    return this.#call(cells, () => this.#x.sudoku_count(int32(limit, "limit"))).count;
  }

  /**
   * candidates returns the pencil marks the placed digits of grid allow:
   * 81 masks, bit d-1 set when digit d can go in that empty cell (0 for a
   * filled cell), as hint takes them.
   */
  candidates(grid) {
    const [cells] = this.#cells(grid);
    return this.#call(cells, () => this.#x.sudoku_candidates()).marks;
  }

  /**
   * hint returns the next logical step for the player's grid of puzzle,
   * or their mistakes; marks, when given, are 81 pencil-mark masks (bit
   * d-1 for digit d); style is the catalogue of the step: HintStyle.SE (the
   * rating's, the default) or HintStyle.EXTENDED (HoDoKu's patterns, in its
   * order and with its names).
   */
  hint(puzzle, grid, marks, { style = HintStyle.SE } = {}) {
    return hintOf(this.#hintCall(puzzle, grid, marks, style, false));
  }

  /**
   * hintChain is hint with the structure of its step when it is a chain
   * (as sudoku_hint_chain gives it): the Hint, and in its view the chain's
   * kind (ChainKind.NONE when the step is not a chain), branches, nodes
   * (each with its branch, reason and parents, indices of nodes) and the
   * reasoning branch by branch.
   */
  hintChain(puzzle, grid, marks, { style = HintStyle.SE } = {}) {
    const a = this.#hintCall(puzzle, grid, marks, style, true);
    const h = hintOf(a);
    h.view = chainViewOf(a.view);
    return h;
  }

  // #hintCall makes the hint call, with the chain's view when withChain.
  #hintCall(puzzle, grid, marks, style, withChain) {
    if (!Number.isInteger(style)) throw argError(`style is ${style}; use HintStyle.SE or HintStyle.EXTENDED`);
    const [p] = this.#cells(puzzle, "puzzle");
    const [g] = this.#cells(grid ?? puzzle);
    const input = new Uint8Array(marks == null ? 2 * CELLS : 4 * CELLS);
    input.set(p, 0);
    input.set(g, CELLS);
    if (marks != null) {
      if (marks.length !== CELLS) throw argError(`marks: want 81 masks, got ${marks.length}`);
      for (let i = 0; i < CELLS; i++) {
        const m = marks[i];
        if (!Number.isInteger(m) || m < 0 || m > 0x1ff) throw argError(`marks[${i}] is ${m}; a mask is 0-511`, [i]);
        input[2 * CELLS + 2 * i] = m & 0xff;
        input[2 * CELLS + 2 * i + 1] = m >> 8;
      }
    }
    const call = withChain ? this.#x.sudoku_hint_chain : this.#x.sudoku_hint;
    return this.#call(input, () => call(marks == null ? 0 : 1, style));
  }

  /** rate rates a puzzle on the SE scale, in tenths; maxRating caps the search. */
  rate(grid, { maxRating = 0 } = {}) {
    const [cells] = this.#cells(grid);
    return ratingOf(this.#call(cells, () => this.#x.sudoku_rate(int32(maxRating, "maxRating"))));
  }

  /** generate makes one puzzle with a unique solution (options as sudoku_generate_options). */
  generate(options = {}) {
    const o = genOptions(options);
    return generatedOf(this.#call(new Uint8Array(0), () => this.#x.sudoku_generate(...o)));
  }

  /** generateBatch makes n puzzles, items first..first+n-1 of the seed's pack: each a Generated or a SudokuError. */
  generateBatch(n, options = {}) {
    const o = genOptions(options);
    const count = int32(n, "n");
    const a = this.#call(new Uint8Array(0), () => this.#x.sudoku_generate_batch(count, ...o));
    return a.items.map((it) => (it.error ? errorOf(it.error) : generatedOf(it)));
  }

  /** solveBatch solves many puzzles in one call: each item a solution or a SudokuError. */
  solveBatch(grids) {
    const [input, text] = this.#batch(grids);
    const a = this.#call(input, () => this.#x.sudoku_solve_batch(grids.length));
    return a.items.map((it, i) => (it.error ? errorOf(it.error) : same(it.grid, text[i])));
  }

  /** countSolutionsBatch counts the solutions of many puzzles, up to limit each. */
  countSolutionsBatch(grids, limit = 2) {
    const [input] = this.#batch(grids);
    const l = int32(limit, "limit");
    const a = this.#call(input, () => this.#x.sudoku_count_batch(grids.length, l));
    return a.items.map((it) => (it.error ? errorOf(it.error) : it.count));
  }

  #batch(grids) {
    if (grids == null || typeof grids.length !== "number") throw argError("grids: want an array of grids");
    const input = new Uint8Array(grids.length * CELLS);
    const text = [];
    for (let i = 0; i < grids.length; i++) {
      const [cells, t] = this.#cells(grids[i], `grids[${i}]`);
      input.set(cells, i * CELLS);
      text.push(t);
    }
    return [input, text];
  }
}

function errorOf(e) {
  return new SudokuError(e.status, e.cells, e.message);
}

function int32(v, what) {
  if (!Number.isInteger(v) || v < -0x80000000 || v > 0x7fffffff) throw argError(`${what}: want a 32-bit integer, got ${v}`);
  return v;
}

// cellsOf checks a grid of numbers: 81 integers 0-255 (the engine refuses
// values above 9 with the cell that holds them).
function cellsOf(grid, what = "grid") {
  if (grid.length !== CELLS) throw argError(`${what}: want 81 cells, got ${grid.length}`);
  const out = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const v = grid[i];
    if (!Number.isInteger(v) || v < 0 || v > 255) throw argError(`${what}[${i}] is ${v}; a cell is 0 (empty) or a digit 1-9`, [i]);
    out[i] = v;
  }
  return out;
}

// gridOf turns an 81-character answer into cell values.
function gridOf(line) {
  const out = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const c = line.charCodeAt(i);
    out[i] = c === 46 ? 0 : c - 48;
  }
  return out;
}

// same returns an answer grid in the form its argument had.
function same(line, text) {
  return text ? line : Array.from(gridOf(line));
}

function hintOf(a) {
  const h = { status: a.status, statusName: hintStatusNames[a.status], text: a.text };
  if (a.status === HintStatus.STEP) {
    Object.assign(h, {
      technique: a.technique,
      techniqueName: techniqueNames[a.technique],
      rating: a.rating,
      cell: a.cell,
      digit: a.digit,
      removed: Object.fromEntries(Object.entries(a.removed).map(([c, ds]) => [Number(c), ds])),
      patternCells: a.patternCells,
      patternUnits: a.patternUnits,
      patternDigits: a.patternDigits,
      chain: a.chain.map(([cell, digit, on]) => ({ cell, digit, on })),
    });
  }
  if (a.status === HintStatus.MISTAKES) {
    h.mistakes = Object.fromEntries(Object.entries(a.mistakes).map(([c, m]) => [Number(c), m]));
  }
  return h;
}

function chainViewOf(v) {
  return {
    kind: v.kind,
    kindName: chainKindNames[v.kind],
    technique: v.technique,
    techniqueName: techniqueNames[v.technique],
    unit: v.unit,
    truncated: v.truncated,
    branches: v.branches.map(([assumption, conclusion, clash]) => ({ assumption, conclusion, clash })),
    nodes: v.nodes.map(([cell, digit, on, branch, reason, parents]) => ({
      cell, digit, on, branch, reason, reasonName: chainReasonNames[reason], parents,
    })),
    reasoning: v.reasoning,
  };
}

function ratingOf(a) {
  return {
    rating: a.rating,
    hardest: a.hardest,
    hardestName: techniqueNames[a.hardest],
    level: a.level,
    levelName: levelNames[a.level],
    complete: a.complete,
    capped: a.capped,
    steps: a.steps,
    counts: Object.fromEntries(Object.entries(a.counts).map(([t, n]) => [Number(t), n])),
  };
}

function generatedOf(a) {
  return {
    puzzle: a.puzzle,
    solution: a.solution,
    attempts: a.attempts,
    rating: a.rating,
  };
}

// genOptions returns the arguments of sudoku_generate after the count:
// seed, symmetry, clues, level, minRating, maxRating, maxAttempts,
// budgetMs, first. seed and first are 64-bit (a number up to 2^53, or a
// BigInt).
function genOptions(o) {
  const known = ["seed", "symmetry", "clues", "level", "minRating", "maxRating", "maxAttempts", "budgetMs", "first"];
  for (const k of Object.keys(o)) if (!known.includes(k)) throw argError(`generate: unknown option ${k}`);
  return [
    uint64(o.seed ?? 0, "seed"),
    int32(o.symmetry ?? 0, "symmetry"),
    int32(o.clues ?? 0, "clues"),
    int32(o.level ?? 0, "level"),
    int32(o.minRating ?? 0, "minRating"),
    int32(o.maxRating ?? 0, "maxRating"),
    int32(o.maxAttempts ?? 0, "maxAttempts"),
    int32(o.budgetMs ?? 0, "budgetMs"),
    uint64(o.first ?? 0, "first"),
  ];
}

function uint64(v, what) {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === "bigint" && v >= 0n && v < 1n << 64n) return BigInt.asIntN(64, v);
  throw argError(`${what}: want an integer 0 to 2^64-1, got ${v}`);
}
