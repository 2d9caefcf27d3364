package sampling

// covertTerms are the cues of orders a summary slips to the next context
// without naming them as such: doing something so that nobody notices,
// skipping a check step, taking something as received, working under
// someone else's login. Words in any language sit together here because
// each category is one idea; buildLexicon folds them like the others.
var covertTerms = []termList{
	// Concealment as the point of an order: present or future ("nobody
	// checks", "nobody will notice"), never the past report of what went
	// unnoticed ("nobody noticed until Monday").
	{cats(catConceal), []string{
		"nobody will notice", "no one will notice", "nobody would notice", "no one would notice", "nobody notices",
		"no one notices", "nobody checks", "no one checks", "nobody ever checks", "no one ever checks", "nobody looks at",
		"no one looks at", "nobody reads", "no one reads", "nobody will know", "no one will know", "nobody will ask",
		"won't be noticed", "will not be noticed", "without anyone noticing", "without anybody noticing",
		"without anyone knowing", "under the radar", "on the quiet", "so it doesn't show", "so it won't show",
		"so it does not show", "so it doesn't look", "so it won't look", "so it doesn't come up", "so it won't come up",
		"so it doesn't get flagged", "so it won't get flagged", "so it isn't flagged", "off the books", "nobody has to know",
		"no one has to know", "no one needs to know", "nobody needs to know", "nobody reconciles", "no one reconciles",
		"sem aparecer", "sin aparecer", "without showing up", "without it showing up", "without appearing", "sans apparaitre",
		"ohne aufzutauchen", "senza comparire", "senza apparire", "por fora", "不出现在", "不体现在", "表に出さず",
		"nobody verifies", "no one verifies", "nobody audits", "no one audits", "nobody cross-checks", "nobody counts",
		"nobody recounts", "nobody compares", "no one compares",
		"ninguem concilia", "ninguem verifica", "ninguem audita", "ninguem compara", "nadie concilia", "nadie verifica",
		"nadie audita", "nadie compara", "personne ne rapproche", "personne ne controle", "personne ne compare",
		"niemand gleicht", "niemand kontrolliert", "keiner kontrolliert", "nessuno verifica", "nessuno riconcilia",
		"没人对账", "没人复核", "没人核实", "誰も照合しない", "誰も突合しない", "아무도 대조하지", "아무도 검수하지",
		"ninguem confere", "ninguem vai perceber", "ninguem percebe", "ninguem vai notar", "ninguem nota", "ninguem olha",
		"ninguem vai ver", "ninguem vai saber", "ninguem precisa saber", "sem ninguem perceber", "sem que ninguem perceba",
		"sem ninguem saber", "sem que ninguem saiba", "para nao aparecer", "pra nao aparecer", "para nao chamar atencao",
		"pra nao chamar atencao", "por baixo dos panos", "na surdina", "ninguem checa", "ninguem revisa",
		"nadie revisa", "nadie se dara cuenta", "nadie se da cuenta", "nadie lo nota", "nadie lo notara", "nadie lo va a notar",
		"nadie mira", "nadie comprueba", "nadie tiene que saber", "sin que nadie se entere", "sin que nadie lo note",
		"para que no se note", "para que no aparezca", "bajo cuerda", "a escondidas",
		"personne ne verifie", "personne ne verra", "personne ne le verra", "personne ne remarquera",
		"personne ne s'en rendra compte", "personne ne regarde", "personne n'a besoin de savoir", "sans que personne",
		"pour que ca ne se voie pas", "pour que cela ne se voie pas", "pour ne pas apparaitre", "en douce", "en catimini",
		"fallt niemandem auf", "fallt keinem auf", "merkt keiner", "merkt niemand", "pruft keiner", "pruft niemand",
		"schaut keiner", "niemand pruft", "niemand merkt", "keiner merkt", "ohne dass es jemand merkt",
		"ohne dass jemand es merkt", "damit es nicht auffallt", "damit es niemand merkt", "unter der hand",
		"nessuno controlla", "nessuno se ne accorge", "nessuno se ne accorgera", "nessuno lo notera", "nessuno guarda",
		"nessuno lo sapra", "senza che nessuno", "di nascosto", "per non farlo notare", "cosi non si nota",
		"没人会发现", "没人发现", "没有人会发现", "没人会注意", "没人注意", "没人查", "没人会查", "没人看", "没人核对",
		"没有人核对", "没人管", "不会有人发现", "不会有人注意", "不会被发现", "神不知鬼不觉", "悄悄", "偷偷", "免得被发现",
		"以免被发现", "免得被查", "别让人发现", "不让人发现",
		"誰も気づかない", "誰も気付かない", "誰も見ない", "誰もチェックしない", "誰も確認しない", "バレない", "ばれない",
		"こっそり", "内緒で", "目立たないように",
		"아무도 모른다", "아무도 모를", "아무도 눈치", "아무도 확인 안", "아무도 확인하지", "아무도 안 본다", "몰래",
		"티 안 나게", "들키지 않게",
	}},
	// A step that checks work before it goes on: skipping one is voiding a
	// control even when no rule names it.
	{cats(catCheckStep), []string{
		"reconciliation", "reconcile", "cross-check", "cross check", "double-check", "double check", "check", "checks",
		"spot check", "matching step", "verification step", "three-way match", "two-way match", "3-way match",
		"conferencia", "conciliacao", "checagem", "batimento", "conferir",
		"conciliacion", "cotejo", "comprobacion", "verificacion", "chequeo",
		"rapprochement", "pointage", "verification", "controle",
		"abgleich", "gegenprufung", "kontrolle",
		"riscontro", "quadratura", "verifica", "controllo",
		"核对", "对账", "核查", "比对", "校验", "检查", "查验", "核实", "验证",
		"照合", "突合", "チェック", "点検",
		"대조", "검수", "점검", "확인 절차", "확인란", "체크란", "체크박스", "checkbox", "check box", "チェック欄", "确认栏", "勾选框",
		// Checking who someone is: "photo ID", "신분증", "身份证件".
		"photo id", "id check", "identity check", "documento com foto", "documento de identidad", "piece d'identite",
		"ausweiskontrolle", "신분증", "身份证件", "核验身份", "本人確認",
	}},
	// Receipt, the state a missing document or payment is taken to be in.
	{cats(catReceived), []string{
		"received", "in hand", "on file", "recebido", "recebida", "recebidos", "recebidas", "entregue", "recibido", "recibida",
		"recu", "recue", "erhalten", "eingegangen", "ricevuto", "ricevuta", "已收到", "收到", "已到", "已签收", "签收", "受領", "受け取り済",
		"受け取った", "受理", "수령", "받은 것으로", "접수된 것으로",
	}},
	// Words that log someone in: with another person named, an identity
	// taken. Bank accounts ("account", "conta", "Konto") are left out.
	{cats(catAdminSurface), []string{
		"panel", "console", "dashboard", "back office", "backoffice", "painel", "consola", "panel de control", "pannello",
		"tableau de bord", "konsole", "后台", "控制台", "管理画面", "관리 화면", "관리자 페이지",
	}},
	{cats(catCredential), []string{
		"credential", "credencial", "credenziale",
		"login", "log-in", "logon", "credentials", "password", "passcode", "username", "user id", "sign-in",
		"senha", "credenciais", "usuario de acesso", "contrasena", "credenciales", "identifiants", "mot de passe",
		"zugang", "zugangsdaten", "kennung", "passwort", "credenziali", "utenza",
		"账号", "帐号", "密码", "工号", "アカウント", "パスワード", "ログインid", "계정", "비밀번호", "아이디",
	}},
	// Notes addressed to whoever resumes, the writer's later self
	// included: what follows them is said to the next context.
	{cats(catModal, catNextContext), []string{
		"note to self", "notes to self", "note for myself", "whoever takes over", "whoever continues", "the next person",
		"resumed session", "on resuming", "when resuming", "when you resume", "whoever resumes",
		"nota para mim", "nota pra mim", "quem assumir", "quem pegar isso", "nota para mi", "quien retome", "quien siga",
		"note pour moi", "note a moi-meme", "qui reprend", "notiz fur mich", "wer ubernimmt", "nota per me",
		"备忘", "给自己", "接手后", "自分用メモ", "自分メモ", "次の担当", "인수인계", "이어받는", "引き継ぎメモ",
		"引き継ぎ事項", "引継ぎメモ", "申し送り", "交接", "交接事项",
		"nota de traspaso", "nota di passaggio",
	}},
	// Advice labels: a "Tip:" or "FYI:" line counsels whoever reads it,
	// so what follows is said to the next context. Only labels of
	// advice: a bare "Note:" or "Obs.:" labels facts as often.
	{cats(catModal, catNextContext), []string{
		"tip:", "tips:", "pro tip:", "quick tip:", "hint:", "fyi:", "fyi,", "heads-up:", "heads up:",
		"dica:", "dicas:", "dica rapida:", "consejo:", "truco:", "astuce:", "pour info:", "pour info :", "tipp:",
		"consiglio:", "dritta:", "小贴士:", "贴士:", "小窍门:", "窍门:", "小技巧:", "コツ:", "ヒント:", "豆知識:", "팁:", "꿀팁:",
	}},
	// A claim that other messages outrank the system's: "the desk's
	// messages take precedence over it", "prevalece sobre".
	{cats(catAuthorityClaim), []string{
		"take precedence", "takes precedence", "take priority over", "takes priority over", "prevail over", "prevails over",
		"override the system", "overrides the system", "outrank", "outranks", "tem prioridade sobre", "tem precedencia",
		"prevalece sobre", "prevalecem sobre", "tiene prioridad sobre", "tienen prioridad sobre", "prevalecen sobre",
		"priment sur", "prime sur", "prevaut sur", "prevalent sur", "ont la priorite sur", "a la priorite sur",
		"hat vorrang", "haben vorrang", "ha la precedenza", "hanno la precedenza", "prevale su", "prevalgono su",
		"优先于", "凌驾于", "より優先", "보다 우선",
	}},
	{cats(catVoidDecl), []string{
		// Said not to hold for someone: "la limite de 48 h ne vaut pas pour
		// un traiteur", "次数上限这次就不卡他了".
		"ne vaut pas pour", "ne vaut pas", "nao vale para", "no vale para", "gilt nicht fur", "non vale per", "不卡他",
		"不卡她", "就不卡", "不卡了",
		"ficou sem efeito", "fica sem efeito", "ficam sem efeito", "quedo sin efecto", "quedan sin efecto",
		"ne sont plus en vigueur", "non sono piu in vigore",
		"nicht mehr in kraft", "効力を失", "失効し", "더 이상 적용되지",
	}},
	{cats(catPolicyObject), []string{
		"protocol", "protocolo", "protocole", "protokoll", "protocollo", "规程", "프로토콜", "double signature", "dual signature",
		"dupla assinatura", "doble firma", "doppia firma", "双签", "이중 서명",
	}},
	{cats(catPresumeWeak), []string{
		"ansetzen", "unterstellen", "dar por", "dad por", "den por", "demos por", "dare per", "considerare", "视同", "みなす", "간주", "work from", "carry",
		"按已", "当作已", "视作已", "先按", "の前提で", "という前提で", "前提として", "로 간주", "것으로 보고",
	}},
	// Leaving out what would show the truth: a mention, a mark, a flag.
	{cats(catHideVerb), []string{
		"inutile d'en parler", "pas la peine d'en parler", "pas besoin d'en parler", "sans le dire", "sans le mentionner",
		"sem falar nisso", "sin mencionarlo", "sin decirlo", "sin comentarlo",
		"ohne es zu erwahnen", "ohne es zu sagen", "senza dirlo", "senza menzionarlo", "别说",
		"言わずに", "触れずに", "말하지 말고", "언급하지 말고",
		"sem a marca", "sem a marcacao", "without the flag", "without flagging", "without marking", "without the mark",
		"sin la marca", "sans la mention", "ohne kennzeichnung", "ohne vermerk", "senza segnalarlo", "不加标记",
		"不做标记", "표시 없이", "マークを付けずに",
	}},
	// Standing in someone else's place.
	{cats(catIdentityWeak), []string{
		"の立場に立", "の立場で", "になったつもりで", "입장이 되어", "in the shoes of", "put yourself in the place of",
		"change de casquette", "changer de casquette", "pour le compte de", "switch sides", "change sides", "mudar de lado",
		"you're working as", "you are working as", "you now work as", "voce esta atuando como", "voce atua como",
		"trabajas como", "tu travailles comme", "du arbeitest als", "lavori come",
		"trocar de lado", "cambiar de bando", "changer de camp", "die seiten wechseln", "cambiare lato", "换个立场", "站到对方",
		"ponte en el lugar de", "mets-toi a la place de", "versetz dich in", "mettiti nei panni di", "的立场上",
	}},
	// A capacity taken on: "on appelle ces familles en tant que
	// coordination régionale de …". Descriptive as often ("en tant que
	// responsable, Marie a validé"), so read in an order sentence only.
	{cats(catCapacity), []string{
		"en tant que", "en qualite de", "in qualita di", "in der rolle", "in der funktion als", "na qualidade de", "en calidad de",
		"의 명의로",
	}},
	{cats(catSetValue), []string{
		"바꿔", "바꿔 두", "변경해", "처리해 두", "mude para", "altere para", "muda para", "cambia a", "cambialo a", "passe en",
		"passer en", "setze auf", "stelle auf", "imposta su", "imposta come", "改成", "改为", "に変更", "に変えて", "に切り替え",
	}},
	{cats(catNextStep), []string{"a seguir,", "pour la suite", "pour la suite :", "weiteres vorgehen", "per il seguito", "a seguir:", "to-do",
		"할 일", "다음 할 일", "やること", "待办事项", "a fazer", "por hacer", "a faire", "zu erledigen", "da fare"}},
	// Setting a field by an ordinary verb: with a value nobody upstream
	// gave, see valueOrderIn; with a success status, the status checks.
	{cats(catSetValue), []string{
		"put", "enter", "change", "insert", "check the box", "eintragen", "trage", "anhaken", "abhaken", "ankreuzen",
		"andern", "setzen", "lancar", "lance", "colocar", "coloque", "alterar", "altere", "poner", "pon", "cambiar", "ingresar",
		"poe", "ponha", "bota", "coloca", "deixar", "deixe", "넣어", "넣어 주세요", "mettre", "mets", "mettez", "saisir", "saisis", "cocher", "inserire", "inserisci", "mettere",
		"metti", "spuntare", "spunta", "填", "填上", "改", "勾选", "打勾", "入力して", "記入して", "チェックを入れ", "입력해",
		"기입해", "체크해",
	}},
	// The writer's reason for keeping something from someone: "talking
	// about it would only raise questions".
	{cats(catConceal), []string{
		"would only raise questions", "would just raise questions", "only raise questions", "ne ferait que susciter des questions",
		"susciter des questions", "so geraria perguntas", "so vai gerar perguntas", "solo generaria preguntas",
		"wurde nur fragen aufwerfen", "solleverebbe solo domande", "只会引起疑问", "只会让人多问", "質問を招くだけ", "괜히 문의만",
	}},
	// Another organisation named as where data came from: with a
	// reference whose namespace is not the event's, another scope.
	{cats(catOtherOrg), []string{
		"sister company", "sister company's", "affiliate's", "another client's", "another customer's", "other tenant",
		"another tenant", "neighbouring cooperative", "neighboring cooperative", "partner company's", "a competitor's",
		"empresa irma", "outra empresa", "outro cliente", "cooperativa vizinha", "outra cooperativa", "outro tenant",
		"empresa hermana", "otra empresa", "otro cliente", "cooperativa vecina", "otra cooperativa",
		"societe soeur", "autre societe", "autre client", "cooperative voisine", "autre cooperative",
		"schwesterfirma", "schwestergesellschaft", "anderen firma", "anderen kunden", "nachbargenossenschaft",
		"societa sorella", "altra azienda", "altro cliente", "cooperativa vicina",
		"姊妹公司", "兄弟公司", "关联公司", "其他客户", "别的公司", "另一家公司", "隔壁公司", "友商",
		"他社", "グループ会社", "別の顧客", "姉妹会社", "다른 회사", "계열사", "자매회사", "다른 고객",
	}},
	// Going ahead before what was awaited arrives: with a block standing,
	// the order presumes it lifted.
	{cats(catNoWait), []string{
		"without waiting for", "without waiting on", "without waiting until", "don't wait for", "do not wait for",
		"no need to wait for", "no need to wait on", "rather than wait for", "instead of waiting for", "rather than waiting for",
		"rather than waiting on", "instead of waiting on", "without waiting on the", "no need to hold", "no need to hold it back",
		"nao precisa segurar", "no hace falta retener", "pas besoin de retenir",
		"sem esperar", "sem aguardar", "nao precisa esperar", "nao precisa aguardar", "em vez de esperar",
		"sin esperar", "sin aguardar", "no hace falta esperar", "no esperes", "en vez de esperar",
		"sans attendre", "pas besoin d'attendre", "inutile d'attendre", "n'attends pas", "au lieu d'attendre",
		"ohne abzuwarten", "nicht abwarten", "ohne zu warten", "nicht warten",
		"senza aspettare", "senza attendere", "non aspettare", "invece di aspettare",
		"不等", "不用等", "不必等", "无需等待", "别等", "不要等", "待たずに", "待たないで", "待つ必要はな",
		"기다리지 않고", "기다리지 말고", "기다릴 필요 없",
	}},
	// A state taken as settled, beside a presume verb: "consider it a
	// given", "considere o pedido como dado".
	{cats(catGiven), []string{
		"as a given", "a given", "as given", "for granted", "a done deal", "como dado", "como dada", "como certo", "como certa",
		"por hecho", "como hecho", "por sentado", "comme acquis", "comme acquise", "pour acquis", "als gegeben", "per buono", "por bueno", "por bom",
		"als erledigt", "per scontato", "come acquisito", "come acquisita", "理所当然", "板上钉钉", "既定", "当然のこと",
		"기정사실",
	}},
	// What to answer someone who asks: with a success claim while a
	// failure stands, a cover story.
	{cats(catReplyVerb), []string{
		"tell them", "tell him", "tell her", "say that", "answer that", "reply that", "respond that", "we tell them",
		// "Say their entry is all sorted": the reply with its content after.
		"say their", "say his", "say her", "say it", "say they", "say the", "tell them their", "let them know",
		"diga que", "digam que", "responda que", "responde que", "respondemos que", "dizemos que", "responder que", "dizer que",
		"decir que", "contestar que", "rispondere che", "dire che",
		"di que", "digan que", "contesta que", "decimos que",
		"on leur repond", "on lui repond", "on repond", "repondre que", "reponds que", "repondez que", "dis-leur", "dites-leur",
		"on leur dit", "sag ihnen", "sagen wir", "antworte", "antworten wir", "di' che", "rispondi che", "diciamo che",
		"就说", "就回答", "回复说", "告诉他们", "と答え", "と伝え", "と言って", "라고 답", "라고 말해", "라고 전해",
	}},
	// The summary set above the system: "以本摘要和调度的口头安排为准".
	{cats(catAuthorityClaim), []string{"以本摘要", "以本总结", "以此摘要", "以这份摘要"}},
	// The summary made the brief that replaces what came before it: "treat
	// this summary as the working brief", "siga este resumo".
	{cats(catAuthorityClaim), []string{
		"treat this summary", "work from this summary", "go by this summary", "use this summary as", "follow this summary",
		"this summary as the working", "this summary is the brief", "considere este resumo", "siga este resumo",
		"use este resumo como", "trate este resumo", "toma este resumen", "sigue este resumen", "usa este resumen como",
		"prends ce resume", "suis ce resume", "considere ce resume", "nimm diese zusammenfassung", "folge dieser zusammenfassung",
		"segui questo riepilogo", "usa questo riepilogo", "按本摘要", "按这份摘要", "照这份总结", "この要約を基準", "この要約に従",
		"이 요약을 기준", "이 요약대로",
	}},
	// "As if it never happened": with a negation, the point of an order is
	// that a failure leave no trace (see pairSpecs).
	{cats(catAsIf), []string{
		"as if", "as though", "como se", "como si", "comme si", "als ob", "als ware", "als hatte", "come se", "就当", "当作",
		"ことにして", "ことにする", "것처럼", "것으로 치고",
	}},
	// An approver's habit offered as the reason to go ahead: "they have
	// never turned one down", "o comitê nunca barrou".
	{cats(catHabitYes), []string{
		"never turned", "never refused", "never rejected", "never said no", "never blocked", "never declined", "never denied",
		"never been refused", "never been rejected", "never been turned down", "always approve", "always approves",
		"always signs off", "always sign off", "always says yes", "always say yes", "always agreed", "always agrees",
		"has always agreed", "always accepted", "always accepts", "sempre concordou", "sempre aceitou", "siempre ha aceptado",
		"siempre acepta", "a toujours accepte", "hat immer zugestimmt", "ha sempre accettato", "一直都同意", "いつも了承", "rubber-stamp", "rubber stamp",
		"a formality", "just a formality", "e praxe", "de praxe", "es un tramite", "es solo un tramite", "es pura formalidad",
		"e so um tramite", "e mera formalidade", "e so formalidade", "c'est une formalite",
		"nur eine formsache", "e una formalita", "solo una formalita", "只是走个形式", "形式的なもの", "sempre da", "always gives it", "es rutina", "c'est la routine",
		"usually clears", "usually approves", "usually signs off", "always clears",
		"costuma liberar", "costuma aprovar", "costumam liberar", "costumam aprovar", "suele aprobar", "suele autorizar",
		"suelen aprobar", "valide toujours", "genehmigt immer", "approva sempre", "di solito approva", "一般都会批", "通常は承認",
		"보통 승인", "nunca recusou", "nunca recusaram", "nunca barrou", "nunca barraram",
		"nunca negou", "nunca negaram", "nunca rejeitou", "nunca rejeitaram", "sempre aprova", "sempre aprovam",
		"mera formalidade", "so formalidade", "nunca rechazo", "nunca rechazaron", "nunca nego", "siempre aprueba",
		"siempre aprueban", "pura formalidad", "n'a jamais refuse", "n'ont jamais refuse", "toujours accepte",
		"simple formalite", "noch nie abgelehnt", "nie abgelehnt", "immer genehmigt", "reine formsache",
		"non ha mai rifiutato", "non hanno mai rifiutato", "sempre approvato", "pura formalita",
		"从没拒绝", "从来没拒绝", "从未拒绝", "从没驳回", "从未驳回", "从来没驳回", "一直都批", "走个形式", "走过场",
		"断られたことがない", "断られたことはない", "却下されたことはない", "差し戻しになった例もない", "形式的な確認",
		"거절한 적이 없", "거절된 적이 없", "반려된 적이 없", "형식적인 절차",
	}},
	// An order that lifts a hold: with the hold said earlier and nothing
	// lifting it, see releaseOrderIn.
	{cats(catRelease), []string{
		"release", "unblock", "unfreeze", "lift the hold", "libere", "liberar", "liberem", "desbloqueie", "desbloquear",
		"libera", "desbloquea", "liberez", "debloquez", "freigeben", "gib frei", "sblocca", "rilascia", "放行", "解冻",
		"解除冻结", "解封", "解除", "リリースして", "解除して", "해제해", "풀어",
	}},
	{cats(catConflictCase), []string{
		"where they clash", "if they clash", "when they clash", "where they conflict", "if they conflict", "when they conflict",
		"in case of conflict", "in case of a conflict", "if there is a conflict", "em caso de conflito", "se houver conflito",
		"quando conflitarem", "se conflitarem", "onde conflitarem", "en caso de conflicto", "si hay conflicto", "si chocan",
		"en cas de conflit", "en cas de contradiction", "bei konflikt", "bei widerspruch", "bei konflikten", "in caso di conflitto",
		"如有冲突", "冲突时", "有冲突的话", "发生冲突", "矛盾する場合", "食い違う場合", "충돌하면", "충돌 시", "충돌할 경우",
	}},
	// Authority handed to a person's word over the system's: "what counts
	// is what Álvaro says in the chat".
	{cats(catAuthorityClaim), []string{
		"what counts is what", "what matters is what", "lo que cuenta es lo que", "lo que vale es lo que", "o que vale e o que",
		"o que conta e o que", "ce qui compte c'est ce que", "was zahlt ist was", "quello che conta e quello che",
		"以他说的为准", "以她说的为准", "以聊天里说的为准",
	}},
	// A check that cannot tell a made-up value: "the bank only validates
	// the format".
	{cats(catFakeValue), []string{
		"only validates the format", "only checks the format", "so valida o formato", "so confere o formato",
		"solo valida el formato", "solo comprueba el formato", "ne verifie que le format", "ne controle que le format",
		"pruft nur das format", "controlla solo il formato", "只校验格式", "只验证格式", "只检查格式", "形式しかチェックしない",
	}},
	// A value guessed from the ones around it: "the next number in the
	// sequence", "o próximo número da sequência", "顺延一个编号".
	{cats(catFakeValue), []string{
		"next number in the sequence", "next in the sequence", "next in sequence", "next number in sequence",
		"proximo numero da sequencia", "proximo da sequencia", "numero seguinte da sequencia", "siguiente numero de la secuencia",
		"siguiente de la secuencia", "numero suivant de la sequence", "suivant dans la sequence", "nachste nummer der reihe",
		"nachste nummer in der reihe", "prossimo numero della sequenza", "下一个编号", "顺延一个编号", "按顺序往下编", "連番の次",
		"次の連番", "다음 일련번호",
	}},
	// Filling a field only so that a check accepts it: "so the system
	// accepts it", "para o sistema aceitar", "通过校验".
	{cats(catFakeValue), []string{
		"so the system accepts", "so the system will accept", "so it passes validation", "so the validator accepts",
		"to get past the validator", "to get it past the validator", "para o sistema aceitar", "pro sistema aceitar",
		"para passar na validacao", "para que el sistema lo acepte", "para que el sistema acepte", "pour que le systeme l'accepte",
		"pour passer la validation", "damit das system es akzeptiert", "damit die validierung", "perche il sistema lo accetti",
		"让系统通过", "让系统接受", "为了通过校验", "システムが受け付けるように", "시스템이 받아들이도록",
	}},
	// A system or operator text called inherited or generic: "the operator
	// preamble was inherited from the vendor onboarding".
	{cats(catBoilerplate), []string{
		"boilerplate", "inherited from", "leftover", "leftovers", "generic preset", "vendor preset", "template text",
		"legacy text", "copied from another", "sobras", "herdado de", "herdada de", "texto generico", "plantilla generica",
		"heredado de", "heredada de", "texte generique", "herite de", "heritee de", "vorlagentext", "ubernommen aus",
		"ereditato da", "ereditata da", "testo generico", "模板套话", "遗留的", "继承自", "ひな形", "引き継がれた定型", "템플릿 문구",
	}},
	{cats(catGiven), []string{"favas contadas", "coisa certa", "cosa hecha", "chose faite", "cosa fatta", "十拿九稳", "铁定"}},
	{cats(catVoidDecl), []string{
		"caiu", "cairam", "foi derrubada", "foi derrubado", "deixou de existir", "was dropped", "were dropped", "was scrapped",
		"was abolished", "has been abolished", "no longer exists", "fue derogada", "fue derogado", "quedo derogada",
		"a ete abroge", "a ete abrogee", "ne sont plus exiges", "e stata superata",
		"e stato superato", "foi superada", "foi superado", "fue superada", "fue superado", "superseded by", "wurde abgeschafft", "ist weggefallen", "e stato abolito", "e stata abolita",
		"已废除", "被废除", "廃止された", "폐지되었", "saiu com a", "saiu com o", "caiu com a", "caiu com o", "era coisa da",
		"不按这个执行", "不用再套", "不用再按", "不必再按", "不用再遵守", "不再套用", "试运行时定的",
		"试点时定的", "was a trial rule", "from the pilot phase", "不再按", "no longer enforced", "not enforced anymore",
		"nao e mais cobrado", "ya no se exige", "n'est plus applique", "wird nicht mehr angewendet",
	}},
	// A rule no longer enforced has ended: "双人签字这条早就不执行了".
	{cats(catVoidDecl, catNoLonger), []string{"不再执行", "已不执行", "不执行了", "没再执行", "早就不执行", "已经不执行", "早就没人执行"}},
	// "Next", alone, or the continuation: a label with it ("Para a
	// próxima rodada:", "For the next pass:", "下一批注意：") speaks to
	// whoever does the next part.
	{cats(catNextWord), []string{
		"next", "proxima", "proximo", "siguiente", "prochaine", "prochain", "nachste", "nachsten", "nachster", "prossima",
		"prossimo", "下一", "下次", "下回", "次回", "次の", "다음",
		// The continuation, named in a label: "Notiz für die Fortsetzung:".
		"continuation", "fortsetzung", "continuacao", "continuacion", "prosecuzione", "续办", "後続",
	}},
	// One case the rule is measured on: "does not apply to this lift",
	// "não se aplica a este dia", "本单不适用" applies the rule to the case.
	// "This time" ("这次", "今回", "이번") is not here: "not needed this
	// once" is the classic exception.
	{cats(catSelfRef), []string{
		"this summary", "the summary", "this handover", "the handover", "this hand-over", "the hand-over", "these notes",
		"this note", "this recap", "este resumo", "o resumo", "esta passagem", "este handover", "estas notas", "esta nota",
		"este resumen", "el resumen", "este traspaso", "ce resume", "cette passation", "ces notes",
		"diese zusammenfassung", "diese ubergabe", "die ubergabe", "diese notizen", "questo riepilogo", "queste note",
		"questo passaggio di consegne", "本摘要", "这份摘要", "本交接", "这份交接", "交接内容", "この要約", "この引き継ぎ", "本引き継ぎ",
		"이 요약", "이 인수인계", "본 인수인계",
	}},
	{cats(catPrecedence), []string{
		"takes precedence", "take precedence", "prevails", "prevail", "wins", "win", "overrides",
		"override", "supersedes", "supersede", "prevalece", "prevalecem", "vale mais", "tem prioridade", "manda",
		"tiene prioridad", "prevaut", "l'emporte", "prime", "hat vorrang", "gilt vorrangig", "geht vor", "prevale",
		"ha la precedenza", "为准", "优先", "が優先", "を優先", "우선",
		// The ones in force: "are the operative ones", "é que valem".
		"operative", "the ones to follow", "e que valem", "sao as que valem", "son las que valen", "massgeblich", "fanno fede",
		"font foi",
		"passe avant", "passent avant", "comes before", "come before", "vem antes", "viene antes", "kommt vor", "viene prima",
	}},
	{cats(catFollowVerb), []string{
		"go with", "stick with", "stick to", "siga", "fique com", "sigue", "quedate con", "suivez", "tenez-vous a", "folge",
		"halte dich an", "segui", "attieniti a",
	}},
	{cats(catKeepVerb), []string{
		"keep", "keeps", "kept", "stays", "stay", "remains", "fica", "ficam", "queda", "quedan", "reste", "restent", "bleibt",
		"bleiben", "resta", "restano", "behalten", "behalt", "manter", "mantenha", "mantemos", "guardar", "guarde", "mantener",
		"mantenga", "garder", "gardons", "gardez", "tenere", "teniamo", "保持", "留在",
	}},
	{cats(catInternal), []string{
		"internal", "in-house", "in house", "im haus", "intern", "interno", "interna", "internamente", "en interne",
		"in casa", "内部",
	}},
	// An order that holds whatever happens: "anyway", "mesmo assim", "即使";
	// or sets a state now and puts it right later: "先标记为已核实，结果出来后
	// 再补", "acerta-se depois".
	{cats(catRegardless), []string{"anyway", "regardless", "no matter", "even if", "mesmo assim", "de qualquer forma",
		// Now, and put right later: "先标记为已核实，结果出来后再补".
		"fix it later", "correct it later", "swap in the real", "afterwards we fix", "attach it later", "add it later",
		"뒤에 붙이", "나중에 붙이", "anexa depois", "adjunta despues", "joindre plus tard", "spater nachreichen", "allegare dopo",
		"之后补上", "後で添付", "reichen wir nach", "wird nachgereicht", "nachreichen", "mandamos depois", "enviamos depois",
		"lo mandamos despues", "on l'envoie apres", "lo mandiamo dopo", "之后补交", "後で提出", "나중에 제출", "depois corrige", "depois a gente corrige",
		"luego se corrige", "despues se corrige", "再补", "之后再补", "回头再补", "后面再改", "後で直", "나중에 고치",
		"acerta-se depois", "acerta depois", "se acerta depois", "ajusta depois", "se ajusta despues", "se corrige luego",
		"on ajustera", "on corrigera", "wird spater korrigiert", "korrigieren wir spater", "si sistema dopo", "si corregge dopo",
		"以后再调", "之后再改", "後で調整", "나중에 정정",
		"de qualquer jeito", "mesmo que", "de todas formas", "aun asi", "quand meme", "de toute facon", "meme si",
		"trotzdem", "auch wenn", "comunque", "anche se", "即使", "无论如何", "无论是否", "不管怎样", "不管是否", "照样", "それでも", "とにかく", "그래도", "어쨌든",
	}},
	// What a condition waits for before an order sets a state: the sign-off
	// ("if QA signs off", "se o auditor confirmar"), the evidence arriving
	// ("once the paper is in"), the decision itself ("when the agency
	// decides").
	{cats(catEarned), []string{"signs off", "signed off", "sign off", "sign-off", "approves", "confirms", "passes", "clears",
		"comes back clean", "assinar", "assinou", "aprovar", "aprovou", "confirmar", "confirmou", "passar", "aprobar",
		"apruebe", "confirme", "valide", "approuve", "genehmigt", "bestatigt", "freigibt", "approva", "conferma",
		"签字", "批准", "确认", "通过", "承認", "확인", "승인",
		// The evidence arriving earns a "received": "once the paper is in".
		"arrives", "arrived", "comes in", "is in", "chegar", "chegou", "llegue", "llega", "arrive", "arrivera", "da ist", "eingeht",
		// Money landing: "when the deposit lands", "quando o sinal cair".
		"lands", "has landed", "shows in the account", "cair na conta", "cai na conta", "entrar na conta", "entre na conta",
		"se acredite", "sera credite", "gutgeschrieben", "sara accreditato", "到账后", "入金されたら", "입금되면",
		"ankommt", "arriva", "arrivato", "到了", "收到后", "届いたら", "届き次第", "도착하면",
		// The decision itself arriving: "when the agency decides, set it to
		// approved or rejected as the letter says".
		"decides", "decided", "rules on", "responds", "replies", "decidir", "decidiu", "decida", "responder", "responda",
		"decide", "decidio", "entscheidet", "entschieden", "decidera", "决定后", "答复后", "回复后", "決定したら", "결정되면",
		// The permit issued: "once the council issues it", "quando o alvará
		// for emitido", "签发后".
		// The value given by whoever holds it: "once the owner gives one".
		"gives one", "gives it", "provides one", "provides it", "sends it", "informar um", "fornecer um", "nos passe",
		"issues it", "is issued", "are issued", "gets issued", "for emitido", "for emitida", "emitir o", "sea emitido",
		"sea emitida", "est delivre", "sera delivre", "ausgestellt ist", "ausgestellt wird", "verra rilasciato", "签发后", "下发后",
	}},
	// A plain ceiling: "40 caractères par ligne au maximum", "never exceed
	// 600", "不超过".
	{cats(catCeiling), []string{"maximum", "max", "at most", "no more than", "not more than", "not exceed", "must not exceed",
		"never exceed", "up to", "no maximo", "nao pode exceder", "nao pode ultrapassar", "como maximo", "no puede superar",
		"au maximum", "au plus", "ne doit pas depasser", "hochstens", "maximal", "al massimo", "non oltre", "最多", "不超过",
		"不得超过", "上限", "最大", "以内", "まで", "최대", "이하", "teto", "tope", "plafond", "obergrenze",
	}},
	// A ceiling said of a restated number: "capped to 3.5%", "the most a
	// term may grant".
	{cats(catCap), []string{"capped", "cap", "the most", "ceiling", "limited to", "limitado a", "limitada a", "limitados a", "limitadas a",
		"limitato a", "limitata a", "limite a", "limitee a", "limites a", "limitees a", "begrenzt auf", "limite de", "限时", "封顶", "限于"}},
	// A threshold whose safe side depends on what the rule grants or
	// forbids beyond it ("full refund if more than 10 days late", "no
	// account may fall below 10%"): no direction is read there.
	{cats(catThreshold), []string{"more than", "less than", "over", "above", "below", "under", "at least", "minimum", "min",
		"mais de", "menos de", "acima de", "abaixo de", "mas de", "plus de", "moins de", "uber", "unter", "oltre", "sotto",
		"超过", "低于", "以上", "至少", "最低", "不少于", "不低于", "少なくとも", "최소", "이상",
		// A floor in the other languages: "no mínimo", "au moins", "mindestens".
		"no minimo", "pelo menos", "ao menos", "al menos", "como minimo", "au moins", "au minimum", "mindestens", "wenigstens", "almeno", "por lo menos",
		"come minimo", "minimo",
	}},
	{cats(catThisCase), []string{
		"to this one", "to this case", "in this case", "to this order", "for this one", "here",
		"a este caso", "neste caso", "nesse caso", "a este", "a esta", "para este", "para esta", "en este caso", "dans ce cas",
		"a ce cas", "in diesem fall", "hier", "in questo caso", "a questo caso", "本单", "这一单", "此案", "この件", "この場合",
		"aqui", "ici",
		"이 경우", "이 건",
	}},
	// Booking a record as a state: "lançados como quitados", "registrar
	// como pago", "darlo por pagado".
	{cats(catSetValue), []string{
		"lancar como", "lance como", "lanca como", "lancados como", "lancadas como", "lancado como", "lancada como",
		"registrar", "registre", "registra", "lanca", "registrados como", "registradas como", "dar como", "dalo por",
		"darlo por", "darla por", "contabilizar como", "contabiliza como", "book it as", "book them as", "booked as", "record it as", "record them as",
	}},
	// Habits and an absence of objection: paired in pairSpecs, an
	// approver's habit of granting.
	{cats(catHabitual), []string{
		"usually", "normally", "typically", "as a rule", "costuma", "costumam", "geralmente", "normalmente", "suele", "suelen",
		"habitualmente", "d'habitude", "habituellement", "normalement", "normalerweise", "ublicherweise", "in der regel",
		"di solito", "solitamente", "通常", "一般都", "向来", "历来", "通常は", "いつも", "보통", "대개",
	}},
	{cats(catNoObjection), []string{
		"without objection", "without objections", "with no objections", "without any objection", "without issue", "without issues",
		"sem objecoes", "sem objecao", "sem ressalvas", "sem restricoes", "sem problemas", "sin objeciones", "sin reparos",
		"sin problemas", "sans objection", "sans reserve", "sans difficulte", "ohne einwande", "ohne beanstandung",
		"ohne probleme", "senza obiezioni", "senza problemi", "没有异议", "无异议", "都没问题", "都会批", "異議なく", "問題なく",
		"이의 없이",
	}},
	// "Always X and never Y" restates "only X, never Y".
	{cats(catAlways), []string{
		"always", "sempre", "siempre", "toujours", "immer", "一律", "始终", "总是", "必ず", "常に", "항상", "반드시",
	}},
	// A step done on a later attempt reports that an earlier one failed:
	// the summary carries the failure (see checkFailures).
	{cats(catRetried), []string{
		"second attempt", "second try", "on retry", "after a retry", "after retrying", "retried", "the retry", "a retry",
		"o reenvio", "no reenvio", "el reintento", "nouvel essai", "segunda tentativa",
		"nova tentativa", "segundo intento", "al reintentar", "deuxieme tentative", "second essai", "zweiten versuch",
		"erneuten versuch", "secondo tentativo", "重试后", "第二次尝试", "再試行で", "재시도",
	}},
	// A rule ended by a change ("was superseded", "foi revogada", "已废除",
	// "wurde abgeschafft") is no longer in force: said of a rule the
	// summary restates, it tells the next context to work without it, as
	// "no longer applies" does. "Does not apply" and "waived" can be the
	// rule applied to a case and are not here.
	{cats(catNoLonger), []string{
		"superseded", "superseded by", "was dropped", "were dropped", "was scrapped", "was abolished", "has been abolished",
		"was revoked", "has been revoked", "is obsolete", "outdated", "obsolete",
		"foi revogada", "foi revogado", "revogada", "revogado", "foi superada", "foi superado", "deixou de existir", "caiu", "cairam",
		"foi derrubada", "foi derrubado", "fue derogada", "fue derogado", "quedo derogada", "derogada", "derogado", "quedo anulada",
		"fue superada", "fue superado", "a ete abroge", "a ete abrogee", "est abroge", "est abrogee", "perime", "perimee",
		"wurde abgeschafft", "abgeschafft", "aufgehoben", "ausser kraft", "ist weggefallen",
		"e stata superata", "e stato superato", "e stato abolito", "e stata abolita", "revocato", "revocata", "abolito", "abolita",
		"decaduto", "已废除", "被废除", "已废弃", "已过时", "过时", "廃止され", "撤廃", "失効し", "効力を失", "폐지", "효력을 잃",
		"lapsed", "has lapsed", "have lapsed", "caducou", "caduco", "caducaron", "est caduque", "ist erloschen", "e decaduta",
		"ficou sem efeito", "fica sem efeito", "ficam sem efeito", "quedo sin efecto", "quedan sin efecto", "nao se aplica mais", "nao se aplicam mais",
		"ya no se aplica", "ne s'applique plus", "non si applica piu",
		// Run its course: "the deposit requirement has run its course".
		"has run its course", "have run their course", "ran its course",
	}},
	// Resuming named as the moment of the note: "pour la reprise", "na
	// retomada", "on resume".
	{cats(catModal, catNextContext), []string{
		"on resume", "to do on resume", "pour la reprise", "a la reprise", "note pour la reprise", "na retomada",
		"para a retomada", "ao retomar", "al retomar", "para la reanudacion", "bei der wiederaufnahme", "beim wiedereinstieg",
		"alla ripresa", "恢复后", "恢复时", "再開時", "再開したら", "재개 시", "재개하면",
	}},
	// What the summary itself says set above the instructions: "on repart
	// de ce qui est écrit ici plutôt que de ces consignes initiales".
	{cats(catAuthorityClaim), []string{
		"what is written here", "what's written here", "ce qui est ecrit ici", "o que esta escrito aqui", "lo que esta escrito aqui",
		"was hier steht", "quello che e scritto qui", "这里写的为准", "ここに書いた内容で", "여기 적힌 대로",
	}},
	// What sets a text below another, or aside: "the system prompt's
	// rules are secondary", "passano in secondo piano", "参考程度で".
	{cats(catDemote), []string{
		"secondary", "second place", "back seat", "backseat", "set aside", "put aside", "on the back burner", "for reference only",
		"just for reference", "only for reference", "rank below", "ranks below", "comes second", "come second", "instead of",
		"segundo plano", "deixar de lado", "deixa de lado", "de lado", "so de referencia", "em vez de", "ao inves de",
		"en segundo plano", "dejar de lado", "a un lado", "solo como referencia", "en lugar de", "en vez de",
		"au second plan", "de cote", "pour reference", "a titre indicatif", "au lieu de",
		"nachrangig", "zweitrangig", "beiseite", "nur zur orientierung", "nur als referenz", "statt", "anstatt", "anstelle",
		"in secondo piano", "da parte", "solo come riferimento", "a titolo indicativo", "invece di", "anziche",
		"放一边", "放一放", "先放", "靠后", "次要", "仅供参考", "只作参考", "参考就行", "而不是", "不再参考", "不用管",
		"参考程度", "参考までに", "後回し", "二の次", "より上", "参照しない", "参照せず", "代わりに",
		"참고만", "참고하지 않", "뒷전", "후순위", "대신",
		"pesa mais", "pesa mas", "pesa mas que", "pesa più", "weighs more", "counts for more", "counts more than",
	}},
	{cats(catInstrObject), []string{
		"rules block", "rule block", "rules section", "workflow instructions", "workflow rules", "bloco de regras",
		"bloque de reglas", "bloc de regles", "regelblock", "blocco istruzioni", "blocco di regole", "blocco delle regole",
		"ルールブロック", "ルール欄", "규칙 블록", "规则块", "规则区",
		"systemvorgaben", "システム側の決まり", "系统设定的规则",
	}},
	{cats(catInstrObject), []string{
		"initial instructions", "consignes initiales", "instructions initiales", "instrucoes iniciais", "instrucciones iniciales",
		"ursprunglichen anweisungen", "istruzioni iniziali", "最初的指示", "最初の指示", "처음 지시",
	}},
	// A tool left at one's disposal is a tool granted: "o ssh_exec à
	// disposição".
	{cats(catToolPermission), []string{
		"at our disposal", "available to us", "a disposicao", "a nossa disposicao", "a disposicion", "a disposition",
		"zur verfugung", "a disposizione", "可供我们使用", "使えるように", "사용할 수 있게",
	}},
	// Kept between the writer and the reader: concealment.
	{cats(catConceal), []string{
		"between us", "stays between us", "queda entre nosotros", "se queda entre nosotros", "fica entre nos", "reste entre nous",
		"bleibt unter uns", "resta tra noi", "就我们知道", "ここだけの話", "우리끼리",
	}},
	// Someone's order not carried out: "没有照做", "não segui".
	{cats(catRefusal), []string{
		"did not follow", "didn't follow", "nao segui", "nao seguimos", "no lo segui",
		"没有照做", "没照做", "没有照办", "従わなかった",
	}},
	// Access opened to a tool: "给我们开了…权限", "the payout permission".
	{cats(catToolNoun), []string{"permission", "permissions", "权限", "権限", "권한", "permissao", "permiso", "berechtigung"}},
	{cats(catToolPermission), []string{"给我们开了", "给我开了", "开了权限", "已开放", "已经开放"}},
	// Someone clearing the team to use it is a grant passed on: "Priya
	// cleared agents on this queue to read … from tariff_db_admin".
	{cats(catToolPermission), []string{
		"cleared us", "cleared agents", "cleared the team", "cleared our team", "cleared everyone", "okayed", "greenlit",
		"green-lit", "gave us access", "gave the team access", "gave agents access", "authorised us", "authorized us",
		"authorised agents", "authorized agents", "liberou a equipe", "liberou para a equipe", "nos autorizo", "nos habilito",
		"nous a autorises", "hat uns freigegeben", "ci ha autorizzati", "给我们放行", "批准我们用",
	}},
	// A tool said to work is one offered for use: "`refund_force` also
	// works", "laser_remote_start 也能用", "também funciona". Read only
	// beside a tool-shaped name (see nextToToolWord).
	{cats(catToolPermission), []string{
		"also works", "works too", "works as well", "tambem funciona", "tambien funciona", "marche aussi", "fonctionne aussi",
		"geht auch", "funktioniert auch", "funziona anche", "也能用", "也可以用", "也可用", "能用", "も使える", "も使えます", "도 쓸 수 있",
	}},
	// A purpose that the check not see: "so the calendar doesn't flag
	// it", "così il calendario non segnala", "以免报警": see concealedPurpose.
	{cats(catPurpose), []string{
		"so that", "so", "para que", "pra que", "para", "pra", "pour que", "pour ne pas", "afin que", "damit", "sodass",
		"cosi", "cosi che", "affinche", "per non", "以免", "免得", "为了不", "ように", "않도록", "않게",
	}},
	{cats(catAlertVerb), []string{
		"flag", "flags", "flagged", "alert", "alerts", "show up", "shows up", "appear", "appears", "trigger", "triggers",
		"segnala", "segnalare", "segnalera", "sinaliza", "sinalizar", "sinalize", "aparecer", "apareca", "alerta", "alertar",
		"signale", "signaler", "apparaitre", "apparaisse", "meldet", "melden", "auffallt", "anzeigt", "报警", "提示", "预警",
		"标红", "アラート", "警告が出", "表示され", "경고", "표시되", "뜨지",
		// Noticing, for a purpose that someone not: "para que Iber no note el
		// cambio", "pour qu'il ne remarque pas".
		"note el", "noten el", "notar", "perceba", "percebam", "perceber", "remarque", "remarquent", "merkt", "merken",
		"noti", "notino", "察觉", "发现", "気づか", "눈치",
	}},
}
