/** The /ask command's own sentences, in English and Japanese (errors always say how to ask instead). */
import type { Lang } from '../core/lang.ts';

type Params = Record<string, string | number>;

const EXAMPLES_EN = [
  '"A 7/7 with trample and lifelink attacks and is blocked by a 2/2 and a 3/3. What happens?"',
  '"My 2/2 gets +3/+3 until end of turn, then becomes 0/1. What is its power and toughness?"',
  '"Can a creature with defender attack?"',
];
const EXAMPLES_JA = ['「トランプルを持つ6/6が3/5にブロックされた。どうなりますか？」', '「2/2が+2/+2の修整を受け、その後0/1になる。パワーとタフネスは？」', '「防衛を持つクリーチャーは攻撃できますか？」'];

const EN: Record<string, (p: Params) => string> = {
  empty: () => `Please ask a rules question, for example ${EXAMPLES_EN[0]}`,
  too_long: (p) => `That question is too long (${p.length} characters; at most ${p.max}). Please ask about one situation at a time.`,
  not_understood: (p) => `I didn't understand: ${p.parts}. I haven't answered, so as not to guess. Try phrasing it like ${EXAMPLES_EN[0]} or ${EXAMPLES_EN[2]}`,
  bracket_card: (p) => `If you meant the card, write its name in brackets: ${p.names}.`,
  nothing: () => `I couldn't find a situation or a question in that. Try phrasing it like ${EXAMPLES_EN[0]} or ${EXAMPLES_EN[1]}`,
  impossible: (p) => `That set-up isn't possible as described: ${p.detail}. Please check the creatures and the order of events.`,
  engine_stopped: (p) => `The rules engine stopped before the end: ${p.detail}`,
  cannot_happen: (p) => `As told, this can't happen: ${p.detail}`,
  unbuilt: () => 'part of the story refers to something the engine could not find in it as I read it',
  unmodelled: (p) => `I can't model this part, so I won't guess: ${p.detail}`,
  unknown_card: (p) => `I don't know a card named "${p.name}".${p.suggestions ? ` Did you mean: ${p.suggestions}?` : ''} Write card names exactly (or in 《》), or describe the creature instead ("a 2/2 with flying").`,
  ambiguous_card: (p) => `"${p.name}" could be several cards: ${p.suggestions}. Please give the full name.`,
  cards_unavailable: (p) => `The card catalog isn't available, so I can't look up "${p.name}". Describe the creature instead ("a 2/2 with flying").`,
  quoted_unmodelled: (p) => `I can't model this part of the quoted text: "${p.text}". Rephrase it as a simple ability (for example 'Creatures you control get +1/+1.').`,
  spell_as_permanent: (p) => `I read ${p.name} as a permanent on the battlefield, but an instant or sorcery never is one (304.4, 307.4): it is cast, and I couldn't tell from the question when, by whom or on what. I haven't answered, so as not to guess; please say it as a cast ("I cast ${p.name} targeting …").`,
  not_a_targeting_spell: (p) => `I read ${p.name} as cast on a creature, but it is not an instant, sorcery or Aura (115.1a, 303.4a), so it isn't cast on one: it acts on a creature with an ability (for example when it enters the battlefield), which I couldn't read from the question. I haven't answered, so as not to guess; please say what its ability does, or ask about the moment it enters.`,
  unresolved: (p) => `I couldn't tell what ${p.what} refers to: nothing earlier in the question fits it. Please describe it (for example "my 2/2") and ask again.`,
  how_many: (p) => `${p.what} says there are several but not how many, and the answer can depend on the number (for example how many creatures block, 509.1a), so I haven't answered rather than assume one. Please give the number (for example "two 1/1s") and ask again.`,
  two_sizes: (p) => `${p.what} gives one creature two different sizes (${p.sizes}), so I can't tell whether they are one creature or two, and I haven't answered. If they are two, say so (for example "my other creature is a 2/2").`,
  too_much: (p) => `That question describes too much for me to follow (${p.count} ${p.what}; at most ${p.max}). Please ask about one situation at a time.`,
  card_unmodelled: (p) => `I can't model this part of ${p.name}, and it could change the answer, so I won't guess: ${p.text}`,
  negative_question: (p) => `${p.what} asks with a "not" in it, and I can't be sure whether a "yes" would mean it does or it doesn't, so I haven't answered. Please ask it without the "not" (for example "Can it block?" or "Does it die?").`,
  total_after_events: (p) => `${p.what} gives a total after something that may already have changed it, and I can only start from the totals before anything happens, so I haven't answered. Please give the totals first (for example "They are at 20 life. I cast Lightning Bolt at them.").`,
  no_verdict: () => `That is a yes/no question, but what I understood it to ask has no yes/no answer, so I haven't answered. Please ask it more directly (for example "Does my 2/2 die?").`,
  optional_choice: () => `an instruction that says "may" is optional (608.2d): this answer assumes its controller chooses to do it; declining changes the answer`,
  divided_by_default: () => `a creature in combat with two or more creatures divides its combat damage among them as its controller chooses (510.1c, 510.1d); nothing was said, so this answer takes lethal damage to each in turn, as the steps show — another division can change it`,
  implied_target: (p) => `no target was said for ${p.spell}, so its target is ${p.target}, the only one it could have`,
  assumed_target: (p) => `no target was said for ${p.spell}, so it is taken to target ${p.target}`,
  implied_sacrifice: (p) => `no sacrifice was said for the additional cost of ${p.spell}, so it is paid with ${p.object}, the only permanent told that can pay it`,
  needs_sacrifice_none: (p) => `Please say what you sacrifice to cast ${p.spell}: it has the additional cost “${p.cost}” (118.8), and the question tells of nothing you control that pays it. I won't assume it can't be paid.`,
  needs_sacrifice_which: (p) => `Please say what you sacrifice to cast ${p.spell}: it has the additional cost “${p.cost}” (118.8), and the question doesn't settle which permanent pays it.`,
  spell_kind: (p) => `The answer depends on what kind of spell ${p.spell} is (a creature spell, an instant …). Please name the card or say its type.`,
  if_it_does: () => `You asked whether something can be done and also what happens; the second depends on whether it is done, so I haven't answered. Please tell it as done ("The Spider blocks the 4/4. Does the Spider die?", "In response I cast Giant Growth on my 2/2. Does it survive?") or ask the two separately.`,
  respond_to_what: () => `Please say what is on the stack to respond to (for example "My opponent casts Lightning Bolt at my 2/2. Can I respond with Giant Growth?").`,
  needs_target: (p) => `Please say what ${p.spell} targets: the question doesn't settle it, and I won't assume a target.`,
  unless_paid: (p) => `Please say whether ${p.cost} is paid: ${p.by} counters ${p.spell} unless its controller (${p.player}) pays ${p.cost}, which is that player's choice (118.12a, 701.6a), and the question doesn't say (for example "… and ${p.player === 'you' ? 'I pay' : 'they pay'} ${p.cost}" or "… and ${p.player === 'you' ? "I don't" : "they don't"} pay").`,
  unless_asks: (p) => `${p.by} counters ${p.spell} unless its controller pays ${p.cost} (118.12a)`,
  unless_nothing: () => `nothing in the story asks for a payment to keep a spell from being countered`,
  unless_mismatch: (p) => `I didn't understand '${p.text}' as a payment: ${p.detail}. I haven't answered, so as not to guess.`,
  which_turn: (p) => `Please say on whose turn this happens: ${p.what} would attack or block on its controller's turn, and the story's spell can't be cast there as told (117.1a). For example "On my turn I cast …; on their next turn, can it attack?"`,
  implied_mode: (p) => `no mode was said for ${p.spell}, so its mode is “${p.mode}”, the only one that can target what it was cast on (700.2c)`,
  which_mode: (p) => `Please say which mode of ${p.spell} is chosen (${p.count}): ${p.modes}. The question doesn't settle it, and I won't assume a mode (700.2, 601.2b).`,
  no_x: (p) => `${p.spell} has no X in its mana cost, so no value of X is chosen for it (601.2b).`,
  no_such_ability: (p) => `${p.object} has no activated ability of the kind asked about (as far as its rules text can be read).`,
  draw_skipped: (p) => `${p.player} draw step's draw is left out: nothing in the question depends on the card drawn`,
  which_holder: (p) => `Please say which object has “${p.text}”: the object that has it doesn't get the bonus itself (“other”), so the answer depends on it. For example "My 2/2 has …" or "I also control a 1/1 with …".`,
  probe_turn: (p) => `all of this happens on ${p.player} turn (the creature asked about attacks or blocks on its controller's turn)`,
  later_turn_attack: (p) => `${p.player} turn begins before ${p.what} attacks (only the active player declares attackers, 508.1)`,
  later_turn_cast: (p) => `${p.player} turn begins before ${p.what} is cast (a noninstant spell is cast only in its caster's main phase, 117.1a)`,
  you: () => 'you',
  the_opponent: () => 'the opponent',
  your: () => 'your',
  the_opponents: () => "the opponent's",
  needs_sizes: (p) => `Please give the power and toughness of ${p.things}: with that many creatures of unstated size I can't check that the answer doesn't depend on them.`,
  depends_on_attribute: (p) => `The answer depends on whether ${p.thing} is ${p.what}, which the question doesn't say (${p.source}). Please say it (for example "a white 2/2" or "a colorless 2/2"), and I'll answer.`,
  depends_on_size: (p) => `The answer depends on the power and toughness of ${p.things}, which the question doesn't give. Please say how big it is (for example "a 3/3"), and I'll answer.`,
  ambiguous: (p) => `${p.what} could mean ${p.options}. Which one do you mean? Please ask again naming it (for example by its power and toughness or its card name).`,
  then_impossible: (p) => `Read as cast after the earlier spell had resolved (what “then” usually means), the story can't happen (${p.why}). The only way it can happen is with the later spell cast while the earlier one was still on the stack (405.1, 608.1), so that is the reading answered.`,
  stack_order: (p) => `The answer depends on whether ${p.first} had resolved when ${p.next} was ${p.verb}, which the question doesn't say (608.1, 117.3c). Please say “then …” (after it resolved) or “in response …” (while it was on the stack), and I'll answer.`,
  whose_thing: (p) => `The answer depends on who controls “${p.thing}”, which the question doesn't say (for example, hexproof stops only opponents' spells, 702.11b). Please say “my …” or “their …”, and I'll answer.`,
  which_card: (p) => `“${p.what}” is the short name of several cards: ${p.options}. Which one do you mean? Please ask again with its full card name.`,
  quoted_ja: (p) => `Quoted rules text is read in English only: ${p.text}. Please quote the English Oracle text.`,
  no_targeted_trigger: (p) => `the question says what a triggered ability of ${p.name} targets, but I know no triggered ability of it with one target (see 603.3d)`,
  trigger_never: (p) => `the question says what the triggered ability of ${p.name} targets, but in the story as told it never triggers (what made it trigger isn't said)`,
};

