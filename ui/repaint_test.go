package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// TestEditorWatchdog: after the editor returns, the desk checks that
// something was drawn; when nothing was, it hands the terminal over and
// back again, and it stops once a frame is drawn or after repaintTries.
func TestEditorWatchdog(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40, withEditor(t, fixAmountScript))
	var written uint64 = 100
	h.m.written = func() uint64 { return written }
	var checks []func() tea.Msg
	h.m.after = func(_ time.Duration, fn func(time.Time) tea.Msg) tea.Cmd {
		checks = append(checks, func() tea.Msg { return fn(time.Time{}) })
		return nil
	}
	var handed []*handBack
	h.m.exec = func(c tea.ExecCommand, fn tea.ExecCallback) tea.Cmd {
		hb, ok := c.(*handBack)
		if !ok {
			t.Fatalf("the desk ran %T, want a handBack", c)
		}
		handed = append(handed, hb)
		return func() tea.Msg { return fn(c.Run()) }
	}
	h.keys("enter", "c")
	h.wantScreen("Engine verdict on the reconstruction: PASS")
	if len(handed) != 1 || handed[0].cmd == nil || handed[0].mark != 100 {
		t.Fatalf("after the editor: %d hand-overs (first %+v), want the editor's, marked at 100 bytes", len(handed), handed)
	}
	if len(checks) != 1 {
		t.Fatalf("%d repaint checks scheduled after the editor, want 1", len(checks))
	}
	check := checks[0]()
	if m, ok := check.(repaintCheckMsg); !ok || m.mark != 100 || m.tries != 0 {
		t.Fatalf("the scheduled check is %#v, want repaintCheckMsg{mark: 100}", check)
	}

	// Nothing drawn since: the terminal is handed over and back, with no
	// command, and the desk checks again.
	h.send(check)
	if len(handed) != 2 || handed[1].cmd != nil {
		t.Fatalf("nothing drawn: %d hand-overs, want a second one with no command", len(handed))
	}
	if len(checks) != 2 {
		t.Fatalf("%d checks scheduled, want a second after the retry", len(checks))
	}
	if m := checks[1]().(repaintCheckMsg); m.tries != 1 {
		t.Errorf("second check counts %d tries, want 1", m.tries)
	}

	// A frame drawn: nothing more happens.
	written = 4200
	h.send(checks[1]())
	if len(handed) != 2 || len(checks) != 2 {
		t.Errorf("after a frame was drawn: %d hand-overs and %d checks, want 2 and 2", len(handed), len(checks))
	}

	// Tries are bounded.
	h.send(repaintCheckMsg{mark: written, tries: repaintTries})
	if len(handed) != 2 {
		t.Errorf("after %d tries the desk handed the terminal over again", repaintTries)
	}
	h.send(repaintCheckMsg{mark: written, tries: repaintTries - 1})
	if len(handed) != 3 {
		t.Errorf("with a try left the desk did not hand the terminal over")
	}

	// Without a meter (tests, other hosts) nothing is scheduled.
	h.m.written = nil
	if cmd := h.m.watchRepaint(1, 0); cmd != nil || len(checks) != 3 {
		t.Errorf("without a meter the desk scheduled a check")
	}
}

// handBackModel hands the terminal over when told "go".
type handBackModel struct {
	hb   *handBack
	back chan struct{}
}

func (m handBackModel) Init() tea.Cmd { return nil }

func (m handBackModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg {
	case "go":
		return m, tea.Exec(m.hb, func(error) tea.Msg { return "back" })
	case "back":
		close(m.back)
	}
	return m, nil
}

func (m handBackModel) View() tea.View {
	v := tea.NewView("the desk")
	v.AltScreen = true
	return v
}

// TestTakingTheTerminalBackDraws checks, on the real Bubble Tea, what the
// watchdog relies on: the output is counted, and once the terminal is
// taken back something is written to it.
func TestTakingTheTerminalBackDraws(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "terminal"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := &outputMeter{f: f}
	m := handBackModel{hb: &handBack{written: out.written}, back: make(chan struct{})}
	p := tea.NewProgram(m, tea.WithInput(nil), tea.WithOutput(out), tea.WithoutSignalHandler())
	done := make(chan error, 1)
	go func() { _, err := p.Run(); done <- err }()
	defer func() {
		p.Quit()
		if err := <-done; err != nil {
			t.Errorf("the program: %v", err)
		}
	}()
	waitUntil(t, "the first frame", func() bool { return out.written() > 0 })
	p.Send("go")
	select {
	case <-m.back:
	case <-time.After(30 * time.Second):
		t.Fatal("the terminal never came back")
	}
	if m.hb.mark == 0 {
		t.Fatalf("the hand-over marked 0 bytes written, want the first frame counted")
	}
	waitUntil(t, "a frame after the terminal came back", func() bool { return out.written() > m.hb.mark })
	b, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	if uint64(len(b)) != out.written() {
		t.Errorf("the meter counted %d bytes, the file holds %d", out.written(), len(b))
	}
}

// waitUntil polls cond for up to 30 s: a wait, not a speed assertion.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 30 s for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
