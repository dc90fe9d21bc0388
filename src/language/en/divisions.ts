/**
 * "I assign lethal to the blocker and the rest to the player", "They assign as much trample damage to me as they can",
 * "if I put as much damage on the player as I can", "if i trample over max": the attacking player's division of combat
 * damage told as the most past the blockers — lethal damage to each blocker, the rest (or as much as can be) to the
 * player — with no amount said and trample said. That is the division the run makes when none is told (510.1c-d,
 * 702.19b), so the clause is marked (Clause.mostPast) to be read as told, adding nothing (frames/index.ts). Any amount
 * said in the sentence ("I put 1 on the Angel and the rest on him") is a division of its own: left unread (named).
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, DivisionPart, NounPhrase, Sentence } from '../clause.ts';
import { ORDINALS, phraseChunks } from '../clause.ts';

/**
 * Words a combat damage division told as the most past the blockers is said with (en/divisions.ts): "the rest",
 * "as much as possible / as I can", "max", "lethal" to a blocker. MOST_PAST_MARKS say the most (or the rest) goes on;
 * MOST_PAST_WORDS say nothing more besides.
 */
const MOST_PAST_MARKS: ReadonlySet<string> = new Set(['rest', 'much', 'max', 'maximum', 'most']);
const MOST_PAST_WORDS: ReadonlySet<string> = new Set(['as', 'much', 'possible', 'max', 'maximum', 'most', 'the', 'rest', 'lethal', 'damage', 'dmg', 'trample', 'over', 'through', 'thru', 'to', 'on', 'onto', 'and', 'all', 'of', 'it', 'can', 'everything', 'else', 'combat']);

/**
 * "as much damage … as the rules allow", "as is legal", "as legally possible", "as he's allowed": the limit of "as much
 * as" said as what the rules let, which is what "as possible" says (the most a legal assignment gives, 510.1c-d).
 * Only read in the tail after that second "as" (rulesLimit, limitClause below).
 */
const MOST_PAST_LIMITS: ReadonlySet<string> = new Set(['rules', 'rule', 'allow', 'allows', 'permit', 'permits', 'allowed', 'permitted', 'legal', 'legally', 'possible', 'is', "he's", "she's", "they're", "i'm", 'he', 'she', 'they', 'i', 'am', 'are']);
const VERBS: ReadonlySet<string> = new Set(['assign', 'put', 'trample-over', 'deal', 'push-through']);

function isPlayer(np: NounPhrase | null | undefined): boolean {
  // ("max damage to face", "the rest to their face": chat's word for the player themself, as "at their face" is read.)
  return (np?.kind === 'player' && np.player.who !== 'each') || (np?.kind === 'property' && np.noun === 'face' && (np.of === null || (np.of.kind === 'player' && !['each', 'me'].includes(np.of.player.who))));
}

