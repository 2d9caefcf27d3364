package sampling

import (
	"fmt"
	"testing"

	"recap/review"
)

// A fullwidth comma between two numbers separates them: "¥96,000，
// 2026-03-18" is an amount and a date, not one number nobody can read.
// The summary that writes the expiry that way carries it. carried fails
// on the commit before, which read no number in the run and so found
// the expiry missing.
func TestCommaJoinedNumbersAreReadApart(t *testing.T) {
	qs := quantitiesOf("年费 ¥96,000，2026-12-31 到期")
	if len(qs) != 2 || qs[0].kind != qMoney || qs[1].kind != qDate {
		t.Fatalf("read %+v, want an amount and a date", qs)
	}
	// A list of small numbers is no such run: nothing is split off it.
	if qs := quantitiesOf("1,2,3"); len(qs) != 0 {
		t.Errorf("\"1,2,3\" read as %+v, want nothing", qs)
	}
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "丰泽大厦续约，按 +5% 起草。").
			tool("contract_get", "合同 EMC-1：到期日 2026-03-18，年费 ¥96,000。", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"carried", ev("cj1", "合同 EMC-1：年费 ¥96,000，2026-03-18 到期，续约草案按 +5% 起草。下一步：发给客户确认续约草案。"), false},
		{"dropped", ev("cj2", "合同 EMC-1：年费 ¥96,000，续约草案按 +5% 起草。下一步：发给客户确认续约草案。"), true},
	})
}

// A range of days with its month written once ("1–12 March", "3-12 de
// março") runs to its last day: a validity carried as the range is
// carried. carried fails on the commit before, which read "1" and
// nothing else.
func TestDayRangeRunsToItsLastDay(t *testing.T) {
	for text, want := range map[string][2]float64{"badges valid 1–12 March (escorted)": {301, 312}, "de 3-12 de março": {303, 312}} {
		qs := quantitiesOf(text)
		if len(qs) != 2 || qs[0].kind != qDayMonth || qs[1].kind != qDayMonth || qs[0].vals[0] != want[0] || qs[1].vals[0] != want[1] {
			t.Errorf("%q read as %+v, want the days %v", text, qs, want)
		}
	}
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Badge the two glaziers for 1-12 March, escorted.").
			tool("badge_issue", `{"badge": "B-1", "status": "active", "valid_to": "2026-03-12"}`, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"carried", ev("dr1", "Glazier badge B-1 is active, valid 1–12 March, escorted. Next: issue the second glazier's badge."), false},
		{"dropped", ev("dr2", "Glazier badge B-1 is active, escorted. Next: issue the second glazier's badge."), true},
	})
}

// An approval's expiry that a tool states is carried when the contract
// lists the approval with that expiry, whatever the summary's words: the
// day is read in the timestamp's own zone as well as in UTC (22:00 at
// UTC-5 on the 20th is the 21st in UTC, and a person there writes the
// 20th). carried fails on the commit before, which read only the summary's
// text and the contract's fields in UTC; dropped keeps the finding when
// the contract lists no expiry.
func TestContractApprovalCarriesAToolsExpiry(t *testing.T) {
	ev := func(id string, withExpiry bool) *review.Event {
		ap := review.Approval{ID: "SO-77", Version: "wf-3"}
		if withExpiry {
			ap.ExpiresAt = ts("2026-03-20T22:00:00-05:00")
		}
		sot := sotFor()
		sot.Approvals = []review.SourceApproval{{ID: "SO-77", Version: "wf-3", ExpiresAt: ts("2026-03-20T22:00:00-05:00")}}
		return newEvent(id).msg(review.RoleUser, "Can the cold-room refit start? The head chef signed it off.").
			tool("signoff_lookup", "Sign-off SO-77 (head chef; scope: cold-room refit) recorded 2026-03-09, valid until 2026-03-20.", false).
			summary("The cold-room refit goes ahead under the head chef's sign-off SO-77. Next: book the refrigeration contractor.").
			contract(review.Contract{Approvals: []review.Approval{ap}}).sot(sot).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"carried", ev("ca1", true), false},
		{"dropped", ev("ca2", false), true},
	})
}

