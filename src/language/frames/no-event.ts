/** Clauses that say no event happens: 'nobody does', 'unless … pays'. */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Side } from '../ir.ts';
import { playerOf } from '../refs.ts';
import { lose } from './changes.ts';
import { absent, absentKind, lacksGroup } from './absence.ts';
import { isPlayerish } from './util.ts';
import { idleWith } from './idle.ts';
import { turnHistoryTold } from './turn-history.ts';
import { graveyardEmpty } from './graveyard-empty.ts';
import { paymentCastOf } from './pay-for.ts';
import { survived } from './survived.ts';

/**
 * "… and pays the ward cost", "I pay {3}", "they paid the 3", "I didn't pay", "I can't pay",
 * 「{3}を支払った」「3マナ払わなかった」「払えない」: whether the player asked to pay a "counter …
 * unless its controller pays" cost (Mana Leak, Force Spike, ward 702.21a; 118.12a) pays it. Read only
 * after a spell or ability of the player said to pay (or with no player said); which cost that is and
 * who must pay it is the card's, so the answer checks the told player and amount against the run and
 * asks back when such a cost was not paid and the question didn't say so. A player who can't pay
 * doesn't (118.3); "can pay", "if I pay", or a cost paid in another way ("with a Treasure") is not read.
 */
function paysUnless(story: Story, c: Clause, paid: boolean): boolean {
  const v = c.verb!;
  if (v.modal !== null && !(v.modal === 'can' && v.negated) && v.modal !== 'do') return false;
  if (c.roles.some((r) => r.prep !== 'for')) return false;
  // 「3マナ払わなかった」: the amount said where the player would be, the player unsaid.
  const amountSubject = c.subject?.kind === 'amount' && c.subject.noun === 'mana' && c.object === null ? c.subject : null;
  if (!amountSubject && (!c.subject || !isPlayerish(c.subject))) return false;
  const what = amountSubject ?? c.object ?? c.roles.find((r) => r.prep === 'for')?.np ?? null;
  // "{3}", "{1}{U}": a mana cost written as symbols is a chunk of its own.
  const symbols = c.chunks.flatMap((k) => story.sensesAt(k).flatMap((x) => (x.kind === 'mana' ? [x.text] : [])));
  const named = what?.kind === 'property' && /\bward\b/i.test(what.text);
  // ("pay the {2} for ward": the symbols are the thing paid, said with "the".)
  const symbolPaid = symbols.length === 1 && (c.object === null || c.object.text.trim().replace(/^the\s+/i, '') === symbols[0]);
  // "pay the ward cost": only with a ward told, or a card named that may have one printed (the words
  // can't see a card's keywords: the answer then checks that ward's trigger is what asked the payment,
  // questions/answer.ts `unlessPayment`).
  if (named && !story.objects.some((o) => o.keywords.some((k) => k.keyword === 'ward') || (o.card !== null && o.zone === 'battlefield')) && !castToldAfter(story, null)) return false;
  const number = what && !named && (what.kind === 'amount' || what.kind === 'object') ? /^(?:the )?\{?(\d+)\}?$/i.exec(what.text.trim()) : null;
  const counted = what?.kind === 'amount' && (what.noun === 'mana' || what.noun === 'total') && what.n !== null ? what.n : null;
  if (what && !named && number === null && counted === null && !symbolPaid) return false;
  if (symbols.length > 1 || (symbols.length === 1 && what !== null && !symbolPaid)) return false;
  const cost = symbols[0] ?? (number ? `{${number[1]}}` : counted !== null ? `{${counted}}` : null);
  const unsaid = amountSubject !== null || c.subject!.text.trim() === '';
  const who = unsaid ? null : playerOf(story, c.subject);
  if (!unsaid && !who) return false;
  // ("I cast Mutagenic Growth on it paying G", "… and paid 1BB": mana written as letters right after the payer's own
  // cast is what that spell was paid with, pay-for.ts manaForCast — never a cost asked of it.)
  const letters = c.chunks.some((k) => story.sensesAt(k).some((x) => x.kind === 'mana') && !story.chunkText(k).includes('{'));
  const own = letters ? paymentCastOf(story, c) : null;
  if (own && (who === null || who === own.caster)) return false;
  if (who && !story.events.some((e) => (e.kind === 'cast' && e.caster === who) || (e.kind === 'activate' && e.player === who)) && !castToldAfter(story, who)) return false;
  if (!who && !story.events.some((e) => e.kind === 'cast' || e.kind === 'activate')) return false;
  if ((story.unlessPaid !== null && story.unlessPaid !== paid) || (paid && story.unlessPaid === null && story.unlessPayment !== null)) {
    // (Paid after "no mana for the ward", or the same told twice one way and the other: named, never picked.)
    story.problem('not-understood', c.text, 'ward-paid-and-not');
    return true;
  }
  story.unlessPaid = paid;
  story.unlessPayment = { player: who, cost, text: c.text, ward: named };
  if (!unsaid) story.use(c.subject);
  story.useChunks(c.chunks);
  return true;
}