/** The clause's words are a division past the blockers and nothing else: which chunks carry its words, or null. */
function divisionClause(c: Clause, chunks: readonly Chunk[], follows: boolean): { lethalTo: boolean; toPlayer: boolean } | null {
  // "… as | is legal", "… as | they're allowed": the limit said as a clause of its own after the division.
  if (follows && limitClause(c, chunks)) return { lethalTo: false, toPlayer: false };
  const v = c.verb;
  if (!v || v.negated || v.passive || c.wh !== null || c.complement || c.keywords.some((k) => k.keyword !== 'trample')) return null;
  // "… as they | can (to him)": the clause after a division, its modal alone.
  if (follows ? !(v.verb === 'be' && v.modal === 'can' && !c.object) : !(VERBS.has(v.verb) && v.modal === null)) return null;
  if (c.subject && !isPlayer(c.subject)) return null;
  if (c.object && !(c.object.kind === 'property' && (c.object.noun === 'lethal' || c.object.noun === 'damage'))) return null;
  // ("lethal | damage": the damage said after the lethal.)
  if (c.object2 && !(c.object2.kind === 'property' && c.object2.noun === 'damage' && c.object?.kind === 'property' && c.object.noun === 'lethal')) return null;
  const allowed = new Set<number>([...v.chunks, ...phraseChunks(c.subject), ...phraseChunks(c.object), ...phraseChunks(c.object2)]);
  let lethalTo = false;
  let toPlayer = false;
  for (const r of c.roles) {
    if (r.time) return null;
    if ((r.prep === 'to' || r.prep === 'on' || r.prep === 'onto') && isPlayer(r.np)) toPlayer = true;
    else if (r.prep === 'to' || r.prep === 'on' || r.prep === 'onto') {
      if (r.np?.kind !== 'object' || r.np.count !== null) return null;
      lethalTo = true;
    } else if (r.prep === 'as') {
      // "as much damage … as they can": the damage, and the one who can.
      if (!(isPlayer(r.np) || (r.np?.kind === 'property' && r.np.noun === 'damage'))) return null;
    } else return null;
    for (const k of r.chunks) allowed.add(k);
    for (const k of phraseChunks(r.np)) allowed.add(k);
  }
  for (const k of c.chunks) {
    if (allowed.has(k)) continue;
    const x = chunks[k];
    if (!x) continue;
    if (MOST_PAST_WORDS.has(x.text.toLowerCase())) continue;
    const kind = x.senses[0]?.kind;
    if (kind === 'punct' || kind === 'conj' || kind === 'det') continue;
    // "The attacking player wants to assign as much as possible to him": what a player means to do is told as done
    // (lexicon INTENT_WORDS, words read as nothing) — never "if so", which stands for a move asked of.
    if (x.senses.every((y) => y.kind === 'filler' && y.ifDone !== true)) continue;
    // "If I put as much damage on the player as I can, …": supposed, as told.
    if (kind === 'sub' && c.sub === 'if') continue;
    if (kind === 'keyword' && x.senses[0]!.kind === 'keyword' && x.senses[0]!.keyword.keyword === 'trample') continue;
    if (rulesLimit(c, chunks, k)) continue;
    return null;
  }
  const words = c.chunks.map((k) => chunks[k]?.text.toLowerCase() ?? '');
  // Lethal to a creature, only with the lethal said; to the player with the rest or the most said.
  if (lethalTo && !words.includes('lethal')) return null;
  return { lethalTo, toPlayer };
}

/** A clause saying only what the rules let ("is legal", "they're allowed", "the rules permit"), with a word of that said. */
function limitClause(c: Clause, chunks: readonly Chunk[]): boolean {
  const word = (j: number): string => chunks[j]?.text.toLowerCase() ?? '';
  const kind = (j: number): string | undefined => chunks[j]?.senses[0]?.kind;
  const words = c.chunks.filter((j) => kind(j) !== 'punct');
  const limits = words.filter((j) => MOST_PAST_LIMITS.has(word(j)));
  return c.wh === null && words.length > 0 && words.every((j) => MOST_PAST_LIMITS.has(word(j)) || kind(j) === 'det' || kind(j) === 'aux') && limits.some((j) => /^(?:allow|allows|allowed|permit|permits|permitted|legal|legally)$/.test(word(j)));
}

/**
 * "… as much damage to him as the rules allow", "as is legal": the chunk is in the tail after the second "as" of "as
 * much … as", and that tail says only what the rules let (lexicon MOST_PAST_LIMITS) — "as possible" in other words.
 */
function rulesLimit(c: Clause, chunks: readonly Chunk[], k: number): boolean {
  const word = (j: number): string => chunks[j]?.text.toLowerCase() ?? '';
  const ases = c.chunks.filter((j) => word(j) === 'as');
  if (ases.length < 2 || !c.chunks.some((j) => word(j) === 'much')) return false;
  const last = ases[ases.length - 1]!;
  if (k <= last) return false;
  const tail = c.chunks.filter((j) => j > last && chunks[j]?.senses[0]?.kind !== 'punct');
  return tail.every((j) => MOST_PAST_LIMITS.has(word(j)) || chunks[j]?.senses[0]?.kind === 'det' || chunks[j]?.senses[0]?.kind === 'aux');
}

