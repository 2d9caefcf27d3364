// Command corpusdump routes every labelled event of the held-out and
// labelled sets with the default engine and writes one tab-separated line
// per event: set, name, benign, expected risky, action, priority, risks
// (class:evidence count), findings (+ expected / - not expected, with
// severity and evidence count) and the expected findings it missed.
//
// It is the measurement behind the README's tables: run it on two
// engines and compare the files with testdata/tools/compare.py. It prints
// nothing of an event's text, so it can be run on sets nobody has read.
//
//	go run ./testdata/tools/corpusdump -o /tmp/dump.tsv
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"recap/review"
	"recap/sampling"
)

type labeled struct {
	Name   string `json:"name"`
	Benign bool   `json:"benign"`
	Expect struct {
		Risky    bool     `json:"risky"`
		Findings []string `json:"findings"`
	} `json:"expect"`
	Event json.RawMessage `json:"event"`
}

func main() {
	out := flag.String("o", "", "file to write (default: standard output)")
	root := flag.String("testdata", "testdata", "the testdata folder")
	flag.Parse()
	dirs, err := filepath.Glob(filepath.Join(*root, "holdout*"))
	if err != nil {
		fail(err)
	}
	dirs = append(dirs, filepath.Join(*root, "labeled"))
	sort.Strings(dirs)
	e := sampling.NewEngine(nil)
	var b strings.Builder
	for _, d := range dirs {
		files, _ := filepath.Glob(filepath.Join(d, "*.jsonl"))
		for _, f := range files {
			if err := dumpFile(&b, e, filepath.Base(d), f); err != nil {
				fail(err)
			}
		}
	}
	if *out == "" {
		fmt.Print(b.String())
		return
	}
	if err := os.WriteFile(*out, []byte(b.String()), 0o644); err != nil {
		fail(err)
	}
}

func dumpFile(b *strings.Builder, e *sampling.Engine, set, file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), review.MaxEventBytes)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var l labeled
		if err := json.Unmarshal(line, &l); err != nil {
			return fmt.Errorf("%s:%d: not a labelled event: %v", file, n, err)
		}
		raw, err := review.ParseEvent(l.Event)
		if err != nil {
			return fmt.Errorf("%s:%d (%s): event does not validate: %v", file, n, l.Name, err)
		}
		r := e.Route(raw.Event)
		var fs, got, miss, rs []string
		for _, f := range r.Findings {
			mark := "-"
			if slices.Contains(l.Expect.Findings, f.ID) {
				mark = "+"
			}
			fs = append(fs, fmt.Sprintf("%s%s:%s:%d", mark, f.ID, f.Severity, len(f.Evidence)))
			got = append(got, f.ID)
		}
		for _, x := range l.Expect.Findings {
			if !slices.Contains(got, x) {
				miss = append(miss, x)
			}
		}
		for _, x := range r.Risks {
			rs = append(rs, fmt.Sprintf("%v:%d", x.Class, len(x.Evidence)))
		}
		sort.Strings(fs)
		sort.Strings(rs)
		fmt.Fprintf(b, "%s\t%s\t%v\t%v\t%s\t%d\t%s\t%s\t%s\n", set, l.Name, l.Benign, l.Expect.Risky, r.Action, r.Priority,
			strings.Join(rs, ","), strings.Join(fs, " "), strings.Join(miss, ","))
	}
	return sc.Err()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "corpusdump:", err)
	os.Exit(1)
}
