/**
 * Every user-facing sentence of the rules reference, in English and Japanese. Renderers and
 * commands take text from here only, so both languages always say the same thing.
 */
import type { Lang } from '../core/lang.ts';

type Params = Record<string, string | number>;
type Message = string | ((p: Params) => string);

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const en = {
  'rule.title': (p: Params) => `Rule ${p.number}`,
  'rule.chapter': (p: Params) => `Chapter ${p.number}`,
  'rule.children': 'Contains',
  'rule.examples': 'Examples',
  'rule.example': 'Example',
  'rule.examples_hidden': (p: Params) => `${p.count} example(s): ask with examples:true (console/CLI: add --examples) to see them.`,
  'rule.effective': (p: Params) => `Comprehensive Rules effective ${p.date}`,
  'rule.link': 'Read it in a hyperlinked CR',
  'rule.ja_missing': 'The official Japanese text is not loaded here; showing the English text.',
  'rule.more_children': (p: Params) => `…and ${p.count} more: look one up by number.`,
  'rule.unknown': (p: Params) => `There is no rule ${p.number} in the Comprehensive Rules effective ${p.date}.`,
  'rule.nearest': 'Nearest rules',
  'rule.incomplete': (p: Params) => `"${p.input}" is not a complete rule number. Add what comes after the dot, for example 702.19 or 702.19b.`,
  'rule.not_a_number': (p: Params) => `"${p.input}" is not a rule number. Rule numbers look like 702, 702.19 or 702.19b. To find rules by words, use /search.`,
  'search.title': (p: Params) => `Search: ${p.query}`,
  'search.none': (p: Params) => `Nothing in the Comprehensive Rules matches "${p.query}". Try fewer or different words, an English keyword (trample), or a rule number.`,
  'search.glossary': 'Glossary',
  'search.glossary_term': (p: Params) => `Glossary: ${p.term}`,
  'search.translated': (p: Params) => `Also searched for: ${p.words}`,
  'define.rules': 'Rules',
  'define.details': 'Details',
  'define.interactions': 'Interactions',
  'define.cr_glossary': 'CR glossary',
  'define.cr_glossary_en': 'CR glossary',
  'define.official_ja': 'Japanese',
  'define.unofficial_ja': (p: Params) => `${p.name} (no official Japanese name; unofficial)`,
  'define.cr_only': 'Stackwise has no explanation of its own for this term yet; this is the Comprehensive Rules glossary entry.',
  'define.param': (p: Params) => `You asked about "${p.full}": this is the explanation of ${p.term}; "${p.rest}" is its parameter.`,
  'define.fuzzy': (p: Params) => `Showing ${p.term} (closest match to "${p.query}").`,
  'define.unknown': (p: Params) => `I don't know the term "${p.query}".`,
  'define.suggestions': (p: Params) => `Did you mean: ${p.names}`,
  'list.separator': ', ',
  'error.title': 'Could not answer',
  'define.how_to': 'Ask with a keyword or game term, in English or Japanese: /define trample, /define 接死, /define priority.',
  'define.kind.keyword-ability': 'Keyword ability',
  'define.kind.keyword-action': 'Keyword action',
  'define.kind.game-term': 'Game term',
  'define.kind.cr': 'CR glossary term',
  'input.empty': (p: Params) => `Please give ${p.what}. For example: ${p.example}`,
  'input.too_long': (p: Params) => `That input is too long (${p.length} characters; the limit is ${p.max}). Please ask with a shorter one, for example: ${p.example}`,
  'input.control': () => 'That input contains control characters. Please type it again as plain text.',
  'input.no_text': (p: Params) => `That input has no letters or numbers to look up. For example: ${p.example}`,
  'error.cr_unavailable': (p: Params) => `The Comprehensive Rules could not be loaded right now: ${p.reason}`,
  'error.internal': (p: Params) => `Sorry, something went wrong on our side (error id ${p.id}). Please try again; if it keeps happening, report the error id.`,
  'what.rule_number': 'a rule number',
  'what.search_words': 'some words to search for',
  'what.term': 'a term',
  'what.card_name': 'a card name',
  'what.card_query': 'a card name, or nothing for the whole catalog',
  'what.question': 'a rules question',
  'card.cant_model': (p: Params) => `I can't model this part of ${p.card}: ${p.text}`,
  'date.unknown': '(date unknown)',
  'date.day': (p: Params) => `${MONTHS_EN[Number(p.month) - 1]} ${p.day}, ${p.year}`,
  'rule.ja_heading': 'Japanese',
  'rule.our_explanation': (p: Params) => `Stackwise's explanation: ${p.name}`,
  'define.title': (p: Params) => String(p.name),
  'define.interaction': (p: Params) => `With ${p.label}${p.rules ? ` (${p.rules})` : ''}`,
  'define.field': (p: Params) => `${p.name}: ${p.value}`,
} satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;

/** Every key of the catalogue (the Japanese table has the same ones): for the tests over all of it. */
export const I18N_KEYS = Object.keys(en) as readonly MessageKey[];

