/** Parts of an English noun phrase after its noun: keyword lists, sizes, counters, marked damage and arrival. */
import { UNSAID_COUNTER_KIND } from '../ir-basics.ts';
import { has } from '../chunk.ts';
import type { Description, NounPhrase } from '../clause.ts';
import type { Reader } from './phrase-reader.ts';
import { at } from './phrase-reader.ts';

/** Keywords in a list: "trample and deathtouch", "flying, first strike and lifelink", "ds + trample". */
export function readKeywordList(r: Reader, i: number, d: Description, into: 'keywords' | 'lacks'): number {
  let j = i;
  let any = false;
  for (;;) {
    const k = has(at(r, j), 'keyword');
    if (!k) break;
    d[into].push(k.keyword);
    any = true;
    j++;
    const c = at(r, j);
    const conj = has(c, 'conj');
    const comma = has(c, 'punct')?.char === ',';
    // ("without reach or flying" lacks both; "with reach or flying" is a choice, not read.)
    if ((conj && (conj.conj === 'and' || conj.conj === 'plus' || (conj.conj === 'or' && into === 'lacks'))) || comma) {
      if (has(at(r, j + 1), 'keyword')) {
        j++;
        continue;
      }
      if (comma && has(at(r, j + 1), 'conj') && has(at(r, j + 2), 'keyword')) {
        j += 2;
        continue;
      }
    }
    break;
  }
  return any ? j : i;
}

/**
 * "0 toughness", "toughness 0", "3 power and 1 toughness": a power or toughness said by its number
 * (208.1), for a creature told with no size and no card. Returns the index after it, or i when none.
 */
export function readSizeHalves(r: Reader, i: number, d: Description): number {
  const before = { power: d.power, toughness: d.toughness };
  let j = i;
  let read = false;
  for (;;) {
    const n1 = has(at(r, j), 'number');
    const noun = has(at(r, n1 ? j + 1 : j), 'thing-noun');
    const n2 = n1 ? null : has(at(r, j + 1), 'number');
    const value = n1?.value ?? n2?.value ?? null;
    if (value === null || !noun || (noun.noun !== 'power' && noun.noun !== 'toughness') || d.card !== null || d[noun.noun] !== null) break;
    d[noun.noun] = value;
    read = true;
    j += 2;
    if (has(at(r, j), 'conj')?.conj !== 'and') break;
    const more = has(at(r, j + 1), 'number') ? has(at(r, j + 2), 'thing-noun') : has(at(r, j + 1), 'thing-noun');
    if (!more || (more.noun !== 'power' && more.noun !== 'toughness')) break;
    j++;
  }
  // ("with 2 power or less", "or greater": a range, no size of one creature: left unread, so it is named.)
  if (read && has(at(r, j), 'conj')?.conj === 'or') {
    d.power = before.power;
    d.toughness = before.toughness;
    return i;
  }
  return read ? j : i;
}

/**
 * "(no counters)", "with no +1/+1 counters on it", "without any counters": counters told absent. An object told of has
 * none unless said (122.1), so these words tell nothing to add; read so they are not left over. `i` is the word after
 * "no" (or after "without"); returns the index after the words, or null.
 */
export function readNoCounters(r: Reader, i: number): number | null {
  let j = i;
  if (has(at(r, j), 'det')?.det === 'any') j++;
  if (has(at(r, j), 'ptmod') || has(at(r, j), 'counter-kind')) j++;
  if (has(at(r, j), 'thing-noun')?.noun !== 'counter') return null;
  j++;
  // ("… on it", "on them": the object itself.)
  if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
  return j;
}

/** "two +1/+1 counters", "a -1/-1 counter", "9 poison counters": kind and number. */
export function readCounters(r: Reader, i: number, unsaid = false): { kind: string; n: number; next: number } | null {
  let j = i;
  let n = 1;
  const num = has(at(r, j), 'number');
  const det = has(at(r, j), 'det');
  if (num) {
    n = num.value;
    j++;
  } else if (det && det.det === 'a') j++;
  const mod = has(at(r, j), 'ptmod');
  const kindWord = has(at(r, j), 'counter-kind');
  let kind: string | null = null;
  if (mod) kind = `${mod.power >= 0 ? '+' : ''}${mod.power}/${mod.toughness >= 0 ? '+' : ''}${mod.toughness}`;
  else if (kindWord) kind = kindWord.counter;
  else if (has(at(r, j), 'thing-noun')?.noun === 'poison') kind = 'poison';
  // "Walking Ballista with 2 counters": a count of counters with no kind said, which only the card's own text can
  // settle (questions/counter-kinds.ts) — read only where the caller describes an object (`unsaid`).
  if (!kind && unsaid && (num || det) && has(at(r, j), 'thing-noun')?.noun === 'counter' && /s$/i.test(at(r, j)!.text) === n > 1) return { kind: UNSAID_COUNTER_KIND, n, next: j + 1 };
  if (!kind) return null;
  j++;
  const noun = has(at(r, j), 'thing-noun');
  if (noun && (noun.noun === 'counter' || noun.noun === 'poison')) return { kind, n, next: j + 1 };
  // "poison counters" is one chunk: the thing-noun 'poison' already names the counters.
  if (kind === 'poison' && has(at(r, j - 1), 'thing-noun')?.noun === 'poison') return { kind, n, next: j };
  // "3 loyalty", "on 4 loyalty": a planeswalker's loyalty is its loyalty counters (306.5c).
  if (kind === 'loyalty' && num) return { kind, n, next: j };
  return null;
}

