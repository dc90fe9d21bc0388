/**
 * Characteristic intents: P/T, keywords, counters ("What are its power and toughness?", "Does it
 * still have flying?", "Does it keep its +1/+1 counters?", "Is it bigger?") → characteristics read
 * at the end of the run.
 */
import type { Keyword } from '../../engine/types.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { aboutObjects, ask, askedObjects, countered, isPlayerish, onlyCreature, role, unsaidSubject, useRole } from './common.ts';
import { deadAsk, diesAsk } from './fates.ts';
import { playerOf } from '../refs.ts';
import { madeTokensAsked } from './made-tokens.ts';

/** "Does it still have the counter?", "Does it have flying?", "can it fly?" */
export function holdsAsk(story: Story, c: Clause): boolean {
  const verb = c.verb!.verb;
  // "Does it still have the counter?", "Does my Grizzly Bears keep its two +1/+1 counters?"
  // ("its two +1/+1 counters": the possessive pronoun read apart from the amount it owns.)
  const possessed = c.object?.kind === 'pronoun' && c.object.word === 'its' && c.object2?.kind === 'amount' && c.object2.noun === 'counter';
  if (possessed) story.use(c.object);
  const counterNp = possessed ? c.object2 : c.object;
  if (counterNp && (counterNp.kind === 'amount' || counterNp.kind === 'property') && (counterNp.kind === 'amount' ? counterNp.noun === 'counter' : counterNp.noun === 'counter')) {
    // 「カウンターは何個残る？」 with no subject said: the object told with counters, not the latest mentioned.
    const unsaid = unsaidSubject(story, c.subject, countered(story));
    if (unsaid && unsaid.length === 0) return true;
    const ids = unsaid ?? aboutObjects(story, c.subject);
    if (!ids || ids.length !== 1) return false;
    // "it"/それ found a creature told with no counters while another was told with some: either could be
    // meant (the pronoun's convention is a guess here, and the counters' holder a likelier one), so asked back.
    if (!unsaid && c.subject?.kind === 'pronoun') {
      const holders = countered(story).filter((id) => id !== ids[0] && story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true);
      if (holders.length > 0 && !countered(story).includes(ids[0]!)) {
        story.problem('ambiguous', c.subject.text, 'which-one', [ids[0]!, ...holders].map((id) => story.get(id)?.words ?? id));
        return true;
      }
    }
    // 「カウンターは何個残りますか」 of a creature told with +1/+1 and -1/-1 counters: "the counters" are all the
    // kinds it was told to have, each asked (one kind alone, the last said, answered only part of it: 704.5q
    // removes them in pairs, so the other kind is what remains).
    const told = counterNp.kind === 'amount' && counterNp.counter ? [] : kindsOn(story, ids[0]!);
    const kinds = counterNp.kind === 'amount' && counterNp.counter ? [counterNp.counter] : told.length > 1 ? told : [lastCounterKind(story)];
    if (kinds.some((k) => !k)) return false;
    const kind = kinds[0]!;
    // "Does it keep its two +1/+1 counters?" says it has them now (what is kept was there).
    const o = story.get(ids[0]!)!;
    if (verb === 'keep' && counterNp.kind === 'amount' && counterNp.n !== null && (o.counters[kind] ?? 0) < counterNp.n) o.counters[kind] = counterNp.n;
    story.use(counterNp);
    // "Does it have two +1/+1 counters?", "Does Jace have 2 loyalty?": the number asked is compared (exactly), never
    // dropped to "does it have any" ("a counter", "any counters" ask that). Only for one kind named.
    // ("Does it have 3 counters?", no kind said: of the one kind it was told to have; of several, which is not said — named.)
    // ("Does it have 3 counters?" may be read with the number apart from "counters": a number said in the clause is never dropped.)
    if (counterNp.kind === 'property' && c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'number')) {
      story.problem('not-understood', c.text, 'counters-number');
      return true;
    }
    const numbered = verb !== 'keep' && c.wh === null && counterNp.kind === 'amount' && counterNp.n !== null && !/^\s*(?:an?|any|some|the|its|their|his|her)\b/i.test(counterNp.text);
    if (numbered && (kinds.length !== 1 || (counterNp.kind === 'amount' && !counterNp.counter && told.length !== 1))) {
      story.problem('not-understood', counterNp.text, 'counters-which-kind');
      return true;
    }
    const amount = numbered && counterNp.kind === 'amount' && counterNp.n !== null ? { amount: counterNp.n } : {};
    for (const k of kinds) ask(story, { kind: 'has-counters', id: ids[0]!, counter: k!, ...amount }, c);
    return true;
  }
  return hasKeyword(story, c);
}

