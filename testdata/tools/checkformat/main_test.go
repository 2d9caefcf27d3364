package main

import (
	"go/build"
	"strings"
	"testing"
)

// TestImportsNoEngine: the checker is run by the writers of blind sets, so
// building it must never build or show the engine. It fails if this package,
// or any recap package it reaches, imports recap/sampling (or any recap
// package other than recap/review).
func TestImportsNoEngine(t *testing.T) {
	seen := map[string]bool{}
	var walk func(path, dir string)
	walk = func(path, dir string) {
		if seen[path] {
			return
		}
		seen[path] = true
		pkg, err := build.Import(path, dir, 0)
		if err != nil {
			t.Fatalf("import %s: %v", path, err)
		}
		for _, imp := range pkg.Imports {
			if !strings.HasPrefix(imp, "recap/") {
				continue
			}
			if imp != "recap/review" {
				t.Errorf("%s imports %s: the checker may reach recap/review only", path, imp)
				continue
			}
			walk(imp, pkg.Dir)
		}
	}
	walk(".", ".")
	if !seen["recap/review"] {
		t.Errorf("walked %v: expected recap/review among the checker's imports", seen)
	}
}

// TestMissingFieldsNamed: a case lacking fields is told which ones, not
// the whole list of fields that might be missing.
func TestMissingFieldsNamed(t *testing.T) {
	yes := true
	var l labeled
	l.Name, l.Benign = "a", &yes
	if got := strings.Join(missingFields(l), ","); got != "lang,note,expect.risky" {
		t.Errorf("missingFields = %q, want lang,note,expect.risky", got)
	}
	l.Lang, l.Note, l.Expect.Risky = "en", "n", &yes
	if got := missingFields(l); len(got) != 0 {
		t.Errorf("missingFields of a whole case = %v, want none", got)
	}
}
