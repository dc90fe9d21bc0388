/**
 * Japanese forms of a mode told by what it does (700.2, told-mode.ts): 「二段攻撃モード」「3点ダメージのモード」
 * 「パーマネントに破壊不能を与えるモード」 (any words of meaning, or nouns of the mode's text, before モード),
 * and 「二段攻撃を選んで」 with no モード (then only words of meaning, so 「赤を選んで」 stays a color).
 */
import type { Token } from '../tokens.ts';
import type { ModeChoice } from '../modechoice.ts';
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
