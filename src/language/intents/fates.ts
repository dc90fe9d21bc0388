/**
 * Fate intents: does it die or survive, where does it end up, what happens ("Does it die?",
 * "Where does the 5/5 end up?", "What happens to the counters?", "dead?") → zones read from the run.
 */
import type { Clause } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { aboutObjects, ask, askedObjects, castInstrument, countered, isPlayerish, role, useRole } from './common.ts';
import { oneObjectOf } from '../refs.ts';
import { pendingOnStack, push as pushEvent } from '../frames/util.ts';
import { lookupTable } from '../../core/table.ts';
import { lastCreature } from './asked-group.ts';
export { diesAsk } from './dies.ts';
export { anyQuantified } from './asked-group.ts';

/** "Where does the 5/5 end up?", "What is left on the battlefield?" */
export function endUpAsk(story: Story, c: Clause): boolean {
  // "Where does the 5/5 end up?": its zone.
  if (c.wh === 'where' && c.subject && !isPlayerish(c.subject)) {
    const ids = aboutObjects(story, c.subject);
    if (!ids) return false;
    for (const id of ids) ask(story, { kind: 'zone', id }, c);
    return true;
  }
  if (c.wh === 'what' || c.wh === 'which') {
    story.use(c.asked);
    story.use(c.subject);
    useRole(story, c, 'on', 'with');
    return ask(story, { kind: 'outcome' }, c);
  }
  return false;
}

/** Zones a yes/no question can name, by their nouns (400.1). */
const ZONE_OF: Readonly<Record<string, 'battlefield' | 'graveyard' | 'exile' | 'hand' | 'library'>> = lookupTable({ battlefield: 'battlefield', graveyard: 'graveyard', exile: 'exile', hand: 'hand', library: 'library' });

/**
 * "Does it go to the graveyard?", "does it end up in exile?", "is it put into its owner's hand?", "does it
 * stay on the battlefield?": a yes/no about one zone, answered from the zone changes of the run.
 */
export function zoneYesNoAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (c.wh !== null || v.negated || (v.modal !== null && v.modal !== 'do' && v.modal !== 'will') || c.object || c.complement) return false;
  // "Does Toski enter the battlefield?", "does it hit the battlefield?", 「戦場に出ますか」: the zone said inside the verb's own words.
  if (v.verb === 'enter' && !v.passive && c.roles.length === 0 && (v.battlefield === true || /\b(?:battlefield|board)\b/i.test(v.text))) return enterAsk(story, c);
  if (!c.subject || isPlayerish(c.subject) || c.subject.kind === 'property') return false;
  const stay = v.verb === 'remain';
  if (!(stay || v.verb === 'go' || v.verb === 'end-up' || (v.verb === 'put' && v.passive))) return false;
  // (「戦場に残る」: the place one stays said with に, read as 'to'.)
  const preps = stay ? ['on', 'in', 'to'] : v.verb === 'go' ? ['to', 'into'] : v.verb === 'end-up' ? ['in', 'on'] : ['into', 'onto', 'in', 'on'];
  const places = c.roles.filter((r) => r.np?.kind === 'property' && ZONE_OF[r.np.noun] !== undefined);
  if (places.length !== 1 || !preps.includes(places[0]!.prep)) return false;
  const to = ZONE_OF[(places[0]!.np as Extract<NonNullable<Clause['subject']>, { kind: 'property' }>).noun]!;
  // (「トークンが《送還》されたら手札に残る？」: staying in another zone, asked after a move there, is ending up there — a token
  // put in a hand ceases to exist, 111.7, 704.5d. Asked of nothing that moved, it is the same question: where it ends.)
  // ("Does one go to the yard?": one of several, not a particular one — not read as either.)
  if (c.subject.kind === 'pronoun' && c.subject.word !== 'it' && c.subject.word !== 'that' && c.subject.word !== 'this') return false;
  const ids = askedObjects(story, c.subject);
  if (!ids || ids.length === 0) return false;
  useRole(story, c, places[0]!.prep);
  // 「《灰色熊》を唱えた。…戦場に残りますか？」: a permanent spell the story cast was never on the battlefield to stay there —
  // asked whether it is there when the story ends (it enters as it resolves, 608.3a; countered, it never does; evoked, it
  // enters and is sacrificed, 702.74a: it doesn't stay).
  const spells = stay && ids.every((id) => story.get(id)?.cast === true);
  for (const id of ids) ask(story, stay && (to !== 'battlefield' || spells) ? { kind: 'zone', id, to, kept: true } : stay ? { kind: 'zone', id, to, stay: true } : { kind: 'zone', id, to }, c);
  return true;
}

/**
 * "Does it enter the battlefield?": whether the run puts the one object asked of onto the battlefield (a zone question)
 * — only of a spell the story cast, which enters as it resolves (608.3a). A creature already on the battlefield
 * doesn't "enter" it: "My 3/3 attacks. Does it hit the battlefield?" was answered "Yes, it is put onto the battlefield".
 */
