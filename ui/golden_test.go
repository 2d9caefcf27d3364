package ui

import (
	"context"
	"fmt"
	"testing"
)

// goldenSizes are the terminal sizes every screen is pinned at.
var goldenSizes = []struct{ w, h int }{{80, 24}, {120, 40}, {200, 50}}

// goldenDesk is a queue with one item of each kind: blocked, review,
// hostile, passed, one held by another reviewer and one decided.
func goldenDesk(t *testing.T) *testDesk {
	t.Helper()
	d := newTestDesk(t, refundEvent, supportEvent, hostileEvent, passedEvent, heldEvent, decidedEvent)
	ctx := context.Background()
	if _, err := d.Claim(ctx, "bob", "evt-held-0042"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Claim(ctx, "carol", "evt-done-0041"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Decide(ctx, rejectDecision("evt-done-0041", "carol")); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestGoldenQueue(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, goldenDesk(t), sz.w, sz.h)
			golden(t, fmt.Sprintf("queue_%dx%d.txt", sz.w, sz.h), h.screen())
		})
	}
}

func TestGoldenReview(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, goldenDesk(t), sz.w, sz.h)
			h.keys("enter")
			h.wantScreen("evt-refund-4471")
			golden(t, fmt.Sprintf("review_%dx%d.txt", sz.w, sz.h), h.screen())
		})
	}
}

func TestGoldenReviewSecondFinding(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, goldenDesk(t), sz.w, sz.h)
			h.keys("enter", "n", "n", "2")
			golden(t, fmt.Sprintf("review_finding3_%dx%d.txt", sz.w, sz.h), h.screen())
		})
	}
}

func TestGoldenDecideReject(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, goldenDesk(t), sz.w, sz.h)
			h.keys("enter", "x", "down")
			golden(t, fmt.Sprintf("decide_reject_%dx%d.txt", sz.w, sz.h), h.screen())
		})
	}
}

func TestGoldenDecideOverride(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, goldenDesk(t), sz.w, sz.h)
			h.keys("enter", "a")
			h.typeText("manager approved by phone")
			golden(t, fmt.Sprintf("decide_override_%dx%d.txt", sz.w, sz.h), h.screen())
		})
	}
}

func TestGoldenReconstructPreview(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, goldenDesk(t), sz.w, sz.h, withEditor(t, fixAmountScript))
			h.keys("enter", "c")
			h.wantScreen("Engine verdict")
			h.typeText("amount and refund status corrected")
			golden(t, fmt.Sprintf("decide_reconstruct_%dx%d.txt", sz.w, sz.h), h.screen())
		})
	}
}

func TestGoldenHelp(t *testing.T) {
	h := newHarness(t, goldenDesk(t), 120, 40)
	h.keys("enter", "2", "?")
	golden(t, "help_review_120x40.txt", h.screen())
}
