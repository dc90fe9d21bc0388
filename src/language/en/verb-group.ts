/** English verb groups: auxiliaries, negation, the verb and the passive ('is blocked', 'gets Shocked'), and the cards a verb names. */
import { has } from '../chunk.ts';
import type { CardRef, VerbInfo } from '../clause.ts';
import type { Aux, Sense, Verb } from '../senses.ts';
import type { Reader } from './phrases.ts';

/** Irregular past participles that make a passive after be/get. */
export const PARTICIPLES = /(?:ed|en|dealt|hit|cast|put|got|shot|struck|held|paid|built|left|lost|won|made|set|cut|bound|bitten|done|given|taken|chosen|shown|drawn|thrown|swung|stolen|blocked)$/i;

function cardRef(s: Extract<Sense, { kind: 'card' }>): CardRef {
  return { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) };
}

/**
 * Game verbs that say an effect done to an object — not an action a player takes by the rules ("sacrifice",
 * "attack"), nor one players say of an object's own ability ("I regenerate my River Boa" activates its
 * regeneration ability, 701.19a: never the card Regenerate).
 */
const EFFECT_VERBS: ReadonlySet<Verb> = new Set<Verb>(['kill', 'destroy', 'exile', 'flicker', 'remove', 'bounce', 'return', 'tap', 'untap', 'steal', 'counter', 'copy', 'pump', 'deal']);

export function isSpellCard(typeLine: string): boolean {
  return /\b(?:Instant|Sorcery)\b/.test(typeLine);
}

