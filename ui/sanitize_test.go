package ui

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

func TestSanitize(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"PlainASCII", "refund R$ 4.300,00 to acct 42", "refund R$ 4.300,00 to acct 42"},
		{"KeepsNewlineAndTab", "a\n\tb", "a\n\tb"},
		{"CRLFBecomesNewline", "a\r\nb", "a\nb"},
		{"LoneCarriageReturn", "safe\rEVIL", "safe␍EVIL"},
		{"CSICursorMove", "x\x1b[2J\x1b[10;10Hy", "x␛[2J␛[10;10Hy"},
		{"CSIColour", "\x1b[31mred\x1b[0m", "␛[31mred␛[0m"},
		{"OSCTitleBEL", "\x1b]0;pwned\x07after", "␛]0;pwned␇after"},
		{"OSCTitleST", "\x1b]2;pwned\x1b\\after", "␛]2;pwned␛\\after"},
		{"OSC52Clipboard", "\x1b]52;c;cm0gLXJmIH4=\x07", "␛]52;c;cm0gLXJmIH4=␇"},
		{"OSC8Hyperlink", "\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\", "␛]8;;https://evil.example␛\\click␛]8;;␛\\"},
		{"DCS", "\x1bP1$r0m\x1b\\", "␛P1$r0m␛\\"},
		{"APC", "\x1b_Gf=100;AAAA\x1b\\", "␛_Gf=100;AAAA␛\\"},
		{"PM", "\x1b^private\x1b\\", "␛^private␛\\"},
		{"SOS", "\x1bXstring\x1b\\", "␛Xstring␛\\"},
		{"C1CSIEncoded", "a\u009b31mb", "a<U+009B>31mb"},
		{"C1OSCEncoded", "\u009d0;t\u009c", "<U+009D>0;t<U+009C>"},
		{"RawC1ByteInvalidUTF8", "a\x9b2Jb", "a\uFFFD2Jb"},
		{"NUL", "a\x00b", "a␀b"},
		{"BEL", "ding\a", "ding␇"},
		{"Backspace", "abc\b\b\bxyz", "abc␈␈␈xyz"},
		{"DEL", "a\x7fb", "a␡b"},
		{"BidiOverride", "invoice\u202Efdp.exe", "invoice<U+202E>fdp.exe"},
		{"BidiIsolate", "\u2066x\u2069", "<U+2066>x<U+2069>"},
		{"TagCharactersSmuggling", "ok\U000E0049\U000E0047\U000E004E", "ok<U+E0049><U+E0047><U+E004E>"},
		{"ZeroWidthSpace", "pass\u200Bword", "pass<U+200B>word"},
		{"LineSeparator", "a\u2028b", "a<U+2028>b"},
		{"Portuguese", "Reembolso não aprovado: R$ 4.300,00", "Reembolso não aprovado: R$ 4.300,00"},
		{"Chinese", "只有经理可以批准，否则不得退款", "只有经理可以批准，否则不得退款"},
		{"CombiningMark", "e\u0301t\u00e9", "e\u0301t\u00e9"},
		{"EmojiZWJ", "team 👩‍💻 ok", "team 👩‍💻 ok"},
		{"EnglandFlagKeepsTags", "🏴\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F", "🏴\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"},
		{"TagsAfterBlackFlagAreShown", "🏴\U000E0069\U000E0067\U000E007F", "🏴<U+E0069><U+E0067><U+E007F>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Sanitize(tc.in); got != tc.want {
				t.Errorf("Sanitize(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestSanitizeLine(t *testing.T) {
	if got, want := SanitizeLine("acme\nEVIL\tx\x1b[2K"), "acme␤EVIL x␛[2K"; got != want {
		t.Errorf("SanitizeLine = %q, want %q", got, want)
	}
}

func TestKeepSGR(t *testing.T) {
	in := "\x1b[1mbold\x1b[0m \x1b]8;;https://x\x1b\\link\x1b]8;;\x07 \x1b[2Jclear \x1b]52;c;AAAA\x07"
	got := keepSGR(in)
	if want := "\x1b[1mbold\x1b[0m link clear "; got != want {
		t.Errorf("keepSGR = %q, want %q", got, want)
	}
}

// assertInert fails when out could drive a terminal: any control byte
// other than newline and tab, a C1 or invisible rune, or invalid UTF-8.
func assertInert(t *testing.T, in, out string) {
	t.Helper()
	if !utf8.ValidString(out) {
		t.Fatalf("Sanitize(%q) = %q: not valid UTF-8", in, out)
	}
	for _, flag := range []string{"🏴\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F",
		"🏴\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",
		"🏴\U000E0067\U000E0062\U000E0077\U000E006C\U000E0073\U000E007F"} {
		out = strings.ReplaceAll(out, flag, "")
	}
	for _, r := range out {
		if r == '\n' || r == '\t' {
			continue
		}
		if needsEscape(r) {
			t.Fatalf("Sanitize(%q) = %q: still holds %U", in, out, r)
		}
	}
	if s := ansi.Strip(out); s != out {
		t.Fatalf("Sanitize(%q) = %q: the ANSI parser still finds sequences in it", in, out)
	}
}

func TestSanitizeUnitsCoverEveryByte(t *testing.T) {
	in := "a\x1b]52;c;x\x07\r\n\t漢字\u202e\x9b\xff🏴\U000E0067\U000E007Fe\u0301"
	total := 0
	for i := 0; i < len(in); {
		u := nextUnit(in, i)
		if u.n <= 0 {
			t.Fatalf("nextUnit at %d consumed %d bytes", i, u.n)
		}
		i += u.n
		total += u.n
	}
	if total != len(in) {
		t.Errorf("units covered %d bytes, want %d", total, len(in))
	}
	assertInert(t, in, Sanitize(in))
}

// TestSanitizeLinearOnExtendRuns guards against quadratic segmentation: a
// long run of combining marks interleaved with escaped tag characters
// used to rescan the rest of the run at every character. It compares a
// run ten times longer with a short one in the same process, the best of
// three each, rather than a wall-clock limit that a loaded machine breaks
// (CI on a busy 2-core box took 2.1 s for the long run alone): linear
// work grows about tenfold, quadratic work a hundredfold.
func TestSanitizeLinearOnExtendRuns(t *testing.T) {
	run := func(n int) (time.Duration, string, string) {
		in := "a" + strings.Repeat("\u0301\U000E0041", n)
		best, out := time.Duration(0), ""
		for range 3 {
			start := time.Now()
			out = Sanitize(in)
			if d := time.Since(start); best == 0 || d < best {
				best = d
			}
		}
		return best, in, out
	}
	short, _, _ := run(10_000)
	long, in, out := run(100_000)
	if short > 0 && long > 40*short {
		t.Fatalf("sanitising ten times the input took %v against %v (%.0f times): not linear", long, short, float64(long)/float64(short))
	}
	assertInert(t, in[:20], out)
}

func FuzzSanitize(f *testing.F) {
	for _, s := range []string{
		"", "plain", "\x1b[31mred", "\x1b]52;c;AAAA\x07", "\x1b]8;;u\x1b\\l\x1b]8;;\x1b\\",
		"\x1bP$q\x1b\\", "\u009b2J", "\x9b\xff\xfe", "\u202e\U000E0041", "a\r\nb\rc", "🏴\U000E0067\U000E007F",
		strings.Repeat("\x1b", 5),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := Sanitize(in)
		assertInert(t, in, out)
		line := SanitizeLine(in)
		assertInert(t, in, line)
		if strings.ContainsAny(line, "\n\t") {
			t.Fatalf("SanitizeLine(%q) = %q: keeps a newline or tab", in, line)
		}
		n := 0
		for i := 0; i < len(in); {
			u := nextUnit(in, i)
			if u.n <= 0 || i+u.n > len(in) {
				t.Fatalf("nextUnit(%q, %d) consumed %d bytes", in, i, u.n)
			}
			if u.kind == unitText && u.disp != in[i:i+u.n] {
				t.Fatalf("text unit %q is not the source %q", u.disp, in[i:i+u.n])
			}
			i += u.n
			n++
		}
		if k := keepSGR(in); strings.Contains(k, "\x1b]") {
			t.Fatalf("keepSGR(%q) = %q: keeps an OSC", in, k)
		}
	})
}
