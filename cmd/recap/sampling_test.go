package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"recap/store"
)

// TestCLISamplingSetIsForLeads runs the built binary: a non-lead's change
// is refused and recorded, a lead's rewrites the policy with a new version
// that routing then uses, and show reports the policy in force.
func TestCLISamplingSetIsForLeads(t *testing.T) {
	dir := t.TempDir()
	policy := filepath.Join(dir, "config", "recap", "policy.toml")
	must(t, cli(t, dir, "init"), "init")
	files := eventFiles(t)
	must(t, cli(t, dir, append([]string{"ingest"}, files...)...), "ingest")

	set := func(who string) result {
		return cli(t, dir, "--author", who, "sampling", "set", "personal_data", "0.5", "--reason", "reject rate 30% over 40 reviews")
	}
	// No leads configured: everyone is refused.
	r := set("zed")
	if r.code != 1 || !strings.Contains(r.stderr, `only leads may change sampling: you are "zed"`) ||
		!strings.Contains(r.stderr, "no leads are configured") || !strings.Contains(r.stderr, "recorded") {
		t.Fatalf("non-lead with no leads: exit %d, stderr %q", r.code, r.stderr)
	}

	before, err := os.ReadFile(policy)
	if err != nil {
		t.Fatal(err)
	}
	withLeads := strings.Replace(string(before), "\nseed = ", "\nleads = [\"ana\", \"bob\"]\nseed = ", 1)
	if err := os.WriteFile(policy, []byte(withLeads), 0o600); err != nil {
		t.Fatal(err)
	}
	r = set("zed")
	if r.code != 1 || !strings.Contains(r.stderr, `leads are "ana", "bob"`) || !strings.Contains(r.stderr, "ask one of them") {
		t.Fatalf("non-lead: exit %d, stderr %q", r.code, r.stderr)
	}
	if got, _ := os.ReadFile(policy); string(got) != withLeads {
		t.Error("a refused change rewrote the policy file")
	}

	r = must(t, set("ana"), "sampling set as ana")
	if !strings.Contains(r.stdout, "sample(0.25) -> sample(0.5)") || !strings.Contains(r.stdout, "recap-default-9 -> recap-default-9+1") {
		t.Errorf("set output %q", r.stdout)
	}
	after, err := os.ReadFile(policy)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(after), `personal_data = "sample(0.5)"`) || !strings.Contains(string(after), `version = "recap-default-9+1"`) ||
		!strings.Contains(string(after), "# What to do with an event that involves a risk class:") {
		t.Errorf("rewritten policy lacks the new value, the new version or its comments:\n%s", after)
	}
	if st, err := os.Stat(policy); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("policy file mode %v, %v; want 0600", st.Mode().Perm(), err)
	}

	// Routing afterwards uses the new version.
	r = must(t, cli(t, dir, "route", "--json", files[0]), "route")
	if !strings.Contains(r.stdout, `"policy_version":"recap-default-9+1"`) && !strings.Contains(r.stdout, `"policy_version": "recap-default-9+1"`) {
		t.Errorf("route after the change: %s", r.stdout)
	}

	// Every attempt is in the log: two refusals, then the change.
	r = must(t, cli(t, dir, "sampling", "log", "--json"), "sampling log")
	var log []store.SamplingChange
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil {
		t.Fatalf("sampling log --json: %v\n%s", err, r.stdout)
	}
	if len(log) != 3 {
		t.Fatalf("sampling log has %d rows, want 3: %s", len(log), r.stdout)
	}
	for i, want := range []struct {
		author  string
		outcome store.SamplingOutcome
		version string
	}{{"zed", store.SamplingRefused, ""}, {"zed", store.SamplingRefused, ""}, {"ana", store.SamplingApplied, "recap-default-9+1"}} {
		got := log[i]
		if got.Author != want.author || got.Outcome != want.outcome || got.NewVersion != want.version ||
			got.Class != "personal_data" || got.OldValue != "sample(0.25)" || got.NewValue != "sample(0.5)" || got.Reason == "" {
			t.Errorf("log row %d = %+v, want %s %s %q", i, got, want.author, want.outcome, want.version)
		}
	}

	// show reports the policy in force and every class.
	r = must(t, cli(t, dir, "sampling", "show", "--json"), "sampling show")
	var rep struct {
		PolicyVersion string `json:"policy_version"`
		Rows          []struct {
			Class  string `json:"class"`
			Action string `json:"action"`
			Routed int    `json:"routed"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("sampling show --json: %v\n%s", err, r.stdout)
	}
	routed := 0
	for _, row := range rep.Rows {
		if row.Class == "personal_data" && row.Action != "sample(0.5)" {
			t.Errorf("personal_data action %q, want sample(0.5)", row.Action)
		}
		routed += row.Routed
	}
	if rep.PolicyVersion != "recap-default-9+1" || len(rep.Rows) != 12 || routed < len(files) {
		t.Errorf("show: version %q, %d rows, %d routed over rows; want recap-default-9+1, 12 rows, at least %d", rep.PolicyVersion, len(rep.Rows), routed, len(files))
	}

	// Usage errors: a rate out of range, a missing reason, an unknown class.
	for _, args := range [][]string{
		{"sampling", "set", "personal_data", "1.5", "--reason", "x"},
		{"sampling", "set", "personal_data", "0.5"},
		{"sampling", "set", "finance", "0.5", "--reason", "x"},
		{"sampling", "simulate", "personal_data"},
	} {
		if r := cli(t, dir, append([]string{"--author", "ana"}, args...)...); r.code != 2 {
			t.Errorf("recap %v: exit %d, want 2 (usage); stderr %q", args, r.code, r.stderr)
		}
	}
}

// TestCLISamplingSimulate checks the projection's plumbing end to end: the
// volume under the policy in force equals the events the desk queued, per
// the window's single day.
func TestCLISamplingSimulate(t *testing.T) {
	dir := t.TempDir()
	must(t, cli(t, dir, "init"), "init")
	must(t, cli(t, dir, append([]string{"ingest"}, eventFiles(t)...)...), "ingest")
	r := must(t, cli(t, dir, "sampling", "simulate", "personal_data=0.1", "--max-escaped", "0.5", "--json"), "simulate")
	var rep struct {
		Days  float64 `json:"days"`
		Total struct {
			Current struct {
				Events        int `json:"events"`
				ReviewsPerDay struct {
					Estimate float64 `json:"estimate"`
				} `json:"reviews_per_day"`
			} `json:"current"`
		} `json:"total"`
		Rows []struct {
			Class string  `json:"class"`
			Rate  float64 `json:"proposed_rate"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("simulate --json: %v\n%s", err, r.stdout)
	}
	if rep.Days != 1 || rep.Total.Current.Events != len(eventFiles(t)) {
		t.Errorf("days %v events %d, want 1 and %d", rep.Days, rep.Total.Current.Events, len(eventFiles(t)))
	}
	// The queue holds what was routed block or review (π 1) plus samples;
	// the expected volume is at least the block and review count.
	q := must(t, cli(t, dir, "queue", "--state", "all", "--json"), "queue")
	var items []struct {
		Action string `json:"action"`
	}
	if err := json.Unmarshal([]byte(q.stdout), &items); err != nil {
		t.Fatal(err)
	}
	sure := 0
	for _, it := range items {
		if it.Action == "block" || it.Action == "review" {
			sure++
		}
	}
	if got := rep.Total.Current.ReviewsPerDay.Estimate; got < float64(sure) || got > float64(len(items)) {
		t.Errorf("reviews/day under the policy in force = %v, want between %d (block+review) and %d (all events)", got, sure, len(items))
	}
	for _, row := range rep.Rows {
		if row.Class == "personal_data" && row.Rate != 0.1 {
			t.Errorf("personal_data proposed rate %v, want 0.1", row.Rate)
		}
	}
}
