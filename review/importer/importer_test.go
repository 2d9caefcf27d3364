package importer

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"recap/review"
)

func TestParseFormat(t *testing.T) {
	for in, want := range map[string]Format{"": FormatAuto, "auto": FormatAuto, "Claude-Code": FormatClaudeCode,
		" codex ": FormatCodex, "recap": FormatRecap} {
		if got, err := ParseFormat(in); err != nil || got != want {
			t.Errorf("ParseFormat(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := ParseFormat("langgraph"); err == nil || !strings.Contains(err.Error(), "auto, recap, claude-code or codex") {
		t.Errorf("ParseFormat(langgraph) error = %v; want one listing the formats", err)
	}
}

func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		name, head string
		want       Format
	}{
		{"RecapLine", `{"schema":"recap.event/v1","id":"e1"}` + "\n", FormatRecap},
		{"RecapPrettyDocument", "{\n  \"id\": \"e1\",\n  \"schema\": \"recap.event/v1\",\n  \"original\": []\n}\n", FormatRecap},
		{"RecapArray", "\n[\n {\"schema\": \"recap.event/v1\"}\n]", FormatRecap},
		{"ClaudeUser", `{"parentUuid":null,"isSidechain":false,"type":"user","uuid":"u1"}`, FormatClaudeCode},
		{"ClaudeSnapshotFirst", `{"type":"file-history-snapshot","messageId":"m","snapshot":{}}` + "\n", FormatClaudeCode},
		{"ClaudePermissionMode", `{"type":"permission-mode","permissionMode":"acceptEdits","sessionId":"s"}`, FormatClaudeCode},
		{"ClaudeBranchTitle", `{"type":"summary","summary":"x","leafUuid":"u"}`, FormatClaudeCode},
		{"CodexMeta", `{"timestamp":"2026-01-01T00:00:00Z","type":"session_meta","payload":{"id":"s"}}`, FormatCodex},
		{"CodexTruncatedFirstLine", `{"timestamp":"2026-01-01T00:00:00Z","type":"session_meta","payload":{"base_instructions":{"text":"very lo`, FormatCodex},
		{"BOMAndBlankLines", "\xef\xbb\xbf\n\n  " + `{"type":"response_item","payload":{"type":"message"}}`, FormatCodex},
		{"MalformedFirstLine", "{oops\n" + `{"type":"event_msg","payload":{"type":"token_count"}}`, FormatCodex},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Detect([]byte(tc.head))
			if err != nil || got != tc.want {
				t.Errorf("Detect = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
	for _, tc := range []struct{ name, head string }{
		{"Prose", "Dear team,\nplease find attached"},
		{"OtherJSONL", `{"role":"user","content":"hi"}` + "\n" + `{"role":"assistant","content":"hello"}`},
		{"ArrayOfOther", `[{"role":"user"}]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, err := Detect([]byte(tc.head)); err == nil {
				t.Errorf("Detect = %q; want an error", got)
			}
		})
	}
	if _, err := Detect([]byte(" \n\t\n")); !errors.Is(err, ErrEmpty) {
		t.Errorf("Detect(blank) error = %v, want ErrEmpty", err)
	}
}

func TestImportPathsWalksDirectories(t *testing.T) {
	root := fixture("")
	var total int64
	if err := filepath.WalkDir(root, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			info, _ := d.Info()
			total += info.Size()
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	var reports []int64
	c := &collected{}
	if err := ImportPaths([]string{root}, Options{}, func(n int64) { reports = append(reports, n) }, c.add); err != nil {
		t.Fatal(err)
	}
	if got, want := len(c.events), 12; got != want {
		t.Errorf("got %d events from the fixtures, want %d", got, want)
	}
	if got, want := len(c.problems), 8; got != want {
		t.Errorf("got %d problems, want %d (5 Claude Code, 3 Codex): %v", got, want, c.problems)
	}
	if !slices.IsSorted(reports) || len(reports) == 0 || reports[len(reports)-1] != total {
		t.Errorf("progress %v; want non-decreasing, ending at the %d bytes of all files", reports, total)
	}
	ids := map[string]bool{}
	for _, e := range c.events {
		if ids[e.Event.ID] {
			t.Errorf("duplicate event id %q", e.Event.ID)
		}
		ids[e.Event.ID] = true
	}
}

func TestReimportIsIdempotent(t *testing.T) {
	a := importPaths(t, Options{}, fixture(""))
	b := importPaths(t, Options{}, fixture(""))
	if len(a.events) != len(b.events) || len(a.events) == 0 {
		t.Fatalf("got %d then %d events", len(a.events), len(b.events))
	}
	for i := range a.events {
		if a.events[i].Event.ID != b.events[i].Event.ID || a.events[i].SHA256 != b.events[i].SHA256 {
			t.Errorf("event %d differs between imports: %s (%s) vs %s (%s)", i,
				a.events[i].Event.ID, a.events[i].SHA256, b.events[i].Event.ID, b.events[i].SHA256)
		}
	}
}

// onlyReader hides every method but Read, like a pipe.
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func TestImportReaderWithoutSeeking(t *testing.T) {
	for _, name := range []string{"claude-code/two-compactions.jsonl", "codex/remote-compaction.jsonl"} {
		t.Run(filepath.Base(name), func(t *testing.T) {
			path := fixture(name)
			fromFile := importPaths(t, Options{}, path)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			// A reader that cannot seek is spooled to a temporary file; a
			// bytes.Reader is read back in place. Both must match the file.
			for _, r := range []io.Reader{onlyReader{bytes.NewReader(data)}, bytes.NewReader(data)} {
				c := &collected{}
				if err := ImportReader(r, path, Options{}, c.add); err != nil {
					t.Fatal(err)
				}
				if len(c.events) != len(fromFile.events) {
					t.Fatalf("%T: got %d events, want %d", r, len(c.events), len(fromFile.events))
				}
				for i := range c.events {
					if !bytes.Equal(c.events[i].Bytes, fromFile.events[i].Bytes) {
						t.Errorf("%T: event %d differs from the file import", r, i)
					}
				}
			}
		})
	}
}

func TestImportReaderFromAnOffset(t *testing.T) {
	// A file already partly read: offsets are taken from where it stands.
	path := fixture("claude-code/detached-manual-compact.jsonl")
	want := importPaths(t, Options{}, path)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := bytes.NewReader(append([]byte("garbage that was consumed\n"), data...))
	if _, err := r.Seek(int64(len("garbage that was consumed\n")), io.SeekStart); err != nil {
		t.Fatal(err)
	}
	c := &collected{}
	if err := ImportReader(r, path, Options{}, c.add); err != nil {
		t.Fatal(err)
	}
	if len(c.events) != 1 || !bytes.Equal(c.events[0].Bytes, want.events[0].Bytes) {
		t.Errorf("import from an offset differs from the file import")
	}
}

func TestOptionsSetIdentityAndSourceOfTruth(t *testing.T) {
	fetched := time.Date(2026, 3, 2, 11, 0, 0, 0, time.UTC)
	sot := &review.SourceOfTruth{System: "billing-db", FetchedAt: &fetched, Tenant: "acme",
		Effects: []review.SourceEffect{{ID: "re_9", Kind: "refund", Status: review.EffectPending}}}
	c := importPaths(t, Options{Tenant: "acme", Task: "refund-4411", SourceOfTruth: sot},
		fixture("claude-code/two-compactions.jsonl"), fixture("codex/remote-compaction.jsonl"))
	if len(c.events) != 3 {
		t.Fatalf("got %d events, want 3", len(c.events))
	}
	for _, e := range c.events {
		ev := e.Event
		if ev.Tenant != "acme" || ev.TaskID != "refund-4411" {
			t.Errorf("%s: tenant, task = %q, %q; want the options'", ev.ID, ev.Tenant, ev.TaskID)
		}
		if slices.Contains(ev.Origin.Derived, "tenant") || slices.Contains(ev.Origin.Derived, "task_id") {
			t.Errorf("%s: derived = %v; tenant and task were given, not derived", ev.ID, ev.Origin.Derived)
		}
		if ev.SourceOfTruth == nil || ev.SourceOfTruth.System != "billing-db" || len(ev.SourceOfTruth.Effects) != 1 {
			t.Errorf("%s: source_of_truth = %+v", ev.ID, ev.SourceOfTruth)
		}
		if !strings.Contains(string(e.Bytes), `"source_of_truth":{"system":"billing-db"`) {
			t.Errorf("%s: the stored bytes lack the source of truth", ev.ID)
		}
	}
}

func TestRecapPassesThroughUnchanged(t *testing.T) {
	valid := `{"schema":"recap.event/v1","id":"evt-1","tenant":"acme","task_id":"t1","created_at":"2026-03-01T12:00:00Z",` +
		`"agent":{"name":"a"},"trigger":{"kind":"auto"},"original":[],"summary":{"text":"done"},"x-extra":{"kept":true}}`
	invalid := `{"schema":"recap.event/v1","id":"evt-2","tenant":"acme","task_id":"t1","created_at":"yesterday",` +
		`"agent":{"name":"a"},"trigger":{"kind":"auto"},"original":[],"summary":{"text":"x"}}`
	path := filepath.Join(t.TempDir(), "events.log")
	if err := os.WriteFile(path, []byte(valid+"\n\n"+invalid+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c := importPaths(t, Options{Tenant: "other"}, path)
	if len(c.events) != 1 || string(c.events[0].Bytes) != valid {
		t.Fatalf("got %d events; want the valid line stored byte for byte", len(c.events))
	}
	if got, want := c.problemLines(), []int{3}; !slices.Equal(got, want) {
		t.Errorf("problems at %v, want %v: %v", got, want, c.problems)
	} else if c.problems[0].Pointer != "/created_at" || c.problems[0].File != path {
		t.Errorf("problem = %+v; want it located at %s:3 /created_at", c.problems[0], path)
	}
	if c.events[0].Event.Tenant != "acme" || !hasNote(c.notes, "keep their own tenant") {
		t.Errorf("recap events keep their own tenant and a note says so; tenant %q notes %q", c.events[0].Event.Tenant, c.notes)
	}
}

func TestUnrecognisedFiles(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(junk, []byte("shopping list\n- milk\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, ".hidden"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".hidden", "x.jsonl"), []byte("not looked at"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Run("NamedFileIsAProblem", func(t *testing.T) {
		c := importPaths(t, Options{}, junk)
		if len(c.problems) != 1 || c.problems[0].Line != 1 || !strings.Contains(c.problems[0].Message, "--format") {
			t.Errorf("problems = %v; want one at line 1 suggesting --format", c.problems)
		}
	})
	t.Run("InADirectoryItIsCounted", func(t *testing.T) {
		c := importPaths(t, Options{}, dir)
		if len(c.problems) != 0 || !hasNote(c.notes, "1 file skipped", "notes.txt") {
			t.Errorf("problems %v, notes %q; want one note counting the skipped file", c.problems, c.notes)
		}
	})
	t.Run("MissingPathIsAProblem", func(t *testing.T) {
		c := importPaths(t, Options{}, filepath.Join(dir, "nope.jsonl"))
		if len(c.problems) != 1 || !strings.Contains(c.problems[0].Message, "check the path") {
			t.Errorf("problems = %v", c.problems)
		}
	})
	t.Run("ForcedFormatOnTheWrongFile", func(t *testing.T) {
		c := importPaths(t, Options{Format: FormatCodex}, fixture("claude-code/no-compaction.jsonl"))
		if len(c.events) != 0 || !hasNote(c.notes, "no compaction", "3 lines") {
			t.Errorf("events %d notes %q problems %v", len(c.events), c.notes, c.problems)
		}
	})
}

func TestImportPathsReadsStdin(t *testing.T) {
	data, err := os.ReadFile(fixture("codex/local-compactions.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		_, _ = w.Write(data)
		_ = w.Close()
	}()
	old := os.Stdin
	os.Stdin = r
	t.Cleanup(func() { os.Stdin = old; _ = r.Close() })
	c := importPaths(t, Options{}, "-")
	if len(c.events) != 2 || c.events[0].Event.Origin.Path != "stdin" {
		t.Errorf("got %d events from stdin; want 2 with path \"stdin\"", len(c.events))
	}
}

func TestFnErrorStopsTheImport(t *testing.T) {
	stop := errors.New("stop")
	n := 0
	err := ImportPaths([]string{fixture("")}, Options{}, nil, func(Result) error {
		n++
		return stop
	})
	if !errors.Is(err, stop) || n != 1 {
		t.Errorf("err = %v after %d results; want fn's error after the first", err, n)
	}
}
