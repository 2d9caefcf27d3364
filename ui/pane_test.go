package ui

import (
	"strings"
	"testing"
)

func TestContainsFold(t *testing.T) {
	for _, tc := range []struct {
		hay, needle string
		want        bool
	}{
		{"Refund INV-2291 issued", "refund", true},
		{"Refund INV-2291 issued", "inv-2291", true},
		{"Refund INV-2291 issued", "ISSUED", true},
		{"Refund INV-2291 issued", "issuedx", false},
		{"rrrrefund", "rrefund", true},
		{"Reembolso NÃO aprovado", "não", true},
		{"只有经理可以批准", "经理", true},
		{"abc", "", true},
		{"", "a", false},
		{"aB", "ab", true},
		{"xyz", "y", true},
	} {
		if got := containsFold(tc.hay, tc.needle); got != tc.want {
			t.Errorf("containsFold(%q, %q) = %v, want %v", tc.hay, tc.needle, got, tc.want)
		}
		if ref := strings.Contains(strings.ToLower(tc.hay), strings.ToLower(tc.needle)); ref != tc.want {
			t.Errorf("test case %q/%q disagrees with strings.Contains", tc.hay, tc.needle)
		}
	}
}

func FuzzContainsFold(f *testing.F) {
	f.Add("Refund INV-2291", "inv")
	f.Add("aaaB", "aab")
	f.Fuzz(func(t *testing.T, hay, needle string) {
		for i := 0; i < len(needle); i++ {
			if needle[i] >= 0x80 {
				return
			}
		}
		for i := 0; i < len(hay); i++ {
			if hay[i] >= 0x80 {
				return
			}
		}
		if got, want := containsFold(hay, needle), strings.Contains(strings.ToLower(hay), strings.ToLower(needle)); got != want {
			t.Fatalf("containsFold(%q, %q) = %v, want %v", hay, needle, got, want)
		}
	})
}
