package importer

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"recap/review"
)

// input is one transcript being read: sequentially through seq and, once
// [input.randomAccess] is called, also at any offset already read.
type input struct {
	seq *bufio.Reader
	// at reads the same bytes as seq at absolute offsets; base is the
	// offset in at of seq's first byte. nil until random access is set up
	// for a reader that cannot seek.
	at   io.ReaderAt
	base int64
}

// seekableAt is a reader that can also be read at offsets (a regular file,
// a bytes.Reader).
type seekableAt interface {
	io.ReaderAt
	io.Seeker
}

func newInput(r io.Reader) *input {
	in := &input{}
	if s, ok := r.(seekableAt); ok {
		// A pipe is an *os.File too, but cannot seek: it falls through
		// to the spool.
		if pos, err := s.Seek(0, io.SeekCurrent); err == nil {
			in.at, in.base = s, pos
		}
	}
	in.seq = bufio.NewReaderSize(r, readBuffer)
	return in
}

// source gives the transcript importers a line stream and read-back.
type source struct {
	lines *lineReader
	at    io.ReaderAt
	base  int64
	spool *os.File // the temporary copy of a non-seekable input, if any
	buf   []byte
}

// randomAccess returns the input as a [source]. A reader that cannot seek
// is copied to a temporary file (0600, removed by close) as it is read:
// bufio reads ahead of the line being parsed, so every line already
// returned is in the copy.
func (in *input) randomAccess() (*source, error) {
	if in.at != nil {
		return &source{lines: newLineReader(in.seq), at: in.at, base: in.base}, nil
	}
	f, err := os.CreateTemp("", "recap-import-*.jsonl")
	if err != nil {
		return nil, fmt.Errorf("temporary copy of the input: %w", err)
	}
	// Unlinking at once (where the OS allows it) means nothing is left
	// behind if the process dies.
	_ = os.Remove(f.Name())
	tee := bufio.NewReaderSize(io.TeeReader(in.seq, f), readBuffer)
	return &source{lines: newLineReader(tee), at: f, spool: f}, nil
}

func (s *source) close() {
	if s.spool != nil {
		name := s.spool.Name()
		_ = s.spool.Close()
		_ = os.Remove(name)
	}
}

// readBack returns the n bytes at offset off of the stream. The slice is
// reused by the next call.
func (s *source) readBack(off int64, n int) ([]byte, error) {
	if cap(s.buf) < n {
		s.buf = make([]byte, n)
	}
	b := s.buf[:n]
	if _, err := s.at.ReadAt(b, s.base+off); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("read back %d bytes at offset %d: the file got shorter while it was read", n, off)
		}
		return nil, fmt.Errorf("read back %d bytes at offset %d: %w", n, off, err)
	}
	return b, nil
}

var errLineTooLong = errors.New("line too long")

// lineReader splits a stream into lines, tracking each line's offset and
// number. A line longer than max is consumed without being held and
// reported as errLineTooLong.
type lineReader struct {
	br   *bufio.Reader
	max  int
	off  int64 // offset of the next line
	line int   // number of the last line returned
	buf  []byte
}

// lineLimit is MaxLineBytes; tests lower it to exercise the limit without
// 64 MB lines.
var lineLimit = MaxLineBytes

func newLineReader(br *bufio.Reader) *lineReader {
	return &lineReader{br: br, max: lineLimit}
}

// next returns the next line without its line ending, and its offset. The
// slice is valid until the next call. It returns io.EOF after the last line.
func (lr *lineReader) next() ([]byte, int64, error) {
	start := lr.off
	lr.buf = lr.buf[:0]
	var total int64
	multi, tooLong := false, false
	for {
		chunk, err := lr.br.ReadSlice('\n')
		total += int64(len(chunk))
		if err == bufio.ErrBufferFull || multi {
			multi = true
			// +2 leaves room for a line ending not yet trimmed.
			if !tooLong && len(lr.buf)+len(chunk) > lr.max+2 {
				tooLong, lr.buf = true, lr.buf[:0]
			}
			if !tooLong {
				lr.buf = append(lr.buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		lr.off += total
		if total == 0 && err == io.EOF {
			return nil, start, io.EOF
		}
		lr.line++
		if err != nil && err != io.EOF {
			return nil, start, err
		}
		line := chunk
		if multi {
			line = lr.buf
		}
		line = trimEOL(line)
		if tooLong || len(line) > lr.max {
			return nil, start, errLineTooLong
		}
		return line, start, nil
	}
}

func trimEOL(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b
}

// eachLine calls fn with every non-blank line of src (trimmed of spaces
// and tabs), the line's offset and its number, reporting progress about
// every MiB. A line over the limit is reported as a problem and skipped.
func eachLine(src *source, j job, fn func(b []byte, off int64, line int) error) error {
	var reported int64
	for {
		b, off, err := src.lines.next()
		if err == io.EOF {
			j.report(src.lines.off)
			return nil
		}
		line := src.lines.line
		if err == errLineTooLong {
			if err := j.fn(Result{Problem: &review.Problem{File: j.name, Line: line, Message: fmt.Sprintf(
				"line is over the %s-byte limit; skipped", thousands(lineLimit))}}); err != nil {
				return err
			}
			continue
		}
		if err != nil {
			return fmt.Errorf("%s:%d: read: %w", j.name, line, err)
		}
		if src.lines.off-reported >= 1<<20 {
			reported = src.lines.off
			j.report(reported)
		}
		t := bytes.TrimLeft(b, " \t")
		off += int64(len(b) - len(t))
		if t = bytes.TrimRight(t, " \t"); len(t) == 0 {
			continue
		}
		if err := fn(t, off, line); err != nil {
			return err
		}
	}
}
