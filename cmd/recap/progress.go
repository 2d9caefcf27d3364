package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/charmbracelet/x/term"
)

// progressMinBytes is the input size below which no bar is drawn: small
// inputs finish before a bar would be readable.
const progressMinBytes = 8 << 20

// progress draws a one-line progress bar on a terminal's stderr. On
// anything else (a pipe, a CI log) it draws nothing.
type progress struct {
	w     io.Writer
	total int64
	on    bool
	last  time.Time
	start time.Time
}

func newProgress(w io.Writer, total int64, enabled bool) *progress {
	f, ok := w.(*os.File)
	on := enabled && ok && term.IsTerminal(f.Fd()) && total >= progressMinBytes && os.Getenv("CI") == ""
	return &progress{w: w, total: total, on: on, start: time.Now()}
}

func (p *progress) update(done int64) {
	if !p.on || time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.last = time.Now()
	frac := float64(done) / float64(p.total)
	if frac > 1 {
		frac = 1
	}
	const width = 30
	filled := int(frac * width)
	rate := float64(done) / time.Since(p.start).Seconds() / (1 << 20)
	fmt.Fprintf(p.w, "\r[%s%s] %3.0f%%  %s / %s  %.0f MB/s ", strings.Repeat("█", filled), strings.Repeat("░", width-filled),
		frac*100, humanBytes(done), humanBytes(p.total), rate)
}

func (p *progress) done() {
	if p.on && !p.last.IsZero() {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

func treeSize(root string) int64 {
	var n int64
	_ = filepath.WalkDir(root, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.Type().IsRegular() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n
}
