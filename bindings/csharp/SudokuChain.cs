// libsudoku for C#: the structure of a chain step (sudoku_hint_chain), for a
// game to draw, and the reasoning a player can follow. Part of the binding
// with Sudoku.cs and SudokuAbi.g.cs (SudokuChainKind, SudokuChainReason and
// the struct layouts come from the header there).

using System;
using System.Runtime.InteropServices;

namespace LibSudoku
{
    /// <summary>One branch of a chain: indices in SudokuChainView.Nodes (sudoku_chain_branch).</summary>
    public struct SudokuChainBranch
    {
        /// <summary>The node of the branch's assumption (its first).</summary>
        public int Assumption;
        /// <summary>The node it concludes: the step's elimination or placement, the last node of a line, the candidate a contradiction makes true.</summary>
        public int Conclusion;
        /// <summary>For a contradiction, the node of the same candidate made false; otherwise Conclusion.</summary>
        public int Clash;
    }

    /// <summary>One candidate state of a chain, "cell is digit" or "cell is not digit" (sudoku_chain_node).</summary>
    public sealed class SudokuChainViewNode
    {
        /// <summary>The cell, 0..80.</summary>
        public int Cell { get; internal set; }
        /// <summary>The digit, 1..9.</summary>
        public int Digit { get; internal set; }
        /// <summary>Whether the node says the cell is the digit (true) or is not (false).</summary>
        public bool On { get; internal set; }
        /// <summary>The index of its branch in SudokuChainView.Branches.</summary>
        public int Branch { get; internal set; }
        /// <summary>Why it holds, given its parents.</summary>
        public SudokuChainReason Reason { get; internal set; }
        /// <summary>
        /// The nodes it follows from, indices of SudokuChainView.Nodes: the
        /// first is the link to draw as the chain, the others are candidates
        /// removed earlier in the branch that the reason relies on. Empty for
        /// an assumption.
        /// </summary>
        public int[] Parents { get; internal set; }
    }

    /// <summary>The structure of a chain step, from Sudoku.HintChain (sudoku_chain_result and its arrays).</summary>
    public sealed class SudokuChainView
    {
        /// <summary>How the chain concludes; None: the step is not a chain (no branches).</summary>
        public SudokuChainKind Kind { get; internal set; }
        /// <summary>The step's technique.</summary>
        public SudokuTechnique Technique { get; internal set; }
        /// <summary>For a Unit chain, the unit (rows 0-8, columns 9-17, boxes 18-26) whose places of the digit the branches take; else -1.</summary>
        public int Unit { get; internal set; }
        /// <summary>The branches, one per assumption.</summary>
        public SudokuChainBranch[] Branches { get; internal set; }
        /// <summary>The nodes of all branches, branch after branch, each after its parents.</summary>
        public SudokuChainViewNode[] Nodes { get; internal set; }
        /// <summary>True when the step needed more than ChainNodesMax nodes or ChainParentsMax links and was cut.</summary>
        public bool Truncated { get; internal set; }
        /// <summary>The reasoning branch by branch, such as "If r3c9 is 1, then ..." (the hint's Text is the summary).</summary>
        public string Reasoning { get; internal set; }

        /// <summary>The reasoning.</summary>
        public override string ToString() { return Reasoning; }
    }

    public static partial class Native
    {
        /// <summary>
        /// sudoku_hint_chain: the arguments of sudoku_hint, then the chain's
        /// result (a sudoku_chain_result as bytes, the size field set), the
        /// branch and node arrays as bytes (the first element's size field
        /// set) with their capacities, the parent links, the text and a
        /// control (IntPtr.Zero).
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_hint_chain([In] byte[] puzzle, [In] byte[] grid, [In] ushort[] candidates,
            [In] byte[] options, [In, Out] byte[] hint, [In, Out] byte[] chain, [In, Out] byte[] branches, int branchesCap,
            [In, Out] byte[] nodes, int nodesCap, [Out] int[] parents, int parentsCap, [Out] byte[] text, int textCap,
            IntPtr control);
    }

