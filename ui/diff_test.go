package ui

import (
	"fmt"
	"strings"
	"testing"
)

func render(d []diffLine) string {
	var b strings.Builder
	for _, l := range d {
		fmt.Fprintf(&b, "%c%s\n", l.op, l.text)
	}
	return b.String()
}

func TestDiffLines(t *testing.T) {
	a := []string{"# Refund", "amount R$ 4.300,00", "refund issued", "close ticket"}
	b := []string{"# Refund", "amount R$ 3.400,00", "refund failed", "close ticket", "escalate"}
	got := render(diffLines(a, b))
	want := " # Refund\n-amount R$ 4.300,00\n-refund issued\n+amount R$ 3.400,00\n+refund failed\n close ticket\n+escalate\n"
	if got != want {
		t.Errorf("diff =\n%s\nwant\n%s", got, want)
	}
}

func TestDiffFoldsUnchangedRuns(t *testing.T) {
	var a []string
	for i := range 40 {
		a = append(a, fmt.Sprintf("line %d", i))
	}
	b := append([]string(nil), a...)
	b[20] = "changed"
	d := diffLines(a, b)
	if len(d) != 1+diffContext*2+2+1 {
		t.Errorf("diff has %d lines, want the change, %d lines of context each side and two folds:\n%s", len(d), diffContext, render(d))
	}
	if d[0].op != '~' || !strings.Contains(d[0].text, "17 unchanged") {
		t.Errorf("first line = %+v, want a fold of 17 lines", d[0])
	}
}

func TestDiffGivesUpBeyondBound(t *testing.T) {
	var a, b []string
	for i := range maxDiffEdits {
		a = append(a, fmt.Sprintf("a%d", i))
		b = append(b, fmt.Sprintf("b%d", i))
	}
	d := diffLines(a, b)
	if len(d) != 2*maxDiffEdits {
		t.Fatalf("a total rewrite gave %d lines, want every old line removed and every new one added", len(d))
	}
}

func TestDiffIdentical(t *testing.T) {
	d := diffLines([]string{"a", "b"}, []string{"a", "b"})
	if len(d) != 1 || d[0].op != '~' {
		t.Errorf("identical texts diff to %+v, want one (unchanged) line", d)
	}
}
