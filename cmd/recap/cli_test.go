package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// recapBin is the binary built once for the command-line tests, which run
// it as a user would.
var recapBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "recap-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	recapBin = filepath.Join(dir, "recap")
	out, err := exec.Command("go", "build", "-o", recapBin, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "building recap: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	stdout, stderr string
	code           int
}

// cli runs the built binary with a private environment rooted in dir.
func cli(t *testing.T, dir string, args ...string) result {
	t.Helper()
	cmd := exec.Command(recapBin, args...)
	cmd.Env = append(os.Environ(),
		"XDG_DATA_HOME="+filepath.Join(dir, "data"),
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"),
		"RECAP_AUTHOR=", "RECAP_DB=", "RECAP_POLICY=",
	)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run recap %v: %v", args, err)
	}
	return result{out.String(), errb.String(), code}
}

func must(t *testing.T, r result, args ...string) result {
	t.Helper()
	if r.code != 0 {
		t.Fatalf("recap %v: exit %d\nstdout: %s\nstderr: %s", args, r.code, r.stdout, r.stderr)
	}
	return r
}

func eventFiles(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "events", "*.json"))
	if len(files) == 0 {
		t.Fatal("no testdata/events/*.json")
	}
	return files
}

func TestCLIReviewFlow(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "r.db")
	run := func(args ...string) result {
		return cli(t, dir, append([]string{"--db", db, "--author", "ana"}, args...)...)
	}

	must(t, run("init"), "init")
	if _, err := os.Stat(filepath.Join(dir, "config", "recap", "policy.toml")); err != nil {
		t.Errorf("init wrote no policy: %v", err)
	}
	if info, err := os.Stat(db); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("database mode: %v %v, want 0600", info.Mode().Perm(), err)
	}

	files := eventFiles(t)
	r := must(t, run(append([]string{"ingest"}, files...)...), "ingest")
	if !strings.Contains(r.stdout, fmt.Sprintf("ingested %d", len(files))) {
		t.Errorf("ingest report %q does not count %d events", r.stdout, len(files))
	}

	var items []map[string]any
	r = must(t, run("queue", "--json", "--state", "all"))
	if err := json.Unmarshal([]byte(r.stdout), &items); err != nil {
		t.Fatalf("queue --json: %v\n%s", err, r.stdout)
	}
	if got, want := len(items), len(files); got != want {
		t.Fatalf("queue holds %d items, want %d", got, want)
	}

	t.Run("IngestAgainIsIdempotent", func(t *testing.T) {
		r := must(t, run(append([]string{"ingest"}, files...)...))
		if !strings.Contains(r.stdout, "ingested 0") || !strings.Contains(r.stdout, fmt.Sprintf("%d duplicates skipped", len(files))) {
			t.Errorf("second ingest: %q", r.stdout)
		}
	})

	var claimed map[string]any
	r = must(t, run("claim", "--json"))
	if err := json.Unmarshal([]byte(r.stdout), &claimed); err != nil {
		t.Fatalf("claim --json: %v: %s", err, r.stdout)
	}
	id, _ := claimed["id"].(string)
	if id == "" {
		t.Fatalf("claim gave no id: %s", r.stdout)
	}

	t.Run("OtherReviewerCannotDecide", func(t *testing.T) {
		r := cli(t, dir, "--db", db, "--author", "bob", "decide", id, "--reject", "--reason", "mine now")
		if r.code != 1 || !strings.Contains(r.stderr, "ana") {
			t.Errorf("bob deciding ana's item: exit %d, stderr %q; want exit 1 naming ana", r.code, r.stderr)
		}
	})
	t.Run("RejectNeedsReason", func(t *testing.T) {
		r := run("decide", id, "--reject")
		if r.code != 1 || !strings.Contains(r.stderr, "reason") {
			t.Errorf("exit %d stderr %q, want 1 asking for a reason", r.code, r.stderr)
		}
	})

	must(t, run("decide", id, "--reject", "--reason", "limit changed"))
	r = must(t, run("show", id, "--json"))
	var shown struct {
		Event     map[string]any   `json:"event"`
		Decisions []map[string]any `json:"decisions"`
		Item      map[string]any   `json:"item"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &shown); err != nil {
		t.Fatalf("show --json: %v", err)
	}
	if len(shown.Decisions) != 1 || shown.Decisions[0]["decision"] != "reject" || shown.Decisions[0]["author"] != "ana" ||
		shown.Decisions[0]["author_overridden"] != true {
		t.Errorf("ledger rows: %v", shown.Decisions)
	}
	if shown.Item["state"] != "decided" {
		t.Errorf("item state %v, want decided", shown.Item["state"])
	}

	t.Run("DecideTwiceRefused", func(t *testing.T) {
		r := run("decide", id, "--approve")
		if r.code != 1 || !strings.Contains(r.stderr, "already decided") || !strings.Contains(r.stderr, "ana") {
			t.Errorf("exit %d stderr %q; want 1 saying who already decided", r.code, r.stderr)
		}
	})
	t.Run("AuditVerify", func(t *testing.T) {
		r := must(t, run("audit", "verify"))
		if !strings.Contains(r.stdout, "OK") {
			t.Errorf("audit verify: %q", r.stdout)
		}
	})
	t.Run("Backup", func(t *testing.T) {
		copyPath := filepath.Join(dir, "copy.db")
		must(t, run("backup", copyPath))
		r := must(t, cli(t, dir, "--db", copyPath, "show", id, "--json"))
		if !strings.Contains(r.stdout, `"reject"`) {
			t.Errorf("backup lacks the decision: %s", r.stdout)
		}
		if r := run("backup", copyPath); r.code == 0 {
			t.Error("backup overwrote an existing file")
		}
	})
}

func TestCLIBadInput(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "r.db")
	must(t, cli(t, dir, "--db", db, "init"))
	bad := filepath.Join(dir, "bad.jsonl")
	good := eventFiles(t)[0]
	goodLine, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, goodLine); err != nil {
		t.Fatal(err)
	}
	content := compact.String() + "\n" + `{"schema":"recap.event/v1","id":1}` + "\n"
	if err := os.WriteFile(bad, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}

	t.Run("StrictStoresNothing", func(t *testing.T) {
		r := cli(t, dir, "--db", db, "ingest", "--strict", bad)
		if r.code != 1 || !strings.Contains(r.stderr, "bad.jsonl:2") || !strings.Contains(r.stderr, "/id") {
			t.Fatalf("exit %d stderr %q; want 1 naming bad.jsonl:2 and /id", r.code, r.stderr)
		}
		r = must(t, cli(t, dir, "--db", db, "queue", "--json", "--state", "all"))
		if strings.TrimSpace(r.stdout) != "[]" {
			t.Errorf("strict ingest stored something: %s", r.stdout)
		}
	})
	t.Run("LenientKeepsValid", func(t *testing.T) {
		r := cli(t, dir, "--db", db, "ingest", bad)
		if r.code != 1 || !strings.Contains(r.stdout, "ingested 1") || !strings.Contains(r.stderr, "bad.jsonl:2") ||
			!strings.Contains(r.stderr, "valid events were stored") {
			t.Fatalf("exit %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
		}
	})
	t.Run("AllInvalidSaysNothingStored", func(t *testing.T) {
		junk := filepath.Join(dir, "notes.txt")
		if err := os.WriteFile(junk, []byte("meeting notes, not events\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		r := cli(t, dir, "--db", db, "ingest", junk)
		if r.code != 1 || !strings.Contains(r.stderr, "notes.txt:1") || !strings.Contains(r.stderr, "nothing was stored") ||
			strings.Contains(r.stderr, "valid events were stored") {
			t.Fatalf("exit %d stderr %q", r.code, r.stderr)
		}
	})
	t.Run("RouteSaysWhatToDo", func(t *testing.T) {
		r := cli(t, dir, "route", bad)
		if r.code != 1 || !strings.Contains(r.stderr, "bad.jsonl:2") || !strings.Contains(r.stderr, "/id") ||
			!strings.Contains(r.stderr, "were not routed: fix them") || !strings.Contains(r.stdout, "1 event: ") {
			t.Fatalf("exit %d stdout %q stderr %q; want 1, the valid event routed, bad.jsonl:2 /id named and what to do", r.code, r.stdout, r.stderr)
		}
		if !strings.Contains(r.stderr, "recap schema") {
			t.Errorf("a bad line should point at `recap schema`: %q", r.stderr)
		}
		r = cli(t, dir, "route", filepath.Join(dir, "missing.jsonl"))
		if r.code != 1 || !strings.Contains(r.stderr, "missing.jsonl") || strings.Contains(r.stderr, "recap schema") {
			t.Errorf("missing file: exit %d stderr %q; want 1 naming the file, without the event-format hint", r.code, r.stderr)
		}
	})
	t.Run("ConflictingBodyRefused", func(t *testing.T) {
		var ev map[string]any
		if err := json.Unmarshal(goodLine, &ev); err != nil {
			t.Fatal(err)
		}
		ev["task_id"] = "tampered"
		b, _ := json.Marshal(ev)
		other := filepath.Join(dir, "other.jsonl")
		if err := os.WriteFile(other, append(b, '\n'), 0o600); err != nil {
			t.Fatal(err)
		}
		r := cli(t, dir, "--db", db, "ingest", other)
		if r.code != 1 || !strings.Contains(r.stderr, ev["id"].(string)) {
			t.Errorf("exit %d stderr %q; want 1 naming the conflicting id", r.code, r.stderr)
		}
		r = must(t, cli(t, dir, "--db", db, "show", ev["id"].(string), "--json"))
		if strings.Contains(r.stdout, "tampered") {
			t.Error("a conflicting body overwrote the stored event")
		}
	})
	t.Run("UsageExit2", func(t *testing.T) {
		if r := cli(t, dir, "--db", db, "decide"); r.code != 2 {
			t.Errorf("decide without id: exit %d, want 2", r.code)
		}
		if r := cli(t, dir, "--db", db, "queue", "--state", "lost"); r.code != 2 || !strings.Contains(r.stderr, "pending") {
			t.Errorf("bad --state: exit %d stderr %q", r.code, r.stderr)
		}
	})
	t.Run("NoDatabaseSaysWhatToDo", func(t *testing.T) {
		r := cli(t, dir, "--db", filepath.Join(dir, "missing.db"), "queue")
		if r.code != 1 || !strings.Contains(r.stderr, "recap init") {
			t.Errorf("exit %d stderr %q", r.code, r.stderr)
		}
	})
}

func TestCLISchemaAndRoute(t *testing.T) {
	dir := t.TempDir()
	r := must(t, cli(t, dir, "schema"))
	var schema map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &schema); err != nil || schema["title"] != "recap.event/v1" {
		t.Fatalf("schema: %v %v", err, schema["title"])
	}
	files := eventFiles(t)
	r = must(t, cli(t, dir, append([]string{"route", "--json"}, files...)...))
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if len(lines) != len(files) {
		t.Fatalf("route --json printed %d lines for %d events", len(lines), len(files))
	}
	actions := map[string]int{}
	for _, l := range lines {
		var v struct {
			ID       string  `json:"id"`
			Action   string  `json:"action"`
			Rate     float64 `json:"sample_rate"`
			Findings []any   `json:"findings"`
		}
		if err := json.Unmarshal([]byte(l), &v); err != nil || v.ID == "" || v.Action == "" {
			t.Fatalf("route line %q: %v", l, err)
		}
		actions[v.Action]++
	}
	if actions["block"] == 0 || len(actions) < 2 {
		t.Errorf("testdata routes to %v; want some blocked and some routed otherwise", actions)
	}
	// The table's count line agrees with its noun: "1 event", "N events".
	if r := must(t, cli(t, dir, "route", files[0])); !strings.Contains(r.stdout, "\n1 event: ") {
		t.Errorf("route of one file: want a \"1 event:\" line, got\n%s", r.stdout)
	}
	if r := must(t, cli(t, dir, append([]string{"route"}, files...)...)); !strings.Contains(r.stdout, fmt.Sprintf("\n%d events: ", len(files))) {
		t.Errorf("route of %d files: want a \"%d events:\" line, got\n%s", len(files), len(files), r.stdout)
	}
	// A read-only lookup with nothing in it a human must see is not
	// queued: route says pass or sample, with its rate.
	lookup := map[string]any{
		"schema": "recap.event/v1", "id": "evt-lookup", "tenant": "acme", "task_id": "T-9",
		"created_at": "2026-03-01T10:00:00Z", "agent": map[string]any{"name": "agent"},
		"trigger": map[string]any{"kind": "auto"},
		"original": []map[string]any{
			{"id": "m1", "role": "user", "content": "What is the status of ticket T-9?"},
			{"id": "m2", "role": "tool", "name": "tickets.get", "kind": "tool_result", "status": "ok", "content": `{"ticket": "T-9", "status": "open"}`},
			{"id": "m3", "role": "assistant", "content": "Ticket T-9 is open."},
		},
		"summary":         map[string]any{"text": "Looked up ticket T-9: it is open (m2)."},
		"source_of_truth": map[string]any{"system": "tickets", "tenant": "acme", "task_id": "T-9", "facts": map[string]any{"status": "open"}},
		"policy":          map[string]any{"version": "p-1", "allowed_tools": []string{"tickets.get"}},
	}
	b, _ := json.Marshal(lookup)
	lf := filepath.Join(dir, "lookup.json")
	if err := os.WriteFile(lf, b, 0o600); err != nil {
		t.Fatal(err)
	}
	var lr struct {
		Action string  `json:"action"`
		Rate   float64 `json:"sample_rate"`
	}
	if err := json.Unmarshal([]byte(must(t, cli(t, dir, "route", "--json", lf)).stdout), &lr); err != nil ||
		(lr.Action != "pass" && lr.Action != "sample") || lr.Rate <= 0 || lr.Rate >= 1 {
		t.Errorf("a read-only lookup routes to %+v (%v); want pass or sample at the base rate", lr, err)
	}
	must(t, cli(t, dir, "policy", "show"))
	// A policy file of its own is in force; --default still prints the
	// built-in one, to compare with.
	pol := filepath.Join(dir, "p.toml")
	def := must(t, cli(t, dir, "policy", "show", "--default")).stdout
	mine := strings.Replace(def, `inferred_severity = "review"`, `inferred_severity = "block"`, 1)
	mine = strings.Replace(mine, `version = "recap-default-9"`, `version = "mine-1"`, 1)
	os.WriteFile(pol, []byte(mine), 0o600)
	if r := must(t, cli(t, dir, "--policy", pol, "policy", "show")); r.stdout != mine || !strings.Contains(r.stderr, "mine-1") {
		t.Errorf("policy show under --policy: stderr %q, stdout is the file: %v", r.stderr, r.stdout == mine)
	}
	if r := must(t, cli(t, dir, "--policy", pol, "policy", "show", "--default")); r.stdout != def || !strings.Contains(r.stderr, "built-in default policy, version recap-default-9") {
		t.Errorf("policy show --default under --policy: stderr %q, stdout is the default: %v", r.stderr, r.stdout == def)
	}
	os.WriteFile(pol, []byte("version = 3\n"), 0o600)
	if r := cli(t, dir, "policy", "check", pol); r.code != 1 || !strings.Contains(r.stderr, "p.toml") {
		t.Errorf("bad policy: exit %d stderr %q", r.code, r.stderr)
	}
}
