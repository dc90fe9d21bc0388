/** Japanese clause roles for copulas (「XはYだ」), states since last turn, mana made, lists present and games lost. */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks, plainSize } from '../clause.ts';
import type { Sense } from '../senses.ts';
import type { JaReader } from './reader.ts';
import { GAME_LOSS_WORDS } from './lexicon.ts';
import type { FinishOptions } from './roles.ts';
import { sinceLastTurn as sharedSinceLastTurn } from '../since-last-turn.ts';
import { dropRole, implicitPlayer, role } from './roles.ts';

/**
 * 「《ラノワールのエルフ》でマナ(を)出せる?」「《X》からマナを出す」: mana made with a permanent is its mana
 * ability activated (605.1a), as "tap it for mana" is read: the permanent is what is activated, for mana.
 * Only マナ right before 出す (with or without を), and the permanent said with で or から.
 */
export function manaMade(r: JaReader, c: Clause): void {
  const v = c.verb!;
  if (v.verb !== 'cast' || v.passive || v.card || c.object || c.object2 || c.complement) return;
  const src = role(c, 'with', 'from');
  if (!src?.np || (src.np.kind !== 'object' && src.np.kind !== 'pronoun')) return;
  const first = v.chunks[0];
  if (first === undefined) return;
  const isMana = (k: number): boolean => {
    const s = r.chunks[k]?.senses[0];
    return s?.kind === 'thing-noun' && s.noun === 'mana';
  };
  const wo = r.chunks[first - 1]?.text === 'を';
  const k = wo ? first - 2 : first - 1;
  if (!isMana(k) || !c.chunks.includes(k)) return;
  const words = wo ? [k, first - 1] : [k];
  const at = r.chunks[k]!;
  const mana: NounPhrase = { kind: 'property', noun: 'mana', of: null, adjectives: [], chunks: words, start: at.start, end: at.end, text: at.text };
  c.object = src.np;
  dropRole(c, src);
  c.roles.push({ prep: 'for', np: mana, time: null, chunks: [...words, ...src.chunks.filter((x) => !phraseChunks(src.np!).includes(x))] });
  c.verb = { ...v, verb: 'activate' };
}

/**
 * 「私のライフは15です」「対戦相手のライフは3」「ライフが2のとき」: a player at a life total (the
 * English "I'm at 15 life"); 「相手の毒カウンターが9個」: a player with poison counters.
 */
