package importer

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"
)

// claudeGen writes a synthetic Claude Code session shaped like real ones:
// prompts, assistant turns split over lines that share a message id,
// thinking blocks with signatures, tool calls whose results are repeated in
// toolUseResult (as Claude Code does), attachments, progress and
// file-history lines, an occasional rewind that abandons a branch, and a
// compaction whenever compactEvery bytes have been written since the last.
type claudeGen struct {
	w            *bufio.Writer
	rng          *rand.Rand
	written      int64
	sinceCompact int64
	compactEvery int64
	seq          int
	leaf         string
	clock        time.Time
	compactions  int
	tool         int
}

var genWords = strings.Fields(`the order refund ledger charge customer invoice payment retry service
deploy config table migration schema partition bucket key vault rotate token approval pending failed
confirmed created updated checksum rollback staging production cluster node quota request response
error timeout handler function module package test build release notes api client server queue`)

// writeClaudeTranscript writes about size bytes to w and returns the number
// of compactions written.
func writeClaudeTranscript(w io.Writer, size, compactEvery int64, seed uint64) (int, error) {
	g := &claudeGen{w: bufio.NewWriterSize(w, 1<<20), rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		compactEvery: compactEvery, clock: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	for g.written < size {
		if err := g.turn(); err != nil {
			return 0, err
		}
		if g.sinceCompact >= g.compactEvery {
			if err := g.compact(); err != nil {
				return 0, err
			}
		}
	}
	return g.compactions, g.w.Flush()
}

func (g *claudeGen) uuid() string {
	g.seq++
	return fmt.Sprintf("%08x-%04x-4%03x-8%03x-%012x", g.rng.Uint32(), g.seq&0xffff, g.seq%0xfff, g.rng.IntN(0xfff), g.seq)
}

func (g *claudeGen) text(n int) string {
	var b strings.Builder
	for b.Len() < n {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(genWords[g.rng.IntN(len(genWords))])
	}
	return b.String()
}

func (g *claudeGen) base(typ, parent string) map[string]any {
	g.clock = g.clock.Add(time.Duration(500+g.rng.IntN(4000)) * time.Millisecond)
	var p any
	if parent != "" {
		p = parent
	}
	return map[string]any{"parentUuid": p, "isSidechain": false, "userType": "external",
		"cwd": "/home/dev/work/payments-service", "sessionId": "9d4c1b2a-0000-4000-8000-00000000be7c",
		"version": "2.1.20", "gitBranch": "main", "type": typ, "uuid": g.uuid(),
		"timestamp": g.clock.Format("2006-01-02T15:04:05.000Z")}
}

func (g *claudeGen) put(v map[string]any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	n, err := g.w.Write(b)
	g.written += int64(n)
	g.sinceCompact += int64(n)
	if id, ok := v["uuid"].(string); ok {
		g.leaf = id
	}
	return err
}

func (g *claudeGen) assistant(parent, msgID string, block map[string]any) map[string]any {
	l := g.base("assistant", parent)
	l["requestId"] = "req_" + msgID
	l["message"] = map[string]any{"model": "claude-opus-4-5-20251101", "id": msgID, "type": "message",
		"role": "assistant", "content": []any{block}, "stop_reason": nil,
		"usage": map[string]any{"input_tokens": g.rng.IntN(9), "cache_read_input_tokens": g.rng.IntN(150000), "output_tokens": g.rng.IntN(900)}}
	return l
}

// turn writes one user prompt and the assistant's work on it.
func (g *claudeGen) turn() error {
	if g.rng.IntN(8) == 0 {
		snap := map[string]any{"type": "file-history-snapshot", "messageId": g.uuid(), "isSnapshotUpdate": false,
			"snapshot": map[string]any{"trackedFileBackups": map[string]any{}, "timestamp": g.clock.Format(time.RFC3339)}}
		if err := g.put(snap); err != nil {
			return err
		}
	}
	u := g.base("user", g.leaf)
	u["message"] = map[string]any{"role": "user", "content": g.text(40 + g.rng.IntN(600))}
	if err := g.put(u); err != nil {
		return err
	}
	if g.rng.IntN(3) == 0 {
		a := g.base("attachment", g.leaf)
		a["attachment"] = map[string]any{"type": "hook_additional_context", "content": []string{g.text(200)}, "hookEvent": "UserPromptSubmit"}
		if err := g.put(a); err != nil {
			return err
		}
	}
	steps := 1 + g.rng.IntN(6)
	for s := 0; s < steps; s++ {
		msgID := fmt.Sprintf("msg_%016x", g.rng.Uint64())
		sig := make([]byte, 600+g.rng.IntN(1200))
		for i := range sig {
			sig[i] = byte(g.rng.IntN(256))
		}
		think := map[string]any{"type": "thinking", "thinking": g.text(300 + g.rng.IntN(2500)), "signature": base64.StdEncoding.EncodeToString(sig)}
		if err := g.put(g.assistant(g.leaf, msgID, think)); err != nil {
			return err
		}
		if err := g.put(g.assistant(g.leaf, msgID, map[string]any{"type": "text", "text": g.text(80 + g.rng.IntN(1500))})); err != nil {
			return err
		}
		g.tool++
		toolID := fmt.Sprintf("toolu_%020d", g.tool)
		use := map[string]any{"type": "tool_use", "id": toolID, "name": []string{"Bash", "Read", "Edit", "Grep"}[g.rng.IntN(4)],
			"input": map[string]any{"command": g.text(30 + g.rng.IntN(120)), "description": g.text(30)}}
		if err := g.put(g.assistant(g.leaf, msgID, use)); err != nil {
			return err
		}
		if g.rng.IntN(2) == 0 {
			p := g.base("progress", g.leaf)
			p["data"] = map[string]any{"type": "bash_progress", "output": "", "elapsedTimeSeconds": 2}
			p["toolUseID"] = "bash-progress-0"
			p["parentToolUseID"] = toolID
			if err := g.put(p); err != nil {
				return err
			}
		}
		n := 200 + g.rng.IntN(12000)
		if g.rng.IntN(40) == 0 {
			n = 100000 + g.rng.IntN(150000) // a large file read
		}
		out := g.text(n)
		r := g.base("user", g.leaf)
		r["message"] = map[string]any{"role": "user", "content": []any{map[string]any{
			"tool_use_id": toolID, "type": "tool_result", "content": out, "is_error": g.rng.IntN(15) == 0}}}
		r["toolUseResult"] = map[string]any{"stdout": out, "stderr": "", "interrupted": false}
		r["sourceToolAssistantUUID"] = g.leaf
		if err := g.put(r); err != nil {
			return err
		}
	}
	if g.rng.IntN(25) == 0 {
		// A rewind: a prompt and an answer that the next turn abandons.
		keep := g.leaf
		u := g.base("user", keep)
		u["message"] = map[string]any{"role": "user", "content": g.text(100)}
		if err := g.put(u); err != nil {
			return err
		}
		if err := g.put(g.assistant(g.leaf, "msg_rewound", map[string]any{"type": "text", "text": g.text(400)})); err != nil {
			return err
		}
		g.leaf = keep
	}
	d := g.base("system", g.leaf)
	d["subtype"] = "turn_duration"
	d["durationMs"] = g.rng.IntN(300000)
	return g.put(d)
}

func (g *claudeGen) compact() error {
	last := g.leaf
	b := g.base("system", "")
	b["subtype"] = "compact_boundary"
	b["content"] = "Conversation compacted"
	b["logicalParentUuid"] = last
	b["compactMetadata"] = map[string]any{"trigger": "auto", "preTokens": 150000 + g.rng.IntN(40000)}
	if err := g.put(b); err != nil {
		return err
	}
	s := g.base("user", g.leaf)
	s["isCompactSummary"] = true
	s["isVisibleInTranscriptOnly"] = true
	s["message"] = map[string]any{"role": "user", "content": ccLead + " that ran out of context. " +
		"The summary below covers the earlier portion of the conversation.\n\nSummary:\n" + g.text(6000+g.rng.IntN(10000))}
	g.compactions++
	g.sinceCompact = 0
	return g.put(s)
}
