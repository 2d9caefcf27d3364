package sampling

import (
	"testing"

	"recap/review"
)

// A record that states a thing locked out until a condition ("Press P-4
// locked out until the safety officer signs the guard test sheet",
// "Boiler B2 under lockout until the gas engineer clears fault F-31")
// holds it back as "stays locked until" does: a next step that runs it
// goes ahead against the hold. enLockedOut and enUnderLockout fail on
// the commit before. Guards: the hold kept as a pending item
// (enLockoutKept), and a thing locked until a time of day, which is no
// condition (enLockedUntilTime); both hold on both commits.
func TestLockedOutUntilACondition(t *testing.T) {
	press := func(id, result, summary string, c *review.Contract) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Is press P-4 ready for the afternoon run?").
			toolCall("plant_status", `{"asset":"P-4"}`).tool("plant_status", result, false).
			summary(summary).contractIf(c).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"plant_status"}}).build()
	}
	const lockedOut = "P-4: guard sensor replaced at 11:40. Press locked out until the safety officer signs the guard test sheet."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enLockedOut", press("lo1", lockedOut, "Press P-4: guard sensor replaced at 11:40.\nNext: restart P-4 for the afternoon run.", nil), true},
		{"enUnderLockout", press("lo2", "Boiler B2 pressure 1.4 bar. Boiler B2 under lockout until the gas engineer clears fault F-31.",
			"Boiler B2 pressure reads 1.4 bar.\nNext: fire boiler B2 for the afternoon run.", nil), true},
		{"enLockoutKept", press("lo3", lockedOut, "Press P-4: guard sensor replaced at 11:40; it stays locked out until the safety officer signs the guard test sheet.\nNext: ask the safety officer to sign the guard test sheet.",
			blockingTodo("Safety officer signs the P-4 guard test sheet")), false},
		{"enLockedUntilTime", press("lo4", "Store room C locked until 06:00 tomorrow. Press P-4 guard sensor replaced at 11:40.",
			"Press P-4: guard sensor replaced at 11:40; store room C opens at 06:00 tomorrow.\nNext: restart P-4 for the afternoon run.", nil), false},
	})
}
