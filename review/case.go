package review

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// CaseSchema is the value of the "schema" field of every regression case.
const CaseSchema = "recap.case/v1"

// Case is a reviewer's decision turned into a regression test: the event
// exactly as it arrived and what the reviewers expect of any later engine,
// policy or compactor that sees it again.
//
// Event holds the event's JSON as recap stored it. It is never decoded and
// re-encoded, so unknown fields, key order and the spelling of numbers are
// kept; only whitespace between tokens may differ (a JSONL line is compact,
// a pretty-printed case file is indented).
type Case struct {
	Schema string `json:"schema"`
	// ID is the event's id; one case per decided event.
	ID        string    `json:"id"`
	DecidedBy string    `json:"decided_by"`
	DecidedAt time.Time `json:"decided_at"`
	// PolicyVersion is the version of the policy the event was routed
	// under when the reviewer decided it.
	PolicyVersion string          `json:"policy_version"`
	Expected      Expectation     `json:"expected"`
	Event         json.RawMessage `json:"event"`
}

// Expectation is what a case demands of a replay.
type Expectation struct {
	Decision DecisionKind `json:"decision"`
	// MinAction is the weakest routing that still handles the event as
	// the reviewers did: for a rejection or a reconstruction, the action
	// the event was routed to when it was decided; for an approval, pass
	// (a faithful summary sets no floor).
	MinAction RouteAction `json:"min_action"`
	// Reason is the reviewer's reason, shown when the case fails.
	Reason string `json:"reason"`
	// ReconstructedSummary and ReconstructedContract are the summary the
	// reviewer rewrote, for a reconstruction; null otherwise. A null
	// contract on a reconstruction means the reviewer kept none.
	ReconstructedSummary  *string   `json:"reconstructed_summary"`
	ReconstructedContract *Contract `json:"reconstructed_contract"`
	// ConfirmedFindings are finding ids reviewers marked true positive:
	// a replay must still raise each of them.
	ConfirmedFindings []string `json:"confirmed_findings"`
	// FalsePositiveFindings are finding ids reviewers marked false
	// positive (and none of the same id true positive): a replay that
	// raises one again earns a warning.
	FalsePositiveFindings []string `json:"false_positive_findings"`
}

// caseKeys and expectationKeys are the fields a case may have. Unknown
// fields are refused rather than ignored: a misspelt "confirmed_finding"
// would otherwise make a case pass without checking anything.
var (
	caseKeys        = []string{"schema", "id", "decided_by", "decided_at", "policy_version", "expected", "event"}
	expectationKeys = []string{"decision", "min_action", "reason", "reconstructed_summary", "reconstructed_contract",
		"confirmed_findings", "false_positive_findings"}
)

// Validate checks the case is complete and consistent, and that its event
// is a valid [EventSchema] event with the case's id. Problems carry JSON
// pointers into the case (the event's own under /event).
func (c *Case) Validate() error {
	var ps []Problem
	add := func(ptr, format string, args ...any) {
		ps = append(ps, Problem{Pointer: ptr, Message: fmt.Sprintf(format, args...)})
	}
	if c.Schema != CaseSchema {
		add("/schema", "got %q; want %q", c.Schema, CaseSchema)
	}
	if strings.TrimSpace(c.ID) == "" {
		add("/id", "empty: a case is named by its event's id")
	}
	if strings.TrimSpace(c.DecidedBy) == "" {
		add("/decided_by", "empty: name the reviewer whose decision this is")
	}
	if c.DecidedAt.IsZero() {
		add("/decided_at", "not set: give the decision's time, RFC 3339")
	}
	ps = append(ps, c.Expected.problems()...)
	if len(bytes.TrimSpace(c.Event)) == 0 || string(bytes.TrimSpace(c.Event)) == "null" {
		add("/event", "missing: a case carries the event it was decided on")
	} else if raw, err := ParseEvent(c.Event); err != nil {
		var ve *ValidationError
		if !errors.As(err, &ve) {
			return err
		}
		for _, p := range ve.Problems {
			ptr := "/event"
			if p.Pointer != "/" {
				ptr += p.Pointer
			}
			ps = append(ps, Problem{Pointer: ptr, Message: p.Message})
		}
	} else if raw.Event.ID != c.ID {
		add("/event/id", "the event's id %q is not the case's id %q", raw.Event.ID, c.ID)
	}
	if len(ps) > 0 {
		return &ValidationError{Problems: ps}
	}
	return nil
}

