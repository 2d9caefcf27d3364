package importer

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"recap/review"
)

// Claude Code transcripts are a tree of lines linked by uuid/parentUuid;
// file order is not conversation order (rewinds leave abandoned branches,
// sidechain lines arrive late). The importer keeps one small ccNode per
// line in memory and reads a line back from the file only when an event
// needs its content.

// Kinds of transcript line, as far as the tree walk cares.
const (
	ccOther uint8 = iota
	ccUser
	ccAssistant
	ccAttachment
	ccBoundaryKind
)

// Flags on a transcript line.
const (
	ccMeta           uint8 = 1 << iota // isMeta: harness-injected text
	ccCompactSummary                   // the summary line of a compaction
	ccSidechain                        // a subagent's line
)

// Special parent values of a ccNode.
const (
	ccNoParent   int32 = -1 // a root (parentUuid null)
	ccLateParent int32 = -2 // parent not read yet; see claude.late
)

// ccNode is what stays in memory per transcript line: about 24 bytes plus
// the uuid in the index map.
type ccNode struct {
	off    int64
	n      int32
	line   int32
	parent int32
	kind   uint8
	flags  uint8
}

// ccHead is the first-pass view of a line: identity and tree fields only.
// Message content is skipped, never decoded.
type ccHead struct {
	Type, Subtype, UUID                string
	ParentUUID                         string // empty for a root
	LogicalParentUUID                  string
	SessionID, Timestamp, Cwd, Version string
	Model                              string
	IsSidechain, IsMeta                bool
	IsCompactSummary                   bool
	CompactMetadata                    []byte // raw; valid while the line is
}

// badField describes a field whose value has the wrong JSON kind.
func badField(key, want string, val []byte) string {
	return fmt.Sprintf("field %s: got a JSON %s, want %s", key, kindOf(val), want)
}

// scanHead reads a line's head fields. Fields of the wrong kind are left
// empty and described in bad.
func scanHead(b []byte) (h ccHead, bad []string, err error) {
	text := func(dst *string, key string, val []byte) {
		if s, ok := str(val); ok {
			*dst = s
		} else if !isNull(val) {
			bad = append(bad, badField(key, "string", val))
		}
	}
	flag := func(dst *bool, key string, val []byte) {
		if v, ok := boolean(val); ok {
			*dst = v
		} else if !isNull(val) {
			bad = append(bad, badField(key, "boolean", val))
		}
	}
	err = scanObject(b, func(key, val []byte) error {
		switch string(key) {
		case "type":
			text(&h.Type, "type", val)
		case "subtype":
			text(&h.Subtype, "subtype", val)
		case "uuid":
			text(&h.UUID, "uuid", val)
		case "parentUuid":
			text(&h.ParentUUID, "parentUuid", val)
		case "logicalParentUuid":
			text(&h.LogicalParentUUID, "logicalParentUuid", val)
		case "sessionId":
			text(&h.SessionID, "sessionId", val)
		case "timestamp":
			text(&h.Timestamp, "timestamp", val)
		case "cwd":
			text(&h.Cwd, "cwd", val)
		case "version":
			text(&h.Version, "version", val)
		case "isSidechain":
			flag(&h.IsSidechain, "isSidechain", val)
		case "isMeta":
			flag(&h.IsMeta, "isMeta", val)
		case "isCompactSummary":
			flag(&h.IsCompactSummary, "isCompactSummary", val)
		case "compactMetadata":
			h.CompactMetadata = val
		case "message":
			members(val, func(k, v []byte) {
				if string(k) == "model" {
					h.Model, _ = str(v)
				}
			})
		}
		return nil
	})
	return h, bad, err
}

// ccCompactMeta is a boundary's compactMetadata.
type ccCompactMeta struct {
	Trigger               string
	PreTokens, PostTokens int64
	// PreservedSegment (newer builds): the messages kept verbatim, from
	// head to tail.
	HeadUUID, AnchorUUID, TailUUID string
	// PreservedMessages (other builds): the kept messages by uuid.
	Preserved []string
}