/**
 * "If I trample over", "if I assign trample damage": damage assigned past the blockers, how much not said — the most, as
 * the run's own division (702.19b), which the reply says is the most and what keeping it on the blockers would give.
 */
function trampleAct(c: Clause, chunks: readonly Chunk[]): boolean {
  if (c.roles.length > 0) return false;
  if (c.verb?.verb === 'trample-over') return c.object === null;
  const trample = c.chunks.some((k) => chunks[k]?.senses.some((y) => y.kind === 'keyword' && y.keyword.keyword === 'trample') === true);
  return trample && c.object?.kind === 'property' && c.object.noun === 'damage';
}

export function mostPastBlockers(sentences: readonly Sentence[], chunks: readonly Chunk[]): void {
  // Only past blockers with trample said (702.19b): without it nothing goes past them.
  // Said with no trample ("Darksteel Colossus … assigns as much as possible to the player"), it is marked so: past the
  // blockers only if the blocked attacker's card has trample (Clause.trampleUnsaid, checked by frames/clause-extras.ts).
  const trample = chunks.some((x) => x.senses.some((y) => (y.kind === 'keyword' && y.keyword.keyword === 'trample') || (y.kind === 'verb' && y.verb === 'trample-over')));
  for (const s of sentences) {
    // An amount said in a division of the sentence ("1 damage to the Angel … the rest") is a division of its own.
    if (s.clauses.some((c) => c.verb && VERBS.has(c.verb.verb) && c.chunks.some((k) => chunks[k]?.senses[0]?.kind === 'number'))) continue;
    const marked: Clause[] = [];
    // ("If I assign the damage | to push as much as possible through": the damage assigned, said of the act the clause beside
    // it tells how — the same division, read with it.)
    const bare: Clause[] = [];
    s.clauses.forEach((c, i) => {
      const prev = i > 0 ? s.clauses[i - 1] : undefined;
      const follows = prev !== undefined && marked.includes(prev);
      const d = divisionClause(c, chunks, follows);
      if (!d) return;
      if (!follows && !d.toPlayer && !d.lethalTo && !trampleAct(c, chunks) && !c.chunks.some((k) => MOST_PAST_MARKS.has(chunks[k]?.text.toLowerCase() ?? ''))) {
        if (c.object?.kind === 'property' && c.object.noun === 'damage' && c.roles.length === 0) bare.push(c);
        return;
      }
      marked.push(c);
    });
    // (Lethal to a blocker alone says nothing of the rest: only with the rest, or the most, said.)
    const words = marked.flatMap((c) => c.chunks.map((k) => chunks[k]?.text.toLowerCase() ?? ''));
    if (words.some((w) => MOST_PAST_MARKS.has(w)) || marked.some((c) => trampleAct(c, chunks))) {
      for (const c of [...marked, ...bare]) {
        c.mostPast = true;
        if (!trample) c.trampleUnsaid = true;
      }
    }
  }
}

/** Verbs a division with amounts is told with ("I assign 2 to …", "I put 3 on …", "I trample over, 5 to him …", "deal"). */
const AMOUNT_VERBS: ReadonlySet<string> = new Set(['assign', 'put', 'trample-over', 'deal', 'split']);
/** Verbs that tell a division of one part ("I put all 4 on the spider"). */
const SINGLE_VERBS: ReadonlySet<string> = new Set(['assign', 'put', 'trample-over']);
/** Words that say amounts alone are a division: "split it 3 and 3", "divided 3 and 3". */
const SPLIT_WORDS: ReadonlySet<string> = new Set(['split', 'divide', 'divided']);
/** "the rest", "the remaining", "the remainder", "everything else": what remains of the damage. */
const REST_WORDS: ReadonlySet<string> = new Set(['rest', 'remaining', 'remainder']);
/** Words such a division is said with that say nothing more ("all 4", "3 damage", "split it 3 and 3", "of it"). */
// ("just 1 on the wall", "only 1 to the Taunter": the amount is what is told; "its damage", "my damage": the divider's own.)
const FILLER: ReadonlySet<string> = new Set(['all', 'damage', 'dmg', 'it', 'its', 'of', 'over', 'through', 'thru', 'split', 'divide', 'divided', 'then', 'else', 'everything', 'just', 'only', 'simply']);

