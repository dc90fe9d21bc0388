/**
 * Japanese forms of a mode told by what it does (700.2, told-mode.ts): 「二段攻撃モード」「3点ダメージのモード」
 * 「パーマネントに破壊不能を与えるモード」 (any words of meaning, or nouns of the mode's text, before モード),
 * and 「二段攻撃を選んで」 with no モード (then only words of meaning, so 「赤を選んで」 stays a color).
 */
import type { Token } from '../tokens.ts';
import type { ModeChoice } from '../modechoice.ts';
import { modeChoiceAt } from '../modechoice.ts';
import { VERB_WORDS } from './verb-words.ts';
import { modeWordsAt } from '../told-mode.ts';
import type { ModeWordTables } from '../told-mode.ts';
import { MODE_EFFECT_WORDS_JA, MODE_FILLER_JA } from '../lexicon/mode-words.ts';
import { TYPE_WORDS_JA } from '../lexicon/domain.ts';
import { jaKeywordAt } from './keywords.ts';
import { jaChoosingAt } from '../colorchoice.ts';

const JA: ModeWordTables = {
  keywordAt: jaKeywordAt,
  effects: MODE_EFFECT_WORDS_JA,
  fillers: MODE_FILLER_JA,
  key: (t) => t.lemma,
  // A card type said of what the mode affects stands for its English word in the mode's text (「アーティファクト破壊」).
  plain: (t) => TYPE_WORDS_JA.get(t.text)?.toLowerCase() ?? null,
  join: '',
};

/** A mode told by its words at token i, or null. */
export function jaToldModeAt(tokens: readonly Token[], i: number): ModeChoice | null {
  // 「ドローモード」 read as one word: a word of meaning joined to モード.
  const t = tokens[i];
  const joined = t && t.kind === 'word' && t.text.endsWith('モード') ? MODE_EFFECT_WORDS_JA[t.text.slice(0, -3)] : undefined;
  if (joined !== undefined) return { n: (jaChoosingAt(tokens, i + 1) ?? i + 1) - i, modes: [], said: [joined], told: t!.text.slice(0, -3) };
  const run = modeWordsAt(tokens, i, JA);
  if (!run) return null;
  let end = i + run.through;
  if (tokens[end]?.text === 'の' && tokens[end + 1]?.text === 'モード') end++;
  // 「…モードを選んで」「…モードで」: a te-form of choosing is the choice's own words (the で is the cast's, left to it).
  if (tokens[end]?.text === 'モード') return { n: (jaChoosingAt(tokens, end + 1) ?? end + 1) - i, modes: [], said: run.said, told: run.told };
  // 「二段攻撃を選んで」: only words of meaning.
  const chosen = run.meaningOnly ? jaChoosingAt(tokens, i + run.n) : null;
  return chosen === null ? null : { n: chosen - i, modes: [], said: run.said, told: run.told };
}

/** The verbs a spell is cast with (唱える, 撃つ, キャストする, 使う), by their base forms. */
const CAST_VERBS: ReadonlySet<string> = new Set(VERB_WORDS.filter(([, v]) => v === 'cast' || v === 'use').map(([w]) => w));
/** Particles that make the mode after 「《X》の」 a noun of the clause of its own (「…のモードの対象」「…のモードは」). */
const NOUN_PARTICLES: ReadonlySet<string> = new Set(['を', 'が', 'は', 'の', 'も', 'に', 'と', 'へ']);

function castVerb(t: Token | undefined): boolean {
  return t !== undefined && t.kind === 'word' && (CAST_VERBS.has(t.lemma) || CAST_VERBS.has(`${t.lemma}する`));
}

/**
 * 「《ボロスの魔除け》の二段攻撃モード撃った」「…の破壊不能モードを唱えた」「対応で《ボロスの魔除け》の破壊不能モード。」: a
 * spell's mode said with の after its card — players name the mode as the card's, but the card is what is cast and the
 * mode how (700.2, 601.2b), as 「…を破壊不能モードで唱えた」 says. At the の (token i, after the card): `object`, the の
 * stands for the card's を; `n`, the tokens of the mode's chunk — with the を after it when a cast verb follows, or with
 * the の before it when the clause ends there (the card left bare, its cast unsaid: verbless-clauses.ts). Null when the
 * mode is a noun of the clause of its own (「…のモードの対象」「…のモードは何」).
 */
export function jaModeOfCardAt(tokens: readonly Token[], i: number): { object: boolean; n: number; mode: ModeChoice } | null {
  if (tokens[i]?.text !== 'の' || tokens[i - 1]?.kind !== 'atom') return null;
  const mode = modeChoiceAt(tokens, i + 1) ?? jaToldModeAt(tokens, i + 1);
  if (!mode) return null;
  const next = tokens[i + 1 + mode.n];
  if (!next || next.kind === 'punct') return { object: false, n: 1 + mode.n, mode };
  if (next.text === 'を' && castVerb(tokens[i + 2 + mode.n])) return { object: true, n: mode.n + 1, mode };
  return NOUN_PARTICLES.has(next.text) ? null : { object: true, n: mode.n, mode };
}
