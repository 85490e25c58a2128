package engine

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The text form of a variant: one line without spaces, so that a pack file
// can carry it in front of each puzzle ("9x9,x 1.....3.." ...). Grammar:
//
//	variant = size *( "," item )
//	size    = N "x" N                 a grid of N×N cells, N = 4..16
//	item    = "b=" R "x" C            box shape R rows × C columns (default: DefaultBoxShape)
//	        | "j=" map                jigsaw regions: N labels, N cells each
//	        | "x"                     both main diagonals are units (X-Sudoku)
//	        | "w"                     windoku windows
//	        | "g=" map                extra groups: the cells of one label form a group; "." is in none (repeatable)
//	        | "k=" map                killer cages: connected cells of one label form a cage; "." is in none
//	        | "s=" sum *( "/" sum )   the cages' sums, in reading order of their first cells
//	sum     = 1*3DIGIT [ "r" ]        "r": digits may repeat in this cage
//	map     = N*N label               one label per cell, in reading order
//	label   = "0"-"9" | "A"-"Z" | "a"-"z" | "."
//
// Items come in any order, each at most once except "g=". Examples:
// "9x9" (classic), "6x6" (2×3 boxes), "16x16", "9x9,x" (X-Sudoku),
// "9x9,w" (windoku), "6x6,b=3x2", "9x9,j=111222333..." (jigsaw),
// "9x9,k=aabbc...,s=3/15/22..." (killer). Variant.String writes this form,
// canonically: items in the order above, regions labelled 1-9 then A-G in
// reading order, cages labelled so that touching cages differ.

// VariantError reports a variant description that is not valid, saying
// which part is wrong and, for the text form, where.
type VariantError struct {
	// Part names the part at fault: "size", "boxes", "regions", "windoku",
	// "groups", "group 3", "cages", "cage 5", "sums", or "item" for the text
	// form's syntax.
	Part string
	// Column is the position (from 1, in characters) in the text form, or 0
	// when the error is not about one place of a text (NewVariant); Offset
	// is the same place as a byte offset, or -1.
	Column int
	Offset int
	// Char is the offending character of the text form, or 0.
	Char rune
	// Cell is the cell at fault, or -1.
	Cell int
	// Reason says what is wrong, in English, naming cells as rXcY.
	Reason string

	sumAt int // for a cage's sum error: the cage (from 1) whose sum it is
}

// Error returns the description, such as `sudoku: variant: column 14:
// unexpected character '#' in the cage map (k=)` or `sudoku: variant: cage
// 5 at r2c3 has sum 30, which 3 different digits 1-9 cannot make (they make
// 6 to 24)`.
func (e *VariantError) Error() string {
	s := "sudoku: variant: "
	if e.Column > 0 {
		s += "column " + strconv.Itoa(e.Column) + ": "
	}
	return s + e.Reason
}

// ParseVariant reads a variant from its text form (see the grammar above)
// and compiles it. Errors are *VariantError with the column of the fault.
func ParseVariant(text string) (*Variant, error) {
	spec, err := parseVariantText(text)
	if err != nil {
		return nil, err
	}
	v, err := NewVariant(&spec.VariantSpec)
	if err != nil {
		return nil, spec.locate(err.(*VariantError))
	}
	return v, nil
}

// variantText is a VariantSpec read from text, with where each part came
// from, so that NewVariant's errors can be located in the text.
type variantText struct {
	VariantSpec
	regionsAt, cagesAt int   // columns (from 1) of the j= and k= maps, or 0
	groupsAt           []int // column of the g= map of each group
	sumsAt             []int // column of each sum
}

// locate adds the text column to an error of NewVariant (the text up to
// there is ASCII: it parsed).
func (t *variantText) locate(e *VariantError) error {
	defer func() {
		if e.Column > 0 {
			e.Offset = e.Column - 1
		}
	}()
	switch {
	case e.sumAt > 0 && e.sumAt <= len(t.sumsAt):
		e.Column = t.sumsAt[e.sumAt-1]
	case e.Cell < 0:
	case e.Part == "regions" && t.regionsAt > 0:
		e.Column = t.regionsAt + e.Cell
	case strings.HasPrefix(e.Part, "cage ") && t.cagesAt > 0:
		e.Column = t.cagesAt + e.Cell
	case strings.HasPrefix(e.Part, "group "):
		if g, err := strconv.Atoi(e.Part[len("group "):]); err == nil && g >= 1 && g <= len(t.groupsAt) {
			e.Column = t.groupsAt[g-1] + e.Cell
		}
	}
	return e
}

