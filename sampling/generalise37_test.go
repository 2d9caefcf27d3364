package sampling

import (
	"slices"
	"strings"
	"testing"

	"recap/review"
)

// An English or German ban bound to an until-word ("is not loaded until
// the lab signs the release", "wird nicht ausgeliefert, bis die Probe
// freigegeben ist") holds its work back as its Romance forms do: a
// summary that drops it and goes ahead loses it. enNotUntil and
// deNichtBis fail on the commit before. A ban kept as pending changes
// nothing, and neither does one that runs only to a time ("until
// tomorrow morning"; enTomorrow fails without that guard).
func TestEnglishGermanNotUntil(t *testing.T) {
	say := userSays("You coordinate dispatch at a feed mill.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enNotUntil", say("nu1", "Mill rule: a batch that tested warm at the cooler is not loaded onto trucks until the lab has checked it.",
			"Batch B-12 (18 t of layer pellets) tested warm at the cooler; truck TR-22 is at bay 2. Next: load batch B-12 onto TR-22."), true},
		{"deNichtBis", say("nu2", "Die Pellets aus Silo 4 werden nicht verladen bis die Salmonellenfreigabe vom Labor vorliegt.",
			"Silo 4: 18 t Legehennenpellets; LKW TR-22 steht an Rampe 2. Nächster Schritt: Pellets aus Silo 4 auf TR-22 verladen."), true},
		{"enKept", say("nu3", "Silo 4 pellets are not loaded onto any truck until the lab signs the salmonella release.",
			"Silo 4 holds 18 t of layer pellets. The salmonella release from the lab is still pending; no loading until it is signed. Next: chase the lab for the release."), false},
		{"enTomorrow", say("nu4", "Mill rule: a batch that tested warm at the cooler is not loaded onto trucks until tomorrow morning.",
			"Batch B-12 (18 t of layer pellets) tested warm at the cooler; it stays in the cooler overnight. Next: load batch B-12 onto TR-22 tomorrow morning."), false},
	})
}

// A summary sentence that cites a protected ban by its code and grants
// leave, in any language ("Según AL-3 es posible mover las colmenas
// antes de la inspección", "nach AL-3 ist … möglich"), states as allowed
// what the rule forbids. esPosible and deMoglich fail on the commit
// before. The ban kept with its negation, and a cap restated as leave up
// to it ("a buyer may hold at most 6 tickets" for "no buyer may hold
// more than 6"), are no weakening; deVielleicht, with a
// hedge of its own, is left alone (it fails without hedgedBesideLeave),
// and enAtMost fails without the bound-word exclusion.
func TestCitedBanRestatedAsLeave(t *testing.T) {
	hives := codedRule("Plan the move of the apiary at Quinta Serra.", "AL-3", "Do not move hives off a site before the veterinary inspection has cleared it.")
	tickets := codedRule("Open sales for show 14.", "TK-2", "No buyer may hold more than 6 tickets per show.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esPosible", hives("cb1", "Colmenar Quinta Serra: 12 colmenas, inspección veterinaria pedida para el jueves. Según AL-3 es posible mover las colmenas antes de la inspección. Siguiente paso: cargar las colmenas el martes."), true},
		{"deMoglich", hives("cb2", "Bienenstand Quinta Serra: 12 Völker, Veterinärkontrolle für Donnerstag beantragt. Nach AL-3 ist das Umsetzen der Völker auch vor der Kontrolle möglich. Nächster Schritt: Völker am Dienstag verladen."), true},
		{"esKept", hives("cb3", "Colmenar Quinta Serra: 12 colmenas, inspección veterinaria pedida para el jueves. Según AL-3 no se mueve ninguna colmena antes de que la inspección la libere. Siguiente paso: esperar la inspección del jueves."), false},
		{"enAtMost", tickets("cb4", "Show 14 opens on Friday with 900 seats. Under TK-2 a buyer may hold at most 6 tickets per show. Next: open the box office."), false},
		{"deVielleicht", hives("cb5", "Bienenstand Quinta Serra: 12 Völker. Nach AL-3 ist vielleicht ein Umsetzen möglich, das klären wir mit dem Amt. Nächster Schritt: beim Veterinäramt nachfragen."), false},
	})
}