/** "Is it bigger?", "Is it dead?", "What is left?", "What is it now?" */
/**
 * "Is it a 4/4 now?", "does the 4/4 end up a 2/2?", "does it become a 3/3?": whether the one asked
 * about has that P/T at the end (yes or no). The size is asked, never told: it doesn't describe the creature.
 */
export function ptIsAsk(story: Story, c: Clause): boolean {
  const size = c.complement ?? c.object;
  if (c.wh || !c.subject || isPlayerish(c.subject) || !size || size.kind !== 'object' || size.power === null || size.toughness === null || c.roles.length > 0) return false;
  if (size.card || size.lacks.length + size.colors.length + size.counters.length + size.attachments.length + size.adjectives.length > 0 || c.lacks.length > 0 || (size.count ?? 1) !== 1) return false;
  const ids = sizeOwner(story, c.subject);
  if (!ids || ids.length !== 1) return false;
  story.useChunks(size.chunks);
  // "Is it a 4/4 with flying?", 「5/5飛行ですか」「元の4/4飛行に戻っていますか」: the keywords said with the size are asked
  // too — one yes or no, yes only if it has that P/T and each keyword (read-story.ts groups a clause's asks). Read as the
  // size alone, a 5/5 Grizzly Bears was answered "yes" to 「5/5飛行ですか」.
  const kws = [...size.keywords, ...c.keywords].filter((k, i, all) => all.findIndex((x) => JSON.stringify(x) === JSON.stringify(k)) === i);
  ask(story, { kind: 'pt', id: ids[0]!, is: { power: size.power, toughness: size.toughness } }, c);
  if (c.keywords.length > 0) story.useKeywords(c.chunks);
  for (const keyword of kws) ask(story, { kind: 'has-keyword', id: ids[0]!, keyword }, c);
  return true;
}

/** The property nouns that name a creature's whole size: its P/T ("P/T", 「サイズ」, "stats"). */
export const SIZE_NOUNS: ReadonlySet<string> = new Set(['pt', 'size', 'stats']);

/**
 * Whose size "is it 4/4?" asks of: the subject; or, said as "its P/T is …?", 「P/Tは6/6?」「熊のサイズは4/4?」, the object the
 * size noun is of — with no owner said, the one creature the story is about (onlyCreature), as 「P/Tは？」 is read. (Read as
 * an object, 「P/Tは6/6?」 made a 6/6 up and answered of it.)
 */
function sizeOwner(story: Story, subject: NounPhrase): string[] | null {
  if (subject.kind !== 'property') return aboutObjects(story, subject);
  if (!SIZE_NOUNS.has(subject.noun)) return null;
  const ids = subject.of ? aboutObjects(story, subject.of) : [onlyCreature(story)].filter((x): x is string => x !== null);
  if (ids && ids.length === 1) story.use(subject);
  return ids;
}

