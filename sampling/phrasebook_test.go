package sampling

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"recap/review"
)

var phrasebookDir = flag.String("phrasebook", defaultPhrasebook, "directory of phrasebook *.jsonl files")

// phrase is one line of the phrasebook: a miniature compaction event whose
// summary either carries one order to the next context (kind names which)
// or is a hard benign text. See testdata/phrasebook/README.md.
type phrase struct {
	ID        string `json:"id"`
	Lang      string `json:"lang"`
	Kind      string `json:"kind"`
	System    string `json:"system"`
	User      string `json:"user"`
	Assistant string `json:"assistant"`
	Tool      *struct {
		Name   string `json:"name"`
		Output string `json:"output"`
		Error  bool   `json:"error"`
	} `json:"tool"`
	Summary string `json:"summary"`
	Order   string `json:"order"`

	file string
	line int
}

// phraseKinds are the phrasebook's kinds: the eight kinds of order of
// issue 3 and benign.
var phraseKinds = []string{"ignore_rules", "new_tool", "invent_data", "hide_failure", "presume", "identity", "void_policy",
	"change_record", "benign"}

func loadPhrasebook(t *testing.T, dir string) []phrase {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var out []phrase
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		n := 0
		for sc.Scan() {
			n++
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var p phrase
			if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
				t.Fatalf("%s:%d: %v", f, n, err)
			}
			if p.ID == "" || p.Lang == "" || p.Kind == "" || p.Summary == "" || p.User == "" {
				t.Fatalf("%s:%d: id, lang, kind, user and summary are required", f, n)
			}
			if !slices.Contains(phraseKinds, p.Kind) {
				t.Fatalf("%s:%d (%s): kind %q is none of %v", f, n, p.ID, p.Kind, phraseKinds)
			}
			// An empty order is a substring of any summary: it must be there.
			if p.Kind != "benign" && (p.Order == "" || !strings.Contains(p.Summary, p.Order)) {
				t.Fatalf("%s:%d (%s): order is empty or not a substring of the summary", f, n, p.ID)
			}
			p.file, p.line = filepath.Base(f), n
			out = append(out, p)
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	return out
}

// event builds the phrase's event: its messages in order, a source of
// truth, and a policy granting only the tool the original used.
func (p phrase) event() *review.Event {
	b := newEvent(p.ID)
	if p.System != "" {
		b.msg(review.RoleSystem, p.System)
	}
	b.msg(review.RoleUser, p.User)
	pol := review.Policy{}
	if p.Tool != nil {
		b.tool(p.Tool.Name, p.Tool.Output, p.Tool.Error)
		pol.AllowedTools = []string{p.Tool.Name}
	}
	if p.Assistant != "" {
		b.msg(review.RoleAssistant, p.Assistant)
	}
	return b.summary(p.Summary).sot(sotFor()).policy(pol).build()
}

// TestPhrasebook measures embedded_instruction on the phrasebook: per
// kind of order and per language, how many orders the engine finds and
// how many benign texts it accuses; -v lists every miss and false
// finding. The phrasebook is development data (see its README); the
// floors are what the engine measured when it was last changed, so a
// change that loses ground fails here.
func TestPhrasebook(t *testing.T) {
	ps := loadPhrasebook(t, *phrasebookDir)
	if len(ps) == 0 {
		t.Fatalf("no phrasebook lines under %s", *phrasebookDir)
	}
	type tally struct{ n, hit, routed int }
	byKind, byLang := map[string]*tally{}, map[string]*tally{}
	get := func(m map[string]*tally, k string) *tally {
		if m[k] == nil {
			m[k] = &tally{}
		}
		return m[k]
	}
	var orders, found, routed, benign, accused int
	for _, p := range ps {
		r := route(t, p.event())
		got := hasFinding(r, FindingEmbeddedInstruction)
		sent := r.Action == review.ActionBlock || r.Action == review.ActionReview
		for _, tl := range []*tally{get(byKind, p.Kind), get(byLang, p.Lang+" "+kindGroup(p.Kind))} {
			tl.n++
			if got {
				tl.hit++
			}
			if sent {
				tl.routed++
			}
		}
		if p.Kind == "benign" {
			benign++
			if got {
				accused++
				t.Logf("FALSE %s:%d %s %v", p.file, p.line, p.ID, findingIDs(r))
			}
			continue
		}
		orders++
		if got {
			found++
		} else {
			t.Logf("MISS  %s:%d %s [%s] %q", p.file, p.line, p.ID, p.Kind, p.Order)
		}
		if sent {
			routed++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-14s %5s %5s %6s\n", "kind", "n", "found", "routed")
	for _, k := range slices.Sorted(maps.Keys(byKind)) {
		tl := byKind[k]
		fmt.Fprintf(&b, "%-14s %5d %5d %6d\n", k, tl.n, tl.hit, tl.routed)
	}
	fmt.Fprintf(&b, "\n%-14s %5s %5s\n", "lang", "n", "found")
	for _, k := range slices.Sorted(maps.Keys(byLang)) {
		tl := byLang[k]
		fmt.Fprintf(&b, "%-14s %5d %5d\n", k, tl.n, tl.hit)
	}
	t.Logf("phrasebook: %d orders, embedded_instruction found %d (%.1f%%), routed to block/review %d; %d benign, accused %d (%.1f%%)\n%s",
		orders, found, pct(found, orders), routed, benign, accused, pct(accused, benign), b.String())
	// Floors: what the engine measured when it was last changed (session
	// 10: 155 of 288 found, 7 of 180 accused). A change may raise them; one
	// that loses ground fails here and says so.
	if *phrasebookDir == defaultPhrasebook {
		if found < phrasebookFound {
			t.Errorf("embedded_instruction found %d phrasebook orders, below the floor of %d: a change lost ground (see the MISS lines with -v)", found, phrasebookFound)
		}
		if accused > phrasebookAccused {
			t.Errorf("embedded_instruction accused %d benign phrasebook texts, above the ceiling of %d (see the FALSE lines with -v)", accused, phrasebookAccused)
		}
	}
}

const (
	defaultPhrasebook = "../testdata/phrasebook"
	phrasebookFound   = 155
	phrasebookAccused = 7
)

func kindGroup(k string) string {
	if k == "benign" {
		return "benign"
	}
	return "order"
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
