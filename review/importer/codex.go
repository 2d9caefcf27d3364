package importer

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"recap/review"
)

// Codex rollouts are flat: each line is {timestamp, type, payload}, and a
// compaction's original context is the response items since the previous
// `compacted` line. The importer keeps the offsets of those items and reads
// them back when the compaction arrives.

// cxHead is the first-pass view of a rollout line: the envelope and the
// few payload fields the importer reads. Response items are only located,
// not decoded, until an event needs them.
type cxHead struct {
	Timestamp, Type            string
	ItemType                   string // payload.type
	ID, Cwd, CLIVersion, Model string
	Message                    string
	TokenInfo                  []byte // payload.info, raw
	ReplacementHistory         []byte // raw; valid while the line is
	PayloadKeys                []string
}

// cxTokenInfo is a token_count event's info.
type cxTokenInfo struct {
	LastTokenUsage *struct {
		InputTokens  json.Number `json:"input_tokens"`
		OutputTokens json.Number `json:"output_tokens"`
		TotalTokens  json.Number `json:"total_tokens"`
	} `json:"last_token_usage"`
}

// cxItem is a response item decoded for its content. Raw fields are valid
// while the bytes it was scanned from are.
type cxItem struct {
	Type, Role, Name, CallID string
	Content, Arguments       []byte
	Input, Output, Action    []byte
	Encrypted                int // length of encrypted_content, -1 when absent
}

func scanItem(b []byte) cxItem {
	it := cxItem{Encrypted: -1}
	members(b, func(k, v []byte) {
		switch string(k) {
		case "type":
			it.Type, _ = str(v)
		case "role":
			it.Role, _ = str(v)
		case "name":
			it.Name, _ = str(v)
		case "call_id":
			it.CallID, _ = str(v)
		case "content":
			it.Content = v
		case "arguments":
			it.Arguments = v
		case "input":
			it.Input = v
		case "output":
			it.Output = v
		case "action":
			it.Action = v
		case "encrypted_content":
			if s, ok := str(v); ok {
				it.Encrypted = len(s)
			}
		}
	})
	return it
}

var (
	// Response items the importer shows, and those it knowingly leaves out.
	cxItemTypes = map[string]bool{"message": true, "function_call": true, "function_call_output": true,
		"custom_tool_call": true, "custom_tool_call_output": true, "local_shell_call": true,
		"web_search_call": true, "compaction": true, "compaction_summary": true,
		"reasoning": true, "ghost_snapshot": true}
	cxCompactedKeys = map[string]bool{"message": true, "replacement_history": true}
)

// cxRef locates one response item line.
type cxRef struct {
	off  int64
	n    int32
	line int32
}

// codex is the state of one Codex rollout import.
type codex struct {
	j     job
	src   *source
	items []cxRef // response items since the previous compaction
	// Session facts: the first session id, the latest of the others.
	sessionID, cwd, version, model, lastStamp string
	lastTokens                                *cxTokenInfo
	quietTurn                                 bool // a task started and nothing happened in it yet
	prev                                      []review.Message
	compactions                               int
	unknown, unknownItems, unknownKeys        map[string]firstSeen
}

func importCodex(src *source, j job) error {
	c := &codex{j: j, src: src, unknown: map[string]firstSeen{}, unknownItems: map[string]firstSeen{},
		unknownKeys: map[string]firstSeen{}}
	if err := eachLine(src, j, c.readLine); err != nil {
		return err
	}
	return c.finish()
}

func (c *codex) problem(line int, msg string) error {
	return c.j.fn(Result{Problem: &review.Problem{File: c.j.name, Line: line, Message: msg}})
}

func (c *codex) note(msg string) error { return c.j.fn(Result{Note: msg}) }

func seen(m map[string]firstSeen, key string, line int) {
	fs := m[key]
	if fs.n == 0 {
		fs.line = line
	}
	fs.n++
	m[key] = fs
}

// scanCodexHead reads a rollout line's envelope and the payload fields the
// importer uses. Fields of the wrong kind on the lines whose fields make
// an event are described in bad; on other lines they are ignored, since
// their payloads change shape between releases.
func scanCodexHead(b []byte) (h cxHead, bad []string, err error) {
	var payload []byte
	err = scanObject(b, func(key, val []byte) error {
		switch string(key) {
		case "timestamp":
			h.Timestamp, _ = str(val)
		case "type":
			h.Type, _ = str(val)
		case "payload":
			payload = val
		}
		return nil
	})
	if err != nil {
		return h, nil, err
	}
	strict := h.Type == "session_meta" || h.Type == "turn_context" || h.Type == "compacted"
	text := func(dst *string, key string, val []byte) {
		if s, ok := str(val); ok {
			*dst = s
		} else if strict && !isNull(val) {
			bad = append(bad, badField("payload."+key, "string", val))
		}
	}
	members(payload, func(k, v []byte) {
		key := string(k)
		if h.Type == "compacted" {
			h.PayloadKeys = append(h.PayloadKeys, key)
		}
		switch key {
		case "type":
			h.ItemType, _ = str(v)
		case "id":
			text(&h.ID, key, v)
		case "cwd":
			text(&h.Cwd, key, v)
		case "cli_version":
			text(&h.CLIVersion, key, v)
		case "model":
			text(&h.Model, key, v)
		case "message":
			text(&h.Message, key, v)
		case "info":
			h.TokenInfo = v
		case "replacement_history":
			h.ReplacementHistory = v
		}
	})
	return h, bad, nil
}