/**
 * "I pay the {2} for ward and cast Lightning Bolt on their Raptor", "if they pay the 2 for ward when they murder my
 * Terror": the payment told first, in the sentence of the spell it is for — a clause after it in that sentence in which
 * the same player (or no one said: the same) casts or activates (a card said as the verb is a cast); `who` null: anyone.
 */
function castToldAfter(story: Story, who: Side | null): boolean {
  return story.clausesAfter.some((x) => (x.verb?.verb === 'cast' || x.verb?.verb === 'activate') && !x.verb.negated && (who === null || x.subject === null || (isPlayerish(x.subject) && playerOf(story, x.subject) === who)));
}

/**
 * "I have no mana left for the ward", "they don't have any mana for the ward": the words tell two facts — the player has
 * no mana (Story.noMana, as "he has no mana" does, no-mana.ts) and the payment they can't make is the ward's (702.21a).
 * Whether that player then can't pay, so doesn't (118.3), is decided in one place, from the mana their told board can
 * make: questions/board-mana.ts `cannotPayMana`. Only with the ward named after "for"; "no mana" alone is no-mana.ts's.
 */
function noManaForWard(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const o = c.object;
  if (v.verb !== 'have' || v.modal !== null || v.hypothetical || v.passive || o?.kind !== 'property' || o.noun !== 'mana' || o.of !== null) return false;
  const det = story.sensesAt(o.chunks[0]!).find((x) => x.kind === 'det');
  if (det?.kind !== 'det' || det.det !== (v.negated ? 'any' : 'no') || o.chunks.length !== 2) return false;
  if (c.roles.length !== 1 || c.roles[0]!.prep !== 'for' || c.roles[0]!.np?.kind !== 'property' || !/^the ward(?: cost)?$/i.test(c.roles[0]!.np.text.trim())) return false;
  if (!c.adjectives.every((a) => a === 'left' || a === 'present') || c.object2 || c.complement || c.keywords.length > 0 || c.times.length > 0) return false;
  // ("They cast Doom Blade on it and don't have any mana for the ward": the subject left out is the caster's just told.)
  const last = story.events[story.events.length - 1];
  const actor = last?.kind === 'cast' ? last.caster : last?.kind === 'activate' ? last.player : null;
  if (c.subject && !isPlayerish(c.subject)) return false;
  const who = c.subject ? playerOf(story, c.subject) : actor;
  if (!who || !story.events.some((e) => e.kind === 'cast' || e.kind === 'activate')) return false;
  if (story.unlessPaid === true) {
    story.problem('not-understood', c.text, 'ward-paid-and-not');
    return true;
  }
  story.noMana.add(who);
  story.unlessPayment = { player: who, cost: null, text: c.text, ward: true };
  if (c.subject) story.use(c.subject);
  story.useChunks(c.chunks);
  return true;
}

/** Acts said of nobody that add nothing to a story of only told events: casting, activating, playing, using (601.2, 602.2). */
const NOBODY_DOES: ReadonlySet<string> = new Set(['cast', 'activate', 'play', 'use']);

/**
 * What a clause with a verb says that is no event to add: a closed-world statement (absence.ts), a payment
 * told with "unless", a keyword no longer had, nobody responding, or a negated statement (refused).
 */