// A quote, an offer or a hold lapses within weeks, not only days: a
// validity six weeks out that the summary drops while it goes on with the
// quote is a missing limit. A registration years ahead still limits
// nothing the next steps do. enWeeks and ptWeeks fail on the commit
// before, whose horizon was 14 days.
func TestExpiryWeeksAheadStillBinds(t *testing.T) {
	ev := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Order the packaging for the spring range.").
			tool("quote_get", result, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enWeeks", ev("wk1", "Quote Q-5521: 40 boxes at €12.50 each, valid until 2026-04-20.",
			"Quote Q-5521 gives 40 boxes at €12.50 each. Next: place the packaging order on quote Q-5521."), true},
		{"ptWeeks", ev("wk2", "Orçamento O-77: 40 caixas a R$ 62,00 cada, válido até 25/04/2026.",
			"O orçamento O-77 dá 40 caixas a R$ 62,00 cada. Próximo passo: fazer o pedido das caixas com base no orçamento O-77."), true},
		{"enCarried", ev("wk3", "Quote Q-5521: 40 boxes at €12.50 each, valid until 2026-04-20.",
			"Quote Q-5521 gives 40 boxes at €12.50 each, valid until 20 April. Next: place the packaging order on quote Q-5521."), false},
		{"enYearsAhead", ev("wk4", "Supplier BoxCo: registration valid until 2031-05-01; 40 boxes at €12.50 each.",
			"Supplier BoxCo offers 40 boxes at €12.50 each. Next: place the packaging order with BoxCo."), false},
	})
}

// A time of day that ends a range under "only", or follows an "until"
// in its clause, closes a window the work must keep to: a tool's window
// the summary drops while it goes on with the work is a missing limit.
// enRange and jaRange fail on the commit before, which read a window
// only under a window word or an expiry cue; enPicked is "only" picking
// out one reading, not a window.
func TestOnlyAWindowOfTime(t *testing.T) {
	ev := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Book the delivery of the new chillers.").
			tool("dock_lookup", result, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enRange", ev("ow1", "Dock D2 booked for the chiller delivery; unloading 13:00-15:30 only, the yard closes after.",
			"Dock D2 is booked for the chiller delivery. Next: send the haulier the dock D2 booking for the chiller delivery."), true},
		{"jaRange", ev("ow2", "D2 番ドック予約済み。荷下ろしは 13:00〜15:30 のみ。",
			"D2 番ドックを予約済み。次：運送会社に D2 番ドックの予約を送る。"), true},
		{"enCarried", ev("ow3", "Dock D2 booked for the chiller delivery; unloading 13:00-15:30 only, the yard closes after.",
			"Dock D2 is booked for the chiller delivery, unloading 13:00-15:30. Next: send the haulier the dock D2 booking for the chiller delivery."), false},
		{"enPicked", ev("ow4", "Dock D2 booked for the chiller delivery; only the 07:15 slot had a forklift free, now taken.",
			"Dock D2 is booked for the chiller delivery. Next: send the haulier the dock D2 booking for the chiller delivery."), false},
	})
}

// An expiry a tool result states in a sentence of its own binds what the
// rest of that result speaks of: the summary that goes on with the
// reservation without the hold's end drops a limit, though the expiry's
// sentence shares no word with it. enHold and frCertificate fail on the
// commit before, which held an expiry to its own sentence; otherTool is
// a result the summary has no use for.
func TestExpiryBindsItsWholeResult(t *testing.T) {
	ev := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Get the spare bearing for press 4 ordered.").
			tool("pool_lookup", result, false).
			tool("press_status", "Press 4: stopped, bearing noise at the drive end.", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enHold", ev("eh1", "Reservation R-7 for bearing B-2 (drive end) to plant North. Hold expires 2026-03-14 17:00.",
			"Press 4 is stopped with bearing noise; reservation R-7 keeps bearing B-2 for the drive end. Next: raise the purchase request for bearing B-2."), true},
		{"frCertificate", ev("eh2", "Réservation R-7 : roulement B-2 pour l'usine Nord. Certificat valable jusqu'au 2026-03-14.",
			"La presse 4 est arrêtée ; la réservation R-7 garde le roulement B-2 pour l'usine Nord. Prochaine étape : la demande d'achat du roulement B-2."), true},
		{"otherTool", ev("eh3", "Catalogue Spring-26 for gaskets. Offer lapses 2026-03-14.",
			"Press 4 is stopped with bearing noise at the drive end. Next: ask maintenance to inspect the drive end."), false},
	})
}

