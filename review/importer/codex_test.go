package importer

import (
	"slices"
	"strings"
	"testing"

	"recap/review"
)

func TestCodexRemoteCompaction(t *testing.T) {
	c := importPaths(t, Options{}, fixture("codex/remote-compaction.jsonl"))
	if len(c.problems) > 0 || len(c.events) != 1 {
		t.Fatalf("got %d events, problems %v; want 1 event, none", len(c.events), c.problems)
	}
	ev := c.events[0].Event
	const session = "0199aa00-7777-7a7a-9b9b-0000000000c1"
	if got, want := ev.ID, "codex:"+session+":line-17"; got != want {
		t.Errorf("id = %q, want %q", got, want)
	}
	if ev.Summary.Text != nil || ev.Summary.HasText() {
		t.Errorf("summary text = %q; an encrypted summary has none", *ev.Summary.Text)
	}
	if !strings.HasPrefix(ev.Summary.Opaque, "encrypted by the provider (remote compaction): ") ||
		!strings.Contains(ev.Summary.Opaque, "50-byte") {
		t.Errorf("opaque = %q", ev.Summary.Opaque)
	}
	wantLines(t, "retained", contents(ev.Summary.Retained), []string{
		"user: Scale the web tier to 6 nodes.",
		"assistant: Apply failed: the instance quota is exceeded.",
		"system/injected: <permissions instructions>\nFilesystem sandboxing: workspace-write.\n</permissions instructions>",
		"user/injected: <environment_context>\n  <cwd>/home/li/ops/infra</cwd>\n  <approval_policy>on-request</approval_policy>\n  <shell>bash</shell>\n</environment_context>",
	})
	wantLines(t, "original", contents(ev.Original), []string{
		"system/injected: <permissions instructions>\nFilesystem sandboxing: workspace-write.\n</permissions instructions>",
		"user/injected: # AGENTS.md instructions for /home/li/ops/infra\n\n<INSTRUCTIONS>\nNever run terraform apply without a reviewed plan.\n</INSTRUCTIONS>",
		"user/injected: <environment_context>\n  <cwd>/home/li/ops/infra</cwd>\n  <approval_policy>on-request</approval_policy>\n  <shell>bash</shell>\n</environment_context>",
		"user: Scale the web tier to 6 nodes.",
		`assistant/tool_call/exec_command: {"cmd":"terraform plan -var web_count=6"}`,
		"tool/tool_result/exec_command/ok: Plan: 2 to add, 0 to change, 0 to destroy.",
		`assistant/tool_call/shell: {"command":["terraform","apply","-auto-approve"]}`,
		"tool/tool_result/shell/error: Error: quota exceeded for instance type m7i.large",
		"assistant: Apply failed: the instance quota is exceeded.",
	})
	if got, want := ev.Original[3].ID, "line-7"; got != want {
		t.Errorf("message id = %q, want the rollout line %q", got, want)
	}
	if got, want := ev.Trigger, (review.Trigger{Kind: "auto", PreTokens: 232000}); got != want {
		t.Errorf("trigger = %+v, want %+v (from the last token_count before)", got, want)
	}
	if got, want := ev.Agent, (review.Agent{Name: "codex", Model: "gpt-5-codex", Compactor: "codex-remote", CompactorVersion: "0.46.0"}); got != want {
		t.Errorf("agent = %+v, want %+v", got, want)
	}
	if ev.Tenant != "/home/li/ops/infra" || ev.TaskID != session {
		t.Errorf("tenant, task = %q, %q", ev.Tenant, ev.TaskID)
	}
	if got, want := ev.Origin.Derived, []string{"tenant", "task_id", "trigger.kind"}; !slices.Equal(got, want) {
		t.Errorf("derived = %v, want %v", got, want)
	}
}

