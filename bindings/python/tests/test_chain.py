"""The structure of chain steps (sudoku_hint_chain): on the state before a
Dynamic Forcing Chains step, checked against the hint, the solution and
the counts of the engine's view (capi/chain_test.go compares the same state
field by field with the engine)."""

import unittest

import libsudoku
from libsudoku import ChainKind, ChainReason, HintStatus, Technique
from support import CLASSIC, cells

# A puzzle of se_rated_diabolical_more_3k rated 8.9 by SE, after the steps
# the rating takes before its Dynamic Forcing Chains: the player's grid and
# pencil marks (3 hex digits a cell). The step: whichever of 1 or 2 goes in
# r3c9, r1c9 is not 2.
DYN_PUZZLE = "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74"
DYN_GRID = "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74"
DYN_MARKS = ("0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012"
             "612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a00"
             "0117000107103000000011132021113122000000")
CHAIN_PUZZLE = "..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46.."


def dyn_marks():
    return [int(DYN_MARKS[3 * i:3 * i + 3], 16) for i in range(81)]


class ChainStructureTest(unittest.TestCase):
    def check_structure(self, chain, solution):
        """What any chain must be: indices in range, each branch's nodes
        together and starting with its assumption, parents earlier in the
        same branch, and the branch whose assumption is true deriving only
        truths (against the solution)."""
        self.assertTrue(1 <= len(chain.branches) <= libsudoku._abi_gen.CHAIN_BRANCHES_MAX)
        for i, b in enumerate(chain.branches):
            a = chain.nodes[b.assumption]
            self.assertEqual((a.branch, a.reason, a.parents), (i, ChainReason.ASSUMPTION, ()))
            members = [k for k, n in enumerate(chain.nodes) if n.branch == i]
            self.assertEqual(members, list(range(b.assumption, b.assumption + len(members))))
            self.assertIn(b.conclusion, members)
            if (solution[a.cell] == a.digit) == a.on:
                for k in members:
                    n = chain.nodes[k]
                    self.assertEqual(solution[n.cell] == n.digit, n.on, "node %d of a true branch is false" % k)
        for k, n in enumerate(chain.nodes):
            self.assertTrue(0 <= n.cell < 81 and 1 <= n.digit <= 9)
            self.assertIsInstance(n.reason, ChainReason)
            self.assertEqual(n.reason == ChainReason.ASSUMPTION, not n.parents)
            for p in n.parents:
                self.assertTrue(0 <= p < k and chain.nodes[p].branch == n.branch)

    def test_dynamic_forcing_chain(self):
        marks = dyn_marks()
        hint, chain = libsudoku.hint_chain(DYN_PUZZLE, DYN_GRID, marks)
        self.assertEqual(hint, libsudoku.hint(DYN_PUZZLE, DYN_GRID, marks))
        self.assertEqual(hint.technique, Technique.DYNAMIC_FORCING_CHAIN)
        self.assertEqual(hint.removed, {8: (2,)})
        self.assertEqual((chain.kind, chain.technique, chain.unit, chain.truncated),
                         (ChainKind.CELL, Technique.DYNAMIC_FORCING_CHAIN, None, False))
        # The counts of the engine's ChainView of this step.
        self.assertEqual((len(chain.branches), len(chain.nodes), sum(len(n.parents) for n in chain.nodes)), (2, 18, 20))
        for i, b in enumerate(chain.branches):
            a, c = chain.nodes[b.assumption], chain.nodes[b.conclusion]
            self.assertEqual((a.cell, a.digit, a.on), (26, i + 1, True))   # r3c9 is 1, r3c9 is 2
            self.assertEqual((c.cell, c.digit, c.on), (8, 2, False))       # r1c9 is not 2
            self.assertEqual(b.clash, b.conclusion)
        self.check_structure(chain, cells(libsudoku.solve(DYN_PUZZLE)))
        self.assertTrue(chain.reasoning.startswith("If r3c9 is 1, then "), chain.reasoning)
        self.assertIn("If r3c9 is 2, then r1c9 is not 2", str(chain))

    def test_single_chain_is_a_line(self):
        solution = cells(libsudoku.solve(CHAIN_PUZZLE))
        grid = cells(CHAIN_PUZZLE)
        marks = libsudoku.candidates(grid)
        for _ in range(400):
            hint, chain = libsudoku.hint_chain(CHAIN_PUZZLE, grid, marks)
            self.assertEqual(hint.status, HintStatus.STEP)
            if chain.kind != ChainKind.NONE:
                break
            self.assertEqual((chain.branches, chain.nodes, chain.reasoning), ((), (), ""))
            if hint.cell is not None:
                grid[hint.cell] = hint.digit
                marks[hint.cell] = 0
            for c, ds in hint.removed.items():
                for d in ds:
                    marks[c] &= ~(1 << (d - 1))
        self.assertEqual(chain.kind, ChainKind.LINE)
        self.assertEqual([(n.cell, n.digit, n.on) for n in chain.nodes], list(hint.chain))
        self.assertEqual([n.parents for n in chain.nodes], [()] + [(k,) for k in range(len(chain.nodes) - 1)])
        self.check_structure(chain, solution)

    def test_not_a_step(self):
        solved = libsudoku.solve(CLASSIC)
        hint, chain = libsudoku.hint_chain(CLASSIC, solved)
        self.assertEqual(hint.status, HintStatus.SOLVED)
        self.assertEqual((chain.kind, chain.branches, chain.technique), (ChainKind.NONE, (), Technique.NONE))
        self.assertTrue(hint.text)

    def test_bad_arguments(self):
        marks = dyn_marks()
        marks[4] = 0x400
        with self.assertRaises(libsudoku.InvalidPuzzleError):
            libsudoku.hint_chain(DYN_PUZZLE, DYN_GRID, marks)
        with self.assertRaises(libsudoku.ArgumentError):
            libsudoku.hint_chain(DYN_PUZZLE, DYN_GRID, dyn_marks(), style=7)
        bad = list(cells(DYN_PUZZLE))
        bad[1] = bad[4]  # two 9s in row 1
        with self.assertRaises(libsudoku.InvalidPuzzleError):
            libsudoku.hint_chain(bad)


if __name__ == "__main__":
    unittest.main()