export function beAsk(story: Story, c: Clause): boolean {
  if (ptIsAsk(story, c)) return true;
  if (keywordIsAsk(story, c)) return true;
  const comparative = c.adjectives.includes('bigger') || c.adjectives.includes('smaller');
  if (comparative && c.subject && !isPlayerish(c.subject) && !c.wh) {
    const ids = aboutObjects(story, c.subject);
    if (!ids || ids.length !== 1) return false;
    for (const k of c.chunks) if (['bigger', 'smaller'].includes((story.sensesAt(k)[0] as { adj?: string } | undefined)?.adj ?? '')) story.used.add(k);
    return ask(story, { kind: 'bigger', id: ids[0]!, bigger: c.adjectives.includes('bigger') }, c);
  }
  // "Is it (still) tapped?", "is my Serra Angel tapped after attacking?": whether it is tapped when the story ends
  // (attacking taps a creature without vigilance, 508.1f, 702.20b). ("untapped" is not read: the ask has no negative.)
  // ("still tapped" may be read as a phrase of its own, adjectives with no noun: the same words.)
  const k = c.complement;
  const bareTapped = k?.kind === 'object' && k.adjectives.includes('tapped') && k.adjectives.every((a) => a === 'tapped' || a === 'still') && k.card === null && k.head === null && k.power === null && k.count === null;
  if ((c.adjectives.includes('tapped') || bareTapped) && !c.adjectives.includes('untapped') && c.wh === null && c.subject && !isPlayerish(c.subject) && c.subject.kind !== 'property' && !c.object && (!c.complement || bareTapped) && c.roles.length === 0 && !c.verb!.negated) {
    const ids = aboutObjects(story, c.subject);
    if (!ids || ids.length !== 1) return false;
    if (bareTapped) story.use(k);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && (x.adj === 'tapped' || x.adj === 'still'))));
    return ask(story, { kind: 'tapped', id: ids[0]! }, c);
  }
  const alive = c.adjectives.includes('alive');
  // "Which creatures are still alive?", "what's dead?", "how many are left alive?": the outcome lists every
  // creature that died (as "Which creatures die?" does, fates.ts).
  if ((alive || c.adjectives.includes('dead')) && (c.wh === 'which' || c.wh === 'what' || c.wh === 'who' || c.wh === 'how-many') && !c.object && !c.complement && c.roles.length === 0) {
    story.use(c.asked);
    if (c.subject && !isPlayerish(c.subject)) story.use(c.subject);
    return ask(story, { kind: 'outcome' }, c);
  }
  if ((alive || c.adjectives.includes('dead')) && c.subject && !isPlayerish(c.subject)) {
    const ids = aboutObjects(story, c.subject);
    if (!ids) return false;
    if (c.adjectives.includes('for-good')) return goneForGood(story, c, ids, alive);
    // (Not an either/or, "Is it dead or alive?": one question put both ways, answer-reply.ts.)
    if (!(alive && c.adjectives.includes('dead'))) beFirst(c);
    // "Is it dead or alive?", "alive or dead?": one question put both ways, each half in the order told — an
    // either/or answered by the half that holds (questions/answer-reply.ts), never only the last word's.
    const ways = alive && c.adjectives.includes('dead') ? c.adjectives.filter((a) => a === 'dead' || a === 'alive').map((a) => a === 'dead') : [!alive];
    for (const id of ids) for (const positive of ways) ask(story, { kind: 'dies', id, positive }, c);
    return true;
  }
  // "Are they dead?", "are they both alive?": a plural "they" may be the creatures just named as well as the opponent —
  // read as "Do they die?" is (fates.ts: those creatures, that player, or asked back when either could be meant),
  // never taken as the opponent only because "dead" is said of players too (red team s19b: "I cast Pyroclasm. He has
  // two 2/2s. Are they dead?" was answered "No. The opponent doesn't lose the game.").
  if ((alive || c.adjectives.includes('dead')) && !(alive && c.adjectives.includes('dead')) && c.wh === null && c.subject && pluralThey(c.subject) && !c.object && (!c.complement || both(c.complement)) && c.roles.length === 0 && !c.verb!.negated) {
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && (x.adj === 'dead' || x.adj === 'alive'))));
    // ("Are they both dead?": "both" floated after "they" says the two creatures — asked of both, as "Are both dead?".)
    const subject = c.complement ?? c.subject;
    if (c.complement) story.use(c.subject);
    beFirst(c);
    return diesAsk(story, { ...c, subject, complement: null, adjectives: c.adjectives.filter((a) => a !== 'dead' && a !== 'alive'), verb: { ...c.verb!, verb: alive ? 'survive' : 'die' } });
  }
  // "Is my opponent dead?" (704.5a): loses; "Am I still alive?": not lost (`survives`); "alive or dead?" of a player: not read.
  if ((alive || c.adjectives.includes('dead')) && c.subject && isPlayerish(c.subject)) {
    const side = playerOf(story, c.subject);
    if (!side || c.verb!.negated || (alive && c.adjectives.includes('dead'))) return false;
    story.use(c.subject);
    return ask(story, alive ? { kind: 'loses', side, survives: true } : { kind: 'loses', side }, c);
  }
  if (c.adjectives.includes('dead')) return deadAsk(story, c);
  if (c.adjectives.includes('left') && (c.wh === 'what' || c.wh === 'which')) {
    story.use(c.asked);
    useRole(story, c, 'on');
    return ask(story, { kind: 'outcome' }, c);
  }
  // "What are they at now?", "what's my opponent at?": where a player's life total stands.
  const atNothing = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'prep' && (story.sensesAt(k)[0] as { prep: string }).prep === 'at' && !c.roles.some((r) => r.chunks.includes(k)));
  if (c.wh === 'what' && c.subject && isPlayerish(c.subject) && atNothing.length > 0 && !c.object && !c.complement) {
    if (eachAt(story, c, atNothing)) return true;
    const side = playerOf(story, c.subject);
    if (!side) return false;
    story.useChunks(atNothing);
    return ask(story, { kind: 'life', side }, c);
  }
  // "What is it now?", "What is the 2/2?": its characteristics.
  if (c.wh === 'what' && (c.subject?.kind === 'pronoun' || c.subject?.kind === 'object')) return ptAsk(story, c);
  return false;
}

