"""The structure of a chain step: sudoku_hint_chain (its structs, the chain
kinds and the reasons are generated from the header into _abi_gen)."""

import ctypes
import dataclasses
from typing import Optional, Tuple

from ._abi_gen import (
    CHAIN_BRANCHES_MAX, CHAIN_NODES_MAX, CHAIN_PARENTS_MAX, CHAIN_TEXT_SIZE, ChainBranchStruct, ChainKind,
    ChainNodeStruct, ChainReason, ChainStruct, HintStruct, Technique,
)
from ._errors import Status
from ._library import lib
from ._logic import HintStyle, _enum, _hint_args, _hint_error, hint_from_struct


@dataclasses.dataclass(frozen=True)
class ChainNode:
    """One candidate state of a chain (sudoku_chain_node): cell is digit
    (on) or cell is not digit, in its branch, with the reason it holds and
    its parents, indices of Chain.nodes (the first is the link to draw as
    the chain; the others are candidates removed earlier in the branch that
    the reason relies on)."""

    cell: int                  # 0..80
    digit: int                 # 1..9
    on: bool
    branch: int                # index of Chain.branches
    reason: ChainReason
    parents: Tuple[int, ...]   # () for an assumption


@dataclasses.dataclass(frozen=True)
class ChainBranch:
    """One branch of a chain (sudoku_chain_branch): the indices in
    Chain.nodes of its assumption, its conclusion and, for a contradiction,
    the conclusion's opposite (else clash == conclusion)."""

    assumption: int
    conclusion: int
    clash: int


@dataclasses.dataclass(frozen=True)
class Chain:
    """The structure of a chain step, for a game to draw (sudoku_hint_chain),
    and the reasoning a player can follow, branch by branch. A step that is
    not a chain has kind NONE and no branches. str() gives the reasoning."""

    kind: ChainKind
    technique: Technique
    unit: Optional[int]                    # kind UNIT: the unit (0-8 rows, 9-17 columns, 18-26 boxes), else None
    branches: Tuple[ChainBranch, ...]
    nodes: Tuple[ChainNode, ...]
    truncated: bool                        # the step needed more nodes or links than the library reports
    reasoning: str                         # "If r3c9 is 1, then ..."

    def __str__(self):
        return self.reasoning


def hint_chain(puzzle, grid=None, candidates=None, *, any_board=False, style=HintStyle.SE):
    """The next step for a player, as hint() gives it, and its structure
    when it is a chain (sudoku_hint_chain): returns (Hint, Chain). The
    arguments and errors are hint()'s."""
    p, g, marks, opts = _hint_args(puzzle, grid, candidates, any_board, style)
    h = HintStruct(size=ctypes.sizeof(HintStruct))
    c = ChainStruct(size=ctypes.sizeof(ChainStruct))
    # The header's bounds: every step fits in one call.
    branches = (ChainBranchStruct * CHAIN_BRANCHES_MAX)()
    nodes = (ChainNodeStruct * CHAIN_NODES_MAX)()
    parents = (ctypes.c_int32 * CHAIN_PARENTS_MAX)()
    text = ctypes.create_string_buffer(CHAIN_TEXT_SIZE)
    branches[0].size = ctypes.sizeof(ChainBranchStruct)
    nodes[0].size = ctypes.sizeof(ChainNodeStruct)
    st = lib().sudoku_hint_chain(p, g, marks, ctypes.byref(opts), ctypes.byref(h), ctypes.byref(c),
                                 branches, CHAIN_BRANCHES_MAX, nodes, CHAIN_NODES_MAX, parents, CHAIN_PARENTS_MAX,
                                 text, CHAIN_TEXT_SIZE, None)
    if st != Status.OK:
        raise _hint_error(st, p, g)
    raw = text.value
    the_hint = hint_from_struct(h, raw[:h.text_len].decode("utf-8", "replace"))
    links = parents[:c.n_parents]
    chain = Chain(
        kind=_enum(ChainKind, c.kind), technique=_enum(Technique, c.technique),
        unit=c.unit if c.unit >= 0 else None,
        branches=tuple(ChainBranch(b.assumption, b.conclusion, b.clash) for b in branches[:c.n_branches]),
        nodes=tuple(ChainNode(cell=n.cell, digit=n.digit, on=bool(n.on), branch=n.branch,
                              reason=_enum(ChainReason, n.reason),
                              parents=tuple(links[n.first_parent:n.first_parent + n.n_parents]))
                    for n in nodes[:c.n_nodes]),
        truncated=bool(c.truncated),
        reasoning=raw[c.reasoning:].decode("utf-8", "replace"),
    )
    return the_hint, chain
