package sampling

import (
	"path/filepath"
	"slices"
	"testing"
)

// cueSet.first must give what firstCue gives, on real text: every
// summary and message of the labelled set and two held-out sets, folded,
// for every cue set of the package, plus texts made to sit on its edges.
func TestCueSetMatchesFirstCue(t *testing.T) {
	var texts []string
	for _, dir := range []string{"labeled", "holdout100", "holdout190"} {
		for _, l := range loadLabeled(t, filepath.Join("..", "testdata", dir)) {
			if l.ev.Summary.Text != nil {
				texts = append(texts, fold(*l.ev.Summary.Text).text)
			}
			for _, m := range l.ev.Original {
				texts = append(texts, fold(m.Content).text)
			}
		}
	}
	texts = append(texts, "", "unless", "xunless", "unless.", "a exceção de", "sem", "sem-", "'s", "除非", "除非他", "x除非",
		"preferably not", "moglichst schnell", "moglichst nicht", "valid for 48 hours", "有效期至 3 月", "保留至", "expir", "expires")
	if len(texts) < 500 {
		t.Fatalf("only %d texts", len(texts))
	}
	sets := map[string]*cueSet{"absenceCues": absenceCues, "failedVerdicts": failedVerdicts, "rerunWords": rerunWords,
		"recordBlockVerbs": recordBlockVerbs, "holdVerbs": holdVerbs, "metWords": metWords, "expiryCueSet": expiryCueSet,
		"openStateCues": openStateCues, "doneStateCues": doneStateCues, "retryWords": retryWords, "quotaUsedWords": quotaUsedWords,
		"periodCueSet": periodCueSet, "quotaWords": quotaWords, "capacityWords": capacityWords, "policyNouns": policyNouns,
		"hourWords": hourWords, "agreedWords": agreedWords, "imposedWords": imposedWords, "exceptionCues": exceptionCues,
		"withoutCues": withoutCues, "softenerCues": softenerCues, "askCues": askCues, "necessityCues": necessityCues,
		"deadlineCueSet": deadlineCueSet, "deadlineLabelWords": deadlineLabelWords,
		// The lists a set is built from, built again here.
		"exceptionWords": newCueSet(exceptionWords), "periodCues": newCueSet(periodWords()),
		"expiryCues": newCueSet(slices.Concat(expiryCues, windowCues, spanOnlyCues))}
	compared := 0
	for name, cs := range sets {
		if len(cs.cues) == 0 {
			t.Errorf("%s: no cues", name)
		}
		for _, x := range texts {
			got, want := cs.first(x), firstCue(x, cs.cues)
			if got != want {
				t.Errorf("%s: first(%q) = %d, firstCue = %d", name, clip(x, 80), got, want)
			}
			if want >= 0 {
				compared++
			}
		}
	}
	if compared < 1000 {
		t.Errorf("only %d texts held a cue; the comparison says little", compared)
	}
}

// periodWords lists periodCues' words.
func periodWords() []string {
	ws := make([]string, len(periodCues))
	for i, c := range periodCues {
		ws[i] = c.word
	}
	return ws
}

// suffixCues.endsText must say what trying every cue says: on every
// prefix of real text that ends at a word's end, and on leads made to sit
// on its edges (a cue glued to a word before it, a CJK cue inside a run).
func TestSuffixCuesMatchEveryCue(t *testing.T) {
	every := func(t string, cues []string) bool {
		for _, c := range cues {
			if i := len(t) - len(c); i >= 0 && t[i:] == c && (i == 0 || c[0] >= 0x80 || !isWordByte(t[i-1])) {
				return true
			}
		}
		return false
	}
	var leads []string
	for _, l := range loadLabeled(t, filepath.Join("..", "testdata", "labeled")) {
		for _, m := range l.ev.Original {
			f := fold(m.Content).text
			for i := 1; i <= len(f); i++ {
				if i == len(f) || !isWordByte(f[i]) && isWordByte(f[i-1]) {
					leads = append(leads, f[:i])
				}
			}
		}
	}
	leads = append(leads, "", "before", "xbefore", "no later than", "antes del viernes", "chiudono", "超过", "不超过", "x超过", "sotto", "isotto")
	if len(leads) < 1000 {
		t.Fatalf("only %d leads", len(leads))
	}
	hits := 0
	for name, list := range map[string][]string{"thresholdWords": thresholdWords, "deadlineCues": deadlineCues} {
		sc := newSuffixCues(list)
		for _, x := range leads {
			got, want := sc.endsText(x), every(x, list)
			if got != want {
				t.Errorf("%s: endsText(%q) = %v, every cue says %v", name, clip(x, 60), got, want)
			}
			if got {
				hits++
			}
		}
	}
	if hits < 20 {
		t.Errorf("only %d leads end with a cue: the test reads too little", hits)
	}
}
