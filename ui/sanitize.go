package ui

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Text from events is untrusted: a tool result or a summary may carry
// terminal control sequences that retitle the window (OSC 0/2), write the
// clipboard (OSC 52), plant hyperlinks (OSC 8), move the cursor to paint
// over the desk (CSI), or smuggle instructions in invisible characters.
//
// Every such sequence begins with a control character (ESC or a C1
// control such as CSI 0x9B or OSC 0x9D), so the desk never parses
// sequences to decide what to keep: it replaces every control character
// with a visible, inert picture. "\x1b]52;c;…\x07" is drawn as
// "␛]52;c;…␇", which shows the reviewer that something was attempted and
// cannot be executed by any terminal. Invisible characters a reviewer must
// see (bidirectional overrides, Unicode tag characters used for ASCII
// smuggling, zero-width spaces) are shown as <U+XXXX>.

// unitKind says how a display unit of untrusted text is drawn.
type unitKind uint8

const (
	unitText    unitKind = iota // printable text, drawn as is
	unitEscaped                 // a control or invisible character, drawn as a picture
	unitNewline                 // "\n" or "\r\n": ends the line
	unitTab                     // "\t": expanded to spaces by the layout
)

// unit is one display unit of untrusted text: a grapheme cluster, or one
// escaped character, newline or tab.
type unit struct {
	n     int    // bytes of the source the unit covers
	disp  string // what is drawn; a substring of the source for text units
	width int    // cells disp occupies
	kind  unitKind
}

// c0Pictures are the Unicode control pictures for C0 controls, so "\x1b"
// is drawn as "␛" and "\a" as "␇".
var c0Pictures = func() [32]string {
	var p [32]string
	for c := range 32 {
		p[c] = string(rune(0x2400 + c))
	}
	return p
}()

const (
	pictureDEL     = "\u2421" // ␡
	pictureInvalid = "\uFFFD" // an invalid UTF-8 byte
	pictureNewline = "\u2424" // ␤, for newlines in one-line contexts
)

// needsEscape reports whether r must not reach the terminal as is.
func needsEscape(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7F:
		return true
	case r >= 0x80 && r <= 0x9F: // C1 controls: 0x9B is CSI, 0x9D is OSC
		return true
	case r == 0x061C, r == 0x200E, r == 0x200F: // bidirectional marks
		return true
	case r >= 0x202A && r <= 0x202E: // bidirectional embeddings and overrides
		return true
	case r >= 0x2066 && r <= 0x2069: // bidirectional isolates
		return true
	case r == 0x2028, r == 0x2029: // line and paragraph separators
		return true
	case r == 0x200B, r >= 0x2060 && r <= 0x2064, r == 0xFEFF: // zero-width and invisible operators
		return true
	case r >= 0x206A && r <= 0x206F: // deprecated format characters
		return true
	case r >= 0xFFF9 && r <= 0xFFFB: // interlinear annotations
		return true
	case r == 0xFFFE, r == 0xFFFF:
		return true
	case r >= 0xE0000 && r <= 0xE007F: // tag characters: invisible ASCII
		return true
	case r >= 0xE0100 && r <= 0xE01EF: // variation selectors supplement, used to hide bytes
		return true
	}
	return false
}

// escapedPicture returns the visible form of a rune that needsEscape.
func escapedPicture(r rune) string {
	switch {
	case r < 0x20:
		return c0Pictures[r]
	case r == 0x7F:
		return pictureDEL
	}
	return fmt.Sprintf("<U+%04X>", r)
}