func (c *codex) readLine(b []byte, off int64, line int) error {
	if b[0] != '{' {
		return c.problem(line, "not a JSON object; line skipped (the rollout may be damaged)")
	}
	h, bad, err := scanCodexHead(b)
	if err != nil {
		return c.problem(line, "not valid JSON ("+err.Error()+"); line skipped (the rollout may be damaged or cut off)")
	}
	for _, msg := range bad {
		if err := c.problem(line, msg+"; the field was ignored"); err != nil {
			return err
		}
	}
	if h.Timestamp != "" {
		c.lastStamp = h.Timestamp
	}
	switch h.Type {
	case "session_meta":
		// A resumed or forked session may repeat it; the first names the
		// session.
		if c.sessionID == "" {
			c.sessionID = h.ID
		}
		if h.Cwd != "" {
			c.cwd = h.Cwd
		}
		if h.CLIVersion != "" {
			c.version = h.CLIVersion
		}
	case "turn_context":
		if h.Model != "" {
			c.model = h.Model
		}
		if h.Cwd != "" {
			c.cwd = h.Cwd
		}
	case "response_item":
		if !cxItemTypes[h.ItemType] {
			seen(c.unknownItems, h.ItemType, line)
			return nil
		}
		if h.ItemType == "reasoning" || h.ItemType == "ghost_snapshot" {
			return nil
		}
		c.quietTurn = false
		c.items = append(c.items, cxRef{off: off, n: int32(len(b)), line: int32(line)})
	case "event_msg":
		switch h.ItemType {
		case "token_count":
			var info cxTokenInfo
			if !isNull(h.TokenInfo) && json.Unmarshal(h.TokenInfo, &info) == nil {
				c.lastTokens = &info
			}
		case "task_started":
			c.quietTurn = true
		case "user_message", "agent_message":
			c.quietTurn = false
		}
	case "compacted":
		return c.compacted(&h, line)
	default:
		seen(c.unknown, h.Type, line)
	}
	return nil
}

// cxLead opens the fixed prefix Codex puts before a local compaction's
// summary ("Another language model started to solve this problem and
// produced a summary of its thinking process. ... assist with your own
// analysis:").
const cxLead = "Another language model started to solve this problem"

// stripCodexPrefix removes the fixed prefix from a local summary. The
// prefix is one paragraph followed by a line break; builds that reword it
// keep the opening words.
func stripCodexPrefix(msg string) string {
	t := strings.TrimLeft(msg, " \t\r\n")
	if !strings.HasPrefix(t, cxLead) {
		return strings.TrimSpace(msg)
	}
	if k := strings.IndexByte(t, '\n'); k >= 0 {
		return strings.TrimSpace(t[k+1:])
	}
	if k := strings.Index(t, "analysis:"); k >= 0 {
		return strings.TrimSpace(t[k+len("analysis:"):])
	}
	return ""
}

