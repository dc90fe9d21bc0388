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
  not_a_targeting_spell: (p) => `I read ${p.name} as cast on a creature, but it is not an instant, sorcery or Aura (115.1a, 303.4a), so it isn't cast on one: it acts on a creature with an ability (for example when it enters the battlefield), which I couldn't read from the question. I haven't answered, so as not to guess; please say what its ability does, or ask about the moment it enters.`,
  unresolved: (p) => `I couldn't tell what ${p.what} refers to: nothing earlier in the question fits it. Please describe it (for example "my 2/2") and ask again.`,
  too_much: (p) => `That question describes too much for me to follow (${p.count} ${p.what}). Please ask about one situation at a time.`,
  card_unmodelled: (p) => `I can't model this part of ${p.name}, and it could change the answer, so I won't guess: ${p.text}`,
  no_verdict: () => `That is a yes/no question, but what I understood it to ask has no yes/no answer, so I haven't answered. Please ask it more directly (for example "Does my 2/2 die?").`,
  optional_choice: () => `an instruction that says "may" is optional (608.2d): this answer assumes its controller chooses to do it; declining changes the answer`,
  implied_target: (p) => `no target was said for ${p.spell}, so its target is ${p.target}, the only one it could have`,
  assumed_target: (p) => `no target was said for ${p.spell}, so it is taken to target ${p.target}`,
  spell_kind: (p) => `The answer depends on what kind of spell ${p.spell} is (a creature spell, an instant …). Please name the card or say its type.`,
  if_it_does: () => `You asked whether something can be done and also what happens; the second depends on whether it is done, so I haven't answered. Please tell it as done ("The Spider blocks the 4/4. Does the Spider die?", "In response I cast Giant Growth on my 2/2. Does it survive?") or ask the two separately.`,
  respond_to_what: () => `Please say what is on the stack to respond to (for example "My opponent casts Lightning Bolt at my 2/2. Can I respond with Giant Growth?").`,
  needs_target: (p) => `Please say what ${p.spell} targets: the question doesn't settle it, and I won't assume a target.`,
  which_turn: (p) => `Please say on whose turn this happens: ${p.what} would attack or block on its controller's turn, and the story's spell can't be cast there as told (117.1a). For example "On my turn I cast …; on their next turn, can it attack?"`,
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
  not_a_targeting_spell: (p) => `${p.name}をクリーチャーを対象に唱えたと読みましたが、インスタントでもソーサリーでもオーラでもないため（115.1a、303.4a）、対象を取って唱えるものではありません。クリーチャーには能力（例えば戦場に出たときの能力）で作用しますが、質問からはそれを読み取れませんでした。推測で答えないよう、回答は控えます。`,
  unresolved: (p) => `${p.what}が何を指しているのか分かりませんでした（それより前に当てはまるものがありません）。「私の2/2」のように説明して、もう一度質問してください。`,
  too_much: (p) => `質問の内容が多すぎて追いきれません（${p.what}：${p.count}）。一度に一つの状況について質問してください。`,
  card_unmodelled: (p) => `《${p.name}》の次の部分はモデル化できず、答えが変わるおそれがあるため推測では答えません：${p.text}`,
  no_verdict: () => `はい／いいえで答える質問ですが、理解した内容でははい／いいえの答えが出ないため、回答を控えます。もっと直接的に聞いてください（例：「自分の2/2は死にますか？」）。`,
  optional_choice: () => `「〜してもよい」という指示は任意です（608.2d）。この答えはそのコントローラーが実行を選んだ場合のもので、選ばなければ答えが変わります`,
  implied_target: (p) => `${p.spell}の対象が書かれていないため、対象にできる唯一のもの（${p.target}）を対象としました`,
  assumed_target: (p) => `${p.spell}の対象が書かれていないため、${p.target}を対象とするものとしました`,
  spell_kind: (p) => `答えは${p.spell}がどの種類の呪文か（クリーチャー呪文、インスタントなど）によって変わります。カード名かカード・タイプを教えてください。`,
  if_it_does: () => `できるかどうかと、その結果の両方を聞かれましたが、結果は実際にそうするかどうかで変わるため、お答えしていません。「《大蜘蛛》が4/4をブロックした。《大蜘蛛》は死ぬ？」のように起きたこととして書くか、2つに分けて質問してください。`,
  respond_to_what: () => `何に対応するのか（スタックに何があるのか）を教えてください（例：「相手が私の2/2に《稲妻》を唱えました。それに対応して《巨大化》を唱えられますか？」）。`,
  needs_target: (p) => `${p.spell}の対象を教えてください。質問からは対象が決まらないため、こちらで仮定することはしません。`,
  which_turn: (p) => `だれのターンのことか教えてください。${p.what}が攻撃やブロックをするのはそのコントローラーのターンですが、そのターンには質問の呪文を書かれたとおりには唱えられません（117.1a）。例：「自分のターンに…を唱えた。相手の次のターンにそれは攻撃できますか？」`,
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
  whose_thing: (p) => `答えは「${p.thing}」のコントローラーがだれかによって変わりますが、質問には書かれていません（例えば呪禁は対戦相手の呪文の対象にならないだけです、702.11b）。「自分の…」か「相手の…」かを書いてください。`,
  which_card: (p) => `「${p.what}」は複数のカードの略称です：${p.options}。どのカードのことですか？正式なカード名で質問し直してください。`,
  quoted_ja: (p) => `引用されたルール・テキストは英語のみ読み取れます：${p.text}。英語のオラクル・テキストを引用してください。`,
  no_targeted_trigger: (p) => `${p.name}の誘発型能力の対象が書かれていますが、対象を1つとる誘発型能力が${p.name}にあるとは分かりません（603.3d参照）`,
  trigger_never: (p) => `${p.name}の誘発型能力の対象が書かれていますが、書かれた状況ではその能力は誘発しません（何によって誘発したのかが書かれていません）`,
};

export function message(lang: Lang, key: string, params: Params = {}): string {
  const table = lang === 'ja' ? JA : EN;
  const f = table[key];
  return f ? f(params) : key;
}

/** Every message key (the Japanese table has the same ones). */
export const MESSAGE_KEYS: readonly string[] = Object.keys(EN);