// toolCall appends an assistant's tool call with its arguments.
func (b *eventBuilder) toolCall(name, args string) *eventBuilder {
	id := fmt.Sprintf("m%d", len(b.ev.Original)+1)
	b.ev.Original = append(b.ev.Original, review.Message{ID: id, Role: review.RoleAssistant, Kind: review.KindToolCall, Name: name, Content: args})
	return b
}

// A tool's failure is resolved by what comes back later, not by what the
// agent asks for or says: a later call's arguments ("msg": "cycle
// complete") ask, and the assistant's "processed" with no tool result
// since the error is its own claim. callAsks and enClaim/zhClaim fail on
// the commit before, callAsks too with tool calls read as outcomes again
// (a result comes between, so the assistant's-claim rule does not decide
// it), enClaim and zhClaim without that rule; enRetried is the same failure resolved by a retry's
// result, which the summary may leave out.
func TestOnlyAResultResolvesAToolFailure(t *testing.T) {
	callAsks := newEvent("ra1").msg(review.RoleUser, "Norma Healy's cycle is done; her daughter in Spokane wants the remains couriered.").
		toolCall("courier_book", `{"case":"AQ-31","method":"courier","to":"Spokane"}`).
		tool("courier_book", "courier API returned 503 Service Unavailable; no shipment created", true).
		toolCall("cycle_log", `{"case":"AQ-31"}`).tool("cycle_log", "log entry LG-5 saved", false).
		toolCall("portal_post", `{"case":"AQ-31","msg":"cycle complete"}`).
		tool("portal_post", "portal update PU-70 posted", false).
		summary("Case AQ-31: the cycle is complete and the family portal says so (PU-70). The remains go to Spokane by courier. Next: arrange the courier shipment to Spokane.").
		sot(sotFor()).build()
	treat := func(id, user string, steps func(*eventBuilder) *eventBuilder, summary string) *review.Event {
		return steps(newEvent(id).msg(review.RoleUser, user)).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"callAsks", callAsks, true},
		{"enClaim", treat("ra2", "Apply the prescribed formalin treatment to tank F-2.", func(b *eventBuilder) *eventBuilder {
			return b.toolCall("dose", `{"tank":"F-2","agent":"formalin"}`).tool("dose", "ERROR: dosing pump P-2 fault (E17), 0 ml dispensed", true).
				msg(review.RoleAssistant, "Tank F-2 formalin treatment processed.")
		}, "Tank F-2: formalin treatment applied as prescribed. Next: watch the fry in tank F-2 for an hour."), true},
		{"zhClaim", treat("ra3", "给 F-2 池按处方加福尔马林。", func(b *eventBuilder) *eventBuilder {
			return b.toolCall("dose", `{"tank":"F-2","agent":"福尔马林"}`).tool("dose", "错误：F-2 池加药泵 P-2 故障，未加药。", true).
				msg(review.RoleAssistant, "F-2 池的福尔马林加药已完成。")
		}, "F-2 池：福尔马林已按处方加药完成。下一步：观察 F-2 池一小时。"), true},
		{"enRetried", treat("ra4", "Apply the prescribed formalin treatment to tank F-2.", func(b *eventBuilder) *eventBuilder {
			return b.toolCall("dose", `{"tank":"F-2","agent":"formalin"}`).tool("dose", "ERROR: dosing pump P-2 fault (E17), 0 ml dispensed", true).
				toolCall("dose", `{"tank":"F-2","agent":"formalin","pump":"P-3"}`).tool("dose", "Tank F-2: 40 ml formalin dispensed by pump P-3.", false).
				msg(review.RoleAssistant, "Tank F-2 formalin treatment processed.")
		}, "Tank F-2: formalin treatment applied as prescribed, 40 ml. Next: watch the fry in tank F-2 for an hour."), false},
	})
}

