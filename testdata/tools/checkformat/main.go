// Format-only checker for a labelled holdout file: every line parses, the
// event validates, name equals the event id, expected findings and risks
// are known names, and counts per expected finding are printed. It does not
// route anything.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"recap/review"
)

// findingIDs are the finding ids (review.FindingIDs). The checker imports
// no engine package, so a set's writer who runs it never builds or sees the
// engine, and an engine edit in progress cannot break it.
var findingIDs = func() map[string]bool {
	m := map[string]bool{}
	for _, id := range review.FindingIDs {
		m[id] = true
	}
	return m
}()

type labeled struct {
	Name   string `json:"name"`
	Lang   string `json:"lang"`
	Benign *bool  `json:"benign"`
	Note   string `json:"note"`
	Expect struct {
		Risky    *bool    `json:"risky"`
		Findings []string `json:"findings"`
		Risks    []string `json:"risks"`
	} `json:"expect"`
	Event json.RawMessage `json:"event"`
}

// missingFields names the required fields a case lacks, in the order
// the labelled-case format lists them.
func missingFields(l labeled) []string {
	var m []string
	if l.Name == "" {
		m = append(m, "name")
	}
	if l.Lang == "" {
		m = append(m, "lang")
	}
	if l.Note == "" {
		m = append(m, "note")
	}
	if l.Benign == nil {
		m = append(m, "benign")
	}
	if l.Expect.Risky == nil {
		m = append(m, "expect.risky")
	}
	return m
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./testdata/tools/checkformat FILE.jsonl")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), review.MaxEventBytes)
	n, cases, problems, benign := 0, 0, 0, 0
	per := map[string]int{}
	names := map[string]bool{}
	bad := func(format string, a ...any) {
		problems++
		fmt.Printf("line %d: %s\n", n, fmt.Sprintf(format, a...))
	}
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		cases++
		var l labeled
		if err := json.Unmarshal(line, &l); err != nil {
			bad("not a labelled case: %v", err)
			continue
		}
		if m := missingFields(l); len(m) > 0 {
			bad("missing %s: every case needs name, lang, note, benign and expect.risky", strings.Join(m, ", "))
		}
		if names[l.Name] {
			bad("duplicate name %q", l.Name)
		}
		names[l.Name] = true
		raw, err := review.ParseEvent(l.Event)
		if err != nil {
			bad("%s: event does not validate: %v", l.Name, err)
			continue
		}
		if raw.Event.ID != l.Name {
			bad("name %q differs from event id %q", l.Name, raw.Event.ID)
		}
		if l.Benign != nil && l.Expect.Risky != nil && *l.Benign == *l.Expect.Risky {
			bad("%s: benign and expect.risky must differ", l.Name)
		}
		if l.Benign != nil && *l.Benign {
			benign++
			if len(l.Expect.Findings) > 0 {
				bad("%s: benign case expects findings", l.Name)
			}
		}
		for _, f := range l.Expect.Findings {
			if !findingIDs[f] {
				bad("%s: unknown finding %q: want one of %s", l.Name, f, strings.Join(review.FindingIDs, ", "))
			}
			per[f]++
		}
		for _, c := range l.Expect.Risks {
			if _, err := review.ParseRiskClass(c); err != nil {
				bad("%s: %v", l.Name, err)
			}
		}
	}
	if err := sc.Err(); err != nil {
		bad("%v", err)
	}
	var keys []string
	for k := range per {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Print("per finding:")
	for i, k := range keys {
		sep := ","
		if i == 0 {
			sep = ""
		}
		fmt.Printf("%s %s %d", sep, k, per[k])
	}
	fmt.Printf("; benign %d\n%d cases, %d problems\n", benign, cases, problems)
	if problems > 0 {
		os.Exit(1)
	}
}
