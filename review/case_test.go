package review_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"recap/review"
)

// caseEvent returns a real test event's bytes as stored (pretty-printed,
// as the file has them) and its id.
func caseEvent(t *testing.T) ([]byte, string) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "testdata", "events", "payments-01-refund-confirmed.json"))
	if err != nil {
		t.Fatal(err)
	}
	raw = bytes.TrimSpace(raw)
	ev, err := review.ParseEvent(raw)
	if err != nil {
		t.Fatalf("testdata event does not parse: %v", err)
	}
	return raw, ev.Event.ID
}

func validCase(t *testing.T) review.Case {
	t.Helper()
	raw, id := caseEvent(t)
	return review.Case{
		Schema: review.CaseSchema, ID: id, DecidedBy: "ana",
		DecidedAt: time.Date(2026, 3, 12, 9, 30, 0, 0, time.UTC), PolicyVersion: "recap-default-1",
		Event: raw,
		Expected: review.Expectation{
			Decision: review.DecisionReject, MinAction: review.ActionReview, Reason: "refund <not> confirmed & retried",
			ConfirmedFindings: []string{"effect_unconfirmed"}, FalsePositiveFindings: []string{"no_source_of_truth"},
		},
	}
}

func readAll(t *testing.T, data []byte, name string) []review.CaseEntry {
	t.Helper()
	var out []review.CaseEntry
	if err := review.ReadCases(bytes.NewReader(data), name, func(e review.CaseEntry) error {
		out = append(out, e)
		return nil
	}); err != nil {
		t.Fatalf("ReadCases(%s): %v", name, err)
	}
	return out
}