/** A verb group at chunk i: auxiliaries, negation, adverbs, the verb (or a card used as one). */
export function readVerb(r: Reader, i: number, allowCard: boolean, playerSubject = false): { v: VerbInfo; next: number; times: Extract<Sense, { kind: 'time' }>['time'][] } | null {
  let j = i;
  const auxes: Aux[] = [];
  let negated = false;
  const times: Extract<Sense, { kind: 'time' }>['time'][] = [];
  const chunks: number[] = [];
  for (let guard = 0; guard < 8; guard++) {
    const c = j < r.end ? r.chunks[j] : undefined;
    if (!c) break;
    const first = c.senses[0]!;
    const aux = has(c, 'aux');
    // "I've got Glorious Anthem out", "they have got a 2/2", "she's got three cards": "have got" is
    // "have" (possession), not the verb "get" ("got blocked" and "have got to" are left to the rest).
    // ("it's got": the tokeniser may read that "'s" as "is"; before "got" it is "has".)
    if ((has(c, 'verb')?.verb === 'have' || aux?.aux === 'have' || /^['’]s$/i.test(c.text)) && !negated) {
      const got = j + 1 < r.end ? r.chunks[j + 1] : undefined;
      const after = j + 2 < r.end ? r.chunks[j + 2] : undefined;
      if (got && /^got$/i.test(got.text) && !(has(after, 'verb') && PARTICIPLES.test(after!.text)) && has(after, 'prep')?.prep !== 'to') {
        const modal = auxes.find((a) => a !== 'be' && a !== 'have' && a !== 'do' && a !== 'get') ?? null;
        const a = r.chunks[i]!;
        chunks.push(j, j + 1);
        return { v: { verb: 'have', passive: false, negated, modal, perfect: false, hypothetical: false, card: null, chunks, text: r.text.slice(a.start, got.end) }, next: j + 2, times };
      }
    }
    // "I've had Grizzly Bears since last turn", "they have controlled it since their last turn": "have" before the
    // participle of have/control (had, controlled, owned) is the perfect's auxiliary, never a second possession.
    const next = j + 1 < r.end ? r.chunks[j + 1] : undefined;
    const heldSince = first.kind === 'verb' && first.verb === 'have' && !aux && /^(?:had|controlled|owned)$/i.test(next?.text ?? '');
    if (heldSince) {
      auxes.push('have');
      chunks.push(j++);
      continue;
    }
    // An auxiliary ("be" in "can be blocked", "has" in "has been dealt"), or a verb that is also one.
    if (first.kind === 'aux' || (aux && (aux.aux === 'be' || aux.aux === 'have' || aux.aux === 'do') && first.kind === 'verb' && (first.verb === 'have' || first.verb === 'be'))) {
      auxes.push(aux!.aux);
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'neg') {
      negated = true;
      chunks.push(j++);
      continue;
    }
    // "does the 2/3 get to deal damage", "do I get to keep it": "get to" + a verb is "can".
    const toNext = j + 1 < r.end ? r.chunks[j + 1] : undefined;
    const verbAfter = j + 2 < r.end ? r.chunks[j + 2] : undefined;
    if (first.kind === 'verb' && first.verb === 'get' && has(toNext, 'prep')?.prep === 'to' && verbAfter?.senses[0]?.kind === 'verb') {
      auxes.push('can');
      chunks.push(j, j + 1);
      j += 2;
      continue;
    }
    if (first.kind === 'adj' && (first.adj === 'still' || first.adj === 'only')) {
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'filler' && auxes.length > 0) {
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'time' && (first.time === 'already' || first.time === 'again' || first.time === 'now' || first.time === 'first' || first.time === 'finally' || first.time === 'later') && auxes.length > 0) {
      times.push(first.time);
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'conj' && first.conj === 'also' && auxes.length > 0) {
      chunks.push(j++);
      continue;
    }
    break;
  }
  const c = j < r.end ? r.chunks[j] : undefined;
  // "has flying": a keyword after "have" is what is had, not the verb "fly".
  // "Does Murder have any effect?", "does Shock kill it?": a card's name right after an auxiliary, with a verb
  // after it, is the subject of that verb — not the card's name read as a verb ("murder").
  const cardSubject = auxes.length > 0 && c?.senses[0]?.kind === 'card' && (j + 1 < r.end ? r.chunks[j + 1] : undefined)?.senses[0]?.kind === 'verb';
  const verb = c?.senses[0]?.kind === 'keyword' || cardSubject ? undefined : has(c, 'verb');
  const card = has(c, 'card');
  // ("stays home", "holds back": the act not done, as "doesn't attack".)
  if (verb?.not === true) negated = !negated;
  const modal = auxes.find((a) => a !== 'be' && a !== 'have' && a !== 'do' && a !== 'get') ?? null;
  const hypothetical = auxes.includes('would') || auxes.includes('could') || auxes.includes('might');
  const mk = (v: Verb, passive: boolean, cardUsed: CardRef | null, end: number, perfect = false): { v: VerbInfo; next: number; times: typeof times } => {
    const a = r.chunks[i]!;
    const b = r.chunks[end - 1]!;
    for (let k = j; k < end; k++) chunks.push(k);
    const notDone = verb?.not === true && v === verb.verb ? { notDone: true as const } : {};
    const ongoing = !passive && end > j && auxes[auxes.length - 1] === 'be' && /ing$/i.test(b.text) ? { progressive: true as const } : {};
    return { v: { verb: v, passive, negated, modal, perfect, hypothetical, card: cardUsed, ...notDone, ...ongoing, chunks, text: r.text.slice(a.start, b.end) }, next: end, times };
  };
  // "they are Shocking my 2/2", "my opponent is murdering my Terror": a card's name in the -ing form after "be"
  // is the card cast (progressive, active), as "they Shock my 2/2" is — never a passive, nor a bare destroy.
  const progressive = card !== undefined && card.verbed && auxes.length > 0 && auxes.every((a) => a === 'be') && /ing$/i.test(c!.text);
  // ("Am I allowed to put all 5 on it?", "are you able to put …": "be" before "allowed to" / "able to" is that modal's,
  // never a passive of the verb after it.)
  const beModal = auxes.includes('be') && auxes.slice(auxes.lastIndexOf('be') + 1).some((a) => a === 'can' || a === 'must');
  const beOrGet = ((auxes.includes('be') && !beModal) || auxes.includes('get')) && !progressive;
  const cardOk = allowCard || progressive;
  // "I murder their 2/2", "they exiled my Angel", "can I murder it?": a word that is both a game verb
  // done to an object and the name of an instant or sorcery, said by a player with an object after it,
  // may name that card (a target restriction, 115.1, then matters: hexproof, 702.11b). It is read as
  // casting the card, the verb kept with it: the questions layer answers only when the card's effect is
  // what the verb says and asks back otherwise (questions/answer.ts cardOrVerb) — never the verb silently.
  if (verb && card && cardOk && playerSubject && !beOrGet && EFFECT_VERBS.has(verb.verb) && isSpellCard(card.typeLine) && followsTarget(r, j + 1)) {
    return mk('cast', false, { ...cardRef(card), saidAs: { word: c!.text, verb: verb.verb } }, j + 1);
  }
  // "got blocked", "gets Shocked", "is blocked", "was dealt": the passive.
  if (verb && (c!.senses[0]!.kind === 'verb' || !card || !cardOk)) {
    if (verb.verb === 'get' || verb.verb === 'become') {
      // "gets blocked", "got exiled", "gets chump blocked": get + participle is a passive.
      const nxt = j + 1 < r.end ? r.chunks[j + 1] : undefined;
      const v2 = has(nxt, 'verb');
      const c2 = has(nxt, 'card');
      if (verb.verb === 'get' && v2 && nxt && PARTICIPLES.test(nxt.text)) return mk(v2.verb, true, null, j + 2);
      if (verb.verb === 'get' && c2 && (c2.verbed || PARTICIPLES.test(nxt!.text))) return mk('cast', true, cardRef(c2), j + 2);
      if (verb.verb === 'get' && has(nxt, 'adj')?.adj === 'unblocked') return mk('unblocked', false, null, j + 2);
    }
    // "6/6 trample blocked by a 2/3": a participle followed by "by" is a passive even without "is".
    const byNext = has(j + 1 < r.end ? r.chunks[j + 1] : undefined, 'prep')?.prep === 'by';
    const passive = (beOrGet || (auxes.length === 0 && byNext)) && PARTICIPLES.test(c!.text) && c!.text.toLowerCase() !== 'got';
    const perfect = auxes.includes('have') && !beOrGet;
    return mk(verb.verb, passive, null, j + 1, perfect);
  }
  // "if I Man-o'-War their token", "they Flametongue my 4/4": a permanent's name said as a verb by the player right
  // before it, with a target after it, is that card cast, its enters ability aimed at the target — as "I cast Man-o'-War
  // targeting …" reads (the questions layer checks that the card has such an ability, and refuses when it hasn't).
  const permanentVerb = card !== undefined && playerSubject && auxes.length === 0 && card.typeLine !== '' && !/\bLand\b/.test(card.typeLine) && followsTarget(r, j + 1);
  if (card && cardOk && (card.verbed || isSpellCard(card.typeLine) || /Aura/.test(card.typeLine) || permanentVerb)) {
    // "I Shock the 2/2", "gets Shocked", "they Counterspell it": casting that card.
    return mk('cast', beOrGet && (card.verbed || PARTICIPLES.test(c!.text)), cardRef(card), j + 1);
  }
  if (auxes.length === 0) return null;
  // No verb after the auxiliaries: "is a 4/4", "has flying", "Can I…" (the verb comes later).
  const last = auxes[auxes.length - 1]!;
  if (last === 'be') return mk('be', false, null, j);
  if (last === 'have') return mk('have', false, null, j);
  const a = r.chunks[i]!;
  return { v: { verb: 'be', passive: false, negated, modal: modal ?? last, perfect: false, hypothetical, card: null, chunks, text: r.text.slice(a.start, r.chunks[j - 1]!.end) }, next: j, times };
}

/** True when a target follows: a noun phrase, or "on"/"at"/"targeting" (telegraphic "disfigure on a 2/2"). */
export function followsTarget(r: Reader, i: number): boolean {
  const c = i < r.end ? r.chunks[i] : undefined;
  if (!c) return false;
  // "I remove a counter", "he removed all three +1/+1 counters": a counter is no object or player a spell could target
  // (115.1, 122.1) — the word is the verb, never a card named so ("Remove").
  for (let k = i; k < Math.min(r.end, i + 5); k++) {
    const x = r.chunks[k]!.senses;
    if (x.some((y) => y.kind === 'thing-noun' && y.noun === 'counter') && (k > i || !x.some((y) => y.kind === 'verb'))) return false;
    if (!x.some((y) => y.kind === 'det' || y.kind === 'number' || y.kind === 'ptmod' || y.kind === 'pt' || y.kind === 'pronoun')) break;
  }
  const s = c.senses[0]!;
  if (s.kind === 'prep') return s.prep === 'on' || s.prep === 'at' || s.prep === 'targeting';
  // ("I bolt face": the player's face, a target as a player is, 115.1.)
  if (s.kind === 'thing-noun' && s.noun === 'face') return true;
  return s.kind === 'det' || s.kind === 'player' || s.kind === 'pronoun' || s.kind === 'pt' || s.kind === 'card' || s.kind === 'number' || s.kind === 'color' || s.kind === 'keyword';
}
