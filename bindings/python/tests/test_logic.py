"""Hints, ratings and solve paths (sudoku_hint, sudoku_rate,
sudoku_explain), checked against the solution and against each other."""

import unittest

import libsudoku
from libsudoku import HintStatus, HintStyle, Level, Mistake, Technique
from support import CLASSIC, CLASSIC_SOLUTION, cells, data_lines

CHAIN_PUZZLE = "..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46.."
UNSOLVABLE = "12345678.........9..............................................................."
CONFLICT = "......8...824.....19..63....5..8.7..6782.9143..3.4..8....62..94.....561....6....."

LEVEL_MAX = {Level.EASY: 15, Level.MEDIUM: 28, Level.HARD: 44, Level.EXPERT: 64}


def walk(test, puzzle, style=HintStyle.SE):
    """Plays puzzle with hints of the catalogue style and pencil marks the
    way a game would, checking every step against the solution. Returns
    (last hint, steps, hardest rating); with the extended style, it checks
    that some step is of a technique only that catalogue has."""
    sol = cells(libsudoku.solve(puzzle))
    grid = cells(puzzle)
    marks = [0 if v else 0x1FF for v in grid]
    steps = hardest = extended = 0
    for _ in range(1000):
        h = libsudoku.hint(puzzle, grid, marks, style=style)
        test.assertTrue(h.text)
        if h.status != HintStatus.STEP:
            test.assertEqual(extended > 0, style == HintStyle.EXTENDED, "steps only the extended catalogue has")
            return h, steps, hardest
        if h.technique >= Technique.FINNED_X_WING:
            extended += 1
        steps += 1
        hardest = max(hardest, h.rating)
        test.assertIsInstance(h.technique, Technique)
        test.assertNotEqual(h.technique, Technique.NONE)
        test.assertTrue(h.pattern_cells and all(0 <= c < 81 for c in h.pattern_cells), h)
        test.assertTrue(all(0 <= u < 27 for u in h.pattern_units), h)
        if h.cell is not None:
            test.assertEqual(h.digit, sol[h.cell], h.text)
            grid[h.cell] = h.digit
            marks[h.cell] = 0
        else:
            test.assertTrue(h.removed, h)
            for c, digits in h.removed.items():
                test.assertNotIn(sol[c], digits, h.text)
                for d in digits:
                    marks[c] &= ~(1 << (d - 1))
        if h.technique in (Technique.X_CHAIN, Technique.XY_CHAIN, Technique.FORCING_CHAIN):
            test.assertGreaterEqual(len(h.chain), 2, h)
            test.assertTrue(all(0 <= c < 81 and 1 <= d <= 9 for c, d, _ in h.chain), h)
    test.fail("the walk did not end")


