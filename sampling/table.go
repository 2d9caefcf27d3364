package sampling

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode"

	"recap/review"
)

// WriteTable writes routings as a readable text table, one row per event:
// id, action, priority, sampling rate, whether it was sampled, risk
// classes and finding ids (with counts, blocking ones marked "!"). Event
// ids are untrusted, so control and format characters are replaced before
// they reach a terminal.
func WriteTable(w io.Writer, rs []review.Routing) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tACTION\tPRI\tRATE\tSAMPLED\tRISKS\tFINDINGS")
	for _, r := range rs {
		sampled := "no"
		if r.Sampled {
			sampled = "yes"
		}
		risks := strings.Join(r.RiskClassNames(), ",")
		if risks == "" {
			risks = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\t%s\n", printable(clip(r.EventID, 48)), r.Action, r.Priority,
			strconv.FormatFloat(r.SampleRate, 'g', 4, 64), sampled, risks, findingSummary(r.Findings))
	}
	return tw.Flush()
}

// findingSummary lists finding ids with counts: "rule_weakened, failure_omitted×2, embedded_instruction!".
func findingSummary(fs []review.Finding) string {
	if len(fs) == 0 {
		return "-"
	}
	counts := map[string]int{}
	blocking := map[string]bool{}
	var order []string
	for _, f := range fs {
		if counts[f.ID] == 0 {
			order = append(order, f.ID)
		}
		counts[f.ID]++
		if f.Severity == review.SeverityBlock {
			blocking[f.ID] = true
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return blocking[order[i]] && !blocking[order[j]] })
	parts := make([]string, len(order))
	for i, id := range order {
		p := printable(id)
		if counts[id] > 1 {
			p += fmt.Sprintf("×%d", counts[id])
		}
		if blocking[id] {
			p += "!"
		}
		parts[i] = p
	}
	return strings.Join(parts, ", ")
}

// printable replaces characters that could move the cursor or reorder text
// in a terminal, and tabs that would break the table.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return '·'
		}
		return r
	}, s)
}