// scanCompactMeta reads compactMetadata; fields of the wrong kind are
// described in bad, and unknown keys passed to unknown.
func scanCompactMeta(val []byte, unknown func(key string)) (m ccCompactMeta, bad []string) {
	count := func(key string, v []byte) int64 {
		if isNull(v) {
			return 0
		}
		if !isNumber(v) {
			bad = append(bad, badField("compactMetadata."+key, "number", v))
			return 0
		}
		return tokens(json.Number(v))
	}
	members(val, func(k, v []byte) {
		switch key := string(k); key {
		case "trigger":
			if s, ok := str(v); ok {
				m.Trigger = s
			} else if !isNull(v) {
				bad = append(bad, badField("compactMetadata.trigger", "string", v))
			}
		case "preTokens":
			m.PreTokens = count(key, v)
		case "postTokens":
			m.PostTokens = count(key, v)
		case "preservedSegment":
			members(v, func(k, v []byte) {
				switch string(k) {
				case "headUuid":
					m.HeadUUID, _ = str(v)
				case "anchorUuid":
					m.AnchorUUID, _ = str(v)
				case "tailUuid":
					m.TailUUID, _ = str(v)
				}
			})
		case "preservedMessages":
			members(v, func(k, v []byte) {
				if string(k) == "uuids" {
					elements(v, func(e []byte) {
						if s, ok := str(e); ok {
							m.Preserved = append(m.Preserved, s)
						}
					})
				}
			})
		default:
			if !ccKnownMetaKeys[key] {
				unknown(key)
			}
		}
	})
	if !isNull(val) && kindOf(val) != "object" {
		bad = append(bad, badField("compactMetadata", "object", val))
	}
	return m, bad
}

// ccKnownMetaKeys are the compactMetadata keys seen in the wild; others are
// reported once, since they may carry something the event should show.
var ccKnownMetaKeys = map[string]bool{"trigger": true, "preTokens": true, "postTokens": true,
	"durationMs": true, "preservedSegment": true, "preservedMessages": true, "userContext": true,
	"messagesSummarized": true, "preCompactDiscoveredTools": true}

// ccKnownTypes are the line types Claude Code is known to write; lines of
// other types are counted and reported once per file.
var ccKnownTypes = map[string]bool{"user": true, "assistant": true, "system": true, "attachment": true,
	"progress": true, "summary": true, "file-history-snapshot": true, "queue-operation": true,
	"permission-mode": true, "last-prompt": true, "ai-title": true, "custom-title": true, "tag": true,
	"agent-name": true}

// ccPending is a compaction waiting for its summary line.
type ccPending struct {
	node                  int32 // -1 when the boundary has no uuid
	line                  int
	uuid, logicalParent   string
	sessionID, cwd        string
	version, model, stamp string
	meta                  ccCompactMeta
	sidechain             bool
	fallbackLeaf          int32 // the last message before it, if logicalParentUuid is missing
	summary               int32 // the summary line's node, or -1
}

// claude is the state of one Claude Code transcript import.
type claude struct {
	j      job
	src    *source
	nodes  []ccNode
	byUUID map[string]int32
	late   map[int32]string // parents named before they were read
	// pending compactions waiting for their summary lines; normally one.
	pending []*ccPending
	// Session facts: the first session id, the latest of the others.
	sessionID, cwd, version, model, lastStamp string
	lastConv                                  [2]int32 // last user/assistant node, main and sidechain
	compactions                               int
	unknown                                   map[string]firstSeen
	metaKeys                                  map[string]firstSeen
	// failed lists lines that could not be read back for an event.
	failed []failedRead
}

// reportFailed reports the lines that could not be read back.
func (c *claude) reportFailed() error {
	for _, f := range c.failed {
		if err := c.problem(f.line, fmt.Sprintf("could not be read back (%v); it is left out of the compaction "+
			"events; import the file again when nothing is writing to it", f.err)); err != nil {
			return err
		}
	}
	c.failed = c.failed[:0]
	return nil
}

// failedRead is a line that scanned on the first pass but not when read
// back: the file was rewritten while it was imported.
type failedRead struct {
	line int
	err  error
}

// firstSeen counts lines of one kind and remembers the first.
type firstSeen struct{ line, n int }

