package ui

import (
	"io"
	"os"
	"os/exec"
	"runtime"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
)

// Bubble Tea v2.1.1 can stop drawing for good once the desk hands the
// terminal to the reviewer's editor and takes it back: releasing the
// terminal tells the render loop to stop and returns at once, and that
// loop's ticker.Stop may run after RestoreTerminal's ticker.Reset, so the
// restarted loop waits on a stopped ticker and nothing is drawn again
// (charmbracelet/bubbletea#1778; the fix proposed in #1781 is not in a
// release). An editor that returns at once on a loaded machine hits it: a
// CI run showed a blank terminal for 45 s after such an editor exited.
//
// The desk guards against it twice. handBack waits a moment after the
// editor returns, so the old render loop has stopped before Bubble Tea
// restarts it. And the desk counts what Bubble Tea writes to the terminal:
// taking the terminal back always writes (it re-enters the alternate
// screen and redraws), so when nothing has been written a while after the
// editor returned, the desk hands the terminal over and back once more,
// which starts the render loop again.
const (
	// settleFor is how long handBack waits after the editor returns.
	settleFor = 20 * time.Millisecond
	// repaintWait is how long the desk waits for the first frame after
	// taking the terminal back before it tries again.
	repaintWait = 750 * time.Millisecond
	// repaintTries bounds the tries.
	repaintTries = 8
)

// outputMeter is the desk's terminal as Bubble Tea sees it: the file,
// counting the bytes written to it.
type outputMeter struct {
	f *os.File
	n atomic.Uint64
}

func (o *outputMeter) Write(p []byte) (int, error) {
	n, err := o.f.Write(p)
	o.n.Add(uint64(n))
	return n, err
}

func (o *outputMeter) Read(p []byte) (int, error) { return o.f.Read(p) }
func (o *outputMeter) Close() error               { return o.f.Close() }
func (o *outputMeter) Fd() uintptr                { return o.f.Fd() }

// written is how many bytes have been written so far.
func (o *outputMeter) written() uint64 { return o.n.Load() }

// handBack runs cmd (none: the terminal is only handed over and back)
// while Bubble Tea has released the terminal, notes how much had been
// written to it when cmd returned, and waits for the render loop to stop.
type handBack struct {
	cmd     *exec.Cmd
	written func() uint64
	mark    uint64
}

func (h *handBack) Run() error {
	var err error
	if h.cmd != nil {
		err = h.cmd.Run()
	}
	if h.written != nil {
		h.mark = h.written()
	}
	time.Sleep(settleFor)
	runtime.Gosched()
	return err
}

func (h *handBack) SetStdin(r io.Reader) {
	if h.cmd != nil {
		h.cmd.Stdin = r
	}
}

func (h *handBack) SetStdout(w io.Writer) {
	if h.cmd != nil {
		h.cmd.Stdout = w
	}
}

func (h *handBack) SetStderr(w io.Writer) {
	if h.cmd != nil {
		h.cmd.Stderr = w
	}
}

type (
	// repaintCheckMsg asks whether anything was drawn since mark.
	repaintCheckMsg struct {
		mark  uint64
		tries int
	}
	// repaintRetriedMsg reports the terminal handed over and back again.
	repaintRetriedMsg struct {
		mark  uint64
		tries int
	}
)

// watchRepaint checks, after repaintWait, that the desk drew something
// since the terminal came back with mark bytes written.
func (m *Model) watchRepaint(mark uint64, tries int) tea.Cmd {
	if m.written == nil {
		return nil
	}
	return m.after(repaintWait, func(time.Time) tea.Msg { return repaintCheckMsg{mark: mark, tries: tries} })
}

// onRepaintCheck hands the terminal over and back again when nothing was
// drawn since it came back.
func (m *Model) onRepaintCheck(msg repaintCheckMsg) tea.Cmd {
	if m.written == nil || m.written() != msg.mark || msg.tries >= repaintTries {
		return nil
	}
	hb := &handBack{written: m.written}
	return m.exec(hb, func(error) tea.Msg { return repaintRetriedMsg{mark: hb.mark, tries: msg.tries + 1} })
}
