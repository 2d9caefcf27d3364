package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite demo_events.jsonl from testdata/events")

// buildDemoEvents compacts every testdata/events/*.json file to one JSONL
// line, in file-name order.
func buildDemoEvents(t *testing.T) []byte {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "events", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 30 {
		t.Fatalf("testdata/events holds %d events; the demo and the tests need at least 30", len(files))
	}
	var out bytes.Buffer
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var line bytes.Buffer
		if err := json.Compact(&line, data); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out.Write(line.Bytes())
		out.WriteByte('\n')
	}
	return out.Bytes()
}

// TestDemoEventsFresh keeps the embedded demo queue identical to
// testdata/events, so the demo shows what the tests test.
func TestDemoEventsFresh(t *testing.T) {
	want := buildDemoEvents(t)
	if *update {
		if err := os.WriteFile("demo_events.jsonl", want, 0o600); err != nil {
			t.Fatal(err)
		}
		return // the binary embeds the old file until it is rebuilt
	}
	if !bytes.Equal(demoEvents, want) {
		t.Fatal("cmd/recap/demo_events.jsonl is stale: run 'go test ./cmd/recap -run TestDemoEventsFresh -update'")
	}
}
