package importer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// A structural JSON scanner. Transcript lines are large (tool output,
// file contents, signatures) and the importer needs a handful of their
// fields; encoding/json would validate and then decode every byte, twice
// for nested values. The scanner walks an object's members once, skipping
// strings with bytes.IndexByte, and hands back the raw bytes of each value
// so only the wanted ones are decoded. It checks structure (balanced
// brackets, terminated strings, separators), which catches the damage
// transcripts really suffer: lines cut off or run together.

// jsonSyntaxError is a structural error at a byte offset of the line.
type jsonSyntaxError struct {
	off int
	msg string
}

func (e *jsonSyntaxError) Error() string { return fmt.Sprintf("%s at byte %d", e.msg, e.off) }

func synErr(off int, format string, args ...any) error {
	return &jsonSyntaxError{off: off, msg: fmt.Sprintf(format, args...)}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\r', '\n':
			i++
		default:
			return i
		}
	}
	return i
}

// skipString returns the offset after the string that starts at b[i] ('"').
func skipString(b []byte, i int) (int, error) {
	j := i + 1
	for {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			return 0, synErr(len(b), "the line ends inside a string")
		}
		q := j + k
		// The quote is escaped if an odd run of backslashes precedes it.
		n := 0
		for p := q - 1; p > i && b[p] == '\\'; p-- {
			n++
		}
		if n%2 == 0 {
			return q + 1, nil
		}
		j = q + 1
	}
}

// skipValue returns the offset after the value that starts at b[i].
func skipValue(b []byte, i int) (int, error) {
	if i >= len(b) {
		return 0, synErr(i, "the line ends where a value should be")
	}
	switch c := b[i]; {
	case c == '"':
		return skipString(b, i)
	case c == '{' || c == '[':
		return skipNested(b, i)
	case c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n':
		j := i + 1
		for j < len(b) {
			switch b[j] {
			case ',', '}', ']', ' ', '\t', '\r', '\n':
				return j, checkLiteral(b, i, j)
			}
			j++
		}
		return j, checkLiteral(b, i, j)
	default:
		return 0, synErr(i, "invalid character %q where a value should be", c)
	}
}

func checkLiteral(b []byte, i, j int) error {
	lit := b[i:j]
	switch string(lit) {
	case "true", "false", "null":
		return nil
	}
	if !isNumber(lit) {
		return synErr(i, "invalid literal %q", lit)
	}
	return nil
}

// isNumber reports whether b is a JSON number.
func isNumber(b []byte) bool {
	i := 0
	if i < len(b) && b[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i, n = i+1, n+1
		}
		return n
	}
	start := i
	if n := digits(); n == 0 || (n > 1 && b[start] == '0') {
		return false
	}
	if i < len(b) && b[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(b)
}

// skipNested skips an object or array starting at b[i], checking that
// brackets match and strings end. Separators and literals inside nested
// values are not checked one by one: that is left to whoever decodes them.
func skipNested(b []byte, i int) (int, error) {
	var stack [64]byte
	deep := stack[:0]
	for j := i; j < len(b); {
		switch c := b[j]; c {
		case '"':
			k, err := skipString(b, j)
			if err != nil {
				return 0, err
			}
			j = k
			continue
		case '{', '[':
			deep = append(deep, c)
		case '}', ']':
			if len(deep) == 0 {
				return 0, synErr(j, "unexpected %q", c)
			}
			open := deep[len(deep)-1]
			if (c == '}') != (open == '{') {
				return 0, synErr(j, "%q closes %q", c, open)
			}
			deep = deep[:len(deep)-1]
			if len(deep) == 0 {
				return j + 1, nil
			}
		}
		j++
	}
	return 0, synErr(len(b), "the line ends inside an object or array")
}