function senseOf(x: Chunk | undefined): Chunk['senses'][number] | undefined {
  return x?.senses[0];
}

/**
 * "I put 3 on the blocker and the rest on the player", "I assign 2 to the first blocker and 4 to the second", "I trample
 * over, 5 to him and 1 to the wolf", "I split it 3 and 3", "(I cast Arc Lightning:) 2 to his bear and 1 to him": a
 * division of damage told with amounts — each part an amount (or the rest) then to/on/onto and who gets it. The clause is
 * marked (Clause.division) when every word of it is the division's: its subject (a player), its verb, the parts, and
 * words that say nothing more. Anything else leaves it to the grammar's own reading (and so, unread, named).
 */
export function amountDivisions(sentences: readonly Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    let prev: Clause | null = null;
    for (const c of s.clauses) {
      // ("… and leave the 2/2 alone": none of it to that creature, 510.1c.)
      const left = prev?.division ? leftAlone(c, chunks) : null;
      if (left && prev?.division) {
        prev.division.parts.push(left);
        c.division = { parts: [], joined: true, head: prev };
        continue;
      }
      const parts = c.mostPast || c.wh !== null ? null : divisionParts(c, chunks);
      if (!parts) {
        prev = null;
        continue;
      }
      // ("…, and the rest to the player": a clause of its own carrying on the division before it.)
      if (prev?.division && parts.length > 0 && (c.verb === null || restParticiple(c, chunks))) {
        prev.division.parts.push(...parts);
        c.division = { parts: [], joined: true, head: prev };
        continue;
      }
      // (One part told alone is a division only said with a verb of assigning: "I deal 3 damage to it" is a spell's or an ability's.)
      // ("1 damage to each": to every one divided among, a whole division said alone.)
      const whole = parts.length === 1 && parts[0]!.each === true && (c.verb === null || SINGLE_VERBS.has(c.verb.verb) || c.subject?.kind === 'player');
      if (!parts.some((p) => p.amount !== null || p.all) || (parts.length === 1 && !whole && !(c.verb && SINGLE_VERBS.has(c.verb.verb)))) {
        prev = null;
        continue;
      }
      c.division = askedCan(c) ? { parts, asked: true } : { parts };
      prev = c;
    }
  }
}

/** Words after "leave X" that say X gets none of the damage: "alone", "untouched", "unharmed". */
const LEFT_ALONE: ReadonlySet<string> = new Set(['alone', 'untouched', 'unharmed', 'unscathed']);

/**
 * "(Can I put all 5 on the 4/4) and leave the 2/2 alone?", "… and leave the other blocker untouched": a clause carrying
 * on a division, its verb "leave", its object one creature and after it only "alone" (or "untouched"): a part of none
 * of the damage to that creature (510.1c). Null when the clause is anything else.
 */
function leftAlone(c: Clause, chunks: readonly Chunk[]): DivisionPart | null {
  const v = c.verb;
  if (v === null || v.verb !== 'leave' || v.negated || v.passive || v.modal !== null || c.object?.kind !== 'object' || c.object2 || c.roles.length > 0 || c.complement || c.times.length > 0) return null;
  if (c.subject && !isPlayer(c.subject)) return null;
  const np = c.object;
  const own = new Set([...v.chunks, ...phraseChunks(np), ...(c.subject ? phraseChunks(c.subject) : [])]);
  const rest = c.chunks.filter((k) => !own.has(k) && !['punct', 'conj'].includes(senseOf(chunks[k])?.kind ?? ''));
  if (rest.length !== 1 || !LEFT_ALONE.has(chunks[rest[0]!]?.text.toLowerCase() ?? '') || rest[0]! < Math.max(...phraseChunks(np))) return null;
  return { amount: 0, to: np, chunks: [...v.chunks, ...phraseChunks(np), rest[0]!] };
}

