/**
 * Cards drawn from a library the question didn't describe (engine/hand.ts), in words: the draw of
 * an unseen card, and the refusal when the answer needs to know it. Spread into trace.ts's tables.
 */
import type { HandReader } from '../engine/hand.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Fmt, Template } from './trace.ts';

type HandKey = Extract<TraceKey, 'event.drew-unseen' | 'error.unseen-card'>;

const READER_EN: Record<HandReader, string> = {
  count: 'the number of cards in that hand counts it',
  discard: 'a card is discarded from that hand, and which one is unknown',
  'discard-cost': 'a cost of discarding could be paid with it',
  reveal: 'it is revealed',
  each: 'an instruction acts on each card in that hand',
  graveyard: 'the answer counts or checks every card in that graveyard',
};
const READER_JA: Record<HandReader, string> = {
  count: '手札の枚数にそのカードも数えられます',
  discard: 'その手札からカードを捨て、どのカードを捨てるかが分かりません',
  'discard-cost': 'カードを捨てるコストをそのカードで支払えるかもしれません',
  reveal: 'そのカードが公開されます',
  each: '手札のカードそれぞれに働く指示があります',
  graveyard: '答えがその墓地のカードすべてを数えるか調べます',
};

function reader(f: Fmt): string {
  const r = String(f.p.reader ?? '') as HandReader;
  return (f.ja ? READER_JA[r] : READER_EN[r]) ?? r;
}

function count(f: Fmt): number {
  return typeof f.p.count === 'number' && f.p.count > 0 ? f.p.count : 1;
}

export const HAND_EN: Record<HandKey, Template> = {
  'event.drew-unseen': (f) =>
    `${f.citeLead}${f.player('player')} draws a card. The question doesn't describe ${f.player('player')}'s library, so which card it is is unknown (an unseen card).`,
  'error.unseen-card': (f) =>
    f.p.reader === 'graveyard'
      ? `${f.citeLead}Stopped rather than guess: cards the question doesn't describe were discarded into ${f.player('player')}'s graveyard, and ${reader(f)}${f.has('rule') ? ` (see ${f.v('rule')})` : ''}. Say what ${f.player('player')}'s hand holds.`
      : f.p.unknown === true
        ? `${f.citeLead}Stopped rather than guess: the question doesn't describe ${f.player('player')}'s hand, and the answer depends on what it holds (${reader(f)}${f.has('rule') ? `; see ${f.v('rule')}` : ''}). Say what that hand holds, or that it is empty.`
        : `${f.citeLead}Stopped rather than guess: ${f.player('player')} drew ${count(f) === 1 ? 'a card' : `${count(f)} cards`} from a library the question doesn't describe, and the answer depends on which ${count(f) === 1 ? 'card it is' : 'cards they are'} (${reader(f)}${f.has('rule') ? `; see ${f.v('rule')}` : ''}). Say what the top cards of that library are, or what the hand holds.`,
};
export const HAND_JA: Record<HandKey, Template> = {
  'event.drew-unseen': (f) => `${f.citeLead}${f.player('player')}がカードを1枚引きます（ライブラリーの中身が書かれていないので、どのカードかは分かりません）。`,
  'error.unseen-card': (f) =>
    f.p.reader === 'graveyard'
      ? `${f.citeLead}推測で答えず中断しました：${f.player('player')}の墓地に、質問に書かれていないカードが捨てられていて、${reader(f)}${f.has('rule') ? `（${f.v('rule')}を参照）` : ''}。${f.player('player')}の手札の内容を書いてください。`
      : f.p.unknown === true
        ? `${f.citeLead}推測で答えず中断しました：質問には${f.player('player')}の手札が書かれておらず、答えはその中身に左右されます（${reader(f)}${f.has('rule') ? `。${f.v('rule')}を参照` : ''}）。その手札の内容か、手札がないことを書いてください。`
        : `${f.citeLead}推測で答えず中断しました：${f.player('player')}は中身の書かれていないライブラリーからカードを${count(f)}枚引いていて、答えはそれがどのカードかに左右されます（${reader(f)}${f.has('rule') ? `。${f.v('rule')}を参照` : ''}）。そのライブラリーの一番上のカードか、手札の内容を書いてください。`,
};
