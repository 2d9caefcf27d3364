package ui

import (
	"testing"
	"unicode/utf8"
)

func TestSparkline(t *testing.T) {
	for _, tc := range []struct {
		name   string
		counts []int
		want   string
	}{
		{"Empty", nil, ""},
		{"AllZero", []int{0, 0, 0, 0}, "▁▁▁▁"},
		{"OnePeak", []int{0, 0, 5, 0}, "▁▁█▁"},
		{"Ramp", []int{0, 1, 2, 3, 4, 5, 6, 7}, "▁▂▃▄▅▆▇█"},
		{"ScaledToRowMax", []int{0, 7, 14}, "▁▅█"},
		// One event among many still rises above the zero line.
		{"SmallCountVisible", []int{1, 1000, 0}, "▂█▁"},
		{"Constant", []int{3, 3, 3}, "███"},
		{"NegativeIsZero", []int{-4, 2}, "▁█"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := sparkline(tc.counts)
			if got != tc.want {
				t.Errorf("sparkline(%v) = %q, want %q", tc.counts, got, tc.want)
			}
			if n := utf8.RuneCountInString(got); n != len(tc.counts) {
				t.Errorf("sparkline(%v) has %d bars, want one per count (%d)", tc.counts, n, len(tc.counts))
			}
		})
	}
}

func TestLeadsStepDays(t *testing.T) {
	for _, tc := range []struct{ days, width, want int }{
		{7, 30, 1},
		{30, 30, 1},
		{30, 29, 2},  // 15 bars of 2 days
		{90, 31, 3},  // 30 bars of 3 days
		{90, 44, 3},  // 45 bars would not fit
		{90, 45, 2},  // 45 bars of 2 days
		{90, 200, 1}, // one bar a day
		{7, 3, 7},    // 7 has no divisor between 1 and 7
		{30, 0, 30},
	} {
		if got := leadsStepDays(tc.days, tc.width); got != tc.want {
			t.Errorf("leadsStepDays(%d, %d) = %d, want %d", tc.days, tc.width, got, tc.want)
		}
	}
}