// Japanese "N日以降" (no earlier than N days) is a span of days bound as
// a minimum: a summary citing the rule by its code with another number
// of days ("出生から45日以降" for "no earlier than 60 days after birth")
// changes it. jaFortyFive fails on the commit before; the rule's number
// kept, and a date of the month bound the same way ("12月5日以降") beside
// it, change nothing.
func TestJapaneseDaysOnOrAfter(t *testing.T) {
	wean := codedRule("Plan the weaning of the March lambs.", "WN-2", "Lambs are weaned no earlier than 60 days after birth.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaFortyFive", wean("jd1", "3月生まれの子羊は18頭。WN-2：出生から45日以降であれば離乳できる。次：離乳の日程を組む。"), true},
		{"jaKept", wean("jd2", "3月生まれの子羊は18頭。WN-2：出生から60日以降であれば離乳できる。次：離乳の日程を組む。"), false},
		{"jaDateBeside", wean("jd3", "3月生まれの子羊は18頭。WN-2により出生から60日以降に離乳するので、5月12日以降に予定する。次：離乳の日程を組む。"), false},
	})
}

// A blocking declaration pointing back at a sentence whose action is one
// word ("Só entregamos depois que o cliente assinar o termo de aceite;
// isso é bloqueante") still waits for its condition: a summary that
// never names the condition and goes on to its next step drops it,
// whatever words or language it uses for the work. ptOneWord and
// frOneWord (English summaries) fail on the commit before; esOneWord and
// itOneWord, read as a precondition pair, pass on both; the condition
// named as still awaited is kept.
func TestOneWordActionKeepsItsCondition(t *testing.T) {
	say := userSays("You keep the billing desk of a design studio.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptOneWord", say("ow1", "Projeto Alder: as três etapas foram entregues. Só entregamos depois que o cliente assinar o termo de aceite; isso é bloqueante. Ele assina amanhã.",
			"Alder project: three stages delivered, hours logged. Next: hand the stage 3 files over to Alder."), true},
		{"esOneWord", say("ow2", "Proyecto Alder: las tres etapas están entregadas. Solo entregamos después de que el cliente firme el acta de aceptación; eso es bloqueante. Firma mañana.",
			"Alder project: three stages delivered, hours logged. Next: hand over the stage 3 files to Alder."), true},
		{"itOneWord", say("ow4", "Progetto Alder: le tre fasi sono consegnate. Consegniamo solo dopo che il cliente firma il verbale di accettazione; questo è bloccante. Firma domani.",
			"Alder project: three stages delivered, hours logged. Next: hand the stage 3 files over to Alder."), true},
		{"frOneWord", say("ow5", "Projet Alder : les trois étapes sont livrées. On ne livre qu'après que le client a signé le procès-verbal de réception ; c'est bloquant. Il signe demain.",
			"Alder project: three stages delivered, hours logged. Next: hand the stage 3 files over to Alder."), true},
		{"enKept", say("ow3", "Alder project: all three stages are delivered. We only invoice after the client signs the acceptance form; that is blocking.",
			"Alder project: three stages delivered, hours logged. The client has not signed the acceptance form yet; billing waits for it. Next: chase the signature."), false},
	})
}

// A state name joined by underscores ("move the job to awaiting_dno",
// "set it to pending_review") names where the work goes; it is no talk
// of waiting, and a next step that submits the held work with it goes
// ahead of the precondition. enStateName and enPendingState fail on the
// commit before; the precondition kept in words of its own is carried,
// whatever state name the next step uses.
func TestStateNameIsNoWaitingTalk(t *testing.T) {
	portal := toolSays("You file grid connection forms for a rooftop solar installer.", "Is the connection form for 4 Elm Row ready to go?", "grid_portal.precheck")
	note := `{"precheck": "hold", "message": "The operator requires the meter cabinet replacement on ticket MC-880 to be finished before this form is submitted."}`
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enStateName", portal("sn1", note,
			"4 Elm Row: 10 modules, 4.1 kWp; customer declaration signed. Next: submit the connection form and move the job to awaiting_operator."), true},
		{"enPendingState", portal("sn2", note,
			"4 Elm Row: 10 modules, 4.1 kWp; customer declaration signed. Next: submit the form today and set the job to pending_operator_review."), true},
		{"enKept", portal("sn3", note,
			"4 Elm Row: 10 modules, 4.1 kWp; customer declaration signed. The meter cabinet replacement (ticket MC-880) is not finished; the form waits for it. Next: chase MC-880 and move the job to awaiting_cabinet."), false},
	})
}