    public static partial class Sudoku
    {
        /// <summary>
        /// The hint Hint gives for the same arguments, and the structure of
        /// its step when it is a chain: the branches, the nodes with the
        /// reason each holds and its parents, to draw, and the reasoning
        /// branch by branch. A step that is not a chain, and a hint that is
        /// not a step, give a view of kind None with no branches. Throws as
        /// Hint does.
        /// </summary>
        public static SudokuHint HintChain(byte[] puzzle, byte[] grid, ushort[] candidates, out SudokuChainView view,
            bool anyBoard = false, SudokuHintStyle style = SudokuHintStyle.SE)
        {
            CheckGrid(puzzle, "puzzle");
            CheckGrid(grid, "grid");
            if (candidates != null && candidates.Length != Cells)
                throw new ArgumentException("candidates are 81 masks, these are " + candidates.Length, "candidates");
            byte[] opts = HintOptions(anyBoard, style);
            byte[] raw = Struct(HintSize);
            byte[] c = Struct(ChainSize);
            // The header's bounds: every step fits in one call.
            var branches = new byte[ChainBranchesMax * ChainBranchSize];
            var nodes = new byte[ChainNodesMax * ChainNodeSize];
            var parents = new int[ChainParentsMax];
            var text = new byte[ChainTextSize];
            Put(branches, 0, BitConverter.GetBytes((uint)ChainBranchSize));
            Put(nodes, 0, BitConverter.GetBytes((uint)ChainNodeSize));
            int st = Run(() => Native.sudoku_hint_chain(puzzle, grid, candidates, opts, raw, c, branches, ChainBranchesMax,
                nodes, ChainNodesMax, parents, ChainParentsMax, text, text.Length, IntPtr.Zero));
            if (st != 0)
                throw HintError(st, puzzle, grid);
            int textLen = Clamp(Int(c, ChainTextLen), text.Length - 1);
            int hintLen = Clamp(Int(raw, HintTextLen), textLen);
            int reasoning = Clamp(Int(c, ChainReasoning), textLen);
            SudokuHint h = ReadHint(raw, Utf8.GetString(text, 0, hintLen));

            var v = new SudokuChainView();
            v.Kind = (SudokuChainKind)Int(c, ChainKind);
            v.Technique = (SudokuTechnique)Int(c, ChainTechnique);
            v.Unit = Int(c, ChainUnit);
            v.Truncated = Int(c, ChainTruncated) != 0;
            v.Reasoning = Utf8.GetString(text, reasoning, textLen - reasoning);
            int nb = Clamp(Int(c, ChainNBranches), ChainBranchesMax);
            int nn = Clamp(Int(c, ChainNNodes), ChainNodesMax);
            int np = Clamp(Int(c, ChainNParents), ChainParentsMax);
            v.Branches = new SudokuChainBranch[nb];
            for (int i = 0; i < nb; i++)
            {
                int at = i * ChainBranchSize;
                v.Branches[i].Assumption = Int(branches, at + ChainBranchAssumption);
                v.Branches[i].Conclusion = Int(branches, at + ChainBranchConclusion);
                v.Branches[i].Clash = Int(branches, at + ChainBranchClash);
            }
            v.Nodes = new SudokuChainViewNode[nn];
            for (int i = 0; i < nn; i++)
            {
                int at = i * ChainNodeSize;
                var n = new SudokuChainViewNode();
                n.Cell = Int(nodes, at + ChainNodeCell);
                n.Digit = Int(nodes, at + ChainNodeDigit);
                n.On = Int(nodes, at + ChainNodeOn) != 0;
                n.Branch = Int(nodes, at + ChainNodeBranch);
                n.Reason = (SudokuChainReason)Int(nodes, at + ChainNodeReason);
                int first = Clamp(Int(nodes, at + ChainNodeFirstParent), np);
                int count = Clamp(Int(nodes, at + ChainNodeNParents), np - first);
                n.Parents = new int[count];
                Array.Copy(parents, first, n.Parents, 0, count);
                v.Nodes[i] = n;
            }
            view = v;
            return h;
        }
    }
}
