/**
 * Cards drawn from a library the question didn't describe (engine/hand.ts), in words: the draw of
 * an unseen card, and the refusal when the answer needs to know it; the cleanup step's discard down to
 * the maximum hand size (514.1, engine/hand-size.ts). Spread into trace.ts's tables.
 */
import type { HandReader } from '../engine/hand.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Fmt, Template } from './trace-format.ts';
import { renderWords } from './locales/index.ts';

type HandKey = Extract<TraceKey, 'event.drew-unseen' | 'error.unseen-card' | 'cleanup.discard' | 'cleanup.discard-unknown' | 'cleanup.no-maximum' | 'error.cleanup-discard'>;

function reader(f: Fmt): string {
  const r = String(f.p.reader ?? '') as HandReader;
  return renderWords(f.lang).steps.handReaders[r] ?? r;
}

function count(f: Fmt): number {
  return typeof f.p.count === 'number' && f.p.count > 0 ? f.p.count : 1;
}

function cards(f: Fmt, n: number): string {
  return renderWords(f.lang).steps.cards(n);
}

function num(f: Fmt, name: string): number {
  const v = f.p[name];
  return typeof v === 'number' ? v : 0;
}

/** "cleanup.discard": what was discarded, named and unseen, in English. */
function discardedEn(f: Fmt): string {
  const unseen = num(f, 'unseen');
  const parts = [...(f.has('cards') ? [f.v('cards')] : []), ...(unseen > 0 ? [`${unseen} of the cards the question doesn't name`] : [])];
  return parts.join(' and ');
}

export const HAND_EN: Record<HandKey, Template> = {
  'cleanup.discard': (f) =>
    `${f.citeLead}Cleanup step: ${f.player('player')} has more cards in hand than their maximum hand size of ${f.v('size')}${f.has('by') ? ` (${f.v('by')})` : ''}, so they discard ${cards(f, num(f, 'count'))}: ${discardedEn(f)}${f.p.policy === 'unseen' ? ' (which ones makes no difference: nothing tells them apart)' : f.p.policy === 'only' ? ' (every card they could discard)' : ' (as told)'}.`,
  'cleanup.discard-unknown': (f) =>
    `${f.citeLead}Cleanup step: the question doesn't describe ${f.player('player')}'s hand, so whether it holds more than ${f.v('size')} cards (the maximum hand size) is unknown; if it does, ${f.player('player')} discards down to ${f.v('size')}, choosing which.${f.has('cards') ? ` They discard ${f.v('cards')}, as told.` : ''}${f.has('kept') ? ` ${f.v('kept')} can always be kept, and stays in hand: this rests on that choice.` : ''}`,
  'cleanup.no-maximum': (f) => `${f.citeLead}Cleanup step: ${f.player('player')} has no maximum hand size${f.has('by') ? ` (${f.v('by')})` : ''}, so they discard nothing.`,
  'error.cleanup-discard': (f) =>
    `${f.citeLead}Stopped rather than guess: in the cleanup step ${f.player('player')} must discard ${cards(f, num(f, 'count'))} down to their maximum hand size of ${f.v('size')}${f.p.unknown === true ? ' (counting only the cards the question names)' : ''}, and which ones is their choice (514.1, 701.9b). Say which cards they discard.`,
  'event.drew-unseen': (f) =>
    `${f.citeLead}${f.player('player')} draws a card. The question doesn't describe ${f.player('player')}'s library, so which card it is is unknown (an unseen card).`,
  'error.unseen-card': (f) =>
    f.p.reader === 'graveyard' && f.p.undescribed === true
      ? `${f.citeLead}Stopped rather than guess: the question doesn't describe ${f.owner('player')} graveyard${f.has('also') ? ` or ${f.owner('also')}` : ''}, and ${reader(f)}${f.has('rule') ? ` (see ${f.v('rule')})` : ''}. Say what ${f.has('also') ? 'each graveyard holds, or that they are' : 'that graveyard holds, or that it is'} empty.`
      : f.p.reader === 'graveyard'
      ? `${f.citeLead}Stopped rather than guess: cards the question doesn't describe were discarded into ${f.owner('player')} graveyard, and ${reader(f)}${f.has('rule') ? ` (see ${f.v('rule')})` : ''}. Say what ${f.owner('player')} hand holds.`
      : f.p.unknown === true
        ? `${f.citeLead}Stopped rather than guess: the question doesn't describe ${f.owner('player')} hand, and the answer depends on what it holds (${reader(f)}${f.has('rule') ? `; see ${f.v('rule')}` : ''}). Say what that hand holds, or that it is empty.`
        : `${f.citeLead}Stopped rather than guess: ${f.player('player')} drew ${count(f) === 1 ? 'a card' : `${count(f)} cards`} from a library the question doesn't describe, and the answer depends on which ${count(f) === 1 ? 'card it is' : 'cards they are'} (${reader(f)}${f.has('rule') ? `; see ${f.v('rule')}` : ''}). Say what the top cards of that library are, or what the hand holds.`,
};
/** "cleanup.discard": what was discarded, named and unseen, in Japanese. */
function discardedJa(f: Fmt): string {
  const unseen = num(f, 'unseen');
  const parts = [...(f.has('cards') ? [f.v('cards')] : []), ...(unseen > 0 ? [`質問に書かれていないカード${unseen}枚`] : [])];
  return parts.join('と');
}

