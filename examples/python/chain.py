"""Drawing a chain step with libsudoku from Python: the hint on a player's
grid and pencil marks is a Dynamic Forcing Chains step (SE 8.9), and
hint_chain gives its structure, which a game draws as arrows between
candidates, one colour per branch. docs/chains.md explains the fields.

    make lib && pip install ./bindings/python
    python3 examples/python/chain.py
"""

import libsudoku

PUZZLE = "....9....2..7.4..3.893.674.4.......5..2...1.....1.8....2.....5...6.7.8..83.....74"
GRID = "3...9....26.7.4..3.893.674.418..7..5..2...1....31.84...2.....5...6.7.8..83.....74"
# The player's pencil marks: 3 hex digits a cell, bit d-1 for digit d.
MARKS = ("0000480480920000130320a30a300000001100009100011018100001100000000001300000000000300000000012202600012"
         "612600016015000013803c1140001a41e01701500000000320000001221621410000480a80ad10512400012111111800001a00"
         "0117000107103000000011132021113122000000")


def candidate(node):
    """A node as a game might label it: r3c9=1, or r3c9≠2."""
    return "%s%s%d" % (libsudoku.cell_name(node.cell), "=" if node.on else "≠", node.digit)


marks = [int(MARKS[3 * i:3 * i + 3], 16) for i in range(81)]
hint, chain = libsudoku.hint_chain(PUZZLE, GRID, marks)
print("Hint:", hint.text)
print("Chain: %s, %d branches, %d nodes" % (chain.kind, len(chain.branches), len(chain.nodes)))
for b, branch in enumerate(chain.branches):
    print("Branch %d: if %s" % (b + 1, candidate(chain.nodes[branch.assumption])))
    for k, node in enumerate(chain.nodes):
        if node.branch == b and node.parents:
            # The first parent is the link to draw; the others are earlier
            # eliminations the reason relies on.
            print("  %s -> %s (%s)" % (candidate(chain.nodes[node.parents[0]]), candidate(node), node.reason))
    print("  so %s" % candidate(chain.nodes[branch.conclusion]))
print("Reasoning:", chain.reasoning)