class LogicTest(unittest.TestCase):
    def test_walk_agrees_with_rating(self):
        for puzzle in (CLASSIC, CHAIN_PUZZLE):
            last, steps, hardest = walk(self, puzzle)
            self.assertEqual(last.status, HintStatus.SOLVED)
            r = libsudoku.rate(puzzle)
            self.assertTrue(r.complete)
            self.assertEqual((r.steps, r.rating), (steps, hardest), puzzle)
        self.assertEqual(libsudoku.rate(CHAIN_PUZZLE).hardest, Technique.FORCING_CHAIN)

    def test_extended_style(self):
        # HoDoKu's catalogue solves the chain puzzle with steps of its own
        # (checked against the solution by walk); the SE style is the default.
        last, _, _ = walk(self, CHAIN_PUZZLE, HintStyle.EXTENDED)
        self.assertEqual(last.status, HintStatus.SOLVED)
        self.assertTrue(last.text)
        grid = cells(CHAIN_PUZZLE)
        self.assertEqual(libsudoku.hint(CHAIN_PUZZLE, grid).technique, libsudoku.hint(CHAIN_PUZZLE, grid, style=HintStyle.SE).technique)
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.hint(CLASSIC, style=2)
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.hint(CLASSIC, style="extended")
        self.assertEqual(str(HintStyle.EXTENDED), "extended")

    def test_ratings_are_consistent(self):
        lines = data_lines("se_rated_diabolical_3k.txt")[:40]
        for line in lines:
            puzzle = line.split()[0]
            r = libsudoku.rate(puzzle)
            self.assertEqual(sum(r.counts.values()), r.steps, puzzle)
            self.assertIn(r.hardest, r.counts)
            self.assertAlmostEqual(r.se, r.rating / 10)
            if r.complete:
                band = min((lv for lv, top in LEVEL_MAX.items() if r.rating <= top), default=Level.EXTREME)
                self.assertEqual(r.level, band, puzzle)
            else:
                self.assertEqual(r.level, Level.BEYOND)
            self.assertEqual(libsudoku.rate(cells(puzzle)), r)

    def test_mistakes(self):
        sol = cells(CLASSIC_SOLUTION)
        grid = cells(CLASSIC)
        grid[2] = sol[2] % 9 + 1  # a wrong digit in r1c3
        marks = [0] * 81
        marks[3] = 0x1FF & ~(1 << (sol[3] - 1))  # r1c4's marks leave out its digit
        h = libsudoku.hint(CLASSIC, grid, marks)
        self.assertEqual(h.status, HintStatus.MISTAKES)
        self.assertEqual(h.mistakes, {2: Mistake.DIGIT, 3: Mistake.MARKS})
        self.assertIn("r1c3", h.text)

    def test_statuses(self):
        self.assertEqual(libsudoku.hint(CLASSIC, CLASSIC_SOLUTION).status, HintStatus.SOLVED)
        self.assertEqual(libsudoku.hint("." * 81).status, HintStatus.NOT_UNIQUE)
        self.assertEqual(libsudoku.hint(UNSOLVABLE).status, HintStatus.NO_SOLUTION)
        h = libsudoku.hint(CLASSIC)
        self.assertEqual(h.status, HintStatus.STEP)
        self.assertEqual(libsudoku.hint(cells(CLASSIC)), h)

    def test_errors(self):
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            libsudoku.hint(CONFLICT)
        self.assertEqual(cm.exception.cells, (57, 75))
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            libsudoku.rate(CONFLICT)
        self.assertEqual(cm.exception.cell_names, ("r7c4", "r9c4"))
        grid = cells(CLASSIC)
        grid[40] = 12
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            libsudoku.hint(CLASSIC, grid)
        self.assertEqual((cm.exception.status_name, cm.exception.cells), ("SUDOKU_E_RANGE", (40,)))
        with self.assertRaises(libsudoku.UnsolvableError):
            libsudoku.rate(UNSOLVABLE)
        with self.assertRaises(libsudoku.NotUniqueError) as cm:
            libsudoku.rate("." * 81)
        self.assertEqual(cm.exception.status_name, "SUDOKU_E_NOT_UNIQUE")
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.hint(CLASSIC, None, [0] * 80)

    def test_bad_pencil_marks(self):
        """A mask is 0..0x1FF (bit d-1 for digit d): a bit above the nine
        digits' names the cell (issue 17.10), as a bool is no mask."""
        for bad in (0x200, 0x8000, 0xFFFF, 0x10000, -1):
            marks = [0] * 81
            marks[4] = bad
            with self.assertRaises(libsudoku.InvalidPuzzleError, msg=hex(bad)) as cm:
                libsudoku.hint(CLASSIC, None, marks)
            self.assertEqual((cm.exception.status_name, cm.exception.cells), ("SUDOKU_E_RANGE", (4,)), hex(bad))
            self.assertIn("r1c5", str(cm.exception))
            self.assertIn("0 to 0x1FF", str(cm.exception))
        marks = [0] * 81
        marks[4] = True
        with self.assertRaises(TypeError) as cm:
            libsudoku.hint(CLASSIC, None, marks)
        self.assertIn("r1c5", str(cm.exception))
        marks[4] = 0x1FF  # every digit kept: a valid mask
        self.assertEqual(libsudoku.hint(CLASSIC, None, marks).status, libsudoku.HintStatus.STEP)