export function copulaRules(c: Clause, inherited: NounPhrase | null): void {
  // 「(両方20)」「両方ともライフ10です」: 両方 ("both") said with nothing but a total is both players (as お互い), never two
  // objects of the story — a total is a player's (119.1).
  if (c.subject?.kind === 'pronoun' && c.subject.word === 'both' && !c.object && !c.object2 && c.roles.length === 0 && c.complement?.kind === 'amount' && c.complement.n !== null && (c.complement.noun === 'total' || c.complement.noun === 'life') && !c.question && c.wh === null) {
    c.subject = { kind: 'player', player: { who: 'each' }, chunks: c.subject.chunks, start: c.subject.start, end: c.subject.end, text: c.subject.text };
  }
  if (lifeStartedFrom(c)) return;
  // 「相手に毒カウンターが7個」「自分に毒カウンターが3個乗っている」: poison counters said to be on a player (122.1f).
  const on = role(c, 'to');
  if (c.subject?.kind === 'amount' && c.subject.n !== null && (c.subject.noun === 'poison' || c.subject.counter === 'poison') && on?.np?.kind === 'player' && !c.object && !c.complement && c.roles.length === 1) {
    const amount = c.subject;
    c.subject = on.np;
    dropRole(c, on);
    c.object = amount;
    c.verb = { verb: 'have', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    return;
  }
  // 「相手はライフ20」「お互いライフ3のとき」「相手は毒カウンター7個で」: a player and an amount said of them.
  const told = c.subject?.kind === 'player' && !c.object ? (c.complement ?? role(c, 'with')?.np ?? null) : null;
  if (c.subject?.kind === 'player' && told?.kind === 'amount' && told.n !== null && (told.noun === 'life' || told.noun === 'poison')) {
    const withRole = role(c, 'with');
    if (withRole?.np === told) dropRole(c, withRole);
    else c.complement = null;
    if (told.noun === 'life') {
      c.roles.push({ prep: 'at', np: told, time: null, chunks: phraseChunks(told) });
      c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    } else {
      c.object = told;
      c.verb = { verb: 'have', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    }
    return;
  }
  // 「今20点です」「今は15点」: points said to be where things stand now, with nothing else said, are the asker's life
  // total — as 「私は今20点です」 says (119.1), the one speaking left unsaid. Only with 今: 「20点です」 alone could answer anything.
  if (c.subject?.kind === 'amount' && c.subject.noun === 'total' && c.subject.n !== null && c.times.length === 1 && c.times[0] === 'now' && !c.complement && !c.object && c.roles.length === 0 && !c.question && c.keywords.length === 0 && c.adjectives.length === 0 && c.verb?.verb === 'be' && !c.verb.negated && inherited === null) {
    c.complement = c.subject;
    c.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  // 「…乗っていて、今は1/1です」: a bare size said to be where things stand now, with no one said, is the size of what the
  // sentence was about (its topic, carried: 「私の2/2には…、今は1/1です」) (a claim checked against the run, 613.4), never a new 1/1 creature told into the story.
  if (c.subject?.kind === 'object' && nowSizeOnly(c.subject) && c.times.length === 1 && c.times[0] === 'now' && !c.complement && !c.object && c.roles.length === 0 && !c.question && c.wh === null && c.keywords.length === 0 && c.verb?.verb === 'be' && !c.verb.negated && c.verb.modal === null && (inherited === null || inherited.kind === 'object')) {
    c.complement = c.subject;
    c.subject = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  // 「ライフ3のとき」: an amount of life alone is the asker's life total (or the topic's: 「相手は…でライフ20」).
  if (c.subject?.kind === 'amount' && c.subject.noun === 'life' && !c.complement) {
    c.complement = c.subject;
    const of = inherited?.kind === 'player' ? { ...inherited, chunks: [] } : null;
    c.subject = { kind: 'property', noun: 'life', of, adjectives: [], chunks: [], start: c.subject.start, end: c.subject.start, text: '' };
  }
  const s = c.subject;
  const n = c.complement?.kind === 'amount' && (c.complement.noun === 'total' || c.complement.noun === 'life' || c.complement.noun === 'poison') ? c.complement : null;
  if (!s || s.kind !== 'property' || !n || n.n === null) return;
  if (s.of && s.of.kind !== 'player') return;
  const player: NounPhrase = s.of ?? { kind: 'player', player: { who: 'me' }, chunks: [], start: s.start, end: s.start, text: '' };
  const amount: NounPhrase = { ...n, chunks: [...s.chunks, ...n.chunks], noun: s.noun === 'poison' ? 'poison' : 'life', counter: s.noun === 'poison' ? 'poison' : null };
  if (s.noun === 'life') {
    c.subject = player;
    c.complement = null;
    c.roles.push({ prep: 'at', np: amount, time: null, chunks: amount.chunks });
    // 「ライフが0になった」: the life total the story starts from is that one.
    c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
  } else if (s.noun === 'poison') {
    c.subject = player;
    c.complement = null;
    c.object = amount;
    c.verb = { verb: 'have', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
  }
}

/** 「お互い20点から」「相手は15スタート」「ライフは20からです」: the life a player starts from (unsaid: grammar.ts leaves it to the frame). */
function lifeStartedFrom(c: Clause): boolean {
  const from = role(c, 'from');
  if (from?.np?.kind !== 'amount' || (from.np.noun !== 'total' && from.np.noun !== 'life') || from.np.n === null || c.object || c.complement) return false;
  from.np.noun = 'life';
  if (c.subject?.kind === 'player') {
    from.prep = 'at';
    c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
  } else if (!c.question && c.wh === null && c.subject?.kind === 'property' && c.subject.noun === 'life' && (c.subject.of === null || c.subject.of.kind === 'player')) {
    // 「ライフは20からです」「相手のライフは20から」: the life noun as the topic, the total it starts from — that
    // player's life (the asker's when no one is said, as 「ライフは20」).
    const s = c.subject;
    c.subject = s.of ?? { kind: 'player', player: { who: 'me' }, chunks: [], start: s.start, end: s.start, text: '' };
    from.np.chunks = [...s.chunks, ...from.np.chunks];
    from.chunks = [...s.chunks, ...from.chunks];
    from.prep = 'at';
    c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
  } else if (!c.subject && c.roles.length === 1 && !c.question && c.wh === null && c.verb?.verb === 'be' && !c.verb.negated && c.verb.modal === null) {
    // 「20からです」「(20からです)」: the copula after a total started from says no more than 「20から」 alone (frames
    // verbless.ts: only 20, the default, is read with no player said).
    c.verb = null;
  }
  return true;
}

/** A size and nothing else (「1/1」): no card, owner, type, keyword, counter or determiner said with it. */
function nowSizeOnly(d: Extract<NounPhrase, { kind: 'object' }>): boolean {
  return d.head === 'pt' && d.power !== null && d.toughness !== null && d.owner === null && d.controlledBy === null && d.det === null && d.types.length === 0 && plainSize(d);
}

/** 「前のターンに出した《X》」: on the battlefield since last turn (302.6), read as English reads it (../since-last-turn.ts). */
export function sinceLastTurn(c: Clause, o: FinishOptions): void {
  sharedSinceLastTurn(c, o.relative);
}

/**
 * 「これって負けですか」「それで負け？」「これ、負け？」: これ/それ said of losing the game (負け) is the situation the
 * story told, not an object — "am I dead?" with no one said, which is the asker (as 「負けですか」 reads).
 */
export function situationLost(r: JaReader, c: Clause): void {
  const v = c.verb;
  if ((v && v.verb !== 'be' && v.verb !== 'become') || c.object || c.complement || !c.adjectives.includes('dead')) return;
  if (!c.chunks.some((k) => GAME_LOSS_WORDS.has(r.chunks[k]?.text ?? ''))) return;
  // 「私の負け？」「相手の負けですか」: the player whose loss it is (the one role, の).
  const of = c.roles.length === 1 && c.roles[0]!.prep === 'of' && c.roles[0]!.np?.kind === 'player' ? c.roles[0]! : null;
  // (「負け？」 with no です is verbless: read as 負けです, "is dead", as the copula would say.)
  const be = (): void => {
    if (!c.verb) c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [], text: c.text };
  };
  if (!c.subject && of) {
    c.subject = of.np;
    c.roles = [];
    be();
    return;
  }
  // (Left with no one said, the last creature told was asked whether it died: 「ライフ3。相手の3/3が攻撃してきて、
  // ブロックしなかった。これって負け？」 answered "the 3/3 stays" — red team s19b.)
  const situation = c.subject?.kind === 'pronoun' && c.subject.word === 'it' && c.subject.chunks.every((k) => r.chunks[k]?.senses[0]?.kind === 'pronoun');
  if ((situation || !c.subject) && c.roles.length === 0) {
    c.subject = implicitPlayer(c);
    be();
  }
}

/** ある ("is there") in any ending (あります, あって, 有る). */
const BEING_THERE = /^(?:あ[るりっ]|有)/u;

/**
 * 「《栄光の頌歌》と《十字軍》がある状態で」「《灰色熊》と《セラの天使》があります」: permanents listed as being there (ある), with no
 * place said, are on the battlefield — as one of them alone is (「《栄光の頌歌》がある状態で」) and as 「場に…がある」 says.
 * The list was left unread: a fact of two objects with nothing said of them.
 */
export function listPresent(r: JaReader, c: Clause): void {
  const v = c.verb;
  if (!v || v.verb !== 'have' || v.negated || v.passive || v.modal !== null || c.question || c.wh !== null) return;
  if (c.subject?.kind !== 'list' || !c.subject.items.every((x) => x.kind === 'object') || c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.lacks.length > 0) return;
  if (v.chunks.length !== 1 || !BEING_THERE.test(r.chunks[v.chunks[0]!]?.text ?? '')) return;
  const field: NounPhrase = { kind: 'property', noun: 'battlefield', of: null, adjectives: [], chunks: [], start: c.subject.start, end: c.subject.start, text: '' };
  c.roles.push({ prep: 'on', np: field, time: null, chunks: [] });
}

/**
 * 「これって負け？」「負けですか」「私の負けですか」「相手の負け？」: 負け is losing the game (104.3a, 704.5a) — a player's,
 * never a creature's fate — so it is asked as 負ける is: of the player said before it with の, else of nobody said (the
 * asker, or the one player whose life was told: intents/events.ts losesAsk). Read as "dead?", it was asked of the
 * creature the story was last about (red team s19b: 「これって負け？」 answered "No, the 4/4 stays" while the asker lost).
 */
export function gameLost(r: JaReader, c: Clause): void {
  const v = c.verb;
  if ((v && v.verb !== 'be' && v.verb !== 'become') || c.object || c.complement || !c.adjectives.includes('dead')) return;
  if (c.subject && c.subject.kind !== 'player') return;
  const at = c.chunks.find((k) => GAME_LOSS_WORDS.has(r.chunks[k]?.text ?? ''));
  if (at === undefined) return;
  const owner = r.chunks[at - 1]?.senses[0]?.kind === 'poss' ? r.chunks[at - 2] : undefined;
  const whose = owner?.senses.find((x): x is Extract<Sense, { kind: 'player' }> => x.kind === 'player');
  if (whose && c.subject && c.subject.kind === 'player' && c.subject.chunks.length > 0) return;
  if (!whose && !c.subject && !c.question) return;
  const subject: NounPhrase | null = whose && owner ? { kind: 'player', player: { who: whose.who }, chunks: [at - 2, at - 1], start: owner.start, end: r.chunks[at - 1]!.end, text: r.text.slice(owner.start, r.chunks[at - 1]!.end) } : c.subject;
  c.subject = subject ?? implicitPlayer(c);
  c.adjectives = c.adjectives.filter((a) => a !== 'dead');
  c.verb = { verb: 'lose', passive: false, negated: v?.negated ?? false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [...(v?.chunks ?? []), at], text: v ? `${r.chunks[at]!.text}${v.text}` : r.chunks[at]!.text };
}
