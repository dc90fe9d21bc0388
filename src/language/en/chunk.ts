/**
 * English chunks: card names (catalog names, longest first; nicknames), keywords with their
 * parameters ("protection from red", "pro red", "ward 2", "toxic 1"), the English lexicon
 * (en/lexicon.ts, matched on lemmas and on surface forms), colors, types, subtypes, counter
 * kinds, numbers and P/T. A card name written in lower case or at the start of a sentence that is
 * also an everyday word ("shock", "murder") is only a *weak* card: the grammar takes it as the
 * card where a card fits (as a verb with an object, after "cast"), never elsewhere.
 */
import { xValueAt } from '../xvalue.ts';
import { modeChoiceAt, modeSense } from '../modechoice.ts';
import { enPurposeModeAt, enToldModeAt } from './told-mode.ts';
import { colorChoiceAt } from '../colorchoice.ts';
import { typeChoiceAt } from '../typechoice.ts';
import { castOptionAt } from '../castoption.ts';
import type { Sense } from '../senses.ts';
import { TURN_POINTS } from '../senses.ts';
import { FOR_TURN } from './turn-words.ts';
import type { Token } from '../tokens.ts';
import { chunkOf, has } from '../chunk.ts';
import type { Chunk } from '../chunk.ts';
import type { CardSpotter } from '../lexicon/cards.ts';
import { englishWords } from './lexicon.ts';
import type { Found } from './chunk-cards.ts';
import { readTapAbilities } from './tap-abilities.ts';
import { readBackTo } from './back-to.ts';
import { readMakeIt } from './make-it.ts';
import { tappedActed } from './tapped-acted.ts';
import { responseThenPurpose } from './response-purpose.ts';
import { aimedAt } from './aimed-at.ts';
import { keywordVerbs } from './keyword-verbs.ts';
import { markRespelt, respell } from './respell.ts';
import { settleSharedShortNames } from '../short-settled.ts';
import { capitalisedRun, cardAt, cardSense, legendShortName, nameTail, nearCardAt, nickname, partOfEarlierCard, shortName, toldAfterThe, words } from './chunk-cards.ts';
import { auxBeforeVerb, keywordAt, leftAsked, ptSense, repeatAt, strange, stripped, strippedPhrase, vocabulary } from './chunk-words.ts';
import { assertNever } from '../../core/result.ts';
import { bracedMana } from '../mana-text.ts';
import { letThrough } from './let-through.ts';
import { endUpDoing } from './end-up.ts';
import { readFirstStrikeDeath } from './first-strike-death.ts';

const MAX_PHRASE = 7;

type Lexicon = Map<string, Sense[]>;

export function chunkEnglish(text: string, written: readonly Token[], cards: CardSpotter): Chunk[] {
  const out: Chunk[] = [];
  const lexicon = englishWords();
  // "in respnse": a typing slip read as the one game word it is a slip from, said in the restatement (respell.ts).
  const { tokens, fixes } = respell(text, written, cards, lexicon);
  let i = 0;
  while (i < tokens.length) {
    const f = symbolAt(tokens, i, cards, lexicon) ?? spanAt(tokens, i, out) ?? namedAt(text, tokens, i, cards, lexicon, out) ?? unnamedAt(text, tokens, i, cards, lexicon, out);
    out.push(chunkOf(text, tokens, i, i + f.n, f.senses));
    i += f.n;
  }
  markRespelt(out, fixes);
  for (const reread of REREADINGS) reread(out);
  // "its tap ability", "its ability with the tap symbol in its cost": one chunk, the ability marked `tap` (tap-abilities.ts).
  // "is it back to a 4/4": the state had again, as "again" says (back-to.ts).
  // "Does the Drake make it?": a bare "make it" is surviving (make-it.ts).
  const read = readFirstStrikeDeath(text, readMakeIt(text, readBackTo(text, readTapAbilities(text, out))));
  read.forEach((c, k) => (c.i = k));
  return read;
}

