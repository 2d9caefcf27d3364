package sampling

import (
	"sort"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"
)

// folded is a normalised copy of untrusted text that the lexicons match
// against, with a map back to the original bytes so evidence can quote the
// text exactly as it arrived.
//
// Folding lowercases, strips Latin diacritics ("não" → "nao"), drops
// invisible format characters (zero-width spaces, bidi overrides, soft
// hyphens) that hostile text uses to split trigger words, maps common
// Cyrillic and Greek look-alikes and full-width ASCII to plain ASCII, unifies
// quotes and dashes, and collapses runs of spaces. Newlines are kept because
// they separate lines and list items.
type folded struct {
	raw  string
	text string
	// cps maps folded offsets back to raw ones. Folding keeps most bytes in
	// place (ASCII, CJK), so instead of one entry per byte it records the
	// points where raw offset minus folded offset changes: for a folded
	// offset i, the last checkpoint at or before i gives raw = i + delta.
	cps []checkpoint
}

type checkpoint struct{ at, delta int32 }

// origStart maps a folded offset to the raw offset of the byte that
// produced it.
func (f *folded) origStart(i int) int {
	if i >= len(f.text) {
		return len(f.raw)
	}
	k := sort.Search(len(f.cps), func(j int) bool { return int(f.cps[j].at) > i }) - 1
	d := 0
	if k >= 0 {
		d = int(f.cps[k].delta)
	}
	return i + d
}

// origEnd maps the folded end offset e (exclusive) to the end of the raw
// rune that produced text[e-1], so spans never swallow dropped characters
// and never end inside a rune.
func (f *folded) origEnd(e int) int {
	if e <= 0 {
		return f.origStart(0)
	}
	if e > len(f.text) {
		e = len(f.text)
	}
	s := f.origStart(e - 1)
	for s > 0 && f.raw[s]&0xC0 == 0x80 {
		s--
	}
	_, size := utf8.DecodeRuneInString(f.raw[s:])
	return s + size
}

// span returns the raw byte span for the folded span [s, e).
func (f *folded) span(s, e int) (int, int) {
	if e <= s {
		p := f.origStart(s)
		return p, p
	}
	a := f.origStart(s)
	for a > 0 && a < len(f.raw) && f.raw[a]&0xC0 == 0x80 {
		a--
	}
	return a, f.origEnd(e)
}

// latinFold maps Latin letters with diacritics to their plain lowercase
// form. It is a variable initialiser, not init(), so that package-level
// engines built during initialisation already see it.
var latinFold = func() (t [0x250]string) {
	for r := rune(0xC0); r < 0x250; r++ {
		var out []rune
		for _, d := range norm.NFD.String(string(r)) {
			if !unicode.Is(unicode.Mn, d) {
				out = append(out, unicode.ToLower(d))
			}
		}
		if s := string(out); s != string(unicode.ToLower(r)) {
			t[r] = s
		}
	}
	for r, s := range map[rune]string{
		'ß': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ø': "o", 'Ø': "o",
		'đ': "d", 'Đ': "d", 'ł': "l", 'Ł': "l", 'ı': "i", 'ħ': "h", 'þ': "th",
	} {
		t[r] = s
	}
	return t
}()

// confusables maps lowercase Cyrillic and Greek letters that look like Latin
// ones, so "ignоre" written with a Cyrillic о still matches.
var confusables = map[rune]byte{
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x',
	'і': 'i', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w',
	'ο': 'o', 'α': 'a', 'ν': 'v', 'ρ': 'p', 'ι': 'i', 'κ': 'k', 'ε': 'e',
	'τ': 't', 'υ': 'u', 'χ': 'x',
}