// scanObject calls fn with the raw key (escapes not decoded) and raw value
// of each member of the object b, which must be exactly one JSON object
// with nothing after it but space.
func scanObject(b []byte, fn func(key, val []byte) error) error {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return synErr(i, "not a JSON object")
	}
	end, err := scanMembers(b, i, fn)
	if err != nil {
		return err
	}
	if k := skipSpace(b, end); k != len(b) {
		return synErr(k, "invalid character %q after the object", b[k])
	}
	return nil
}

// scanMembers walks the object at b[i] and returns the offset after it.
func scanMembers(b []byte, i int, fn func(key, val []byte) error) (int, error) {
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == '}' {
		return i + 1, nil
	}
	for {
		if i >= len(b) || b[i] != '"' {
			if i >= len(b) {
				return 0, synErr(i, "the line ends inside an object")
			}
			return 0, synErr(i, "invalid character %q where a key should be", b[i])
		}
		k, err := skipString(b, i)
		if err != nil {
			return 0, err
		}
		key := b[i+1 : k-1]
		i = skipSpace(b, k)
		if i >= len(b) || b[i] != ':' {
			return 0, synErr(i, "missing ':' after key %q", key)
		}
		i = skipSpace(b, i+1)
		v, err := skipValue(b, i)
		if err != nil {
			return 0, err
		}
		if fn != nil {
			if err := fn(key, b[i:v]); err != nil {
				return 0, err
			}
		}
		i = skipSpace(b, v)
		if i >= len(b) {
			return 0, synErr(i, "the line ends inside an object")
		}
		switch b[i] {
		case ',':
			i = skipSpace(b, i+1)
		case '}':
			return i + 1, nil
		default:
			return 0, synErr(i, "invalid character %q after a value", b[i])
		}
	}
}

// eachElement calls fn with each element of the JSON array val.
func eachElement(val []byte, fn func(elem []byte) error) error {
	i := skipSpace(val, 0)
	if i >= len(val) || val[i] != '[' {
		return synErr(i, "not an array")
	}
	i = skipSpace(val, i+1)
	if i < len(val) && val[i] == ']' {
		return nil
	}
	for {
		v, err := skipValue(val, i)
		if err != nil {
			return err
		}
		if err := fn(val[i:v]); err != nil {
			return err
		}
		i = skipSpace(val, v)
		if i >= len(val) {
			return synErr(i, "the array is not closed")
		}
		switch val[i] {
		case ',':
			i = skipSpace(val, i+1)
		case ']':
			return nil
		default:
			return synErr(i, "invalid character %q in an array", val[i])
		}
	}
}

// members is scanObject for values already known to be well formed
// (nested values of a scanned line); errors stop the walk quietly.
func members(val []byte, fn func(key, val []byte)) {
	_ = scanObject(val, func(k, v []byte) error { fn(k, v); return nil })
}

// elements is eachElement for values already scanned.
func elements(val []byte, fn func(elem []byte)) {
	_ = eachElement(val, func(e []byte) error { fn(e); return nil })
}

// kindOf names the JSON kind of a raw value, for messages.
func kindOf(val []byte) string {
	if len(val) == 0 {
		return "nothing"
	}
	switch val[0] {
	case '"':
		return "string"
	case '{':
		return "object"
	case '[':
		return "array"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	}
	return "number"
}

// str decodes a JSON string value; ok is false for any other kind. Valid
// UTF-8 without escapes, the common case, is taken as it is; the rest goes
// through encoding/json.
func str(val []byte) (string, bool) {
	if len(val) < 2 || val[0] != '"' {
		return "", false
	}
	if inner := val[1 : len(val)-1]; bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return string(inner), true
	}
	var s string
	if json.Unmarshal(val, &s) != nil {
		return "", false
	}
	return s, true
}

// boolean decodes a JSON boolean; ok is false for any other kind.
func boolean(val []byte) (v, ok bool) {
	switch string(val) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// isNull reports whether val is JSON null (or absent).
func isNull(val []byte) bool { return len(val) == 0 || string(val) == "null" }