const ja: Record<MessageKey, Message> = {
  'rule.title': (p) => `ルール${p.number}`,
  'rule.chapter': (p) => `第${p.number}章`,
  'rule.children': '下位のルール',
  'rule.examples': '例',
  'rule.example': '例',
  'rule.examples_hidden': (p) => `例が${p.count}件あります。examples:true（コンソール/CLIでは--examples）で表示できます。`,
  'rule.effective': (p) => `総合ルール（${p.date}発効）`,
  'rule.link': 'ハイパーリンク付きの総合ルールで読む',
  'rule.ja_missing': '公式の日本語訳は読み込まれていないため、英語の原文を表示しています。',
  'rule.more_children': (p) => `…ほか${p.count}件。番号を指定して調べてください。`,
  'rule.unknown': (p) => `${p.date}発効の総合ルールに、ルール${p.number}はありません。`,
  'rule.nearest': '近いルール',
  'rule.incomplete': (p) => `「${p.input}」はルール番号として不完全です。ドットの後ろまで指定してください（例：702.19、702.19b）。`,
  'rule.not_a_number': (p) => `「${p.input}」はルール番号ではありません。ルール番号は702、702.19、702.19bのような形です。言葉で探すときは/searchを使ってください。`,
  'search.title': (p) => `検索：${p.query}`,
  'search.none': (p) => `「${p.query}」に一致するルールは見つかりませんでした。言葉を減らすか変えるか、英語のキーワード（trampleなど）やルール番号で試してください。`,
  'search.glossary': '用語集',
  // (An entry the CR marks obsolete is said to be so in Japanese too: its English name alone doesn't say it.)
  'search.glossary_term': (p: Params) => `用語集：${p.term}${/Obsolete\\?\)$/.test(String(p.term)) ? '（廃止された用語で、現在のルールにはありません）' : ''}`,
  'search.translated': (p) => `次の語でも検索しました：${p.words}`,
  'define.rules': 'ルール',
  'define.details': '詳しく',
  'define.interactions': '他の能力・ルールとの関係',
  'define.cr_glossary': '総合ルール用語集',
  // (The CR's own glossary text, shown in English when no Japanese CR is loaded: said to be English.)
  'define.cr_glossary_en': '総合ルール用語集（英語）',
  'define.official_ja': '日本語名',
  'define.unofficial_ja': (p) => `${p.name}（公式の日本語名はまだありません。非公式の訳です）`,
  'define.cr_only': 'この用語については、Stackwise独自の解説はまだありません。以下は総合ルール用語集（英語）の記述です。',
  'define.param': (p) => `「${p.full}」について：${p.term}の解説です。「${p.rest}」はその指定部分です。`,
  'define.fuzzy': (p) => `「${p.query}」に最も近い${p.term}を表示しています。`,
  'define.unknown': (p) => `「${p.query}」という用語は見つかりませんでした。`,
  'define.suggestions': (p) => `もしかして：${p.names}`,
  'list.separator': '、',
  'error.title': 'お答えできませんでした',
  'define.how_to': 'キーワードやゲーム用語を日本語か英語で指定してください：/define トランプル、/define deathtouch、/define 優先権',
  'define.kind.keyword-ability': 'キーワード能力',
  'define.kind.keyword-action': 'キーワード処理',
  'define.kind.game-term': 'ゲーム用語',
  'define.kind.cr': '総合ルール用語集の用語',
  'input.empty': (p) => `${p.what}を指定してください。例：${p.example}`,
  'input.too_long': (p) => `入力が長すぎます（${p.length}文字。上限は${p.max}文字）。もっと短くしてお試しください。例：${p.example}`,
  'input.control': () => '入力に制御文字が含まれています。普通の文字で入力し直してください。',
  'input.no_text': (p) => `入力に、調べられる文字や数字が含まれていません。例：${p.example}`,
  'error.cr_unavailable': (p) => `総合ルールを今は読み込めませんでした：${p.reason}`,
  'error.internal': (p) => `申し訳ありません、こちら側でエラーが起きました（エラーID ${p.id}）。もう一度お試しください。続く場合はエラーIDを添えて報告してください。`,
  'what.rule_number': 'ルール番号',
  'what.search_words': '検索する言葉',
  'what.term': '用語',
  'what.card_name': 'カード名',
  'what.card_query': 'カード名（カタログ全体なら指定なし）',
  'what.question': 'ルールについての質問',
  'card.cant_model': (p) => `${p.card}の次の部分はモデル化できません: ${p.text}`,
  'date.unknown': '（日付不明）',
  'date.day': (p) => `${p.year}年${p.month}月${p.day}日`,
  'rule.ja_heading': '日本語',
  'rule.our_explanation': (p) => `Stackwiseの解説：${p.name}`,
  'define.title': (p) => (p.name !== p.en ? `${p.name}（${p.en}）` : String(p.name)),
  'define.interaction': (p) => `${p.label}との関係${p.rules ? `（${p.rules}）` : ''}`,
  'define.field': (p) => `${p.name}：${p.value}`,
};

const TABLES: Record<Lang, Record<MessageKey, Message>> = { en, ja };

export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  const m = TABLES[lang][key];
  return typeof m === 'function' ? m(params) : m;
}

/** Formats an ISO date for display: 2026-09-25 -> "September 25, 2026" / 「2026年9月25日」. */
export function formatDate(lang: Lang, iso: string | null): string {
  if (!iso) return t(lang, 'date.unknown');
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return t(lang, 'date.day', { year, month, day });
}
