package sampling

import (
	"fmt"
	"strings"

	"recap/review"
)

// checkIdentifiers compares the record's identifiers (a string value
// shaped like a code: "40-7781", "LG-41620", "INV/2291-B") with the
// codes said downstream. A confirmed fact citing the field that gives a
// code of the same shape but another value contradicts it, proved by
// the citation ("Donante nº 40-7718" citing numero_donante = 40-7781).
// Without a citation, a code downstream that holds the record's
// characters in another order, that nothing upstream gives, while the
// record's own code is said nowhere downstream, is a transposed code
// ("registrant LG-46120" for LG-41620), read as checkTransposedNumbers
// reads numbers. Codes are compared case-insensitively, whole tokens
// only.
func (a *analysis) checkIdentifiers(facts []sourceFact, reported map[string]bool) {
	var ids []*sourceFact
	for i := range facts {
		f := &facts[i]
		if s, ok := f.value.(string); ok && !reported[f.key] && !f.isQ && codeShaped(s) {
			ids = append(ids, f)
		}
	}
	if len(ids) == 0 {
		return
	}
	// Fields first: a fact that cites the field.
	if c := a.ev.Summary.Contract; c != nil {
		for i, cf := range c.ConfirmedFacts {
			kind, key := a.resolve(cf.SourceRef)
			if kind != refFact || reported[key] {
				continue
			}
			for _, f := range ids {
				if f.key != key {
					continue
				}
				want := strings.TrimSpace(f.value.(string))
				var other string
				stated := false
				for _, tk := range codeTokens(cf.Text) {
					if strings.EqualFold(tk, want) {
						stated = true
					} else if other == "" && codeShape(tk) == codeShape(want) {
						other = tk
					}
				}
				if stated || other == "" {
					continue
				}
				reported[key] = true
				ptr := ptrAt("/confirmed_facts/", i, "/text")
				at := strings.Index(cf.Text, other)
				a.add(FindingSourceConflict, fmt.Sprintf("The contract states %q citing %s, but the source of truth has %s = %s.",
					clip(cf.Text, 100), key, key, clip(want, 40)),
					review.Evidence{Pane: review.PaneContract, Ref: ptr, Start: at, End: at + len(other), Quote: other}, factEvidence(f.key, f.value))
			}
		}
	}
	// Then the text: a transposed code.
	for _, f := range ids {
		if reported[f.key] {
			continue
		}
		want := strings.TrimSpace(f.value.(string))
		var (
			hit   *unit
			start int
			tok   string
		)
		stated := false
		for _, u := range a.downstream() {
			raw := u.f.raw
			for _, sp := range codeSpans(raw) {
				tk := raw[sp[0]:sp[1]]
				switch {
				case strings.EqualFold(tk, want):
					stated = true
				case hit == nil && len(tk) == len(want) && codeShape(tk) == codeShape(want) && sameChars(tk, want) && !a.upstreamHasCode(tk):
					hit, start, tok = u, sp[0], tk
				}
			}
		}
		if stated || hit == nil {
			continue
		}
		reported[f.key] = true
		a.addInferred(FindingSourceConflict, fmt.Sprintf("The summary says %s, which nothing upstream gives, and the source of truth has %s = %s: the same characters in another order, most likely a transposed code.",
			tok, f.key, clip(want, 40)), review.Evidence{Pane: hit.pane, Ref: hit.ref, Start: start, End: start + len(tok), Quote: tok}, factEvidence(f.key, f.value))
	}
}

// codeShaped reports a string that reads as a code: one token of 4 to 40
// bytes, at least three digits, and a letter or a separator besides
// digits (a bare number is a quantity, read elsewhere).
func codeShaped(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 4 || len(s) > 40 {
		return false
	}
	digits, other := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '-', c == '/', c == '_', c == '.':
			other++
		default:
			return false
		}
	}
	first, last := s[0], s[len(s)-1]
	return digits >= 3 && other > 0 && isAlnumByte(first) && isAlnumByte(last)
}

func isAlnumByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// codeShape maps a code to its pattern: digits to '9', letters to 'a',
// separators kept ("LG-41620" is "aa-99999").
func codeShape(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= '0' && c <= '9':
			b[i] = '9'
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			b[i] = 'a'
		}
	}
	return string(b)
}

// sameChars reports two codes holding the same characters, case aside,
// in any order.
func sameChars(x, y string) bool {
	var n [256]int
	for i := 0; i < len(x); i++ {
		n[lowerByte(x[i])]++
	}
	for i := 0; i < len(y); i++ {
		n[lowerByte(y[i])]--
	}
	for _, v := range n {
		if v != 0 {
			return false
		}
	}
	return true
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// codeSpans returns the byte spans of the code-like tokens of s: runs of
// ASCII letters, digits and inner separators (- / _ .), starting and
// ending with a letter or digit, holding a digit.
func codeSpans(s string) [][2]int {
	var out [][2]int
	i := 0
	for i < len(s) {
		if !isAlnumByte(s[i]) || i > 0 && isCodeByte(s[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isCodeByte(s[j]) {
			j++
		}
		end := j
		for end > i && !isAlnumByte(s[end-1]) {
			end--
		}
		if hasDigit(s[i:end]) {
			out = append(out, [2]int{i, end})
		}
		i = j
	}
	return out
}

func isCodeByte(c byte) bool {
	return isAlnumByte(c) || c == '-' || c == '/' || c == '_' || c == '.'
}

// codeTokens returns the code-like tokens of s (see codeSpans).
func codeTokens(s string) []string {
	var out []string
	for _, sp := range codeSpans(s) {
		out = append(out, s[sp[0]:sp[1]])
	}
	return out
}

// upstreamHasCode reports whether the original or the record gives code
// tk as a whole token, case aside.
func (a *analysis) upstreamHasCode(tk string) bool {
	for _, u := range a.orig {
		for _, sp := range codeSpans(u.f.raw) {
			if strings.EqualFold(u.f.raw[sp[0]:sp[1]], tk) {
				return true
			}
		}
	}
	for _, f := range a.sourceFacts() {
		if s, ok := f.value.(string); ok && strings.EqualFold(strings.TrimSpace(s), tk) {
			return true
		}
	}
	return false
}
