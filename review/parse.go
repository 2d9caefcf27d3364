package review

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// SchemaJSON is the JSON Schema of [EventSchema], published by `recap schema`.
//
//go:embed schema/event.schema.json
var SchemaJSON []byte

// MaxEventBytes bounds one event's encoded size. Larger events are refused
// with a clear error rather than exhausting memory.
const MaxEventBytes = 64 << 20

var (
	compiledOnce sync.Once
	compiled     *jsonschema.Schema
	compileErr   error
)

func eventSchema() (*jsonschema.Schema, error) {
	compiledOnce.Do(func() {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(SchemaJSON))
		if err != nil {
			compileErr = fmt.Errorf("embedded schema: %w", err)
			return
		}
		c := jsonschema.NewCompiler()
		c.AssertFormat()
		const url = "recap.event.v1.json"
		if err := c.AddResource(url, doc); err != nil {
			compileErr = fmt.Errorf("embedded schema: %w", err)
			return
		}
		compiled, compileErr = c.Compile(url)
	})
	return compiled, compileErr
}

// Problem is one thing wrong with an input, located precisely enough that a
// person can go and fix it: file, line, JSON pointer, and what was expected.
type Problem struct {
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	Pointer string `json:"pointer,omitempty"`
	Message string `json:"message"`
}

// String formats the problem as "file:line: /pointer: message".
func (p Problem) String() string {
	var b strings.Builder
	if p.File != "" {
		b.WriteString(p.File)
		if p.Line > 0 {
			fmt.Fprintf(&b, ":%d", p.Line)
		}
		b.WriteString(": ")
	}
	if p.Pointer != "" {
		b.WriteString(p.Pointer)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// ValidationError lists every problem found in one event.
type ValidationError struct {
	Problems []Problem
}

// Error joins the problems, one per line.
func (e *ValidationError) Error() string {
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// Locate sets the file and line on every problem and returns e.
func (e *ValidationError) Locate(file string, line int) *ValidationError {
	for i := range e.Problems {
		e.Problems[i].File = file
		e.Problems[i].Line = line
	}
	return e
}

// RawEvent is an event exactly as it arrived, with its digest and the event
// parsed from it. What a reviewer sees is provably what arrived: the bytes
// are stored verbatim and SHA256 is their digest.
type RawEvent struct {
	Bytes  []byte
	SHA256 string
	Event  *Event
}

// Digest returns the hex SHA-256 of b.
func Digest(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// ParseEvent checks raw against the schema and the semantic rules and
// returns the event. Errors are a [*ValidationError] whose problems carry
// JSON pointers; the caller adds file and line with Locate.
func ParseEvent(raw []byte) (*RawEvent, error) {
	if len(raw) > MaxEventBytes {
		return nil, &ValidationError{Problems: []Problem{{Message: fmt.Sprintf(
			"event is %d bytes, over the %d-byte limit: split the original context", len(raw), MaxEventBytes)}}}
	}
	sch, err := eventSchema()
	if err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, &ValidationError{Problems: []Problem{{Message: "not valid JSON: " + jsonErrorText(err)}}}
	}
	if err := sch.Validate(doc); err != nil {
		var ve *jsonschema.ValidationError
		if errors.As(err, &ve) {
			return nil, &ValidationError{Problems: schemaProblems(ve)}
		}
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var ev Event
	if err := dec.Decode(&ev); err != nil {
		return nil, &ValidationError{Problems: []Problem{{Message: "cannot decode: " + err.Error()}}}
	}
	if err := ev.Validate(); err != nil {
		return nil, err
	}
	return &RawEvent{Bytes: raw, SHA256: Digest(raw), Event: &ev}, nil
}

func jsonErrorText(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("%s (at byte %d)", se.Error(), se.Offset)
	}
	return err.Error()
}

var printer = message.NewPrinter(language.English)

// schemaProblems flattens the validator's error tree into its leaves, which
// name the exact value that is wrong.
func schemaProblems(root *jsonschema.ValidationError) []Problem {
	var out []Problem
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		out = append(out, Problem{Pointer: pointer(e.InstanceLocation), Message: kindMessage(e.ErrorKind)})
	}
	walk(root)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pointer < out[j].Pointer })
	return dedupe(out)
}

