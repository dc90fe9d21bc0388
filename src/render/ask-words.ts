/** The /ask reply's own words (its title, headings, example, a term question's restatement), in each language. */
import type { Lang } from '../core/lang.ts';

export interface AskWords {
  title: string;
  answer: string;
  verdict: string;
  yes: string;
  no: string;
  steps: string;
  footer: string;
  /** The example shown when the question is missing. */
  example: string;
  /** The restatement of a question about what a word means. */
  termMeaning(term: string): string;
}

const WORDS: Readonly<Record<Lang, AskWords>> = {
  en: {
    title: 'Rules question', answer: 'Answer', verdict: 'Verdict', yes: 'Yes', no: 'No', steps: 'Steps',
    footer: 'Stackwise rules engine · each step cites the Comprehensive Rules',
    example: '/ask Can a creature with defender attack?',
    termMeaning: (term) => `I understood your question as: what ${term} means`,
  },
  ja: {
    title: 'ルールの質問', answer: '回答', verdict: '結論', yes: 'はい', no: 'いいえ', steps: '手順',
    footer: 'Stackwise ルールエンジン・各手順に総合ルールの番号を付けています',
    example: '/ask 防衛を持つクリーチャーは攻撃できますか？',
    termMeaning: (term) => `質問を次のように理解しました：「${term}」の意味`,
  },
};

export function askWords(lang: Lang): AskWords {
  return WORDS[lang];
}
