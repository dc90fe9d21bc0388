/**
 * English noun phrases over chunks: determiners and possessives ("my", "their", "AP's", "the
 * opponent's"), numbers ("two 4/4s", "both"), adjectives (colors, keywords, P/T, "attacking",
 * "untapped", "legendary"), a head (creature, token, card name, type, subtype, "trampler", or a
 * bare P/T: "a 2/2"), and what follows the head ("with trample and deathtouch", "with two +1/+1
 * counters", "that has flying", "equipped with Bonesplitter", "from Raise the Alarm", "you
 * control", "(pro red)"). Also players ("my opponent", "the defending player"), pronouns,
 * properties ("its P/T", "my life total") and amounts ("3 damage", "two +1/+1 counters").
 */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { CardRef, Description, NounPhrase, PlayerRef } from '../clause.ts';
import { REFERRING, emptyDescription } from '../clause.ts';

/** "own" (read as the verb "control" by the lexicon): "a 4/4 that I own" says whose it is (108.3), not who controls it (108.4). */
const OWN = /^(?:own|owns|owned)$/i;
import type { Sense } from '../senses.ts';

export interface Reader {
  chunks: readonly Chunk[];
  text: string;
  /** Chunk indices [from, to) of the current sentence. */
  end: number;
  /** Parenthesised asides inside the sentence ([open, close] chunk indices), skipped by the grammar. */
  skips?: [number, number][];
}

function base(r: Reader, from: number, to: number): { chunks: number[]; start: number; end: number; text: string } {
  const a = r.chunks[from]!;
  const b = r.chunks[to - 1]!;
  const chunks: number[] = [];
  for (let k = from; k < to; k++) chunks.push(k);
  return { chunks, start: a.start, end: b.end, text: r.text.slice(a.start, b.end) };
}

function at(r: Reader, i: number): Chunk | undefined {
  return i < r.end ? r.chunks[i] : undefined;
}

function cardRef(s: Extract<Sense, { kind: 'card' }>): CardRef {
  return { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) };
}

/** A player word, possibly possessive ("my opponent's" = opponent + 's). */
export function readPlayer(r: Reader, i: number): { player: PlayerRef; possessive: boolean; next: number } | null {
  const c = at(r, i);
  const p = has(c, 'player');
  if (!p) return null;
  // "they"/"them" are players only when nothing else fits; the grammar decides (pronoun sense kept).
  let next = i + 1;
  let possessive = p.possessive;
  if (has(at(r, next), 'poss')) {
    possessive = true;
    next++;
  } else if (!possessive && p.who === 'opponent' && /s$/i.test(c!.text) && (startsThing(at(r, next)) || (has(at(r, next), 'adj')?.adj === 'only' && [1, 2].some((n) => has(at(r, next + n), 'object-noun') !== undefined)))) {
    // "my opponents grizzly bears", "the opps 2/2": in a two-player game there is one opponent, so a
    // plural "opponents" before what a player has is the possessive with its apostrophe left out.
    // ("opps only untapped creature": the same before "only" and the creature word.)
    possessive = true;
  }
  return { player: { who: p.who }, possessive, next };
}

/** Whether a chunk can open a thing a player has: a card name, a size, a creature/permanent word, a keyword. */
function startsThing(c: Chunk | undefined): boolean {
  return c !== undefined && !has(c, 'verb') && (['card', 'pt', 'object-noun', 'type', 'subtype', 'color', 'keyword'] as const).some((k) => has(c, k) !== undefined);
}