function enterAsk(story: Story, c: Clause): boolean {
  const subject = c.subject;
  if (subject && (isPlayerish(subject) || subject.kind === 'property')) return false;
  if (subject?.kind === 'pronoun' && subject.word !== 'it' && subject.word !== 'that' && subject.word !== 'this') return false;
  // 「《灰色熊》を唱えた。…戦場に出ますか？」: said with no subject, the one spell the story cast (none or several: unread).
  const castOnes = story.objects.filter((o) => o.cast === true).map((o) => o.id);
  const ids = subject ? askedObjects(story, subject) : castOnes.length === 1 ? castOnes : null;
  if (!ids || ids.length !== 1 || !story.get(ids[0]!)?.cast) return false;
  ask(story, { kind: 'zone', id: ids[0]!, to: 'battlefield' }, c);
  return true;
}

/**
 * "Is the Angel exiled?", 「天使は追放されますか」「追放される？」: the passive of exiling, asked yes/no of one object —
 * whether the run puts it in exile (406.1), a zone question as "does it end up in exile?". Only the plain passive:
 * "can it be exiled?" asks what may be done, and a negated question (「追放されない？」) or one asked with a
 * question word is another question — each left unread. "by/with Path to Exile" casts that spell at it, as for
 * "is it destroyed by …" (castInstrument).
 */
export function exiledAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (!v.passive || c.wh !== null || v.negated || (v.modal !== null && v.modal !== 'do' && v.modal !== 'will') || c.object || c.complement || !c.subject || isPlayerish(c.subject) || c.subject.kind === 'property') return false;
  if (c.subject.kind === 'pronoun' && c.subject.word !== 'it' && c.subject.word !== 'that' && c.subject.word !== 'this') return false;
  const agent = role(c, 'by', 'with');
  if (c.roles.some((r) => r.prep !== 'by' && r.prep !== 'with')) return false;
  if (!castInstrument(story, c, agent, c.subject)) return false;
  const ids = askedObjects(story, c.subject);
  if (!ids || ids.length === 0) return false;
  for (const id of ids) ask(story, { kind: 'zone', id, to: 'exile' }, c);
  return true;
}

/** "What happens to X?", "Where does it go?": its zone; "What happens?": the outcome. */
export function happensAsk(story: Story, c: Clause): boolean {
  const verb = c.verb!.verb;
  // ("How much goes to their 2/2?" asks an amount, not where the 2/2 goes.)
  if (c.wh === 'how-much' || c.wh === 'how-many') return false;
  const to = role(c, 'to') ?? c.subject;
  // "What happens to the counters?": the counters of what carries them, read through its P/T (704.5q).
  if (verb === 'happen' && to?.kind === 'property' && to.noun === 'counter') {
    const ids = to.of ? aboutObjects(story, to.of) : countered(story);
    if (!ids || ids.length === 0) return false;
    useRole(story, c, 'to');
    story.use(to);
    for (const id of ids) ask(story, { kind: 'pt', id }, c);
    return true;
  }
  // 「それぞれどうなりますか」 "what happens to each (of them)?": the whole outcome, which tells each one's fate.
  // "Does anything (else) happen?" after a main ask: the whole outcome too.
  if (verb === 'happen' && to === c.subject && to?.kind === 'pronoun' && (to.word === 'each' || to.word === 'anything') && c.roles.length === 0 && !c.object) {
    story.use(to);
    return ask(story, { kind: 'outcome' }, c);
  }
  const ids = to && !isPlayerish(to) && to.kind !== 'property' ? askedObjects(story, to) : null;
  if (ids) {
    // "What happens to the creature and to Dead Weight?": each to-phrase is asked about.
    const more = c.roles.filter((r) => r.prep === 'to' && r.np !== to);
    const moreIds = more.map((r) => (r.np && !isPlayerish(r.np) && r.np.kind !== 'property' ? askedObjects(story, r.np) : null));
    if (moreIds.some((m) => m === null)) return false;
    useRole(story, c, 'to');
    for (const r of more) story.useChunks(r.chunks);
    for (const id of [...ids, ...moreIds.flatMap((m) => m!)]) ask(story, { kind: 'zone', id }, c);
    return true;
  }
  if (verb === 'happen') return ask(story, { kind: 'outcome' }, c);
  return false;
}