/**
 * What a relative clause tells of when an object arrived — was created, entered, was cast, came under a
 * player's control: "(that) was just created", "that entered the battlefield this turn", "(that) I cast
 * this turn", "I gained control of this turn". Whether it has been under its controller's control since
 * their most recent turn began decides what it can do (302.6), so the time must be said: "this turn" or
 * "just" (summoning sick); with neither, `when` is null and the object is not answered about as if it had
 * been there all along. `byPlayer`: the clause begins with the player who did it (no "that").
 */
export function readArrival(r: Reader, k: number, byPlayer: boolean): Arrival | null {
  let m = k;
  let just = false;
  const skipJust = (): void => {
    while (/^(?:just|recently|newly|freshly)$/i.test(at(r, m)?.text ?? '') && at(r, m)!.senses.every((x) => x.kind === 'filler' || x.kind === 'unknown')) {
      just = true;
      m++;
    }
  };
  const pl = has(at(r, m), 'player');
  let verbs: readonly string[];
  if (pl) {
    // Active: the player made it arrive ("I created", "I cast", "I gained control of").
    if (pl.possessive) return null;
    m++;
    verbs = ['create', 'cast', 'steal'];
  } else {
    if (byPlayer) return null;
    if (has(at(r, m), 'aux')?.aux === 'have') m++;
    skipJust();
    if (has(at(r, m), 'aux')?.aux === 'be') {
      // Passive: "was (just) created", "was cast this turn".
      m++;
      verbs = ['create', 'cast'];
    } else verbs = ['enter'];
  }
  skipJust();
  const v = has(at(r, m), 'verb');
  if (!v || !verbs.includes(v.verb)) return null;
  m++;
  skipJust();
  // "the 2/2 that I cast Shock on", "a token that was created by Raise the Alarm": the clause goes on
  // to say something else (what was cast, by what), not read here.
  const after = at(r, m)?.senses[0]?.kind;
  if (after !== undefined && after !== 'time' && after !== 'punct' && after !== 'verb' && after !== 'aux' && after !== 'conj' && after !== 'sub' && after !== 'neg') return null;
  if (has(at(r, m), 'time')?.time === 'this-turn') return { next: m + 1, when: 'this-turn' };
  // "the Bears I cast last turn", "a 2/2 that entered on my last turn": there since before this turn (302.6) — only
  // the asker's act, or an arrival with no actor said (arrive: and no other player's object).
  if (has(at(r, m), 'time')?.time === 'last-turn' && !just && (!pl || pl.who === 'me')) return { next: m + 1, when: 'last-turn' };
  return { next: m, when: just ? 'this-turn' : null };
}

export interface Arrival {
  next: number;
  when: 'this-turn' | 'last-turn' | null;
}

/**
 * The arrival read: summoning sick when it was this turn; under the asker's control since before this turn when it was
 * the asker's last turn (its "last turn" word read); otherwise the time is asked for (story.ts) — another player's object
 * arrived on "last turn" too, its words then left unread (their most recent turn may be the one it came in, 302.6).
 */
export function arrive(d: Description, a: Arrival): number {
  const others = [d.owner, d.controlledBy].some((p) => p !== null && p.who !== 'me');
  if (a.when === 'this-turn') d.adjectives.push('sick');
  else if (a.when === 'last-turn' && !others) return a.next;
  else d.arrivalUnsaid = true;
  return a.when === 'last-turn' ? a.next - 1 : a.next;
}

export function findClose(r: Reader, open: number): number {
  for (let k = open + 1; k < r.end; k++) if (has(r.chunks[k], 'punct')?.char === ')') return k;
  return -1;
}

/** The next comma after `from` in the sentence, or the sentence's end (a note set off by a comma may close the sentence). */
export function nextComma(r: Reader, from: number): number {
  for (let k = from + 1; k < r.end; k++) if (has(r.chunks[k], 'punct')?.char === ',') return k;
  return r.end;
}

/** "3 damage marked", "2 damage" (already on a creature). */
export function readMarkedDamage(r: Reader, i: number): { n: number; next: number } | null {
  const num = has(at(r, i), 'number');
  if (!num || has(at(r, i + 1), 'thing-noun')?.noun !== 'damage') return null;
  let next = i + 2;
  if (has(at(r, next), 'adj')?.adj === 'marked') next++;
  if (has(at(r, next), 'prep')?.prep === 'on' && has(at(r, next + 1), 'pronoun')) next += 2;
  return { n: num.value, next };
}

