package review_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"recap/review"
)

const validEvent = `{"schema":"recap.event/v1","id":"e1","tenant":"acme","task_id":"t1","created_at":"2026-03-01T10:00:00Z","agent":{"name":"a"},"trigger":{"kind":"auto"},"original":[{"id":"m1","role":"user","content":"hi"}],"summary":{"text":"said hi"},"x_unknown":{"kept":true}}`

func collect(t *testing.T, name, input string) []review.Entry {
	t.Helper()
	var out []review.Entry
	if err := review.ReadEvents(strings.NewReader(input), name, func(e review.Entry) error {
		out = append(out, e)
		return nil
	}); err != nil {
		t.Fatalf("ReadEvents: %v", err)
	}
	return out
}

func TestReadEventsJSONL(t *testing.T) {
	t.Run("BadLineKeepsOthers", func(t *testing.T) {
		in := validEvent + "\n\n{not json}\n" + strings.Replace(validEvent, `"e1"`, `"e2"`, 1) + "\n"
		got := collect(t, "events.jsonl", in)
		if len(got) != 3 {
			t.Fatalf("got %d entries, want 3", len(got))
		}
		if got[0].Event == nil || got[2].Event == nil {
			t.Fatalf("valid lines lost: %+v", got)
		}
		if got[1].Err == nil || got[1].Line != 3 {
			t.Fatalf("bad line: got line %d err %v, want line 3 with an error", got[1].Line, got[1].Err)
		}
		if msg := got[1].Err.Error(); !strings.HasPrefix(msg, "events.jsonl:3: ") || !strings.Contains(msg, "not valid JSON") {
			t.Errorf("message %q does not name file:line and the problem", msg)
		}
	})
	t.Run("RawBytesKeptVerbatim", func(t *testing.T) {
		got := collect(t, "e.jsonl", validEvent+"\r\n")
		if string(got[0].Event.Bytes) != validEvent {
			t.Errorf("raw bytes changed: %q", got[0].Event.Bytes)
		}
		if got, want := got[0].Event.SHA256, review.Digest([]byte(validEvent)); got != want {
			t.Errorf("sha256 = %s, want %s", got, want)
		}
	})
	t.Run("PointerNamesField", func(t *testing.T) {
		bad := strings.Replace(validEvent, `"summary":{"text":"said hi"}`,
			`"summary":{"text":"x","contract":{"approvals":[{"id":"a1","expires_at":"next week"}]}}`, 1)
		got := collect(t, "events.jsonl", "\n"+bad)
		if got[0].Err == nil {
			t.Fatal("want a validation error")
		}
		want := "events.jsonl:2: /summary/contract/approvals/0/expires_at: not an RFC 3339 time"
		if !strings.HasPrefix(got[0].Err.Error(), want) {
			t.Errorf("got %q, want prefix %q", got[0].Err.Error(), want)
		}
	})
	t.Run("DuplicateMessageIDs", func(t *testing.T) {
		bad := strings.Replace(validEvent, `[{"id":"m1","role":"user","content":"hi"}]`,
			`[{"id":"m1","role":"user","content":"hi"},{"id":"m1","role":"assistant","content":"yo"}]`, 1)
		got := collect(t, "e.jsonl", bad)
		if got[0].Err == nil || !strings.Contains(got[0].Err.Error(), "/original/1/id: duplicate message id") {
			t.Errorf("got %v, want a duplicate id problem at /original/1/id", got[0].Err)
		}
	})
}

func TestReadEventsJSONDocument(t *testing.T) {
	t.Run("Array", func(t *testing.T) {
		in := "[\n  " + validEvent + ",\n  " + strings.Replace(validEvent, `"tenant":"acme"`, `"tenant":""`, 1) + "\n]"
		got := collect(t, "batch.json", in)
		if len(got) != 2 || got[0].Event == nil {
			t.Fatalf("got %+v", got)
		}
		if got[1].Err == nil || got[1].Line != 3 {
			t.Fatalf("second element: line %d err %v, want line 3 with an error", got[1].Line, got[1].Err)
		}
	})
	t.Run("PrettyObject", func(t *testing.T) {
		got := collect(t, "one.json", "\n\n{\n \"schema\": 1\n}\n")
		if len(got) != 1 || got[0].Err == nil || got[0].Line != 3 {
			t.Fatalf("got %+v, want one error on line 3", got)
		}
	})
}

