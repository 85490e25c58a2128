// Tests of HintChain (sudoku_hint_chain) against the real library: on the
// state before a Dynamic Forcing Chains step, the structure is checked
// against the hint, the solution and the counts of the engine's view
// (capi/chain_test.go compares the same state field by field with the
// engine), and a single chain against the hint's chain.

using System;
using System.Linq;

namespace LibSudoku.Tests
{
    static class ChainTests
    {
        // A puzzle of se_rated_diabolical_more_3k rated 8.9 by SE, after the
        // steps the rating takes before its Dynamic Forcing Chains: the
        // player's grid and pencil marks (3 hex digits a cell). The step:
        // whichever of 1 or 2 goes in r3c9, r1c9 is not 2.
        const string DynPuzzle = "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74";
        const string DynGrid = "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74";
        const string DynMarks = "0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a000117000107103000000011132021113122000000";
        const string ChainPuzzle = "..4.3.....167.53...8........72....4.19.2..8......7......7.1...5........3..8..46..";

        public static void Run()
        {
            DynamicForcingChain();
            SingleChainIsALine();
            NotAChain();
        }

        static ushort[] Marks()
        {
            var m = new ushort[81];
            for (int i = 0; i < 81; i++)
                m[i] = Convert.ToUInt16(DynMarks.Substring(3 * i, 3), 16);
            return m;
        }

        // CheckStructure checks what any chain must be: each branch's nodes
        // together from its assumption, parents earlier in the same branch,
        // and the branch whose assumption is true deriving only truths.
        static void CheckStructure(SudokuChainView v, byte[] solution)
        {
            Check.That(v.Branches.Length >= 1 && v.Branches.Length <= 9, "1 to 9 branches");
            for (int b = 0; b < v.Branches.Length; b++)
            {
                SudokuChainViewNode a = v.Nodes[v.Branches[b].Assumption];
                Check.That(a.Branch == b && a.Reason == SudokuChainReason.Assumption && a.Parents.Length == 0, "branch " + b + " starts with its assumption");
                bool truth = (solution[a.Cell] == a.Digit) == a.On;
                for (int k = v.Branches[b].Assumption; k < v.Nodes.Length && v.Nodes[k].Branch == b; k++)
                    if (truth)
                        Check.That((solution[v.Nodes[k].Cell] == v.Nodes[k].Digit) == v.Nodes[k].On, "node " + k + " of the true branch holds");
            }
            for (int k = 0; k < v.Nodes.Length; k++)
            {
                SudokuChainViewNode n = v.Nodes[k];
                Check.That(n.Cell >= 0 && n.Cell < 81 && n.Digit >= 1 && n.Digit <= 9, "node " + k + " in range");
                Check.That((n.Reason == SudokuChainReason.Assumption) == (n.Parents.Length == 0), "node " + k + ": parents unless an assumption");
                foreach (int p in n.Parents)
                    Check.That(p >= 0 && p < k && v.Nodes[p].Branch == n.Branch, "node " + k + ": parent " + p + " earlier in its branch");
            }
        }