// nextUnit decodes the display unit of s starting at byte i (i < len(s)).
func nextUnit(s string, i int) unit {
	c := s[i]
	if c >= 0x20 && c < 0x7F {
		// ASCII fast path: a printable byte is its own cluster unless a
		// combining mark follows it.
		if i+1 >= len(s) || s[i+1] < 0x80 {
			return unit{n: 1, disp: s[i : i+1], width: 1}
		}
	}
	switch c {
	case '\n':
		return unit{n: 1, kind: unitNewline}
	case '\t':
		return unit{n: 1, kind: unitTab}
	case '\r':
		if i+1 < len(s) && s[i+1] == '\n' {
			return unit{n: 2, kind: unitNewline}
		}
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && size <= 1 {
		return unit{n: 1, disp: pictureInvalid, width: 1, kind: unitEscaped}
	}
	if needsEscape(r) {
		p := escapedPicture(r)
		return unit{n: size, disp: p, width: len([]rune(p)), kind: unitEscaped}
	}
	// Segmentation scans a whole run of extending characters, so an
	// unbounded window would make a long run of marks interleaved with
	// escaped characters quadratic. No real grapheme is this long.
	window := s[i:min(len(s), i+maxClusterBytes)]
	cluster, width := ansi.FirstGraphemeCluster(window, ansi.GraphemeWidth)
	if len(cluster) > size && !subdivisionFlags[cluster] {
		// A cluster may hide invisible runes behind a visible one (tag
		// characters extend any base): cut it before the first of them so
		// they are drawn as pictures of their own.
		for j := size; j < len(cluster); {
			rr, sz := utf8.DecodeRuneInString(cluster[j:])
			if needsEscape(rr) || (rr == utf8.RuneError && sz <= 1) {
				cluster = cluster[:j]
				width = ansi.StringWidth(cluster)
				break
			}
			j += sz
		}
	}
	if len(cluster) == 0 {
		cluster = s[i : i+size]
		width = ansi.StringWidth(cluster)
	}
	return unit{n: len(cluster), disp: cluster, width: width}
}

// maxClusterBytes bounds one grapheme cluster; longer ones (stacked
// combining marks) are split, which only changes how they are drawn.
const maxClusterBytes = 128

// subdivisionFlags are the only emoji tag sequences in use (England,
// Scotland, Wales). Any other run of tag characters is hidden text and is
// drawn as pictures, even after a black flag.
var subdivisionFlags = map[string]bool{
	"\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F": true,
	"\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F": true,
	"\U0001F3F4\U000E0067\U000E0062\U000E0077\U000E006C\U000E0073\U000E007F": true,
}

// Sanitize returns s with every control character and invisible character
// replaced by a visible picture; newlines and tabs are kept. It returns s
// itself when nothing needs replacing.
func Sanitize(s string) string { return sanitize(s, false) }

// SanitizeLine is [Sanitize] for one-line contexts such as table cells:
// newlines are drawn as "␤" and tabs as a space.
func SanitizeLine(s string) string { return sanitize(s, true) }

func sanitize(s string, oneLine bool) string {
	if isPlainText(s, oneLine) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i := 0; i < len(s); {
		u := nextUnit(s, i)
		switch u.kind {
		case unitNewline:
			if oneLine {
				b.WriteString(pictureNewline)
			} else {
				b.WriteByte('\n')
			}
		case unitTab:
			if oneLine {
				b.WriteByte(' ')
			} else {
				b.WriteByte('\t')
			}
		default:
			b.WriteString(u.disp)
		}
		i += u.n
	}
	return b.String()
}

// isPlainText reports whether s is printable ASCII (plus newline and tab
// when multi-line), which needs no work.
func isPlainText(s string, oneLine bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7F {
			continue
		}
		if !oneLine && (c == '\n' || c == '\t') {
			continue
		}
		return false
	}
	return true
}

// keepSGR removes every escape sequence from s except SGR (colour and
// attribute) sequences. It cleans the output of renderers the desk trusts
// with untrusted input (glamour turns markdown links into OSC 8
// hyperlinks); the input itself was already sanitised.
func keepSGR(s string) string {
	if !strings.ContainsRune(s, 0x1b) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if s[i] != 0x1b {
			j := strings.IndexByte(s[i:], 0x1b)
			if j < 0 {
				b.WriteString(s[i:])
				break
			}
			b.WriteString(s[i : i+j])
			i += j
			continue
		}
		n, sgr := escapeSequenceLen(s, i)
		if sgr {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// escapeSequenceLen measures the escape sequence starting at s[i] == ESC
// and reports whether it is an SGR sequence (CSI … m).
func escapeSequenceLen(s string, i int) (n int, sgr bool) {
	if i+1 >= len(s) {
		return 1, false
	}
	switch s[i+1] {
	case '[': // CSI: parameters and intermediates, then a final byte.
		j := i + 2
		for j < len(s) && s[j] >= 0x20 && s[j] <= 0x3F {
			j++
		}
		if j < len(s) && s[j] >= 0x40 && s[j] <= 0x7E {
			return j + 1 - i, s[j] == 'm'
		}
		return j - i, false
	case ']', 'P', '_', '^', 'X': // OSC, DCS, APC, PM, SOS: a string up to BEL or ST.
		for j := i + 2; j < len(s); j++ {
			if s[j] == 0x07 {
				return j + 1 - i, false
			}
			if s[j] == 0x1b && j+1 < len(s) && s[j+1] == '\\' {
				return j + 2 - i, false
			}
		}
		return len(s) - i, false
	}
	return 2, false
}
