package importer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// samplesDir holds real transcripts published by their authors (MIT),
// kept beside the clone and never copied into it; see its README.
var samplesDir = filepath.Join("..", "..", "..", "shared", "samples")

func requireSamples(t *testing.T) string {
	t.Helper()
	abs, _ := filepath.Abs(samplesDir)
	if _, err := os.Stat(filepath.Join(samplesDir, "README.md")); err != nil {
		t.Fatalf("the real transcript samples are missing: expected them at %s (../shared/samples beside the "+
			"repository clone, with claude-code/ and codex/ inside). They are not part of the repository; "+
			"restore that folder to run this test. (%v)", abs, err)
	}
	return samplesDir
}

func TestRealSamples(t *testing.T) {
	dir := requireSamples(t)
	t.Run("ClaudeCodeWithoutCompaction", func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join(dir, "claude-code", "*.jsonl"))
		if len(files) < 4 {
			t.Fatalf("found %d Claude Code samples in %s, want 4", len(files), dir)
		}
		for _, f := range files {
			c := importPaths(t, Options{}, f)
			if len(c.events) != 0 || len(c.problems) != 0 {
				t.Errorf("%s: %d events, problems %v; want none", filepath.Base(f), len(c.events), c.problems)
			}
			if !hasNote(c.notes, filepath.Base(f)+": no compaction in this transcript (") {
				t.Errorf("%s: notes %q; want the no-compaction note", filepath.Base(f), c.notes)
			}
		}
	})
	t.Run("CodexWithoutCompaction", func(t *testing.T) {
		f := filepath.Join(dir, "codex", "localpush_rollout-2026-02-23T20-34-25-019c8bfe.jsonl")
		c := importPaths(t, Options{}, f)
		if len(c.events) != 0 || len(c.problems) != 0 || !hasNote(c.notes, "no compaction in this transcript (63 lines)") {
			t.Errorf("%d events, problems %v, notes %q", len(c.events), c.problems, c.notes)
		}
	})
	t.Run("CodexRemoteCompaction", func(t *testing.T) {
		f := filepath.Join(dir, "codex", "localpush_rollout-2026-02-23T12-54-34-019c8a59_WITH-COMPACTION.jsonl")
		c := importPaths(t, Options{}, f)
		if len(c.problems) != 0 || len(c.events) != 1 {
			t.Fatalf("%d events, problems %v; want exactly 1 event", len(c.events), c.problems)
		}
		ev := c.events[0].Event
		// summary_uninspectable: the engine's finding for a summary with no
		// readable text.
		if ev.Summary.HasText() {
			t.Errorf("summary has text %q; the remote compaction's summary is encrypted", *ev.Summary.Text)
		}
		if !strings.HasPrefix(ev.Summary.Opaque, "encrypted by the provider (remote compaction): ") {
			t.Errorf("opaque = %q", ev.Summary.Opaque)
		}
		// replacement_history holds 40 items: 39 messages and the
		// encrypted compaction item.
		if got, want := len(ev.Summary.Retained), 39; got != want {
			t.Errorf("retained %d messages, want %d", got, want)
		}
		if got, want := ev.ID, "codex:019c8a59-e9dd-71f0-9ae3-4079fe9726a9:line-1788"; got != want {
			t.Errorf("id = %q, want %q", got, want)
		}
		if ev.Agent.Model != "gpt-5.3-codex" || ev.Agent.CompactorVersion != "0.104.0-alpha.1" || ev.Agent.Compactor != "codex-remote" {
			t.Errorf("agent = %+v", ev.Agent)
		}
		if ev.Trigger.Kind != "auto" || ev.Trigger.PreTokens <= 0 {
			t.Errorf("trigger = %+v; want auto with the last token count", ev.Trigger)
		}
		if len(ev.Original) < 100 {
			t.Errorf("original has %d messages; the rollout has hundreds of items before line 1788", len(ev.Original))
		}
		tools := 0
		for _, m := range ev.Original {
			if m.Kind == "tool_call" && m.Name != "" {
				tools++
			}
		}
		if tools == 0 {
			t.Errorf("no named tool calls in the original")
		}
		again := importPaths(t, Options{}, f)
		if again.events[0].SHA256 != c.events[0].SHA256 {
			t.Errorf("re-import gave different bytes")
		}
	})
}