func (x Expectation) problems() []Problem {
	var ps []Problem
	add := func(ptr, format string, args ...any) {
		ps = append(ps, Problem{Pointer: ptr, Message: fmt.Sprintf(format, args...)})
	}
	if _, err := ParseDecisionKind(string(x.Decision)); err != nil {
		add("/expected/decision", "%v", err)
	}
	if _, err := ParseRouteAction(string(x.MinAction)); err != nil {
		add("/expected/min_action", "%v", err)
	}
	if x.Decision == DecisionReconstruct {
		if x.ReconstructedSummary == nil || strings.TrimSpace(*x.ReconstructedSummary) == "" {
			add("/expected/reconstructed_summary", "empty: a reconstruction case carries the rewritten summary")
		}
	} else {
		if x.ReconstructedSummary != nil {
			add("/expected/reconstructed_summary", "only a reconstruction carries a rewritten summary; this case is %s", x.Decision)
		}
		if x.ReconstructedContract != nil {
			add("/expected/reconstructed_contract", "only a reconstruction carries a rewritten contract; this case is %s", x.Decision)
		}
	}
	confirmed := map[string]bool{}
	for i, id := range x.ConfirmedFindings {
		ptr := fmt.Sprintf("/expected/confirmed_findings/%d", i)
		switch {
		case strings.TrimSpace(id) == "":
			add(ptr, "empty finding id")
		case confirmed[id]:
			add(ptr, "%q is listed twice", id)
		}
		confirmed[id] = true
	}
	fp := map[string]bool{}
	for i, id := range x.FalsePositiveFindings {
		ptr := fmt.Sprintf("/expected/false_positive_findings/%d", i)
		switch {
		case strings.TrimSpace(id) == "":
			add(ptr, "empty finding id")
		case fp[id]:
			add(ptr, "%q is listed twice", id)
		case confirmed[id]:
			add(ptr, "%q is also a confirmed finding: a finding id cannot be both expected and unwanted", id)
		}
		fp[id] = true
	}
	return ps
}

// EncodeCaseLine returns c as one line of JSONL, newline included: compact,
// with <, > and & left as they are.
func EncodeCaseLine(c Case) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(c); err != nil {
		return nil, fmt.Errorf("encoding case %q: %w", c.ID, err)
	}
	return b.Bytes(), nil
}

// EncodeCaseFile returns c pretty-printed for a file of its own, newline
// included. The same case always encodes to the same bytes, and one changed
// value changes only its lines, so case files diff well under version
// control.
func EncodeCaseFile(c Case) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(c); err != nil {
		return nil, fmt.Errorf("encoding case %q: %w", c.ID, err)
	}
	return b.Bytes(), nil
}

// CaseEntry is one case read from an input, valid or not.
type CaseEntry struct {
	File string // the name the input was read under
	Line int    // 1-based line where the case starts
	Case *Case
	Err  *ValidationError // set when the entry is invalid; problems are located
}

// maxCaseDocumentBytes bounds a pretty-printed case file, whose indented
// event can be larger than the event itself.
const maxCaseDocumentBytes = 2 * MaxEventBytes

// ReadCases reads cases from r and calls fn for each, valid or not, in
// order. name is used in error locations. As with [ReadEvents], an input
// whose name ends in ".json" holds one JSON document, a case or an array of
// cases; anything else is JSONL, one case per line. Problems name the file,
// the line of the offending value and its JSON pointer. An error from fn
// stops the read and is returned.
func ReadCases(r io.Reader, name string, fn func(CaseEntry) error) error {
	if strings.HasSuffix(strings.ToLower(name), ".json") {
		return readCaseDocument(r, name, fn)
	}
	br := bufio.NewReaderSize(r, 1<<20)
	line := 0
	for {
		b, err := readLine(br)
		if len(b) > 0 || err == nil {
			line++
		}
		if t := bytes.TrimSpace(b); len(t) > 0 {
			if ferr := fn(parseCaseEntry(append([]byte(nil), t...), name, line, false)); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			if err == errLineTooLong {
				if ferr := fn(CaseEntry{File: name, Line: line, Err: (&ValidationError{Problems: []Problem{{Message: fmt.Sprintf(
					"line is over the %d-byte limit; skipped", MaxEventBytes)}}}).Locate(name, line)}); ferr != nil {
					return ferr
				}
				continue
			}
			return fmt.Errorf("%s:%d: read: %w", name, line, err)
		}
	}
}

