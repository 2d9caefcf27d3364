package sampling

import (
	"strings"
	"unicode/utf8"
)

// cueSet finds the first of a fixed list of cue words in folded text, as
// firstCue does (at word bounds; at any offset for a CJK cue), in one
// pass over the text's words instead of one search per cue. A cue is
// filed under its first word (its first rune when it opens with CJK);
// most words are passed over on their first two letters alone.
type cueSet struct {
	// cues is the list the set was built from, without empty cues.
	cues   []string
	byWord map[string][]string
	// shape files, by a word's first two letters, the lengths (bit
	// min(len, 63)) and last letters of the cues' first words that open
	// so: a word that fits none of them is passed over without a lookup.
	shape [26][26]wordShape
	// digit tells whether a cue opens with a digit; single files the
	// one-letter words that open cues.
	digit  bool
	single [26]bool
	// odd holds the cues that open with neither a word byte nor CJK
	// ("'s", "-"), searched the slow way.
	odd []string
}

func newCueSet(cues []string) *cueSet {
	cs := &cueSet{byWord: map[string][]string{}}
	for _, c := range cues {
		if c == "" {
			continue
		}
		cs.cues = append(cs.cues, c)
		r, size := utf8.DecodeRuneInString(c)
		var key string
		switch {
		case isCJK(r):
			key = c[:size]
		case isWordByte(c[0]):
			j := 0
			for j < len(c) && isWordByte(c[j]) {
				j++
			}
			key = c[:j]
			if len(key) >= 2 && key[0] >= 'a' && key[0] <= 'z' && key[1] >= 'a' && key[1] <= 'z' {
				cs.shape[key[0]-'a'][key[1]-'a'].add(key)
			}
			if len(key) == 1 && key[0] >= 'a' && key[0] <= 'z' {
				cs.single[key[0]-'a'] = true
			}
			if isDigit(key[0]) {
				cs.digit = true
			}
		default:
			cs.odd = append(cs.odd, c)
			continue
		}
		cs.byWord[key] = append(cs.byWord[key], c)
	}
	return cs
}

// first returns the offset of the first cue in t, or -1: the same as
// firstCue(t, cues).
func (cs *cueSet) first(t string) int {
	best := -1
	for _, c := range cs.odd {
		if k := indexCue(t, c); k >= 0 && (best < 0 || k < best) {
			best = k
		}
	}
	for i := 0; i < len(t); {
		if best >= 0 && i >= best {
			return best
		}
		if t[i] >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(t[i:])
			if isCJK(r) {
				for _, c := range cs.byWord[t[i:i+size]] {
					if strings.HasPrefix(t[i:], c) {
						return i
					}
				}
			}
			i += size
			continue
		}
		if !isWordByte(t[i]) || i > 0 && isWordByte(t[i-1]) {
			i++
			continue
		}
		j := i + 1
		for j < len(t) && isWordByte(t[j]) {
			j++
		}
		// A word that fits no cue's first word by its shape is passed
		// over without a lookup; any other word is looked up.
		if skip := isDigit(t[i]) && !cs.digit ||
			j-i == 1 && t[i] >= 'a' && t[i] <= 'z' && !cs.single[t[i]-'a'] ||
			j-i >= 2 && t[i] >= 'a' && t[i] <= 'z' && t[i+1] >= 'a' && t[i+1] <= 'z' && !cs.shape[t[i]-'a'][t[i+1]-'a'].fits(t[i:j]); skip {
			i = j
			continue
		}
		for _, c := range cs.byWord[t[i:j]] {
			if strings.HasPrefix(t[i:], c) && (i+len(c) == len(t) || !isWordByte(t[i+len(c)])) {
				return i
			}
		}
		i = j
	}
	return best
}

// wordShape holds the lengths and last bytes of a set of words.
type wordShape struct {
	lens uint64
	last [4]uint64
}

func (w *wordShape) add(word string) {
	w.lens |= 1 << min(len(word), 63)
	c := word[len(word)-1]
	w.last[c>>6] |= 1 << (c & 63)
}

// fits reports whether word may be one of the words added: its length
// and its last byte are both among theirs.
func (w *wordShape) fits(word string) bool {
	c := word[len(word)-1]
	return w.lens&(1<<min(len(word), 63)) != 0 && w.last[c>>6]&(1<<(c&63)) != 0
}

// has reports whether t holds a cue: hasCue(t, cues).
func (cs *cueSet) has(t string) bool { return cs.first(t) >= 0 }

// suffixCues tells whether folded text ends with one of a fixed list of
// cues, at a word start (at any offset for a cue that opens with CJK). A
// cue is filed under its last word (its last rune when that is CJK), so
// the text is checked only against the cues that can end it: "…antes del"
// against "antes del" and "del", not against every deadline word.
type suffixCues map[string][]string

func newSuffixCues(cues []string) suffixCues {
	sc := suffixCues{}
	for _, c := range cues {
		if c != "" {
			sc[lastWordOf(c)] = append(sc[lastWordOf(c)], c)
		}
	}
	return sc
}

// endsText reports t ending with one of the cues at a word start.
func (sc suffixCues) endsText(t string) bool {
	for _, c := range sc[lastWordOf(t)] {
		if !strings.HasSuffix(t, c) {
			continue
		}
		if i := len(t) - len(c); i == 0 || c[0] >= utf8.RuneSelf || !isWordByte(t[i-1]) {
			return true
		}
	}
	return false
}

// lastWordOf returns the last word of folded text t: its last run of word
// bytes, or its last rune when that is not a word byte (CJK).
func lastWordOf(t string) string {
	j := len(t)
	if j == 0 {
		return ""
	}
	if !isWordByte(t[j-1]) {
		_, size := utf8.DecodeLastRuneInString(t)
		return t[j-size:]
	}
	i := j
	for i > 0 && isWordByte(t[i-1]) {
		i--
	}
	return t[i:j]
}