func dedupe(ps []Problem) []Problem {
	out := ps[:0]
	for i, p := range ps {
		if i > 0 && p == ps[i-1] {
			continue
		}
		out = append(out, p)
	}
	return out
}

func kindMessage(k jsonschema.ErrorKind) string {
	switch k := k.(type) {
	case *kind.Format:
		if k.Want == "date-time" {
			return fmt.Sprintf("not an RFC 3339 time (got %v; want e.g. 2026-03-01T12:00:00Z)", short(k.Got))
		}
	case *kind.Required:
		if len(k.Missing) == 1 {
			return fmt.Sprintf("missing required field %q", k.Missing[0])
		}
		return fmt.Sprintf("missing required fields %q", k.Missing)
	case *kind.Enum:
		return fmt.Sprintf("got %v; want one of %v", short(k.Got), k.Want)
	case *kind.Const:
		return fmt.Sprintf("got %v; want %v", short(k.Got), k.Want)
	case *kind.Type:
		return fmt.Sprintf("got %s; want %s", k.Got, strings.Join(k.Want, " or "))
	}
	return k.LocalizedString(printer)
}

func short(v any) string {
	s := fmt.Sprintf("%q", fmt.Sprint(v))
	if len(s) > 60 {
		s = s[:57] + "...\""
	}
	return s
}

// pointer builds an RFC 6901 JSON pointer from path segments.
func pointer(segs []string) string {
	if len(segs) == 0 {
		return "/"
	}
	var b strings.Builder
	for _, s := range segs {
		b.WriteByte('/')
		s = strings.ReplaceAll(s, "~", "~0")
		b.WriteString(strings.ReplaceAll(s, "/", "~1"))
	}
	return b.String()
}

// Validate checks what the schema cannot: unique message ids, and times
// that are set. Findings about the content (a contract that names another
// task, an expired approval) are the engine's, not validation's.
func (e *Event) Validate() error {
	var ps []Problem
	add := func(ptr, format string, args ...any) {
		ps = append(ps, Problem{Pointer: ptr, Message: fmt.Sprintf(format, args...)})
	}
	if e.Schema != EventSchema {
		add("/schema", "got %q; want %q", e.Schema, EventSchema)
	}
	if strings.TrimSpace(e.ID) == "" {
		add("/id", "empty: every event needs a unique id")
	}
	if strings.TrimSpace(e.Tenant) == "" {
		add("/tenant", "empty: every event needs a tenant")
	}
	if e.CreatedAt.IsZero() {
		add("/created_at", "not set")
	}
	seen := make(map[string]int, len(e.Original))
	for i, m := range e.Original {
		if j, dup := seen[m.ID]; dup {
			add(fmt.Sprintf("/original/%d/id", i), "duplicate message id %q (also /original/%d/id)", m.ID, j)
		}
		seen[m.ID] = i
	}
	if !e.Summary.HasText() && e.Summary.Contract == nil && len(e.Summary.Retained) == 0 && e.Summary.Opaque == "" {
		add("/summary", "empty: give text, a contract, retained messages, or say why it is opaque")
	}
	if len(ps) > 0 {
		return &ValidationError{Problems: ps}
	}
	return nil
}

// MessageByID returns the original or retained message with the given id.
func (e *Event) MessageByID(id string) (Message, bool) {
	for _, m := range e.Original {
		if m.ID == id {
			return m, true
		}
	}
	for _, m := range e.Summary.Retained {
		if m.ID == id {
			return m, true
		}
	}
	return Message{}, false
}

// WorkflowVersion returns the version the contract claims, or the agent's.
func (e *Event) WorkflowVersion() string {
	if c := e.Summary.Contract; c != nil && c.WorkflowVersion != "" {
		return c.WorkflowVersion
	}
	return e.Agent.WorkflowVersion
}

// Age returns how old the event is at now.
func (e *Event) Age(now time.Time) time.Duration { return now.Sub(e.CreatedAt) }