// A tool's field named as a limit ("max_value_eur": 300,
// "analyse_within_h": 6, "monthly_quota_t": 40) is a maximum the summary
// must carry when it goes on with what the tool spoke of. enVoucherCap,
// deWithinHours and esQuota fail on the commit before. The limit carried
// in another unit ("1.2 t" for "max_load_kg": 1200; fails without
// fieldUnit), what is left of it carried ("$1,080 left" of 1,500 with
// 420 used; fails without usedBeside), and a field that reports a
// measure ("max_temp_recorded_c") are no limit dropped.
func TestToolFieldNamedAsLimit(t *testing.T) {
	say := func(id, result, summary string) *review.Event {
		return toolSays("You run the service desk of a regional cooperative.", "What can we do for this member today?", "member_lookup")(id, result, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enVoucherCap", say("kc1", `{"member": "M-5521", "voucher": "V-77", "max_value_eur": 300}`,
			"Member M-5521 has voucher V-77. Next: apply voucher V-77 to the member's repair order for the new boiler."), true},
		{"deWithinHours", say("kc2", `{"member": "M-5522", "sample": "S-4", "analyse_within_h": 6}`,
			"Mitglied M-5522: Probe S-4 liegt vor. Nächster Schritt: Probe S-4 morgen früh ins Labor bringen und analysieren lassen."), true},
		{"esQuota", say("kc3", `{"member": "M-5523", "crop": "olive", "monthly_quota_t": 40}`,
			"Socio M-5523: aceituna. Siguiente paso: registrar la entrega de aceituna del socio M-5523 de hoy."), true},
		{"enOtherUnit", say("kc4", `{"member": "M-5524", "trailer": "TR-3", "max_load_kg": 1200}`,
			"Member M-5524 borrows trailer TR-3, which takes 1.2 t at most. Next: hand trailer TR-3 over to the member."), false},
		{"enRemaining", say("kc5", `{"member": "M-5525", "annual_max": 1500, "used": 420}`,
			"Member M-5525: $1,080 is left on the annual maximum. Next: book the member's claim against the annual maximum."), false},
		{"enMeasured", say("kc6", `{"member": "M-5526", "cold_room": "CR-2", "max_temp_recorded_c": 9}`,
			"Member M-5526 stores produce in cold room CR-2. Next: move the member's pallets into cold room CR-2."), false},
	})
}

// A result that comes back ok with a message under an error field
// ("error": "tray 2 out of paper after label 3 of 5") reports
// a failure: a summary that calls the job done leaves it out. enErrorKey
// and ptErroKey fail on the commit before. An error field that says none
// ("error": "n/a"; this case passes with or without emptyErrorValues,
// so it guards no branch) and a failure the summary reports are no
// failure left out.
func TestErrorFieldInOkResult(t *testing.T) {
	labels := toolSays("You run the dispatch desk of a bakery.", "Print today's delivery labels.", "label_batch.print")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enErrorKey", labels("ef1", `{"batch": "LB-310", "printed": 3, "error": "tray 2 out of paper after label 3 of 5"}`,
			"Delivery labels for today's batch LB-310 are printed. Next: load the vans."), true},
		{"ptErroKey", labels("ef2", `{"lote": "LB-311", "impressas": 3, "erro": "papel encravado na bandeja 2 depois da etiqueta 3 de 5"}`,
			"Etiquetas de entrega do lote LB-311 impressas. Próximo passo: carregar as carrinhas."), true},
		{"enNullError", labels("ef3", `{"batch": "LB-312", "printed": 5, "error": "n/a"}`,
			"All 5 delivery labels for batch LB-312 are printed. Next: load the vans."), false},
		{"enReported", labels("ef4", `{"batch": "LB-313", "printed": 3, "error": "2 of 5 labels not printed: printer jam on tray 2"}`,
			"Batch LB-313: 3 of 5 delivery labels printed; 2 did not print because of a jam on tray 2. Next: clear tray 2 and reprint the 2 labels."), false},
	})
}