/** A token that is its own chunk: an atom (《card》, a quote), a P/T, mana, a number ("twice" when repeated), a mark. Null for a word. */
function symbolAt(tokens: readonly Token[], i: number, cards: CardSpotter, lexicon: Lexicon): Found | null {
  const t = tokens[i]!;
  switch (t.kind) {
    case 'atom': {
      const a = t.atom!;
      if (a.kind === 'quote') return { n: 1, senses: [{ kind: 'quote', text: a.value }] };
      const hit = cards.english(a.value) ?? cards.japanese(a.value);
      return { n: 1, senses: [cardSense(hit ?? { name: a.value, display: a.value, typeLine: '' }, false)] };
    }
    case 'pt':
    case 'ptmod':
      return { n: 1, senses: [ptSense(t)] };
    case 'mana':
      return { n: 1, senses: [{ kind: 'mana', text: bracedMana(t.text) }] };
    case 'number': {
      // "2nd main", "1st main phase": an ordinal written in digits that opens a phrase of the lexicon (the main phases
      // by ordinal, en/turn-words.ts) is read as that phrase, as "second main" is.
      const phrase = /\d(?:st|nd|rd|th)$/i.test(t.text) ? phraseAt(tokens, i, lexicon) : null;
      if (phrase && phrase.n > 1) return phrase;
      const rep = repeatAt(tokens, i);
      if (rep) return { n: rep.n, senses: [{ kind: 'time', time: 'twice', times: rep.times }] };
      return { n: 1, senses: [{ kind: 'number', value: Number(t.lemma) }] };
    }
    case 'punct':
      // ("(X=3)": a bracket opening the value chosen for X is that value's, spanAt.)
      if (xValueAt(tokens, i) !== null) return null;
      return { n: 1, senses: lexicon.get(t.text) ?? [{ kind: 'punct', char: t.text }] };
    case 'word':
      return null;
    default:
      return assertNever(t.kind);
  }
}

/** Words that say one value together: a repetition ("twice"), X's value, a mode chosen, a way of casting; or a malformed value. */
function spanAt(tokens: readonly Token[], i: number, out: readonly Chunk[]): Found | null {
  const rep = repeatAt(tokens, i);
  if (rep) return { n: rep.n, senses: [{ kind: 'time', time: 'twice', times: rep.times }] };
  const xv = xValueAt(tokens, i);
  if (xv) return { n: xv.n, senses: [{ kind: 'x-value', value: xv.value }] };
  // ("I cast Healing Salve to prevent the next 3 damage …": what the cast is for, right after an instant's or sorcery's
  // name; after a permanent's ("tapped his Cunning Sparkmage to deal 1 damage to …") it is what its ability does.)
  const afterCard = out[out.length - 1]?.senses.some((x) => x.kind === 'card' && /\b(?:Instant|Sorcery)\b/.test(x.typeLine)) === true;
  const mc = modeChoiceAt(tokens, i) ?? enToldModeAt(tokens, i) ?? (afterCard ? enPurposeModeAt(tokens, i) : null);
  if (mc) return { n: mc.n, senses: [modeSense(mc)] };
  const cc = colorChoiceAt(tokens, i);
  if (cc) return { n: cc.n, senses: [{ kind: 'color-choice', color: cc.color }] };
  const tc = typeChoiceAt(tokens, i);
  if (tc) return { n: tc.n, senses: [{ kind: 'type-choice', type: tc.type }] };
  const co = castOptionAt(tokens, i);
  if (co) return { n: co.n, senses: [{ kind: 'cast-option', option: co.option, ...(co.times !== undefined ? { times: co.times } : {}) }] };
  // A malformed value ("3/-1", "-3"): unknown, and domain-bearing, so the reply names it.
  if (tokens[i]!.lemma === '\u0000malformed') return { n: 1, senses: [{ kind: 'number', value: Number.NaN }] };
  return null;
}

