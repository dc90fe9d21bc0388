/**
 * Unmodelled rules text in words (issue 11 §1): the refusal when such text could have mattered to
 * the run (`error.unmodelled-text`), and the sentence listing the text that was present but could
 * not matter, for the answer. The decision itself is the engine's (src/engine/gap-relevance.ts).
 */
import { quoteRulesJa } from './ja-text.ts';
import type { Lang } from '../core/lang.ts';
import type { GapFinding, GapReason } from '../engine/gap-relevance.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Label } from '../scenario/build.ts';
import type { Fmt, Template } from './trace-format.ts';
import { renderWords } from './locales/index.ts';

type GapKey = Extract<TraceKey, 'error.unmodelled-text'>;

function why(f: Fmt): string {
  const r = String(f.p.reason ?? '') as GapReason;
  return renderWords(f.lang).steps.gapReasons[r] ?? r;
}

function more(f: Fmt): string {
  const n = typeof f.p.count === 'number' ? f.p.count - 1 : 0;
  if (n <= 0) return '';
  return renderWords(f.lang).steps.moreGaps(n);
}

export const GAPS_EN: Record<GapKey, Template> = {
  'error.unmodelled-text': (f) =>
    f.p.kind === 'identity'
      ? `${f.citeLead}I won't answer this, because it could be wrong: a search puts a basic land card onto the battlefield from a library the question doesn't describe, so which basic land it is is unknown, and that could change the outcome (${why(f)})${more(f)}. Say which basic land is found, or what the library holds.`
      : `${f.citeLead}I won't answer this, because it could be wrong: ${f.who('object')} has rules text the engine does not model, “${f.v('text')}”, and it could change the outcome (${why(f)})${more(f)}. Ask about a board without that card, or describe what the text does as an effect.`,
};
export const GAPS_JA: Record<GapKey, Template> = {
  'error.unmodelled-text': (f) =>
    f.p.kind === 'identity'
      ? `${f.citeLead}誤った答えになりうるため回答しません：書かれていないライブラリーから基本土地カードが探されて戦場に出ますが、それがどの基本土地かは分からず、結果を変える可能性があります（${why(f)}）${more(f)}。どの基本土地が見つかるか、またはライブラリーの中身を書いてください。`
      : `${f.citeLead}誤った答えになりうるため回答しません：${f.who('object')} には、エンジンがモデル化していないルール・テキスト（${quoteRulesJa(f.v('text'))}）があり、結果を変える可能性があります（${why(f)}）${more(f)}。そのカードを含まない盤面で質問するか、そのテキストの働きを効果として記述してください。`,
};

/** "Not modelled, and it can't matter here: Bear — “…” (the event that would trigger it never happens)". */
export function irrelevantGapsSentence(gaps: readonly GapFinding[], lang: Lang, labels: Record<string, Label>): string | null {
  if (gaps.length === 0) return null;
  const w = renderWords(lang).steps;
  const name = (g: GapFinding): string => labels[g.object]?.[lang] ?? labels[g.id]?.[lang] ?? (g.name || g.object);
  const items = gaps.slice(0, 5).map((g) => (g.kind === 'identity' ? w.irrelevantIdentity(w.gapReasons[g.reason]) : w.irrelevantText(name(g), g.text, w.gapReasons[g.reason])));
  const rest = gaps.length - items.length;
  if (rest > 0) items.push(w.moreIrrelevant(rest));
  return w.irrelevantList(items);
}
