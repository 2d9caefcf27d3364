package review

import (
	"bytes"
	"encoding/json"
	"strings"
)

// A reconstruction file is what a reviewer edits to rewrite a summary, in
// the CLI (`recap decide --reconstruct FILE`) and in the desk's editor. It
// is markdown, like a commit message: the summary text, then optionally the
// contract as a fenced JSON block introduced by the contract marker line.
// Lines starting with "#~" are comments and are dropped, so the editor can
// carry instructions. A file that is a JSON object {"text", "contract"} is
// accepted too.
const (
	// ContractMarker introduces the contract block in a reconstruction file.
	ContractMarker = "#~ contract (JSON; delete the block to keep none)"
	commentPrefix  = "#~"
)

// FormatReconstruction writes text and contract in the reconstruction file
// format, with a comment header explaining how to edit it.
func FormatReconstruction(header, text string, c *Contract) []byte {
	var b bytes.Buffer
	for _, l := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		if l != "" {
			b.WriteString(commentPrefix + " " + l + "\n")
		}
	}
	b.WriteString(strings.TrimRight(text, "\n"))
	b.WriteString("\n")
	if c != nil {
		js, _ := json.MarshalIndent(c, "", "  ")
		b.WriteString("\n" + ContractMarker + "\n```json\n")
		b.Write(js)
		b.WriteString("\n```\n")
	}
	return b.Bytes()
}

// ParseReconstruction reads a reconstruction file. Errors name the line.
func ParseReconstruction(data []byte) (string, *Contract, error) {
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '{' {
		var v struct {
			Text     *string   `json:"text"`
			Contract *Contract `json:"contract"`
		}
		dec := json.NewDecoder(bytes.NewReader(t))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			return "", nil, Errorf(EINVALID, "reconstruction is JSON but not {\"text\", \"contract\"}: %v", err)
		}
		if v.Text == nil || strings.TrimSpace(*v.Text) == "" {
			return "", nil, Errorf(EINVALID, "reconstruction JSON has no \"text\": write the rewritten summary there")
		}
		return *v.Text, v.Contract, nil
	}
	lines := strings.Split(string(data), "\n")
	var text []string
	var contract *Contract
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.TrimSpace(l) == ContractMarker {
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j >= len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[j]), "```") {
				continue // the marker with its block deleted: no contract
			}
			end := j + 1
			for end < len(lines) && strings.TrimSpace(lines[end]) != "```" {
				end++
			}
			if end >= len(lines) {
				return "", nil, Errorf(EINVALID, "line %d: the contract block is not closed with ```", j+1)
			}
			dec := json.NewDecoder(strings.NewReader(strings.Join(lines[j+1:end], "\n")))
			dec.UseNumber()
			var c Contract
			if err := dec.Decode(&c); err != nil {
				return "", nil, Errorf(EINVALID, "line %d: the contract block is not valid JSON: %v", j+2, err)
			}
			contract = &c
			i = end
			continue
		}
		if strings.HasPrefix(l, commentPrefix) {
			continue
		}
		text = append(text, l)
	}
	out := strings.TrimSpace(strings.Join(text, "\n"))
	if out == "" {
		return "", nil, Errorf(EINVALID, "the reconstructed summary is empty: write the corrected summary text")
	}
	return out, contract, nil
}