// syntaxError is a *VariantError of the text's syntax at byte offset i.
func syntaxError(text string, i int, reason string) *VariantError {
	e := &VariantError{Part: "item", Cell: -1, Column: i + 1, Offset: i, Reason: reason}
	if i < len(text) {
		e.Char = rune(text[i])
		if text[i] >= 0x80 {
			e.Char, _ = utf8.DecodeRuneInString(text[i:])
		}
		e.Column = len([]rune(text[:i])) + 1
	}
	return e
}

// parseVariantText reads the text form into a VariantSpec without compiling
// it (NewVariant checks the rest).
func parseVariantText(text string) (*variantText, error) {
	t := &variantText{}
	i, n, err := parseSize(text, 0)
	if err != nil {
		return nil, err
	}
	t.Size = n
	var cageMap string
	cageAt := 0
	var sums []int
	var repeats []bool
	seen := map[string]bool{}
	for i < len(text) {
		if text[i] != ',' {
			return nil, syntaxError(text, i, "unexpected character "+quoteChar(rune(text[i]))+": items are separated by ','")
		}
		i++
		start := i
		for i < len(text) && text[i] != ',' {
			i++
		}
		item := text[start:i]
		key := item
		if len(item) >= 2 && item[1] == '=' {
			key = item[:2]
		}
		if seen[key] && key != "g=" {
			return nil, syntaxError(text, start, "item "+strconv.Quote(key)+" given twice")
		}
		seen[key] = true
		val := start + len(key) // offset of the item's value
		switch key {
		case "x":
			t.Diagonals = true
		case "w":
			t.Windoku = true
		case "b=":
			end, r, err := parseNumber(text, val, i, "box rows")
			if err != nil {
				return nil, err
			}
			if end >= i || text[end] != 'x' {
				return nil, syntaxError(text, end, "want a box shape such as b=2x3")
			}
			end, c, err := parseNumber(text, end+1, i, "box columns")
			if err != nil {
				return nil, err
			}
			if end != i {
				return nil, syntaxError(text, end, "unexpected character after the box shape")
			}
			t.BoxRows, t.BoxCols = r, c
		case "j=":
			labels, err := parseMap(text, val, i, n, "region map (j=)", false)
			if err != nil {
				return nil, err
			}
			t.Regions, t.regionsAt = regionsFromLabels(labels), val+1
		case "g=":
			labels, err := parseMap(text, val, i, n, "group map (g=)", true)
			if err != nil {
				return nil, err
			}
			for _, g := range groupsFromLabels(labels) {
				t.Groups = append(t.Groups, g)
				t.groupsAt = append(t.groupsAt, val+1)
			}
		case "k=":
			if _, err := parseMap(text, val, i, n, "cage map (k=)", true); err != nil {
				return nil, err
			}
			cageMap, cageAt = text[val:i], val
		case "s=":
			for j := val; ; {
				end, s, err := parseNumber(text, j, i, "cage sum")
				if err != nil {
					return nil, err
				}
				t.sumsAt = append(t.sumsAt, len([]rune(text[:j]))+1)
				rep := end < i && text[end] == 'r'
				if rep {
					end++
				}
				sums, repeats = append(sums, s), append(repeats, rep)
				if end == i {
					break
				}
				if text[end] != '/' {
					return nil, syntaxError(text, end, "unexpected character "+quoteChar(rune(text[end]))+" in the sums (s=): want digits, 'r' or '/'")
				}
				j = end + 1
			}
		default:
			return nil, syntaxError(text, start, "unknown item "+strconv.Quote(item)+": want b=, j=, x, w, g=, k= or s=")
		}
	}
	if cageMap != "" || sums != nil {
		if cageMap == "" {
			return nil, syntaxError(text, len(text), "sums (s=) without a cage map (k=)")
		}
		cells := cagesFromLabels(cageMap, n)
		if len(cells) != len(sums) {
			return nil, &VariantError{Part: "sums", Cell: -1, Column: cageAt + 1, Offset: cageAt,
				Reason: "the cage map (k=) has " + strconv.Itoa(len(cells)) + " cages but the sums (s=) are " + strconv.Itoa(len(sums))}
		}
		for k := range cells {
			t.Cages = append(t.Cages, Cage{Cells: cells[k], Sum: sums[k], Repeats: repeats[k]})
		}
		t.cagesAt = cageAt + 1
	}
	return t, nil
}

