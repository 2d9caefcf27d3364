package importer

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// benchTranscriptBytes is the size of the generated benchmark transcript,
// and benchCompactEvery how much transcript lies between compactions
// (about one 200k-token context once tool results are counted twice, as
// Claude Code writes them).
const (
	benchTranscriptBytes = 50 << 20
	benchCompactEvery    = 3 << 20
)

// benchFiles caches the generated transcripts for the life of one
// benchmark (they are not committed: each is 50 MB).
var benchFiles = map[string]benchFile{}

type benchFile struct {
	b    *testing.B
	path string
	size int64
}

// largeTranscript writes a generated Claude Code transcript of about
// benchTranscriptBytes with a compaction every compactEvery bytes.
func largeTranscript(b *testing.B, compactEvery int64) (string, int64) {
	key := fmt.Sprint(compactEvery)
	if f, ok := benchFiles[key]; ok && f.b == b {
		return f.path, f.size
	}
	path := filepath.Join(b.TempDir(), "large.jsonl")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := writeClaudeTranscript(f, benchTranscriptBytes, compactEvery, 1); err != nil {
		b.Fatal(err)
	}
	info, err := f.Stat()
	if err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	benchFiles[key] = benchFile{b: b, path: path, size: info.Size()}
	return path, info.Size()
}

// BenchmarkImportClaudeCode50MB imports a generated 50 MB Claude Code
// transcript end to end: parse every line, rebuild each compaction's
// original context from the file, encode and validate every event with
// review.ParseEvent. The target is at least 50 MB/s; peak RSS (at most
// 100 MB) is measured from outside, see docs/BENCHMARKS.md.
//
// every-3MB has a compaction about every 3 MB, as a long session has;
// one-compaction has a single compaction at the end, so its one event
// carries the largest original context the default limits allow.
func BenchmarkImportClaudeCode50MB(b *testing.B) {
	for _, bc := range []struct {
		name  string
		every int64
	}{{"every-3MB", benchCompactEvery}, {"one-compaction", benchTranscriptBytes - 1<<20}} {
		b.Run(bc.name, func(b *testing.B) {
			path, size := largeTranscript(b, bc.every)
			b.SetBytes(size)
			b.ReportAllocs()
			events, biggest := 0, 0
			for b.Loop() {
				events = 0
				err := ImportPaths([]string{path}, Options{Format: FormatAuto}, nil, func(r Result) error {
					if r.Problem != nil {
						b.Fatalf("unexpected problem: %s", r.Problem)
					}
					if r.Event != nil {
						events++
						biggest = max(biggest, len(r.Event.Bytes))
					}
					return nil
				})
				if err != nil {
					b.Fatal(err)
				}
			}
			if events == 0 {
				b.Fatal("the generated transcript yielded no events")
			}
			b.ReportMetric(float64(events), "events/op")
			b.ReportMetric(float64(biggest)/(1<<20), "MiB-largest-event")
			b.ReportMetric(float64(size)/(1<<20), "MiB-input")
		})
	}
}