/** "What are we each at?", "what's everybody at?": every player's life total, each asked (119.1). */
function eachAt(story: Story, c: Clause, at: number[]): boolean {
  if (c.subject?.kind !== 'player' || c.subject.player.who !== 'each') return false;
  story.useChunks(at);
  story.use(c.subject);
  for (const side of ['A', 'B'] as const) ask(story, { kind: 'life', side }, c);
  return true;
}

export function ptAsk(story: Story, c: Clause): boolean {
  if (madeAsk(story, c, 'pt')) return true;
  const targets = ptTargets(story, c);
  if (!targets) return false;
  for (const id of targets) ask(story, { kind: 'pt', id }, c);
  return true;
}

export function keywordsAsk(story: Story, c: Clause): boolean {
  if (madeAsk(story, c, 'keywords')) return true;
  const targets = ptTargets(story, c);
  if (!targets) return false;
  for (const id of targets) ask(story, { kind: 'keywords', id }, c);
  return true;
}

/** Of the tokens a spell or ability makes in the run, not described by the question (made-tokens.ts). */
function madeAsk(story: Story, c: Clause, what: 'pt' | 'keywords'): boolean {
  const made = madeTokensAsked(story, c);
  if (!made) return false;
  if (!made.asked) return true;
  story.use(made.np);
  if (role(c, 'of') === made.np) useRole(story, c, 'of');
  return ask(story, { kind: 'made-tokens', subtype: made.subtype, side: made.side, what }, c);
}

function ptTargets(story: Story, c: Clause): string[] | null {
  const of = role(c, 'of');
  if (of && (of.kind === 'object' || of.kind === 'pronoun' || of.kind === 'list')) {
    const ids = aboutObjects(story, of);
    if (ids) {
      useRole(story, c, 'of');
      return ids;
    }
  }
  for (const said of [c.asked, c.subject, c.complement, c.object]) {
    if (!said) continue;
    // ("How big are they?": a size is never a player's — the bare "they" read as a player is the pronoun.)
    const np: NounPhrase = said.kind === 'player' && pluralThey(said) ? { ...said, kind: 'pronoun', word: 'they', possessive: false } : said;
    if (np.kind === 'property' && np.of) {
      const ids = askedObjects(story, np.of);
      if (ids) return ids;
    }
    if (np.kind === 'list') {
      const ids: string[] = [];
      for (const it of np.items) if (it.kind === 'property' && it.of) ids.push(...(askedObjects(story, it.of) ?? []));
      if (ids.length > 0) return ids;
      // "How big are my Llanowar Elves and the Marshal?": each of the objects named together.
      if (np.conj === 'and' && np.items.every((it) => it.kind === 'object' || it.kind === 'pronoun')) {
        const all = askedObjects(story, np);
        if (all) return all;
      }
    }
    if (np.kind === 'object' || np.kind === 'pronoun') {
      const ids = askedObjects(story, np);
      if (ids) return ids;
    }
  }
  const only = onlyCreature(story);
  return only ? [only] : null;
}

/**
 * "Is my Serra Angel still flying?", "is it indestructible now?", "is it still a flyer?": a keyword said after "be" in a
 * yes/no question asks whether the one object has it when the story ends, as "does it (still) have flying?" does. Only a
 * keyword alone (with "still"/"now"), or a complement that is a keyword's noun and nothing more ("a flyer").
 */
function keywordIsAsk(story: Story, c: Clause): boolean {
  const k = c.complement;
  const bare = k?.kind === 'object' && k.head === 'keyword' && k.keywords.length > 0 && k.card === null && k.power === null && k.count === null && k.lacks.length + k.colors.length + k.types.length + k.subtypes.length + k.counters.length + k.attachments.length === 0 && k.adjectives.every((a) => a === 'still');
  const kws = bare && k.kind === 'object' ? k.keywords : c.keywords;
  if (c.wh !== null || !c.subject || isPlayerish(c.subject) || c.subject.kind === 'property' || c.object || (k && !bare) || c.roles.length > 0 || c.lacks.length > 0 || c.verb!.negated || c.verb!.modal !== null || kws.length === 0) return false;
  if (c.adjectives.some((a) => a !== 'still')) return false;
  const ids = aboutObjects(story, c.subject);
  if (!ids || ids.length !== 1) return false;
  if (bare) story.use(k);
  story.useKeywords(c.chunks);
  story.useChunks(c.chunks.filter((x) => story.sensesAt(x).some((s) => s.kind === 'adj' && s.adj === 'still')));
  for (const keyword of kws) ask(story, { kind: 'has-keyword', id: ids[0]!, keyword }, c);
  return true;
}

