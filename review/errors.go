package review

import (
	"errors"
	"fmt"
)

// Error codes, normalised once at the edge (the store maps driver errors to
// them) so the CLI and the desk can show a message a person can act on.
const (
	ECONFLICT = "conflict"  // the change clashes with what is stored
	EINTERNAL = "internal"  // a bug or an unexpected failure
	EINVALID  = "invalid"   // the input is wrong; the message says how
	ENOTFOUND = "not_found" // no such event or item
	ELEASE    = "lease"     // the caller does not hold the item's lease
)

// Error is an application error with a code and a message for a person.
type Error struct {
	Code    string
	Message string
}

// Error implements error.
func (e *Error) Error() string { return e.Message }

// Errorf returns an [Error] with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first [Error] in err's chain, or
// [EINTERNAL] for any other non-nil error.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the message of the first [Error] in err's chain, or
// a generic message for internal errors.
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "internal error: " + err.Error()
}
