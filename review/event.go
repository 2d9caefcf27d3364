// Package review holds recap's domain: the compaction event a runtime hands us,
// the findings and routing the engine derives from it, the queue item a
// reviewer claims and the decision they record. It does no I/O and imports
// none of recap's other packages; every other package meets in these types.
package review

import (
	"encoding/json"
	"strings"
	"time"
)

// EventSchema is the value of the "schema" field of every event recap accepts.
const EventSchema = "recap.event/v1"

// Event is one compaction: the context an agent had, the summary its runtime
// wrote to resume from, and what the system of record says now.
//
// Unknown JSON fields are accepted and kept: the raw bytes of every event are
// stored verbatim (see [RawEvent]), so nothing a producer sent is lost.
type Event struct {
	Schema        string         `json:"schema"`
	ID            string         `json:"id"`
	Tenant        string         `json:"tenant"`
	TaskID        string         `json:"task_id"`
	RunID         string         `json:"run_id,omitempty"`
	PreviousRunID string         `json:"previous_run_id,omitempty"`
	CreatedAt     time.Time      `json:"created_at"`
	Agent         Agent          `json:"agent"`
	Trigger       Trigger        `json:"trigger"`
	Original      []Message      `json:"original"`
	Summary       Summary        `json:"summary"`
	SourceOfTruth *SourceOfTruth `json:"source_of_truth,omitempty"`
	Policy        *Policy        `json:"policy,omitempty"`
	// Origin says where an imported event came from; absent for events
	// written directly in recap.event/v1.
	Origin *Origin `json:"origin,omitempty"`
}

// Agent names the agent and the compactor that produced the summary.
type Agent struct {
	Name             string `json:"name"`
	Model            string `json:"model,omitempty"`
	Compactor        string `json:"compactor,omitempty"`
	CompactorVersion string `json:"compactor_version,omitempty"`
	WorkflowVersion  string `json:"workflow_version,omitempty"`
}

// Trigger says why the runtime compacted and how large the context was.
type Trigger struct {
	Kind       string `json:"kind"` // auto or manual
	PreTokens  int64  `json:"pre_tokens,omitempty"`
	PostTokens int64  `json:"post_tokens,omitempty"`
}

// Role is who spoke a message in the original context.
type Role string

// The roles a [Message] may have.
const (
	RoleSystem    Role = "system"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleTool      Role = "tool"
)

// Message kinds distinguish plain text from tool traffic so the desk can
// draw them differently. An empty kind means text.
const (
	KindText       = "text"
	KindToolCall   = "tool_call"
	KindToolResult = "tool_result"
)

// Message is one entry of the original context.
type Message struct {
	ID      string `json:"id"`
	Role    Role   `json:"role"`
	Name    string `json:"name,omitempty"`
	Content string `json:"content"`
	// Status is "ok" or "error" for tool results; empty otherwise.
	Status string     `json:"status,omitempty"`
	At     *time.Time `json:"at,omitempty"`
	// Kind is text, tool_call or tool_result; empty means text.
	Kind string `json:"kind,omitempty"`
	// Injected marks text the harness put in the context (instructions
	// files, environment blocks), not something a person or model said.
	Injected bool `json:"injected,omitempty"`
}

// IsError reports whether the message records a failed tool call.
func (m Message) IsError() bool { return m.Status == "error" }

// Summary is what the compactor wrote for the next context to resume from.
type Summary struct {
	// Text is the markdown summary; nil when the summary is opaque (for
	// example encrypted by the provider) and cannot be read by a person.
	Text     *string   `json:"text,omitempty"`
	Contract *Contract `json:"contract,omitempty"`
	// Opaque describes an unreadable summary, such as "encrypted by the
	// provider"; empty when the text is present.
	Opaque string `json:"opaque,omitempty"`
	// Retained holds messages the compactor kept verbatim next to the
	// summary (for example Codex's replacement history).
	Retained []Message `json:"retained,omitempty"`
}