func (c *codex) compacted(h *cxHead, line int) error {
	c.compactions++
	j := c.j
	for _, k := range h.PayloadKeys {
		if !cxCompactedKeys[k] {
			seen(c.unknownKeys, k, line)
		}
	}
	var history [][]byte
	if !isNull(h.ReplacementHistory) {
		if err := eachElement(h.ReplacementHistory, func(e []byte) error {
			history = append(history, e)
			return nil
		}); err != nil {
			if err := c.problem(line, "replacement_history: "+err.Error()+"; the retained messages were not read"); err != nil {
				return err
			}
		}
	}
	session := c.sessionID
	if session == "" {
		session = sessionFromName(j.name)
	}
	ev := &review.Event{
		Schema: review.EventSchema,
		ID:     eventID(string(FormatCodex), session, "line-"+strconv.Itoa(line)),
		Agent:  review.Agent{Name: "codex", Model: c.model, Compactor: "codex-local", CompactorVersion: c.version},
	}
	j.identity(ev, FormatCodex, session, c.cwd)
	// A rollout does not say who asked for the compaction: a task that
	// compacts before doing anything else is /compact, the rest is auto.
	ev.Trigger.Kind = "auto"
	if c.quietTurn {
		ev.Trigger.Kind = "manual"
	}
	ev.Origin.Derived = append(ev.Origin.Derived, "trigger.kind")
	if t := c.lastTokens; t != nil && t.LastTokenUsage != nil {
		u := t.LastTokenUsage
		ev.Trigger.PreTokens = tokens(u.TotalTokens)
		if ev.Trigger.PreTokens == 0 {
			ev.Trigger.PreTokens = tokens(u.InputTokens) + tokens(u.OutputTokens)
		}
	}

	where := fmt.Sprintf("%s (lines before %d)", j.name, line)
	orig := newOriginal(j.opts)
	calls := map[string]string{}
	for k := len(c.items) - 1; k >= 0; k-- {
		if orig.full {
			orig.skip()
			continue
		}
		msgs, err := c.itemAt(c.items[k], calls)
		if err != nil {
			return err
		}
		orig.add(msgs, false)
	}
	if c.prev != nil {
		orig.add(c.prev, true)
	}
	nameToolResults(orig, calls)
	ev.Original = orig.messages(where)
	if ev.Original == nil {
		ev.Original = []review.Message{}
	}

	// The summary, and what the new history kept.
	msg := h.Message
	retained := &original{maxMessage: j.opts.maxMessage(), budget: j.opts.maxOriginal() / 4}
	encrypted, readable := -1, 0
	for k := len(history) - 1; k >= 0; k-- {
		it := scanItem(history[k])
		if it.Type == "compaction" || it.Type == "compaction_summary" {
			encrypted = max(encrypted, it.Encrypted, 0)
			continue
		}
		if it.Type == "message" && strings.HasPrefix(strings.TrimSpace(cxMessageText(it.Content)), cxLead) {
			continue // the local summary itself
		}
		id := fmt.Sprintf("line-%d.%d", line, k+1)
		msgs := cxMessages(&it, id, nil, calls, j.opts.maxMessage(), fmt.Sprintf("%s:%d", j.name, line))
		readable += len(msgs)
		retained.add(msgs, false)
	}
	nameToolResults(retained, calls)
	ev.Summary.Retained = retained.messages(fmt.Sprintf("%s:%d", j.name, line))
	if encrypted >= 0 {
		ev.Agent.Compactor = "codex-remote"
		ev.Summary.Opaque = fmt.Sprintf("encrypted by the provider (remote compaction): the summary is a %s-byte encrypted "+
			"item that only the provider can read; the %s in summary.retained are what the new history kept in readable form",
			thousands(encrypted), count(readable, "message", "messages"))
		if strings.TrimSpace(msg) != "" {
			ev.Summary.Opaque += fmt.Sprintf(". The compacted line's message field reads: %q", clip(msg, 1024, fmt.Sprintf("%s:%d", j.name, line)))
		}
		c.prev = []review.Message{{ID: "line-" + strconv.Itoa(line), Role: review.RoleUser, Injected: true,
			Content: fmt.Sprintf("[the encrypted summary of the remote compaction at line %d]", line), At: at(h.Timestamp)}}
	} else {
		text := stripCodexPrefix(msg)
		if text != "" {
			ev.Summary.Text = &text
		} else {
			ev.Summary.Opaque = fmt.Sprintf("empty: the compacted line (line %d) carries no summary text", line)
		}
		c.prev = []review.Message{{ID: "line-" + strconv.Itoa(line), Role: review.RoleUser, Injected: true,
			Content: clip(msg, j.opts.maxMessage(), fmt.Sprintf("%s:%d", j.name, line)), At: at(h.Timestamp)}}
	}
	ev.CreatedAt = firstTime(h.Timestamp, c.lastStamp)
	c.items, c.lastTokens, c.quietTurn = c.items[:0], nil, false
	if ev.CreatedAt.IsZero() {
		return c.problem(line, "the compaction has no timestamp, and neither has any line before it; no event was made")
	}
	return j.emit(ev, line)
}

func (c *codex) finish() error {
	for _, group := range []struct {
		m    map[string]firstSeen
		what string
	}{{c.unknown, "line type %q"}, {c.unknownItems, "response item type %q"}, {c.unknownKeys, "compacted key %q"}} {
		for _, k := range sortedKeys(group.m) {
			fs := group.m[k]
			if err := c.note(fmt.Sprintf("%s:%d: "+group.what+" not read by recap (%s); a newer Codex may write it",
				c.j.name, fs.line, k, count(fs.n, "line", "lines"))); err != nil {
				return err
			}
		}
	}
	if c.compactions == 0 {
		return c.note(fmt.Sprintf("%s: no compaction in this transcript (%s)", c.j.name, count(c.src.lines.line, "line", "lines")))
	}
	return nil
}

