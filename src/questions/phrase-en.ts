/**
 * English noun phrases: the tokenizer and the small grammar that reads "a 7/7 with trample and
 * lifelink", "my opponent's two 2/2s", "the blocker", "it", "white creatures you control",
 * "Grizzly Bears equipped with Colossus Hammer". Each phrase becomes a reference (things, a group
 * filter, or a player) and the sentence a skeleton such as "#0 attacks and is blocked by #1 and #2",
 * which clause patterns (parse-en.ts) read without caring how each phrase was worded.
 */
import type { Keyword } from '../engine/types.ts';
import type { GroupFilter, Ref, Side } from './types.ts';
import type { Description, QuestionState } from './state.ts';
import { emptyDescription } from './state.ts';
import { COLORS_EN, SUBTYPES_EN, TYPES_EN, keywordAt, numberEn } from './lexicon.ts';
import { lookupTable } from '../core/table.ts';

export interface Token {
  /** Lower-case text (what the grammar reads). */
  low: string;
  /** As written (card names keep their capitals). */
  raw: string;
}

/** Words and marks: P/T ("7/7", "2/2s", "+2/+2"), numbers, words with apostrophes, punctuation, placeholders. */
const TOKEN = /[+-]?\d+\/[+-]?\d+s?|p\/t|\{\d+\}|«\d+»|‹\d+›|[A-Za-z]+(?:'t)?(?:-[A-Za-z]+)*|\d+|'s\b|[,;.?!:]/gi;

export function tokenize(text: string): Token[] {
  const spaced = text
    .replace(/[’‘]/g, "'")
    .replace(/\b(it|that|what|there|who)'s\b/gi, '$1 is')
    .replace(/\b(don|doesn|isn|aren|won|wouldn|didn)'t\b/gi, (m) => `${m.slice(0, -3)} not`)
    .replace(/\bcannot\b/gi, "can't")
    .replace(/\bits\b/gi, "it 's")
    .replace(/(\w)'s\b/g, "$1 's")
    .replace(/(\w)s'(?=\s)/g, "$1s 's");
  const out: Token[] = [];
  for (const m of spaced.matchAll(TOKEN)) out.push({ low: m[0].toLowerCase(), raw: m[0] });
  return out;
}

/** Words the tokenizer leaves out silently would hide what we didn't understand: report them. */
export function untokenizable(text: string): string[] {
  const odd: string[] = [];
  // A negative number outside a P/T ("deals -3 damage"): the tokens would read it as 3.
  for (const m of text.matchAll(/(?<![\w/+-])-\d+(?![\d/])/g)) odd.push(m[0]);
  // Two sizes in a row for one thing ("a 2/2 3/3 creature"): contradictory, so not read at all.
  for (const m of text.matchAll(/(?<![\w/])[+-]?\d+\/[+-]?\d+\s+[+-]?\d+\/[+-]?\d+(?![\w/])/g)) odd.push(m[0]);
  const rest = text
    .replace(/[’‘]/g, "'")
    .replace(TOKEN, ' ')
    // A minus sign before a number the tokens didn't take ("-3 damage") is reported, never dropped.
    .replace(/["“”'()—–/]|-(?!\d)/g, ' ')
    .trim();
  return [...odd, ...(rest === '' ? [] : rest.split(/\s+/).filter((w) => w !== ''))];
}

export interface Chunked {
  /** The sentence with each phrase replaced by #n (a reference) or %n (a list of keywords). */
  skeleton: string[];
  refs: Ref[];
  keywordLists: Keyword[][];
  /** The words each #n / %n stands for, as written. */
  refText: string[];
  keywordText: string[];
}

const PLAYER_A = new Set(['i', 'me', 'myself', 'you', 'yourself']);

/** "my opponent", "the opponent", "opponent", "the defending player", "player b", "they" is not. */
function playerAt(t: readonly string[], i: number): { side: Side; length: number } | null {
  const w = (k: number): string => t[i + k] ?? '';
  if (w(0) === 'player' && (w(1) === 'a' || w(1) === 'b')) return { side: w(1) === 'a' ? 'A' : 'B', length: 2 };
  if ((w(0) === 'my' || w(0) === 'the' || w(0) === 'your' || w(0) === 'an' || w(0) === 'their') && (w(1) === 'opponent' || w(1) === 'opponents')) return { side: 'B', length: 2 };
  if (w(0) === 'opponent' || w(0) === 'opponents') return { side: 'B', length: 1 };
  if ((w(0) === 'the' || w(0) === 'that') && (w(1) === 'defending' || w(1) === 'attacked') && w(2) === 'player') return { side: 'B', length: 3 };
  if (PLAYER_A.has(w(0))) return { side: 'A', length: 1 };
  return null;
}

const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those', 'both']);
const HEADS_ONE = new Set(['creature', 'token', 'one', 'permanent', 'attacker', 'blocker']);
const HEADS_MANY = new Set(['creatures', 'tokens', 'ones', 'permanents', 'attackers', 'blockers']);
// Tables keyed by the question's words have no prototype: "constructor" is a word, not a property.
const ORDINALS = lookupTable<number>({ first: 0, second: 1, third: 2, fourth: 3, other: -1 });
/** Words after which a P/T is a new value, not a new creature ("becomes a 0/1"). */
const VALUE_VERBS = new Set(['becomes', 'become', 'becoming', 'base']);

const GIVE_VERBS = new Set(['give', 'gives', 'gave', 'grant', 'grants', 'granted']);

/** Nouns for a creature with a keyword. */
const AGENTS = lookupTable<string>({
  flier: 'flying', flyer: 'flying', fliers: 'flying', flyers: 'flying', trampler: 'trample', tramplers: 'trample',
  'first striker': 'first strike', 'first strikers': 'first strike', 'double striker': 'double strike', 'double strikers': 'double strike',
  deathtoucher: 'deathtouch', lifelinker: 'lifelink',
});

interface Phrase {
  ref: Ref;
  end: number;
}

/**
 * Reads the noun phrase at t[i], creating or finding the things it names in the state. Returns null
 * when there is no noun phrase there.
 */
function phraseAt(t: readonly Token[], i: number, st: QuestionState, cards: ReadonlyMap<string, string>, quotes: readonly string[] = []): Phrase | null {
  const low = t.map((x) => x.low);
  const w = (k: number): string => low[k] ?? '';
  if (i > 0 && VALUE_VERBS.has(w(i - 1))) return null;
  if (i > 1 && VALUE_VERBS.has(w(i - 2)) && (w(i - 1) === 'a' || w(i - 1) === 'an')) return null;
  // Players (but "my opponent's 2/2" is a possessive, read below).
  const p = playerAt(low, i);
  if (p && w(i + p.length) !== "'s" && !(p.side === 'A' && w(i) === 'you' && w(i + 1) === 'control')) return { ref: { kind: 'player', side: p.side }, end: i + p.length };
  // Pronouns.
  if (w(i) === 'it' || w(i) === 'its' || w(i) === 'itself') {
    const it = st.pronoun();
    if (!it) return null;
    st.mention(it.id);
    return { ref: { kind: 'things', ids: [it.id] }, end: i + 1 };
  }
  if (w(i) === 'they' || w(i) === 'them' || w(i) === 'both') {
    if (w(i) === 'both' && (HEADS_MANY.has(w(i + 1)) || w(i + 1) === 'of')) {
      // "both blockers", "both of them": read below / here.
      if (w(i + 1) === 'of' && w(i + 2) === 'them') return lastGroup(st, i + 3);
    } else return lastGroup(st, i + 1);
  }

  let j = i;
  const d: Description = emptyDescription();
  let definite = false;
  let count: number | null = null;
  let quantified = false; // all / each / other
  let other = false;
  let ordinal: number | null = null;
  let described = false;
  let determiner = false;

  // Determiner or possessor.
  const possessor = playerAt(low, j);
  if (possessor && w(j + possessor.length) === "'s") {
    d.controller = possessor.side;
    j += possessor.length + 1;
    determiner = true;
  } else if (w(j) === 'my' || w(j) === 'your') {
    d.controller = 'A';
    j++;
    if (w(j) === 'own') j++;
    determiner = true;
  } else if (w(j) === 'his' || w(j) === 'her' || w(j) === 'their') {
    d.controller = 'B';
    j++;
    determiner = true;
  } else if (DEFINITE.has(w(j))) {
    definite = true;
    j++;
    determiner = true;
  } else if (w(j) === 'all' || w(j) === 'each' || w(j) === 'every') {
    quantified = true;
    j++;
    determiner = true;
    if (w(j) === 'other') {
      other = true;
      j++;
    }
  } else if (w(j) === 'other' || w(j) === 'another') {
    if (w(j) === 'other') other = true;
    if (w(j) === 'another') count = 1;
    j++;
    determiner = true;
  } else if (w(j) === 'one' && w(j + 1) !== 'of') {
    count = 1;
    j++;
    determiner = true;
  } else if (w(j) === 'a' || w(j) === 'an') {
    count = 1;
    j++;
    determiner = true;
  }
  // "my two 2/2s", "the first blocker", "the other blocker"
  // Agent nouns: "my first striker", "a 3/3 flier", "the trampler" (a creature with that keyword).
  const agentAt = (k: number): { keyword: string; length: number } | null => {
    const two = AGENTS[`${w(k)} ${w(k + 1)}`];
    if (two) return { keyword: two, length: 2 };
    const one = AGENTS[w(k)];
    return one ? { keyword: one, length: 1 } : null;
  };
  const agentFirst = agentAt(j);
  if (agentFirst) {
    const kw = keywordAt(agentFirst.keyword.split(' '), 0, false);
    if (kw) d.keywords.push(kw.keyword);
    j += agentFirst.length;
    described = true;
  }
  if (ORDINALS[w(j)] !== undefined && (definite || d.controller !== null) && !keywordAt(low, j, false)) {
    ordinal = ORDINALS[w(j)]!;
    j++;
  }
  const n = numberEn(w(j));
  if (n !== null && n >= 2 && n <= 20 && !/\//.test(w(j))) {
    count = n;
    j++;
  }
  if (w(j) === 'other') {
    other = true;
    j++;
  }

  // Card name placeholder.
  const cardMatch = /^«(\d+)»$/.exec(t[j]?.raw ?? '');
  if (cardMatch) {
    d.card = cards.get(cardMatch[1]!) ?? null;
    j++;
    described = true;
  }

  // Modifiers.
  let plural = false;
  let headRole: 'attacker' | 'blocker' | null = null;
  let head = false;
  for (;;) {
    const x = w(j);
    const pt = /^(\d+)\/(\d+)(s?)$/.exec(x);
    // A second size in the same phrase ("a 2/2 3/3 creature") is a contradiction, not a correction:
    // the phrase ends here, so the second size is left over and reported as not understood.
    if (pt && d.power !== null) break;
    if (pt && !d.card) {
      d.power = Number(pt[1]);
      d.toughness = Number(pt[2]);
      if (pt[3] === 's') {
        plural = true;
        head = true;
        j++;
        break;
      }
      j++;
      described = true;
      continue;
    }
    if (x === ',' && described && keywordAt(low, j + 1, false)) {
      j++;
      continue;
    }
    const kw = keywordAt(low, j, false);
    // After "give", a keyword after the size is what is given ("I give my 2/2 flying"), unless a
    // noun follows ("give a 2/2 flying creature +1/+1").
    if (kw && d.power !== null && GIVE_VERBS.has(w(i - 1)) && !keywordsThenHead(low, j)) break;
    if (kw && !(HEADS_ONE.has(w(j + kw.length)) === false && w(j + kw.length) === 'counter')) {
      d.keywords.push(kw.keyword);
      j += kw.length;
      described = true;
      continue;
    }
    const color = COLORS_EN[x];
    if (color) {
      d.colors.push(color);
      j++;
      described = true;
      continue;
    }
    if (x === 'colorless') {
      j++;
      described = true;
      continue;
    }
    if (x === 'tapped' || x === 'untapped') {
      d.tapped = x === 'tapped';
      j++;
      described = true;
      continue;
    }
    if (x === 'summoning-sick' || (x === 'summoning' && w(j + 1) === 'sick')) {
      d.summoningSick = true;
      j += x === 'summoning' ? 2 : 1;
      described = true;
      continue;
    }
    if (x === 'attacking' || x === 'blocking' || x === 'unblocked') {
      headRole = x === 'blocking' ? 'blocker' : 'attacker';
      j++;
      described = true;
      continue;
    }
    if (x === 'legendary' || x === 'nontoken') {
      j++;
      continue;
    }
    const type = TYPES_EN[x];
    if (type && type !== 'Creature' && (HEADS_ONE.has(w(j + 1)) || HEADS_MANY.has(w(j + 1)))) {
      d.types.push(type);
      j++;
      described = true;
      continue;
    }
    break;
  }
  // Head noun (an agent noun is a head too: "a 3/3 flier").
  const agent = agentAt(j);
  if (agent) {
    const kw = keywordAt(agent.keyword.split(' '), 0, false);
    if (kw) d.keywords.push(kw.keyword);
    j += agent.length;
    described = true;
  }
  const x = w(j);
  const pronounHead = (x === 'one' || x === 'ones') && !determiner && !described;
  if (!pronounHead && (HEADS_ONE.has(x) || HEADS_MANY.has(x))) {
    head = true;
    if (HEADS_MANY.has(x)) plural = true;
    if (x === 'attacker' || x === 'attackers') headRole = 'attacker';
    if (x === 'blocker' || x === 'blockers') headRole = 'blocker';
    if (x === 'token' || x === 'tokens') d.token = true;
    j++;
  } else if (SUBTYPES_EN.has(x) && (determiner || described || count !== null)) {
    const sub = SUBTYPES_EN.get(x)!;
    d.subtypes.push(sub);
    if (x !== sub.toLowerCase() && x !== 'merfolk') plural = true;
    head = true;
    j++;
    if (w(j) === 'creature' || w(j) === 'token') j++;
    else if (w(j) === 'creatures' || w(j) === 'tokens') {
      plural = true;
      j++;
    }
  } else if (TYPES_EN[x] && (determiner || described)) {
    d.types.push(TYPES_EN[x]!);
    head = true;
    if (x.endsWith('s')) plural = true;
    j++;
  }
  if (agent && !head) head = true;
  if (!head && !described) {
    // "my opponent's life total": the possessor alone is the phrase (a player), "'s" stays.
    if (possessor && w(i + possessor.length) === "'s") return { ref: { kind: 'player', side: possessor.side }, end: i + possessor.length };
    return null;
  }
  if (!head && !determiner && d.power === null && !d.card) return null;

  // Post-modifiers.
  /** Keywords the phrase says it lacks ("without flying"), as JSON, to refuse a contradiction. */
  const lacks: string[] = [];
  for (;;) {
    if (w(j) === 'with' || ((w(j) === 'that' || w(j) === 'which') && (w(j + 1) === 'has' || w(j + 1) === 'have'))) {
      let k = w(j) === 'with' ? j + 1 : j + 2;
      // with 'White creatures you control get +1/+1.' (quoted rules text, compiled later)
      const quoted = /^‹(\d+)›$/.exec(t[k]?.raw ?? '');
      if (quoted) {
        d.abilityTexts.push(quotes[Number(quoted[1])] ?? '');
        j = k + 1;
        continue;
      }
      // with N +1/+1 counters (on it)
      const c = countersAt(low, k);
      if (c) {
        d.counters[c.counter] = (d.counters[c.counter] ?? 0) + c.amount;
        j = c.end;
        // "with a +1/+1 counter and a -1/-1 counter (on it)": a list of counters.
        for (;;) {
          let m = j;
          if (w(m) === ',') m++;
          if (w(m) === 'and') m++;
          const more = m > j ? countersAt(low, m) : null;
          if (!more) break;
          d.counters[more.counter] = (d.counters[more.counter] ?? 0) + more.amount;
          j = more.end;
        }
        if (w(j) === 'on' && (w(j + 1) === 'it' || w(j + 1) === 'them')) j += 2;
        continue;
      }
      if (w(k) === 'summoning' && w(k + 1) === 'sickness') {
        d.summoningSick = true;
        j = k + 2;
        continue;
      }
      const first = keywordAt(low, k);
      if (!first || lacks.includes(JSON.stringify(first.keyword))) break;
      d.keywords.push(first.keyword);
      k += first.length;
      for (;;) {
        let m = k;
        if (w(m) === ',') m++;
        if (w(m) === 'and') m++;
        if (m === k) break;
        if (w(m) === 'summoning' && w(m + 1) === 'sickness') {
          d.summoningSick = true;
          k = m + 2;
          continue;
        }
        const next = keywordAt(low, m);
        if (!next || lacks.includes(JSON.stringify(next.keyword))) break;
        d.keywords.push(next.keyword);
        k = m + next.length;
      }
      j = k;
      continue;
    }
    if ((w(j) === 'that' || w(j) === 'which') && keywordAt(low, j + 1) && w(j + 1) === "can't") {
      const kw = keywordAt(low, j + 1)!;
      d.keywords.push(kw.keyword);
      j += 1 + kw.length;
      continue;
    }
    if ((w(j) === 'that' || w(j) === 'which') && (w(j + 1) === 'i' || w(j + 1) === 'you') && w(j + 2) === 'control') {
      d.controller = 'A';
      j += 3;
      continue;
    }
    if ((w(j) === 'that' || w(j) === 'which') && playerAt(low, j + 1) && (w(j + 1 + playerAt(low, j + 1)!.length) === 'controls')) {
      d.controller = playerAt(low, j + 1)!.side;
      j += 2 + playerAt(low, j + 1)!.length;
      continue;
    }
    if ((w(j) === 'that' || w(j) === 'which') && (w(j + 1) === 'just' || w(j + 1) === 'came' || w(j + 1) === 'entered' || w(j + 1) === 'has')) {
      let k = j + 1;
      if (w(k) === 'has' && w(k + 1) === 'just') k++;
      if (w(k) === 'just') k++;
      if (w(k) === 'came' || w(k) === 'entered' || w(k) === 'come') {
        k++;
        if (w(k) === 'into' && w(k + 1) === 'play') k += 2;
        else if (w(k) === 'onto' && w(k + 1) === 'the' && w(k + 2) === 'battlefield') k += 3;
        else if (w(k) === 'under' && (w(k + 1) === 'my' || w(k + 1) === 'your') && w(k + 2) === 'control') {
          d.controller = 'A';
          k += 3;
        } else if (w(k) === 'under' && playerAt(low, k + 1) && w(k + 1 + playerAt(low, k + 1)!.length) === "'s" && w(k + 2 + playerAt(low, k + 1)!.length) === 'control') {
          d.controller = playerAt(low, k + 1)!.side;
          k += 3 + playerAt(low, k + 1)!.length;
        }
        if (w(k) === 'this' && w(k + 1) === 'turn') k += 2;
        d.summoningSick = true;
        j = k;
        continue;
      }
    }
    if ((w(j) === 'you' || w(j) === 'i') && (w(j + 1) === 'control' || w(j + 1) === 'controlled')) {
      d.controller = 'A';
      j += 2;
      continue;
    }
    const owner = playerAt(low, j);
    if (owner && (w(j + owner.length) === 'controls' || w(j + owner.length) === 'control')) {
      d.controller = owner.side;
      j += owner.length + 1;
      continue;
    }
    if ((w(j) === 'controlled' && w(j + 1) === 'by') || (w(j) === 'of' && playerAt(low, j + 1))) {
      const k = w(j) === 'of' ? j + 1 : j + 2;
      const o = playerAt(low, k);
      if (o) {
        d.controller = o.side;
        j = k + o.length;
        continue;
      }
    }
    // "a 3/3 without flying": a described creature simply lacks it. A card's abilities come from
    // its card, and "with flying … without flying" contradicts itself: neither is read, so the words
    // are reported as not understood rather than guessed at.
    const without = w(j) === 'without' ? j : (w(j) === 'and' || w(j) === ',') && w(j + 1) === 'without' ? j + 1 : -1;
    if (without >= 0 && !d.card) {
      const lacking: Keyword[] = [];
      let k = without + 1;
      for (;;) {
        const kw = keywordAt(low, k);
        if (!kw) break;
        lacking.push(kw.keyword);
        k += kw.length;
        let m = k;
        if (w(m) === ',') m++;
        if (w(m) === 'and' || w(m) === 'or') m++;
        if (m === k || !keywordAt(low, m)) break;
        k = m;
      }
      const named = (x: Keyword): string => JSON.stringify(x);
      if (lacking.length === 0 || lacking.some((x) => d.keywords.some((y) => named(y) === named(x)))) break;
      lacks.push(...lacking.map(named));
      j = k;
      continue;
    }
    if (w(j) === 'with' && w(j + 1) === 'no' && w(j + 2) === 'abilities') {
      j += 3;
      continue;
    }
    break;
  }

  // Quantified or bare plural: a group of permanents (a static ability's or an effect's subject).
  if ((quantified || (plural && count === null && !definite)) && !headRole) {
    const filter: GroupFilter = {
      types: d.types.length > 0 ? d.types : ['Creature'],
      colors: d.colors,
      subtypes: d.subtypes,
      supertypes: [],
      nontoken: null,
      controller: d.controller === 'A' ? 'you' : d.controller === 'B' ? 'opponent' : null,
      other,
      keywords: d.keywords.map((k) => k.keyword),
    };
    return { ref: { kind: 'group', filter }, end: j };
  }
  // "the blocker", "the first blocker", "the attackers", "the other blocker"
  if (headRole && (definite || d.controller !== null || ordinal !== null)) {
    let ids = st.withRole(headRole).map((x) => x.id);
    if (ordinal !== null && ordinal >= 0) ids = ids.slice(ordinal, ordinal + 1);
    if (ordinal === -1) {
      const last = st.pronoun();
      ids = ids.filter((id) => id !== last?.id).slice(0, 1);
    }
    if (ids.length === 0) return null;
    if (!plural) ids = ids.slice(0, 1);
    for (const id of ids) st.mention(id);
    return { ref: { kind: 'things', ids }, end: j };
  }
  // A card named again ("… and Grizzly Bears. What is the power of Grizzly Bears?") is the same card,
  // unless "a"/"another"/a number says it's a new one.
  if (d.card && count === null && !plural) {
    const same = st.find({ ...d, power: null, toughness: null, keywords: [], colors: [] });
    if (same) {
      st.mention(same.id);
      return { ref: { kind: 'things', ids: [same.id] }, end: j };
    }
  }
  // "the 2/2", "my creature", "the creature with deathtouch", "the other one"
  if (definite || (d.controller !== null && count === null && !plural)) {
    if (definite && plural) {
      const many = matching(st, d);
      if (many.length > 0) return { ref: { kind: 'things', ids: many }, end: j };
    }
    const found = other ? otherThan(st, d) : st.find(d);
    if (found) {
      // "my 1/1": the thing it names is mine from now on.
      if (found.controller === null && d.controller !== null) found.controller = d.controller;
      st.mention(found.id);
      return { ref: { kind: 'things', ids: [found.id] }, end: j };
    }
  }
  const made: string[] = [];
  const howMany = count ?? (plural ? 2 : 1);
  for (let k = 0; k < howMany; k++) {
    const thing = st.create(d);
    if (headRole) st.setRole(thing.id, headRole);
    made.push(thing.id);
  }
  return { ref: { kind: 'things', ids: made }, end: j };
}

/** Keywords (and commas/colors) from low[j] on, ending in a head noun. */
function keywordsThenHead(low: readonly string[], j: number): boolean {
  let k = j;
  for (;;) {
    const kw = keywordAt(low, k, false);
    if (kw) {
      k += kw.length;
      continue;
    }
    const x = low[k] ?? '';
    if (x === ',' || x === 'and' || COLORS_EN[x]) {
      k++;
      continue;
    }
    return HEADS_ONE.has(x) || HEADS_MANY.has(x) || SUBTYPES_EN.has(x) || AGENTS[x] !== undefined;
  }
}

function lastGroup(st: QuestionState, end: number): Phrase | null {
  const last = [...st.events].reverse().find((e) => e.kind === 'block' || e.kind === 'attack');
  if (last && last.kind === 'block' && last.blockers.length > 1) return { ref: { kind: 'things', ids: last.blockers }, end };
  if (last && last.kind === 'attack' && last.attackers.length > 1) return { ref: { kind: 'things', ids: last.attackers }, end };
  const it = st.pronoun();
  return it ? { ref: { kind: 'things', ids: [it.id] }, end } : null;
}

function matching(st: QuestionState, d: Description): string[] {
  return st.things
    .filter((t) => (d.power === null || t.power === d.power) && (d.toughness === null || t.toughness === d.toughness) && (d.controller === null || t.controller === d.controller))
    .map((t) => t.id);
}

function otherThan(st: QuestionState, d: Description): ReturnType<QuestionState['find']> {
  const last = st.pronoun();
  return st.things.find((t) => t.id !== last?.id && (d.power === null || t.power === d.power));
}

/** "two +1/+1 counters", "a -1/-1 counter", "3 +1/+1 counters". */
export function countersAt(low: readonly string[], k: number): { counter: string; amount: number; end: number } | null {
  const n = numberEn(low[k] ?? '');
  const amountAt = n !== null ? k + 1 : k;
  const kind = low[amountAt] ?? '';
  if (!/^[+-]\d+\/[+-]\d+$/.test(kind)) return null;
  if (low[amountAt + 1] !== 'counter' && low[amountAt + 1] !== 'counters') return null;
  return { counter: kind, amount: n ?? 1, end: amountAt + 2 };
}

/**
 * The sentence as a skeleton: phrases as #n, keyword lists as %n, everything else as its
 * lower-case word. Card-name placeholders («n») and quoted text (‹n›) come from the caller.
 */
export function chunk(tokens: readonly Token[], st: QuestionState, cards: ReadonlyMap<string, string>, quotes: readonly string[] = []): Chunked {
  const out: Chunked = { skeleton: [], refs: [], keywordLists: [], refText: [], keywordText: [] };
  const low = tokens.map((t) => t.low);
  const text = (a: number, b: number): string =>
    tokens
      .slice(a, b)
      .map((t) => t.raw.replace(/^«(\d+)»$/, (_m, n: string) => cards.get(n) ?? t.raw))
      .join(' ')
      .replace(/ 's\b/g, "'s");
  let i = 0;
  while (i < tokens.length) {
    const p = phraseAt(tokens, i, st, cards, quotes);
    if (p && p.end > i) {
      let end = p.end;
      // "Grizzly Bears equipped with Colossus Hammer", "a 2/2 enchanted with an Aura that …"
      if ((low[end] === 'equipped' || low[end] === 'enchanted') && (low[end + 1] === 'with' || low[end + 1] === 'by') && p.ref.kind === 'things' && p.ref.ids.length === 1) {
        const sub = phraseAt(tokens, end + 2, st, cards);
        if (sub && sub.ref.kind === 'things') {
          for (const id of sub.ref.ids) {
            const t = st.get(id);
            if (t) t.attachedTo = p.ref.ids[0]!;
          }
          st.mention(p.ref.ids[0]!);
          end = sub.end;
        }
      }
      out.skeleton.push(`#${p.ref.kind === 'player' ? 'P' : ''}${out.refs.length}`);
      out.refs.push(p.ref);
      out.refText.push(text(i, end));
      i = end;
      continue;
    }
    const kw = keywordAt(low, i);
    if (kw) {
      const list = [kw.keyword];
      let k = i + kw.length;
      for (;;) {
        let m = k;
        if (low[m] === ',') m++;
        if (low[m] === 'and' || low[m] === 'or') m++;
        if (m === k) break;
        const next = keywordAt(low, m);
        if (!next) break;
        list.push(next.keyword);
        k = m + next.length;
      }
      out.skeleton.push(`%${out.keywordLists.length}`);
      out.keywordLists.push(list);
      out.keywordText.push(text(i, k));
      i = k;
      continue;
    }
    out.skeleton.push(low[i]!);
    i++;
  }
  return out;
}