/** "Can I put all 5 on the 4/4?", "could they assign 1 to each?": a question clause whose verb is said with "can" or "could". */
function askedCan(c: Clause): boolean {
  return c.question && (c.verb?.modal === 'can' || c.verb?.modal === 'could');
}

/** "(and) the remaining 4 to the player": 'remaining' read by the grammar as the clause's verb is the rest said with its amount. */
function restParticiple(c: Clause, chunks: readonly Chunk[]): boolean {
  const v = c.verb;
  return v !== null && v.verb === 'remain' && !v.negated && !v.passive && v.modal === null && v.chunks.length > 0 && v.chunks.every((k) => chunks[k]?.text.toLowerCase() === 'remaining') && senseOf(chunks[v.chunks.at(-1)! + 1])?.kind === 'number';
}

/** "none", "nothing", "zero" said as a part's amount: 0. */
const NONE_WORDS: ReadonlySet<string> = new Set(['none', 'nothing']);
/** "each", "every": a part to every one of the creatures divided among. */
const EACH_WORDS: ReadonlySet<string> = new Set(['each', 'every']);

/**
 * "1 on each", "1 to each of them", "1 damage to each one": 'each' with no noun after the preposition (its determiners
 * ks[from..to)), the part to every creature the damage is divided among. The chunks that say it besides ("of them",
 * "one"), or null when it is no such part.
 */
function eachAlone(c: Clause, chunks: readonly Chunk[], ks: readonly number[], from: number, to: number): number[] | null {
  const text = (k: number | undefined): string => (k === undefined ? '' : (chunks[k]?.text.toLowerCase() ?? ''));
  if (to - from !== 1 || !EACH_WORDS.has(text(ks[from]))) return null;
  const after = ks[to];
  if (after === undefined || ['conj', 'punct'].includes(senseOf(chunks[after])?.kind ?? '')) return [];
  if (text(after) === 'one') return [after];
  // ("of them": the creatures divided among, said again.)
  const of = c.roles.find((r) => r.prep === 'of' && r.chunks.includes(after) && r.np?.kind !== undefined && ['them', 'those'].includes(r.np.text.toLowerCase()));
  return of ? [...new Set([...of.chunks, ...phraseChunks(of.np)])] : null;
}

