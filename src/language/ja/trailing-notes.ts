/**
 * 「相手のライフは最終的にいくつ?(最初20)」「私のライフはいくつ?(20)」: a number in brackets after a question of one player's
 * life total, alone or with 最初／スタート／開始 ("to begin with"), is that player's life total as the story begins — told as
 * 「相手のライフは20。」 said first, as the note right after the life noun is (「相手のライフ(20)は…」, life-and-counts.ts
 * lifeNotes). A note with anything else in it, or after a question of no one player's life, is left unread (named).
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { copula } from './clause-state.ts';

/** Words a starting total is noted with: "at first", "start", "beginning". */
const START_WORDS: ReadonlySet<string> = new Set(['最初', 'スタート', '開始', '最初は']);
/**
 * 「(今20)」「(今は20)」: the total now — dated "now" (the clause keeps the time), so whether it is the start is decided as for
 * 「今ライフ20」 said outright (frames/later-facts.ts: before combat damage when only attacks and blocks were told, else refused).
 */
const NOW_WORDS: ReadonlySet<string> = new Set(['今', '今は', 'いま', 'いまは']);
const OPENING = /[(（]$/;
const CLOSING = /^[)）]/;

/** The note's amount when the clause is nothing but a bracketed number (and start words), else null. */
function noteAmount(c: Clause, chunks: readonly Chunk[]): Extract<NounPhrase, { kind: 'amount' }> | null {
  // (「(20スタート)」 reads as "from 20": the amount is then the clause's one role.)
  const from = !c.subject && c.roles.length === 1 && c.roles[0]!.prep === 'from' ? c.roles[0]!.np : null;
  const n = from ?? c.subject;
  if (c.verb || n?.kind !== 'amount' || n.n === null || (n.counter ?? null) !== null || (n.noun !== 'total' && n.noun !== 'life')) return null;
  if (c.object || c.object2 || c.complement || (c.roles.length > 0 && !from) || c.wh !== null || c.keywords.length > 0 || c.sub !== null) return null;
  const first = Math.min(...c.chunks);
  const last = Math.max(...c.chunks);
  if (!OPENING.test(chunks[first - 1]?.text ?? '') || !CLOSING.test(chunks[last + 1]?.text ?? '')) return null;
  const own = new Set(n.chunks);
  return c.chunks.every((k) => own.has(k) || START_WORDS.has(chunks[k]?.text ?? '') || NOW_WORDS.has(chunks[k]?.text ?? '')) ? n : null;
}

/** The one player whose life total the question asks (「相手のライフは…いくつ?」), or null. */
function askedLifeHolder(sentences: readonly Sentence[]): NounPhrase | null {
  const asked = sentences.flatMap((s) => s.clauses).filter((c) => c.question && c.wh !== null && c.subject?.kind === 'property' && c.subject.noun === 'life' && c.subject.of?.kind === 'player');
  const holders = asked.map((c) => (c.subject as Extract<NounPhrase, { kind: 'property' }>).of!);
  const whos = new Set(holders.map((h) => (h.kind === 'player' ? h.player.who : '')));
  return holders.length > 0 && whos.size === 1 && !whos.has('each') ? holders[0]! : null;
}

/** A statement of that player's life total elsewhere (「相手のライフは5。」「相手は15スタート」): the note would be a second one. */
function lifeTold(sentences: readonly Sentence[], who: string, note: Clause): boolean {
  const holderOf = (np: NounPhrase | null): string | null => (np?.kind === 'player' ? np.player.who : np?.kind === 'property' && np.noun === 'life' && np.of?.kind === 'player' ? np.of.player.who : null);
  const amount = (c: Clause): boolean => c.complement?.kind === 'amount' || c.roles.some((r) => r.np?.kind === 'amount');
  return sentences.some((s) => s.clauses.some((c) => c !== note && !c.question && c.verb?.verb === 'be' && amount(c) && [who, 'each'].includes(holderOf(c.subject) ?? '')));
}

export function trailingLifeNotes(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      const amount = noteAmount(c, chunks);
      const holder = amount ? askedLifeHolder(sentences) : null;
      if (!amount || holder?.kind !== 'player' || lifeTold(sentences, holder.player.who, c)) continue;
      const words = c.chunks.filter((k) => !amount.chunks.includes(k));
      c.subject = { kind: 'player', player: { ...holder.player }, chunks: [], start: c.start, end: c.start, text: '' };
      // (Said "from 20", the total the player is at, as copula-states.ts reads 「相手は15スタート」.)
      if (c.roles.length === 1) c.roles[0]!.prep = 'at';
      else c.complement = amount;
      c.verb = copula(words, words.map((k) => chunks[k]?.text ?? '').join(''));
      c.question = false;
    }
  }
}