export function deadAsk(story: Story, c: Clause): boolean {
  // "dead?" after damage to a player: does that player lose? ("Dead or alive?" of a player: not read — the ask has no other half.)
  for (const e of [...story.events].reverse()) {
    if (c.adjectives.includes('alive') && (e.kind === 'damage' || e.kind === 'cast') && (e.kind === 'damage' ? e.target === 'A' || e.target === 'B' : e.targets.some((t) => t === 'A' || t === 'B'))) return false;
    // (Damage to each player: whose death is asked isn't said.)
    if (e.kind === 'damage' && e.also) return false;
    if (e.kind === 'damage' && (e.target === 'A' || e.target === 'B')) return ask(story, { kind: 'loses', side: e.target }, c);
    if (e.kind === 'cast') {
      const p = e.targets.find((t): t is Side => t === 'A' || t === 'B');
      if (p) return ask(story, { kind: 'loses', side: p }, c);
    }
  }
  // "Tusker dead?", "My Bears dead?", "The 2/2 alive?": a creature the story told, named before the adjective with no
  // verb, is the one asked of (as "Is the Tusker dead?"). Only one told before: a description that finds nothing
  // told, or several, is not read (a made-up creature would be answered "no").
  const subj = c.subject && c.subject.kind !== 'player' && !isPlayerish(c.subject) ? c.subject : null;
  if (subj) {
    const told = new Set(story.objects.map((o) => o.id));
    const ids = aboutObjects(story, subj);
    if (!ids || ids.length !== 1 || !told.has(ids[0]!)) return false;
    story.use(subj);
    for (const a of c.adjectives.filter((x) => x === 'dead' || x === 'alive')) ask(story, { kind: 'dies', id: ids[0]!, positive: a === 'dead' }, c);
    return true;
  }
  // "3/4 eats two shocks. dead?": otherwise the creature the story was last about.
  const topic = lastCreature(story);
  if (!topic) return false;
  // "I cast Shock on his 3/3. Dead or alive?", "Alive or dead?": one question put both ways, each half in the order told —
  // answered by the half that holds (questions/answer-reply.ts), never "No" to the first word alone (red team s19b).
  if (c.adjectives.includes('alive')) {
    for (const a of c.adjectives.filter((x) => x === 'dead' || x === 'alive')) ask(story, { kind: 'dies', id: topic[0]!, positive: a === 'dead' }, c);
    return true;
  }
  return ask(story, { kind: 'dies', id: topic[0]!, positive: true }, c);
}

/** Zone changes that, once told, leave nothing on the battlefield to regenerate. */
const GONE: ReadonlySet<string> = new Set(['destroy', 'dies', 'sacrifice', 'exile', 'bounce']);

/**
 * "Can I regenerate River Boa?", "Can it be regenerated?", 「《蠢く骸骨》は再生できますか」: does a regeneration
 * shield put on it now save it from what the story does to it (701.19a — it replaces being destroyed, and
 * nothing else: not toughness 0 (704.5f), not exile, not "can't be regenerated" (701.19c))? Answered as
 * "does it survive" with the shield in the story at this point. Asked after the story already took it off
 * the battlefield, it is too late to say which was meant (a shield then does nothing): not read.
 */
export function regenerateAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.modal === null || v.negated || c.wh !== null) return false;
  const np = c.object ?? (c.subject && !isPlayerish(c.subject) ? c.subject : null);
  if (!np) return false;
  const ids = aboutObjects(story, np);
  if (!ids || ids.length !== 1) return false;
  const id = ids[0]!;
  // (「悲哀まみれ撃たれた時、鬼火って再生で助かる?」 with 鬼火 not read: "it" is then the sorcery — a spell is no permanent
  // to regenerate (701.19a); what was meant was not read, named rather than answered of the spell.)
  const o = story.get(id);
  if (o?.types.some((t) => t === 'Instant' || t === 'Sorcery')) {
    story.problem('not-understood', c.text, 'regenerate-what');
    return true;
  }
  if (story.events.some((e) => GONE.has(e.kind) && 'ids' in e && e.ids.includes(id))) {
    story.problem('not-understood', c.text, 'regenerate-after-gone');
    return true;
  }
  // "Does my 2/2 die and can I regenerate it?": the shield this ask puts in the story would stand under the ask said before
  // it too, answered "survives" though asked of the board as told (it dies there) — one answered as if the other were done
  // (issue 11 §4). Named, never answered so.
  if (story.asks.length > 0) {
    story.problem('not-understood', c.text, 'regenerate-after-ask');
    return true;
  }
  if (c.subject && isPlayerish(c.subject)) story.use(c.subject);
  // "Opponent casts Lightning Bolt on my 2/2. Can I regenerate it?", 「《稲妻》を撃たれたら、再生で助かる?」: asked
  // while that spell waits on the stack, the shield is made in response (117.3c), before it resolves — made
  // after, the 2/2 had already died and the shield did nothing (answered No, wrongly).
  if (pendingOnStack(story, story.events.length) > 0 && !c.times.includes('later') && !c.times.includes('in-response')) c.times.push('in-response');
  pushEvent(story, { kind: 'regenerate', ids: [id], asked: true }, c);
  // "Can River Boa be regenerated from Murder?": that spell is then cast at it, by the other player.
  const from = role(c, 'from', 'against');
  if (from) {
    const mine = story.get(id)!.controller ?? 'A';
    if (from.kind === 'object' && from.card) oneObjectOf(story, from, { create: true, controller: mine === 'A' ? 'B' : 'A' });
    if (!castInstrument(story, c, from, np)) return false;
    useRole(story, c, 'against');
  }
  return ask(story, { kind: 'dies', id, positive: false }, c);
}
