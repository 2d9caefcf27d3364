// Package importer turns agent transcripts that teams already have on disk
// into recap.event/v1 compaction events: Claude Code session transcripts
// (~/.claude/projects) and Codex CLI rollouts (~/.codex/sessions). Files in
// recap's own format pass through [review.ReadEvents] unchanged.
//
// Every compaction in a transcript becomes one event whose id is derived
// from the session and the compaction's own id or line, so importing the same
// files again yields the same events. Transcripts are streamed: only a few
// numbers per line are kept in memory, and the lines an event needs are read
// back from the file when the compaction is reached.
package importer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"recap/review"
)

// Format names an input format.
type Format string

// The formats [ImportReader] and [ImportPaths] read.
const (
	FormatAuto       Format = "auto"        // recognise each file by its content
	FormatRecap      Format = "recap"       // recap.event/v1, JSONL or a .json document
	FormatClaudeCode Format = "claude-code" // a Claude Code session transcript
	FormatCodex      Format = "codex"       // a Codex CLI rollout
)

// ParseFormat parses a --format value; the empty string means auto.
func ParseFormat(s string) (Format, error) {
	switch f := Format(strings.ToLower(strings.TrimSpace(s))); f {
	case "":
		return FormatAuto, nil
	case FormatAuto, FormatRecap, FormatClaudeCode, FormatCodex:
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q: use auto, recap, claude-code or codex", s)
}

// Default limits on what one imported event carries. A compaction's
// original context is what one model context window held: about 0.8 MB of
// text for 200k tokens, 4 MB for the largest (1M-token) windows, since the
// tools already cut long tool output before the model sees it. The limits
// keep a freak transcript (a 40 MB pasted log) from exhausting memory; what
// they cut is marked in the event.
const (
	DefaultMaxMessageBytes  = 128 << 10
	DefaultMaxOriginalBytes = 4 << 20
)

// MaxLineBytes bounds one transcript line; longer lines are skipped and
// reported, never held in memory.
const MaxLineBytes = 64 << 20

// Options control an import.
type Options struct {
	Format Format
	// Tenant and Task are set on every imported event. When empty they are
	// derived from the session (its working directory and session id) and
	// listed in the event's origin.derived.
	Tenant, Task string
	// SourceOfTruth, when set, is attached to every imported event. Events
	// read in recap's own format keep their own, byte for byte.
	SourceOfTruth *review.SourceOfTruth
	// MaxMessageBytes caps one original message's content (0: the default).
	// Longer content is cut and says where the full text is.
	MaxMessageBytes int
	// MaxOriginalBytes caps an event's original context (0: the default).
	// The newest messages and the previous compaction's summary are kept; a
	// message with id "recap-omitted" says what was left out.
	MaxOriginalBytes int
}

func (o Options) maxMessage() int {
	if o.MaxMessageBytes > 0 {
		return o.MaxMessageBytes
	}
	return DefaultMaxMessageBytes
}

func (o Options) maxOriginal() int {
	if o.MaxOriginalBytes > 0 {
		return o.MaxOriginalBytes
	}
	return DefaultMaxOriginalBytes
}

// Result is one outcome of an import: exactly one of an event, a problem
// or a note.
type Result struct {
	// Event is a valid event (it has passed [review.ParseEvent]), or nil.
	Event *review.RawEvent
	// Problem is a malformed line or an unusable record, located by file
	// and line, saying what to do. Problems are never fatal: the import
	// goes on with the next line.
	Problem *review.Problem
	// Note is information for the person importing, such as
	// "x.jsonl: no compaction in this transcript (1,234 lines)".
	Note string
}

// ErrEmpty is returned by [Detect] for input with no content.
var ErrEmpty = errors.New("empty input")

// headBytes is how much of a file [Detect] is shown.
const headBytes = 256 << 10

// readBuffer is the sequential read buffer; it must hold headBytes.
const readBuffer = 1 << 20

// Detect recognises a format by content: the first JSON values of head
// (normally the first lines of a file; a truncated last line is fine). It
// returns [ErrEmpty] when head holds nothing but white space.
func Detect(head []byte) (Format, error) {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	rest := head
	tried := 0
	for len(bytes.TrimSpace(rest)) > 0 && tried < 20 {
		rest = bytes.TrimLeft(rest, " \t\r\n")
		tried++
		if rest[0] == '[' {
			// A JSON document holding an array: recap's .json form.
			if f, ok := classify(topLevel(rest[1:])); ok && f == FormatRecap {
				return f, nil
			}
			return "", fmt.Errorf("a JSON array whose first element is not a %s event", review.EventSchema)
		}
		if f, ok := classify(topLevel(rest)); ok {
			return f, nil
		}
		// Not recognisable (malformed, or a line of an unknown type):
		// look at the next line.
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			break
		}
		rest = rest[i+1:]
	}
	if tried == 0 {
		return "", ErrEmpty
	}
	return "", errors.New("not a recognised format: the first lines are neither recap.event/v1 events, " +
		"a Claude Code transcript nor a Codex rollout")
}