/**
 * A planeswalker's loyalty said after it: "Chandra at 4 loyalty", "on 6 loyalty", and inside brackets
 * "(6 loyalty)", "(at 3 loyalty)": its loyalty counters (306.5b, 306.5c). Only loyalty is read so after
 * "at"/"on" (a number of other counters said so is left to the clause); returns the count and the index
 * after it, or null.
 */
export function readLoyaltyLevel(r: Reader, i: number): { n: number; next: number } | null {
  const prep = has(at(r, i), 'prep')?.prep;
  const from = prep === 'at' || prep === 'on' ? i + 1 : i;
  if (!has(at(r, from), 'number')) return null;
  const ctr = readCounters(r, from);
  return ctr && ctr.kind === 'loyalty' ? { n: ctr.n, next: ctr.next } : null;
}

/**
 * "(4/3 flying deathtouch lifelink trample)", "(so 3/3 double strike trample)", "(now a 5/5 with trample)", "(2/2)",
 * "(first strike, infect)": a card's size and keywords restated in brackets after its name, read whole or not at all
 * (keywords one after another, or joined by commas, "and" or "+"). `after`: opened by "so" or "now" — what the clause
 * made it, not what it was (refs-told.ts sizeAsStated checks it there).
 */
export function readRestated(r: Reader, i: number, close: number): NonNullable<Description['restated']> | null {
  let j = i;
  const after = has(at(r, j), 'conj')?.conj === 'so' || has(at(r, j), 'time')?.time === 'now';
  if (after) j++;
  if (has(at(r, j), 'det')?.det === 'a') j++;
  const size = has(at(r, j), 'pt');
  const sized = size !== undefined && size.power !== null && size.toughness !== null && size.plural !== true;
  if (sized) j++;
  if (sized && has(at(r, j), 'prep')?.prep === 'with') j++;
  const keywords: Description['keywords'] = [];
  while (j < close) {
    const k = has(at(r, j), 'keyword');
    if (k) {
      keywords.push(k.keyword);
      j++;
      continue;
    }
    const conj = has(at(r, j), 'conj')?.conj;
    if (keywords.length > 0 && (has(at(r, j), 'punct')?.char === ',' || conj === 'and' || conj === 'plus') && has(at(r, j + 1), 'keyword')) {
      j++;
      continue;
    }
    break;
  }
  // ("(so 5/5 now)": "now" may close it too.)
  if (after && has(at(r, j), 'time')?.time === 'now') j++;
  if (j !== close || (!sized && keywords.length === 0)) return null;
  return { power: sized ? size.power : null, toughness: sized ? size.toughness : null, keywords, ...(after ? { after: true as const } : {}) };
}

/**
 * "a 3/3 creature with no abilities", "a 2/2 without any abilities": a creature with no abilities at all, as "a vanilla
 * 3/3" (the adjective 'plain'; said of a card, refs-told.ts leaves it unread). Returns the index after the words, or
 * null when they are not these (`none`: "no" or "without" was said before i).
 */
export function noAbilities(r: Reader, i: number, none: boolean): number | null {
  if (!none) return null;
  const j = has(at(r, i), 'det')?.det === 'any' ? i + 1 : i;
  const c = at(r, j);
  const noun = c?.senses.find((x) => (x.kind === 'thing-noun' && x.noun === 'keyword') || (x.kind === 'object-noun' && x.noun === 'ability'));
  // (Only the plural: "with no ability" names one ability, which stays unread.)
  return noun !== undefined && /ies$/i.test(c!.text) ? j + 1 : null;
}

/**
 * A restatement of the object's size after it (readRestated), in brackets or set off by commas ("my 2/2, now a 4/4,
 * blocks"): read for a card, or for a creature told by its own size when the note has a size (a note of keywords alone
 * after "a 2/2" is what it has, read as its description). The note may end with the permanent it says makes that size —
 * "(5/5 with the anthem)", "(now a 3/3 from Glorious Anthem)" — a card named ending the note (`nounPhrase` reads it).
 * [open, close): the opening bracket or comma and the closing one (or the sentence's end).
 */
export function readRestatedNote(r: Reader, open: number, close: number, d: Description, nounPhrase: (r: Reader, i: number) => { np: NounPhrase; next: number } | null): NonNullable<Description['restated']> | null {
  const sizedOwn = d.card === null && d.power !== null && d.toughness !== null && d.count === null && !d.plural;
  if (d.card === null && !sizedOwn) return null;
  const inner = { ...r, end: close };
  const usable = (x: NonNullable<Description['restated']> | null): x is NonNullable<Description['restated']> => x !== null && (!sizedOwn || x.power !== null);
  const whole = readRestated(inner, open + 1, close);
  if (whole) return usable(whole) ? whole : null;
  for (let p = close - 1; p > open + 1; p--) {
    const prep = has(at(inner, p), 'prep')?.prep;
    if (prep !== 'with' && prep !== 'from') continue;
    const cause = nounPhrase(inner, p + 1);
    if (!cause || cause.next !== close || cause.np.kind !== 'object' || cause.np.card === null) continue;
    const sized = readRestated({ ...r, end: p }, open + 1, p);
    if (sized && sized.power !== null && usable(sized)) return { ...sized, cause: cause.np };
  }
  return null;
}
