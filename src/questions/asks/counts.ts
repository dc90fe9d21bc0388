/**
 * Things counted in the run: triggers put on the stack (603.3), tokens created (111.1), cards drawn
 * (121.1) and the cards in a hand at the end (402.1).
 */
import type { Ask, Side } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { idsOf, playerName, tokenHasSubtype } from './view.ts';

/** "Does its ability trigger?". */
export function askTriggers(a: Extract<Ask, { kind: 'triggers' }>, ctx: AskContext): AskResult {
  const { view, ja, label, yes, r } = ctx;
  // A triggered ability is put on the stack the next time a player would receive priority (603.3).
  const ids = idsOf(view, a.id);
  const n = r.events.filter((e) => e.kind === 'put-on-stack' && e.itemKind === 'triggered' && e.source !== null && ids.has(e.source)).length;
  const lead = ja ? `${yes(n > 0)}${label(a.id)}の能力は${n > 0 ? `${n}回誘発します` : '誘発しません'}。` : `${yes(n > 0)}${label(a.id)}'s ability ${n > 0 ? `triggers ${n === 1 ? 'once' : `${n} times`}` : "doesn't trigger"}.`;
  return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
}

/** "Do I get a token?". */
export function askTokens(a: Extract<Ask, { kind: 'tokens' }>, ctx: AskContext): AskResult {
  const { view, ja, yes, r } = ctx;
  const made = (side: Side): number => r.events.flatMap((e) => (e.kind === 'created' && e.token && e.controller === side ? [e.object] : [])).filter((id) => a.subtype === null || tokenHasSubtype(view, id, a.subtype)).length;
  const sentence = (side: Side, n: number): string => (ja ? `${playerName(side, ja)}は${n > 0 ? `トークンを${n}体得ます` : 'トークンを得ません'}。` : `${side === 'A' ? 'You get' : 'The opponent gets'} ${n > 0 ? `${n} token${n === 1 ? '' : 's'}` : 'no token'}.`);
  if (a.side === null) {
    // Tokens for anyone: each player who gets some is named.
    const per = (['A', 'B'] as const).map((s) => [s, made(s)] as const).filter(([, n]) => n > 0);
    const n = per.reduce((m, [, k]) => m + k, 0);
    const lead = n > 0 ? `${yes(true)}${per.map(([s, k]) => sentence(s, k)).join(ja ? '' : ' ')}` : `${yes(false)}${ja ? 'トークンは出ません。' : 'No token is created.'}`;
    return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
  }
  const n = made(a.side);
  return { verdict: n > 0 ? 'yes' : 'no', lead: `${yes(n > 0)}${sentence(a.side, n)}`, value: String(n) };
}

/** "Do I draw a card?". */
export function askDraws(a: Extract<Ask, { kind: 'draws' }>, ctx: AskContext): AskResult {
  const { ja, yes, r } = ctx;
  const drawn = r.events.filter((e) => e.kind === 'drew' && e.player === a.side);
  const n = drawn.length;
  // Cards drawn from a library the question didn't describe are unseen (engine/hand.ts): said plainly.
  const unseen = drawn.filter((e) => e.kind === 'drew' && e.card === null).length;
  const who = playerName(a.side, ja);
  const which = unseen === 0 ? '' : ja ? `（ライブラリーの中身が書かれていないので、${unseen === n ? 'どのカードか' : `そのうち${unseen}枚がどのカードか`}は分かりません）` : ` (the question doesn't describe ${a.side === 'A' ? 'your' : "the opponent's"} library, so which card${unseen === 1 ? ' it is' : 's they are'} is unknown)`;
  const lead = ja ? `${yes(n > 0)}${who}は${n > 0 ? `カードを${n}枚引きます${which}` : 'カードを引きません'}。` : `${yes(n > 0)}${a.side === 'A' ? 'You draw' : 'The opponent draws'} ${n > 0 ? `${n} card${n === 1 ? '' : 's'}${which}` : 'no card'}.`;
  return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
}

/** "How many cards are in my hand?". */
export function askHandSize(a: Extract<Ask, { kind: 'hand-size' }>, ctx: AskContext): AskResult {
  const { ja, r } = ctx;
  // 402.1: the cards in the hand at the end — named ones and those nobody named (engine/hand.ts);
  // an unknown hand is refused before this (answer.ts).
  const p = r.final.players.find((x) => x.id === a.side);
  const n = r.final.objects.filter((o) => o.zone === 'hand' && o.owner === a.side).length + (p?.unseenInHand ?? 0);
  const whose = ja ? playerName(a.side, true) : a.side === 'A' ? 'your' : "the opponent's";
  const discarded = r.trace.find((s) => s.key === 'cleanup.discard' && s.params.player === a.side);
  const why = discarded ? (ja ? `（クリンナップ・ステップに${String(discarded.params.count)}枚捨てたあと、514.1）` : ` (after discarding ${String(discarded.params.count)} in the cleanup step, 514.1)`) : '';
  const lead = ja ? `${whose}の手札は${n}枚です${why}。` : `There ${n === 1 ? 'is' : 'are'} ${n} card${n === 1 ? '' : 's'} in ${whose} hand${why}.`;
  return { verdict: null, lead, value: String(n) };
}