func TestCodexLocalCompactions(t *testing.T) {
	c := importPaths(t, Options{}, fixture("codex/local-compactions.jsonl"))
	if len(c.problems) > 0 || len(c.events) != 2 {
		t.Fatalf("got %d events, problems %v; want 2 events, none", len(c.events), c.problems)
	}
	first, second := c.events[0].Event, c.events[1].Event
	t.Run("AutoWithThePrefixRemoved", func(t *testing.T) {
		if got, want := textOf(first.Summary), "## Progress\n- Migrated 3 of 5 tables (users, orders, items).\n"+
			"## Next\n- Migrate invoices: blocked until the DBA approves the downtime window."; got != want {
			t.Errorf("summary:\n got %q\nwant %q", got, want)
		}
		if got, want := first.Trigger, (review.Trigger{Kind: "auto", PreTokens: 240900}); got != want {
			t.Errorf("trigger = %+v, want %+v", got, want)
		}
		if first.Agent.Compactor != "codex-local" || first.Agent.Model != "gpt-5" {
			t.Errorf("agent = %+v", first.Agent)
		}
		wantLines(t, "original", contents(first.Original), []string{
			"user/injected: <user_instructions>\nAlways run migrations inside a transaction.\n</user_instructions>",
			"user/injected: <environment_context>\n  <cwd>/home/li/db/migrations</cwd>\n  <approval_policy>on-request</approval_policy>\n  <shell>bash</shell>\n</environment_context>",
			"user: Run the table migrations.",
			"assistant/tool_call/apply_patch: *** Begin Patch\n*** Add File: migrations/004_items.sql\n+ALTER TABLE items ADD COLUMN sku text;\n*** End Patch",
			"tool/tool_result/apply_patch/ok: Success. Updated the following files:\nA migrations/004_items.sql",
			"assistant: Three tables migrated.",
		})
	})
	t.Run("ManualSinceThePreviousCompaction", func(t *testing.T) {
		if got, want := second.Trigger, (review.Trigger{Kind: "manual"}); got != want {
			t.Errorf("trigger = %+v, want %+v (a task that only compacts is /compact)", got, want)
		}
		got := contents(second.Original)
		if !strings.HasPrefix(got[0], "user/injected: "+cxLead) {
			t.Errorf("the previous summary, as the model saw it, should come first; got %q", got[0])
		}
		wantLines(t, "original[1:]", got[1:], []string{
			`assistant/tool_call/local_shell: {"type":"exec","command":["psql","-c","\\i migrations/005_payments.sql"]}`,
			`tool/tool_result/local_shell/ok: {"output":"checksum mismatch","metadata":{"exit_code":1}}`,
			`assistant/tool_call/web_search: {"type":"search","query":"postgres checksum mismatch after migration"}`,
			"assistant: Payments failed its checksum; rolled back.",
		})
		// The summary message itself is not "retained": it is the summary.
		wantLines(t, "retained", contents(second.Summary.Retained), []string{
			"user/injected: <user_instructions>\nAlways run migrations inside a transaction.\n</user_instructions>",
			"user: Run the table migrations.",
		})
		if got := textOf(second.Summary); !strings.HasPrefix(got, "## Progress\n- Migrated 4 of 5") {
			t.Errorf("summary = %q", got)
		}
	})
}

func TestCodexMalformedLines(t *testing.T) {
	c := importPaths(t, Options{}, fixture("codex/malformed-lines.jsonl"))
	if got, want := c.problemLines(), []int{4, 7, 12}; !slices.Equal(got, want) {
		t.Errorf("problems at %v, want %v: %v", got, want, c.problems)
	}
	if len(c.events) != 2 {
		t.Fatalf("got %d events, want 2 (the second compaction's message is unreadable, not lost)", len(c.events))
	}
	if got, want := textOf(c.events[0].Event.Summary), "Deleted gs://tmp-bucket."; got != want {
		t.Errorf("summary = %q, want %q", got, want)
	}
	if s := c.events[1].Event.Summary; s.HasText() || !strings.Contains(s.Opaque, "carries no summary text") {
		t.Errorf("second summary = %+v; want an opaque note", s)
	}
	for _, want := range [][]string{
		{"malformed-lines.jsonl:5", `line type "telemetry"`},
		{"malformed-lines.jsonl:6", `response item type "hologram_call"`},
		{"malformed-lines.jsonl:11", `compacted key "extra"`},
	} {
		if !hasNote(c.notes, want...) {
			t.Errorf("want a note with %q; notes %q", want, c.notes)
		}
	}
}

func TestStripCodexPrefix(t *testing.T) {
	prefix := "Another language model started to solve this problem and produced a summary of its thinking process. " +
		"Use the information in this summary to assist with your own analysis:"
	for _, tc := range []struct{ name, in, want string }{
		{"Fixed", prefix + "\nThe summary.", "The summary."},
		{"Reworded", cxLead + ", and here is what it wrote:\n\n- A\n- B", "- A\n- B"},
		{"NoLineBreak", prefix + " C.", "C."},
		{"NoPrefix", "  plain text  ", "plain text"},
		{"PrefixOnly", prefix, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := stripCodexPrefix(tc.in); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestCodexInjected(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"<environment_context>\n<cwd>/x</cwd>", true},
		{"  <ENVIRONMENT_CONTEXT>", true},
		{"# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>", true},
		{"<user_instructions>be brief</user_instructions>", true},
		{"<turn_aborted>", true},
		{"Please read AGENTS.md and <environment_context> for me", false},
		{"Scale the web tier.", false},
	} {
		if got := cxInjected(tc.text); got != tc.want {
			t.Errorf("cxInjected(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