class CandidatesTest(unittest.TestCase):
    def test_against_the_rules(self):
        """candidates() against the rules read directly: a digit is a mark of an
        empty cell when no cell of its row, column or box holds it."""
        for text in (CLASSIC, "." * 81, "12345678.........9" + "." * 63):
            g = cells(text)
            got = libsudoku.candidates(text)
            self.assertEqual(got, libsudoku.candidates(g))
            for i in range(81):
                want = 0
                if g[i] == 0:
                    for d in range(1, 10):
                        if all(g[j] != d for j in range(81) if j != i and (
                                j // 9 == i // 9 or j % 9 == i % 9 or (j // 27 == i // 27 and j % 9 // 3 == i % 9 // 3))):
                            want |= 1 << (d - 1)
                self.assertEqual(got[i], want, (text, i))
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            libsudoku.candidates("55" + "." * 79)
        self.assertEqual(cm.exception.cells, (0, 1))
        # The marks go back into hint(): the same step as without them.
        self.assertEqual(libsudoku.hint(CLASSIC, candidates=libsudoku.candidates(CLASSIC)).cell,
                         libsudoku.hint(CLASSIC).cell)


class HintAnyBoardTest(unittest.TestCase):
    def test_several_solutions(self):
        """A puzzle with several solutions gets NOT_UNIQUE, or with
        any_board a step whose placement holds in every solution."""
        p = "." * 9 + CLASSIC[9:]  # the classic puzzle without its first row
        self.assertEqual(libsudoku.hint(p).status, libsudoku.HintStatus.NOT_UNIQUE)
        self.assertEqual(libsudoku.hint(p).solutions, 2)
        h = libsudoku.hint(p, any_board=True)
        self.assertEqual(h.status, libsudoku.HintStatus.STEP)
        self.assertEqual(h.solutions, 2)
        self.assertTrue(h.text.endswith("so mistakes cannot be judged.)"), h.text)
        if h.cell is not None:
            sol = libsudoku.solve(p)
            self.assertEqual(h.digit, int(sol[h.cell]))
        self.assertEqual(libsudoku.hint(CLASSIC, any_board=True).solutions, 1)
        with self.assertRaises(TypeError):
            libsudoku.hint(p, None, None, True)  # any_board is a keyword


# Needs nested forcing chains (SE 10.5).
NESTED_PUZZLE = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."


class ExplainTest(unittest.TestCase):
    def test_path_is_the_walk(self):
        """The path's steps are the hints a walk takes, one by one, and its
        rating is rate()'s."""
        for puzzle in (CLASSIC, CHAIN_PUZZLE, NESTED_PUZZLE):
            e = libsudoku.explain(puzzle)
            self.assertEqual(e.rating, libsudoku.rate(puzzle), puzzle)
            self.assertEqual(len(e.steps), e.rating.steps)
            sol = cells(libsudoku.solve(puzzle))
            grid = cells(puzzle)
            marks = [0 if v else 0x1FF for v in grid]
            for step in e.steps:
                h = libsudoku.hint(puzzle, grid, marks)
                self.assertEqual(h.status, HintStatus.STEP)
                self.assertEqual((h.technique, h.rating, h.cell, h.digit, h.removed, h.text),
                                 (step.technique, step.rating, step.cell, step.digit, step.removed, step.text))
                self.assertEqual((h.pattern_cells, h.pattern_units, h.pattern_digits, h.chain),
                                 (step.pattern_cells, step.pattern_units, step.pattern_digits, step.chain))
                self.assertEqual(str(step), step.text)
                if step.cell is not None:
                    self.assertEqual(step.digit, sol[step.cell])
                    grid[step.cell] = step.digit
                    marks[step.cell] = 0
                for c, digits in step.removed.items():
                    for d in digits:
                        marks[c] &= ~(1 << (d - 1))
            last = libsudoku.hint(puzzle, grid, marks).status
            self.assertEqual(last, HintStatus.SOLVED if e.rating.complete else HintStatus.NO_STEP)
        self.assertTrue(str(libsudoku.explain(CLASSIC)).startswith("1. "))

    def test_long_path(self):
        """A path longer than the first buffers is asked again at its size."""
        from libsudoku import _logic
        puzzles = [line.split()[0] for line in data_lines("se_rated_diabolical_3k.txt")[:40]]
        paths = {p: libsudoku.explain(p) for p in puzzles}
        longest = max(puzzles, key=lambda p: len(paths[p].steps))
        self.assertGreater(len(paths[longest].steps), 40)
        old = _logic._FIRST_STEPS, _logic._FIRST_TEXT
        try:
            _logic._FIRST_STEPS, _logic._FIRST_TEXT = 3, 100
            self.assertEqual(libsudoku.explain(longest), paths[longest])
            _logic._FIRST_STEPS, _logic._FIRST_TEXT = 0, 0
            self.assertEqual(libsudoku.explain(longest), paths[longest])
        finally:
            _logic._FIRST_STEPS, _logic._FIRST_TEXT = old

    def test_cap_and_errors(self):
        e = libsudoku.explain(CHAIN_PUZZLE, max_rating=64)
        self.assertTrue(e.rating.capped)
        self.assertFalse(e.rating.complete)
        self.assertEqual(e.rating, libsudoku.rate(CHAIN_PUZZLE, max_rating=64))
        with self.assertRaises(libsudoku.InvalidPuzzleError) as cm:
            libsudoku.explain(CONFLICT)
        self.assertEqual(cm.exception.cells, (57, 75))
        with self.assertRaises(libsudoku.NotUniqueError):
            libsudoku.explain("." * 81)
        with self.assertRaises(libsudoku.UnsolvableError):
            libsudoku.explain(UNSOLVABLE)
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.explain(CLASSIC, max_rating=-1)
        with self.assertRaises(TypeError):
            libsudoku.explain(CLASSIC, 64)  # max_rating is a keyword


class NamesTest(unittest.TestCase):
    def test_str(self):
        self.assertEqual(str(Technique.X_WING), "X-Wing")
        self.assertEqual(str(Level.HARD), "hard")
        self.assertEqual(str(libsudoku.Status.E_CONFLICT), "SUDOKU_E_CONFLICT")


if __name__ == "__main__":
    unittest.main()