func importClaude(src *source, j job) error {
	c := &claude{j: j, src: src, byUUID: map[string]int32{}, late: map[int32]string{},
		unknown: map[string]firstSeen{}, metaKeys: map[string]firstSeen{}, lastConv: [2]int32{-1, -1}}
	if err := eachLine(src, j, c.readLine); err != nil {
		return err
	}
	return c.finish()
}

func (c *claude) problem(line int, msg string) error {
	return c.j.fn(Result{Problem: &review.Problem{File: c.j.name, Line: line, Message: msg}})
}

func (c *claude) note(msg string) error { return c.j.fn(Result{Note: msg}) }

// readLine takes in one non-blank line at offset off.
func (c *claude) readLine(b []byte, off int64, line int) error {
	if b[0] != '{' {
		return c.problem(line, "not a JSON object; line skipped (the transcript may be damaged)")
	}
	h, bad, err := scanHead(b)
	if err != nil {
		return c.problem(line, "not valid JSON ("+err.Error()+"); line skipped (the transcript may be damaged or cut off)")
	}
	for _, msg := range bad {
		if err := c.problem(line, msg+"; the field was ignored"); err != nil {
			return err
		}
	}
	if h.SessionID != "" && c.sessionID == "" {
		c.sessionID = h.SessionID
	}
	if h.Cwd != "" {
		c.cwd = h.Cwd
	}
	if h.Version != "" {
		c.version = h.Version
	}
	if h.Timestamp != "" {
		c.lastStamp = h.Timestamp
	}
	if h.Type == "assistant" && h.Model != "" && h.Model != "<synthetic>" {
		c.model = h.Model
	}
	if !ccKnownTypes[h.Type] {
		seen(c.unknown, h.Type, line)
	}
	boundary := h.Type == "system" && h.Subtype == "compact_boundary"
	idx := int32(-1)
	if h.UUID != "" {
		idx = c.addNode(&h, off, len(b), line, boundary)
	}
	if boundary {
		return c.addBoundary(&h, idx, line)
	}
	if h.Type == "user" && idx >= 0 && len(c.pending) > 0 {
		if bd := c.summaryFor(idx, &h); bd != nil {
			bd.summary = idx
			c.nodes[idx].flags |= ccCompactSummary
			return c.resolve(bd)
		}
	}
	return nil
}

func (c *claude) addNode(h *ccHead, off int64, n, line int, boundary bool) int32 {
	idx := int32(len(c.nodes))
	nd := ccNode{off: off, n: int32(n), line: int32(line), parent: ccNoParent}
	switch {
	case boundary:
		nd.kind = ccBoundaryKind
	case h.Type == "user":
		nd.kind = ccUser
	case h.Type == "assistant":
		nd.kind = ccAssistant
	case h.Type == "attachment":
		nd.kind = ccAttachment
	}
	if h.IsMeta {
		nd.flags |= ccMeta
	}
	if h.IsCompactSummary {
		nd.flags |= ccCompactSummary
	}
	if h.IsSidechain {
		nd.flags |= ccSidechain
	}
	if h.ParentUUID != "" {
		if p, ok := c.byUUID[h.ParentUUID]; ok {
			nd.parent = p
		} else {
			nd.parent = ccLateParent
			c.late[idx] = h.ParentUUID
		}
	}
	// A repeated uuid keeps its first line: the tree must not change
	// under lines already linked to it.
	if _, dup := c.byUUID[h.UUID]; !dup {
		c.byUUID[h.UUID] = idx
	}
	c.nodes = append(c.nodes, nd)
	if nd.kind == ccUser || nd.kind == ccAssistant {
		c.lastConv[side(nd.flags)] = idx
	}
	return idx
}

func side(flags uint8) int {
	if flags&ccSidechain != 0 {
		return 1
	}
	return 0
}

// parentOf returns the parent of node i, or -1 for a root; ok is false
// when the parent is named but not in the file.
func (c *claude) parentOf(i int32) (int32, bool) {
	p := c.nodes[i].parent
	if p != ccLateParent {
		return p, true
	}
	if q, ok := c.byUUID[c.late[i]]; ok {
		c.nodes[i].parent = q
		delete(c.late, i)
		return q, true
	}
	return ccNoParent, false
}

