/**
 * Every sentence the structured commands (/combat, /layers) say about their input, in English and
 * Japanese. Each error names what was wrong and shows how to ask instead. Parameters that echo
 * user input are already made safe by the caller (quoteInput).
 */
import type { Lang } from '../../core/lang.ts';

type Params = Record<string, string | number>;
type Message = (p: Params) => string;

const en = {
  'option.attackers': () => 'attackers',
  'option.blockers': () => 'blockers',
  'option.object': () => 'object',
  'option.effects': () => 'effects',
  'empty': (p) => `Please give the ${p.option}. For example: ${p.example}`,
  'too_long': (p) => `The ${p.option} text is too long (${p.length} characters; the limit is ${p.max}). Please describe it more briefly, for example: ${p.example}`,
  'control': (p) => `The ${p.option} text contains control, direction or invisible (zero-width) characters, which can hide what it says. Please type it again as plain text, for example: ${p.example}`,
  'markup': (p) => `The ${p.option} text contains a mention, a link or Markdown (${p.what}), which can't describe a card or a creature. Describe it with plain words instead, for example: ${p.example}`,
  'too_many': (p) => `That is too many ${p.what} (${p.count}; at most ${p.max}). Please set up a smaller board, for example: ${p.example}`,
  'unknown_word': (p) => `In the ${p.option}, I can't read ${p.word} (in ${p.item}).${p.suggestion ? ` Did you mean ${p.suggestion}?` : ''} Describe a creature by its power/toughness and keywords (7/7 trample lifelink) or by a card name (Grizzly Bears).`,
  'not_a_name': (p) => `In the ${p.option}, ${p.item} is neither a power/toughness nor a card name I can look up. Describe it like 2/2 flying, or give a card name such as Grizzly Bears.`,
  'name_and_pt': (p) => `In the ${p.option}, ${p.item} gives both a card name and a power/toughness. Give one of them: a card name (Grizzly Bears) or a description (2/2 flying).`,
  'toughness_zero': (p) => `In the ${p.option}, ${p.item} has toughness ${p.toughness}: such a creature is put into its owner's graveyard as soon as state-based actions are checked (704.5f), so it can't take part in combat. Give it toughness 1 or more.`,
  'pt_too_big': (p) => `In the ${p.option}, ${p.item} has a power or toughness over ${p.max}. Please use smaller numbers.`,
  'pt_star': (p) => `In the ${p.option}, ${p.item} has a * in its power/toughness. Please give the current numbers, for example 3/3.`,
  'two_pt': (p) => `In the ${p.option}, ${p.item} has two powers/toughnesses. Separate creatures with commas, for example: 2/2, 3/3 deathtouch`,
  'damage_negative': (p) => `In the ${p.option}, ${p.item} has negative damage marked. Damage marked on a creature is 0 or more (120.3e), for example: 3/3 damage 1`,
  'damage_lethal': (p) => `In the ${p.option}, ${p.item} already has ${p.damage} damage marked with toughness ${p.toughness}: it would already have been destroyed (704.5g). Give it less damage than its toughness.`,
  'damage_bad': (p) => `In the ${p.option}, I can't read the damage in ${p.item}. Write it like this: 3/3 damage 1`,
  'count_bad': (p) => `In the ${p.option}, the count in ${p.item} must be 1 or more, for example: 3x 1/1`,
  'blocks_missing': (p) => `There are ${p.count} attackers, so each blocker must say which one it blocks, for example: 2/2 blocks 1, 3/3 blocks 2`,
  'blocks_unknown': (p) => `In the blockers, ${p.item} blocks attacker ${p.n}, but there ${p.count === 1 ? 'is only 1 attacker' : `are only ${p.count} attackers`} (numbered from 1 in the order given).`,
  'blocks_duplicate': (p) => `In the blockers, ${p.item} names attacker ${p.n} twice. A creature blocks each attacker at most once.`,
  'blocks_bad': (p) => `In the blockers, I can't read which attacker ${p.item} blocks. Write the attacker's number, for example: 2/2 blocks 1`,
  'blocks_in_attackers': (p) => `In the attackers, ${p.item} says it blocks something. Attackers don't block: put blockers in the blockers option.`,
  'keywords_alone': (p) => `In the ${p.option}, ${p.item} has keywords but no creature before it. Put keywords after the creature they belong to, for example: 7/7 trample lifelink`,
  'card_name_bad': (p) => `In the ${p.option}, ${p.item} is not a card name I can look up (card names are at most ${p.max} characters of words).`,
  'object_none': (p) => `The object ${p.item} has no power/toughness, types or card name. Describe it like 2/2 green creature, or give a card name such as Grizzly Bears.`,
  'object_many': () => 'The object option describes one object only. To compare several creatures, ask about each one.',
  'effect_unknown': (p) => `In the effects, I can't read ${p.item}. Write effects in order, separated by semicolons, like: +2/+2 until end of turn; becomes 0/1; +1/+1 counter; switch; gains flying; loses all abilities; becomes blue; creatures you control get +1/+1`,
  'effect_unsigned': (p) => `In the effects, ${p.item} is ambiguous: write +${p.p}/+${p.t} to add to power and toughness, or "becomes ${p.p}/${p.t}" to set them.`,
  'effect_counter_count': (p) => `In the effects, the number of counters in ${p.item} must be between 1 and ${p.max}.`,
  'effect_pt_too_big': (p) => `In the effects, ${p.item} uses a number over ${p.max}. Please use smaller numbers.`,
  'card_unknown': (p) => `In the ${p.option}, ${p.item} is not a card I know.${p.suggestions ? ` Did you mean: ${p.suggestions}?` : ''} Give the card's English or Japanese name (Grizzly Bears, 灰色熊), or describe the creature (2/2 flying).`,
  'card_ambiguous': (p) => `In the ${p.option}, ${p.item} could be several cards: ${p.suggestions}. Please give the full name.`,
  'card_read_as': (p) => `Card names: ${p.list}.`,
  'card_read_one': (p) => `${p.typed} read as ${p.name} (${p.how})`,
  'how.prefix': () => 'the only name starting so',
  'how.fuzzy': () => 'closest match',
  'too_big_for_discord': (p) => `This set-up is too large to run from Discord (${p.length} characters of scenario; the limit is ${p.max}). Please use fewer creatures.`,
  // Labels and titles.
  'title.combat': () => 'Combat',
  'title.layers': () => 'Layers',
  'setup': () => 'Set-up',
  // How to ask, shown with an error; an item of the user's quoted in a message.
  'example.combat': () => '/combat attackers: 7/7 trample lifelink blockers: 2/2, 3/3 deathtouch',
  'example.layers': () => '/layers object: 2/2 green creature effects: +2/+2 until end of turn; becomes 0/1; +1/+1 counter; switch',
  'quoted': (p) => `"${p.text}"`,
} satisfies Record<string, Message>;