const JA: Record<string, (p: Params) => string> = {
  empty: () => `ルールについての質問を入力してください。例：${EXAMPLES_JA[0]}`,
  too_long: (p) => `質問が長すぎます（${p.length}文字、上限${p.max}文字）。一度に一つの状況について質問してください。`,
  not_understood: (p) => `次の部分が理解できませんでした：${p.parts}。推測で答えないよう、回答は控えます。次のような言い方を試してください：${EXAMPLES_JA[0]}、${EXAMPLES_JA[2]}`,
  bracket_card: (p) => `カードのことなら、名前を${p.names}のように《》で囲んでください。`,
  nothing: () => `状況や質問を読み取れませんでした。次のような言い方を試してください：${EXAMPLES_JA[0]}、${EXAMPLES_JA[1]}`,
  impossible: (p) => `その状況は書かれたとおりには成り立ちません：${p.detail}。クリーチャーと出来事の順序を確認してください。`,
  engine_stopped: (p) => `ルールエンジンが途中で停止しました：${p.detail}`,
  cannot_happen: (p) => `書かれたとおりには起こりえません：${p.detail}`,
  unbuilt: () => '読み取った状況の一部が、その中に見つからないものを指しています',
  unmodelled: (p) => `この部分はモデル化できないため、推測では答えません：${p.detail}`,
  unknown_card: (p) => `「${p.name}」という名前のカードが見つかりません。${p.suggestions ? `もしかして：${p.suggestions}？` : ''}カード名は正確に（《》で囲んで）書くか、クリーチャーを「飛行を持つ2/2」のように説明してください。`,
  ambiguous_card: (p) => `「${p.name}」に当てはまるカードが複数あります：${p.suggestions}。正式なカード名を入力してください。`,
  cards_unavailable: (p) => `カード・データを利用できないため「${p.name}」を調べられません。クリーチャーを「飛行を持つ2/2」のように説明してください。`,
  quoted_unmodelled: (p) => `引用された文の次の部分はモデル化できません：「${p.text}」。簡単な能力の形で書き直してください（例：'Creatures you control get +1/+1.'）。`,
  spell_as_permanent: (p) => `${p.name}を戦場にあるパーマネントと読みましたが、インスタントやソーサリーはパーマネントになりません（304.4、307.4）。唱えるものですが、いつ、誰が、何を対象に唱えたのかを質問から読み取れませんでした。推測で答えないよう、回答は控えます。「${p.name}を〜を対象に唱えた」のように書いてください。`,
  not_a_targeting_spell: (p) => `${p.name}をクリーチャーを対象に唱えたと読みましたが、インスタントでもソーサリーでもオーラでもないため（115.1a、303.4a）、対象を取って唱えるものではありません。クリーチャーには能力（例えば戦場に出たときの能力）で作用しますが、質問からはそれを読み取れませんでした。推測で答えないよう、回答は控えます。`,
  unresolved: (p) => `${p.what}が何を指しているのか分かりませんでした（それより前に当てはまるものがありません）。「私の2/2」のように説明して、もう一度質問してください。`,
  how_many: (p) => `${p.what}は複数あると読めますが、何体（何個）あるかが書かれていません。数によって答えが変わりうる（例えばブロックするクリーチャーの数、509.1a）ため、1体と決めつけずに回答を控えます。「1/1を2体」のように数を書いて、もう一度質問してください。`,
  two_sizes: (p) => `${p.what}では1体のクリーチャーに2つの異なるサイズ（${p.sizes}）が与えられていて、1体なのか2体なのか判断できないため、回答を控えます。2体なら「自分のもう1体のクリーチャーは2/2」のように書いてください。`,
  too_much: (p) => `質問の内容が多すぎて追いきれません（${p.what}が${p.count}。上限は${p.max}）。一度に一つの状況について質問してください。`,
  card_unmodelled: (p) => `《${p.name}》の次の部分はモデル化できず、答えが変わるおそれがあるため推測では答えません：${p.text}`,
  negative_question: (p) => `${p.what}は否定の形の質問で、「はい」がどちらの意味になるか確実に判断できないため、回答を控えます。否定を使わずに質問してください（例：「ブロックできますか？」「死にますか？」）。`,
  total_after_events: (p) => `${p.what}は、すでに変わったかもしれない後の時点の値なので、最初の値としては使えず、回答を控えます。最初の値を先に書いてください（例：「相手のライフは20。相手に《稲妻》を唱えた。」）。`,
  no_verdict: () => `はい／いいえで答える質問ですが、理解した内容でははい／いいえの答えが出ないため、回答を控えます。もっと直接的に聞いてください（例：「自分の2/2は死にますか？」）。`,
  optional_choice: () => `「〜してもよい」という指示は任意です（608.2d）。この答えはそのコントローラーが実行を選んだ場合のもので、選ばなければ答えが変わります`,
  divided_by_default: () => `2体以上のクリーチャーと戦闘しているクリーチャーは、戦闘ダメージをそのコントローラーが選んだとおりに割り振ります（510.1c、510.1d）。指定がないので、この答えは各クリーチャーに順に致死ダメージを割り振った場合のものです（手順を参照）。別の割り振りでは答えが変わることがあります`,
  implied_target: (p) => `${p.spell}の対象が書かれていないため、対象にできる唯一のもの（${p.target}）を対象としました`,
  assumed_target: (p) => `${p.spell}の対象が書かれていないため、${p.target}を対象とするものとしました`,
  implied_sacrifice: (p) => `${p.spell}の追加コストで生け贄に捧げるものが書かれていないため、支払える唯一のもの（${p.object}）を生け贄に捧げました`,
  needs_sacrifice_none: (p) => `${p.spell}を唱えるために何を生け贄に捧げるか教えてください。追加コスト「${p.cost}」（118.8）がありますが、質問にはそれを支払えるあなたのパーマネントが書かれていません。支払えないとは仮定しません。`,
  needs_sacrifice_which: (p) => `${p.spell}を唱えるために何を生け贄に捧げるか教えてください。追加コスト「${p.cost}」（118.8）がありますが、質問からはどのパーマネントで支払うか決まりません。`,
  spell_kind: (p) => `答えは${p.spell}がどの種類の呪文か（クリーチャー呪文、インスタントなど）によって変わります。カード名かカード・タイプを教えてください。`,
  if_it_does: () => `できるかどうかと、その結果の両方を聞かれましたが、結果は実際にそうするかどうかで変わるため、お答えしていません。「《大蜘蛛》が4/4をブロックした。《大蜘蛛》は死ぬ？」のように起きたこととして書くか、2つに分けて質問してください。`,
  respond_to_what: () => `何に対応するのか（スタックに何があるのか）を教えてください（例：「相手が私の2/2に《稲妻》を唱えました。それに対応して《巨大化》を唱えられますか？」）。`,
  needs_target: (p) => `${p.spell}の対象を教えてください。質問からは対象が決まらないため、こちらで仮定することはしません。`,
  unless_paid: (p) => `${p.cost}を支払うかどうかを教えてください。${p.by}は、${p.spell}のコントローラー（${p.player}）が${p.cost}を支払わないかぎりそれを打ち消します。支払うかどうかはそのプレイヤーの選択です（118.12a、701.6a）が、質問からは分かりません（例：「…${p.cost}を支払った」「…支払わなかった」）。`,
  unless_asks: (p) => `${p.by}は、${p.spell}のコントローラーが${p.cost}を支払わないかぎりそれを打ち消します（118.12a）`,
  unless_nothing: () => `呪文が打ち消されないための支払いを求めるものが質問の中にありません`,
  unless_mismatch: (p) => `'${p.text}'を支払いとして理解できませんでした：${p.detail}。推測で答えないよう、回答は控えます。`,
  which_turn: (p) => `だれのターンのことか教えてください。${p.what}が攻撃やブロックをするのはそのコントローラーのターンですが、そのターンには質問の呪文を書かれたとおりには唱えられません（117.1a）。例：「自分のターンに…を唱えた。相手の次のターンにそれは攻撃できますか？」`,
  implied_mode: (p) => `${p.spell}のモードは書かれていませんが、唱えた対象を対象にできるのは「${p.mode}」だけなので、そのモードです（700.2c）`,
  which_mode: (p) => `${p.spell}のどのモードを選ぶのか教えてください（${p.count}）：${p.modes}。質問からはモードが決まらないため、こちらで仮定することはしません（700.2、601.2b）。`,
  no_x: (p) => `${p.spell}のマナ・コストには値を選ぶ部分がないので、その値は選べません（601.2b）。`,
  no_such_ability: (p) => `${p.object}には、質問の種類の起動型能力がありません（ルール・テキストから読み取れる範囲で）。`,
  draw_skipped: (p) => `${p.player}ドロー・ステップのドローは省きました（質問の答えは引いたカードに左右されません）`,
  which_holder: (p) => `「${p.text}」を持っているのがどのオブジェクトかを教えてください。それを持つオブジェクト自身は修整を受けない（「他の」）ため、答えが変わります。例：「自分の2/2が…を持っている」「…を持つ1/1もコントロールしている」。`,
  probe_turn: (p) => `すべて${p.player}ターンのこととします（質問のクリーチャーが攻撃やブロックをするのはそのコントローラーのターンです）`,
  later_turn_attack: (p) => `${p.what}が攻撃する前に${p.player}ターンに移ります（攻撃クリーチャーを指定するのはアクティブ・プレイヤーです、508.1）`,
  later_turn_cast: (p) => `${p.what}を唱える前に${p.player}ターンに移ります（インスタントでない呪文は唱える人のメイン・フェイズにしか唱えられません、117.1a）`,
  you: () => 'あなた',
  the_opponent: () => '対戦相手',
  your: () => 'あなたの',
  the_opponents: () => '対戦相手の',
  needs_sizes: (p) => `${p.things}のパワーとタフネスを教えてください。サイズの書かれていないクリーチャーがこれほど多いと、答えがサイズに左右されないことを確かめられません。`,
  depends_on_attribute: (p) => `答えは${p.thing}が${p.what}かどうかで変わりますが、質問にはそれが書かれていません（${p.source}）。「白の2/2」のように教えていただければお答えします。`,
  depends_on_size: (p) => `答えは${p.things}のパワーとタフネスによって変わりますが、質問にはそれが書かれていません。「3/3」のようにサイズを教えていただければお答えします。`,
  ambiguous: (p) => `「${p.what}」は${p.options}のどちらとも取れます。どれのことか、パワーとタフネスやカード名を添えてもう一度質問してください。`,
  then_impossible: (p) => `後の呪文を先の呪文が解決した後に唱えたと読むと（「その後」のふつうの意味）、この状況は起こりえません（${p.why}）。起こりうるのは後の呪文を先の呪文がスタックにある間に唱えた場合だけなので、そのように読んで答えています（405.1、608.1）。`,
  stack_order: (p) => `答えは${p.next}を${p.verb}ときに${p.first}が解決していたかどうかで変わりますが、質問には書かれていません（608.1、117.3c）。「その後…」（解決した後）か「それに対応して…」（スタックにある間）かを書いてください。`,
  whose_thing: (p) => `答えは「${p.thing}」のコントローラーがだれかによって変わりますが、質問には書かれていません（例えば呪禁は対戦相手の呪文の対象にならないだけです、702.11b）。「自分の…」か「相手の…」かを書いてください。`,
  which_card: (p) => `「${p.what}」は複数のカードの略称です：${p.options}。どのカードのことですか？正式なカード名で質問し直してください。`,
  quoted_ja: (p) => `引用されたルール・テキストは英語のみ読み取れます：${p.text}。英語のオラクル・テキストを引用してください。`,
  no_targeted_trigger: (p) => `${p.name}の誘発型能力の対象が書かれていますが、対象を1つとる誘発型能力が${p.name}にあるとは分かりません（603.3d参照）`,
  trigger_never: (p) => `${p.name}の誘発型能力の対象が書かれていますが、書かれた状況ではその能力は誘発しません（何によって誘発したのかが書かれていません）`,
};

/** What a question-size bound counts (src/language LANGUAGE_LIMITS), as the too_much message names it. */
const LIMIT_NAMES: Record<string, { en: string; ja: string }> = {
  sentences: { en: 'sentences', ja: '文の数' },
  clauses: { en: 'clauses', ja: '節の数' },
  objects: { en: 'objects', ja: 'オブジェクトの数' },
  events: { en: 'events', ja: '出来事の数' },
};

/** A bound's name in the reply's language; an unknown one is shown as given. */
export function limitName(lang: Lang, what: string): string {
  const names = Object.hasOwn(LIMIT_NAMES, what) ? LIMIT_NAMES[what] : undefined;
  return names ? names[lang] : what;
}

export function message(lang: Lang, key: string, params: Params = {}): string {
  const table = lang === 'ja' ? JA : EN;
  const f = table[key];
  return f ? f(params) : key;
}

/** Every message key (the Japanese table has the same ones). */
export const MESSAGE_KEYS: readonly string[] = Object.keys(EN);