// fields is what [topLevel] saw of one JSON object: its keys and the values
// of its string members.
type fields struct {
	keys    map[string]bool
	strings map[string]string
}

// topLevel reads the top-level members of the JSON object at the start of
// b, tolerating a truncated or malformed tail: it reports what it read
// before the first error.
func topLevel(b []byte) fields {
	f := fields{keys: map[string]bool{}, strings: map[string]string{}}
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return f
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return f
		}
		key, ok := t.(string)
		if !ok {
			return f
		}
		f.keys[key] = true
		t, err = dec.Token()
		if err != nil {
			return f
		}
		switch v := t.(type) {
		case string:
			f.strings[key] = v
		case json.Delim:
			// Skip the nested value token by token, so a truncated
			// value still leaves the keys read so far.
			for depth := 1; depth > 0; {
				t, err := dec.Token()
				if err != nil {
					return f
				}
				switch t {
				case json.Delim('{'), json.Delim('['):
					depth++
				case json.Delim('}'), json.Delim(']'):
					depth--
				}
			}
		}
	}
	return f
}

var (
	codexTypes = map[string]bool{"session_meta": true, "response_item": true, "turn_context": true,
		"event_msg": true, "compacted": true}
	claudeTypes = map[string]bool{"user": true, "assistant": true, "system": true, "attachment": true,
		"progress": true, "summary": true, "file-history-snapshot": true, "queue-operation": true,
		"permission-mode": true, "last-prompt": true, "ai-title": true, "custom-title": true}
)

func classify(f fields) (Format, bool) {
	if s, ok := f.strings["schema"]; ok && strings.HasPrefix(s, "recap.event/") {
		return FormatRecap, true
	}
	typ := f.strings["type"]
	if codexTypes[typ] && f.keys["payload"] {
		return FormatCodex, true
	}
	if f.keys["parentUuid"] || f.keys["logicalParentUuid"] ||
		(claudeTypes[typ] && (f.keys["sessionId"] || f.keys["uuid"] || f.keys["leafUuid"] || f.keys["messageId"])) {
		return FormatClaudeCode, true
	}
	return "", false
}

// ImportReader imports one input, streaming it, and calls fn for every
// result in order. name locates problems and notes. An error from fn stops
// the import and is returned; other errors are I/O failures.
//
// When r is a regular file the lines an event needs are read back from it
// (os.File.ReadAt); any other reader is copied to a temporary file as it is
// read, so memory stays bounded either way.
func ImportReader(r io.Reader, name string, opts Options, fn func(Result) error) error {
	return job{name: name, opts: opts, fn: fn}.run(r)
}

// job is one input being imported.
type job struct {
	name     string
	opts     Options
	progress func(int64) // bytes of this input read so far; may be nil
	// unrecognised, when set, is told about input of no known format
	// instead of reporting a problem (directory walks count such files).
	unrecognised func()
	fn           func(Result) error
}

func (j job) report(n int64) {
	if j.progress != nil {
		j.progress(n)
	}
}

