// Types of libsudoku's JavaScript API (index.js). The enumerations and
// their names are generated from include/sudoku.h (abi.gen.d.ts).

import type { ChainKind, ChainReason, HintStatus, Level, Mistake, Status, StatusName, Symmetry, Technique } from "./abi.gen.js";

export * from "./abi.gen.js";

/** The number of cells of a grid. */
export declare const CELLS: 81;

/** A grid as text (parsed as sudoku_parse reads text) or as 81 numbers, 0 for an empty cell. */
export type GridInput = string | ArrayLike<number>;
/** A grid as it comes out: the form it went in (text: an 81-character line, '.' for empty). */
export type GridOutput<G extends GridInput> = G extends string ? string : number[];

/** The error of every call: the status, its name, the cells at fault and the library's message. */
export declare class SudokuError extends Error {
  readonly name: "SudokuError";
  /** The header's status code (Status.E_CONFLICT). */
  readonly status: Status;
  /** Its name ("SUDOKU_E_CONFLICT"). */
  readonly statusName: StatusName;
  /** The cells at fault, 0..80 in order; empty when none apply. */
  readonly cells: number[];
  /** The library's message ("digit 5 appears twice in row 1, at r1c1 and r1c3"). */
  readonly detail: string;
  /** "<statusName>: <detail>". */
  readonly message: string;
}

/** The engine's release, ABI and generator version. */
export interface VersionInfo {
  version: string;
  abi: number;
  generator: number;
}

/** One node of a chain: the candidate digit of cell, on or off. */
export interface ChainNode {
  cell: number;
  digit: number;
  on: boolean;
}

/** The answer of hint: the next step, the player's mistakes, or why there is none. */
export interface Hint {
  status: HintStatus;
  /** "step", "mistakes", "solved", "no step", "not unique" or "no solution". */
  statusName: string;
  /** The explanation of the step in English, or a sentence about the status. */
  text: string;
  // For a step (status HintStatus.STEP):
  technique?: Technique;
  techniqueName?: string;
  /** The step's rating in tenths of the SE scale. */
  rating?: number;
  /** The cell the step fills and its digit; -1 and 0 for a step that only eliminates. */
  cell?: number;
  digit?: number;
  /** The candidates the step removes: cell -> digits. */
  removed?: Record<number, number[]>;
  patternCells?: number[];
  patternUnits?: number[];
  patternDigits?: number[];
  chain?: ChainNode[];
  /** For HintStatus.MISTAKES: cell -> Mistake. */
  mistakes?: Record<number, Mistake>;
}

/** One branch of a chain view: indices in ChainView.nodes. */
export interface ChainBranch {
  /** The node of the branch's assumption (its first). */
  assumption: number;
  /** The node it concludes: the step's elimination or placement, a line's last node, the candidate a contradiction makes true. */
  conclusion: number;
  /** For a contradiction, the node of the same candidate made false; else conclusion. */
  clash: number;
}

/** One candidate state of a chain view: cell is digit (on) or is not. */
export interface ChainViewNode {
  cell: number;
  digit: number;
  on: boolean;
  /** The index of its branch. */
  branch: number;
  /** Why it holds, given its parents. */
  reason: ChainReason;
  reasonName: string;
  /** The nodes it follows from: the first is the link to draw, the others candidates removed earlier that the reason relies on. */
  parents: number[];
}

/** The structure of a chain step (sudoku_hint_chain), to draw. */
export interface ChainView {
  /** ChainKind.NONE when the step is not a chain (no branches). */
  kind: ChainKind;
  kindName: string;
  technique: Technique;
  techniqueName: string;
  /** For ChainKind.UNIT, the unit (rows 0-8, columns 9-17, boxes 18-26); else -1. */
  unit: number;
  /** Whether the step needed more nodes or links than are reported. */
  truncated: boolean;
  branches: ChainBranch[];
  nodes: ChainViewNode[];
  /** The reasoning branch by branch, such as "If r3c9 is 1, then ...". */
  reasoning: string;
}

/** The answer of hintChain: a Hint with the view of its chain. */
export interface ChainHint extends Hint {
  view: ChainView;
}