export const HAND_JA: Record<HandKey, Template> = {
  'cleanup.discard': (f) =>
    `${f.citeLead}クリンナップ・ステップ：${f.player('player')}の手札は最大手札枚数の${f.v('size')}枚${f.has('by') ? `（${f.v('by')}）` : ''}より多いので、${cards(f, num(f, 'count'))}捨てます：${discardedJa(f)}${f.p.policy === 'unseen' ? '（区別できないカードなので、どれを捨てても同じです）' : f.p.policy === 'only' ? '（捨てられるカードすべて）' : '（書かれたとおり）'}。`,
  'cleanup.discard-unknown': (f) =>
    `${f.citeLead}クリンナップ・ステップ：質問には${f.player('player')}の手札が書かれていないので、最大手札枚数の${f.v('size')}枚を超えているかは分かりません。超えていれば、${f.player('player')}は選んで${f.v('size')}枚になるまで捨てます。${f.has('cards') ? `書かれたとおり${f.v('cards')}を捨てます。` : ''}${f.has('kept') ? `${f.v('kept')}は常に残すことができ、手札に残ります（この選択が前提です）。` : ''}`,
  'cleanup.no-maximum': (f) => `${f.citeLead}クリンナップ・ステップ：${f.player('player')}には最大手札枚数がない${f.has('by') ? `（${f.v('by')}）` : ''}ので、何も捨てません。`,
  'error.cleanup-discard': (f) =>
    `${f.citeLead}推測で答えず中断しました：クリンナップ・ステップに${f.player('player')}は最大手札枚数の${f.v('size')}枚になるまで${cards(f, num(f, 'count'))}捨てなければならず${f.p.unknown === true ? '（質問に書かれたカードだけ数えても）' : ''}、どれを捨てるかはそのプレイヤーが選びます（514.1、701.9b）。どのカードを捨てるか書いてください。`,
  'event.drew-unseen': (f) => `${f.citeLead}${f.player('player')}がカードを1枚引きます（ライブラリーの中身が書かれていないので、どのカードかは分かりません）。`,
  'error.unseen-card': (f) =>
    f.p.reader === 'graveyard' && f.p.undescribed === true
      ? `${f.citeLead}推測で答えず中断しました：質問には${f.owner('player')}墓地${f.has('also') ? `と${f.owner('also')}墓地` : ''}が書かれておらず、${reader(f)}${f.has('rule') ? `（${f.v('rule')}を参照）` : ''}。${f.has('also') ? 'それぞれの' : 'その'}墓地にあるカードか、墓地が空であることを書いてください。`
      : f.p.reader === 'graveyard'
      ? `${f.citeLead}推測で答えず中断しました：${f.owner('player')}墓地に、質問に書かれていないカードが捨てられていて、${reader(f)}${f.has('rule') ? `（${f.v('rule')}を参照）` : ''}。${f.owner('player')}手札の内容を書いてください。`
      : f.p.unknown === true
        ? `${f.citeLead}推測で答えず中断しました：質問には${f.owner('player')}手札が書かれておらず、答えはその中身に左右されます（${reader(f)}${f.has('rule') ? `。${f.v('rule')}を参照` : ''}）。その手札の内容か、手札がないことを書いてください。`
        : `${f.citeLead}推測で答えず中断しました：${f.player('player')}は中身の書かれていないライブラリーからカードを${count(f)}枚引いていて、答えはそれがどのカードかに左右されます（${reader(f)}${f.has('rule') ? `。${f.v('rule')}を参照` : ''}）。そのライブラリーの一番上のカードか、手札の内容を書いてください。`,
};
