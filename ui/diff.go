package ui

import "strconv"

// diffLine is one line of a line diff: op is ' ' (kept), '-' (removed),
// '+' (added) or '~' (a run of kept lines folded away); head lines are
// section titles.
type diffLine struct {
	op   byte
	text string
	head bool
}

// maxDiffEdits bounds the diff's work: Myers' algorithm costs O((N+M)·D),
// and a rewrite with more edits than this is shown as a whole replacement.
const maxDiffEdits = 1000

// diffContext is how many kept lines stay around each change.
const diffContext = 3

// diffLines diffs a against b line by line (Myers), folding long runs of
// unchanged lines.
func diffLines(a, b []string) []diffLine {
	ops := myers(a, b)
	if ops == nil {
		out := make([]diffLine, 0, len(a)+len(b))
		for _, l := range a {
			out = append(out, diffLine{op: '-', text: l})
		}
		for _, l := range b {
			out = append(out, diffLine{op: '+', text: l})
		}
		return out
	}
	return foldContext(ops)
}

// myers returns the edit script from a to b, or nil when it needs more
// than maxDiffEdits edits.
func myers(a, b []string) []diffLine {
	n, m := len(a), len(b)
	maxD := min(n+m, maxDiffEdits)
	offset := maxD + 1
	v := make([]int, 2*maxD+3)
	var trace [][]int
	for d := 0; d <= maxD; d++ {
		// Step d only reads diagonals -d+1…d-1 of the previous step:
		// keeping just those keeps the trace O(D²) instead of O(D·(N+M)).
		snapshot := make([]int, 2*d+3)
		copy(snapshot, v[offset-d-1:offset+d+2])
		trace = append(trace, snapshot)
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[offset+k-1] < v[offset+k+1] {
				x = v[offset+k+1]
			} else {
				x = v[offset+k-1] + 1
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x++
				y++
			}
			v[offset+k] = x
			if x >= n && y >= m {
				return backtrack(trace, a, b, d)
			}
		}
	}
	return nil
}

func backtrack(trace [][]int, a, b []string, d int) []diffLine {
	x, y := len(a), len(b)
	var rev []diffLine
	for ; d > 0; d-- {
		snap := trace[d]
		at := func(k int) int { return snap[k+d+1] }
		k := x - y
		var prevK int
		if k == -d || k != d && at(k-1) < at(k+1) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := at(prevK)
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			x--
			y--
			rev = append(rev, diffLine{op: ' ', text: a[x]})
		}
		if x == prevX {
			y--
			rev = append(rev, diffLine{op: '+', text: b[y]})
		} else {
			x--
			rev = append(rev, diffLine{op: '-', text: a[x]})
		}
	}
	for x > 0 && y > 0 {
		x--
		y--
		rev = append(rev, diffLine{op: ' ', text: a[x]})
	}
	out := make([]diffLine, len(rev))
	for i, l := range rev {
		out[len(rev)-1-i] = l
	}
	return out
}

// foldContext keeps diffContext kept lines around changes and folds the
// rest into one "~" line.
func foldContext(ops []diffLine) []diffLine {
	keep := make([]bool, len(ops))
	for i, o := range ops {
		if o.op == ' ' {
			continue
		}
		for j := max(i-diffContext, 0); j <= min(i+diffContext, len(ops)-1); j++ {
			keep[j] = true
		}
	}
	var out []diffLine
	for i := 0; i < len(ops); {
		if keep[i] {
			out = append(out, ops[i])
			i++
			continue
		}
		j := i
		for j < len(ops) && !keep[j] {
			j++
		}
		if j-i == 1 {
			out = append(out, ops[i])
		} else {
			out = append(out, diffLine{op: '~', text: "⋯ " + strconv.Itoa(j-i) + " unchanged lines"})
		}
		i = j
	}
	if len(out) == 0 {
		return []diffLine{{op: '~', text: "(unchanged)"}}
	}
	return out
}