/** Longest first: a card name, a keyword, a lexicon phrase (all three may compete for a span); else a card's nickname. */
function namedAt(text: string, tokens: readonly Token[], i: number, cards: CardSpotter, lexicon: Lexicon, out: readonly Chunk[]): Found | null {
  const t = tokens[i]!;
  // ("lightening bolt": a name typed with slips, only where no name is written right.)
  const card = cardOrLongerAt(text, tokens, i, cards, out) ?? nearCardAt(text, tokens, i, cards);
  const kw = keywordAt(tokens, i);
  const phrase = phraseAt(tokens, i, lexicon);
  const nick = nickname(tokens, i);
  const nickHit = nick ? cards.english(nick.name) : null;
  const cardSenses = card?.senses.find((s): s is Extract<Sense, { kind: 'card' }> => s.kind === 'card');
  // "… blocks with Sheoldred, the Apocalypse. … I Bolt Sheoldred": the part before the comma of a legendary card the
  // question named is that card (as its own text calls it, 201.5c) — though another card has that name alone.
  const legend = card && cardSenses && !cardSenses.verbed && card.n >= 1 ? legendShortName(text.slice(t.start, tokens[i + card.n - 1]!.end), out) : null;
  if (legend && !phrase && !kw) return { n: card!.n, senses: [legend] };
  const told = card && cardSenses && !cardSenses.verbed && !cardSenses.options ? toldAfterThe(tokens, i, cardSenses, card.n, out) : null;
  if (told) return { n: card!.n, senses: [told] };
  // A weak card, or a lower-case name as long as a lexicon phrase, comes after the phrase.
  const behind = cardSenses !== undefined && (cardSenses.weak || (phrase !== null && phrase.n === card!.n && !/^[A-Z]/.test(t.text)));
  const best = (behind ? [kw, phrase, card] : [kw, card, phrase]).filter((f): f is Found => f !== null);
  best.sort((a, b) => b.n - a.n);
  const top = best[0];
  if (top) {
    // Same length: a keyword first, then a card written as a name ("I Murder their 2/2"), then a
    // lexicon word; a weak card (lower-case everyday word) only after the word it also is.
    const same = best.filter((f) => f.n === top.n);
    const senses = same.flatMap((f) => f.senses);
    const extra = vocabulary(t);
    return { n: top.n, senses: top.n === 1 ? [...senses, ...extra.filter((e) => !senses.some((s) => s.kind === e.kind))] : senses };
  }
  if (nickHit) return { n: nick!.n, senses: [cardSense(nickHit, false)] };
  return null;
}

/**
 * The card named at `i`. "Shock Wave", "Lightning Bolt Storm": a card's name followed by capitalised words no lexicon
 * knows is a longer name the user typed, not that card with a stray word after it. The whole run goes to the
 * catalog, which answers with the card or asks back with suggestions — never the shorter card silently.
 */
function cardOrLongerAt(text: string, tokens: readonly Token[], i: number, cards: CardSpotter, out: readonly Chunk[]): Found | null {
  const found = cardAt(text, tokens, i, cards);
  const longer = found !== null && !found.senses.some((s) => s.kind === 'card' && (s.weak || s.verbed)) ? nameTail(text, tokens, i + found.n, cards, out) : 0;
  if (longer === 0) return found;
  const name = text.slice(tokens[i]!.start, tokens[i + found!.n + longer - 1]!.end);
  return { n: found!.n + longer, senses: [cardSense(cards.english(name) ?? { name, display: name, typeLine: '' }, false)] };
}

/** The longest lexicon phrase at `i` (up to MAX_PHRASE words), by lower-case words, then by lemmas. */
function phraseAt(tokens: readonly Token[], i: number, lexicon: Lexicon): Found | null {
  for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1; n--) {
    for (const by of ['lower', 'lemma'] as const) {
      const key = words(tokens, i, n, by);
      const s = key === null ? undefined : (lexicon.get(key) ?? (n === 1 ? stripped(key, lexicon) : strippedPhrase(key, lexicon)));
      if (s && s.length > 0 && !auxBeforeVerb(tokens, i, n, s, lexicon) && !(n > 1 && splitsContraction(tokens, i + n))) return { n, senses: s };
    }
  }
  return null;
}

