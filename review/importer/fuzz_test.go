package importer

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"recap/review"
)

// addFixtures seeds f with every transcript fixture of one kind.
func addFixtures(f *testing.F, kind string) {
	files, err := filepath.Glob(fixture(kind + "/*.jsonl"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no fixtures under %s: %v", fixture(kind), err)
	}
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// fuzzImport imports data in one format and checks what any input must
// give: no panic, no error, every event valid, every problem located.
func fuzzImport(t *testing.T, data []byte, format Format) {
	lines := bytes.Count(data, []byte{'\n'}) + 1
	err := ImportReader(bytes.NewReader(data), "fuzz.jsonl", Options{Format: format}, func(r Result) error {
		if r.Event != nil {
			if _, err := review.ParseEvent(r.Event.Bytes); err != nil {
				t.Fatalf("emitted an invalid event: %v", err)
			}
		}
		if p := r.Problem; p != nil && (p.File != "fuzz.jsonl" || p.Line < 1 || p.Line > lines || p.Message == "") {
			t.Fatalf("problem not located within the input (%d lines): %+v", lines, p)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("ImportReader: %v", err)
	}
}

func FuzzClaudeCodeTranscript(f *testing.F) {
	addFixtures(f, "claude-code")
	f.Add([]byte(`{"type":"system","subtype":"compact_boundary","uuid":"b","logicalParentUuid":"b","timestamp":"2026-01-01T00:00:00Z"}`))
	f.Add([]byte("{\"uuid\":\"a\",\"parentUuid\":\"b\"}\n{\"uuid\":\"b\",\"parentUuid\":\"a\",\"type\":\"user\"}\n" +
		`{"type":"system","subtype":"compact_boundary","uuid":"c","logicalParentUuid":"a","timestamp":"2026-01-01T00:00:00Z"}`))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzImport(t, data, FormatClaudeCode) })
}

func FuzzCodexRollout(f *testing.F) {
	addFixtures(f, "codex")
	f.Add([]byte(`{"timestamp":"2026-01-01T00:00:00Z","type":"compacted","payload":{"message":"","replacement_history":[{"type":"compaction","encrypted_content":""}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) { fuzzImport(t, data, FormatCodex) })
}

func FuzzDetect(f *testing.F) {
	addFixtures(f, "claude-code")
	addFixtures(f, "codex")
	f.Add([]byte(`[{"schema":"recap.event/v1"}]`))
	f.Fuzz(func(t *testing.T, head []byte) {
		format, err := Detect(head)
		if err == nil && format != FormatRecap && format != FormatClaudeCode && format != FormatCodex {
			t.Fatalf("Detect = %q with no error", format)
		}
		// Auto import of the same bytes must not panic either.
		fuzzImport(t, head, FormatAuto)
	})
}

// FuzzScanObject checks the structural scanner against encoding/json: it
// must accept every valid JSON object, and hand back each member's value
// exactly as the object holds it.
func FuzzScanObject(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":1,"b":[true,null,{"c":"d\"e"}],"f":"\\"}`, `{"a":-0.5e+3}`,
		`{"a":"\u00e9\n"}`, `{"a":{"b":{"c":[[]]}}}`, `{"a" : "b" , "c":[ 1 , 2 ] }`, `{"a":01}`, `{"a":}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var want map[string]json.RawMessage
		valid := json.Unmarshal(b, &want) == nil && want != nil && bytes.HasPrefix(bytes.TrimLeft(b, " \t\r\n"), []byte("{"))
		got := map[string][]byte{}
		err := scanObject(b, func(k, v []byte) error {
			got[string(k)] = v
			return nil
		})
		if !valid {
			return
		}
		if err != nil {
			t.Fatalf("scanObject rejected valid JSON %q: %v", b, err)
		}
		for k := range got {
			// The scanner hands keys back raw; encoding/json decodes them.
			// Compare values only when every key reads the same both ways.
			if strings.ContainsRune(k, '\\') || !utf8.ValidString(k) {
				return
			}
		}
		for k, v := range want {
			if g, ok := got[k]; !ok || !bytes.Equal(g, bytes.TrimSpace(v)) {
				t.Fatalf("member %q: scanner %q, encoding/json %q", k, g, v)
			}
		}
		for k, v := range got {
			if s, ok := str(v); ok {
				var ref string
				if err := json.Unmarshal(v, &ref); err == nil && ref != s {
					t.Fatalf("member %q: str %q, encoding/json %q", k, s, ref)
				}
			}
		}
	})
}
