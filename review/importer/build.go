package importer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"recap/review"
)

// clip cuts s to at most max bytes on a rune boundary and says how much was
// cut and where the full text is.
func clip(s string, max int, where string) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("\n[recap: %s more bytes cut; the full text is at %s]", thousands(len(s)-cut), where)
}

// thousands formats n with comma separators: 1234567 -> "1,234,567".
func thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return thousands(n) + " " + many
}

// at parses a transcript timestamp; nil when absent or unparsable.
func at(s string) *time.Time {
	if s == "" {
		return nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return nil
	}
	t = t.UTC()
	return &t
}

// original collects an event's original context newest first, within a
// byte budget, and hands it back oldest first. Callers check full before
// decoding a record, so records past the budget cost nothing but a count.
type original struct {
	maxMessage int
	budget     int
	used       int
	rev        [][]review.Message // per record, newest record first
	anchor     []review.Message   // the previous summary, kept past the budget
	full       bool               // the budget is spent
	omitted    int                // records left out for the budget
}

func newOriginal(opts Options) *original {
	return &original{maxMessage: opts.maxMessage(), budget: opts.maxOriginal()}
}

// add records one transcript record's messages, in their own order. The
// newest record is always kept. anchor marks the previous compaction's
// summary, which is kept past the budget: everything after it builds on it.
func (o *original) add(msgs []review.Message, anchor bool) {
	if len(msgs) == 0 {
		return
	}
	n := 0
	for _, m := range msgs {
		n += len(m.Content)
	}
	if !o.full && (o.used+n <= o.budget || len(o.rev) == 0) {
		o.used += n
		o.rev = append(o.rev, msgs)
		return
	}
	o.full = true
	if anchor {
		o.anchor = msgs
		return
	}
	o.omitted++
}

// skip counts a record left out without being decoded.
func (o *original) skip() { o.omitted++ }

// messages returns the collected messages oldest first; when records were
// left out, a note says so right after the anchor (or first). Ids are made
// unique.
func (o *original) messages(where string) []review.Message {
	var out []review.Message
	seen := map[string]bool{}
	push := func(m review.Message) {
		m.ID = eventID(m.ID) // the schema's length limit, for hostile uuids
		id := m.ID
		for i := 2; seen[id]; i++ {
			id = m.ID + "~" + strconv.Itoa(i)
		}
		seen[id] = true
		m.ID = id
		out = append(out, m)
	}
	for _, m := range o.anchor {
		push(m)
	}
	if o.omitted > 0 {
		push(omittedNote(o.omitted, o.budget, where))
	}
	for i := len(o.rev) - 1; i >= 0; i-- {
		for _, m := range o.rev[i] {
			push(m)
		}
	}
	return out
}

func omittedNote(n, budget int, where string) review.Message {
	return review.Message{
		ID:   "recap-omitted",
		Role: review.RoleSystem,
		Content: fmt.Sprintf("[recap: %s of the original context left out to keep this event under %s bytes; "+
			"the full context is in %s]", count(n, "earlier transcript line", "earlier transcript lines"), thousands(budget), where),
		Injected: true,
	}
}

// encodeEvent marshals ev and checks it like any event recap accepts. It
// empties ev's messages once they are encoded: ParseEvent decodes its own
// copy, and two copies of a large original context would double the peak.
func encodeEvent(ev *review.Event) (*review.RawEvent, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	// Transcripts are full of <tags>; keep them readable in the stored bytes.
	enc.SetEscapeHTML(false)
	if err := enc.Encode(ev); err != nil {
		return nil, err
	}
	ev.Original, ev.Summary = nil, review.Summary{}
	return review.ParseEvent(bytes.TrimRight(buf.Bytes(), "\n"))
}

// emit validates ev and passes it on; an event the importer built wrong is
// reported as a problem at line rather than stopping the import.
func (j job) emit(ev *review.Event, line int) error {
	raw, err := encodeEvent(ev)
	if err != nil {
		msg := err.Error()
		if ve, ok := err.(*review.ValidationError); ok {
			msg = ve.Error()
		}
		return j.fn(Result{Problem: &review.Problem{File: j.name, Line: line, Message: "the compaction here could not be " +
			"turned into a valid event (" + msg + "); the import went on; please report this with the transcript's format version"}})
	}
	return j.fn(Result{Event: raw})
}

// identity fills tenant, task and origin from the options or the session.
func (j job) identity(ev *review.Event, format Format, sessionID, cwd string) {
	ev.Origin = &review.Origin{Format: string(format), Path: j.name, SessionID: sessionID}
	ev.Tenant, ev.TaskID = j.opts.Tenant, j.opts.Task
	if ev.Tenant == "" {
		ev.Tenant = idValue(cwd, "unknown-cwd")
		ev.Origin.Derived = append(ev.Origin.Derived, "tenant")
	}
	if ev.TaskID == "" {
		ev.TaskID = idValue(sessionID, "unknown-session")
		ev.Origin.Derived = append(ev.Origin.Derived, "task_id")
	}
	ev.SourceOfTruth = j.opts.SourceOfTruth
}

// maxID is the schema's limit on ids.
const maxID = 512

// idValue returns s fit for an id field: non-blank, at most maxID bytes
// (long values keep their end, where a path is most specific).
func idValue(s, fallback string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return fallback
	}
	if len(s) > maxID {
		cut := len(s) - maxID + 3
		for cut < len(s) && !utf8.RuneStart(s[cut]) {
			cut++
		}
		s = "..." + s[cut:]
	}
	return s
}

// sessionFromName is a session id taken from a file name, for transcripts
// whose lines carry none: both tools name files after the session.
func sessionFromName(name string) string {
	base := filepath.Base(name)
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// eventID joins the parts of a deterministic id within the schema's
// limit; a longer id keeps its start and ends in a digest of the whole.
func eventID(parts ...string) string {
	id := strings.Join(parts, ":")
	if len(id) > maxID-8 {
		cut := maxID - 24
		for cut > 0 && !utf8.RuneStart(id[cut]) {
			cut--
		}
		id = id[:cut] + "~" + review.Digest([]byte(id))[:15]
	}
	if id == "" {
		id = "-"
	}
	return id
}