// parseSize reads "NxN" at the start of text.
func parseSize(text string, i int) (int, int, error) {
	end := i
	for end < len(text) && text[end] != ',' {
		end++
	}
	j, a, err := parseNumber(text, i, end, "size")
	if err != nil {
		return 0, 0, err
	}
	if j >= end || text[j] != 'x' {
		return 0, 0, syntaxError(text, j, "a variant starts with its size, such as 9x9 or 16x16")
	}
	k, b, err := parseNumber(text, j+1, end, "size")
	if err != nil {
		return 0, 0, err
	}
	if k != end {
		return 0, 0, syntaxError(text, k, "unexpected character after the size")
	}
	if a != b {
		return 0, 0, &VariantError{Part: "size", Cell: -1, Column: i + 1, Offset: i, Reason: "the grid must be square, not " + text[i:end]}
	}
	if a < MinVariantSize || a > MaxVariantSize {
		return 0, 0, &VariantError{Part: "size", Cell: -1, Column: i + 1, Offset: i, Reason: "size " + text[i:end] + " is outside 4x4 to 16x16"}
	}
	return end, a, nil
}

// parseNumber reads a decimal number of 1 to 3 digits at text[i:], before
// end.
func parseNumber(text string, i, end int, what string) (int, int, error) {
	j, v := i, 0
	for j < end && j-i < 3 && text[j] >= '0' && text[j] <= '9' {
		v = v*10 + int(text[j]-'0')
		j++
	}
	if j == i {
		if i < end {
			return 0, 0, syntaxError(text, i, "unexpected character "+quoteChar(rune(text[i]))+": want a number ("+what+")")
		}
		return 0, 0, syntaxError(text, i, "missing number ("+what+")")
	}
	return j, v, nil
}

// isLabel reports whether b may label a cell in a map.
func isLabel(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'
}

// parseMap checks that text[i:end] has N*N labels ('.' too when dots).
func parseMap(text string, i, end, n int, what string, dots bool) (string, error) {
	for j := i; j < end; j++ {
		if b := text[j]; !isLabel(b) && !(dots && b == '.') {
			want := "labels are 0-9, A-Z or a-z"
			if dots {
				want += ", or '.' for none"
			}
			return "", syntaxError(text, j, "unexpected character "+quoteChar(rune(b))+" in the "+what+": "+want)
		}
	}
	if end-i != n*n {
		return "", &VariantError{Part: "item", Cell: -1, Column: i + 1, Offset: i,
			Reason: "the " + what + " has " + strconv.Itoa(end-i) + " cells, want " + strconv.Itoa(n*n)}
	}
	return text[i:end], nil
}

// regionsFromLabels numbers the labels of a region map in order of first
// appearance. A label other than the first N seen gets region N or more,
// which NewVariant reports.
func regionsFromLabels(labels string) []int {
	var num [256]int
	next := 0
	regions := make([]int, len(labels))
	for c := 0; c < len(labels); c++ {
		b := labels[c]
		if num[b] == 0 {
			next++
			num[b] = next
		}
		regions[c] = num[b] - 1
	}
	return regions
}

// groupsFromLabels returns the groups of a group map, in order of their
// labels' first appearance.
func groupsFromLabels(labels string) [][]int {
	var num [256]int
	var groups [][]int
	for c := 0; c < len(labels); c++ {
		b := labels[c]
		if b == '.' {
			continue
		}
		if num[b] == 0 {
			groups = append(groups, nil)
			num[b] = len(groups)
		}
		groups[num[b]-1] = append(groups[num[b]-1], c)
	}
	return groups
}

// cagesFromLabels returns the cages of a cage map: each orthogonally
// connected set of cells of one label, in reading order of their first
// cells, each in reading order.
func cagesFromLabels(labels string, n int) [][]int {
	cageOf := make([]int, len(labels))
	for i := range cageOf {
		cageOf[i] = -1
	}
	var cages [][]int
	for c := 0; c < len(labels); c++ {
		if labels[c] == '.' || cageOf[c] >= 0 {
			continue
		}
		k := len(cages)
		cells := []int{c}
		cageOf[c] = k
		for q := 0; q < len(cells); q++ {
			for _, nb := range gridNeighbours(cells[q], n) {
				if nb >= 0 && cageOf[nb] < 0 && labels[nb] == labels[c] {
					cageOf[nb] = k
					cells = append(cells, nb)
				}
			}
		}
		sortInts(cells)
		cages = append(cages, cells)
	}
	return cages
}

