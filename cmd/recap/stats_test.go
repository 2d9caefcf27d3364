package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"recap/queue"
	"recap/review"
)

// TestCLIStats runs the built binary over the test events routed by the
// real engine, with two decisions: ana rejects the event that reuses an
// expired approval and marks that finding a false positive; bob
// reconstructs another, changing two contract fields. --json parses into
// one object whose figures add up, and --by tenant groups by tenant.
func TestCLIStats(t *testing.T) {
	dir := t.TempDir()
	files := eventFiles(t)
	must(t, cli(t, dir, "init"), "init")
	must(t, cli(t, dir, append([]string{"ingest"}, files...)...), "ingest")

	tenants := map[string]bool{}
	events := map[string]*review.Event{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		re, err := review.ParseEvent(b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		tenants[re.Event.Tenant] = true
		events[re.Event.ID] = re.Event
	}
	expired, rebuilt := events["evt-pay-06"], events["evt-pay-03"]
	if expired == nil || rebuilt == nil || rebuilt.Summary.Contract == nil {
		t.Fatal("testdata lacks evt-pay-06 (expired approval) or evt-pay-03 (with a contract)")
	}

	must(t, cli(t, dir, "--author", "ana", "claim", "evt-pay-06"), "claim evt-pay-06")
	must(t, cli(t, dir, "--author", "ana", "decide", "evt-pay-06", "--reject", "--reason", "the approval had expired",
		"--finding", "approval_invalid#0=fp"), "decide evt-pay-06")

	c := *rebuilt.Summary.Contract
	c.Stage = "awaiting_confirmation"
	c.PendingItems = append(slices.Clone(c.PendingItems), review.PendingItem{Text: "confirm the Pix amount with the bank", Blocking: true})
	fix, err := json.Marshal(map[string]any{"text": "The Pix refund amount differs from the bank's record; confirm it before telling the customer.", "contract": c})
	if err != nil {
		t.Fatal(err)
	}
	fixPath := filepath.Join(dir, "fix.json")
	if err := os.WriteFile(fixPath, fix, 0o600); err != nil {
		t.Fatal(err)
	}
	must(t, cli(t, dir, "--author", "bob", "claim", "evt-pay-03"), "claim evt-pay-03")
	must(t, cli(t, dir, "--author", "bob", "decide", "evt-pay-03", "--reconstruct", fixPath, "--reason", "amount unconfirmed"), "decide evt-pay-03")

	var waiting []json.RawMessage
	if err := json.Unmarshal([]byte(must(t, cli(t, dir, "queue", "--json"), "queue").stdout), &waiting); err != nil {
		t.Fatal(err)
	}

	t.Run("JSON", func(t *testing.T) {
		r := must(t, cli(t, dir, "stats", "--json"), "stats --json")
		var rep queue.Signals
		if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
			t.Fatalf("stats --json does not parse: %v\n%s", err, r.stdout)
		}
		g := rep.Total
		if g.Routed != len(files) || len(rep.Groups) != 0 {
			t.Errorf("routed %d with %d groups, want %d and none", g.Routed, len(rep.Groups), len(files))
		}
		if g.Blocked.Events == 0 || g.Blocked.Rate != float64(g.Blocked.Events)/float64(g.Routed) {
			t.Errorf("blocked = %+v: want some, as a share of %d", g.Blocked, g.Routed)
		}
		if g.ExpiredApprovalsReused.Events == 0 {
			t.Error("no expired approval reused, but evt-pay-06 reuses one")
		}
		wantFields := []queue.FieldCorrection{{Field: "pending_items", Reconstructions: 1}, {Field: "stage", Reconstructions: 1}}
		if g.Reconstructions != 1 || !slices.Equal(g.Corrections, wantFields) {
			t.Errorf("%d reconstructions, corrections %+v; want 1, %+v", g.Reconstructions, g.Corrections, wantFields)
		}
		if len(g.FalsePositives) != 1 || g.FalsePositives[0].Finding != "approval_invalid" || g.FalsePositives[0].FalsePositive != 1 ||
			g.FalsePositives[0].FalsePositiveRate.Estimate != 1 {
			t.Errorf("false positives %+v, want approval_invalid 1 of 1", g.FalsePositives)
		}
		if g.Waiting != len(waiting) {
			t.Errorf("waiting %d, want %d as recap queue lists", g.Waiting, len(waiting))
		}
		if rep.Decisions != 2 || len(rep.Reviewers) != 2 || rep.Reviewers[0].Reviewer != "ana" || rep.Reviewers[1].Reviewer != "bob" {
			t.Errorf("%d decisions by %+v, want ana's and bob's", rep.Decisions, rep.Reviewers)
		}
	})

	t.Run("ByTenant", func(t *testing.T) {
		r := must(t, cli(t, dir, "stats", "--by", "tenant", "--json"), "stats --by tenant --json")
		var rep queue.Signals
		if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
			t.Fatalf("stats --by tenant --json does not parse: %v\n%s", err, r.stdout)
		}
		var keys []string
		routed := 0
		for _, g := range rep.Groups {
			keys = append(keys, g.Key)
			routed += g.Routed
			if g.Key == expired.Tenant && (g.ExpiredApprovalsReused.Events != 1 || len(g.FalsePositives) != 1) {
				t.Errorf("%s: expired approvals %+v, marks %+v; want evt-pay-06's", g.Key, g.ExpiredApprovalsReused, g.FalsePositives)
			}
		}
		var want []string
		for k := range tenants {
			want = append(want, k)
		}
		slices.Sort(want)
		if rep.By != queue.GroupTenant || !slices.Equal(keys, want) || routed != len(files) {
			t.Errorf("by %q: groups %v routing %d events; want tenant, %v, %d", rep.By, keys, routed, want, len(files))
		}
	})

	t.Run("Table", func(t *testing.T) {
		r := must(t, cli(t, dir, "stats", "--by", "tenant", "--since", "3650d"), "stats --by tenant")
		for _, want := range []string{"Events routed", "TENANT", "EXPIRED APPR.", expired.Tenant, "stage", "approval_invalid", "AGE P95", "ana", "bob"} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("table lacks %q:\n%s", want, r.stdout)
			}
		}
	})

	t.Run("Usage", func(t *testing.T) {
		for _, args := range [][]string{{"stats", "--by", "team"}, {"stats", "--since", "last week"}} {
			if r := cli(t, dir, args...); r.code != 2 || !strings.Contains(r.stderr, args[1]) {
				t.Errorf("recap %v: exit %d, stderr %q; want 2 naming %s", args, r.code, r.stderr, args[1])
			}
		}
	})
}