// HasText reports whether the summary has readable text.
func (s Summary) HasText() bool { return s.Text != nil && strings.TrimSpace(*s.Text) != "" }

// TextOrEmpty returns the summary text, or "" when it is absent.
func (s Summary) TextOrEmpty() string {
	if s.Text == nil {
		return ""
	}
	return *s.Text
}

// Contract is the structured resumption contract: what the summary claims
// is true, done, pending and allowed.
type Contract struct {
	TaskID            string           `json:"task_id,omitempty"`
	Tenant            string           `json:"tenant,omitempty"`
	WorkflowVersion   string           `json:"workflow_version,omitempty"`
	Stage             string           `json:"stage,omitempty"`
	ConfirmedFacts    []Fact           `json:"confirmed_facts,omitempty"`
	CompletedActions  []Action         `json:"completed_actions,omitempty"`
	PendingItems      []PendingItem    `json:"pending_items,omitempty"`
	Hypotheses        []Hypothesis     `json:"hypotheses,omitempty"`
	Artifacts         []Artifact       `json:"artifacts,omitempty"`
	ExternalEffects   []ExternalEffect `json:"external_effects,omitempty"`
	Approvals         []Approval       `json:"approvals,omitempty"`
	AllowedNextStates []string         `json:"allowed_next_states,omitempty"`
	SourceRefs        []string         `json:"source_refs,omitempty"`
	CreatedAt         *time.Time       `json:"created_at,omitempty"`
	// Extra holds the fields this format does not define ("next_steps",
	// "notes"), as written. The schema lets a producer add them, and the
	// next context reads them like the rest of the contract, so they are
	// kept for the engine to check and written back when the contract is
	// encoded.
	Extra map[string]json.RawMessage `json:"-"`
}

// contractFields is Contract without its methods, for the default codec.
type contractFields Contract

// UnmarshalJSON decodes the defined fields and keeps every other one in
// Extra.
func (c *Contract) UnmarshalJSON(b []byte) error {
	var f contractFields
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return err
	}
	f.Extra = nil
	for k, v := range all {
		if !definedContractFields[k] {
			if f.Extra == nil {
				f.Extra = map[string]json.RawMessage{}
			}
			f.Extra[k] = v
		}
	}
	*c = Contract(f)
	return nil
}

// MarshalJSON encodes the defined fields, then Extra's, so a contract
// decoded and encoded again keeps what its producer added.
func (c Contract) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal(contractFields(c))
	if err != nil || len(c.Extra) == 0 {
		return b, err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return nil, err
	}
	for k, v := range c.Extra {
		if _, ok := all[k]; !ok && !definedContractFields[k] {
			all[k] = v
		}
	}
	return json.Marshal(all)
}

// definedContractFields are the JSON names of Contract's own fields.
var definedContractFields = map[string]bool{"task_id": true, "tenant": true, "workflow_version": true, "stage": true,
	"confirmed_facts": true, "completed_actions": true, "pending_items": true, "hypotheses": true, "artifacts": true,
	"external_effects": true, "approvals": true, "allowed_next_states": true, "source_refs": true, "created_at": true}

// Fact is something the summary states as confirmed, with where it came from.
type Fact struct {
	Text      string `json:"text"`
	SourceRef string `json:"source_ref,omitempty"`
}

// Action is something the summary says was done, with its confirmation.
type Action struct {
	Text            string `json:"text"`
	ConfirmationRef string `json:"confirmation_ref,omitempty"`
}

// PendingItem is work the summary says is still open.
type PendingItem struct {
	Text     string `json:"text"`
	Blocking bool   `json:"blocking,omitempty"`
	Owner    string `json:"owner,omitempty"`
}

// Hypothesis is something the summary marks as unconfirmed.
type Hypothesis struct {
	Text string `json:"text"`
}

