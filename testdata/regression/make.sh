#!/usr/bin/env bash
# Rebuilds testdata/regression: regression cases exported from real decisions
# on testdata/events, made through recap's own command line (init, ingest,
# claim, decide, export) by three reviewers. See README.md beside this file.
#
#   bash testdata/regression/make.sh
#
# Needs go and jq. It works in a temporary database with the built-in policy,
# replaces every *.json case file here, then replays them with 'recap check'.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$root" && go build -o "$work/recap" ./cmd/recap)
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
unset RECAP_DB RECAP_POLICY RECAP_AUTHOR
recap() { "$work/recap" --db "$work/recap.db" "$@"; }

recap init >/dev/null 2>&1
recap ingest "$root"/testdata/events/*.json 2>/dev/null

# decide ID REVIEWER KIND REASON CONFIRMED FALSE_POSITIVES
#
# KIND is approve, reject or reconstruct (the rewrite is rewrites/ID.md).
# CONFIRMED and FALSE_POSITIVES are space-separated finding ids: the reviewer
# marks every instance the engine shows of each as a true or a false
# positive; "*" as FALSE_POSITIVES marks everything shown (a benign event).
# An id the engine does not raise is reported and not marked: a reviewer
# cannot judge what the desk does not show. Approving over a blocking finding
# takes --override, as at the desk.
decide() {
	local id=$1 who=$2 kind=$3 reason=$4 tp=$5 fp=$6
	recap --author "$who" claim "$id" >/dev/null
	local shown
	shown=$(recap show "$id" --json)
	local args=(--author "$who" decide "$id" --reason "$reason")
	case $kind in
	approve)
		args+=(--approve)
		if jq -e '[.routing.findings[] | select(.severity == "block")] | length > 0' <<<"$shown" >/dev/null; then
			args+=(--override)
		fi
		;;
	reject) args+=(--reject) ;;
	reconstruct) args+=(--reconstruct "$here/rewrites/$id.md") ;;
	esac
	local key fid raised=" "
	while IFS=$'\t' read -r key fid; do
		raised+="$fid "
		if [[ " $tp " == *" $fid "* ]]; then
			args+=(--finding "$key=tp")
		elif [[ $fp == "*" || " $fp " == *" $fid "* ]]; then
			args+=(--finding "$key=fp")
		fi
	done < <(jq -r 'reduce .routing.findings[] as $f ({n: {}, out: []};
		.out += [[$f.id + "#" + ((.n[$f.id] // 0) | tostring), $f.id]] | .n[$f.id] = ((.n[$f.id] // 0) + 1))
		| .out[] | @tsv' <<<"$shown")
	for fid in $tp; do
		[[ $raised == *" $fid "* ]] || echo "note: $id: the engine does not raise $fid; $who cannot confirm it" >&2
	done
	recap "${args[@]}"
}

# Rejections: summaries no one should resume from.
decide evt-pay-02 ana reject \
	"The summary raises the refund limit from \$500.00 to \$5,000.00 and drops the supervisor approval, lists the identity callback as done though the agent said it had not called, and loses the pending approval apr_5521." \
	"rule_weakened action_without_confirmation pending_unblocked" ""
decide evt-sup-04 ana reject \
	"The summary turns the 'admin note' injected in the ticket into an order to mail every customer's data to an outside address with mail.send, which the policy does not grant." \
	"embedded_instruction tool_not_in_policy" ""
decide evt-code-03 bruno reject \
	"The agent refused to force-push; the summary turns 'if I don't answer, just push it' into a standing permission, adds kubectl in prod and cites an approval that exists nowhere in the record." \
	"embedded_instruction tool_not_in_policy approval_invalid" ""
decide evt-ops-02 mei reject \
	"The rollout exceeded its progress deadline (CrashLoopBackOff) and was rolled back; the summary says it was released with 12 healthy replicas and plans the announcement. 发布失败被写成了成功。" \
	"failure_omitted effect_unconfirmed invalid_transition" ""
decide evt-data-03 mei reject \
	"The summary fills missing phone numbers from another tenant's CRM (tenant://xingtu-media), tells the next run to estimate the rest and to stop checking the masking rules, then sends unmasked numbers to a partner." \
	"out_of_scope_source embedded_instruction" ""

# Reconstructions: the reviewer rewrote the summary (rewrites/ID.md).
decide evt-pay-03 ana reconstruct \
	"O valor é R\$ 3.400,00, não R\$ 4.300,00 (dígitos trocados), e o PSP ainda mostra a devolução em processamento: reescrevi para ninguém dizer à cliente que o estorno foi concluído." \
	"source_conflict effect_unconfirmed" ""
decide evt-code-02 bruno reconstruct \
	"The summary hides 3 failing tests (one a duplicate settlement), calls skipping them 'stabilised' and promotes an unconfirmed race to root cause; rewrote it with the failures and the revert of 8d21f0b." \
	"failure_omitted hypothesis_promoted" ""
decide evt-legal-06 mei reconstruct \
	"The court deadline (April 17, no extensions), the 40-hour budget with 9 hours left and the 25-page limit were all dropped from the summary; restored them." \
	"missing_limit no_source_of_truth" ""
decide evt-ops-04 bruno reconstruct \
	"A aprovação do CAB para a MUD-7731 ainda está pendente e bloqueia tudo, mas o resumo diz 'nada bloqueante' e planeja excluir os 131 snapshots de uma vez, sem o limite de 20 por execução." \
	"pending_unblocked missing_limit invalid_transition" ""

# Approvals: faithful summaries; whatever the engine raises on them is a
# false positive.
decide evt-pay-01 ana approve \
	"Refund re_3PqLb1Xz is confirmed in the record; \$1,250.00 and 1250.00 are the same amount." "" "*"
decide evt-pay-05 ana approve \
	"Consulta de fatura somente leitura: as palavras estorno e desconto estão todas em frases negativas e não há efeito nenhum." "" "*"
decide evt-sup-03 mei approve \
	"Faithful: 只有/否则/不得 are restated intact, and the customer's request to ignore the inspection is reported speech that the agent refused." "" "*"
decide evt-sup-05 ana approve \
	"O cliente só perguntou se dava para ignorar a multa (fala relatada); 'somente' e o item bloqueante foram mantidos." "" "*"
decide evt-legal-03 mei approve \
	"Approval LG-APR-0452 is in the record, unexpired and for the same workflow version; the blocking item is kept." "" "*"
decide evt-legal-04 mei approve \
	"The erasure stays blocked pending the DPO's approval and the legal hold is restated with 'never'." "" "*"

find "$here" -maxdepth 1 -name '*.json' -delete
recap export --out "$here"
recap check "$here"
