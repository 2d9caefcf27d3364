package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCLIDualReview runs dual review through the binary: a policy that
// asks two reviews of financial_move, two reviewers who disagree, the
// blind second review, a non-lead refused, a lead's adjudication, and the
// agreement table.
func TestCLIDualReview(t *testing.T) {
	dir := t.TempDir()
	policy := filepath.Join(dir, "config", "recap", "policy.toml")
	must(t, cli(t, dir, "init"), "init")
	b, err := os.ReadFile(policy)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(b), `# dual_review = ["financial_move"]`, `dual_review = ["financial_move"]`, 1)
	text = strings.Replace(text, `# leads = ["ana", "bob"]`, `leads = ["lea"]`, 1)
	if text == string(b) {
		t.Fatal("the default policy no longer carries the commented dual_review and leads lines")
	}
	if err := os.WriteFile(policy, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	must(t, cli(t, dir, append([]string{"ingest"}, eventFiles(t)...)...), "ingest")

	var items []struct {
		ID       string   `json:"id"`
		Risks    []string `json:"risks"`
		Required int      `json:"reviews_required"`
	}
	if err := json.Unmarshal([]byte(must(t, cli(t, dir, "queue", "--json"), "queue").stdout), &items); err != nil {
		t.Fatal(err)
	}
	id := ""
	for _, it := range items {
		money := strings.Contains(strings.Join(it.Risks, ","), "financial_move")
		if money != (it.Required == 2) {
			t.Errorf("%s: risks %v, reviews_required %d", it.ID, it.Risks, it.Required)
		}
		if money && id == "" {
			id = it.ID
		}
	}
	if id == "" {
		t.Fatal("no financial_move item in testdata/events")
	}
	as := func(who string, args ...string) result {
		return cli(t, dir, append([]string{"--author", who}, args...)...)
	}
	// An approval over blocking findings needs --override; reject avoids
	// depending on the item's findings.
	must(t, as("ana", "claim", id), "claim")
	r := must(t, as("ana", "decide", id, "--reject", "--reason", "payout not confirmed"), "decide")
	if !strings.Contains(r.stdout, "first of two independent reviews") {
		t.Errorf("first review output: %q", r.stdout)
	}
	if r := as("ana", "claim", id); r.code == 0 || !strings.Contains(r.stderr, "gave the first review") {
		t.Errorf("the first reviewer claimed the second review: exit %d %q", r.code, r.stderr)
	}
	r = must(t, as("bob", "show", id), "show")
	if strings.Contains(r.stdout, "payout not confirmed") || !strings.Contains(r.stdout, "1 ledger row(s) withheld") {
		t.Errorf("the second reviewer can see the first review:\n%s", r.stdout)
	}
	must(t, as("bob", "claim", id), "claim")
	r = must(t, as("bob", "decide", id, "--reconstruct", writeFile(t, dir, "fixed.md", "The payout FAILED (504); nothing was sent."), "--reason", "restore the failure"), "decide")
	if !strings.Contains(r.stdout, "disagreeing with the first") {
		t.Errorf("second review output: %q", r.stdout)
	}
	if r := as("carol", "claim", id); r.code == 0 || !strings.Contains(r.stderr, "only a lead resolves it") {
		t.Errorf("a non-lead claimed an adjudication: exit %d %q", r.code, r.stderr)
	}
	r = must(t, cli(t, dir, "queue", "--state", "adjudication"), "queue --state adjudication")
	if !strings.Contains(r.stdout, id) {
		t.Errorf("queue --state adjudication does not list %s:\n%s", id, r.stdout)
	}
	must(t, as("lea", "claim", id), "claim")
	r = must(t, as("lea", "decide", id, "--reject", "--reason", "a failed payout cannot be summarised as sent"), "decide")
	if !strings.Contains(r.stdout, "adjudication of reviews #1 and #2") {
		t.Errorf("adjudication output: %q", r.stdout)
	}
	var shown struct {
		Decisions []struct {
			Role    string  `json:"role"`
			Author  string  `json:"author"`
			Reviews []int64 `json:"reviews"`
		} `json:"decisions"`
		Item struct {
			State string `json:"state"`
		} `json:"item"`
	}
	if err := json.Unmarshal([]byte(must(t, cli(t, dir, "show", id, "--json"), "show").stdout), &shown); err != nil {
		t.Fatal(err)
	}
	if shown.Item.State != "decided" || len(shown.Decisions) != 3 || shown.Decisions[2].Role != "adjudication" ||
		len(shown.Decisions[2].Reviews) != 2 || shown.Decisions[0].Role != "first_review" || shown.Decisions[1].Role != "second_review" {
		t.Errorf("show --json after adjudication: %+v", shown)
	}
	r = must(t, cli(t, dir, "sampling", "show"), "sampling show")
	if !strings.Contains(r.stdout, "agreement between independent reviewers") || !strings.Contains(r.stdout, "review, dual") {
		t.Errorf("sampling show lacks the agreement table or the dual marker:\n%s", r.stdout)
	}
	must(t, cli(t, dir, "audit"), "audit")
}

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}