func TestCaseRoundTrip(t *testing.T) {
	c := validCase(t)
	if err := c.Validate(); err != nil {
		t.Fatalf("valid case: %v", err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, c.Event); err != nil {
		t.Fatal(err)
	}
	t.Run("Line", func(t *testing.T) {
		line, err := review.EncodeCaseLine(c)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Count(line, []byte("\n")) != 1 || !bytes.HasSuffix(line, []byte("\n")) {
			t.Fatalf("a JSONL case must be one line ending in a newline; got %d newlines", bytes.Count(line, []byte("\n")))
		}
		if !bytes.Contains(line, []byte(`"refund <not> confirmed & retried"`)) {
			t.Errorf("HTML characters were escaped in %s", line[:200])
		}
		got := readAll(t, append([]byte("\n"), line...), "cases.jsonl")
		if len(got) != 1 || got[0].Err != nil {
			t.Fatalf("read back: %+v", got)
		}
		if got[0].Line != 2 {
			t.Errorf("line = %d, want 2 (after a blank line)", got[0].Line)
		}
		rc := got[0].Case
		// The event keeps every token as stored; only whitespace between
		// tokens may go.
		if !bytes.Equal(rc.Event, compact.Bytes()) {
			t.Errorf("event bytes changed beyond whitespace")
		}
		if rc.ID != c.ID || rc.DecidedBy != c.DecidedBy || !rc.DecidedAt.Equal(c.DecidedAt) || rc.Expected.Reason != c.Expected.Reason ||
			rc.Expected.MinAction != c.Expected.MinAction || strings.Join(rc.Expected.ConfirmedFindings, ",") != "effect_unconfirmed" {
			t.Errorf("read back %+v, want %+v", rc, c)
		}
	})
	t.Run("PrettyFile", func(t *testing.T) {
		b, err := review.EncodeCaseFile(c)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := review.EncodeCaseFile(c)
		if !bytes.Equal(b, again) {
			t.Error("the same case encoded to different bytes")
		}
		if !bytes.Contains(b, []byte("\n  \"expected\": {\n    \"decision\": \"reject\",")) {
			t.Errorf("not indented two spaces per level:\n%s", b[:300])
		}
		if i, j := bytes.Index(b, []byte(`"expected"`)), bytes.Index(b, []byte(`"event"`)); i < 0 || j < i {
			t.Error("expected should come before the (long) event, so a reader sees the verdict first")
		}
		got := readAll(t, b, "case.json")
		if len(got) != 1 || got[0].Err != nil {
			t.Fatalf("read back: %+v", got)
		}
		var c2 bytes.Buffer
		if err := json.Compact(&c2, got[0].Case.Event); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(c2.Bytes(), compact.Bytes()) {
			t.Error("event tokens changed in a pretty case file")
		}
	})
	t.Run("UnknownEventFieldsKept", func(t *testing.T) {
		c := c
		c.Event = []byte(strings.Replace(string(c.Event), `"schema"`, `"x_vendor": {"b": 1.50, "a": 10e2}, "schema"`, 1))
		line, err := review.EncodeCaseLine(c)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(line, []byte(`"x_vendor":{"b":1.50,"a":10e2}`)) {
			t.Error("an unknown event field, its key order or its number spelling was not kept")
		}
	})
}

func TestCaseValidate(t *testing.T) {
	summary := "Refund re_3PqLb1Xz succeeded."
	tests := []struct {
		name    string
		edit    func(c *review.Case)
		pointer string
		want    string
	}{
		{"Schema", func(c *review.Case) { c.Schema = "recap.case/v0" }, "/schema", `want "recap.case/v1"`},
		{"NoID", func(c *review.Case) { c.ID = " " }, "/id", "empty"},
		{"NoReviewer", func(c *review.Case) { c.DecidedBy = "" }, "/decided_by", "empty"},
		{"NoTime", func(c *review.Case) { c.DecidedAt = time.Time{} }, "/decided_at", "not set"},
		{"Decision", func(c *review.Case) { c.Expected.Decision = review.DecisionReversal }, "/expected/decision", "approve, reject or reconstruct"},
		{"MinAction", func(c *review.Case) { c.Expected.MinAction = "escalate" }, "/expected/min_action", "block, review, sample or pass"},
		{"ReconstructWithoutSummary", func(c *review.Case) { c.Expected.Decision = review.DecisionReconstruct }, "/expected/reconstructed_summary", "rewritten summary"},
		{"RejectWithSummary", func(c *review.Case) { c.Expected.ReconstructedSummary = &summary }, "/expected/reconstructed_summary", "only a reconstruction"},
		{"RejectWithContract", func(c *review.Case) { c.Expected.ReconstructedContract = &review.Contract{} }, "/expected/reconstructed_contract", "only a reconstruction"},
		{"DuplicateFinding", func(c *review.Case) { c.Expected.ConfirmedFindings = []string{"a", "a"} }, "/expected/confirmed_findings/1", "twice"},
		{"BothConfirmedAndFalsePositive", func(c *review.Case) {
			c.Expected.FalsePositiveFindings = []string{"effect_unconfirmed"}
		}, "/expected/false_positive_findings/0", "also a confirmed finding"},
		{"NoEvent", func(c *review.Case) { c.Event = nil }, "/event", "missing"},
		{"EventOfAnotherCase", func(c *review.Case) { c.ID = "evt-other" }, "/event/id", `not the case's id "evt-other"`},
		{"InvalidEvent", func(c *review.Case) {
			c.Event = []byte(strings.Replace(string(c.Event), `"tenant": "northwind-shop",`, ``, 1))
		}, "/event", `missing required field "tenant"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := validCase(t)
			tt.edit(&c)
			err := c.Validate()
			var ve *review.ValidationError
			if err == nil || !errorsAs(err, &ve) {
				t.Fatalf("Validate() = %v, want a *ValidationError", err)
			}
			for _, p := range ve.Problems {
				if p.Pointer == tt.pointer && strings.Contains(p.Message, tt.want) {
					return
				}
			}
			t.Errorf("problems %v: want %s: ...%s...", ve.Problems, tt.pointer, tt.want)
		})
	}
	t.Run("ReconstructionIsValid", func(t *testing.T) {
		c := validCase(t)
		c.Expected.Decision = review.DecisionReconstruct
		c.Expected.ReconstructedSummary = &summary
		if err := c.Validate(); err != nil {
			t.Errorf("a reconstruction case with a summary: %v", err)
		}
	})
}

func errorsAs(err error, ve **review.ValidationError) bool {
	v, ok := err.(*review.ValidationError)
	*ve = v
	return ok
}

func TestReadCasesLocatesProblems(t *testing.T) {
	c := validCase(t)
	t.Run("PrettyFileLine", func(t *testing.T) {
		c := c
		c.Expected.MinAction = "escalate"
		b, _ := review.EncodeCaseFile(c)
		// Two leading blank lines move everything down by two.
		got := readAll(t, append([]byte("\n\n"), b...), "regression/evt.json")
		if len(got) != 1 || got[0].Err == nil {
			t.Fatalf("want one invalid entry, got %+v", got)
		}
		p := got[0].Err.Problems[0]
		wantLine := 3 + strings.Count(string(b[:bytes.Index(b, []byte(`"min_action"`))]), "\n")
		if p.File != "regression/evt.json" || p.Line != wantLine || p.Pointer != "/expected/min_action" {
			t.Errorf("problem at %s:%d %s, want regression/evt.json:%d /expected/min_action", p.File, p.Line, p.Pointer, wantLine)
		}
		if s := p.String(); !strings.HasPrefix(s, "regression/evt.json:") || !strings.Contains(s, "escalate") {
			t.Errorf("problem text %q", s)
		}
	})
	t.Run("EventProblemLine", func(t *testing.T) {
		c := c
		c.Event = []byte(strings.Replace(string(c.Event), `"kind": "auto"`, `"kind": "sometimes"`, 1))
		b, _ := review.EncodeCaseFile(c)
		got := readAll(t, b, "x.json")
		if len(got) != 1 || got[0].Err == nil {
			t.Fatalf("want one invalid entry, got %+v", got)
		}
		p := got[0].Err.Problems[0]
		wantLine := 1 + strings.Count(string(b[:bytes.Index(b, []byte(`"sometimes"`))]), "\n")
		if p.Pointer != "/event/trigger/kind" || p.Line != wantLine {
			t.Errorf("problem %s at line %d, want /event/trigger/kind at %d", p, p.Line, wantLine)
		}
	})
	t.Run("JSONLKeepsGoing", func(t *testing.T) {
		good, _ := review.EncodeCaseLine(c)
		bad := bytes.Replace(good, []byte(`"confirmed_findings"`), []byte(`"confirmed_finding"`), 1)
		typo := bytes.Replace(good, []byte(`"decided_at":"2026-03-12T09:30:00Z"`), []byte(`"decided_at":"yesterday"`), 1)
		data := bytes.Join([][]byte{good, bad, []byte("not json\n"), typo, good}, nil)
		got := readAll(t, data, "cases.jsonl")
		if len(got) != 5 {
			t.Fatalf("read %d entries, want 5", len(got))
		}
		for i, wantOK := range []bool{true, false, false, false, true} {
			if (got[i].Err == nil) != wantOK || got[i].Line != i+1 {
				t.Errorf("entry %d: line %d err %v; want line %d ok=%v", i, got[i].Line, got[i].Err, i+1, wantOK)
			}
		}
		if msg := got[1].Err.Error(); !strings.Contains(msg, `cases.jsonl:2: /expected/confirmed_finding: unknown field "confirmed_finding"`) {
			t.Errorf("misspelt field: %s", msg)
		}
		if msg := got[2].Err.Error(); !strings.Contains(msg, "cases.jsonl:3: not a JSON object") {
			t.Errorf("bad line: %s", msg)
		}
		if msg := got[3].Err.Error(); !strings.Contains(msg, `/decided_at: not an RFC 3339 time (got "yesterday"`) {
			t.Errorf("bad time: %s", msg)
		}
	})
	t.Run("WrongType", func(t *testing.T) {
		line, _ := review.EncodeCaseLine(c)
		line = bytes.Replace(line, []byte(`"confirmed_findings":["effect_unconfirmed"]`), []byte(`"confirmed_findings":"effect_unconfirmed"`), 1)
		got := readAll(t, line, "c.jsonl")
		if got[0].Err == nil || !strings.Contains(got[0].Err.Error(), "/expected/confirmed_findings: got a JSON string; want an array") {
			t.Errorf("wrong type: %v", got[0].Err)
		}
	})
	t.Run("Array", func(t *testing.T) {
		one, _ := review.EncodeCaseFile(c)
		doc := "[\n" + string(one) + ",\n" + string(one) + "]\n"
		got := readAll(t, []byte(doc), "all.json")
		if len(got) != 2 || got[0].Err != nil || got[1].Err != nil {
			t.Fatalf("array: %+v", got)
		}
		if got[0].Line != 2 || got[1].Line <= got[0].Line {
			t.Errorf("lines %d, %d; want 2 then later", got[0].Line, got[1].Line)
		}
	})
}

func TestReadCaseDir(t *testing.T) {
	c := validCase(t)
	pretty, _ := review.EncodeCaseFile(c)
	line, _ := review.EncodeCaseLine(c)
	bad := bytes.Replace(pretty, []byte(`"reject"`), []byte(`"maybe"`), 1)
	fsys := fstest.MapFS{
		"b.json":          {Data: pretty},
		"a.jsonl":         {Data: append(append([]byte{}, line...), line...)},
		"README.md":       {Data: []byte("# not a case\n")},
		"notes.txt":       {Data: []byte("{")},
		".hidden/x.json":  {Data: []byte("{")},
		"sub/c.JSON":      {Data: bad},
		"sub/.skip.jsonl": {Data: []byte("{")},
	}
	var names []string
	var invalid []string
	err := review.ReadCaseDir(fsys, "testdata/regression", func(e review.CaseEntry) error {
		names = append(names, e.File)
		if e.Err != nil {
			invalid = append(invalid, e.Err.Error())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "testdata/regression/a.jsonl testdata/regression/a.jsonl testdata/regression/b.json testdata/regression/sub/c.JSON"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("read %s\nwant %s", got, want)
	}
	if len(invalid) != 1 || !strings.Contains(invalid[0], "testdata/regression/sub/c.JSON:") || !strings.Contains(invalid[0], "/expected/decision") {
		t.Errorf("invalid: %v", invalid)
	}
}

// A contract field the format does not define is kept, as written, and
// written back: the next context reads it, so nothing may drop it.
func TestContractKeepsUndefinedFields(t *testing.T) {
	in := `{"stage":"draft","next_steps":["Send MD-311","Sign it as Dr. Albers"],"notes":{"tone":"firm"}}`
	var c review.Contract
	if err := json.Unmarshal([]byte(in), &c); err != nil {
		t.Fatal(err)
	}
	if c.Stage != "draft" || len(c.Extra) != 2 || string(c.Extra["next_steps"]) != `["Send MD-311","Sign it as Dr. Albers"]` {
		t.Fatalf("decoded stage %q, extra %v", c.Stage, c.Extra)
	}
	out, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatal(err)
	}
	if back["stage"] != "draft" || back["next_steps"] == nil || back["notes"] == nil {
		t.Errorf("re-encoded contract lost a field: %s", out)
	}
	var plain review.Contract
	if err := json.Unmarshal([]byte(`{"stage":"draft"}`), &plain); err != nil || plain.Extra != nil {
		t.Errorf("a contract with only defined fields has extra %v (err %v)", plain.Extra, err)
	}
}
