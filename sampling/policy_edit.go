package sampling

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"recap/review"
)

// BaseClass names the base rate where a risk class is expected: the rate at
// which events no finding or risk class sends to a human are sampled.
const BaseClass = "base"

// IsLead reports whether name is one of the policy's leads.
func (p *Policy) IsLead(name string) bool { return slices.Contains(p.Leads, name) }

// CurrentAction returns what the policy does now with class (a risk class
// or [BaseClass]), as the policy file spells it.
func (p *Policy) CurrentAction(class string) RiskAction {
	if class == BaseClass {
		if p.BaseSampleRate <= 0 {
			return RiskAction{review.ActionPass, 0}
		}
		if p.BaseSampleRate >= 1 {
			return RiskAction{review.ActionReview, 1}
		}
		return RiskAction{review.ActionSample, p.BaseSampleRate}
	}
	if a, ok := p.RiskActions[review.RiskClass(class)]; ok {
		return a
	}
	return RiskAction{review.ActionPass, 0}
}

// ParseSamplingValue reads what `recap sampling set` accepts: "always"
// (review), "block", "pass", or a rate; a rate of 1 is review and 0 is
// pass, anything between samples.
func ParseSamplingValue(s string) (RiskAction, error) {
	switch strings.TrimSpace(s) {
	case "always", "review":
		return RiskAction{review.ActionReview, 1}, nil
	case "block":
		return RiskAction{review.ActionBlock, 1}, nil
	case "pass":
		return RiskAction{review.ActionPass, 0}, nil
	}
	r, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || r != r || r < 0 || r > 1 {
		return RiskAction{}, fmt.Errorf("%q: want a rate from 0 to 1 (e.g. 0.25), always, block or pass", s)
	}
	switch r {
	case 0:
		return RiskAction{review.ActionPass, 0}, nil
	case 1:
		return RiskAction{review.ActionReview, 1}, nil
	}
	return RiskAction{review.ActionSample, r}, nil
}

// tomlString spells s as a TOML basic string: quotes and backslashes
// escaped, control characters as \uXXXX (strconv.Quote's \x escapes are
// not TOML).
func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

var versionCounter = regexp.MustCompile(`^(.*)\+(\d+)$`)

// NextVersion is the version a changed policy gets: "v" becomes "v+1",
// and "v+N" becomes "v+N+1".
func NextVersion(v string) string {
	if m := versionCounter.FindStringSubmatch(v); m != nil {
		n, err := strconv.Atoi(m[2])
		if err == nil {
			return fmt.Sprintf("%s+%d", m[1], n+1)
		}
	}
	return v + "+1"
}

// SetSampling rewrites a policy file so that class (a risk class or
// [BaseClass]) gets action, and bumps its version with [NextVersion]. It
// edits the lines it changes and keeps every other line, comments
// included. The result is parsed again and checked, so an edit this
// line-based rewrite cannot make correctly is refused, not written.
func SetSampling(content []byte, name, class string, action RiskAction) (out []byte, before, after *Policy, err error) {
	before, err = ParsePolicy(content, name)
	if err != nil {
		return nil, nil, nil, err
	}
	if class != BaseClass {
		if _, err := review.ParseRiskClass(class); err != nil {
			return nil, nil, nil, fmt.Errorf("%w, or %q for the base rate", err, BaseClass)
		}
	} else if action.Action == review.ActionBlock {
		return nil, nil, nil, fmt.Errorf("the base rate samples events nothing flagged: it cannot block; use a rate, always or pass")
	}
	newVersion := NextVersion(before.Version)
	lines := strings.Split(string(content), "\n")
	lines, ok := setTopLevel(lines, "version", tomlString(newVersion))
	if !ok {
		return nil, nil, nil, fmt.Errorf("%s: cannot find the line `version = ...` to bump; edit the file by hand", name)
	}
	if class == BaseClass {
		lines, _ = setTopLevel(lines, "base_sample_rate", strconv.FormatFloat(action.Rate, 'f', -1, 64))
	} else {
		lines = setInTable(lines, "risk_actions", class, tomlString(action.String()))
	}
	out = []byte(strings.Join(lines, "\n"))
	after, err = ParsePolicy(out, name)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: the rewritten policy does not parse (%v); edit the file by hand", name, err)
	}
	if after.Version != newVersion || after.CurrentAction(class) != action {
		return nil, nil, nil, fmt.Errorf("%s: the file's layout defeats an automatic edit of %s; edit the file by hand and bump version", name, class)
	}
	return out, before, after, nil
}

// keyOf returns the bare key a `key = value` line assigns, or "".
func keyOf(line string) string {
	l := strings.TrimSpace(line)
	if l == "" || l[0] == '#' || l[0] == '[' {
		return ""
	}
	eq := strings.Index(l, "=")
	if eq <= 0 {
		return ""
	}
	return strings.Trim(strings.TrimSpace(l[:eq]), `"'`)
}

func isHeader(line string) bool { return strings.HasPrefix(strings.TrimSpace(line), "[") }

// setTopLevel sets a key before the first table header, inserting it just
// before that header when absent. ok is false when the key is absent and
// the caller needs it present (version).
func setTopLevel(lines []string, key, value string) ([]string, bool) {
	firstHeader := len(lines)
	for i, l := range lines {
		if isHeader(l) {
			firstHeader = i
			break
		}
		if keyOf(l) == key {
			lines[i] = leadingSpace(l) + key + " = " + value
			return lines, true
		}
	}
	if key == "version" {
		return lines, false
	}
	return slices.Insert(lines, firstHeader, key+" = "+value, ""), true
}

// setInTable sets key in [table], appending the line after the table's
// last assignment when absent, and appending the table when it is absent.
func setInTable(lines []string, table, key, value string) []string {
	start := -1
	for i, l := range lines {
		if strings.TrimSpace(strings.SplitN(l, "#", 2)[0]) == "["+table+"]" {
			start = i
			break
		}
	}
	if start < 0 {
		return append(lines, "", "["+table+"]", key+" = "+value, "")
	}
	last := start
	for i := start + 1; i < len(lines) && !isHeader(lines[i]); i++ {
		if keyOf(lines[i]) == key {
			lines[i] = leadingSpace(lines[i]) + key + " = " + value
			return lines
		}
		if keyOf(lines[i]) != "" {
			last = i
		}
	}
	return slices.Insert(lines, last+1, key+" = "+value)
}

func leadingSpace(s string) string { return s[:len(s)-len(strings.TrimLeft(s, " \t"))] }