func (c *claude) addBoundary(h *ccHead, idx int32, line int) error {
	c.compactions++
	bd := &ccPending{node: idx, line: line, uuid: h.UUID, logicalParent: h.LogicalParentUUID,
		sessionID: h.SessionID, cwd: h.Cwd, version: h.Version, model: c.model, stamp: h.Timestamp,
		sidechain: h.IsSidechain, summary: -1}
	if bd.cwd == "" {
		bd.cwd = c.cwd
	}
	if bd.version == "" {
		bd.version = c.version
	}
	bd.fallbackLeaf = c.lastConv[0]
	if h.IsSidechain {
		bd.fallbackLeaf = c.lastConv[1]
	}
	meta, bad := scanCompactMeta(h.CompactMetadata, func(key string) { seen(c.metaKeys, key, line) })
	bd.meta = meta
	for _, msg := range bad {
		if err := c.problem(line, msg+"; the field was ignored"); err != nil {
			return err
		}
	}
	// A summary belongs right after its boundary; a boundary still waiting
	// behind several newer ones lost its summary.
	if len(c.pending) >= 8 {
		old := c.pending[0]
		c.pending = c.pending[1:]
		if err := c.build(old); err != nil {
			return err
		}
	}
	c.pending = append(c.pending, bd)
	return nil
}

// ccLead opens the text Claude Code puts around a compaction summary.
const ccLead = "This session is being continued from a previous conversation"

// summaryFor returns the pending boundary whose summary line is node i, or
// nil. The boundary is the key: a line is a summary only next to one. It
// is flagged isCompactSummary, or (builds without the flag) descends from
// the boundary within a few lines, or is named by the boundary's
// preserved-segment anchor, and opens with the continuation text.
func (c *claude) summaryFor(i int32, h *ccHead) *ccPending {
	var byChain, byAnchor *ccPending
	cur := i
	for hop := 0; hop < 8 && cur >= 0 && byChain == nil; hop++ {
		p, ok := c.parentOf(cur)
		if !ok || p < 0 {
			break
		}
		for _, bd := range c.pending {
			if bd.node == p && bd.summary < 0 {
				byChain = bd
			}
		}
		cur = p
	}
	for _, bd := range c.pending {
		if bd.summary < 0 && h.UUID != "" && (anchorOf(bd.meta) == h.UUID) {
			byAnchor = bd
		}
	}
	found := byChain
	if found == nil {
		found = byAnchor
	}
	if h.IsCompactSummary {
		if found != nil {
			return found
		}
		// Flagged but not linked (a detached /compact): the latest
		// compaction on the same side still waiting.
		for k := len(c.pending) - 1; k >= 0; k-- {
			if bd := c.pending[k]; bd.summary < 0 && bd.sidechain == h.IsSidechain {
				return bd
			}
		}
		return nil
	}
	if found == nil {
		// An unlinked root right after a boundary may still be its summary.
		if p := c.nodes[i].parent; p != ccNoParent {
			return nil
		}
		for k := len(c.pending) - 1; k >= 0; k-- {
			if bd := c.pending[k]; bd.summary < 0 && int(c.nodes[i].line)-bd.line <= 16 {
				found = bd
				break
			}
		}
		if found == nil {
			return nil
		}
	}
	full, ok := c.decode(i)
	if !ok || !strings.HasPrefix(strings.TrimSpace(ccText(full)), ccLead) {
		return nil
	}
	return found
}

func anchorOf(m ccCompactMeta) string { return m.AnchorUUID }

// resolve builds the event of a boundary whose summary arrived.
func (c *claude) resolve(bd *ccPending) error {
	for k, p := range c.pending {
		if p == bd {
			c.pending = append(c.pending[:k], c.pending[k+1:]...)
			break
		}
	}
	return c.build(bd)
}

