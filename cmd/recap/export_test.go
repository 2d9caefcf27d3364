package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"recap/review"
)

// laxPolicy routes everything to pass: every finding is info and every
// risk class passes. Cases exported under the default policy must fail
// under it.
func laxPolicy(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("version = \"lax-1\"\nseed = \"lax\"\nbase_sample_rate = 0.0\n\n[risk_actions]\n")
	for _, c := range review.RiskClasses {
		fmt.Fprintf(&b, "%s = \"pass\"\n", c)
	}
	b.WriteString("\n[severities]\n")
	for _, id := range []string{"identity_mismatch", "workflow_version_rejected", "invalid_transition", "action_without_confirmation",
		"approval_invalid", "pending_unblocked", "tool_not_in_policy", "embedded_instruction", "out_of_scope_source",
		"fact_without_reference", "hypothesis_promoted", "effect_unconfirmed", "failure_omitted", "rule_weakened",
		"source_conflict", "missing_limit", "summary_uninspectable", "no_source_of_truth"} {
		fmt.Fprintf(&b, "%s = \"info\"\n", id)
	}
	path := filepath.Join(dir, "lax.toml")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

type shownEvent struct {
	Routing struct {
		Action   string `json:"action"`
		Findings []struct {
			ID       string `json:"id"`
			Severity string `json:"severity"`
		} `json:"findings"`
	} `json:"routing"`
}

// findingKeys returns the verdict keys of an event's findings, in order.
func findingKeys(t *testing.T, run func(...string) result, id string) ([]string, bool) {
	t.Helper()
	var v shownEvent
	r := must(t, run("show", id, "--json"))
	if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
		t.Fatalf("show --json: %v", err)
	}
	var keys []string
	seen := map[string]int{}
	blocking := false
	for _, f := range v.Routing.Findings {
		keys = append(keys, fmt.Sprintf("%s#%d", f.ID, seen[f.ID]))
		seen[f.ID]++
		blocking = blocking || f.Severity == "block"
	}
	return keys, blocking
}

func claimNext(t *testing.T, run func(...string) result) string {
	t.Helper()
	var it struct {
		ID string `json:"id"`
	}
	r := must(t, run("claim", "--json"))
	if err := json.Unmarshal([]byte(r.stdout), &it); err != nil || it.ID == "" {
		t.Fatalf("claim --json: %v: %s", err, r.stdout)
	}
	return it.ID
}