        static void DynamicForcingChain()
        {
            byte[] p = Sudoku.Parse(DynPuzzle), g = Sudoku.Parse(DynGrid);
            ushort[] marks = Marks();
            SudokuChainView v;
            SudokuHint h = Sudoku.HintChain(p, g, marks, out v);
            SudokuHint plain = Sudoku.Hint(p, g, marks);
            Check.Equal(plain.ToString(), h.ToString(), "HintChain's hint is Hint's");
            Check.That(plain.Removed.SequenceEqual(h.Removed), "the same eliminations");
            Check.Equal(SudokuTechnique.DynamicForcingChain, h.Technique, "technique");
            Check.Equal((ushort)(1 << 1), h.Removed[8], "2 leaves r1c9");
            Check.Equal(SudokuChainKind.Cell, v.Kind, "kind");
            Check.Equal(SudokuTechnique.DynamicForcingChain, v.Technique, "view technique");
            Check.Equal(-1, v.Unit, "unit");
            Check.That(!v.Truncated, "not truncated");
            // The counts of the engine's ChainView of this step.
            Check.Equal(2, v.Branches.Length, "branches");
            Check.Equal(18, v.Nodes.Length, "nodes");
            Check.Equal(20, v.Nodes.Sum(n => n.Parents.Length), "parent links");
            for (int b = 0; b < v.Branches.Length; b++)
            {
                SudokuChainViewNode a = v.Nodes[v.Branches[b].Assumption], c = v.Nodes[v.Branches[b].Conclusion];
                Check.That(a.Cell == 26 && a.Digit == b + 1 && a.On, "branch " + b + " assumes r3c9 is " + (b + 1));
                Check.That(c.Cell == 8 && c.Digit == 2 && !c.On, "branch " + b + " concludes r1c9 is not 2");
                Check.Equal(v.Branches[b].Conclusion, v.Branches[b].Clash, "clash");
            }
            CheckStructure(v, Sudoku.Solve(p));
            Check.That(v.Reasoning.StartsWith("If r3c9 is 1, then ", StringComparison.Ordinal), "reasoning: " + v.Reasoning);
            Check.That(v.ToString().Contains("If r3c9 is 2, then r1c9 is not 2"), "the second branch");

            ushort[] bad = Marks();
            bad[3] = 0x400;
            var e = Check.Throws<SudokuException>(() => Sudoku.HintChain(p, g, bad, out v), "a mark above 0x1FF");
            Check.That(e != null && e.Status == SudokuStatus.Range, "status Range");
            e = Check.Throws<SudokuException>(() => Sudoku.HintChain(p, g, marks, out v, style: (SudokuHintStyle)7), "an unknown style");
            Check.That(e != null && e.Status == SudokuStatus.Arg, "status Arg");
        }

        static void SingleChainIsALine()
        {
            byte[] p = Sudoku.Parse(ChainPuzzle), board = Sudoku.Parse(ChainPuzzle);
            ushort[] marks = Sudoku.Candidates(board);
            SudokuChainView v = null;
            SudokuHint h = null;
            for (int n = 0; n < 400; n++)
            {
                h = Sudoku.HintChain(p, board, marks, out v);
                if (h.Status != SudokuHintStatus.Step || v.Kind != SudokuChainKind.None)
                    break;
                Check.That(v.Branches.Length == 0 && v.Nodes.Length == 0 && v.Reasoning == "", "no structure for " + h.Technique);
                if (h.Cell >= 0)
                {
                    board[h.Cell] = (byte)h.Digit;
                    marks[h.Cell] = 0;
                }
                for (int i = 0; i < 81; i++)
                    marks[i] &= (ushort)~h.Removed[i];
            }
            Check.Equal(SudokuChainKind.Line, v.Kind, "a single chain on the way");
            Check.Equal(h.Chain.Length, v.Nodes.Length, "the hint's chain");
            for (int k = 0; k < v.Nodes.Length && k < h.Chain.Length; k++)
            {
                Check.That(v.Nodes[k].Cell == h.Chain[k].Cell && v.Nodes[k].Digit == h.Chain[k].Digit && v.Nodes[k].On == h.Chain[k].On, "node " + k);
                Check.That(k == 0 ? v.Nodes[k].Parents.Length == 0 : v.Nodes[k].Parents.SequenceEqual(new[] { k - 1 }), "node " + k + " follows the one before");
            }
            CheckStructure(v, Sudoku.Solve(p));
        }

        static void NotAChain()
        {
            byte[] p = Sudoku.Parse(Grids.Classic);
            SudokuChainView v;
            SudokuHint h = Sudoku.HintChain(p, Sudoku.Solve(p), null, out v);
            Check.Equal(SudokuHintStatus.Solved, h.Status, "a solved board");
            Check.Equal(SudokuChainKind.None, v.Kind, "no chain");
            Check.That(h.Text.Length > 0, "the hint's text");
        }
    }
}