func TestAmountKeepsForm(t *testing.T) {
	ev := strings.Replace(validEvent, `"summary":{"text":"said hi"}`,
		`"summary":{"text":"x","contract":{"external_effects":[{"kind":"refund","status":"done","amount":"R$ 4.300,00"},{"kind":"refund","status":"done","amount":1250.50}]}}`, 1)
	raw, err := review.ParseEvent([]byte(ev))
	if err != nil {
		t.Fatal(err)
	}
	effs := raw.Event.Summary.Contract.ExternalEffects
	if got, want := effs[0].Amount.String(), "R$ 4.300,00"; got != want {
		t.Errorf("string amount = %q, want %q", got, want)
	}
	if got, want := effs[1].Amount.String(), "1250.50"; got != want {
		t.Errorf("number amount = %q, want %q", got, want)
	}
}

func TestReconstructionRoundTrip(t *testing.T) {
	c := &review.Contract{TaskID: "t1", Stage: "review", PendingItems: []review.PendingItem{{Text: "get approval", Blocking: true}}}
	text := "## Done\n\nNothing sent.\n\n```json\n{\"inline\": true}\n```"
	file := review.FormatReconstruction("Edit the summary below.\nSave and quit to submit.", text, c)
	gotText, gotC, err := review.ParseReconstruction(file)
	if err != nil {
		t.Fatal(err)
	}
	if gotText != text {
		t.Errorf("text = %q, want %q", gotText, text)
	}
	if gotC == nil || gotC.TaskID != "t1" || len(gotC.PendingItems) != 1 || !gotC.PendingItems[0].Blocking {
		t.Errorf("contract = %+v", gotC)
	}
	t.Run("ContractDeleted", func(t *testing.T) {
		cut := strings.SplitN(string(file), "```json\n{\n", 2)[0]
		_, gotC, err := review.ParseReconstruction([]byte(cut))
		if err == nil && gotC != nil {
			t.Errorf("contract kept after its block was deleted")
		}
	})
	t.Run("Empty", func(t *testing.T) {
		if _, _, err := review.ParseReconstruction([]byte("#~ only comments\n\n")); err == nil {
			t.Error("want an error for an empty reconstruction")
		}
	})
	t.Run("BadJSON", func(t *testing.T) {
		bad := "text\n" + review.ContractMarker + "\n```json\n{oops\n```\n"
		if _, _, err := review.ParseReconstruction([]byte(bad)); err == nil || !strings.Contains(err.Error(), "line 4") {
			t.Errorf("got %v, want an error naming line 4", err)
		}
	})
}

func TestDecisionValidate(t *testing.T) {
	base := review.Decision{EventID: "e1", Author: "ana", At: mustTime(t, "2026-03-01T10:00:00Z")}
	cases := []struct {
		name string
		mut  func(*review.Decision)
		ok   bool
	}{
		{"ApproveNoReason", func(d *review.Decision) { d.Kind = review.DecisionApprove }, true},
		{"OverrideNeedsReason", func(d *review.Decision) { d.Kind = review.DecisionApprove; d.Override = true }, false},
		{"RejectNeedsReason", func(d *review.Decision) { d.Kind = review.DecisionReject }, false},
		{"Reject", func(d *review.Decision) { d.Kind = review.DecisionReject; d.Reason = "weakened rule" }, true},
		{"ReconstructNeedsText", func(d *review.Decision) { d.Kind = review.DecisionReconstruct; d.Reason = "x" }, false},
		{"BadVerdict", func(d *review.Decision) {
			d.Kind = review.DecisionApprove
			d.Verdicts = []review.FindingVerdict{{Finding: "rule_weakened#0", Verdict: "maybe"}}
		}, false},
		{"NoAuthor", func(d *review.Decision) { d.Kind = review.DecisionApprove; d.Author = " " }, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := base
			c.mut(&d)
			err := d.Validate()
			if got := err == nil; got != c.ok {
				t.Fatalf("Validate() = %v, want ok=%v", err, c.ok)
			}
			if err != nil && review.ErrorCode(err) != review.EINVALID {
				t.Errorf("code = %s, want %s", review.ErrorCode(err), review.EINVALID)
			}
		})
	}
}

// FuzzParseEvent checks the parser and validator never panic, and that any
// event they accept survives a second parse of its own bytes.
func FuzzParseEvent(f *testing.F) {
	f.Add([]byte(validEvent))
	f.Add([]byte(`{"schema":"recap.event/v1"}`))
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "events", "*.json"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil && len(b) < 64<<10 {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		raw, err := review.ParseEvent(b)
		if err != nil {
			return
		}
		if _, err := review.ParseEvent(raw.Bytes); err != nil {
			t.Fatalf("accepted bytes rejected on reparse: %v", err)
		}
		_ = review.ReadEvents(strings.NewReader(string(b)), "f.jsonl", func(review.Entry) error { return nil })
	})
}
