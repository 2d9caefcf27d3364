package sampling

import (
	"path/filepath"
	"testing"
)

// cueSet.first must give what firstCue gives, on real text: every
// summary and message of the labelled set and two held-out sets, folded,
// for every list a cueSet stands in for, plus texts made to sit on its
// edges.
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
	for name, list := range map[string][]string{"exceptionWords": exceptionWords, "withoutWords": withoutWords,
		"softenerWords": softenerWords, "expiryCues": expiryCues, "askWords": askWords, "necessityWords": necessityWords,
		"periodCues": periodWords()} {
		cs := newCueSet(list)
		for _, x := range texts {
			if got, want := cs.first(x), firstCue(x, list); got != want {
				t.Errorf("%s: first(%q) = %d, firstCue = %d", name, clip(x, 80), got, want)
			}
		}
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