func (j job) run(r io.Reader) error {
	in := newInput(r)
	format := j.opts.Format
	if format == "" || format == FormatAuto {
		head, err := in.seq.Peek(headBytes)
		if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
			return fmt.Errorf("%s: read: %w", j.name, err)
		}
		format, err = Detect(head)
		switch {
		case errors.Is(err, ErrEmpty):
			return j.fn(Result{Note: j.name + ": empty file; nothing to import"})
		case err != nil && j.unrecognised != nil:
			j.unrecognised()
			return nil
		case err != nil:
			return j.fn(Result{Problem: &review.Problem{File: j.name, Line: 1, Message: err.Error() +
				"; if it is one, name it with --format recap, claude-code or codex"}})
		}
	}
	switch format {
	case FormatRecap:
		return importRecap(in.seq, j.name, j.opts, j.fn)
	case FormatClaudeCode, FormatCodex:
		src, err := in.randomAccess()
		if err != nil {
			return fmt.Errorf("%s: %w", j.name, err)
		}
		defer src.close()
		if format == FormatClaudeCode {
			return importClaude(src, j)
		}
		return importCodex(src, j)
	}
	return fmt.Errorf("unknown format %q: use auto, recap, claude-code or codex", format)
}

// importRecap passes recap.event/v1 input through review.ReadEvents. The
// events are not re-encoded: what arrived is what is stored.
func importRecap(r io.Reader, name string, opts Options, fn func(Result) error) error {
	if opts.Tenant != "" || opts.Task != "" || opts.SourceOfTruth != nil {
		if err := fn(Result{Note: name + ": recap.event/v1 events keep their own tenant, task and source of truth; " +
			"--tenant, --task and --source-of-truth apply to imported transcripts only"}); err != nil {
			return err
		}
	}
	return review.ReadEvents(r, name, func(e review.Entry) error {
		if e.Err == nil {
			return fn(Result{Event: e.Event})
		}
		// One result per problem; problems of one entry share its line.
		for i := range e.Err.Problems {
			if err := fn(Result{Problem: &e.Err.Problems[i]}); err != nil {
				return err
			}
		}
		return nil
	})
}

// ImportPaths imports files and directories in order; "-" reads standard
// input. Directories are walked recursively in lexical order, skipping
// hidden entries, so ~/.claude/projects or ~/.codex/sessions can be named
// whole. With [FormatAuto] each file's format is recognised by content;
// files in a directory that are none of the formats are counted in one
// note, while a file named explicitly that is none of them is a problem.
//
// progress, when not nil, is called with the number of bytes read so far
// across all inputs (about every MiB, and after each file).
func ImportPaths(paths []string, opts Options, progress func(bytesDone int64), fn func(Result) error) error {
	var done int64
	j := job{opts: opts, fn: fn, progress: func(n int64) {
		if progress != nil {
			progress(done + n)
		}
	}}
	for _, p := range paths {
		if p == "-" {
			j.name = "stdin"
			if err := j.run(os.Stdin); err != nil {
				return err
			}
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			if err := fn(Result{Problem: &review.Problem{File: p, Message: "cannot read: " + pathError(err)}}); err != nil {
				return err
			}
			continue
		}
		if !info.IsDir() {
			j.name = p
			n, err := j.runFile(p)
			done += n
			j.report(0)
			if err != nil {
				return err
			}
			continue
		}
		var skipped []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return fn(Result{Problem: &review.Problem{File: path, Message: "cannot read: " + pathError(err)}})
			}
			if path != p && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			fj := j
			fj.name = path
			fj.unrecognised = func() { skipped = append(skipped, path) }
			n, err := fj.runFile(path)
			done += n
			j.report(0)
			return err
		})
		if err != nil {
			return err
		}
		if len(skipped) > 0 {
			note := fmt.Sprintf("%s: %s skipped: not recap events, a Claude Code transcript or a Codex rollout (first: %s)",
				p, count(len(skipped), "file", "files"), skipped[0])
			if err := fn(Result{Note: note}); err != nil {
				return err
			}
		}
	}
	return nil
}

// runFile imports one file and returns its size, for progress.
func (j job) runFile(path string) (int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, j.fn(Result{Problem: &review.Problem{File: path, Message: "cannot read: " + pathError(err)}})
	}
	defer f.Close()
	var size int64
	if info, err := f.Stat(); err == nil {
		size = info.Size()
	}
	return size, j.run(f)
}

func pathError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error() + "; check the path and its permissions"
	}
	return err.Error()
}