// sortInts sorts a short list in place (insertion sort).
func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// digitChars are the characters of digits 1..16 in grids and of region
// labels in the text form.
const digitChars = "123456789ABCDEFG"

// labelChars are the labels the text form gives cages and groups.
const labelChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// String returns the variant's text form (see ParseVariant), which
// ParseVariant reads back to the same variant.
func (v *Variant) String() string {
	return string(v.AppendText(nil))
}

// AppendText appends the variant's text form to dst.
func (v *Variant) AppendText(dst []byte) []byte {
	n := v.n
	dst = strconv.AppendInt(dst, int64(n), 10)
	dst = append(dst, 'x')
	dst = strconv.AppendInt(dst, int64(n), 10)
	if r, c, _ := DefaultBoxShape(n); v.boxRows != r || v.boxCols != c {
		dst = append(dst, ",b="...)
		dst = strconv.AppendInt(dst, int64(v.boxRows), 10)
		dst = append(dst, 'x')
		dst = strconv.AppendInt(dst, int64(v.boxCols), 10)
	}
	if v.jigsaw {
		dst = append(dst, ",j="...)
		for c := 0; c < v.ncells; c++ {
			dst = append(dst, digitChars[v.region[c]])
		}
	}
	if v.diagonals {
		dst = append(dst, ",x"...)
	}
	if v.windoku {
		dst = append(dst, ",w"...)
	}
	dst = v.appendGroupMaps(dst)
	if v.ncages > 0 {
		dst = append(dst, ",k="...)
		dst = append(dst, v.cageLabels()...)
		dst = append(dst, ",s="...)
		for k := 0; k < v.ncages; k++ {
			if k > 0 {
				dst = append(dst, '/')
			}
			dst = strconv.AppendInt(dst, int64(v.cages[k].sum), 10)
			if v.cages[k].repeats {
				dst = append(dst, 'r')
			}
		}
	}
	return dst
}

// appendGroupMaps writes the groups as g= maps: each group goes into the
// first map where it overlaps no other group.
func (v *Variant) appendGroupMaps(dst []byte) []byte {
	var maps [][]byte
	var used [][]int // labels used in each map
	for g := 0; g < v.ngroups; g++ {
		u := &v.units[v.firstGroup+g]
		m := -1
		for k := range maps {
			free := len(used[k]) < len(labelChars)
			for _, c := range u.cells[:u.n] {
				free = free && maps[k][c] == '.'
			}
			if free {
				m = k
				break
			}
		}
		if m < 0 {
			maps = append(maps, []byte(strings.Repeat(".", v.ncells)))
			used = append(used, nil)
			m = len(maps) - 1
		}
		label := labelChars[len(used[m])]
		used[m] = append(used[m], g)
		for _, c := range u.cells[:u.n] {
			maps[m][c] = label
		}
	}
	for _, m := range maps {
		dst = append(dst, ",g="...)
		dst = append(dst, m...)
	}
	return dst
}

// cageLabels labels each cell with its cage's label ('.' when uncaged).
// Cages take the labels in turn (a, b, c, ...), so that up to 62 cages have
// a label each; past that a label comes round again, skipping the labels of
// the touching cages already labelled, so that touching cages differ.
func (v *Variant) cageLabels() []byte {
	labels := []byte(strings.Repeat(".", v.ncells))
	next := 0
	for k := 0; k < v.ncages; k++ {
		cg := &v.cages[k]
		var taken [len(labelChars)]bool
		for _, c := range cg.cells[:cg.n] {
			for _, nb := range v.neighbours(int(c)) {
				if nb >= 0 && v.cageOf[nb] != int16(k) && labels[nb] != '.' {
					taken[strings.IndexByte(labelChars, labels[nb])] = true
				}
			}
		}
		l := next
		for taken[l] {
			l = (l + 1) % len(labelChars)
		}
		next = (l + 1) % len(labelChars)
		for _, c := range cg.cells[:cg.n] {
			labels[c] = labelChars[l]
		}
	}
	return labels
}
