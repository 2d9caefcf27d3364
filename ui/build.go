package ui

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"recap/review"
)

// paneID names the three review panes.
type paneID int

const (
	paneOriginal paneID = iota
	paneSummary
	paneSource
	numPanes
)

// paneTitles are the panes' titles, exactly as reviewers learn them.
var paneTitles = [numPanes]string{"Original", "Summary", "Source of truth"}

// eventDocs are the three panes' documents for one event.
type eventDocs struct {
	panes [numPanes]*doc
	// summaryMarkdown is true when the summary text can be rendered as
	// markdown; huge summaries are only ever shown as text.
	summaryMarkdown bool
}

// rawParts extracts the contract and source of truth exactly as they
// arrived, so the panes show unknown fields and the producer's key order.
func rawParts(raw []byte, ev *review.Event) (contract, source []byte) {
	var top struct {
		Summary struct {
			Contract json.RawMessage `json:"contract"`
		} `json:"summary"`
		SourceOfTruth json.RawMessage `json:"source_of_truth"`
	}
	if len(raw) > 0 && json.Unmarshal(raw, &top) == nil {
		contract, source = top.Summary.Contract, top.SourceOfTruth
	}
	if len(contract) == 0 && ev.Summary.Contract != nil {
		contract, _ = json.Marshal(ev.Summary.Contract)
	}
	if len(source) == 0 && ev.SourceOfTruth != nil {
		source, _ = json.Marshal(ev.SourceOfTruth)
	}
	if string(contract) == "null" {
		contract = nil
	}
	if string(source) == "null" {
		source = nil
	}
	return contract, source
}

// buildEventDocs builds the panes' documents. It does no I/O and is run
// in a command, never in Update.
func buildEventDocs(raw []byte, ev *review.Event) *eventDocs {
	contract, source := rawParts(raw, ev)
	out := &eventDocs{}
	out.panes[paneOriginal] = buildOriginal(ev)
	out.panes[paneSummary], out.summaryMarkdown = buildSummary(ev, contract)
	out.panes[paneSource] = buildSource(ev, source)
	return out
}

func buildOriginal(ev *review.Event) *doc {
	d := newDoc()
	if len(ev.Original) == 0 {
		d.line("The event carries no original context.", kWarn)
	}
	for i, m := range ev.Original {
		if i > 0 {
			d.blank()
		}
		addMessage(d, m)
	}
	if len(ev.Summary.Retained) > 0 {
		d.blank()
		d.line("── kept verbatim by the compactor ──", kLabel)
		for _, m := range ev.Summary.Retained {
			d.blank()
			addMessage(d, m)
		}
	}
	return d
}

// addMessage adds a role-labelled message: a header line, then the content
// indented, anchored as "original:<id>" for evidence.
func addMessage(d *doc, m review.Message) {
	label, kind, body := messageLabel(m)
	head := []span{{text: "▌" + label, kind: kind}}
	if m.Name != "" {
		head = append(head, span{text: " " + m.Name, kind: kind})
	}
	meta := " · " + m.ID
	if m.At != nil {
		meta += " · " + m.At.UTC().Format("15:04:05")
	}
	if m.Injected {
		meta += " · injected by the harness"
	}
	head = append(head, span{text: meta, kind: kDim})
	d.add(para{spans: head, indent: 2})
	if m.Injected && body == kText {
		body = kInjected
	}
	p := d.add(para{spans: []span{{text: "  ", kind: kText}, {text: m.Content, kind: body}}, indent: 2})
	d.anchor("original:"+m.ID, p, 1)
}

// messageLabel says how a message is labelled and drawn: tool calls,
// tool results and errors are visually distinct from conversation.
func messageLabel(m review.Message) (label string, head, body styleKind) {
	switch {
	case m.IsError():
		return "tool error", kToolError, kToolError
	case m.Kind == review.KindToolCall:
		return "tool call", kRoleTool, kToolCall
	case m.Kind == review.KindToolResult || m.Role == review.RoleTool:
		return "tool result", kRoleTool, kToolResult
	case m.Role == review.RoleSystem:
		return "system", kRoleSystem, kText
	case m.Role == review.RoleUser:
		return "user", kRoleUser, kText
	case m.Role == review.RoleAssistant:
		return "assistant", kRoleAssistant, kText
	}
	return string(m.Role), kLabel, kText
}

func buildSummary(ev *review.Event, contract []byte) (*doc, bool) {
	d := newDoc()
	markdown := false
	if ev.Summary.HasText() {
		text := ev.Summary.TextOrEmpty()
		markdown = len(text) <= markdownMaxBytes
		p := d.add(para{spans: []span{{text: text}}, markdown: markdown})
		d.anchor("summary:text", p, 0)
	} else {
		// Evidence about a missing summary points at its text: anchor the
		// notice that says it is missing.
		d.anchor("summary:text", d.line("No readable summary.", kWarn), 0)
		if ev.Summary.Opaque != "" {
			d.add(para{spans: []span{{text: "The compactor says: ", kind: kDim}, {text: ev.Summary.Opaque}}})
		}
		d.line("Nothing the next context will resume from can be checked.", kDim)
	}
	d.blank()
	d.line("Contract", kHeading)
	if len(contract) == 0 {
		d.line("No resumption contract was sent.", kDim)
	} else if err := addJSON(d, contract, "contract:"); err != nil {
		d.line("The contract could not be shown: "+err.Error(), kError)
	}
	return d, markdown
}

