package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// jnode is a JSON value with its object keys in the order they arrived, so
// the desk shows the document as the producer wrote it, unknown fields
// included.
type jnode struct {
	kind   byte // '{', '[', 's' string, 'n' number, 'c' true/false/null
	keys   []string
	kids   []*jnode
	scalar string
}

// maxJSONDepth bounds nesting so a hostile document cannot exhaust the stack.
const maxJSONDepth = 200

func parseJSONTree(raw []byte) (*jnode, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	n, err := readJSONValue(dec, 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("trailing data after the JSON value")
	}
	return n, nil
}

func readJSONValue(dec *json.Decoder, depth int) (*jnode, error) {
	if depth > maxJSONDepth {
		return nil, fmt.Errorf("JSON nested deeper than %d levels", maxJSONDepth)
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := tok.(type) {
	case json.Delim:
		switch v {
		case '{':
			n := &jnode{kind: '{'}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				kid, err := readJSONValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k)
				n.kids = append(n.kids, kid)
			}
			_, err := dec.Token()
			return n, err
		case '[':
			n := &jnode{kind: '['}
			for dec.More() {
				kid, err := readJSONValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				n.kids = append(n.kids, kid)
			}
			_, err := dec.Token()
			return n, err
		}
		return nil, fmt.Errorf("unexpected %v", v)
	case string:
		return &jnode{kind: 's', scalar: v}, nil
	case json.Number:
		return &jnode{kind: 'n', scalar: v.String()}, nil
	case bool:
		return &jnode{kind: 'c', scalar: fmt.Sprint(v)}, nil
	case nil:
		return &jnode{kind: 'c', scalar: "null"}, nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
}

// pointerToken escapes one JSON pointer segment (RFC 6901).
func pointerToken(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// addJSON appends raw as indented, highlighted JSON to d. Every value is
// anchored as prefix + its JSON pointer, so evidence can point at it.
func addJSON(d *doc, raw []byte, prefix string) error {
	root, err := parseJSONTree(raw)
	if err != nil {
		return err
	}
	addJSONNode(d, root, prefix, "", 0, nil, false)
	return nil
}

func addJSONNode(d *doc, n *jnode, prefix, ptr string, depth int, key *string, comma bool) {
	indent := strings.Repeat("  ", depth)
	var spans []span
	if indent != "" {
		spans = append(spans, span{text: indent, kind: kJSONPunct})
	}
	if key != nil {
		spans = append(spans,
			span{text: `"`, kind: kJSONKey},
			span{text: *key, kind: kJSONKey, quoted: true},
			span{text: `": `, kind: kJSONKey})
	}
	tail := func() []span {
		if comma {
			return []span{{text: ",", kind: kJSONPunct}}
		}
		return nil
	}
	cont := 2*depth + 4
	switch n.kind {
	case '{', '[':
		open, closing := "{", "}"
		if n.kind == '[' {
			open, closing = "[", "]"
		}
		if len(n.kids) == 0 {
			spans = append(spans, span{text: open + closing, kind: kJSONPunct})
			spans = append(spans, tail()...)
			p := d.add(para{spans: spans, indent: cont})
			d.anchor(prefix+ptr, p, len(spans)-1-len(tail()))
			return
		}
		spans = append(spans, span{text: open, kind: kJSONPunct})
		p := d.add(para{spans: spans, indent: cont})
		// A container is anchored at its key, or its opening bracket.
		at := len(spans) - 1
		if key != nil {
			at = len(spans) - 3
		}
		d.anchor(prefix+ptr, p, at)
		for i, kid := range n.kids {
			last := i == len(n.kids)-1
			if n.kind == '{' {
				k := n.keys[i]
				addJSONNode(d, kid, prefix, ptr+"/"+pointerToken(k), depth+1, &k, !last)
			} else {
				addJSONNode(d, kid, prefix, fmt.Sprintf("%s/%d", ptr, i), depth+1, nil, !last)
			}
		}
		closeSpans := []span{{text: indent + closing, kind: kJSONPunct}}
		d.add(para{spans: append(closeSpans, tail()...), indent: cont})
	case 's':
		spans = append(spans, span{text: `"`, kind: kJSONString})
		vi := len(spans)
		spans = append(spans, span{text: n.scalar, kind: kJSONString, quoted: true}, span{text: `"`, kind: kJSONString})
		spans = append(spans, tail()...)
		p := d.add(para{spans: spans, indent: cont})
		d.anchor(prefix+ptr, p, vi)
	default:
		kind := kJSONNumber
		if n.kind == 'c' {
			kind = kJSONConst
		}
		vi := len(spans)
		spans = append(spans, span{text: n.scalar, kind: kind})
		spans = append(spans, tail()...)
		p := d.add(para{spans: spans, indent: cont})
		d.anchor(prefix+ptr, p, vi)
	}
}