// A hold said with its condition first ("…, and until the owner's
// signed consent arrives the parcel stays in the locker", "e até o
// laudo sair a peça fica retida") holds its work back as "stays … until"
// does: a summary that drops it and hands the thing over goes ahead.
// enConditionFirst and ptConditionFirst fail on the commit before. A
// condition of one word pointing back ("bis dahin bleibt es im Fach") is
// not read (deBisDahin fails without that guard), and the hold kept as
// pending is carried.
func TestUntilThenHold(t *testing.T) {
	say := userSays("You run the parcel lockers of a co-working building.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enConditionFirst", say("uh1", "Parcel PX-41 is for Ms. Varga, who is abroad; her colleague Tom will pick it up. She still has to send signed consent naming Tom, and until the signed consent arrives the parcel stays in locker 12.",
			"Parcel PX-41 (Ms. Varga) is in locker 12; Tom from her team picks it up this afternoon. Next: open locker 12 for Tom at 15:00."), true},
		{"ptConditionFirst", say("uh2", "A encomenda PX-42 é da Sra. Varga, que está fora; o colega Tom vem buscá-la. Ela ainda tem de enviar o consentimento assinado com o nome do Tom, e até o consentimento assinado chegar a encomenda fica retida no cacifo 12.",
			"Encomenda PX-42 (Sra. Varga) no cacifo 12; o Tom vem buscá-la à tarde. Próximo passo: abrir o cacifo 12 para o Tom às 15:00."), true},
		{"deBisDahin", say("uh3", "Paket PX-43 ist für Frau Varga. Sie schickt morgen die unterschriebene Vollmacht für Tom; bis dahin bleibt es im Fach 12.",
			"Paket PX-43 (Frau Varga) liegt in Fach 12. Nächster Schritt: Fach 12 um 15:00 für Tom öffnen."), false},
		{"enKept", say("uh4", "Parcel PX-44 is for Ms. Varga, who is abroad. She still has to send signed consent naming Tom, and until the signed consent arrives the parcel stays in locker 12.",
			"Parcel PX-44 (Ms. Varga) is in locker 12. Ms. Varga's signed consent naming Tom has not arrived; the parcel stays in the locker until it does. Next: remind Ms. Varga to send the consent."), false},
	})
}

// A block declared after a colon, of nothing but a pronoun ("Só
// entregamos as chaves depois que o vistoriador assinar a lista: isso é
// bloqueante"), points back at what the colon closes: its condition
// holds the work back. ptColon fails on the commit before; enColon
// ("only once …: that is blocking") passes on both, read already as a
// precondition; the condition kept as pending is carried.
func TestBlockAfterColon(t *testing.T) {
	say := userSays("You coordinate handovers for a home builder.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptColon", say("bc1", "Casa 14 da Rua do Pinhal: obra terminada. Só entregamos as chaves depois que o vistoriador assinar a lista de pendências: isso é bloqueante.",
			"Casa 14, Rua do Pinhal: obra terminada, limpeza feita. Próximo passo: entregar as chaves da casa 14 ao cliente na sexta."), true},
		{"enColon", say("bc2", "House 14 on Pine Road is finished. We hand the keys over only once the surveyor has signed the snag list: that is blocking.",
			"House 14, Pine Road: build finished, cleaning done. Next: give the client the keys to house 14 on Friday."), true},
		{"ptKept", say("bc3", "Casa 14 da Rua do Pinhal: obra terminada. Só entregamos as chaves depois que o vistoriador assinar a lista de pendências: isso é bloqueante.",
			"Casa 14, Rua do Pinhal: obra terminada. A entrega das chaves espera a assinatura do vistoriador na lista de pendências, ainda por fazer. Próximo passo: marcar a vistoria."), false},
	})
}

