package review

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Entry is one event read from an input, parsed or not.
type Entry struct {
	Line  int // 1-based line where the event starts
	Event *RawEvent
	Err   *ValidationError // set when the entry is invalid
}

// ReadEvents reads events from r and calls fn for each, valid or not, in
// order. name is used in error locations. Inputs whose name ends in ".json"
// hold one JSON document: an event object or an array of them; everything
// else is JSONL, one event per line, where blank lines are skipped and a bad
// line is reported without losing the lines around it.
//
// ReadEvents streams JSONL: memory is bounded by the largest event. An error
// from fn stops the read and is returned.
func ReadEvents(r io.Reader, name string, fn func(Entry) error) error {
	if strings.HasSuffix(strings.ToLower(name), ".json") {
		return readDocument(r, name, fn)
	}
	return readLines(r, name, fn)
}

func readLines(r io.Reader, name string, fn func(Entry) error) error {
	br := bufio.NewReaderSize(r, 1<<20)
	line := 0
	for {
		b, err := readLine(br)
		if len(b) > 0 || err == nil {
			line++
		}
		if t := bytes.TrimSpace(b); len(t) > 0 {
			if ferr := fn(parseEntry(t, name, line)); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			if err == errLineTooLong {
				if ferr := fn(Entry{Line: line, Err: (&ValidationError{Problems: []Problem{{Message: fmt.Sprintf(
					"line is over the %d-byte event limit; skipped", MaxEventBytes)}}}).Locate(name, line)}); ferr != nil {
					return ferr
				}
				continue
			}
			return fmt.Errorf("%s:%d: read: %w", name, line, err)
		}
	}
}

var errLineTooLong = fmt.Errorf("line too long")

// readLine returns the next line without its newline. A line longer than
// MaxEventBytes is consumed and reported as errLineTooLong.
func readLine(br *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > MaxEventBytes {
			for err == bufio.ErrBufferFull {
				_, err = br.ReadSlice('\n')
			}
			if err != nil && err != io.EOF {
				return nil, err
			}
			return nil, errLineTooLong
		}
		buf = append(buf, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		return bytes.TrimRight(buf, "\r\n"), err
	}
}

func parseEntry(raw []byte, name string, line int) Entry {
	// Copy: the reader reuses its buffer, and the bytes are stored later.
	b := append([]byte(nil), raw...)
	ev, err := ParseEvent(b)
	if err != nil {
		ve, ok := err.(*ValidationError)
		if !ok {
			ve = &ValidationError{Problems: []Problem{{Message: err.Error()}}}
		}
		return Entry{Line: line, Err: ve.Locate(name, line)}
	}
	return Entry{Line: line, Event: ev}
}

// readDocument reads a .json file: one event, or an array of events.
func readDocument(r io.Reader, name string, fn func(Entry) error) error {
	data, err := io.ReadAll(io.LimitReader(r, MaxEventBytes+1))
	if err != nil {
		return fmt.Errorf("%s: read: %w", name, err)
	}
	if len(data) > MaxEventBytes {
		return fn(Entry{Line: 1, Err: (&ValidationError{Problems: []Problem{{Message: fmt.Sprintf(
			"file is over the %d-byte limit for a .json document; use JSONL (.jsonl), one event per line", MaxEventBytes)}}}).Locate(name, 1)})
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil
	}
	if trimmed[0] != '[' {
		return fn(parseEntry(trimmed, name, lineAt(data, bytes.Index(data, trimmed[:1]))))
	}
	var items []json.RawMessage
	if err := json.Unmarshal(trimmed, &items); err != nil {
		return fn(Entry{Line: 1, Err: (&ValidationError{Problems: []Problem{{Message: "not a valid JSON array of events: " + jsonErrorText(err)}}}).Locate(name, 1)})
	}
	off := bytes.Index(data, trimmed[:1])
	for _, it := range items {
		// Find where this element starts so errors name its line.
		pos := bytes.Index(data[off:], it[:1])
		line := lineAt(data, off+pos)
		if err := fn(parseEntry(it, name, line)); err != nil {
			return err
		}
		off += pos + len(it)
	}
	return nil
}

func lineAt(data []byte, off int) int {
	if off < 0 {
		return 1
	}
	return bytes.Count(data[:off], []byte{'\n'}) + 1
}