function divisionParts(c: Clause, chunks: readonly Chunk[]): DivisionPart[] | null {
  const v = restParticiple(c, chunks) ? null : c.verb;
  // ("Can I put just 1 on the wall …?": a division asked with "can", Clause.division `asked`.)
  if (v && (v.negated || v.passive || (v.modal !== null && !askedCan(c)) || !AMOUNT_VERBS.has(v.verb))) return null;
  // ("The attacker puts 1 on each blocker", "Craw Wurm assigns 3 to each": the creature dividing its own damage said —
  // which one it is, frames/division.ts checks.)
  const creatureSaid = v !== null && c.subject?.kind === 'object';
  if (c.subject && !isPlayer(c.subject) && !creatureSaid && !(c.subject.kind === 'amount' || c.subject.kind === 'list')) return null;
  if (c.keywords.some((k) => k.keyword !== 'trample') || c.times.length > 0) return null;
  const used = new Set<number>([...(v?.chunks ?? []), ...(c.subject && (isPlayer(c.subject) || creatureSaid) ? phraseChunks(c.subject) : [])]);
  const ks = [...c.chunks].sort((a, b) => a - b);
  const parts: DivisionPart[] = [];
  const text = (k: number): string => chunks[k]?.text.toLowerCase() ?? '';
  const trampleSaid = v?.verb === 'trample-over' || ks.some((k) => chunks[k]?.senses.some((y) => y.kind === 'keyword' && y.keyword.keyword === 'trample') === true);
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i]!;
    const x = senseOf(chunks[k]);
    const isNone = NONE_WORDS.has(text(k)) && senseOf(chunks[ks[i + 1] ?? -1])?.kind === 'prep'; // ("none to the Bears": 0, 510.1c.)
    const isNumber = x?.kind === 'number' || isNone;
    const isRest = REST_WORDS.has(text(k)) || (text(k) === 'everything' && text(ks[i + 1] ?? -1) === 'else');
    // ("everything on the 3/3", "all of it to the Giant": the whole of the damage, no amount said.)
    const isAll = !isRest && (text(k) === 'everything' || (text(k) === 'all' && senseOf(chunks[ks[i + 1] ?? -1])?.kind !== 'number'));
    if (!isNumber && !isRest && !isAll) continue;
    // "the remaining 5 to the player": the rest said with its amount — read as that amount (whether it is all that
    // remains is the engine's to check, 510.1a, 510.1e).
    if (isRest && senseOf(chunks[ks[i + 1] ?? -1])?.kind === 'number') continue;
    const restSaid = isNumber && i > 0 && REST_WORDS.has(text(ks[i - 1]!)) ? [ks[i - 1]!] : [];
    const head = [...restSaid, k];
    let j = i + 1;
    // "3 damage", "everything else", "the rest of it".
    while (j < ks.length && ['damage', 'dmg', 'else', 'of', 'it', ...(isAll ? ['the', 'my', 'its', 'his', 'her', 'their'] : [])].includes(text(ks[j]!))) head.push(ks[j++]!);
    // ("trample 5 over to me", "trample the rest over": past the blockers — to whom said after it, or else the player attacked.)
    const over = trampleSaid && ['over', 'through', 'thru'].includes(text(ks[j] ?? -1)) ? ks[j++]! : null;
    if (over !== null) head.push(over);
    const prep = ks[j];
    const p = senseOf(chunks[prep ?? -1]);
    const amount = isNone ? 0 : isNumber && x?.kind === 'number' ? x.value : null;
    if (over !== null && (prep === undefined || ['conj', 'punct'].includes(p?.kind ?? ''))) {
      parts.push({ amount, to: null, past: true, chunks: head });
      for (const h of head) used.add(h);
      i = j - 1;
      continue;
    }
    if (prep === undefined || p?.kind !== 'prep' || !['to', 'on', 'onto', 'at'].includes(p.prep)) {
      if (isAll) continue; // ("I split all of it 3 and 3": 'all' said of no recipient says nothing more.)
      // Amounts alone ("split it 3 and 3"): a part with no recipient said.
      if (amount !== null) parts.push({ amount, to: null, chunks: head });
      else return null;
      for (const h of head) used.add(h);
      i = j - 1;
      continue;
    }
    const next = recipientPart(c, chunks, { ks, prep, j, head, amount, isAll }, parts, used);
    if (next === null) return null;
    i = next;
  }
  if (parts.length === 0) return null;
  // Amounts alone are a division only said as one ("I split it 3 and 3"): "16 or 12?" guesses at an answer.
  if (parts.every((p) => p.to === null && p.ordinal === undefined && p.each === undefined && p.past === undefined) && !c.chunks.some((k) => SPLIT_WORDS.has(text(k)))) return null;
  return onlyDivisionWords(c, chunks, used, ks[0]) ? parts : null;
}

/** "the 1/1 and trample": a list whose last item is the keyword trample alone — its first item, the recipient; else the phrase. */
function trampleTail(np: NounPhrase, chunks: readonly Chunk[]): NounPhrase {
  if (np.kind !== 'list' || np.items.length !== 2 || np.conj !== 'and') return np;
  const tail = phraseChunks(np.items[1]!);
  const trample = tail.length > 0 && tail.every((k) => chunks[k]?.senses.some((y) => y.kind === 'keyword' && y.keyword.keyword === 'trample') === true);
  return trample ? np.items[0]! : np;
}

/**
 * The part whose preposition is at `prep` (ks[j]): to the role phrase after it ("2 to the 2/2", "1 to each bird"), to 'each'
 * alone ("1 on each of them"), or to an ordinal alone ("… and 4 to the second"). Added to `parts` (its chunks to `used`);
 * the index in `ks` to go on after, or null when no recipient is said there.
 */