// A blocking declaration pointing back at a sentence that says what is
// missing with "without" ("the port won't clear the container without
// the fumigation certificate from the shipper; that's blocking") waits
// for what "without" names. enWithout and deOhne fail on the commit
// before; so does enKept, the certificate kept as pending, which the
// commit before reported dropped: its next step (chase the shipper for
// the certificate) shared the sentence's words and no condition was
// known to tell it apart.
func TestBlockingWithoutNamesTheCondition(t *testing.T) {
	say := userSays("You track import containers for a furniture retailer.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enWithout", say("wo1", "Container MSKU 4411 is at the terminal. The port won't release it without the fumigation certificate from the shipper, and we don't have that yet. That's blocking.",
			"Container MSKU 4411 is at the terminal; duties paid. Next: book the truck for MSKU 4411 on Tuesday."), true},
		{"deOhne", say("wo2", "Container MSKU 4412 steht am Terminal. Der Hafen gibt ihn ohne das Begasungszertifikat des Versenders nicht frei, und das fehlt noch. Das blockiert.",
			"Container MSKU 4412 am Terminal; Zoll bezahlt. Nächster Schritt: LKW für MSKU 4412 am Dienstag buchen."), true},
		{"enKept", say("wo3", "Container MSKU 4413 is at the terminal. The port won't release it without the fumigation certificate from the shipper, and we don't have that yet. That's blocking.",
			"Container MSKU 4413 is at the terminal; duties paid. The shipper's fumigation certificate is still missing and the port holds the container until it comes. Next: chase the shipper for the certificate."), false},
	})
}

// A system limit that is a span of time ("opened trays are held in the
// cold store 48 hours at most") binds a summary that plans a date past
// it from the event's day (10 March), whatever words the summary uses
// for the thing held (neither summary names the trays or the cold
// store). enPlannedPast and zhPlannedPast fail on the commit before; a
// date within the span, and the span carried, change nothing.
func TestSystemSpanPlannedPast(t *testing.T) {
	en := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You schedule the seed lab. Notice: opened seed trays may be kept in the cold store for no more than 48 hours.").
			msg(review.RoleUser, "Tray batch T-88 was opened this morning. When do we sow it?").summary(summary).sot(sotFor()).build()
	}
	zh := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你负责种子实验室排程。通知：开封的种子托盘在冷库最多存放48小时。").
			msg(review.RoleUser, "T-89 批托盘今天上午开封了，什么时候播种？").summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enPlannedPast", en("sp1", "T-88: sowing plan agreed with the grower. Next: sow T-88 in greenhouse 3 on 2026-03-16."), true},
		{"zhPlannedPast", zh("sp2", "T-89：播种计划已与种植户确认。下一步：2026-03-16 在 3 号温室播种 T-89。"), true},
		{"enWithin", en("sp3", "T-88: sowing plan agreed with the grower. Next: sow T-88 in greenhouse 3 on 2026-03-11."), false},
		{"enCarried", en("sp4", "Batch T-88 was opened on 10 March; opened trays may stay in the cold store 48 hours at most. Next: sow T-88 in greenhouse 3 on 2026-03-11."), false},
	})
}