// Artifact is a file or object the work produced.
type Artifact struct {
	Name   string `json:"name"`
	SHA256 string `json:"sha256,omitempty"`
	Ref    string `json:"ref,omitempty"`
}

// ExternalEffect is something the agent did outside itself: a payment, an
// email, a deletion, a deploy.
type ExternalEffect struct {
	Kind            string  `json:"kind"`
	Target          string  `json:"target,omitempty"`
	Amount          *Amount `json:"amount,omitempty"`
	Currency        string  `json:"currency,omitempty"`
	Status          string  `json:"status"`
	ConfirmationRef string  `json:"confirmation_ref,omitempty"`
}

// Approval is an approval the contract relies on.
type Approval struct {
	ID        string     `json:"id"`
	Version   string     `json:"version,omitempty"`
	ExpiresAt *time.Time `json:"expires_at,omitempty"`
}

// SourceOfTruth is what the system of record says now, fetched by the
// runtime when it compacted.
type SourceOfTruth struct {
	System          string           `json:"system"`
	FetchedAt       *time.Time       `json:"fetched_at,omitempty"`
	Tenant          string           `json:"tenant,omitempty"`
	TaskID          string           `json:"task_id,omitempty"`
	Stage           string           `json:"stage,omitempty"`
	WorkflowVersion string           `json:"workflow_version,omitempty"`
	Approvals       []SourceApproval `json:"approvals,omitempty"`
	Effects         []SourceEffect   `json:"effects,omitempty"`
	// Facts are the record's fields. Values are JSON scalars; numbers are
	// kept as [json.Number] so no precision is lost.
	Facts map[string]any `json:"facts,omitempty"`
}

// SourceApproval is an approval as the system of record holds it.
type SourceApproval struct {
	ID        string     `json:"id"`
	Scope     string     `json:"scope,omitempty"`
	Version   string     `json:"version,omitempty"`
	ExpiresAt *time.Time `json:"expires_at,omitempty"`
	GrantedBy string     `json:"granted_by,omitempty"`
}

// Effect statuses in the system of record.
const (
	EffectConfirmed = "confirmed"
	EffectPending   = "pending"
	EffectFailed    = "failed"
)

// SourceEffect is an external effect as the system of record holds it.
type SourceEffect struct {
	ID     string `json:"id"`
	Kind   string `json:"kind,omitempty"`
	Status string `json:"status"`
}

// Policy is the runtime's policy snapshot. It comes from the event's own
// policy block or from recap's policy file, never from the summary.
type Policy struct {
	Version                  string              `json:"version"`
	AllowedTools             []string            `json:"allowed_tools,omitempty"`
	AcceptedWorkflowVersions []string            `json:"accepted_workflow_versions,omitempty"`
	Transitions              map[string][]string `json:"transitions,omitempty"`
	Rules                    []Rule              `json:"rules,omitempty"`
}

// Rule is a protected rule whose wording the summary must not weaken.
type Rule struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// Origin records where an imported event came from, and which of its
// identity fields recap derived rather than was told.
type Origin struct {
	Format    string   `json:"format"`
	Path      string   `json:"path,omitempty"`
	SessionID string   `json:"session_id,omitempty"`
	Derived   []string `json:"derived,omitempty"`
}

// Amount is a money or quantity value that producers send either as a JSON
// number (1250.5) or as a string ("R$ 4.300,00"). It keeps the text as sent.
type Amount struct {
	Text     string
	IsString bool
}

// UnmarshalJSON accepts a JSON number or string.
func (a *Amount) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*a = Amount{Text: s, IsString: true}
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	*a = Amount{Text: n.String()}
	return nil
}

// MarshalJSON writes the amount back in the form it arrived in.
func (a Amount) MarshalJSON() ([]byte, error) {
	if a.IsString || a.Text == "" {
		return json.Marshal(a.Text)
	}
	return []byte(a.Text), nil
}

// String returns the amount as sent.
func (a Amount) String() string { return a.Text }