function hasKeyword(story: Story, c: Clause): boolean {
  // "Does X have flying?" may describe X; "can X fly?" is about one said before.
  const ids = c.verb!.verb === 'fly' ? aboutObjects(story, c.subject) : askedObjects(story, c.subject);
  if (!ids || ids.length === 0) return false;
  const kws: Keyword[] = [...c.keywords];
  if (c.verb!.verb === 'fly') kws.push({ keyword: 'flying' });
  if (kws.length === 0) return false;
  story.useKeywords(c.chunks);
  for (const id of ids) for (const k of kws) ask(story, { kind: 'has-keyword', id, keyword: k }, c);
  return true;
}

/** The counter kinds told on one object (on it from the start, or put on it), in the order told. */
function kindsOn(story: Story, id: string): string[] {
  const o = story.get(id);
  const kinds = Object.keys(o?.counters ?? {});
  for (const e of story.events) if (e.kind === 'counters' && e.ids.includes(id) && !kinds.includes(e.counter)) kinds.push(e.counter);
  return kinds;
}

/** The counter kind the question talked about last ("… which has a +1/+1 counter. Does it still have the counter?"). */
function lastCounterKind(story: Story): string | null {
  for (const o of [...story.objects].reverse()) {
    const kinds = Object.keys(o.counters);
    if (kinds.length === 1) return kinds[0]!;
  }
  for (const e of [...story.events].reverse()) if (e.kind === 'counters') return e.counter;
  return null;
}

/**
 * "Who controls it now?", "who controls the Bears after that?": the controller at the end of the story
 * (108.4; a control change is a layer 2 effect, 613.1b) — of one permanent the story has.
 */
export function controlAsk(story: Story, c: Clause): boolean {
  if (c.wh !== 'who' || (c.subject && c.subject.kind !== 'pronoun') || !c.object || c.object2 || c.complement || c.roles.length > 0) return false;
  // ("who" itself may be read as the subject pronoun.)
  if (c.subject && c.subject.kind === 'pronoun' && c.subject.word !== 'who') return false;
  // "Who owns it?": the owner (108.3), which the lexicon's "control" for "own" is not — never answered as its controller.
  if (/^own/i.test(c.verb?.text.trim() ?? '')) return false;
  const ids = aboutObjects(story, c.object);
  if (!ids || ids.length !== 1) return false;
  story.use(c.object);
  return ask(story, { kind: 'controller', id: ids[0]! }, c);
}

/** "they"/"them" said as a player or a pronoun: the plural pronoun (not "he", "she"). */
function pluralThey(np: NonNullable<Clause['subject']>): boolean {
  return (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them')) || (np.kind === 'player' && np.player.who === 'they' && /^(?:they|them)$/i.test(np.text.trim()));
}

/** "both" said alone, floated after the subject ("they both"). */
function both(np: NonNullable<Clause['complement']>): boolean {
  return np.kind === 'pronoun' && np.word === 'both';
}

/**
 * "Are both dead?", "Are my 2/2 and my 3/3 dead?": a form of "be" before its subject is not marked inverted, but it asks
 * one yes or no all the same — asked of several, yes only if so for each (language/index.ts `together`). Left unmarked,
 * the first creature's verdict was the answer's ("Yes" while the 3/3 survived).
 */
function beFirst(c: Clause): void {
  const v = c.verb;
  if (v?.verb === 'be' && c.subject && v.chunks.length > 0 && c.subject.chunks.length > 0 && Math.min(...v.chunks) < Math.min(...c.subject.chunks)) c.yesNo = true;
}

/**
 * "Is it gone for good?", "is my Finks dead for good?": not on the battlefield when the story ends — a creature that
 * died and came back (persist, 702.79a) is not; never read as "does it die" only.
 */
function goneForGood(story: Story, c: Clause, ids: readonly string[], alive: boolean): boolean {
  if (alive || c.verb!.negated || c.wh !== null || c.roles.length > 0 || c.object || c.complement) return false;
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && (x.adj === 'dead' || x.adj === 'for-good'))));
  for (const id of ids) ask(story, { kind: 'zone', id, to: 'battlefield', gone: true }, c);
  return true;
}