func readCaseDocument(r io.Reader, name string, fn func(CaseEntry) error) error {
	data, err := io.ReadAll(io.LimitReader(r, maxCaseDocumentBytes+1))
	if err != nil {
		return fmt.Errorf("%s: read: %w", name, err)
	}
	if len(data) > maxCaseDocumentBytes {
		return fn(CaseEntry{File: name, Line: 1, Err: (&ValidationError{Problems: []Problem{{Message: fmt.Sprintf(
			"file is over the %d-byte limit for a .json document; use JSONL (.jsonl), one case per line", maxCaseDocumentBytes)}}}).Locate(name, 1)})
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil
	}
	start := bytes.Index(data, trimmed[:1])
	if trimmed[0] != '[' {
		e := parseCaseEntry(trimmed, name, lineAt(data, start), true)
		return fn(e)
	}
	var items []json.RawMessage
	if err := json.Unmarshal(trimmed, &items); err != nil {
		return fn(CaseEntry{File: name, Line: 1, Err: (&ValidationError{Problems: []Problem{{
			Message: "not a valid JSON array of cases: " + jsonErrorText(err)}}}).Locate(name, 1)})
	}
	off := start
	for _, it := range items {
		pos := bytes.Index(data[off:], it[:1])
		if err := fn(parseCaseEntry(it, name, lineAt(data, off+pos), true)); err != nil {
			return err
		}
		off += pos + len(it)
	}
	return nil
}

// parseCaseEntry decodes and validates one case. multiline says the case
// spans lines, so each problem is moved to the line of its value.
func parseCaseEntry(raw []byte, name string, line int, multiline bool) CaseEntry {
	c, ps := decodeCase(raw)
	if c != nil {
		// Validation runs even after a decoding problem, so one pass
		// reports everything; a field already reported is not repeated.
		reported := map[string]bool{}
		for _, p := range ps {
			reported[p.Pointer] = true
		}
		if err := c.Validate(); err != nil {
			var ve *ValidationError
			if !errors.As(err, &ve) {
				ve = &ValidationError{Problems: []Problem{{Message: err.Error()}}}
			}
			for _, p := range ve.Problems {
				if !reported[p.Pointer] {
					ps = append(ps, p)
				}
			}
		}
	}
	if len(ps) == 0 {
		return CaseEntry{File: name, Line: line, Case: c}
	}
	var lines map[string]int
	if multiline {
		lines = valueLines(raw)
	}
	for i := range ps {
		ps[i].File, ps[i].Line = name, line
		if l, ok := nearestLine(lines, ps[i].Pointer); ok {
			ps[i].Line = line + l - 1
		}
	}
	return CaseEntry{File: name, Line: line, Err: &ValidationError{Problems: ps}}
}

// decodeCase decodes a case field by field, so a wrong type names the
// field it is in, and refuses fields the format does not have.
func decodeCase(raw []byte) (*Case, []Problem) {
	var ps []Problem
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil {
		return nil, []Problem{{Message: "not a JSON object: " + jsonErrorText(err)}}
	}
	c := &Case{}
	field := func(ptr string, v json.RawMessage, dst any) {
		if v == nil {
			return
		}
		dec := json.NewDecoder(bytes.NewReader(v))
		dec.UseNumber()
		if err := dec.Decode(dst); err != nil {
			ps = append(ps, Problem{Pointer: ptr, Message: decodeMessage(err)})
		}
	}
	ps = append(ps, unknownKeys("", top, caseKeys)...)
	for _, k := range []string{"schema", "id", "event", "expected"} {
		if _, ok := top[k]; !ok {
			ps = append(ps, Problem{Pointer: "/" + k, Message: "missing"})
		}
	}
	field("/schema", top["schema"], &c.Schema)
	field("/id", top["id"], &c.ID)
	field("/decided_by", top["decided_by"], &c.DecidedBy)
	field("/decided_at", top["decided_at"], &c.DecidedAt)
	field("/policy_version", top["policy_version"], &c.PolicyVersion)
	c.Event = top["event"]
	if v, ok := top["expected"]; ok {
		var ex map[string]json.RawMessage
		if err := json.Unmarshal(v, &ex); err != nil {
			ps = append(ps, Problem{Pointer: "/expected", Message: "not a JSON object: " + decodeMessage(err)})
		} else {
			ps = append(ps, unknownKeys("/expected", ex, expectationKeys)...)
			x := &c.Expected
			field("/expected/decision", ex["decision"], &x.Decision)
			field("/expected/min_action", ex["min_action"], &x.MinAction)
			field("/expected/reason", ex["reason"], &x.Reason)
			field("/expected/reconstructed_summary", ex["reconstructed_summary"], &x.ReconstructedSummary)
			field("/expected/reconstructed_contract", ex["reconstructed_contract"], &x.ReconstructedContract)
			field("/expected/confirmed_findings", ex["confirmed_findings"], &x.ConfirmedFindings)
			field("/expected/false_positive_findings", ex["false_positive_findings"], &x.FalsePositiveFindings)
		}
	}
	return c, ps
}