/** Keywords in a list: "trample and deathtouch", "flying, first strike and lifelink", "ds + trample". */
function readKeywordList(r: Reader, i: number, d: Description, into: 'keywords' | 'lacks'): number {
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
function readSizeHalves(r: Reader, i: number, d: Description): number {
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

/** "two +1/+1 counters", "a -1/-1 counter", "9 poison counters": kind and number. */
export function readCounters(r: Reader, i: number): { kind: string; n: number; next: number } | null {
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

/** What may follow a head: with …, that has …, equipped with …, from …, you control, (pro red). */
function readPostModifiers(r: Reader, i: number, d: Description): number {
  let j = i;
  for (let guard = 0; guard < 12; guard++) {
    const c = at(r, j);
    const prep = has(c, 'prep');
    const verb = has(c, 'verb');
    const sub = has(c, 'sub');
    const punct = has(c, 'punct');
    if (prep && (prep.prep === 'with' || prep.prep === 'without')) {
      const into = prep.prep === 'without' ? 'lacks' : 'keywords';
      // "with no trample"
      const no = has(at(r, j + 1), 'det')?.det === 'no' || has(at(r, j + 1), 'yes-no')?.yes === false;
      const k = readKeywordList(r, j + 1 + (no ? 1 : 0), d, no ? 'lacks' : into);
      if (k > j + 1 + (no ? 1 : 0)) {
        j = k;
        // "a creature with double strike 3/3", "a creature with deathtouch 1/1 blocks": a size said right
        // after the keywords of a creature told with none is that creature's size, never a second
        // creature (red team s11: the keywords went to one object and the size to another).
        const size = has(at(r, j), 'pt');
        if (size && into === 'keywords' && !no && size.power !== null && size.toughness !== null && !size.plural && d.power === null && d.toughness === null && d.card === null) {
          d.power = size.power;
          d.toughness = size.toughness;
          j++;
        }
        // "with haste and summoning sickness": the state is the creature's too (302.6).
        if (into === 'keywords' && !no && has(at(r, j), 'conj')?.conj === 'and' && has(at(r, j + 1), 'adj')?.adj === 'sick') {
          d.adjectives.push('sick');
          j += 2;
          continue;
        }
        // "with reach and without flying"
        const p2 = has(at(r, j + 1), 'prep');
        if (has(at(r, j), 'conj')?.conj === 'and' && p2 && (p2.prep === 'with' || p2.prep === 'without')) j++;
        continue;
      }
      if (prep.prep === 'with') {
        const ctr = readCounters(r, j + 1);
        if (ctr) {
          d.counters.push({ kind: ctr.kind, n: ctr.n });
          j = ctr.next;
          // "with two +1/+1 counters and a -1/-1 counter on it"
          for (;;) {
            if (has(at(r, j), 'conj')?.conj !== 'and' && has(at(r, j), 'punct')?.char !== ',') break;
            const more = readCounters(r, j + 1);
            if (!more) break;
            d.counters.push({ kind: more.kind, n: more.n });
            j = more.next;
          }
          if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
          continue;
        }
        // "an enchantment with 'Creatures you control get +1/+1.'"
        const q = has(at(r, j + 1), 'quote');
        if (q) {
          d.quotes.push(q.text);
          j += 2;
          continue;
        }
        // "with a regeneration shield", "with a regen shield on it" (701.19a).
        const sh = has(at(r, j + 1), 'det')?.det === 'a' ? j + 2 : j + 1;
        if (has(at(r, sh), 'thing-noun')?.noun === 'regen-shield') {
          d.adjectives.push('shielded');
          j = sh + 1;
          if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
          continue;
        }
        // "with summoning sickness"
        if (has(at(r, j + 1), 'adj')?.adj === 'sick') {
          d.adjectives.push('sick');
          j += 2;
          continue;
        }
        const dmg = readMarkedDamage(r, j + 1);
        if (dmg) {
          d.damage += dmg.n;
          j = dmg.next;
          continue;
        }
        // "a creature with 0 toughness", "with toughness 1 and power 3": half of a size said alone (208.1).
        // (A card's printed size is its own: "Grizzly Bears with 0 toughness" is left unread.)
        const half = readSizeHalves(r, j + 1, d);
        if (half > j + 1) {
          j = half;
          continue;
        }
        const eq = has(at(r, j + 1), 'card');
        if (eq && /Equipment|Aura/.test(eq.typeLine)) {
          const np = readNounPhrase(r, j + 1);
          if (np) {
            d.attachments.push(np.np);
            j = np.next;
            // "with Loxodon Warhammer and Bonesplitter"
            while ((has(at(r, j), 'conj')?.conj === 'and' || has(at(r, j), 'punct')?.char === ',') && /Equipment|Aura/.test(has(at(r, j + 1), 'card')?.typeLine ?? '')) {
              const more = readNounPhrase(r, j + 1);
              if (!more) break;
              d.attachments.push(more.np);
              j = more.next;
            }
            continue;
          }
        }
      }
      break;
    }
    // "equipped with X", "enchanted with/by X", "wearing X"
    if (verb && (verb.verb === 'equip' || verb.verb === 'enchant' || verb.verb === 'wear')) {
      let k = j + 1;
      const p2 = has(at(r, k), 'prep');
      if (p2 && (p2.prep === 'with' || p2.prep === 'by')) k++;
      const np = has(at(r, k), 'card') ? readNounPhrase(r, k) : null;
      if (np) {
        d.attachments.push(np.np);
        j = np.next;
        // "wearing X and Y"
        while (has(at(r, j), 'conj')?.conj === 'and' && has(at(r, j + 1), 'card')) {
          const more = readNounPhrase(r, j + 1);
          if (!more) break;
          d.attachments.push(more.np);
          j = more.next;
        }
        continue;
      }
      break;
    }
    // "that has flying", "which has a +1/+1 counter", "that also has first strike"
    if (sub && (sub.sub === 'that' || sub.sub === 'which' || sub.sub === 'who')) {
      let k = j + 1;
      if (has(at(r, k), 'conj')?.conj === 'also') k++;
      const hv = has(at(r, k), 'verb')?.verb === 'have' || has(at(r, k), 'aux')?.aux === 'have';
      if (hv) {
        const kk = readKeywordList(r, k + 1, d, 'keywords');
        if (kk > k + 1) {
          j = kk;
          continue;
        }
        const ctr = readCounters(r, k + 1);
        if (ctr) {
          d.counters.push({ kind: ctr.kind, n: ctr.n });
          j = ctr.next;
          if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
          continue;
        }
        const card = has(at(r, k + 1), 'card');
        if (card) {
          const np = readNounPhrase(r, k + 1);
          if (np) {
            d.attachments.push(np.np);
            j = np.next;
            if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
            continue;
          }
        }
      }
      // "that was already dealt 3 damage this turn"
      let m = k;
      if (has(at(r, m), 'aux')?.aux === 'be' || has(at(r, m), 'aux')?.aux === 'have') m++;
      if (has(at(r, m), 'time')) m++;
      if (has(at(r, m), 'aux')?.aux === 'be') m++;
      // ("a spell that deals 1 damage to each player" is what the object does, never damage marked on it: only "dealt".)
      if ((has(at(r, m), 'verb')?.verb === 'deal' && /^dealt$/i.test(at(r, m)!.text)) || has(at(r, m), 'verb')?.verb === 'take') {
        const dmg = readMarkedDamage(r, m + 1);
        if (dmg) {
          d.damage += dmg.n;
          j = dmg.next;
          if (has(at(r, j), 'time')) j++;
          continue;
        }
      }
      // "that can't block", "that can't be blocked": rules-text abilities read as keywords.
      const kwAfter = readKeywordList(r, k, d, 'keywords');
      if (kwAfter > k) {
        j = kwAfter;
        continue;
      }
      // "that was just created", "that entered this turn", "that I cast this turn": summoning sick (302.6).
      const arrived = readArrival(r, k, false);
      if (arrived) {
        j = arrive(d, arrived);
        continue;
      }
      // "that just came under my control this turn": summoning sick (302.6).
      let m2 = k;
      while (has(at(r, m2), 'filler') || has(at(r, m2), 'time')?.time === 'already') m2++;
      const under = has(at(r, m2 + 1), 'prep')?.prep === 'under' ? 1 : 0;
      if (has(at(r, m2), 'verb')?.verb === 'come' && has(at(r, m2 + 1 + under), 'player') && has(at(r, m2 + 2 + under), 'verb')?.verb === 'control') {
        d.adjectives.push('sick');
        j = m2 + 3 + under;
        if (has(at(r, j), 'time')?.time === 'this-turn') j++;
        continue;
      }
      // "a creature with shroud that I control"
      const ctl = has(at(r, k), 'player');
      if (ctl && !ctl.possessive && has(at(r, k + 1), 'verb')?.verb === 'control') {
        if (OWN.test(at(r, k + 1)!.text)) d.ownedBy = { who: ctl.who };
        else d.controlledBy = { who: ctl.who };
        j = k + 2;
        continue;
      }
      // "that says '…'"
      if (has(at(r, k), 'verb')?.verb === 'say' && has(at(r, k + 1), 'quote')) {
        d.quotes.push(has(at(r, k + 1), 'quote')!.text);
        j = k + 2;
        continue;
      }
      break;
    }
    // "a token I created this turn", "a creature I just cast", "a creature I gained control of this turn" (302.6).
    const arrivedBy = has(c, 'player') ? readArrival(r, j, true) : null;
    if (arrivedBy) {
      j = arrive(d, arrivedBy);
      continue;
    }
    // "a Spirit token I got from Doomed Traveler"
    if (has(c, 'player') && has(at(r, j + 1), 'verb')?.verb === 'get' && has(at(r, j + 2), 'prep')?.prep === 'from' && has(at(r, j + 3), 'card') && (d.head === 'token' || d.subtypes.length > 0)) {
      d.from = cardRef(has(at(r, j + 3), 'card')!);
      j += 4;
      continue;
    }
    // "from Raise the Alarm" (tokens), "you control", "I control", "under my control"
    if (prep && prep.prep === 'from' && has(at(r, j + 1), 'card') && (d.head === 'token' || d.subtypes.length > 0)) {
      d.from = cardRef(has(at(r, j + 1), 'card')!);
      j += 2;
      continue;
    }
    const pl = has(c, 'player');
    if (pl && !pl.possessive && has(at(r, j + 1), 'verb')?.verb === 'control' && d.head !== 'card') {
      if (OWN.test(at(r, j + 1)!.text)) d.ownedBy = { who: pl.who };
      else d.controlledBy = { who: pl.who };
      j += 2;
      continue;
    }
    // "(pro red)", "(no trample)"
    if (punct?.char === '(') {
      const close = findClose(r, j);
      if (close > j + 1) {
        const inner = { ...r, end: close };
        const no = has(at(inner, j + 1), 'det')?.det === 'no' || has(at(inner, j + 1), 'yes-no')?.yes === false;
        const k = readKeywordList(inner, j + 1 + (no ? 1 : 0), d, no ? 'lacks' : 'keywords');
        if (k === close) {
          j = close + 1;
          continue;
        }
      }
      break;
    }
    // "a 1/1 with deathtouch blocking my 5/5": "blocking"/"attacking" after what the creature has is its last
    // word, as after a bare size ("a 1/1 blocking my 5/5"); the grammar reads the combat it tells (grammar.ts).
    const state = has(c, 'adj')?.adj;
    if ((state === 'blocking' || state === 'attacking') && j > i && !d.adjectives.includes(state)) {
      d.adjectives.push(state);
      j++;
      break;
    }
    // "untapped" after the head ("Giant Spider and Grizzly Bears untapped" is read by the grammar)
    break;
  }
  return j;
}

/**
 * What a relative clause tells of when an object arrived — was created, entered, was cast, came under a
 * player's control: "(that) was just created", "that entered the battlefield this turn", "(that) I cast
 * this turn", "I gained control of this turn". Whether it has been under its controller's control since
 * their most recent turn began decides what it can do (302.6), so the time must be said: "this turn" or
 * "just" (summoning sick); with neither, `when` is null and the object is not answered about as if it had
 * been there all along. `byPlayer`: the clause begins with the player who did it (no "that").
 */
function readArrival(r: Reader, k: number, byPlayer: boolean): { next: number; when: 'this-turn' | null } | null {
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
  return { next: m, when: just ? 'this-turn' : null };
}

/** The arrival read: summoning sick when it was this turn; otherwise the time is asked for (story.ts). */
function arrive(d: Description, a: { next: number; when: 'this-turn' | null }): number {
  if (a.when === 'this-turn') d.adjectives.push('sick');
  else d.arrivalUnsaid = true;
  return a.next;
}

function findClose(r: Reader, open: number): number {
  for (let k = open + 1; k < r.end; k++) if (has(r.chunks[k], 'punct')?.char === ')') return k;
  return -1;
}

/** "3 damage marked", "2 damage" (already on a creature). */
function readMarkedDamage(r: Reader, i: number): { n: number; next: number } | null {
  const num = has(at(r, i), 'number');
  if (!num || has(at(r, i + 1), 'thing-noun')?.noun !== 'damage') return null;
  let next = i + 2;
  if (has(at(r, next), 'adj')?.adj === 'marked') next++;
  if (has(at(r, next), 'prep')?.prep === 'on' && has(at(r, next + 1), 'pronoun')) next += 2;
  return { n: num.value, next };
}

/** What "token" may be said before: a size, a creature type or card type, a colour, a supertype, "creature". */
function tokenOf(c: ReturnType<typeof at>): boolean {
  const s = c?.senses[0];
  if (!s) return false;
  if (s.kind === 'object-noun') return s.noun === 'creature';
  return s.kind === 'pt' || s.kind === 'subtype' || s.kind === 'color' || s.kind === 'supertype' || (s.kind === 'type' && !s.non);
}

/** Adjectives and the head of an object noun phrase. Returns the index after the head, or i when none. */
function readCore(r: Reader, i: number, d: Description): number {
  let j = i;
  let headSeen = false;
  for (let guard = 0; guard < 14 && !headSeen; guard++) {
    const c = at(r, j);
    if (!c) break;
    const s = c.senses;
    const first = s[0]!;
    const card = has(c, 'card');
    // A strong card (or a weak one right after a determiner/possessive) heads the phrase.
    // ("Can my 3/3 survive?": a weak name that is first a verb, after a size, is that verb — the card
    // Struggle // Survive read as the 3/3's name left the question unread.)
    const verbAfterSize = first.kind === 'verb' && d.head === 'pt';
    if (card && (first.kind === 'card' || (card.weak && j > i && !verbAfterSize))) {
      d.card = cardRef(card);
      d.head = 'card';
      j++;
      break;
    }
    switch (first.kind) {
      case 'pt':
        // "a 2/2 3/3 creature": two sizes for one object is not one object (left for the coverage check).
        if (d.power !== null || d.toughness !== null) return d.head ? j : i;
        d.power = first.power;
        d.toughness = first.toughness;
        // "a 2/2" alone is a creature; "2/2 creature" gets its head next.
        d.head ??= 'pt';
        j++;
        // "4/4s": one token, plural (tokenise.ts); "4/4 s" leaves the s as a word of its own.
        if (first.plural) d.plural = true;
        continue;
      case 'color':
        // ("red-green": one word, two colors.)
        for (const x of s) if (x.kind === 'color') (x.non ? d.nonColors : d.colors).push(x.color);
        j++;
        continue;
      case 'keyword': {
        const k = first.keyword;
        d.keywords.push(k);
        j++;
        // "ds + trample 4/4", "flying, first strike 2/2": adjectives joined before the head.
        const joiner = has(at(r, j), 'conj');
        if (((joiner && (joiner.conj === 'and' || joiner.conj === 'plus')) || has(at(r, j), 'punct')?.char === ',') && has(at(r, j + 1), 'keyword')) {
          j++;
          continue;
        }
        // "a trampler", "flier": the keyword noun is the head.
        if (c.text.toLowerCase().match(/(?:er|ers|ier|iers|yer|yers)$/) && !/^(?:defender|flanker)$/i.test(c.text)) {
          d.head = 'keyword';
          headSeen = true;
        }
        continue;
      }
      case 'supertype':
        d.supertypes.push(first.supertype);
        j++;
        continue;
      case 'adj':
        if (['attacking', 'blocking', 'tapped', 'untapped', 'unblocked', 'other', 'nontoken', 'new', 'old', 'same', 'only', 'own', 'first', 'second', 'third', 'fourth', 'fifth', 'last', 'extra', 'legendary', 'basic', 'nonbasic', 'sick', 'colorless', 'plain'].includes(first.adj) || (first.adj === 'dead' && !headSeen && !d.head)) {
          // ("a dead creature": said before what it is, a card in a graveyard, frames/stack.ts; "is the 2/2 dead" is no such.)
          d.adjectives.push(first.adj);
          j++;
          continue;
        }
        return j === i ? i : headSeen || d.head ? j : i;
      case 'type':
        if (first.non) d.nonTypes.push(first.type);
        else {
          d.types.push(first.type);
          d.head = 'type';
          d.plural ||= first.plural;
        }
        j++;
        // "artifact creature", "enchantment creature": keep reading a noun.
        if (!first.non && has(at(r, j), 'object-noun')?.noun === 'creature') continue;
        if (first.non) continue;
        headSeen = !has(at(r, j), 'type') && !has(at(r, j), 'object-noun');
        continue;
      case 'subtype':
        d.subtypes.push(first.subtype);
        d.plural ||= first.plural;
        j++;
        // "Soldier token", "Spirit token", "Elf creature": the noun after is the head.
        if (has(at(r, j), 'object-noun') || has(at(r, j), 'subtype')) continue;
        d.head = 'subtype';
        headSeen = true;
        continue;
      case 'object-noun':
        // "my token Soldier", "a token 2/2", "token creature": "token" said before what the token is is a
        // quality of it (111.1), not the head; read as the head, the words after were a new object that
        // was no token (a token and a card go different ways, 111.7, 704.5d — issue 11).
        if (first.noun === 'token' && !first.plural && tokenOf(at(r, j + 1))) {
          d.adjectives.push('token');
          j++;
          continue;
        }
        d.head = first.noun;
        d.plural ||= first.plural;
        j++;
        headSeen = true;
        // "creature token", "creature card"
        if (first.noun === 'creature' && (has(at(r, j), 'object-noun')?.noun === 'token' || has(at(r, j), 'object-noun')?.noun === 'card')) {
          d.head = has(at(r, j), 'object-noun')!.noun;
          // ("a creature card in my graveyard": a card of that type (205.2a), never a card of no type.)
          if (d.head === 'card' && !d.types.includes('Creature')) d.types.push('Creature');
          j++;
        }
        // "a creature spell": a spell of that type, on the stack (112.1), never a creature on the battlefield.
        if (first.noun === 'creature' && has(at(r, j), 'object-noun')?.noun === 'spell') {
          if (!d.types.includes('Creature')) d.types.push('Creature');
          d.head = 'spell';
          d.plural ||= has(at(r, j), 'object-noun')!.plural;
          j++;
        }
        continue;
      case 'counter-kind':
      case 'number':
        return j;
      default: {
        // A subtype the lexicon also knows as something else ("wall" after a P/T).
        const sub = has(c, 'subtype');
        if (sub && (d.power !== null || d.colors.length > 0 || d.keywords.length > 0)) {
          d.subtypes.push(sub.subtype);
          d.head = 'subtype';
          headSeen = true;
          j++;
          continue;
        }
        const kw = has(c, 'keyword');
        if (kw && j > i) {
          d.keywords.push(kw.keyword);
          j++;
          continue;
        }
        return d.head ? j : i;
      }
    }
  }
  return d.head ? j : i;
}

/** An object noun phrase, a player, a pronoun, a property or an amount, starting at chunk i. */
export function readNounPhrase(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  const c = at(r, i);
  if (!c) return null;
  const first = c.senses[0]!;
  const described = describedEffect(r, i);
  if (described) return described;
  // Amounts: "3 damage", "4 life", "two +1/+1 counters", "+3/+3"; "the next 3 damage".
  const amount = readAmount(r, i);
  if (amount) return amount;
  if (has(c, 'det') && at(r, i + 1)?.text.toLowerCase() === 'next') {
    const a = readAmount(r, i + 2);
    if (a) return { np: { ...a.np, ...base(r, i, a.next) }, next: a.next };
  }
  // "the 5 life", "take the 2", "the 3 damage": an amount said before, named again with "the".
  if (has(c, 'det')?.det === 'the') {
    const a = readAmount(r, i + 1);
    if (a && a.np.kind === 'amount' && a.np.n !== null && ['life', 'damage', 'total', 'poison'].includes(a.np.noun)) return { np: { ...a.np, ...base(r, i, a.next) }, next: a.next };
  }
  // Properties: "its P/T", "my life total", "the Bears' P/T" (the last is built by the grammar).
  const prop = readProperty(r, i);
  if (prop) return prop;
  const d = emptyDescription();
  let j = i;
  // "anything of mine", "anything of theirs": any permanent of that player (an "any" phrase, intents/fates.ts anyDies).
  if (has(c, 'pronoun')?.word === 'anything' && has(at(r, i + 1), 'prep')?.prep === 'of') {
    const pl = readPlayer(r, i + 2);
    if (pl && pl.possessive && pl.next === i + 3) {
      return { np: { kind: 'object', ...base(r, i, pl.next), ...d, det: 'any', head: 'permanent', plural: true, owner: pl.player }, next: pl.next };
    }
  }
  // "everything" (swing with everything, how big is everything): all the creatures.
  const all = has(c, 'object-noun');
  if (first.kind === 'det' && all) {
    return { np: { kind: 'object', ...base(r, i, i + 1), ...d, det: first.det === 'these' ? 'that' : first.det, head: all.noun, plural: true }, next: i + 1 };
  }
  // Determiner or possessive
  const det = has(c, 'det');
  const pl = readPlayer(r, j);
  if (first.kind === 'det' && det) {
    d.det = det.det === 'these' ? 'that' : det.det;
    j++;
  } else if (pl && pl.possessive) {
    d.owner = pl.player;
    j = pl.next;
  } else if (first.kind === 'pronoun' && first.word === 'their') {
    d.owner = { who: 'they' };
    j++;
  }
  // "my own Slippery Bogle"
  if (d.owner && has(at(r, j), 'adj')?.adj === 'own') j++;
  // "any of my creatures", "both of them", "each of my creatures"
  if ((d.det === 'any' || d.det === 'each' || d.det === 'all') && has(at(r, j), 'prep')?.prep === 'of') {
    const inner = readNounPhrase(r, j + 1);
    if (inner && inner.np.kind === 'object') return { np: { ...inner.np, det: d.det, ...base(r, i, inner.next) }, next: inner.next };
  }
  // "one of my Soldier tokens"
  if (has(at(r, j), 'pronoun')?.word === 'one' && has(at(r, j + 1), 'prep')?.prep === 'of') {
    const inner = readNounPhrase(r, j + 2);
    // "none of my opponent's creatures": no object at all — said of the group, never "one of" them (red
    // team s14: the reach that "none of them have" was given to a creature made up for it).
    if (inner && inner.np.kind === 'object' && /^none$/i.test(at(r, j)!.text)) {
      return { np: { ...inner.np, det: 'no', count: null, plural: true, ...base(r, i, inner.next) }, next: inner.next };
    }
    if (inner && inner.np.kind === 'object') {
      // ("one of my opponent's two attacking 3/3s": the two are told too — the other one never dropped, red team s19.)
      const group = inner.np.count !== null && inner.np.count > 1 ? { groupOf: inner.np.count } : {};
      inner.np.count = 1;
      inner.np.plural = false;
      return { np: { ...inner.np, ...group, ...base(r, i, inner.next) }, next: inner.next };
    }
  }
  if (d.det === null && !d.owner) {
    const p2 = readPlayer(r, j);
    if (p2 && p2.possessive) {
      d.owner = p2.player;
      j = p2.next;
    }
  }
  const num = has(at(r, j), 'number');
  if (num && Number.isFinite(num.value) && !has(at(r, j + 1), 'thing-noun')) {
    d.count = num.value;
    d.plural = num.value > 1;
    j++;
  } else if (has(at(r, j), 'pronoun')?.word === 'either' && j === i && at(r, j + 1) && !/s$/i.test(at(r, j + 1)!.text) && (has(at(r, j + 1), 'object-noun') || has(at(r, j + 1), 'pt') || has(at(r, j + 1), 'subtype'))) {
    // "Does either creature die?", "either blocker", "either 2/2": one of the two told, whichever — the two asked of
    // each, yes when one is (index.ts `anyOf`), as "Does either die?" is; with other than two that fit, asked back.
    d.count = 2;
    d.plural = true;
    d.det = 'the';
    d.adjectives.push('any');
    j++;
  } else if (has(at(r, j), 'pronoun')?.word === 'both' && j === i) {
    // "both creatures", "both my 2/2s" (whose, said after it); "both" alone is a pronoun (below).
    const whose = readPlayer(r, j + 1);
    const k = whose && whose.possessive ? whose.next : j + 1;
    // "Both my Grizzly Bears attack": a card's name is said the same for one and for two; "both" counts it
    // (red team s16: read as one Bears, the other's damage was lost) — but "both X and Y" is a list of two.
    // ("Both my 2/2 and my 3/3 attack": "both … and" joins two, a singular size is one of them — read as two
    // 2/2s, 7 damage was said for 5.)
    const listed = has(at(r, k + 1), 'conj')?.conj === 'and' && !/s$/i.test(at(r, k)?.text ?? '');
    // ("Both started at 20": a word read first as a verb is the verb, though a card is named so too — Start // Finish.)
    const bothCard = has(at(r, k), 'card') !== undefined && at(r, k)!.senses[0]!.kind !== 'verb';
    // ("both Bears", "both elves": a creature type said in the plural, one more way to name the two.)
    const bothType = has(at(r, k), 'subtype') !== undefined && /s$/i.test(at(r, k)?.text ?? '');
    if (at(r, k) && !listed && (has(at(r, k), 'object-noun') || has(at(r, k), 'pt') || bothCard || bothType)) {
      d.count = 2;
      d.plural = true;
      if (whose && whose.possessive) d.owner = whose.player;
      else d.det = 'the';
      j = k;
    }
  }
  const saidBefore = d.adjectives.length;
  let core = readCore(r, j, d);
  // "the second one", "the other one", "the last one", "the other" alone: one of the objects told
  // together, picked by its place among them or set against the one singled out (refs.ts). Dropped, the
  // words left a bare "one" that was read as any of them (issue 11).
  if (d.head === null && d.card === null && core > j && d.adjectives.length > 0 && d.adjectives.every((a) => REFERRING.has(a))) {
    const one = has(at(r, core), 'pronoun')?.word === 'one' && at(r, core)!.text.toLowerCase() === 'one';
    const ends = !at(r, core) || ['verb', 'aux', 'punct', 'neg', 'conj', 'sub', 'prep'].includes(at(r, core)!.senses[0]!.kind);
    if (one || (d.det === 'the' && ends)) {
      d.head = 'one';
      if (one) core++;
    }
  }
  // "all three", "all three of them", "the two of them": that many of the objects just named.
  if (core === j && d.count !== null && d.count > 1 && (d.det === 'all' || d.det === 'the' || d.det === 'that') && !d.owner) {
    let k = j;
    if (has(at(r, k), 'prep')?.prep === 'of' && ['they', 'them'].includes(has(at(r, k + 1), 'pronoun')?.word ?? '')) k += 2;
    return { np: { kind: 'object', ...base(r, i, k), ...d, det: 'all', head: 'one', plural: true }, next: k };
  }
  if (core === j) {
    // "Does his die?", "Is mine dead?", "Does the opponent's survive?": a possessive with no noun after it stands
    // for what that player has — the creature of theirs the question told (asked back when several are theirs,
    // refs.ts), never the first creature named (red team s19b: 'his' was read as 'it', the asker's blocker).
    // ("her" alone is the object pronoun, read below.)
    // It only ever points back ('same', refs.ts): with none of theirs told yet — "Does his die if I Shock his 2/2?",
    // the creature said after it — it is named, never a new sizeless creature answered about (red team s20b).)
    // (readCore may have taken a word after it as an adjective and given it back: "Is his dead?".)
    if (saidBefore === 0 && elidedOwner(r, i, j, d)) return { np: { kind: 'object', ...base(r, i, j), ...d, adjectives: ['same'], det: 'the', head: 'creature' }, next: j };
    // No head: a player, a pronoun ("one" alone is one of them; "her" with nothing after it is "she"), or nothing.
    if (j === i || (j === i + 1 && (has(c, 'pronoun')?.word === 'one' || has(c, 'pronoun')?.word === 'he'))) return readPlayerOrPronoun(r, i);
    return null;
  }
  j = readPostModifiers(r, core, d);
  const obj: NounPhrase = { kind: 'object', ...base(r, i, j), ...d };
  // "a 1/4's power and toughness", "the Lions' P/T": a property of this object.
  if (has(at(r, j), 'poss')) {
    const prop = readProperty(r, j + 1);
    if (prop && prop.np.kind === 'property' && prop.np.of === null) return { np: { ...prop.np, of: obj, ...base(r, i, prop.next) }, next: prop.next };
  }
  const trigger = cardTrigger(r, j, d);
  if (trigger !== null) return { np: { kind: 'property', noun: 'trigger', of: { ...obj, det: null }, adjectives: [], ...base(r, i, trigger) }, next: trigger };
  return { np: obj, next: j };
}

/**
 * A possessive said with no noun after it ("his", "mine", "theirs", "the opponent's") at the end of a noun phrase:
 * before a verb, an auxiliary, an adjective ("dead"), a conjunction, punctuation or the end. Not "her" (the object
 * pronoun), nor a possessive with more said of it.
 */
function elidedOwner(r: Reader, i: number, j: number, d: Description): boolean {
  if (d.owner === null || d.det !== null || d.count !== null || j === i) return false;
  if (at(r, i)!.text.toLowerCase() === 'her') return false;
  const next = at(r, j);
  return next === undefined || ['verb', 'aux', 'punct', 'neg', 'conj', 'adj'].includes(next.senses[0]!.kind);
}

/**
 * "I point the Blood Artist trigger at my opponent", "aim every Blood Artist trigger at him", "the Sword trigger to
 * shoot …": a card's name right before "trigger(s)" names that card's triggered ability, as "Blood Artist's trigger"
 * does. Only where "trigger" can't be the verb: before "at"/"on"/"to" or a verb, or after "every"/"each"/"all" —
 * "Does the Blood Artist trigger?" keeps the verb. Returns where the phrase ends, or null.
 */
function cardTrigger(r: Reader, j: number, d: ReturnType<typeof emptyDescription>): number | null {
  const t = at(r, j);
  if (d.card === null || d.count !== null || !t || !/^triggers?$/i.test(t.text) || !has(t, 'thing-noun')) return null;
  const after = at(r, j + 1);
  const prep = has(after, 'prep')?.prep;
  const verbAfter = after?.senses[0]?.kind === 'verb' || after?.senses[0]?.kind === 'aux';
  const quantified = d.det === 'every' || d.det === 'each' || d.det === 'all';
  return quantified || prep === 'at' || prep === 'on' || prep === 'to' || prep === 'onto' || verbAfter ? j + 1 : null;
}

function readPlayerOrPronoun(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  const c = at(r, i)!;
  const first = c.senses[0]!;
  const pl = readPlayer(r, i);
  if (pl && !pl.possessive) return { np: { kind: 'player', player: pl.player, ...base(r, i, pl.next) }, next: pl.next };
  const pro = has(c, 'pronoun');
  if (pro && (first.kind === 'pronoun' || first.kind === 'player' || first.kind === 'number' || first.kind === 'det')) {
    // "that creature" is read as a described object above; "that" alone is a pronoun.
    return { np: { kind: 'pronoun', word: pro.word, possessive: pro.word === 'its' || pro.word === 'their' || pro.word === 'his', ...base(r, i, i + 1) }, next: i + 1 };
  }
  return null;
}

/**
 * After a damage noun: "dealt by my 3/3", "(that) would be dealt to my 2/2 (this turn)", "dealt to
 * it": who deals it and to whom. Returns where the phrase ends.
 */
function readDamageRoles(r: Reader, i: number, into: { by?: NounPhrase | null; to?: NounPhrase | null }): number {
  let j = i;
  if (has(at(r, j), 'sub')?.sub === 'that' || has(at(r, j), 'sub')?.sub === 'which') j++;
  while (has(at(r, j), 'aux')) j++;
  if (has(at(r, j), 'verb')?.verb !== 'deal') return i;
  j++;
  let any = false;
  for (let guard = 0; guard < 2; guard++) {
    const p = has(at(r, j), 'prep');
    if (!p || (p.prep !== 'by' && p.prep !== 'to')) break;
    const np = readNounPhrase(r, j + 1);
    if (!np) break;
    into[p.prep] = np.np;
    j = np.next;
    any = true;
  }
  if (!any) return i;
  if (has(at(r, j), 'time')?.time === 'this-turn') j++;
  return j;
}

/** "its P/T", "my life total", "the opponent's life", "both players' life totals", "the most damage". */
function readProperty(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  let j = i;
  let of: NounPhrase | null = null;
  const adjectives: Extract<Sense, { kind: 'adj' }>['adj'][] = [];
  const pl = readPlayer(r, j);
  const pro = has(at(r, j), 'pronoun');
  if (pl && pl.possessive) {
    of = { kind: 'player', player: pl.player, ...base(r, j, pl.next) };
    j = pl.next;
  } else if (pro && (pro.word === 'its' || pro.word === 'their' || pro.word === 'his')) {
    of = { kind: 'pronoun', word: pro.word, possessive: true, ...base(r, j, j + 1) };
    j++;
  } else if (has(at(r, j), 'det')) j++;
  while (has(at(r, j), 'adj') && at(r, j)!.senses[0]!.kind !== 'thing-noun') {
    adjectives.push(has(at(r, j), 'adj')!.adj);
    j++;
  }
  const noun = has(at(r, j), 'thing-noun');
  if (!noun || j === i && !of && adjectives.length === 0) {
    if (!noun) return null;
  }
  if (!noun) return null;
  if (['pt', 'power', 'toughness', 'life', 'size', 'stats', 'keyword', 'total', 'damage', 'counter', 'poison', 'graveyard', 'hand', 'game', 'turn', 'effect', 'result', 'cost', 'order', 'lethal', 'mana', 'time', 'stack', 'battlefield', 'face', 'shield', 'library', 'combat', 'trigger', 'exile', 'draw-game'].includes(noun.noun)) {
    j++;
    // "power and toughness" as two chunks
    if ((noun.noun === 'power' || noun.noun === 'toughness') && has(at(r, j), 'conj')?.conj === 'and' && has(at(r, j + 1), 'thing-noun')) j += 2;
    // "damage dealt by my 3/3", "all damage that would be dealt to my 2/2 this turn"
    const roles: { by?: NounPhrase | null; to?: NounPhrase | null } = {};
    if (noun.noun === 'damage') j = readDamageRoles(r, j, roles);
    // "life totals?" with nobody's said: both players'.
    if (noun.plural && of === null && !adjectives.includes('both')) adjectives.push('both');
    return { np: { kind: 'property', noun: noun.noun, of, adjectives, ...roles, ...base(r, i, j) }, next: j };
  }
  return null;
}

/** "3 damage", "4 life", "two +1/+1 counters", "+3/+3", "2 poison". */
/** "+3/+3", "-2/-0": a P/T change as rules text writes it. */
function signed(power: number, toughness: number): string {
  const one = (n: number): string => (n < 0 ? String(n) : `+${n}`);
  return `${one(power)}/${one(toughness)}`;
}

/**
 * "a -3/-3 spell", "a +3/+3 pump", "a +2/+2 instant", "a -2/-2 aura", "a +1/+1 anthem": a spell or a
 * permanent told by the P/T change it makes, with no card named. It is read as the rules text that
 * change is printed as — an instant's "Target creature gets N/N until end of turn.", an Aura's
 * "Enchanted creature gets N/N.", an anthem's "Creatures you control get N/N." — so the templates
 * that read card text read it (the stack, targets and layers as for any card). Only one, said with
 * "a"/"an" (or no determiner) right before the change.
 */
function describedEffect(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  let j = i;
  const det = has(at(r, j), 'det');
  if (det && det.det !== 'a' && det.det !== 'another') return null;
  if (det) j++;
  const mod = at(r, j)?.senses[0];
  const nounChunk = at(r, j + 1);
  if (mod?.kind !== 'ptmod' || !nounChunk) return null;
  const noun = nounChunk.senses[0]!;
  const word = nounChunk.text.toLowerCase();
  const change = signed(mod.power, mod.toughness);
  const d = emptyDescription();
  d.det = 'a';
  const spellNoun = (noun.kind === 'object-noun' && noun.noun === 'spell' && !noun.plural) || (noun.kind === 'thing-noun' && noun.noun === 'effect') || word === 'pump';
  const spellType = noun.kind === 'type' && !noun.plural && !noun.non && (noun.type === 'Instant' || noun.type === 'Sorcery') ? noun.type : null;
  if (spellNoun || spellType) {
    d.head = 'spell';
    d.types = [spellType ?? 'Instant'];
    d.quotes = [`Target creature gets ${change} until end of turn.`];
  } else if (noun.kind === 'subtype' && noun.subtype === 'Aura' && !noun.plural) {
    d.head = 'type';
    d.types = ['Enchantment'];
    d.subtypes = ['Aura'];
    d.quotes = [`Enchant creature\nEnchanted creature gets ${change}.`];
  } else if (word === 'anthem') {
    d.head = 'type';
    d.types = ['Enchantment'];
    d.quotes = [`Creatures you control get ${change}.`];
  } else return null;
  return { np: { kind: 'object', ...base(r, i, j + 2), ...d }, next: j + 2 };
}

function readAmount(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  const c = at(r, i);
  // "X=3": the value of X, an amount of its own (xvalue.ts).
  const xv = has(c, 'x-value');
  if (xv) return { np: { kind: 'amount', n: xv.value, noun: 'x', counter: null, power: 0, toughness: 0, adjectives: [], ...base(r, i, i + 1) }, next: i + 1 };
  const mod = has(c, 'ptmod');
  if (mod && c?.senses[0]?.kind === 'ptmod') {
    const ctr = readCounters(r, i);
    if (ctr) return { np: { kind: 'amount', n: ctr.n, noun: 'counter', counter: ctr.kind, power: 0, toughness: 0, adjectives: [], ...base(r, i, ctr.next) }, next: ctr.next };
    return { np: { kind: 'amount', n: null, noun: 'ptmod', counter: null, power: mod.power, toughness: mod.toughness, adjectives: [], ...base(r, i, i + 1) }, next: i + 1 };
  }
  const ctr = readCounters(r, i);
  if (ctr && Number.isFinite(ctr.n) && (has(c, 'number') || has(c, 'det'))) return { np: { kind: 'amount', n: ctr.n, noun: 'counter', counter: ctr.kind, power: 0, toughness: 0, adjectives: [], ...base(r, i, ctr.next) }, next: ctr.next };
  const num = has(c, 'number');
  if (num && Number.isFinite(num.value)) {
    let j = i + 1;
    // "3 or more damage", "2 or less life": a comparison of the amount, inside it (en/comparatives.ts reads it).
    if (/^or$/i.test(at(r, j)?.text ?? '') && /^(?:more|less|fewer|greater|higher|lower)$/i.test(at(r, j + 1)?.text ?? '') && has(at(r, j + 2), 'thing-noun')) j += 2;
    const adjectives: Extract<Sense, { kind: 'adj' }>['adj'][] = [];
    while (['combat', 'extra', 'noncombat', 'more'].includes(has(at(r, j), 'adj')?.adj ?? '')) {
      adjectives.push(has(at(r, j), 'adj')!.adj);
      j++;
    }
    const noun = has(at(r, j), 'thing-noun');
    if (noun && ['damage', 'life', 'poison', 'time', 'mana'].includes(noun.noun)) {
      const roles: { by?: NounPhrase | null; to?: NounPhrase | null } = {};
      let end = noun.noun === 'damage' ? readDamageRoles(r, j + 1, roles) : j + 1;
      // "7 life left", "3 life remaining": what a player has now, the same amount.
      if (noun.noun === 'life' && /^(?:left|remaining)$/i.test(at(r, end)?.text ?? '')) end++;
      return { np: { kind: 'amount', n: num.value, noun: noun.noun, counter: noun.noun === 'poison' ? 'poison' : null, power: 0, toughness: 0, adjectives, ...roles, ...base(r, i, end) }, next: end };
    }
    // "at 20", "to 0": a bare number (a life total, by the words around it); "one" alone is a pronoun.
    const nxt = at(r, i + 1);
    if (!has(c, 'pronoun') && (!nxt || !['pt', 'object-noun', 'type', 'subtype', 'color', 'keyword', 'card', 'adj', 'ptmod', 'counter-kind', 'thing-noun', 'supertype'].includes(nxt.senses[0]!.kind))) {
      return { np: { kind: 'amount', n: num.value, noun: 'total', counter: null, power: 0, toughness: 0, adjectives: [], ...base(r, i, i + 1) }, next: i + 1 };
    }
    if (has(at(r, j), 'object-noun')?.noun === 'card' && j === i + 1) {
      return { np: { kind: 'amount', n: num.value, noun: 'counter', counter: 'card', power: 0, toughness: 0, adjectives, ...base(r, i, j + 1) }, next: j + 1 };
    }
  }
  return null;
}

export { at };