// fold builds the folded form of raw. Its cost is linear in len(raw).
func fold(raw string) folded {
	b := make([]byte, 0, len(raw)+8)
	var cps []checkpoint
	var lastDelta int32
	lastSpace := true
	// emitAt appends c as produced by the raw byte at.
	emitAt := func(c byte, at int) {
		if d := int32(at - len(b)); d != lastDelta {
			cps = append(cps, checkpoint{int32(len(b)), d})
			lastDelta = d
		}
		b = append(b, c)
	}
	emitSpace := func(at int) {
		if !lastSpace {
			emitAt(' ', at)
			lastSpace = true
		}
	}
	// emitRune appends r as produced by the raw rune at [at, at+size): byte
	// for byte when the encoding keeps its length, else all from at.
	emitRune := func(r rune, at, size int) {
		var buf [utf8.UTFMax]byte
		n := utf8.EncodeRune(buf[:], r)
		for k := 0; k < n; k++ {
			if n == size {
				emitAt(buf[k], at+k)
			} else {
				emitAt(buf[k], at)
			}
		}
		lastSpace = false
	}
	for i := 0; i < len(raw); {
		// Fastest path: while no byte has been dropped or expanded since
		// the last checkpoint, a run of bytes that fold to themselves
		// (see foldsToItself), and single spaces between them, is copied
		// in one append with no checkpoint to record.
		if int32(i-len(b)) == lastDelta {
			j := i
			for j < len(raw) {
				c := raw[j]
				if foldsToItself[c] || c == ' ' && (j > i && raw[j-1] != ' ' || j == i && !lastSpace) {
					j++
					continue
				}
				// A common CJK ideograph, U+4E00 to U+9FFF: lead byte E4
				// (second byte from B8) to E9 and two continuation bytes.
				if c >= 0xE4 && c <= 0xE9 && j+2 < len(raw) && raw[j+1]&0xC0 == 0x80 && raw[j+2]&0xC0 == 0x80 &&
					(c != 0xE4 || raw[j+1] >= 0xB8) {
					j += 3
					continue
				}
				break
			}
			if j > i {
				b = append(b, raw[i:j]...)
				lastSpace = raw[j-1] == ' '
				i = j
				continue
			}
		}
		c := raw[i]
		// Hot path: lowercase letters, digits and common punctuation copy
		// through unchanged.
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == ',' || c == '\'' || c == '-' {
			if int32(i-len(b)) != lastDelta {
				emitAt(c, i)
			} else {
				b = append(b, c)
			}
			lastSpace = false
			i++
			continue
		}
		// Second hot path: a plain space (the most common byte in prose)
		// and an uppercase ASCII letter, with the same effect as
		// emitSpace and emitAt below but without the closure calls.
		if c == ' ' || c >= 'A' && c <= 'Z' {
			if c == ' ' {
				if lastSpace {
					i++
					continue
				}
				lastSpace = true
			} else {
				c += 32
				lastSpace = false
			}
			if int32(i-len(b)) != lastDelta {
				emitAt(c, i)
			} else {
				b = append(b, c)
			}
			i++
			continue
		}
		if c < utf8.RuneSelf {
			// A terminal escape sequence is markup, not text: read as a
			// space, so "\x1b[31mignore the system prompt" still reads
			// "ignore".
			if c == 0x1b {
				emitSpace(i)
				i = escapeEnd(raw, i)
				continue
			}
			switch {
			case c >= 'A' && c <= 'Z':
				emitAt(c+32, i)
				lastSpace = false
			case c == '\n':
				// Drop a space just before the newline so lines end cleanly.
				if n := len(b); n > 0 && b[n-1] == ' ' {
					b[n-1] = '\n'
				} else {
					emitAt('\n', i)
				}
				lastSpace = true
			case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c < 0x20 || c == 0x7f:
				emitSpace(i)
			default:
				emitAt(c, i)
				lastSpace = false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(raw[i:])
		at := i
		i += size
		if r >= 0x4E00 && r <= 0x9FFF {
			// Common CJK ideographs need no folding: the hot path for Chinese.
			for k := 0; k < size; k++ {
				emitAt(raw[at+k], at+k)
			}
			lastSpace = false
			continue
		}
		switch {
		case r == utf8.RuneError && size == 1:
			emitSpace(at)
			continue
		case unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Mn, r):
			// Invisible format characters and stray combining marks.
			continue
		case r == 0x3000 || unicode.IsSpace(r) || (r >= 0x80 && r < 0xA0):
			emitSpace(at)
			continue
		case r >= 0xFF01 && r <= 0xFF5E:
			c := byte(r - 0xFEE0)
			if c >= 'A' && c <= 'Z' {
				c += 32
			}
			emitAt(c, at)
			lastSpace = false
			continue
		case r == 0xFFE5:
			emitRune('¥', at, size)
			continue
		case r == 0x2018 || r == 0x2019 || r == 0x201A || r == 0x201B || r == 0x2032 || r == 0x02BC:
			emitAt('\'', at)
			lastSpace = false
			continue
		case r == 0x201C || r == 0x201D || r == 0x201E || r == 0x201F || r == 0x00AB || r == 0x00BB ||
			r == 0x2033 || (r >= 0x300C && r <= 0x300F):
			emitAt('"', at)
			lastSpace = false
			continue
		case (r >= 0x2010 && r <= 0x2015) || r == 0x2212:
			emitAt('-', at)
			lastSpace = false
			continue
		case r == 0x3001:
			emitAt(',', at)
			lastSpace = false
			continue
		case (r >= 0x1D400 && r <= 0x1D7FF) || (r >= 0x2100 && r <= 0x214F) || (r >= 0x2460 && r <= 0x24FF):
			// Styled letters and digits ("𝐢𝐠𝐧𝐨𝐫𝐞", "①") fold to their plain form.
			for _, d := range norm.NFKC.String(string(r)) {
				d = unicode.ToLower(d)
				var buf [utf8.UTFMax]byte
				n := utf8.EncodeRune(buf[:], d)
				for k := 0; k < n; k++ {
					emitAt(buf[k], at)
				}
			}
			lastSpace = false
			continue
		}
		lr := unicode.ToLower(r)
		if lr < 0x250 && latinFold[lr] != "" {
			for k := 0; k < len(latinFold[lr]); k++ {
				emitAt(latinFold[lr][k], at)
			}
			lastSpace = false
			continue
		}
		if c, ok := confusables[lr]; ok {
			emitAt(c, at)
			lastSpace = false
			continue
		}
		emitRune(lr, at, size)
	}
	// The folded bytes are never written again: share them as the string.
	text := ""
	if len(b) > 0 {
		text = unsafe.String(&b[0], len(b))
	}
	return folded{raw: raw, text: text, cps: cps}
}

// foldsToItself marks the bytes fold copies through unchanged: lowercase
// letters, digits and common punctuation (the first hot path in fold).
var foldsToItself = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == ',' || c == '\'' || c == '-'
	}
	return t
}()