export type StructuredKey = keyof typeof en;

const ja: Record<StructuredKey, Message> = {
  'option.attackers': () => '攻撃クリーチャー',
  'option.blockers': () => 'ブロック・クリーチャー',
  'option.object': () => 'オブジェクト',
  'option.effects': () => '効果',
  'empty': (p) => `${p.option}を指定してください。例：${p.example}`,
  'too_long': (p) => `${p.option}の入力が長すぎます（${p.length}文字。上限は${p.max}文字）。もっと短く書いてください。例：${p.example}`,
  'control': (p) => `${p.option}の入力に、制御文字・方向指定文字・見えない文字（ゼロ幅文字）が含まれています。内容を隠せてしまうため受け付けられません。普通の文字で入力し直してください。例：${p.example}`,
  'markup': (p) => `${p.option}の入力に、メンション・リンク・Markdown（${p.what}）が含まれています。これではカードやクリーチャーを表せません。普通の言葉で書いてください。例：${p.example}`,
  'too_many': (p) => `${p.what}が多すぎます（${p.count}。上限は${p.max}）。もっと小さな盤面にしてください。例：${p.example}`,
  'unknown_word': (p) => `${p.option}の${p.item}のうち、${p.word}が読み取れません。${p.suggestion ? `もしかして「${p.suggestion}」？` : ''}クリーチャーはパワー/タフネスとキーワード（「7/7 トランプル 絆魂」）か、カード名（「灰色熊」）で指定してください。`,
  'not_a_name': (p) => `${p.option}の${p.item}は、パワー/タフネスでも、調べられるカード名でもありません。「2/2 飛行」のように書くか、「灰色熊」のようなカード名を指定してください。`,
  'name_and_pt': (p) => `${p.option}の${p.item}には、カード名とパワー/タフネスの両方があります。どちらか一方にしてください：カード名（「灰色熊」）か、説明（「2/2 飛行」）。`,
  'toughness_zero': (p) => `${p.option}の${p.item}はタフネス${p.toughness}です。そのクリーチャーは状況起因処理ですぐにオーナーの墓地に置かれる（704.5f）ので、戦闘に参加できません。タフネスを1以上にしてください。`,
  'pt_too_big': (p) => `${p.option}の${p.item}のパワーかタフネスが${p.max}を超えています。もっと小さな数にしてください。`,
  'pt_star': (p) => `${p.option}の${p.item}のパワー/タフネスに「*」があります。今の値を数で指定してください（例：3/3）。`,
  'two_pt': (p) => `${p.option}の${p.item}にパワー/タフネスが2つあります。クリーチャーは読点かコンマで区切ってください。例：「2/2、3/3 接死」`,
  'damage_negative': (p) => `${p.option}の${p.item}の負ったダメージが負の値です。クリーチャーに置かれたダメージは0以上です（120.3e）。例：「3/3 ダメージ1」`,
  'damage_lethal': (p) => `${p.option}の${p.item}は、タフネス${p.toughness}ですでに${p.damage}点のダメージを負っています。それならもう破壊されているはずです（704.5g）。タフネスより少ないダメージにしてください。`,
  'damage_bad': (p) => `${p.option}の${p.item}のダメージが読み取れません。次のように書いてください：「3/3 ダメージ1」`,
  'count_bad': (p) => `${p.option}の${p.item}の数は1以上にしてください。例：「3x 1/1」`,
  'blocks_missing': (p) => `攻撃クリーチャーが${p.count}体いるので、各ブロック・クリーチャーがどれをブロックするかを書いてください。例：「2/2 →1、3/3 →2」`,
  'blocks_unknown': (p) => `ブロック・クリーチャーの${p.item}が攻撃クリーチャー${p.n}をブロックしていますが、攻撃クリーチャーは${p.count}体しかいません（指定した順に1から番号が付きます）。`,
  'blocks_duplicate': (p) => `ブロック・クリーチャーの${p.item}が攻撃クリーチャー${p.n}を2回指定しています。1体のクリーチャーが同じ攻撃クリーチャーをブロックするのは1回だけです。`,
  'blocks_bad': (p) => `ブロック・クリーチャーの${p.item}がどの攻撃クリーチャーをブロックするのか読み取れません。番号で書いてください。例：「2/2 →1」`,
  'blocks_in_attackers': (p) => `攻撃クリーチャーの${p.item}にブロックの指定があります。攻撃クリーチャーはブロックしません。ブロック・クリーチャーは「ブロック」オプションに書いてください。`,
  'keywords_alone': (p) => `${p.option}の${p.item}はキーワードだけで、その前にクリーチャーがありません。キーワードはクリーチャーの後に書いてください。例：「7/7 トランプル 絆魂」`,
  'card_name_bad': (p) => `${p.option}の${p.item}は調べられるカード名ではありません（カード名は${p.max}文字以内の言葉です）。`,
  'object_none': (p) => `オブジェクト${p.item}には、パワー/タフネスもタイプもカード名もありません。「2/2 緑 クリーチャー」のように書くか、「灰色熊」のようなカード名を指定してください。`,
  'object_many': () => '「オブジェクト」オプションに書けるオブジェクトは1つだけです。複数のクリーチャーは1つずつ質問してください。',
  'effect_unknown': (p) => `効果の${p.item}が読み取れません。効果は順番にセミコロンで区切って書いてください。例：「+2/+2 ターン終了時まで；0/1になる；+1/+1カウンター；入れ替え；飛行を得る；すべての能力を失う；青になる；あなたがコントロールするクリーチャーは+1/+1」`,
  'effect_unsigned': (p) => `効果の${p.item}はあいまいです。パワーとタフネスに加えるなら「+${p.p}/+${p.t}」、その値にするなら「${p.p}/${p.t}になる」と書いてください。`,
  'effect_counter_count': (p) => `効果の${p.item}のカウンターの数は1以上${p.max}以下にしてください。`,
  'effect_pt_too_big': (p) => `効果の${p.item}に${p.max}を超える数があります。もっと小さな数にしてください。`,
  'card_unknown': (p) => `${p.option}の${p.item}というカードは見つかりません。${p.suggestions ? `もしかして：${p.suggestions}？` : ''}カードの日本語名か英語名（「灰色熊」「Grizzly Bears」）を指定するか、クリーチャーを説明してください（「2/2 飛行」）。`,
  'card_ambiguous': (p) => `${p.option}の${p.item}に当てはまるカードが複数あります：${p.suggestions}。正確な名前を指定してください。`,
  'card_read_as': (p) => `カード名：${p.list}。`,
  'card_read_one': (p) => `${p.typed}を《${p.name}》として読みました（${p.how}）`,
  'how.prefix': () => 'そう始まる唯一の名前',
  'how.fuzzy': () => '最も近い名前',
  'too_big_for_discord': (p) => `この盤面はDiscordから実行するには大きすぎます（シナリオが${p.length}文字。上限は${p.max}文字）。クリーチャーを減らしてください。`,
  'title.combat': () => '戦闘',
  'title.layers': () => '種類別',
  'setup': () => '盤面',
  'example.combat': () => '/combat attackers: 7/7 トランプル 絆魂 blockers: 2/2、3/3 接死',
  'example.layers': () => '/layers object: 2/2 緑 クリーチャー effects: +2/+2 ターン終了時まで；0/1になる；+1/+1カウンター；入れ替え',
  'quoted': (p) => `「${p.text}」`,
};

const TABLES: Record<Lang, Record<StructuredKey, Message>> = { en, ja };

export function sm(lang: Lang, key: StructuredKey, params: Params = {}): string {
  return TABLES[lang][key](params);
}