func unknownKeys(prefix string, m map[string]json.RawMessage, known []string) []Problem {
	var ps []Problem
	for k := range m {
		if !slices.Contains(known, k) {
			ps = append(ps, Problem{Pointer: prefix + pointer([]string{k}),
				Message: fmt.Sprintf("unknown field %q; the fields here are %s", k, strings.Join(known, ", "))})
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Pointer < ps[j].Pointer })
	return ps
}

func decodeMessage(err error) string {
	var te *json.UnmarshalTypeError
	var pe *time.ParseError
	switch {
	case errors.As(err, &te):
		return fmt.Sprintf("got a JSON %s; want %s", te.Value, jsonKindName(te.Type))
	case errors.As(err, &pe):
		return fmt.Sprintf("not an RFC 3339 time (got %q; want e.g. 2026-03-01T12:00:00Z)", pe.Value)
	}
	return jsonErrorText(err)
}

// jsonKindName says what JSON value a Go type decodes from.
func jsonKindName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Bool:
		return "true or false"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return "a number"
}

// ReadCaseDir reads every case file under the root of fsys: files ending in
// ".json" (one case, or an array) or ".jsonl" (one case per line), in
// lexical order, descending into folders and skipping hidden ones. Other
// files, such as a README, are ignored. name is what the root is called in
// error locations (the folder's path on disk, say).
func ReadCaseDir(fsys fs.FS, name string, fn func(CaseEntry) error) error {
	return fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return fmt.Errorf("%s: %w", path.Join(name, p), err)
		}
		if p != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		lower := strings.ToLower(d.Name())
		if d.IsDir() || !(strings.HasSuffix(lower, ".json") || strings.HasSuffix(lower, ".jsonl")) {
			return nil
		}
		f, err := fsys.Open(p)
		if err != nil {
			return fmt.Errorf("%s: %w", path.Join(name, p), err)
		}
		defer f.Close()
		return ReadCases(f, path.Join(name, p), fn)
	})
}

// valueLines maps the JSON pointer of every value in doc to the 1-based
// line (relative to doc) where it starts. doc must be valid JSON.
func valueLines(doc []byte) map[string]int {
	lines := map[string]int{}
	dec := json.NewDecoder(bytes.NewReader(doc))
	lineOf := func(off int64) int {
		i := int(off)
		for i < len(doc) && strings.IndexByte(" \t\r\n,:", doc[i]) >= 0 {
			i++
		}
		return bytes.Count(doc[:min(i, len(doc))], []byte{'\n'}) + 1
	}
	var stack []*lineFrame
	for {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return lines
		}
		var top *lineFrame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.isObj && top.atKey {
			if s, ok := tok.(string); ok {
				top.key, top.atKey = s, false
				continue
			}
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				stack[len(stack)-1].advance()
			}
			continue
		}
		var p []string
		if top != nil {
			p = top.child()
		}
		lines[pointer(p)] = lineOf(off)
		if d, ok := tok.(json.Delim); ok {
			stack = append(stack, &lineFrame{path: p, isObj: d == '{', atKey: d == '{'})
			continue
		}
		if top != nil {
			top.advance()
		}
	}
}

// lineFrame is one open container while [valueLines] walks a document.
type lineFrame struct {
	path  []string
	index int    // the next element's index, in an array
	key   string // the current key, in an object
	isObj bool
	atKey bool // the next token of an object is a key
}

// child returns the path of the container's current value.
func (f *lineFrame) child() []string {
	p := slices.Clone(f.path)
	if f.isObj {
		return append(p, f.key)
	}
	return append(p, strconv.Itoa(f.index))
}

// advance moves past one value of the container.
func (f *lineFrame) advance() {
	if f.isObj {
		f.atKey = true
	} else {
		f.index++
	}
}

// nearestLine returns the line of ptr, or of its nearest ancestor.
func nearestLine(lines map[string]int, ptr string) (int, bool) {
	if lines == nil || ptr == "" {
		return 0, false
	}
	for {
		if l, ok := lines[ptr]; ok {
			return l, true
		}
		i := strings.LastIndexByte(ptr, '/')
		if i <= 0 {
			l, ok := lines["/"]
			return l, ok
		}
		ptr = ptr[:i]
	}
}