func buildSource(ev *review.Event, source []byte) *doc {
	d := newDoc()
	if len(source) == 0 {
		d.line("No source of truth was sent with this event.", kWarn)
		d.line("Critical claims in the summary cannot be verified against the system of record.", kDim)
		return d
	}
	if sot := ev.SourceOfTruth; sot != nil {
		meta := "from " + sot.System
		if sot.FetchedAt != nil {
			meta += ", fetched " + sot.FetchedAt.UTC().Format(time.RFC3339)
		}
		d.line(meta, kDim)
	}
	if err := addJSON(d, source, "sot:"); err != nil {
		d.line("The source of truth could not be shown: "+err.Error(), kError)
	}
	return d
}

// evidencePane maps an evidence pane to the desk's pane and anchor.
func evidenceAnchor(e review.Evidence) (paneID, string, bool) {
	switch e.Pane {
	case review.PaneOriginal:
		return paneOriginal, "original:" + e.Ref, true
	case review.PaneSummary:
		return paneSummary, "summary:text", true
	case review.PaneContract:
		return paneSummary, "contract:" + e.Ref, true
	case review.PaneSourceOfTruth:
		return paneSource, "sot:" + e.Ref, true
	}
	return 0, "", false
}

// hlRange is a highlighted byte range of one span.
type hlRange struct {
	ref        spanRef
	start, end int
}

// resolveEvidence finds where e points in d. A pointer that names nothing
// is walked up to its nearest existing parent; offsets that do not match
// the quote are corrected by searching for the quote, so an engine
// mistake still lands near the evidence instead of nowhere.
func resolveEvidence(d *doc, name string, e review.Evidence) (hlRange, bool) {
	ref, ok := d.anchors[name]
	for !ok {
		i := strings.LastIndexByte(name, '/')
		if i < 0 || !strings.Contains(name, ":/") {
			return hlRange{}, false
		}
		name = name[:i]
		ref, ok = d.anchors[name]
		if !ok && strings.HasSuffix(name, ":") {
			return hlRange{}, false
		}
	}
	text := d.paras[ref.para].spans[ref.span].text
	start, end := e.Start, e.End
	if start < 0 || end > len(text) || start > end {
		start, end = 0, 0
	}
	if e.Quote != "" && text[start:end] != e.Quote {
		if i := strings.Index(text, e.Quote); i >= 0 {
			start, end = i, i+len(e.Quote)
		}
	}
	if end <= start {
		start, end = 0, len(text)
	}
	return hlRange{ref: ref, start: start, end: end}, true
}

// findingVerdictKeys returns the key of each finding: its id and its index
// among findings with the same id, as [review.Finding.Key] defines.
func findingVerdictKeys(fs []review.Finding) []string {
	seen := map[string]int{}
	keys := make([]string, len(fs))
	for i, f := range fs {
		keys[i] = f.Key(seen[f.ID])
		seen[f.ID]++
	}
	return keys
}

// fieldDiff is one field where the summary and the source of truth
// disagree.
type fieldDiff struct {
	summaryWhere, summaryValue string
	sourceWhere, sourceValue   string
}

// conflictDiff pairs a finding's summary-side evidence with its
// source-of-truth evidence, field by field, in the order the engine gave.
func conflictDiff(f review.Finding) []fieldDiff {
	var left, right []review.Evidence
	for _, e := range f.Evidence {
		if e.Pane == review.PaneSourceOfTruth {
			right = append(right, e)
		} else {
			left = append(left, e)
		}
	}
	if len(left) == 0 || len(right) == 0 {
		return nil
	}
	n := max(len(left), len(right))
	out := make([]fieldDiff, 0, n)
	for i := range n {
		var fd fieldDiff
		if i < len(left) {
			l := left[i]
			fd.summaryWhere, fd.summaryValue = evidenceWhere(l), l.Quote
		}
		if i < len(right) {
			r := right[i]
			fd.sourceWhere, fd.sourceValue = evidenceWhere(r), r.Quote
		}
		out = append(out, fd)
	}
	return out
}

func evidenceWhere(e review.Evidence) string {
	switch e.Pane {
	case review.PaneSummary:
		return "summary text"
	case review.PaneContract:
		return "contract " + e.Ref
	case review.PaneSourceOfTruth:
		return "source " + e.Ref
	case review.PaneOriginal:
		return "message " + e.Ref
	}
	return fmt.Sprintf("%s %s", e.Pane, e.Ref)
}