// foldString folds s and returns only the folded text.
func foldString(s string) string { return fold(s).text }

// isCJK reports whether r is a Han, Kana or Hangul character: scripts
// written without spaces, where words have no boundaries to check.
func isCJK(r rune) bool {
	switch {
	case r < 0x1100:
		return false
	case r >= 0x4E00 && r <= 0x9FFF, r >= 0x3040 && r <= 0x30FF, r >= 0xAC00 && r <= 0xD7AF:
		return true
	}
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hangul, r)
}

// isWordRune reports whether r continues a space-separated word. An
// underscore separates words, so "pending_approval" and "refund_amount"
// read as two words each.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
	}
	return (unicode.IsLetter(r) || unicode.IsDigit(r)) && !isCJK(r)
}

// escapeEnd returns the end of the terminal escape sequence starting with
// ESC at i: a control sequence ("ESC [ 3 1 m", ended by a byte from @ to
// ~), an operating-system command ("ESC ] 0 ; title", ended by BEL or ESC
// \), or ESC and one byte.
func escapeEnd(raw string, i int) int {
	j := i + 1
	if j >= len(raw) {
		return j
	}
	switch raw[j] {
	case '[':
		for j++; j < len(raw); j++ {
			if c := raw[j]; c >= 0x40 && c <= 0x7e {
				return j + 1
			}
		}
		return j
	case ']', 'P', '_', '^':
		for j++; j < len(raw); j++ {
			if raw[j] == 0x07 {
				return j + 1
			}
			if raw[j] == 0x1b && j+1 < len(raw) && raw[j+1] == '\\' {
				return j + 2
			}
		}
		return j
	}
	return j + 1
}