/** The difficulty of a puzzle. */
export interface Rating {
  /** The SE rating in tenths (72 means 7.2): the hardest step's. */
  rating: number;
  hardest: Technique;
  hardestName: string;
  level: Level;
  levelName: string;
  /** Whether the techniques solved the whole puzzle (else rating is a lower bound). */
  complete: boolean;
  /** Whether the solve stopped at maxRating. */
  capped: boolean;
  steps: number;
  /** technique -> steps, for the techniques used. */
  counts: Record<number, number>;
}

/** The options of generate and generateBatch (sudoku_generate_options). */
export interface GenerateOptions {
  /** Selects the pack: the same seed and options give the same puzzles everywhere. */
  seed?: number | bigint;
  symmetry?: Symmetry;
  /** Clues to aim for, 17-81; 0 for a minimal puzzle. */
  clues?: number;
  /** A difficulty level, in place of minRating and maxRating. */
  level?: Level;
  /** Bounds of the rating in tenths; 0 leaves a side open. */
  minRating?: number;
  maxRating?: number;
  /** Bounds the work; 0 for the library's default. */
  maxAttempts?: number;
  /** A time limit in milliseconds; 0 for the library's default. */
  budgetMs?: number;
  /** The index of the first puzzle in the pack. */
  first?: number | bigint;
}

/** A generated puzzle. */
export interface Generated {
  puzzle: string;
  solution: string;
  attempts: number;
  /** Its rating in tenths when a difficulty was asked for, else -1. */
  rating: number;
}

/** One instance of the engine: every method is synchronous. One instance serves one thread. */
export declare class Sudoku {
  private constructor();
  version(): VersionInfo;
  /** Reads a grid from text. */
  parse(text: string): number[];
  /** parse, then validate. */
  checkText(text: string): number[];
  /** Throws when a cell is above 9 or a digit repeats in a unit. */
  validate(grid: GridInput): void;
  /** The 81-character line of a grid. */
  format(grid: GridInput): string;
  /** The grid as 9 lines with box rules. */
  formatPretty(grid: GridInput): string;
  /** The solution of a puzzle (the first, if it has several). */
  solve<G extends GridInput>(grid: G): GridOutput<G>;
  /** Counts solutions up to limit (default 2). */
  countSolutions(grid: GridInput, limit?: number): number;
  /** The pencil marks the placed digits allow: 81 masks, bit d-1 for digit d, 0 for a filled cell. */
  candidates(grid: GridInput): number[];
  /** The next logical step for the player's grid of puzzle, or their mistakes; marks are 81 masks (bit d-1 for digit d); style is the catalogue of the step (HintStyle.SE, the default, or HintStyle.EXTENDED). */
  hint(puzzle: GridInput, grid?: GridInput | null, marks?: ArrayLike<number> | null, options?: { style?: number }): Hint;
  /** hint with the structure of its step when it is a chain: the view's branches, nodes and reasoning. */
  hintChain(puzzle: GridInput, grid?: GridInput | null, marks?: ArrayLike<number> | null, options?: { style?: number }): ChainHint;
  /** Rates a puzzle; maxRating (tenths) caps the search. */
  rate(grid: GridInput, options?: { maxRating?: number }): Rating;
  generate(options?: GenerateOptions): Generated;
  /** Puzzles first..first+n-1 of the pack: each a Generated or a SudokuError. */
  generateBatch(n: number, options?: GenerateOptions): (Generated | SudokuError)[];
  /** Solves many puzzles in one call: each item a solution or a SudokuError. */
  solveBatch<G extends GridInput>(grids: readonly G[]): (GridOutput<G> | SudokuError)[];
  countSolutionsBatch(grids: readonly GridInput[], limit?: number): (number | SudokuError)[];
}

/**
 * Instantiates sudoku.wasm and checks its version. source: omitted (the
 * sudoku.wasm beside the package), a URL or string (fetched), a Response,
 * the module's bytes, or a compiled WebAssembly.Module.
 */
export declare function load(source?: URL | string | Response | BufferSource | WebAssembly.Module): Promise<Sudoku>;