/**
 * A phrase of several words never ends between a written word and its contracted ending: "if I do" is not the start of
 * "if I don't block" (tokenise.ts splits "don't" into do + not), which says the opposite (s29 CI).
 */
function splitsContraction(tokens: readonly Token[], next: number): boolean {
  const after = tokens[next];
  const last = tokens[next - 1];
  return after !== undefined && last !== undefined && after.start === last.end && /^n['\u2019]t$/i.test(after.text);
}

/** A word no card name, keyword or phrase took: part of a card named earlier, a short name, an unknown name, else its everyday senses. */
function unnamedAt(text: string, tokens: readonly Token[], i: number, cards: CardSpotter, lexicon: Lexicon, out: readonly Chunk[]): Found {
  const t = tokens[i]!;
  // "Liliana of the Veil … Does Liliana die?", "Elspeth, Sun's Champion … attack Elspeth": a word of a
  // card named earlier in the question is that card, even when it is also a first name compromise
  // knows ("Liliana") or the short name of many cards; partialName (refs.ts) finds the card again.
  const earlier = partOfEarlierCard(t, out);
  if (earlier) return { n: 1, senses: [earlier] };
  // "torbran", "Sedgemoor": the short name of a card (one no everyday word is), or of several ("ghalta"), asked back.
  const short = shortName(t, cards);
  if (short) return { n: 1, senses: [short] };
  // "Flibbertigibbet Dragon", "Zzyxq Obliteron the Unprintable": capitalised words no lexicon knows
  // look like a card name; the catalog decides (an unknown card is named and suggested, never guessed).
  const run = capitalisedRun(text, tokens, i, cards);
  if (run > 0) {
    const name = text.slice(t.start, tokens[i + run - 1]!.end);
    return { n: run, senses: [cardSense(cards.english(name) ?? { name, display: name, typeLine: '' }, false)] };
  }
  const v = vocabulary(t);
  // ("oponent", "respnd": a word one slip from exactly one game word was read as that word before, respell.ts.)
  return { n: 1, senses: v.length > 0 ? v : [strange(t) ? { kind: 'unknown', strange: true } : t.pos === 'told' ? { kind: 'unknown', told: true } : { kind: 'unknown' }] };
}

/** "my opponent's got a 3/3", "she's got two cards": before "got", "'s" is "has" (never a possessive: "got" names nothing that could be owned). */
function gotAfterS(out: Chunk[]): void {
  out.forEach((c, k) => {
    if (c.senses[0]?.kind === 'poss' && c.text === "'s" && /^got$/i.test(out[k + 1]?.text ?? '')) c.senses = [{ kind: 'aux', aux: 'have' }, { kind: 'verb', verb: 'have' }];
  });
}

/** "ends up in exile", "goes to exile", "put into exile": after one of these prepositions and at the end of its phrase, "exile" is the zone (400.1), not the verb. */
function exileZone(out: Chunk[]): void {
  out.forEach((c, k) => {
    const prev = out[k - 1]?.senses[0];
    const next = out[k + 1]?.senses[0];
    const ends = next === undefined || ['punct', 'conj', 'sub', 'time', 'prep', 'yes-no'].includes(next.kind);
    if (/^exile$/i.test(c.text) && prev?.kind === 'prep' && ['in', 'into', 'to'].includes(prev.prep) && ends) c.senses = [{ kind: 'thing-noun', noun: 'exile' }];
  });
}

/** "has one untapped creature left", "they've got two 1/1s left": after what a player has, "left" is what remains (the total said is the one there now), not the verb "leave". */
function leftRemaining(out: Chunk[]): void {
  out.forEach((c, k) => {
    if (!/^left$/i.test(c.text) || !c.senses.some((x) => x.kind === 'verb' && x.verb === 'leave')) return;
    const prev = out[k - 1]?.senses[0];
    const anything = prev?.kind === 'pronoun' && prev.word === 'anything';
    // ("How much life does he have left?", "how many poison counters does she have left?": the quantity asked
    // is what remains; "left" closes the question right after "have".)
    const after = out[k + 1]?.senses[0];
    if (prev?.kind === 'verb' && prev.verb === 'have' && (after === undefined || after.kind === 'punct') && leftAsked(out, k)) {
      c.senses = [{ kind: 'adj', adj: 'left' }];
      return;
    }
    // ("I have no mana left for the ward", "they had no mana left to pay": the mana that remains, never "leave".)
    if (prev?.kind === 'thing-noun' && prev.noun === 'mana' && out[k - 2]?.senses.some((x) => x.kind === 'det' && (x.det === 'no' || x.det === 'any'))) {
      c.senses = [{ kind: 'adj', adj: 'left' }];
      return;
    }
    if (prev?.kind !== 'object-noun' && prev?.kind !== 'pt' && prev?.kind !== 'card' && prev?.kind !== 'subtype' && prev?.kind !== 'type' && !anything) return;
    for (let j = k - 1; j >= 0; j--) {
      const s = out[j]!.senses;
      if (s[0]?.kind === 'punct' || s[0]?.kind === 'conj') return;
      // ("Is anything left?", "are there any creatures left?": what there still is, asked.)
      const be = s.some((x) => (x.kind === 'verb' || x.kind === 'aux') && (x.kind === 'verb' ? x.verb : x.aux) === 'be') && j === k - 2 - (/^there$/i.test(out[j + 1]?.text ?? '') ? 1 : 0) - (out[k - 2]?.senses[0]?.kind === 'det' ? 1 : 0);
      if (be || s.some((x) => x.kind === 'verb' && (x.verb === 'have' || (x.verb === 'get' && /^got$/i.test(out[j]!.text))))) {
        c.senses = [{ kind: 'adj', adj: 'left' }];
        return;
      }
      if (s[0]?.kind === 'verb') return;
    }
  });
}

/**
 * "stripped of trample", "forgot flying": a word no lexicon knows said right before a keyword (or before
 * "of"/"from" and one) may take the keyword away as well as give it. Left as an everyday word, the keyword
 * was read as had (red team s9); marked as something told, it must be understood or the question refused.
 */
function beforeKeyword(out: Chunk[]): void {
  out.forEach((c, k) => {
    const s = c.senses[0];
    if (s?.kind !== 'unknown' || s.strange === true || s.told === true || c.senses.length > 1) return;
    const next = out[k + 1];
    const via = next && has(next, 'prep') && /^(?:of|from|off)$/i.test(next.text) ? out[k + 2] : next;
    if (via?.senses[0]?.kind === 'keyword') c.senses = [{ kind: 'unknown', told: true }];
  });
}

/**
 * "a creature with __foo__", "with foo-bar": a word no lexicon knows right after "with"/"without" (past
 * determiners and marks) is what something has or lacks. Read along with its noun phrase, it was dropped
 * and the question answered without it whenever the tagger had not guessed it as strange (Markdown marks
 * or a hyphen around it were enough); it must be read, or named.
 */
function afterWith(out: Chunk[]): void {
  out.forEach((c, k) => {
    const s = c.senses[0];
    if (s?.kind !== 'unknown' || s.strange === true || c.senses.length > 1 || !/\p{L}/u.test(c.text)) return;
    let j = k - 1;
    while (j >= 0 && (out[j]!.senses[0]?.kind === 'det' || (out[j]!.senses[0]?.kind === 'punct' && /^[_*~\-–—'"“‘]+$/u.test(out[j]!.text)))) j--;
    const before = j >= 0 ? out[j]!.senses[0] : undefined;
    if (before?.kind === 'prep' && (before.prep === 'with' || before.prep === 'without')) c.senses = [{ kind: 'unknown', strange: true }];
  });
}

/** "a +1/+1 anthem": players' word for a permanent that pumps creatures, read only with the change it makes said right before it (en/phrases.ts describedEffect); alone, what it does is unknown (named). */
function anthem(out: Chunk[]): void {
  out.forEach((c, k) => {
    if (/^anthem$/i.test(c.text) && out[k - 1]?.senses[0]?.kind === 'ptmod') c.senses = [{ kind: 'object-noun', noun: 'permanent', plural: false }];
  });
}

/**
 * "during the blockers step", "in the beginning phase": a step or phase of the turn (500.1) the lexicon
 * doesn't read as one. Who gets priority and what may be cast differ from step to step (117.3a, 502.4,
 * 514.3), so the word is never passed over as everyday English: it must be read, or it is named.
 */
function unreadSteps(out: Chunk[]): void {
  out.forEach((c) => {
    if (/^(?:steps?|phases?)$/i.test(c.text) && c.senses.every((x) => x.kind === 'unknown')) c.senses = [{ kind: 'unknown', strange: true }];
  });
}

/**
 * "came back once with a -1/-1 counter", "it died once, then …": "once" right after a verb, with no clause of its own
 * after it (no subject follows), is the count of that act — one time, which the clause tells anyway — never a
 * subordinator opening a clause ("once he blocks").
 */
function onceCounted(out: Chunk[]): void {
  out.forEach((c, k) => {
    if (!/^once$/i.test(c.text) || !out[k - 1]?.senses.some((x) => x.kind === 'verb')) return;
    const next = out[k + 1]?.senses[0];
    if (next === undefined || ['punct', 'prep', 'conj', 'time'].includes(next.kind)) c.senses = [{ kind: 'filler' }];
  });
}

/**
 * "My board: Pitiless Plunderer, Llanowar Elves and a 2/2", "their board: …": a player's board and a colon say what is
 * on it, as "my board is …" does (the lexicon's "board is"): the word and its colon become one "present" chunk.
 */
function boardColon(out: Chunk[]): void {
  for (let k = out.length - 2; k > 0; k--) {
    const c = out[k]!;
    const colon = out[k + 1]!;
    if (!/^board$/i.test(c.text) || colon.text !== ':' || colon.start !== c.end || !out[k - 1]!.senses.some((x) => x.kind === 'player' || x.kind === 'poss')) continue;
    out.splice(k, 2, { ...c, to: colon.to, end: colon.end, text: `${c.text}:`, senses: [{ kind: 'adj', adj: 'present' }] });
  }
}

/** Chunks read again once all are made, with the words around them: in this order, each seeing the ones before. */
/**
 * "on their own main phase", "during my own end step", "on his own turn": "own" between a possessive player and a step,
 * phase or turn only stresses whose it is (frames/moments.ts) — never the verb "to own".
 */
function ownTurnPoint(out: Chunk[]): void {
  out.forEach((c, k) => {
    const next = out[k + 1]?.senses ?? [];
    const whose = out[k - 1]?.senses.some((x) => x.kind === 'player' && x.possessive) ?? false;
    const point = next.some((x) => (x.kind === 'time' && TURN_POINTS.has(x.time)) || (x.kind === 'thing-noun' && (x.noun === 'turn' || x.noun === 'combat')));
    if (/^own$/i.test(c.text) && whose && point) c.senses = [{ kind: 'adj', adj: 'own' }];
  });
}

/** "for the turn" said of anything but a draw ("+2/+2 for the turn"): not the draw step (en/turn-words.ts FOR_TURN), named. */
function drawForTurn(out: Chunk[]): void {
  out.forEach((c, k) => {
    if (!FOR_TURN.includes(c.text.toLowerCase().replace(/\s+/g, ' '))) return;
    const before = [out[k - 1], out[k - 2], out[k - 3]].findIndex((x) => x?.senses.some((y) => y.kind === 'verb' && y.verb === 'draw'));
    const between = out.slice(k - before, k).every((x) => /^(?:a|one|1|card)$/i.test(x.text));
    if (before < 0 || !between) c.senses = [{ kind: 'unknown', strange: true }];
  });
}

const REREADINGS: readonly ((out: Chunk[]) => void)[] = [settleSharedShortNames, gotAfterS, exileZone, leftRemaining, beforeKeyword, afterWith, anthem, unreadSteps, onceCounted, boardColon, ownTurnPoint, drawForTurn, keywordVerbs, tappedActed, responseThenPurpose, aimedAt, letThrough, endUpDoing];