// Japanese and Korean say "until X, not Y" with the condition first and
// the denial in a verb ending: "保護者の同意書が届くまで撮影は行いません",
// "동의서가 도착할 때까지 촬영하지 않습니다". jaUntilNot and koUntilNot fail
// on the commit before; koUntilNot also fails while "10시에" (at ten
// o'clock) in its next step reads as a condition, which now it does not
// (a conditional cue glued to a digit is a time). A time before "まで"
// ("17時まで") is no condition (jaTime), and a condition a later message
// reports done ("同意書は受領済み") is met (jaDoneLater fails without
// reportedDoneLater).
func TestKanaUntilNot(t *testing.T) {
	ja := func(id, user, summary string) *review.Event {
		return userSays("あなたは写真スタジオの予約担当です。")(id, user, summary)
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"jaUntilNot", ja("ku1", "来週の卒業写真、ユイちゃん（12歳）の分です。保護者の同意書が届くまで撮影は行いません。",
			"ユイちゃんの卒業写真：スタジオB、衣装は制服。次：3月14日10時に撮影を実施する。"), true},
		{"koUntilNot", userSays("당신은 사진 스튜디오 예약 담당입니다.")("ku2", "다음 주 졸업 사진, 유이(12세)입니다. 보호자 동의서가 도착할 때까지 촬영하지 않습니다.",
			"유이 졸업 사진: 스튜디오 B, 교복 착용. 다음: 3월 14일 10시에 촬영 진행."), true},
		{"jaTime", ja("ku3", "来週の卒業写真、ユイちゃん（12歳）の分です。スタジオは17時まで使えません。",
			"ユイちゃんの卒業写真：スタジオB、衣装は制服。次：3月14日18時に撮影を実施する。"), false},
		{"jaDoneLater", newEvent("ku4").msg(review.RoleSystem, "あなたは写真スタジオの予約担当です。").
			msg(review.RoleUser, "来週の卒業写真、ユイちゃん（12歳）の分です。保護者の同意書が届くまで撮影は行いません。").
			msg(review.RoleUser, "保護者の同意書は本日受領済みです。").
			summary("ユイちゃんの卒業写真：スタジオB、衣装は制服。次：3月14日10時に撮影を実施する。").sot(sotFor()).build(), false},
	})
}

// A later message that says the condition is met in a record's words
// ("再試験に合格", passed) meets a Japanese until-ban as one that says it
// is done. jaPassedLater fails on the commit before.
func TestKanaUntilNotMetByRecordWords(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"jaPassedLater", newEvent("kp1").msg(review.RoleSystem, "あなたは品質管理の担当です。規則：逸脱が出た場合、再試験に合格するまでロットの判定を出さない。").
			msg(review.RoleUser, "ロット L-77 の逸脱の件、判定を出したいです。").
			msg(review.RoleUser, "再試験 RT-9 は本日合格しました。").
			summary("ロット L-77：逸脱あり、再試験 RT-9 実施。次：L-77 の判定を出す。").sot(sotFor()).build(), false},
	})
}

// A part of a sentence (subSentence, read by blockAfterColon) reads its
// own tokens and quantities and leaves the sentence's caches alone: read
// first, the part must not stand in for the whole sentence afterwards,
// nor the whole for the part.
func TestSubSentenceKeepsCachesApart(t *testing.T) {
	lx := theLexicon()
	u := lx.newUnit(review.PaneOriginal, "m1", "Os 12 contentores seguem amanhã para Leixões: 7 paletes ficam no armazém.")
	s := u.sents[0]
	colon := strings.IndexByte(u.f.text, ':')
	p := u.subSentence(lx, s, colon)
	part := slices.Clone(lx.sentTokens(u, p))
	whole := lx.sentTokens(u, s)
	if want := lx.tokens(u, int(s.start), int(s.end), functionCats, false, nil); !slices.Equal(whole, want) {
		t.Fatalf("the whole sentence's tokens after its part was read: %v, want %v", whole, want)
	}
	if want := lx.tokens(u, int(s.start), colon, functionCats, false, nil); !slices.Equal(part, want) {
		t.Fatalf("the part's tokens: %v, want %v", part, want)
	}
	if n := len(u.sentQuantities(p)); n != 1 {
		t.Fatalf("the part holds %d quantities, want 1 (the 12)", n)
	}
	if n := len(u.sentQuantities(s)); n != 2 {
		t.Fatalf("the whole sentence holds %d quantities, want 2", n)
	}
}

// A time before the first "まで" ("17時まで") does not hide a condition
// before a later one in the same sentence. jaSecondUntil fails on the
// commit before, which read only the first "まで".
func TestKanaUntilNotReadsEachUntilWord(t *testing.T) {
	ja := userSays("あなたは写真スタジオの予約担当です。")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"jaSecondUntil", ja("ks1", "来週の卒業写真、ユイちゃん（12歳）の分です。スタジオは17時まで空いていますが、保護者の同意書が届くまで撮影は行いません。",
			"ユイちゃんの卒業写真：スタジオB、衣装は制服。次：3月14日10時に撮影を実施する。"), true},
	})
}