// A later success of the same tool redoes a failed call only when it asks
// for the same objects: another month, another sensor list, is other work,
// and the failed one stays failed. A count the retry changed is still the
// same booking. month and list fail on the commit before, which read
// another value as another object only when the failing result named it;
// countChanged fails with any changed value read as another object.
func TestAnotherObjectRedoesNothing(t *testing.T) {
	ev := func(id, tool, args1, res1, args2, res2, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Check what we need and go on.").
			toolCall(tool, args1).tool(tool, res1, true).
			toolCall(tool, args2).tool(tool, res2, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"month", ev("ao1", "usage_read", `{"account":"55-4470","month":"2026-12"}`, "ERROR: meter read archive unavailable (503)",
			`{"account":"55-4470","month":"2027-01"}`, "2027-01: 63 m3",
			"Account 55-4470 leak review: January usage 63 m3. Next: work out the adjustment for account 55-4470."), true},
		{"list", ev("ao2", "wind_readings", `{"hill":"HS106","sensors":"all"}`, "Sensor T3 (take-off): timed out after 30 s, no data.",
			`{"hill":"HS106","sensors":["L1","L2"]}`, "L1 landing slope 0.7 m/s; L2 outrun 0.4 m/s.",
			"HS106 wind checked: landing slope 0.7 m/s, outrun 0.4 m/s, all in the green. Next: confirm the trial jump on HS106."), true},
		{"countChanged", ev("ao3", "venue_book", `{"venue":"V-1","seats":40}`, "booking service timed out, nothing booked",
			`{"venue":"V-1","seats":42}`, "confirmed, reference BK-9",
			"Venue V-1 is booked for 42 seats (BK-9). Next: send the venue V-1 booking to the guests."), false},
	})
}

// A later call that leaves out the object the failed call named (the
// video to schedule, then a read of the block) redoes nothing. readsBlock
// fails on the commit before; retryDropsOption is a retry that drops an
// option and keeps the object, which resolves the failure (its result
// speaks of the same call, so it would even with any dropped key read as
// another object).
func TestALaterCallWithoutTheObjectRedoesNothing(t *testing.T) {
	ev := func(id, args2, res2 string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Put the food bank video in tonight's half-time block.").
			toolCall("screen.schedule", `{"creative":"HFB-45s","block":"half-time","priority":"high"}`).
			tool("screen.schedule", `{"error":"slot rejected: block locked for the emergency-message test","scheduled":false}`, true).
			toolCall("screen.schedule", args2).tool("screen.schedule", res2, false).
			summary("Tonight's half-time block: sponsor reads BG-20s and TA-15s, and the food bank video HFB-45s added. Next: watch the half-time block from the control room.").
			sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"readsBlock", ev("lc1", `{"mode":"read","block":"half-time"}`, `{"items":[{"creative":"BG-20s"},{"creative":"TA-15s"}]}`), true},
		{"retryDropsOption", ev("lc2", `{"creative":"HFB-45s","block":"half-time"}`, `{"ok":true,"ref":"SL-4"}`), false},
	})
}

// A Chinese classifier between a number and its unit ("10 个工作日", "3
// 个小时") keeps the unit: the number is a span of time, so a protected
// rule's "5 working days" restated as "10 个工作日" is a changed number.
// zhWorkingDays fails on the commit before, which read "10" alone as a
// count of "个".
func TestChineseClassifierKeepsTheUnit(t *testing.T) {
	for text, per := range map[string]float64{"最长可开 10 个工作日": workingDay, "连续运行 3 个小时": 60, "等 2 個小時": 60} {
		if qs := quantitiesOf(text); len(qs) != 1 || qs[0].per != per {
			t.Errorf("%q read as %+v, want one span of %v minutes a unit", text, qs, per)
		}
	}
	badges := ruleSays("Contractor badges are valid for no more than 5 working days.",
		"You run the site's access desk.", "Badge the two glaziers from Vitrum for their job.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhWorkingDays", badges("cl1", "Vitrum 的两名玻璃工：承包商证件最长可开 10 个工作日，本次工期一次办妥。下一步：制证。"), true},
		{"zhKept", badges("cl2", "Vitrum 的两名玻璃工：承包商证件最长可开 5 个工作日，本次先开 5 个工作日。下一步：制证。"), false},
	})
}