// itemAt reads a response item back and flattens it. A line that no
// longer scans (the file was rewritten while it was read) is reported and
// left out.
func (c *codex) itemAt(r cxRef, calls map[string]string) ([]review.Message, error) {
	b, err := c.src.readBack(r.off, int(r.n))
	var stamp string
	var payload []byte
	if err == nil {
		err = scanObject(b, func(k, v []byte) error {
			switch string(k) {
			case "timestamp":
				stamp, _ = str(v)
			case "payload":
				payload = v
			}
			return nil
		})
	}
	if err != nil {
		return nil, c.problem(int(r.line), fmt.Sprintf("could not be read back for the compaction (%v); it is left out "+
			"of that event; import the file again when nothing is writing to it", err))
	}
	it := scanItem(payload)
	where := fmt.Sprintf("%s:%d", c.j.name, r.line)
	return cxMessages(&it, "line-"+strconv.Itoa(int(r.line)), at(stamp), calls, c.j.opts.maxMessage(), where), nil
}

// cxMessages flattens one response item into original messages.
func cxMessages(it *cxItem, id string, when *time.Time, calls map[string]string, max int, where string) []review.Message {
	m := review.Message{ID: id, At: when}
	switch it.Type {
	case "message":
		text := cxMessageText(it.Content)
		switch it.Role {
		case "assistant":
			m.Role = review.RoleAssistant
		case "user":
			m.Role, m.Injected = review.RoleUser, cxInjected(text)
		default: // developer, system: the harness's instructions
			m.Role, m.Injected = review.RoleSystem, true
		}
		m.Content = text
	case "function_call", "custom_tool_call":
		calls[it.CallID] = it.Name
		m.Role, m.Kind, m.Name = review.RoleAssistant, review.KindToolCall, it.Name
		m.Content = jsonString(it.Arguments)
		if it.Type == "custom_tool_call" {
			m.Content = jsonString(it.Input)
		}
	case "local_shell_call", "web_search_call":
		name := strings.TrimSuffix(it.Type, "_call")
		calls[it.CallID] = name
		m.Role, m.Kind, m.Name, m.Content = review.RoleAssistant, review.KindToolCall, name, string(it.Action)
	case "function_call_output", "custom_tool_call_output":
		text, ok := cxOutput(it.Output)
		m.Role, m.Kind, m.Name, m.Status, m.Content = review.RoleTool, review.KindToolResult, toolRef+it.CallID, "ok", text
		if !ok {
			m.Status = "error"
		}
	case "compaction", "compaction_summary":
		m.Role, m.Injected = review.RoleUser, true
		m.Content = "[the encrypted summary of an earlier remote compaction; only the provider can read it]"
	default:
		return nil
	}
	m.Content = clip(m.Content, max, where)
	return []review.Message{m}
}

// cxInjectedOpenings are how the harness's own user-role messages open:
// AGENTS.md and user instructions, the environment block, skills, shell
// command echoes, notices. Compared case-insensitively.
var cxInjectedOpenings = []string{"<environment_context>", "<user_instructions>", "# agents.md instructions",
	"<instructions>", "<turn_aborted>", "<skill>", "<user_shell_command>", "<subagent_notification>",
	"<context_update>", strings.ToLower(cxLead)}

func cxInjected(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	for _, o := range cxInjectedOpenings {
		if strings.HasPrefix(t, o) {
			return true
		}
	}
	return false
}

// cxMessageText joins a message's text parts; images are named.
func cxMessageText(raw []byte) string {
	if s, ok := str(raw); ok {
		return s
	}
	var out []string
	elements(raw, func(e []byte) {
		var typ, text string
		members(e, func(k, v []byte) {
			switch string(k) {
			case "type":
				typ, _ = str(v)
			case "text":
				text, _ = str(v)
			}
		})
		switch typ {
		case "input_text", "output_text", "text":
			out = append(out, text)
		default:
			out = append(out, "["+strings.TrimPrefix(typ, "input_")+"]")
		}
	})
	return strings.Join(out, "\n")
}

// cxOutput reads a tool output: a string, {content, success}, or content
// items. ok is false only when the output says success is false.
func cxOutput(raw []byte) (string, bool) {
	if s, ok := str(raw); ok {
		return s, true
	}
	if isNull(raw) {
		return "", true
	}
	if raw[0] == '{' {
		var content []byte
		success := true
		members(raw, func(k, v []byte) {
			switch string(k) {
			case "content":
				content = v
			case "success":
				if b, ok := boolean(v); ok {
					success = b
				}
			}
		})
		if content != nil {
			if s, ok := str(content); ok {
				return s, success
			}
			return cxMessageText(content), success
		}
	}
	if raw[0] == '[' {
		return cxMessageText(raw), true
	}
	return string(raw), true
}

// jsonString returns a JSON string's value, or other JSON as written.
func jsonString(raw []byte) string {
	if s, ok := str(raw); ok {
		return s
	}
	return string(raw)
}
