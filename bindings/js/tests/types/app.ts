// A TypeScript program that uses the package as a game would: make
// test-js-types compiles it with tsc --strict against src/index.d.ts; the
// line marked ts-expect-error must fail to compile.
import { ChainKind, load, Level, SudokuError, Technique, techniqueNames, type ChainHint, type Hint, type Rating } from "libsudoku";

const sudoku = await load();
const s: string = sudoku.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
const n: number[] = sudoku.solve([0, 1, 2]);
const c: number = sudoku.countSolutions(s, 10);
const marks: number[] = sudoku.candidates(s);
const h: Hint = sudoku.hint(s, s, marks);
const ch: ChainHint = sudoku.hintChain(s, s, marks);
const drawn: number = ch.view.kind === ChainKind.NONE ? 0 : ch.view.nodes.filter((nd) => nd.parents.length > 0 && nd.on).length;
const r: Rating = sudoku.rate(s, { maxRating: 90 });
const g = sudoku.generate({ seed: 1n, level: Level.HARD });
const name: string = techniqueNames[Technique.X_WING];
const items = sudoku.solveBatch([s, s]);
for (const it of items) if (it instanceof SudokuError) console.log(it.statusName, it.cells, it.detail); else console.log(it.length);
console.log(n, c, h.text, r.levelName, g.puzzle, name, ch.view.reasoning, ch.view.branches[0]?.conclusion, drawn);
// @ts-expect-error: not an option
sudoku.generate({ seeed: 1 });