function recipientPart(c: Clause, chunks: readonly Chunk[], at: { ks: readonly number[]; prep: number; j: number; head: number[]; amount: number | null; isAll: boolean }, parts: DivisionPart[], used: Set<number>): number | null {
  const { ks, prep, j, head, amount, isAll } = at;
  const text = (k: number): string => chunks[k]?.text.toLowerCase() ?? '';
  // Who gets it: the role phrase that starts after the preposition (only determiners between).
  const role = c.roles.find((r) => {
    const np = phraseChunks(r.np);
    if (np.length === 0) return false;
    const first = Math.min(...np);
    return first > prep && ks.filter((q) => q > prep && q < first).every((q) => senseOf(chunks[q])?.kind === 'det');
  });
  if (role?.np) {
    // ("only 1 to the 1/1 and trample 5 over to me": the keyword read into the phrase as a second item is the next part's verb.)
    const np = trampleTail(role.np, chunks);
    // "1 to each bird", "1 to every blocker", "1 to each one" (never one of them): the amount to every one of them.
    const eachOne = np.kind === 'pronoun' && np.word === 'one' && ks.some((q) => q > prep && q < Math.min(...phraseChunks(np)) && EACH_WORDS.has(text(q)));
    const each = isAll ? { all: true as const } : eachOne || (np.kind === 'object' && (np.det === 'each' || np.det === 'every')) ? { each: true as const } : {};
    parts.push({ amount, to: eachOne ? null : np, ...each, chunks: [...head, prep, ...role.chunks, ...phraseChunks(np)] });
    for (const q of [...head, prep, ...role.chunks, ...phraseChunks(np)]) used.add(q);
    for (const q of ks) if (q > prep && q < Math.min(...phraseChunks(np))) used.add(q);
    return ks.indexOf(Math.max(...phraseChunks(np)));
  }
  // "… and 4 to the second": the recipient said by its ordinal alone.
  let m = j + 1;
  while (m < ks.length && senseOf(chunks[ks[m]!])?.kind === 'det') m++;
  const each = eachAlone(c, chunks, ks, j + 1, m);
  if (each !== null) {
    parts.push({ amount, to: null, each: true, chunks: [...head, ...ks.slice(j, m), ...each] });
    for (const q of [...head, ...ks.slice(j, m), ...each]) used.add(q);
    return Math.max(m - 1, ks.indexOf(Math.max(...each, ks[m - 1]!)));
  }
  const ord = senseOf(chunks[ks[m] ?? -1]);
  const n = ord?.kind === 'adj' ? ORDINALS.get(ord.adj) : undefined;
  if (typeof n !== 'number') return null;
  parts.push({ amount, to: null, ordinal: n, chunks: [...head, ...ks.slice(j, m + 1)] });
  for (const q of [...head, ...ks.slice(j, m + 1)]) used.add(q);
  return m;
}

/** Every word of the clause is the division's (`used`), or says nothing more. */
function onlyDivisionWords(c: Clause, chunks: readonly Chunk[], used: ReadonlySet<number>, first: number | undefined): boolean {
  for (const k of c.chunks) {
    if (used.has(k)) continue;
    const x = chunks[k];
    if (!x) continue;
    const kind = x.senses[0]?.kind;
    if (kind === 'punct' || kind === 'conj' || kind === 'det') continue;
    // ("I split it 3 and 3": the asker, read by the grammar as no subject.)
    if (kind === 'player' && k === first) continue;
    if (FILLER.has(x.text.toLowerCase())) continue;
    if (kind === 'keyword' && x.senses[0]!.kind === 'keyword' && x.senses[0]!.keyword.keyword === 'trample') continue;
    // ("AP wants to assign all 6 to Hill Giant": what a player means to do is told as done — lexicon INTENT_WORDS, read as
    // nothing — never "if so", which stands for a move asked of, nor a claim's aside.)
    if (x.senses.every((y) => y.kind === 'filler' && y.ifDone !== true && y.aside === undefined)) continue;
    return false;
  }
  return true;
}