func (c *claude) finish() error {
	for _, bd := range c.pending {
		if err := c.build(bd); err != nil {
			return err
		}
	}
	c.pending = nil
	if err := c.reportFailed(); err != nil {
		return err
	}
	for _, k := range sortedKeys(c.metaKeys) {
		fs := c.metaKeys[k]
		if err := c.note(fmt.Sprintf("%s:%d: compactMetadata key %q is not read by recap (%s); tell the recap maintainers if it matters",
			c.j.name, fs.line, k, count(fs.n, "boundary", "boundaries"))); err != nil {
			return err
		}
	}
	for _, k := range sortedKeys(c.unknown) {
		fs := c.unknown[k]
		what := fmt.Sprintf("line type %q", k)
		if k == "" {
			what = "lines without a type"
		}
		if err := c.note(fmt.Sprintf("%s:%d: %s skipped (%s); a newer Claude Code may write it",
			c.j.name, fs.line, what, count(fs.n, "line", "lines"))); err != nil {
			return err
		}
	}
	if c.compactions == 0 {
		return c.note(fmt.Sprintf("%s: no compaction in this transcript (%s)", c.j.name, count(c.src.lines.line, "line", "lines")))
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// build turns one compaction into an event and passes it on.
func (c *claude) build(bd *ccPending) error {
	j := c.j
	where := fmt.Sprintf("%s (before line %d)", j.name, bd.line)
	session := bd.sessionID
	if session == "" {
		session = c.sessionID
	}
	if session == "" {
		session = sessionFromName(j.name)
	}
	boundaryID := bd.uuid
	if boundaryID == "" {
		boundaryID = "line-" + strconv.Itoa(bd.line)
	}
	ev := &review.Event{
		Schema: review.EventSchema,
		ID:     eventID(string(FormatClaudeCode), session, boundaryID),
		Agent: review.Agent{Name: "claude-code", Model: bd.model, Compactor: "claude-code",
			CompactorVersion: bd.version},
	}
	j.identity(ev, FormatClaudeCode, session, bd.cwd)
	ev.Trigger = review.Trigger{Kind: bd.meta.Trigger, PreTokens: bd.meta.PreTokens, PostTokens: bd.meta.PostTokens}
	if ev.Trigger.Kind != "auto" && ev.Trigger.Kind != "manual" {
		ev.Trigger.Kind = "auto"
		ev.Origin.Derived = append(ev.Origin.Derived, "trigger.kind")
	}

	// The original context: the chain that ends at the last message before
	// the compaction, back to the previous boundary.
	leaf := int32(-1)
	if bd.logicalParent != "" {
		if i, ok := c.byUUID[bd.logicalParent]; ok {
			leaf = i
		} else if err := c.note(fmt.Sprintf("%s:%d: the compaction's last message (logicalParentUuid %s) is not in this file; "+
			"the event's original context is empty", j.name, bd.line, bd.logicalParent)); err != nil {
			return err
		}
	} else if bd.fallbackLeaf >= 0 {
		leaf = bd.fallbackLeaf
		ev.Origin.Derived = append(ev.Origin.Derived, "original")
		if err := c.note(fmt.Sprintf("%s:%d: the compaction boundary does not name its last message (no logicalParentUuid); "+
			"the original context ends at line %d, the last message before it", j.name, bd.line, c.nodes[leaf].line)); err != nil {
			return err
		}
	}
	orig := newOriginal(j.opts)
	calls := map[string]string{}
	visited := map[int32]bool{}
	for cur := leaf; cur >= 0; {
		if visited[cur] {
			if err := c.problem(int(c.nodes[cur].line), fmt.Sprintf("the parentUuid links through this line form a loop; "+
				"the original context of the compaction at line %d stops here", bd.line)); err != nil {
				return err
			}
			break
		}
		visited[cur] = true
		nd := c.nodes[cur]
		if nd.kind == ccBoundaryKind {
			break
		}
		anchor := nd.flags&ccCompactSummary != 0
		if orig.full && !anchor {
			orig.skip()
		} else {
			orig.add(c.messages(cur, calls), anchor)
		}
		p, ok := c.parentOf(cur)
		if !ok {
			if err := c.note(fmt.Sprintf("%s:%d: line %d names a parent that is not in this file; the original context of the compaction at line %d starts there",
				j.name, nd.line, nd.line, bd.line)); err != nil {
				return err
			}
			break
		}
		cur = p
	}
	nameToolResults(orig, calls)
	ev.Original = orig.messages(where)
	if ev.Original == nil {
		ev.Original = []review.Message{}
	}
	if err := c.summary(ev, bd, calls); err != nil {
		return err
	}
	if err := c.reportFailed(); err != nil {
		return err
	}
	ev.CreatedAt = firstTime(bd.stamp, c.lastStamp)
	if ev.CreatedAt.IsZero() {
		return c.problem(bd.line, "the compaction has no timestamp, and neither has any line before it; no event was made")
	}
	return j.emit(ev, bd.line)
}

// summary fills the event's summary from the boundary's summary line and
// preserved messages.
func (c *claude) summary(ev *review.Event, bd *ccPending, calls map[string]string) error {
	if bd.summary < 0 {
		ev.Summary.Opaque = fmt.Sprintf("no summary: the transcript has no summary line after the compaction boundary at line %d "+
			"(the file may have been cut off)", bd.line)
		if err := c.note(fmt.Sprintf("%s:%d: compaction boundary without a summary line; the event says so", c.j.name, bd.line)); err != nil {
			return err
		}
	} else {
		full, ok := c.decode(bd.summary)
		if !ok {
			full = &ccFull{}
		}
		text := stripContinuation(ccText(full))
		ev.Summary.Text = &text
		if strings.TrimSpace(text) == "" {
			ev.Summary.Text = nil
			ev.Summary.Opaque = fmt.Sprintf("empty: the summary line (line %d) holds no text", c.nodes[bd.summary].line)
		}
		if bd.stamp == "" {
			bd.stamp = full.Timestamp
		}
	}
	// Messages the compaction kept verbatim next to the summary.
	retained := &original{maxMessage: c.j.opts.maxMessage(), budget: c.j.opts.maxOriginal() / 4}
	if m := bd.meta; m.TailUUID != "" {
		tail, ok1 := c.byUUID[m.TailUUID]
		head, ok2 := c.byUUID[m.HeadUUID]
		for cur, steps := tail, 0; ok1 && ok2 && cur >= 0 && steps < len(c.nodes); steps++ {
			retained.add(c.messages(cur, calls), false)
			if cur == head {
				break
			}
			if cur, ok1 = c.parentOf(cur); !ok1 {
				break
			}
		}
	}
	if uuids := bd.meta.Preserved; len(uuids) > 0 {
		for k := len(uuids) - 1; k >= 0; k-- {
			if i, ok := c.byUUID[uuids[k]]; ok {
				retained.add(c.messages(i, calls), false)
			}
		}
	}
	nameToolResults(retained, calls)
	ev.Summary.Retained = retained.messages(fmt.Sprintf("%s (before line %d)", c.j.name, bd.line))
	return nil
}

func tokens(n json.Number) int64 {
	if n == "" {
		return 0
	}
	if v, err := n.Int64(); err == nil && v > 0 {
		return v
	}
	if f, err := n.Float64(); err == nil && f > 0 && f < 1e18 {
		return int64(f)
	}
	return 0
}

// ccFull is a line read back for its content. Content and Attachment
// are raw JSON valid until the next read back.
type ccFull struct {
	UUID, Timestamp  string
	IsMeta           bool
	IsCompactSummary bool
	Content          []byte // message.content
	Attachment       []byte
}

// ccBlock is one content block of a message.
type ccBlock struct {
	Type, Text, ID, Name, ToolUseID, MediaType string
	Input, Content                             []byte
	IsError                                    bool
}

func scanBlock(elem []byte) ccBlock {
	var b ccBlock
	members(elem, func(k, v []byte) {
		switch string(k) {
		case "type":
			b.Type, _ = str(v)
		case "text":
			b.Text, _ = str(v)
		case "id":
			b.ID, _ = str(v)
		case "name":
			b.Name, _ = str(v)
		case "tool_use_id":
			b.ToolUseID, _ = str(v)
		case "input":
			b.Input = v
		case "content":
			b.Content = v
		case "is_error":
			b.IsError, _ = boolean(v)
		case "source":
			members(v, func(k, v []byte) {
				if string(k) == "media_type" {
					b.MediaType, _ = str(v)
				}
			})
		}
	})
	return b
}

// decode reads node i back from the file. A line that no longer scans
// (the file was rewritten while it was read) is reported and left out.
func (c *claude) decode(i int32) (*ccFull, bool) {
	nd := c.nodes[i]
	b, err := c.src.readBack(nd.off, int(nd.n))
	if err == nil {
		var f ccFull
		err = scanObject(b, func(k, v []byte) error {
			switch string(k) {
			case "uuid":
				f.UUID, _ = str(v)
			case "timestamp":
				f.Timestamp, _ = str(v)
			case "isMeta":
				f.IsMeta, _ = boolean(v)
			case "isCompactSummary":
				f.IsCompactSummary, _ = boolean(v)
			case "attachment":
				f.Attachment = v
			case "message":
				members(v, func(k, v []byte) {
					if string(k) == "content" {
						f.Content = v
					}
				})
			}
			return nil
		})
		if err == nil {
			return &f, true
		}
	}
	c.failed = append(c.failed, failedRead{int(nd.line), err})
	return nil, false
}

// ccText is the plain text of a user line: its string content, or its
// text blocks joined.
func ccText(f *ccFull) string {
	if s, ok := str(f.Content); ok {
		return s
	}
	var parts []string
	elements(f.Content, func(e []byte) {
		if b := scanBlock(e); b.Type == "text" {
			parts = append(parts, b.Text)
		}
	})
	return strings.Join(parts, "\n")
}

// messages flattens node i into original messages: text, tool calls and
// tool results. System and progress lines are the UI's, not the model's,
// and give none. calls collects tool_use ids and names.
func (c *claude) messages(i int32, calls map[string]string) []review.Message {
	nd := c.nodes[i]
	if nd.kind != ccUser && nd.kind != ccAssistant && nd.kind != ccAttachment {
		return nil
	}
	f, ok := c.decode(i)
	if !ok {
		return nil
	}
	where := fmt.Sprintf("%s:%d", c.j.name, nd.line)
	max := c.j.opts.maxMessage()
	var out []review.Message
	add := func(m review.Message) {
		m.ID = f.UUID
		if len(out) > 0 {
			m.ID = f.UUID + "#" + strconv.Itoa(len(out)+1)
		}
		m.At = at(f.Timestamp)
		m.Content = clip(m.Content, max, where)
		out = append(out, m)
	}
	injected := f.IsMeta || f.IsCompactSummary || nd.flags&ccCompactSummary != 0
	if nd.kind == ccAttachment {
		add(review.Message{Role: review.RoleUser, Content: attachmentText(f.Attachment), Injected: true})
		return out
	}
	role := review.RoleUser
	if nd.kind == ccAssistant {
		role = review.RoleAssistant
	}
	if s, ok := str(f.Content); ok {
		add(review.Message{Role: role, Content: s, Injected: injected})
		return out
	}
	elements(f.Content, func(e []byte) {
		b := scanBlock(e)
		switch b.Type {
		case "text":
			add(review.Message{Role: role, Content: b.Text, Injected: injected})
		case "tool_use", "server_tool_use", "mcp_tool_use":
			calls[b.ID] = b.Name
			add(review.Message{Role: review.RoleAssistant, Kind: review.KindToolCall, Name: b.Name, Content: string(b.Input)})
		case "tool_result", "mcp_tool_result", "web_search_tool_result", "web_fetch_tool_result", "code_execution_tool_result":
			status := "ok"
			if b.IsError {
				status = "error"
			}
			// The tool's name is filled from its call once the chain is read.
			add(review.Message{Role: review.RoleTool, Kind: review.KindToolResult, Name: toolRef + b.ToolUseID,
				Status: status, Content: blockText(b.Content)})
		case "image", "document":
			what := b.Type
			if b.MediaType != "" {
				what += " " + b.MediaType
			}
			add(review.Message{Role: role, Content: "[" + what + "]", Injected: injected})
		case "thinking", "redacted_thinking":
			// The model's private reasoning: not part of what it was told.
		default:
			add(review.Message{Role: role, Content: "[" + b.Type + " block]", Injected: injected})
		}
	})
	return out
}

// toolRef marks a tool result's name as a tool_use id still to resolve.
const toolRef = "\x00tool_use_id:"

// nameToolResults replaces tool_use ids in tool results' names with the
// calls' tool names.
func nameToolResults(o *original, calls map[string]string) {
	fix := func(ms []review.Message) {
		for k := range ms {
			if id, ok := strings.CutPrefix(ms[k].Name, toolRef); ok {
				ms[k].Name = calls[id]
			}
		}
	}
	fix(o.anchor)
	for _, ms := range o.rev {
		fix(ms)
	}
}

// blockText is the text of a tool result's content: a string, or blocks
// whose text is joined and whose other kinds are named.
func blockText(raw []byte) string {
	if s, ok := str(raw); ok {
		return s
	}
	if isNull(raw) {
		return ""
	}
	if raw[0] != '[' {
		return string(raw)
	}
	var parts []string
	elements(raw, func(e []byte) {
		b := scanBlock(e)
		switch {
		case b.Type == "text":
			parts = append(parts, b.Text)
		case b.MediaType != "":
			parts = append(parts, "["+b.Type+" "+b.MediaType+"]")
		default:
			parts = append(parts, "["+b.Type+"]")
		}
	})
	return strings.Join(parts, "\n")
}

// attachmentText shows what an attachment line put in the context.
func attachmentText(raw []byte) string {
	var typ, body string
	var content []byte
	members(raw, func(k, v []byte) {
		switch string(k) {
		case "type":
			typ, _ = str(v)
		case "content":
			content = v
		}
	})
	if s, ok := str(content); ok && strings.TrimSpace(s) != "" {
		body = s
	} else {
		var list []string
		elements(content, func(e []byte) {
			if s, ok := str(e); ok {
				list = append(list, s)
			}
		})
		body = strings.Join(list, "\n")
	}
	if body == "" {
		body = string(raw)
	}
	return "[attachment: " + typ + "]\n" + body
}

// The wrapper Claude Code puts around a compaction summary, across builds:
//
//	This session is being continued from a previous conversation that ran
//	out of context. The conversation is summarized below:\n<summary>.
//	Please continue the conversation from where we left it off ...
//
// and, newer, "... The summary below covers the earlier portion of the
// conversation.\n\n<summary>\n\nIf you need specific details from before
// compaction ... read the full transcript at: PATH", "Recent messages are
// preserved verbatim.", "Please continue ...".
var (
	ccIntroEnds = []string{"The conversation is summarized below:",
		"The summary below covers the earlier portion of the conversation."}
	ccTrailers = []string{"Please continue the conversation from where we left",
		"If you need specific details from before compaction",
		"Recent messages are preserved verbatim."}
)

// stripContinuation removes the continuation wrapper from a summary line's
// text. Only the known wrapper goes: any other text, before or after it,
// stays for the reviewer.
func stripContinuation(s string) string {
	i := strings.Index(s, ccLead)
	if i < 0 || i > 4096 {
		return strings.TrimSpace(s)
	}
	before, rest := strings.TrimSpace(s[:i]), s[i:]
	cut := -1
	for _, end := range ccIntroEnds {
		if k := strings.Index(rest, end); k >= 0 && k < 400 {
			cut = k + len(end)
			break
		}
	}
	if cut < 0 {
		cut = len(rest)
		if k := strings.IndexByte(rest, '\n'); k >= 0 {
			cut = k
		}
	}
	body := strings.TrimSpace(rest[cut:])
	for changed := true; changed; {
		changed = false
		for _, t := range ccTrailers {
			k := strings.LastIndex(body, t)
			if k < 0 || (k > 0 && body[k-1] != '\n') || strings.Contains(body[k:], "\n\n") {
				continue
			}
			body, changed = strings.TrimSpace(body[:k]), true
		}
	}
	if before != "" {
		return before + "\n\n" + body
	}
	return body
}

// firstTime returns the first parsable timestamp among ss.
func firstTime(ss ...string) time.Time {
	for _, s := range ss {
		if p := at(s); p != nil {
			return *p
		}
	}
	return time.Time{}
}
