package ui

import (
	"image/color"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"
	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"
)

// theme holds every style the desk draws with, for one background. Colours
// are picked with lipgloss.LightDark so they read on light and dark
// terminals; with NO_COLOR the theme keeps only attributes (bold, reverse,
// underline), so highlights stay visible without colour.
type theme struct {
	dark    bool
	noColor bool

	kinds [numStyleKinds]lipgloss.Style
	// fast holds the kinds as bare SGR prefixes and suffixes: panes draw
	// hundreds of runs per frame, and wrapping a run in two precomputed
	// sequences is far cheaper than a full lipgloss render.
	fast [numStyleKinds]sgrStyle

	highlight   lipgloss.Style // evidence spans of the selected finding
	match       lipgloss.Style // search matches
	border      lipgloss.Style
	borderFocus lipgloss.Style
	title       lipgloss.Style
	titleFocus  lipgloss.Style
	header      lipgloss.Style
	tabActive   lipgloss.Style
	tabInactive lipgloss.Style
	selected    lipgloss.Style // the cursor row of a table or list
	status      lipgloss.Style
	statusInfo  lipgloss.Style
	statusWarn  lipgloss.Style
	statusError lipgloss.Style
	dialog      lipgloss.Style
	badge       map[string]lipgloss.Style // by route action and severity
	help        help.Styles

	markdownStyle string // glamour standard style
}

// chromaStyleName picks the chroma palette JSON is highlighted with.
func chromaStyleName(dark bool) string {
	if dark {
		return "github-dark"
	}
	return "github"
}

func newTheme(dark, noColor bool) theme {
	ld := lipgloss.LightDark(dark)
	c := func(light, darkHex string) color.Color {
		if noColor {
			return lipgloss.NoColor{}
		}
		return ld(lipgloss.Color(light), lipgloss.Color(darkHex))
	}
	s := lipgloss.NewStyle
	t := theme{dark: dark, noColor: noColor}

	dim := c("#8a8a8a", "#7a7a7a")
	fg := c("#1f2328", "#e6edf3")
	accent := c("#0550ae", "#79c0ff")
	red := c("#cf222e", "#ff7b72")
	green := c("#116329", "#7ee787")
	yellow := c("#7d4e00", "#e3b341")
	purple := c("#8250df", "#d2a8ff")
	cyan := c("#0a6b74", "#56d4dd")

	t.kinds[kText] = s()
	t.kinds[kDim] = s().Foreground(dim)
	t.kinds[kLabel] = s().Foreground(dim).Bold(true)
	t.kinds[kHeading] = s().Foreground(accent).Bold(true)
	t.kinds[kRoleSystem] = s().Foreground(purple).Bold(true)
	t.kinds[kRoleUser] = s().Foreground(accent).Bold(true)
	t.kinds[kRoleAssistant] = s().Foreground(green).Bold(true)
	t.kinds[kRoleTool] = s().Foreground(cyan).Bold(true)
	t.kinds[kToolCall] = s().Foreground(cyan)
	t.kinds[kToolResult] = s().Foreground(fg)
	t.kinds[kToolError] = s().Foreground(red)
	t.kinds[kInjected] = s().Foreground(dim).Italic(true)
	t.kinds[kEscaped] = s().Foreground(red).Reverse(true)
	t.kinds[kDiffAdd] = s().Foreground(green)
	t.kinds[kDiffDel] = s().Foreground(red)
	t.kinds[kWarn] = s().Foreground(yellow).Bold(true)
	t.kinds[kError] = s().Foreground(red).Bold(true)
	t.kinds[kOK] = s().Foreground(green).Bold(true)

	// JSON takes its palette from chroma, looked up once per theme.
	cs := styles.Get(chromaStyleName(dark))
	jsonStyle := func(tt chroma.TokenType) lipgloss.Style {
		st := s()
		if noColor {
			return st
		}
		e := cs.Get(tt)
		if e.Colour.IsSet() {
			st = st.Foreground(lipgloss.Color(e.Colour.String()))
		}
		if e.Bold == chroma.Yes {
			st = st.Bold(true)
		}
		return st
	}
	t.kinds[kJSONKey] = jsonStyle(chroma.NameTag)
	t.kinds[kJSONString] = jsonStyle(chroma.LiteralStringDouble)
	t.kinds[kJSONNumber] = jsonStyle(chroma.LiteralNumber)
	t.kinds[kJSONConst] = jsonStyle(chroma.KeywordConstant)
	t.kinds[kJSONPunct] = jsonStyle(chroma.Punctuation)

	t.highlight = s().Reverse(true).Bold(true)
	if !noColor {
		t.highlight = s().Background(c("#fff8c5", "#6e5a00")).Foreground(fg).Bold(true).Underline(true)
	}
	t.match = s().Underline(true).Bold(true)
	if !noColor {
		t.match = s().Background(c("#ddf4ff", "#1f4a7a")).Foreground(fg)
	}
	t.border = s().Foreground(dim)
	t.borderFocus = s().Foreground(accent)
	t.title = s().Foreground(dim).Bold(true)
	t.titleFocus = s().Foreground(accent).Bold(true)
	t.header = s().Bold(true)
	t.tabActive = s().Bold(true).Reverse(true).Padding(0, 1)
	t.tabInactive = s().Foreground(dim).Padding(0, 1)
	t.selected = s().Reverse(true)
	t.status = s().Foreground(dim)
	t.statusInfo = s().Foreground(green)
	t.statusWarn = s().Foreground(yellow).Bold(true)
	t.statusError = s().Foreground(red).Bold(true)
	t.dialog = s().Border(lipgloss.RoundedBorder()).BorderForeground(accent).Padding(0, 1)
	t.badge = map[string]lipgloss.Style{
		"block":  s().Foreground(red).Bold(true),
		"review": s().Foreground(yellow).Bold(true),
		"sample": s().Foreground(accent),
		"pass":   s().Foreground(dim),
		"info":   s().Foreground(dim),
	}
	t.help = help.DefaultStyles(dark)
	if noColor {
		t.help = help.Styles{
			Ellipsis: s(), ShortKey: s().Bold(true), ShortDesc: s(), ShortSeparator: s(),
			FullKey: s().Bold(true), FullDesc: s(), FullSeparator: s(),
		}
	}
	for k := range t.kinds {
		t.fast[k] = newSGRStyle(t.kinds[k])
	}
	switch {
	case noColor:
		t.markdownStyle = "notty"
	case dark:
		t.markdownStyle = "dark"
	default:
		t.markdownStyle = "light"
	}
	return t
}

func (t *theme) badgeStyle(name string) lipgloss.Style {
	if st, ok := t.badge[name]; ok {
		return st
	}
	return t.kinds[kText]
}

// sgrStyle is a one-line style reduced to the sequences around its text.
type sgrStyle struct{ prefix, suffix string }

// newSGRStyle derives the sequences a lipgloss style puts around one line
// of text. Panes only draw single lines without tabs, where the two agree.
func newSGRStyle(st lipgloss.Style) sgrStyle {
	const probe = "x"
	out := st.Render(probe)
	i := strings.Index(out, probe)
	if i < 0 {
		return sgrStyle{}
	}
	return sgrStyle{prefix: out[:i], suffix: out[i+len(probe):]}
}

func (s sgrStyle) write(b *strings.Builder, text string) {
	if text == "" {
		return
	}
	b.WriteString(s.prefix)
	b.WriteString(text)
	b.WriteString(s.suffix)
}