func TestExportThenCheck(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "r.db")
	run := func(args ...string) result {
		return cli(t, dir, append([]string{"--db", db, "--author", "ana"}, args...)...)
	}
	must(t, run("init"))
	must(t, run(append([]string{"ingest"}, eventFiles(t)...)...))

	// Three decisions, on the items the queue hands out first (the
	// highest-priority ones, which carry findings).
	rejected := claimNext(t, run)
	keys, _ := findingKeys(t, run, rejected)
	if len(keys) == 0 {
		t.Fatalf("the first item %s has no findings to confirm", rejected)
	}
	must(t, run("decide", rejected, "--reject", "--reason", "the summary claims what the record denies", "--finding", keys[0]+"=tp"))

	rebuilt := claimNext(t, run)
	fix := filepath.Join(dir, "fix.md")
	if err := os.WriteFile(fix, []byte("#~ reviewer's rewrite\nWork is paused.\nNext: ask the requester how to proceed.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	must(t, run("decide", rebuilt, "--reconstruct", fix, "--reason", "rewrote the summary from the record"))

	approved := claimNext(t, run)
	keys, blocking := findingKeys(t, run, approved)
	args := []string{"decide", approved, "--approve", "--reason", "the finding misreads the amounts"}
	if blocking {
		args = append(args, "--override")
	}
	for _, k := range keys {
		args = append(args, "--finding", k+"=fp")
	}
	must(t, run(args...))

	t.Run("JSONLToStdout", func(t *testing.T) {
		r := must(t, run("export"))
		var ids []string
		sc := bufio.NewScanner(strings.NewReader(r.stdout))
		sc.Buffer(nil, 64<<20)
		for sc.Scan() {
			var c review.Case
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				t.Fatalf("export line: %v", err)
			}
			if err := c.Validate(); err != nil {
				t.Errorf("exported case %s: %v", c.ID, err)
			}
			ids = append(ids, c.ID)
		}
		if len(ids) != 3 {
			t.Errorf("exported %v, want the 3 decided events", ids)
		}
		if !strings.Contains(r.stderr, "exported 3 cases (1 reject, 1 reconstruct, 1 approve)") {
			t.Errorf("summary %q", r.stderr)
		}
		r = must(t, run("export", "--decision", "reject"))
		if n := strings.Count(r.stdout, "\n"); n != 1 || !strings.Contains(r.stdout, `"id":"`+rejected+`"`) {
			t.Errorf("--decision reject exported %d lines: %.200s", n, r.stdout)
		}
		if r := must(t, run("export", "--since", time.Now().Add(time.Hour).UTC().Format(time.RFC3339))); r.stdout != "" {
			t.Errorf("--since the future exported %q", r.stdout)
		}
	})

	casesDir := filepath.Join(dir, "regression")
	r := must(t, run("export", "--out", casesDir))
	if !strings.Contains(r.stderr, "3 written, 0 unchanged") {
		t.Errorf("first export to a folder: %q", r.stderr)
	}
	files, _ := filepath.Glob(filepath.Join(casesDir, "*.json"))
	if len(files) != 3 {
		t.Fatalf("wrote %v, want 3 case files", files)
	}
	for _, id := range []string{rejected, rebuilt, approved} {
		if _, err := os.Stat(filepath.Join(casesDir, caseFileName(id))); err != nil {
			t.Errorf("no case file for %s: %v", id, err)
		}
	}

	t.Run("ReExportIsByteStable", func(t *testing.T) {
		before := map[string][]byte{}
		mtimes := map[string]time.Time{}
		for _, f := range files {
			before[f], _ = os.ReadFile(f)
			info, _ := os.Stat(f)
			mtimes[f] = info.ModTime()
		}
		time.Sleep(20 * time.Millisecond)
		r := must(t, run("export", "--out", casesDir))
		if !strings.Contains(r.stderr, "0 written, 3 unchanged") {
			t.Errorf("re-export: %q", r.stderr)
		}
		for _, f := range files {
			after, _ := os.ReadFile(f)
			info, _ := os.Stat(f)
			if !bytes.Equal(before[f], after) || !info.ModTime().Equal(mtimes[f]) {
				t.Errorf("%s changed on a re-export with no new decisions", f)
			}
			if info.Mode().Perm() != 0o600 {
				t.Errorf("%s mode %v, want 0600", f, info.Mode().Perm())
			}
		}
	})

	t.Run("CheckPassesUnderTheSamePolicy", func(t *testing.T) {
		r := cli(t, dir, "check", casesDir)
		if r.code != 0 {
			t.Fatalf("check: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		for _, want := range []string{"CASE", "EXPECTED", "NOW", "VERDICT", rejected, rebuilt, approved, "3 cases under policy recap-default-9"} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("check output lacks %q:\n%s", want, r.stdout)
			}
		}
		jsonl := filepath.Join(dir, "cases.jsonl")
		must(t, run("export", "--out", jsonl))
		must(t, cli(t, dir, "check", jsonl))
	})

	t.Run("PolicyThatPassesEverythingFails", func(t *testing.T) {
		lax := laxPolicy(t, dir)
		r := cli(t, dir, "check", "--policy", lax, casesDir)
		if r.code != 1 {
			t.Fatalf("check under a pass-everything policy: exit %d, want 1\n%s", r.code, r.stdout)
		}
		if !strings.Contains(r.stdout, "fail "+rejected+": ana rejected this event") || !strings.Contains(r.stdout, "so a human may never see it") {
			t.Errorf("the failure does not say what regressed:\n%s", r.stdout)
		}
		var out struct {
			Total map[string]int `json:"total"`
			Cases []struct {
				ID     string `json:"id"`
				Now    string `json:"now"`
				Status string `json:"status"`
				File   string `json:"file"`
			} `json:"cases"`
		}
		r = cli(t, dir, "check", "--policy", lax, "--json", casesDir)
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
			t.Fatalf("check --json: %v\n%s", err, r.stdout)
		}
		if r.code != 1 || out.Total["cases"] != 3 || out.Total["fail"] < 2 {
			t.Errorf("exit %d totals %v; want exit 1 and the reject and the reconstruction failing", r.code, out.Total)
		}
		for _, c := range out.Cases {
			if c.ID == rejected && (c.Now != "pass" || c.Status != "fail" || !strings.HasSuffix(c.File, caseFileName(rejected))) {
				t.Errorf("rejected case: %+v", c)
			}
		}
	})

	t.Run("StrictFailsOnAFalsePositiveBack", func(t *testing.T) {
		r := cli(t, dir, "check", casesDir)
		if !strings.Contains(r.stdout, "warn "+approved+": ana marked") {
			t.Fatalf("no false-positive warning for %s:\n%s", approved, r.stdout)
		}
		r = cli(t, dir, "check", "--strict", casesDir)
		if r.code != 1 || !strings.Contains(r.stdout, "strict: warnings fail") {
			t.Errorf("--strict: exit %d\n%s", r.code, r.stdout)
		}
	})

	t.Run("InvalidCaseFile", func(t *testing.T) {
		bad := filepath.Join(dir, "bad")
		if err := os.MkdirAll(bad, 0o700); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(filepath.Join(casesDir, caseFileName(rejected)))
		data = bytes.Replace(data, []byte(`"min_action": "`), []byte(`"min_action": "x`), 1)
		if err := os.WriteFile(filepath.Join(bad, "broken.json"), data, 0o600); err != nil {
			t.Fatal(err)
		}
		r := cli(t, dir, "check", bad)
		line := 1 + bytes.Count(data[:bytes.Index(data, []byte(`"min_action"`))], []byte("\n"))
		if want := fmt.Sprintf("broken.json:%d: /expected/min_action:", line); r.code != 1 || !strings.Contains(r.stderr, want) {
			t.Errorf("exit %d stderr %q; want 1 and %q", r.code, r.stderr, want)
		}
		empty := t.TempDir()
		if r := cli(t, dir, "check", empty); r.code != 1 || !strings.Contains(r.stderr, "no cases in") {
			t.Errorf("empty folder: exit %d stderr %q", r.code, r.stderr)
		}
	})

	t.Run("Promptfoo", func(t *testing.T) {
		pf := filepath.Join(dir, "pf")
		r := must(t, run("export", "--format", "promptfoo", "--out", pf))
		if !strings.Contains(r.stderr, "npx promptfoo@latest eval -c") {
			t.Errorf("no run hint: %q", r.stderr)
		}
		for _, f := range []string{"tests.jsonl", "recap_assert.cjs", "promptfooconfig.yaml", "compactor_prompt.js"} {
			if _, err := os.Stat(filepath.Join(pf, f)); err != nil {
				t.Errorf("missing %s: %v", f, err)
			}
		}
		data, err := os.ReadFile(filepath.Join(pf, "tests.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		type pfTest struct {
			Description string           `json:"description"`
			Vars        map[string]any   `json:"vars"`
			Assert      []map[string]any `json:"assert"`
			Metadata    map[string]any   `json:"metadata"`
		}
		tests := map[string]pfTest{}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var tc pfTest
			if err := json.Unmarshal([]byte(line), &tc); err != nil {
				t.Fatalf("tests.jsonl: %v", err)
			}
			for k, v := range tc.Vars {
				if _, ok := v.(string); !ok {
					t.Errorf("var %s is %T: promptfoo expands non-string vars into several tests", k, v)
				}
			}
			id, _ := tc.Metadata["recap_case"].(string)
			var ev map[string]any
			if err := json.Unmarshal([]byte(tc.Metadata["recap_event"].(string)), &ev); err != nil || ev["id"] != id {
				t.Errorf("test %s: metadata.recap_event is not its event: %v", id, err)
			}
			if len(tc.Assert) != 1 || tc.Assert[0]["value"] != "file://recap_assert.cjs" || !strings.Contains(tc.Vars["transcript"].(string), "[m01 ") {
				t.Errorf("test %s: assert %v, transcript %.80q", id, tc.Assert, tc.Vars["transcript"])
			}
			tests[id] = tc
		}
		if len(tests) != 3 {
			t.Fatalf("tests.jsonl has %d tests, want 3", len(tests))
		}
		// Edits to the starter config survive a re-export.
		cfg := filepath.Join(pf, "promptfooconfig.yaml")
		if err := os.WriteFile(cfg, []byte("# mine\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		must(t, run("export", "--format", "promptfoo", "--out", pf))
		if b, _ := os.ReadFile(cfg); string(b) != "# mine\n" {
			t.Error("re-export overwrote the team's promptfooconfig.yaml")
		}

		// Run the assertion as promptfoo would: node loads it and calls it
		// with the provider's output and the test.
		node, err := exec.LookPath("node")
		if err != nil {
			t.Skip("node is not installed: the promptfoo assertion was written but not run")
		}
		assertFor := func(id, output string) map[string]any {
			t.Helper()
			tc := tests[id]
			ctx, _ := json.Marshal(map[string]any{"vars": tc.Vars, "test": map[string]any{"metadata": tc.Metadata}})
			file := filepath.Join(pf, "recap_assert.cjs")
			// promptfoo either requires the file as a module or inlines it as
			// a function body (output, context) with no require in scope.
			scripts := map[string]string{
				"module": fmt.Sprintf(`const f = require(%q); const ctx = %s; process.stdout.write(JSON.stringify(f(%s, ctx)));`,
					file, ctx, mustJSON(t, output)),
				"inline": fmt.Sprintf(`const body = require('fs').readFileSync(%q, 'utf8'); const ctx = %s;
const f = new Function('output', 'context', 'require', 'module', body);
process.stdout.write(JSON.stringify(f(%s, ctx, undefined, undefined)));`,
					file, ctx, mustJSON(t, output)),
			}
			var results []map[string]any
			for _, mode := range []string{"module", "inline"} {
				cmd := exec.Command(node, "-e", scripts[mode])
				cmd.Env = append(os.Environ(), "RECAP_BIN="+recapBin, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
				out, err := cmd.CombinedOutput()
				if err != nil {
					t.Fatalf("node (%s): %v\n%s", mode, err, out)
				}
				var res map[string]any
				if err := json.Unmarshal(out, &res); err != nil {
					t.Fatalf("assertion result (%s) %q: %v", mode, out, err)
				}
				results = append(results, res)
			}
			if fmt.Sprint(results[0]) != fmt.Sprint(results[1]) {
				t.Errorf("the assertion differs as a module and inlined:\n%v\n%v", results[0], results[1])
			}
			return results[0]
		}
		// The summary reviewers rejected, replayed, fails: it repeats the
		// finding they confirmed (or blocks).
		rej := tests[rejected]
		if res := assertFor(rejected, rej.Vars["recorded_summary"].(string)); res["pass"] != false {
			t.Errorf("the rejected summary passed the assertion: %v", res)
		}
		if res := assertFor(rejected, "   "); res["pass"] != false || !strings.Contains(fmt.Sprint(res["reason"]), "empty") {
			t.Errorf("an empty summary: %v", res)
		}
		// A summary that claims nothing raises no blocking finding and
		// none of the confirmed ones.
		quiet := "Work is paused. Next: ask the requester how to proceed."
		res := assertFor(rejected, quiet)
		if fmt.Sprint(res["reason"]) == "" || !strings.HasPrefix(fmt.Sprint(res["reason"]), "recap routes it to") {
			t.Errorf("the assertion did not run recap: %v", res)
		}
	})

	t.Run("NewDecisionAddsOneFile", func(t *testing.T) {
		id := claimNext(t, run)
		must(t, run("decide", id, "--reject", "--reason", "second look"))
		r := must(t, run("export", "--out", casesDir))
		if !strings.Contains(r.stderr, "1 written, 3 unchanged") {
			t.Errorf("export after one more decision: %q", r.stderr)
		}
		// A filtered export names the case files it did not write, and
		// leaves them in place.
		r = must(t, run("export", "--out", casesDir, "--decision", "approve"))
		if !strings.Contains(r.stderr, "3 case files in "+casesDir+" are not in this export") || !strings.Contains(r.stderr, caseFileName(id)) {
			t.Errorf("filtered export: %q", r.stderr)
		}
		if files, _ := filepath.Glob(filepath.Join(casesDir, "*.json")); len(files) != 4 {
			t.Errorf("%d case files after a filtered export, want all 4 kept", len(files))
		}
	})
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestExportUsage(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "r.db")
	must(t, cli(t, dir, "--db", db, "init"))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "--since", "last tuesday"}, "--since"},
		{[]string{"export", "--decision", "reversal"}, "--decision"},
		{[]string{"export", "--format", "csv"}, "--format"},
		{[]string{"export", "--format", "promptfoo"}, "give --out DIR"},
		{[]string{"export", "--out", "cases.json"}, "FILE.jsonl"},
		{[]string{"check"}, "requires at least 1 arg"},
	} {
		r := cli(t, dir, append([]string{"--db", db}, tc.args...)...)
		if r.code != 2 || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("recap %v: exit %d stderr %q; want exit 2 mentioning %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
	r := cli(t, dir, "--db", db, "export")
	if r.code != 0 || r.stdout != "" || !strings.Contains(r.stderr, "no decided events") {
		t.Errorf("export of an undecided queue: exit %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
	}
	if r := cli(t, dir, "check", filepath.Join(dir, "missing")); r.code != 1 || !strings.Contains(r.stderr, "no such file") {
		t.Errorf("check of a missing path: exit %d stderr %q", r.code, r.stderr)
	}
}

// TestRegressionCasesStillHold is the project's own regression gate:
// testdata/regression holds cases exported from real decisions on
// testdata/events (see its README). It fails when the engine or the
// built-in policy would now let one of those mistakes through.
func TestRegressionCasesStillHold(t *testing.T) {
	dir := t.TempDir()
	cases := filepath.Join("..", "..", "testdata", "regression")
	r := cli(t, dir, "check", "--json", cases)
	var out struct {
		Total map[string]int `json:"total"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("check --json: %v\n%s%s", err, r.stdout, r.stderr)
	}
	if r.code != 0 {
		table := cli(t, dir, "check", cases)
		t.Fatalf("recap check testdata/regression: exit %d\n%s%s", r.code, table.stdout, table.stderr)
	}
	if out.Total["cases"] < 6 {
		t.Errorf("testdata/regression holds %d cases, want at least 6", out.Total["cases"])
	}
}

// TestPromptfooAssertionIsNotATemplate guards the assertion file: promptfoo
// renders an inlined assertion as a nunjucks template, so any tag opener in
// it would break every test.
func TestPromptfooAssertionIsNotATemplate(t *testing.T) {
	for _, opener := range []string{"{{", "{%", "{#"} {
		if strings.Contains(promptfooAssertJS, opener) {
			t.Errorf("recap_assert.cjs contains %q", opener)
		}
	}
}

func TestCaseFileName(t *testing.T) {
	for _, tc := range []struct{ id, want string }{
		{"evt-pay-01", "evt-pay-01.json"},
		{"a.b_c-9", "a.b_c-9.json"},
	} {
		if got := caseFileName(tc.id); got != tc.want {
			t.Errorf("caseFileName(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
	names := map[string]string{}
	for _, id := range []string{"EVT-1", "evt-1x", "a/b", "a_b", "a b", "../../etc/passwd", ".hidden", "con", "CON.txt", "com1", "订单-42",
		"", strings.Repeat("x", 300), "x\x1b]0;pwned\x07", "trailing."} {
		name := caseFileName(id)
		if prev, dup := names[name]; dup {
			t.Errorf("%q and %q share the file name %q", prev, id, name)
		}
		names[name] = id
		if strings.ContainsAny(name, `/\:*?"<>|`) || strings.HasPrefix(name, ".") || len(name) > 130 || !strings.HasSuffix(name, ".json") {
			t.Errorf("caseFileName(%q) = %q is not a safe file name", id, name)
		}
		for _, r := range name {
			if r < 0x20 || r > 0x7e {
				t.Errorf("caseFileName(%q) = %q has a non-printable or non-ASCII byte", id, name)
			}
		}
		if again := caseFileName(id); again != name {
			t.Errorf("caseFileName(%q) is not stable: %q then %q", id, name, again)
		}
	}
	if a, b := caseFileName("Evt-1"), caseFileName("evt-1"); strings.EqualFold(a, b) {
		t.Errorf("ids differing only in case map to %q and %q, one file on a case-insensitive file system", a, b)
	}
}

func TestParseSince(t *testing.T) {
	now := time.Date(2026, 3, 20, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		in   string
		want time.Time
	}{
		{"2026-03-01", time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)},
		{"2026-03-01T09:30:00+02:00", time.Date(2026, 3, 1, 7, 30, 0, 0, time.UTC)},
		{"7d", now.AddDate(0, 0, -7)},
		{"36h", now.Add(-36 * time.Hour)},
	} {
		got, err := parseSince(tc.in, now)
		if err != nil || !got.Equal(tc.want) {
			t.Errorf("parseSince(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "yesterday", "-3h", "3w", "2026-13-01"} {
		if _, err := parseSince(bad, now); err == nil {
			t.Errorf("parseSince(%q) accepted", bad)
		}
	}
}
