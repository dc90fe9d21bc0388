/**
 * Unmodelled rules text in words (issue 11 §1): the refusal when such text could have mattered to
 * the run (`error.unmodelled-text`), and the sentence listing the text that was present but could
 * not matter, for the answer. The decision itself is the engine's (src/engine/gap-relevance.ts).
 */
import { quoteRulesJa } from './ja-text.ts';
import type { GapFinding, GapReason } from '../engine/gap-relevance.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Label } from '../scenario/build.ts';
import type { Fmt, Template } from './trace-format.ts';

type GapKey = Extract<TraceKey, 'error.unmodelled-text'>;

const WHY_EN: Record<GapReason, string> = {
  exists: 'it is a characteristic, and the card is part of this scenario',
  cast: 'the card is cast (or begins to be cast) here',
  'on-stack': 'the spell is on the stack here, so its text would apply as it resolves',
  'chosen-mode': 'that mode was chosen',
  activated: 'that ability is activated here',
  functions: 'the card is where that ability applies',
  'trigger-event': 'the event that triggers it happens here',
  'lasting-effect': 'the card leaves the battlefield here, which ends the “until” effect that ability may already have created (610.3)',
  'unknown-trigger': 'the card is where that ability could trigger, and what triggers it is not known',
  'not-cast': 'the card is not cast',
  'not-activated': 'nobody activates that ability',
  'sacrificed-for-cost': 'the card is sacrificed here, and sacrificing it is that ability\'s cost, so it may have been sacrificed to activate it',
  'not-where-it-functions': 'the card is never where that ability applies',
  'no-trigger-event': 'the event that would trigger it never happens',
  'abilities-lost': 'the card has lost that ability',
  'face-chosen': 'that is the text of the card\'s other face, and the face is chosen as the card is cast or put onto the battlefield here',
  'face-not-up': 'that is the text of the card\'s other face, which is never face up here',
  'identity-read': 'something here can tell basic lands apart (a land type, snow, a name)',
  'identity-mana': 'its controller pays for something after it arrives, and its mana could have paid',
  'identity-unread': 'nothing here reads what tells one basic land from another, and nobody pays for anything after it arrives',
  'entered-before': 'it applies only as the card enters the battlefield, which it did before this story and doesn\'t do again here; how it entered is as the question tells it',
  applies: 'the kind of event it changes happens here while it applies',
  'never-applies': 'it changes only one kind of event (a permanent entering, a cost, a life gain or loss, or a draw), and none happens here while it applies',
};
const WHY_JA: Record<GapReason, string> = {
  exists: 'それは特性であり、そのカードはこのシナリオに含まれています',
  cast: 'そのカードがここで唱えられます（または唱え始められます）',
  'on-stack': 'その呪文がスタックにあり、解決時にその文章が適用されます',
  'chosen-mode': 'そのモードが選ばれています',
  activated: 'その能力がここで起動されます',
  functions: 'そのカードはその能力が機能する場所にあります',
  'trigger-event': 'それを誘発させるイベントがここで起こります',
  'lasting-effect': 'そのカードがここで戦場を離れ、その能力がすでに生み出しているかもしれない「〜まで」の効果が終わります（610.3）',
  'unknown-trigger': 'そのカードはその能力が誘発しうる場所にあり、何で誘発するかが分かりません',
  'not-cast': 'そのカードは唱えられません',
  'not-activated': 'その能力は起動されません',
  'sacrificed-for-cost': 'そのカードはここで生け贄に捧げられ、それはその能力のコストなので、その能力を起動するために捧げられたのかもしれません',
  'not-where-it-functions': 'そのカードはその能力が機能する場所に一度もありません',
  'no-trigger-event': 'それを誘発させるイベントが起こりません',
  'abilities-lost': 'そのカードはその能力を失っています',
  'face-chosen': 'それはカードのもう一方の面のテキストで、ここでそのカードが唱えられるか戦場に出る際にどちらの面かが選ばれます',
  'face-not-up': 'それはカードのもう一方の面のテキストで、ここでは一度も表になりません',
  'identity-read': 'ここには基本土地どうしを見分けるもの（土地タイプ、氷雪、カード名）があります',
  'identity-mana': 'それが出たあとでそのコントローラーが何かを支払い、その土地のマナで支払えたかもしれません',
  'identity-unread': 'ここでは基本土地どうしの違いを読むものがなく、それが出たあとで支払いもありません',
  'entered-before': 'それはそのカードが戦場に出るときにだけ適用され、そのカードはこの話の前に戦場に出ていて、ここで再び出ることはありません。どう出たかは質問に書かれたとおりです',
  applies: 'それが変える種類の出来事が、それが適用されている間にここで起こります',
  'never-applies': 'それが変えるのは一種類の出来事（パーマネントが戦場に出ること、コスト、ライフの獲得や喪失、カードを引くこと）だけで、それが適用されている間にここでは起こりません',
};

function why(f: Fmt): string {
  const r = String(f.p.reason ?? '') as GapReason;
  return (f.ja ? WHY_JA[r] : WHY_EN[r]) ?? r;
}

function more(f: Fmt): string {
  const n = typeof f.p.count === 'number' ? f.p.count - 1 : 0;
  if (n <= 0) return '';
  return f.ja ? `（ほかにも${n}件あります）` : ` (and ${n} more such text${n === 1 ? '' : 's'})`;
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
export function irrelevantGapsSentence(gaps: readonly GapFinding[], ja: boolean, labels: Record<string, Label>): string | null {
  if (gaps.length === 0) return null;
  const name = (g: GapFinding): string => {
    const l = labels[g.object] ?? labels[g.id];
    return l ? (ja ? l.ja : l.en) : g.name || g.object;
  };
  const items = gaps.slice(0, 5).map((g) =>
    g.kind === 'identity'
      ? ja
        ? `書かれていないライブラリーから探して戦場に出した基本土地がどれか（${WHY_JA[g.reason]}）`
        : `which basic land card was found in a library the question doesn't describe (${WHY_EN[g.reason]})`
      : ja
        ? `${name(g)}の${quoteRulesJa(g.text)}（${WHY_JA[g.reason]}）`
        : `${name(g)}: “${g.text}” (${WHY_EN[g.reason]})`,
  );
  const rest = gaps.length - items.length;
  if (rest > 0) items.push(ja ? `ほか${rest}件` : `${rest} more`);
  return ja ? `エンジンがモデル化していないが、この結果には影響しないテキスト：${items.join('、')}` : `Not modelled, but it can't change this outcome: ${items.join('; ')}`;
}
