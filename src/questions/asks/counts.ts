/**
 * Things counted in the run: triggers put on the stack (603.3), tokens created (111.1), cards drawn
 * (121.1) and the cards in a hand at the end (402.1).
 */
import type { Ask, Side } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { idsOf, tokenHasSubtype } from './view.ts';
import { choicesOf } from '../../engine/choices.ts';

/** "Does its ability trigger?". */
export function askTriggers(a: Extract<Ask, { kind: 'triggers' }>, ctx: AskContext): AskResult {
  const { view, w, label, yes, r } = ctx;
  // A triggered ability is put on the stack the next time a player would receive priority (603.3).
  const ids = idsOf(view, a.id);
  const n = r.events.filter((e) => e.kind === 'put-on-stack' && e.itemKind === 'triggered' && e.source !== null && ids.has(e.source)).length;
  const lead = `${yes(n > 0)}${w.counts.triggers(label(a.id), n)}`;
  return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
}

/** "Do I get a token?". */
export function askTokens(a: Extract<Ask, { kind: 'tokens' }>, ctx: AskContext): AskResult {
  if (a.now) return askTokensNow(a, ctx);
  const { view, w, yes, r } = ctx;
  const made = (side: Side): number => r.events.flatMap((e) => (e.kind === 'created' && e.token && e.controller === side ? [e.object] : [])).filter((id) => a.subtype === null || tokenHasSubtype(view, id, a.subtype)).length;
  if (a.side === null) {
    // Tokens for anyone: each player who gets some is named.
    const per = (['A', 'B'] as const).map((s) => [s, made(s)] as const).filter(([, n]) => n > 0);
    const n = per.reduce((m, [, k]) => m + k, 0);
    const lead = n > 0 ? `${yes(true)}${w.counts.sentences(per.map(([s, k]) => w.counts.tokens(s, k)))}` : `${yes(false)}${w.counts.noToken}`;
    return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
  }
  const n = made(a.side);
  return { verdict: n > 0 ? 'yes' : 'no', lead: `${yes(n > 0)}${w.counts.tokens(a.side, n)}`, value: String(n) };
}

/**
 * "How many soldiers do I have?", "Tokens?": the permanents on the battlefield at the end (a token that
 * left it ceased to exist, 111.7, 704.5d), by their characteristics after every effect (613) — tokens only
 * unless the question said the subtype alone ("soldiers": any Soldier permanent, 205.3).
 */
function askTokensNow(a: Extract<Ask, { kind: 'tokens' }>, ctx: AskContext): AskResult {
  const { w, r, computed } = ctx;
  const counted = (side: Side): number =>
    r.final.objects.filter((o) => {
      const c = computed.get(o.id);
      if (o.zone !== 'battlefield' || !c || c.controller !== side || (!a.cards && !o.isToken)) return false;
      // ("deathtouch flyers": creatures with each keyword as they are at the end, 613.)
      if (a.keywords && (!c.types.includes('Creature') || !a.keywords.every((k) => c.keywords.some((x) => x.keyword === k)))) return false;
      return a.subtype === null || c.subtypes.some((t) => t.toLowerCase() === a.subtype!.toLowerCase());
    }).length;
  const sides: readonly Side[] = a.side === null ? ['A', 'B'] : [a.side];
  const per = sides.map((s) => [s, counted(s)] as const);
  const n = per.reduce((m, [, k]) => m + k, 0);
  const shown = a.side === null ? per.filter(([, k]) => k > 0) : per;
  const what = { subtype: a.subtype, tokens: !a.cards, ...(a.keywords ? { keywords: a.keywords } : {}) };
  const lead = shown.length > 0 ? w.counts.sentences(shown.map(([s, k]) => w.counts.onBattlefield(s, k, what))) : w.counts.noneOnBattlefield(what);
  return { verdict: null, lead, value: String(n) };
}

/** "Do I draw a card?". */
export function askDraws(a: Extract<Ask, { kind: 'draws' }>, ctx: AskContext): AskResult {
  const { w, yes, r } = ctx;
  const line = (side: Side): { n: number; text: string } => {
    const drawn = r.events.filter((e) => e.kind === 'drew' && e.player === side);
    // Cards drawn from a library the question didn't describe are unseen (engine/hand.ts): said plainly.
    const unseen = drawn.filter((e) => e.kind === 'drew' && e.card === null).length;
    return { n: drawn.length, text: w.counts.draws(side, drawn.length, unseen === 0 ? '' : w.counts.unseenDraws(side, unseen, drawn.length)) };
  };
  if (a.side === null) {
    // "Who draws?": each player who drew a card (121.1), never only the asker; nobody, said so.
    const per = (['A', 'B'] as const).map((s) => ({ s, ...line(s) })).filter((x) => x.n > 0);
    const lead = per.length > 0 ? w.counts.sentences(per.map((x) => x.text)) : w.counts.noDraws;
    return { verdict: null, lead, value: per.map((x) => `${x.s}:${x.n}`).join(',') };
  }
  const { n, text } = line(a.side);
  return { verdict: n > 0 ? 'yes' : 'no', lead: `${yes(n > 0)}${text}`, value: String(n) };
}

/** "How many cards are in my hand?". */
export function askHandSize(a: Extract<Ask, { kind: 'hand-size' }>, ctx: AskContext): AskResult {
  const { w, r } = ctx;
  // 402.1: the cards in the hand at the end — named ones and those nobody named (engine/hand.ts);
  // an unknown hand is refused before this (answer.ts).
  const p = r.final.players.find((x) => x.id === a.side);
  const n = r.final.objects.filter((o) => o.zone === 'hand' && o.owner === a.side).length + (p?.unseenInHand ?? 0);
  const discarded = choicesOf(r.choices, 'cleanup-discard').find((c) => c.player === a.side);
  const why = discarded ? w.counts.discarded(String(discarded.count)) : '';
  const lead = w.counts.handSize(a.side, n, why);
  return { verdict: null, lead, value: String(n) };
}
