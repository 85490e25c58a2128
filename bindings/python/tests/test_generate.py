"""Generation (sudoku_generate, sudoku_generate_batch), checked with the
solver and by the rules."""

import unittest

import libsudoku
from libsudoku import Status, Symmetry
from support import cells, is_solution


def clue_cells(puzzle):
    return {i for i, ch in enumerate(puzzle) if ch != "."}


class GenerateTest(unittest.TestCase):
    def check_proper(self, g):
        self.assertEqual(libsudoku.count_solutions(g.puzzle), 1, g.puzzle)
        self.assertEqual(libsudoku.solve(g.puzzle), g.solution)
        self.assertTrue(is_solution(cells(g.puzzle), cells(g.solution)))

    def test_reproducible_and_proper(self):
        self.assertGreaterEqual(libsudoku.generator_version(), 1)
        for seed in (0, 1, 42, 2**64 - 1):
            g = libsudoku.generate(seed)
            self.assertEqual(libsudoku.generate(seed), g)
            self.assertEqual(g.status, Status.OK)
            self.assertIsNone(g.rating)
            self.check_proper(g)
        self.assertNotEqual(libsudoku.generate(1).puzzle, libsudoku.generate(2).puzzle)

    def test_minimal(self):
        g = libsudoku.generate(7)
        for i in clue_cells(g.puzzle):
            fewer = g.puzzle[:i] + "." + g.puzzle[i + 1:]
            self.assertEqual(libsudoku.count_solutions(fewer), 2, "clue %d can go" % i)

    def test_symmetry_and_clues(self):
        for seed in range(3):
            g = libsudoku.generate(seed, symmetry=Symmetry.ROTATE180, clues=30)
            self.check_proper(g)
            clues = clue_cells(g.puzzle)
            self.assertEqual(clues, {80 - i for i in clues})
            self.assertIn(len(clues), (30, 31))
            g = libsudoku.generate(seed, symmetry=Symmetry.DIAGONAL)
            clues = clue_cells(g.puzzle)
            self.assertEqual(clues, {(i % 9) * 9 + i // 9 for i in clues})

    def test_batch(self):
        batch = libsudoku.generate_batch(12, seed=5)
        self.assertEqual(len(batch), 12)
        self.assertEqual(batch[0], libsudoku.generate(5))
        self.assertEqual(libsudoku.generate_batch(12, threads=1, seed=5), batch)
        self.assertEqual(libsudoku.generate_batch(12, threads=3, seed=5), batch)
        self.assertEqual(len({g.puzzle for g in batch}), 12)
        for g in batch:
            self.assertEqual(g.status, Status.OK)
            self.check_proper(g)

    def test_limit(self):
        with self.assertRaises(libsudoku.LimitError) as cm:
            libsudoku.generate(3, clues=17, max_attempts=1)
        best = cm.exception.result
        self.assertEqual(best.status, Status.E_LIMIT)
        self.check_proper(best)
        batch = libsudoku.generate_batch(2, seed=3, clues=17, max_attempts=1)
        self.assertEqual([g.status for g in batch], [Status.E_LIMIT] * 2)
        self.assertEqual(batch[0].puzzle, best.puzzle)

    def test_level(self):
        try:
            g = libsudoku.generate(11, level=libsudoku.Level.EASY)
        except libsudoku.ArgumentError:
            self.skipTest("this library's generator cannot target a difficulty yet")
        self.check_proper(g)
        self.assertEqual(g.rating, libsudoku.rate(g.puzzle))
        self.assertEqual(g.rating.level, libsudoku.Level.EASY)
        self.assertLessEqual(g.rating.rating, 15)
        g = libsudoku.generate(11, min_rating=30, max_rating=40)
        self.check_proper(g)
        self.assertEqual(g.rating, libsudoku.rate(g.puzzle))
        self.assertTrue(30 <= g.rating.rating <= 40, g.rating)

    def test_bad_options(self):
        for kwargs in ({"clues": 5}, {"clues": 82}, {"symmetry": 99}, {"level": 9}, {"budget_ms": -1},
                       {"min_rating": 50, "max_rating": 20}):
            with self.assertRaises(libsudoku.ArgumentError, msg=kwargs):
                libsudoku.generate(1, **kwargs)
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.generate(-1)
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.generate_batch(-1)
        self.assertEqual(libsudoku.generate_batch(0), [])
        with self.assertRaises(TypeError):
            libsudoku.generate_batch(2, colour=1)
        # Every option is a keyword: generate_batch(n, threads, seed) is refused.
        with self.assertRaises(TypeError):
            libsudoku.generate_batch(2, 1, 5)

    def test_batch_ratings_and_first(self):
        """With a difficulty, each item carries its Rating, as rate() gives
        it; first starts the batch at that index of the pack, and generate
        makes that item too."""
        batch = libsudoku.generate_batch(6, seed=8, level=libsudoku.Level.HARD, threads=2)
        for g in batch:
            self.check_proper(g)
            self.assertEqual(g.rating, libsudoku.rate(g.puzzle))
            self.assertEqual(g.rating.level, libsudoku.Level.HARD)
        self.assertEqual(libsudoku.generate_batch(3, seed=8, level=libsudoku.Level.HARD, first=3), batch[3:])
        self.assertEqual(libsudoku.generate(8, level=libsudoku.Level.HARD, first=4), batch[4])
        self.assertGreaterEqual(libsudoku.generate(8, level=libsudoku.Level.HARD).attempts, 1)
        self.assertIsNone(libsudoku.generate_batch(1, seed=8)[0].rating)

    def test_progress(self):
        """progress(done, total) is called as the call goes and once at the
        end, with done rising to the total."""
        seen = []
        libsudoku.generate_batch(40, seed=1, threads=2, progress=lambda d, t: seen.append((d, t)))
        self.assertEqual(seen[-1], (40, 40))
        self.assertEqual(seen, sorted(seen))
        seen.clear()
        g = libsudoku.generate(2, max_attempts=30, progress=lambda d, t: seen.append((d, t)))
        self.assertEqual(seen[-1], (g.attempts, 30))


if __name__ == "__main__":
    unittest.main()