export function saysNoEvent(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.negated && (v.verb === 'be' || v.verb === 'have') && absentKind(story, c)) return true;
  // ("My opponent doesn't have any creatures", "they don't control any creatures": no creatures of theirs, absence.ts absent.)
  if (v.negated && (v.verb === 'have' || v.verb === 'control') && absent(story, c)) return true;
  if (lacksGroup(story, c)) return true;
  // (「誰も」「どれも」 said of anything else: none of what? Named, never read as one object.)
  if (c.none) {
    story.problem('not-understood', c.text, 'none-of');
    return true;
  }
  if (v.verb === 'pay' && paysUnless(story, c, !v.negated)) return true;
  if (noManaForWard(story, c)) return true;
  // "My 5/5 that no longer has trample", "which doesn't have flying anymore": the creature is without the
  // keyword, whatever gave it before (its card, a described keyword): read as losing it (as "lost trample"),
  // never as having it (red team s9). Removing one it never had changes nothing.
  if (v.negated && v.verb === 'have' && v.modal === null && c.keywords.length > 0 && c.object === null && c.subject && !isPlayerish(c.subject)) {
    lose(story, c);
    return true;
  }
  // "Nobody responds", "neither player responds", "they don't respond": nothing is cast or activated in response, which
  // is all the story holds anyway (only told events happen): read as saying nothing more.
  const nobody = c.subject?.kind === 'player' && (c.subject.player.who === 'nobody' || (c.subject.player.who === 'player' && c.complement?.kind === 'pronoun' && c.complement.word === 'none'));
  if (v.verb === 'respond' && v.modal === null && !v.hypothetical && (nobody !== v.negated) && c.subject && isPlayerish(c.subject) && !c.object && c.roles.every((r) => r.prep === 'to' && r.np !== null && !isPlayerish(r.np))) {
    story.use(c.subject);
    if (c.complement) story.use(c.complement);
    for (const r of c.roles) story.useChunks(r.chunks);
    story.useChunks(c.chunks.filter((k) => ['neg', 'aux', 'punct', 'conj'].includes(story.sensesAt(k)[0]?.kind ?? '')));
    story.noted++;
    return true;
  }
  // "Neither player casts any spells", "nobody casts Giant Growth", "no one activates anything": no act at all, which is
  // all the story holds anyway (only told events happen). Any other verb said of nobody ("no one attacks", "nobody
  // takes damage") is named — never read as an act of the asker (red team s19: "you cast a spell", then "can't happen").
  // ("Nobody has any creatures", "neither player controls a creature": a state, read by absence.ts.)
  if (nobody && !['respond', 'block', 'chump', 'have', 'be', 'control'].includes(v.verb)) {
    // (After a told cast or activation, "if nobody had cast it" would take it back: named, never read as saying nothing.)
    const told = story.events.some((e) => e.kind === 'cast' || e.kind === 'activate');
    if (!v.negated && v.modal === null && !v.hypothetical && !v.passive && !v.perfect && (c.sub === null || c.sub === 'if') && !told && NOBODY_DOES.has(v.verb)) {
      story.useChunks(c.chunks);
      story.noted++;
    } else story.problem('not-understood', c.text, 'nobody-acts');
    return true;
  }
  if (idleWith(story, c)) return true;
  // ("No creature has died this turn", 「このターン、クリーチャーは死んでいません」: the turn's history, turn-history.ts.)
  if (v.verb === 'die' && turnHistoryTold(story, c)) return true;
  // 「墓地にカードはない」: a graveyard told empty, a state (graveyard-empty.ts).
  if (v.negated && graveyardEmpty(story, c)) return true;
  // "My 3/3 doesn't die", 「私の3/3は死ななかった」: a death denied as what the action before did is a survival told, a claim
  // checked against the run as "it survives" is (frames/survived.ts, 700.4) — never dropped, never taken on trust.
  if (v.negated && v.verb === 'die' && v.modal === null && !v.hypothetical && !v.passive) return survived(story, { ...c, verb: { ...v, verb: 'survive', negated: false } }), true;
  if (v.negated && v.verb !== 'block' && v.verb !== 'chump') {
    // "doesn't pay", "isn't blocked" (handled), anything else negated is not an event to add.
    story.problem('unsupported', c.text, 'negated-statement');
    return true;
  }
  return false;
}
