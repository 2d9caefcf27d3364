package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"recap/sampling"
	"recap/store"
)

// terminal drives the real binary inside tmux, as a reviewer's terminal.
type terminal struct {
	t    *testing.T
	sock string
}

// newTerminal starts a private tmux server running command in a 160x45
// window. The server stops when the test ends.
func newTerminal(t *testing.T, command string, env ...string) *terminal {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Fatal("tmux is not installed: the desk's end-to-end tests need it (.ci/run installs it; locally: apt-get install tmux)")
	}
	term := &terminal{t: t, sock: filepath.Join(t.TempDir(), "tmux.sock")}
	args := []string{"new-session", "-d", "-s", "desk", "-x", "160", "-y", "45"}
	for _, e := range env {
		args = append(args, "-e", e)
	}
	// Keep the window after the desk exits so its last frame can be read.
	term.run(append(args, command+"; sleep 30")...)
	term.run("set-option", "-g", "set-clipboard", "on")
	t.Cleanup(func() { _ = exec.Command("tmux", "-S", term.sock, "kill-server").Run() })
	return term
}

func (term *terminal) run(args ...string) string {
	term.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", term.sock}, args...)...).CombinedOutput()
	if err != nil {
		term.t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
	return string(out)
}

func (term *terminal) screen() string { return term.run("capture-pane", "-p", "-t", "desk") }

// keys sends key names (Enter, Escape, a, x...) one by one.
func (term *terminal) keys(keys ...string) {
	for _, k := range keys {
		term.run("send-keys", "-t", "desk", k)
	}
}

// typeText sends literal text.
func (term *terminal) typeText(s string) { term.run("send-keys", "-t", "desk", "-l", s) }

// waitFor polls the screen until it shows want, and fails after 45 s:
// longer than the desk's own 15 s timeout, so a stuck store call shows
// its error on the last screen instead of a bare "opening …" (a run under
// heavy load once failed that way at 15 s).
func (term *terminal) waitFor(want string) string {
	term.t.Helper()
	deadline := time.Now().Add(45 * time.Second)
	for {
		s := term.screen()
		if strings.Contains(s, want) {
			return s
		}
		if time.Now().After(deadline) {
			term.t.Fatalf("the screen never showed %q; last screen:\n%s", want, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitForAll waits until the screen shows every one of wants at once and
// returns it: a screen is repainted piece by piece, so a capture that
// shows the header of a new screen may still hold the old one below it.
func (term *terminal) waitForAll(wants ...string) string {
	term.t.Helper()
	deadline := time.Now().Add(45 * time.Second)
	for {
		s := term.screen()
		missing := ""
		for _, w := range wants {
			if !strings.Contains(s, w) {
				missing = w
				break
			}
		}
		if missing == "" {
			return s
		}
		if time.Now().After(deadline) {
			term.t.Fatalf("the screen never showed %q; last screen:\n%s", missing, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitForNextItem waits until the review screen shows an item other than
// the one whose header line was prev, so keys go to the new item.
func (term *terminal) waitForNextItem(prev string) string {
	term.t.Helper()
	deadline := time.Now().Add(45 * time.Second)
	for {
		s := term.screen()
		first, _, _ := strings.Cut(s, "\n")
		if first != prev && strings.Contains(s, "Source of truth") && strings.Contains(first, "evt-") {
			return first
		}
		if time.Now().After(deadline) {
			term.t.Fatalf("the next item never opened; last screen:\n%s", s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func firstLine(s string) string { first, _, _ := strings.Cut(s, "\n"); return first }

// TestDeskEndToEnd approves, rejects and reconstructs in the real desk, in
// a real terminal, and checks the ledger through the command line.
func TestDeskEndToEnd(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "desk.db")
	editor := filepath.Join(dir, "editor.sh")
	// The editor a reviewer would use, scripted: it replaces the summary
	// text and keeps the contract block recap prefilled.
	script := `#!/bin/sh
f="$1"
{ printf '## Reconstructed in the e2e test\n\nThe refund failed; nothing was sent.\n\n'; sed -n '/^#~ contract (JSON/,$p' "$f"; } > "$f.new" && mv "$f.new" "$f"
`
	if err := os.WriteFile(editor, []byte(script), 0o700); err != nil {
		t.Fatal(err)
	}
	term := newTerminal(t, recapBin+" demo --db "+db,
		"RECAP_AUTHOR=desk-e2e", "EDITOR="+editor, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
	term.waitFor("review desk")

	term.keys("Enter")
	s := term.waitForAll("Source of truth", "Original", "Summary", "Findings")

	// The demo queue opens with blocked items: approving one needs a reason.
	head := firstLine(s)
	term.keys("a")
	term.waitFor("reason")
	term.typeText("verified by phone with the approver")
	term.keys("Enter")
	term.waitFor("approved ")
	head = term.waitForNextItem(head)

	term.keys("x")
	term.waitFor("reason")
	term.typeText("the summary raised the refund limit")
	term.keys("Enter")
	term.waitFor("rejected ")
	term.waitForNextItem(head)

	term.keys("c")
	term.waitFor("Engine verdict on the reconstruction")
	term.typeText("restored the failed refund")
	term.keys("Enter")
	term.waitFor("reconstructed ")

	term.keys("q")
	term.waitFor("review desk")
	term.keys("q")

	r := must(t, cli(t, dir, "--db", db, "queue", "--json", "--state", "decided"))
	var items []struct {
		ID       string `json:"id"`
		Decision string `json:"decision"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &items); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, it := range items {
		got[it.Decision] = it.ID
	}
	if len(items) != 3 || got["approve"] == "" || got["reject"] == "" || got["reconstruct"] == "" {
		t.Fatalf("decided items %+v; want one approve, one reject, one reconstruct", items)
	}
	for kind, id := range got {
		r := must(t, cli(t, dir, "--db", db, "show", id, "--json"))
		var shown struct {
			Decisions []struct {
				Kind     string  `json:"decision"`
				Author   string  `json:"author"`
				Reason   string  `json:"reason"`
				Override bool    `json:"override"`
				Summary  *string `json:"reconstructed_summary"`
			} `json:"decisions"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &shown); err != nil {
			t.Fatal(err)
		}
		if len(shown.Decisions) != 1 {
			t.Fatalf("%s: %d ledger rows, want 1", id, len(shown.Decisions))
		}
		d := shown.Decisions[0]
		if d.Kind != kind || d.Author != "desk-e2e" || d.Reason == "" {
			t.Errorf("%s: ledger row %+v", id, d)
		}
		switch kind {
		case "approve":
			if !d.Override {
				t.Errorf("approval over blocking findings not recorded as an override: %+v", d)
			}
		case "reconstruct":
			if d.Summary == nil || !strings.Contains(*d.Summary, "Reconstructed in the e2e test") || strings.Contains(*d.Summary, "#~") {
				t.Errorf("reconstructed summary = %v", d.Summary)
			}
		}
	}
	must(t, cli(t, dir, "--db", db, "audit", "verify"))
}

// TestDeskHostileText opens an event whose texts carry a title change, an
// OSC 52 clipboard write, a hyperlink and cursor movements, and checks the
// terminal's title, clipboard and layout are untouched.
func TestDeskHostileText(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "hostile.db")
	esc := "\x1b"
	hostile := map[string]any{
		"schema": "recap.event/v1", "id": "evt-hostile", "tenant": "acme", "task_id": "T-1",
		"created_at": "2026-03-01T10:00:00Z", "agent": map[string]any{"name": "agent"},
		"trigger": map[string]any{"kind": "auto"},
		"original": []map[string]any{
			{"id": "m1", "role": "user", "content": "Please summarise the ticket." + esc + "]0;PWNED-TITLE\a"},
			{"id": "m2", "role": "tool", "name": "tickets.get", "kind": "tool_result", "status": "ok",
				"content": "ticket body " + esc + "]52;c;UFdORUQtQ0xJUA==\a" + esc + "[2J" + esc + "[H" + esc + "[10;10HMOVED" +
					esc + "]8;;https://evil.example/\aclick me" + esc + "]8;;\a"},
		},
		"summary": map[string]any{"text": "## Done\nSummarised." + esc + "]0;PWNED-SUMMARY\a" + esc + "[31mred" + esc + "[0m",
			"contract": map[string]any{"task_id": "T-OTHER", "stage": "done" + esc + "[2J"}}, // a mismatch, so it queues
		"source_of_truth": map[string]any{"system": "crm" + esc + "]0;PWNED-SOT\a", "tenant": "acme", "task_id": "T-1", "stage": "done",
			"facts": map[string]any{"note": esc + "]52;c;UFdORUQ=\a"}},
	}
	b, _ := json.Marshal(hostile)
	file := filepath.Join(dir, "hostile.jsonl")
	if err := os.WriteFile(file, append(b, '\n'), 0o600); err != nil {
		t.Fatal(err)
	}
	must(t, cli(t, dir, "--db", db, "init"))
	must(t, cli(t, dir, "--db", db, "ingest", file))
	show := must(t, cli(t, dir, "--db", db, "show", "evt-hostile"))
	if strings.Contains(show.stdout, esc) {
		t.Error("recap show printed a raw escape character")
	}

	term := newTerminal(t, recapBin+" review --db "+db, "RECAP_AUTHOR=hostile-e2e",
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
	titleBefore := term.run("display-message", "-p", "-t", "desk", "#{pane_title}")
	term.waitFor("review desk")
	term.run("set-buffer", "-b", "canary", "untouched")
	// Open the item (claiming it if it is waiting; reading it otherwise).
	term.typeText("/")
	term.typeText("evt-hostile")
	term.keys("Enter", "Enter")
	term.waitFor("Source of truth")
	// Walk the panes so every hostile string has been drawn.
	for _, k := range []string{"2", "G", "3", "G", "1", "G", "g"} {
		term.keys(k)
	}
	time.Sleep(500 * time.Millisecond)
	s := term.screen()

	if title := term.run("display-message", "-p", "-t", "desk", "#{pane_title}"); title != titleBefore || strings.Contains(title, "PWNED") {
		t.Errorf("pane title changed from %q to %q", titleBefore, title)
	}
	buffers := term.run("list-buffers", "-F", "#{buffer_name}:#{buffer_sample}")
	if strings.Contains(buffers, "PWNED") || !strings.Contains(buffers, "canary:untouched") || strings.Count(strings.TrimSpace(buffers), "\n") > 0 {
		t.Errorf("clipboard buffers changed: %q", buffers)
	}
	lines := strings.Split(s, "\n")
	if len(lines) < 3 || !strings.Contains(lines[1], "Original") || !strings.Contains(lines[1], "Summary") || !strings.Contains(lines[1], "Source of truth") {
		t.Errorf("layout broken: the pane titles are not on the second line:\n%s", s)
	}
	if strings.Contains(s, "\n          MOVED") {
		t.Errorf("a cursor movement took effect:\n%s", s)
	}
	if !strings.Contains(s, "␛") {
		t.Errorf("escape characters are not shown visibly:\n%s", s)
	}
}

// leadsDesk is a database with the bundled test events ingested under a
// policy file whose only lead is lead, and the policy's path.
func leadsDesk(t *testing.T, dir, lead string) (db, policy string) {
	t.Helper()
	db, policy = filepath.Join(dir, "leads.db"), filepath.Join(dir, "policy.toml")
	const commented = "# leads = [\"ana\", \"bob\"]\n"
	text := sampling.DefaultPolicyTOML()
	if !bytes.Contains(text, []byte(commented)) {
		t.Fatalf("the default policy no longer has the line %q this test edits", commented)
	}
	text = bytes.Replace(text, []byte(commented), []byte(`leads = ["`+lead+`"]`+"\n"), 1)
	if err := os.WriteFile(policy, text, 0o600); err != nil {
		t.Fatal(err)
	}
	must(t, cli(t, dir, "--db", db, "--policy", policy, "init"))
	must(t, cli(t, dir, append([]string{"--db", db, "--policy", policy, "ingest"}, eventFiles(t)...)...))
	return db, policy
}

// samplingLog is `recap sampling log --json`.
func samplingLog(t *testing.T, dir, db, policy string) []store.SamplingChange {
	t.Helper()
	r := must(t, cli(t, dir, "--db", db, "--policy", policy, "sampling", "log", "--json"))
	var rows []store.SamplingChange
	if err := json.Unmarshal([]byte(r.stdout), &rows); err != nil {
		t.Fatalf("sampling log --json: %v\n%s", err, r.stdout)
	}
	return rows
}

// TestDeskLeadsChangesRate opens the Leads screen in the real desk as the
// policy's lead, changes personal_data's rate with a reason and a
// confirmation, and checks the policy file and the record of changes.
func TestDeskLeadsChangesRate(t *testing.T) {
	dir := t.TempDir()
	db, policy := leadsDesk(t, dir, "lead-e2e")
	term := newTerminal(t, recapBin+" review --db "+db+" --policy "+policy, "RECAP_AUTHOR=lead-e2e",
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
	term.waitFor("review desk")

	term.keys("L")
	term.waitForAll("lead · e changes a rate", "Sampling", "personal_data", "sample(0.25)", "Signals", "events routed", "policy recap-default-9")
	for range 5 { // financial_move … personal_data
		term.keys("j")
	}
	term.waitFor("▸ personal_data")
	term.keys("e")
	term.waitFor("Change sampling: personal_data")
	term.typeText("0.5")
	term.keys("Enter")
	term.waitFor("why (required")
	const reason = "reject rate high over the last month"
	term.typeText(reason)
	term.keys("Enter")
	term.waitForAll("y to apply", "personal_data: sample(0.25) → sample(0.5) · applies to events routed from now on")
	if rows := samplingLog(t, dir, db, policy); len(rows) != 0 {
		t.Fatalf("sampling changed before y: %+v", rows)
	}
	term.keys("y")
	term.waitFor("applied: personal_data sample(0.25) → sample(0.5)")
	term.waitFor("policy recap-default-9+1")
	term.keys("Escape")
	term.waitFor("review desk")
	term.keys("q")

	rows := samplingLog(t, dir, db, policy)
	if len(rows) != 1 {
		t.Fatalf("sampling log has %d rows, want 1: %+v", len(rows), rows)
	}
	got := rows[0]
	if got.Author != "lead-e2e" || !got.AuthorOverridden || got.Class != "personal_data" || got.OldValue != "sample(0.25)" ||
		got.NewValue != "sample(0.5)" || got.Outcome != store.SamplingApplied || got.Reason != reason ||
		got.OldVersion != "recap-default-9" || got.NewVersion != "recap-default-9+1" {
		t.Errorf("recorded change %+v", got)
	}
	text, err := os.ReadFile(policy)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), `personal_data = "sample(0.5)"`) || !strings.Contains(string(text), `version = "recap-default-9+1"`) {
		t.Errorf("the policy file does not carry the change:\n%s", text)
	}
}

// TestDeskLeadsReadOnlyForNonLeads opens the Leads screen as someone the
// policy does not name: the screen is read-only and nothing is attempted.
func TestDeskLeadsReadOnlyForNonLeads(t *testing.T) {
	dir := t.TempDir()
	db, policy := leadsDesk(t, dir, "lead-e2e")
	before, err := os.ReadFile(policy)
	if err != nil {
		t.Fatal(err)
	}
	term := newTerminal(t, recapBin+" review --db "+db+" --policy "+policy, "RECAP_AUTHOR=viewer-e2e",
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
	term.waitFor("review desk")
	term.keys("L")
	term.waitForAll("Read-only: who may change sampling rates is set by leads", "personal_data", "events routed")
	term.keys("e")
	s := term.waitFor("read-only: only the policy's leads change rates")
	if strings.Contains(s, "Change sampling") {
		t.Fatalf("a non-lead was offered a change:\n%s", s)
	}
	term.keys("Escape")
	term.waitFor("review desk")
	term.keys("q")

	if rows := samplingLog(t, dir, db, policy); len(rows) != 0 {
		t.Errorf("a non-lead's look at the screen recorded changes: %+v", rows)
	}
	if after, _ := os.ReadFile(policy); !bytes.Equal(after, before) {
		t.Error("the policy file changed")
	}
}

// TestDeskQuitMidReconstruction quits while a reconstruction's preview is
// open: the draft holds the event's text and must not stay in TMPDIR.
func TestDeskQuitMidReconstruction(t *testing.T) {
	dir := t.TempDir()
	tmp := filepath.Join(dir, "tmp")
	if err := os.Mkdir(tmp, 0o700); err != nil {
		t.Fatal(err)
	}
	editor := filepath.Join(dir, "editor.sh")
	if err := os.WriteFile(editor, []byte("#!/bin/sh\nexit 0\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	term := newTerminal(t, recapBin+" demo --db "+filepath.Join(dir, "desk.db"),
		"RECAP_AUTHOR=desk-e2e", "EDITOR="+editor, "TMPDIR="+tmp,
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
	term.waitFor("review desk")
	term.keys("Enter")
	term.waitFor("Source of truth")
	term.keys("c")
	term.waitFor("Engine verdict on the reconstruction")
	drafts, _ := filepath.Glob(filepath.Join(tmp, "recap-reconstruct-*"))
	if len(drafts) != 1 {
		t.Fatalf("drafts in TMPDIR while the preview is open: %v, want one", drafts)
	}
	term.keys("C-c")
	deadline := time.Now().Add(45 * time.Second)
	for {
		if _, err := os.Stat(drafts[0]); os.IsNotExist(err) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the draft %s outlived the desk; screen:\n%s", drafts[0], term.screen())
		}
		time.Sleep(100 * time.Millisecond)
	}
}
