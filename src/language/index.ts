/**
 * The language layer (issue 12): a question in English or Japanese -> the one question IR.
 *
 *   text ─> prepare (NFKC, atoms: 《card》, quotes) ─> tokens (compromise / kuromoji)
 *        ─> chunks (lexicons: cards, keywords, game words) ─> sentences and clauses (per language)
 *        ─> frames and intents (shared) ─> story ─> IR (validated by its zod schema)
 *
 * Nothing is guessed: a domain word no frame or intent used, a reference that finds nothing, or
 * one that could mean two objects, is returned as a problem with the user's exact words.
 */
import { typesChosen } from './type-chosen.ts';
import { asideKeywordsHeld } from './aside-keywords.ts';
import type { Lang } from '../core/lang.ts';
import { looksJapanese } from '../core/lang.ts';
import type { Chunk } from './chunk.ts';
import type { Sentence } from './clause.ts';
import { prepare } from './text.ts';
import type { Prepared } from './text.ts';
import { tokeniseEnglish } from './en/tokenise.ts';
import { chunkEnglish } from './en/chunk.ts';
import { readLoyaltyCosts } from './loyalty.ts';
import { readOpponentsOf } from './opponent-of.ts';
import { parseEnglishSentences } from './en/grammar.ts';
import { boardBeforeEvery } from './en/board-first.ts';
import { amountDivisions, mostPastBlockers } from './en/divisions.ts';
import { keywordEllipsis } from './en/keyword-ellipsis.ts';
import type { CardSpotter } from './lexicon/cards.ts';
import { NO_CARDS } from './lexicon/cards.ts';
import { Story, absentKindsOf, checkAbsent } from './story.ts';
import { checkChosenLater, checkStatesSaid } from './refs.ts';
import type { CardFacts, StoryProblem } from './story.ts';
import { checkAttackTargets } from './frames/attacks.ts';
import { leftovers, wholeWordsOf } from './coverage.ts';
import { parseIr } from './ir.ts';
import { blockedAndUnblocked } from './counterfactual.ts';
import type { QuestionIR } from './ir.ts';
import { readJapanese } from './ja/index.ts';
import { resolveEllipsis } from './ellipsis.ts';
import { storyWords } from './locales/index.ts';
import { definitionAsked } from './asked-shapes.ts';
import { read } from './read-story.ts';
import { lastTurnHolds } from './since-last-turn.ts';
import { noManaOf } from './no-mana.ts';
import type { LANGUAGE_LIMITS } from './understood-checks.ts';
import { legendNamesUnsaid } from './intents/legend.ts';
import { activeRoles, askedIndefinite, cardsWithoutZone, extremeAmounts, correctionWords, hugeNumber, ifDoneWithoutMove, killWithoutMeans, lateTotals, listScopes, overLimit, shortNamesRead, unreadLinks, unsaidLifeHolder } from './understood-checks.ts';
export { LANGUAGE_LIMITS } from './understood-checks.ts';

export type { QuestionIR } from './ir.ts';
export type { CardFacts, StoryProblem } from './story.ts';

export interface LanguageDeps {
  cards?: CardSpotter;
  /** The catalog's keywords, colours and size of a card by its English name, for a second reading (Story.needFacts). */
  facts?: (card: string) => CardFacts | null;
}

/**
 * `needFacts`: cards a description was compared with by a keyword or colour the catalog would settle ("the
 * flier" among Serra Angel and Grizzly Bears) while their facts were not given: read again with them.
 */
export type Understood =
  | { ok: true; ir: QuestionIR; sentences: Sentence[]; needFacts?: string[] }
  | { ok: false; problems: StoryProblem[]; leftover: string[]; limit?: { what: keyof typeof LANGUAGE_LIMITS; count: number }; define?: string; needFacts?: string[]; spotted?: string[]; keywords?: string[] };

/**
 * The keywords a question names (their ids: "lifelink", "ward"), at most three: a question not read can still point
 * to /define for what those keywords do in general (questions/reading.ts).
 */
function keywordsNamed(chunks: readonly Chunk[]): string[] {
  return [...new Set(chunks.flatMap((c) => c.senses.flatMap((x) => (x.kind === 'keyword' ? [x.keyword.keyword] : [])).slice(0, 1)))].slice(0, 3);
}

/** Reads a question into the IR, or says exactly what could not be read. */
export async function understand(input: string, deps: LanguageDeps = {}): Promise<Understood> {
  const cards = deps.cards ?? NO_CARDS;
  const prepared = prepare(input);
  const lang: Lang = looksJapanese(prepared.text) ? 'ja' : 'en';
  const { chunks, sentences } = lang === 'ja' ? await readJapanese(prepared, cards) : readEnglish(prepared, cards);
  // "So does my 2/2", 「2/2もだ」: the clause before said again of a new subject (ellipsis.ts).
  resolveEllipsis(sentences, chunks, lang);
  const define = definitionAsked(sentences, chunks);
  if (define) return { ok: false, problems: [], leftover: [], define };
  const back = takenBack(prepared.text, lang);
  if (back) return back;
  const story = new Story(lang, prepared.text, (k) => chunks[k]?.senses ?? [], deps.facts ?? null, (k) => chunks[k]?.text ?? '');
  const early = overLimit(story, sentences);
  if (early) return { ok: false, problems: [], leftover: [], limit: early };
  read(story, sentences);
  typesChosen(story, sentences, chunks);
  checkStory(story, sentences, chunks);
  const limit = overLimit(story, sentences);
  if (limit) return { ok: false, problems: [], leftover: [], limit };
  const leftover = leftovers(chunks, story, prepared.text);
  const needFacts = story.needFacts.size > 0 ? { needFacts: [...story.needFacts] } : {};
  // (The words of a problem are named back whole, as the leftovers are: "that's got …", never "'s got …".)
  // (The cards the story made objects of: a refusal doesn't tell the asker to bracket a name already read as a card.)
  const spotted = [...new Set(story.objects.flatMap((o) => (o.card ? [o.card] : [])))];
  if (story.problems.length > 0 || leftover.length > 0) return { ok: false, problems: story.problems.map((p) => ({ ...p, text: wholeWordsOf(chunks, prepared.text, p.text) })), leftover, spotted, keywords: keywordsNamed(chunks), ...needFacts };
  // A claim asked about ("My friend says I gain 2 life. Is that right?") whose words ask nothing the run computes (no
  // outcome read, only what the claim tells): answered, its words were made to happen. Named, never answered.
  const claimWords = chunks.filter((c) => c.senses.some((x) => x.kind === 'filler' && x.aside === 'claim')).map((c) => c.text);
  if (story.asks.length === 0 && claimWords.length > 0) return { ok: false, problems: [{ kind: 'not-understood', text: claimWords.join(' '), detail: 'claim-only' }], leftover: [] };
  const none = nothingToAnswer(story, prepared.text);
  if (none) return none;
  // A told resolution with nothing after it says what happens anyway: the stack resolves at the end (608.1) —
  // except before a question of what may be done, which is otherwise asked in response to what waits on the
  // stack ("… and it resolves. Can I target the 2/2?" is asked after the resolution, 117.3b).
  const probing = story.asks.some((a) => a.kind === 'can-target' || a.kind === 'can-cast' || a.kind === 'can-activate');
  if (!probing) while (story.events.at(-1)?.kind === 'resolve') story.events.pop();
  const ir = irOf(story, lang, prepared.text, chunks);
  if (!ir.ok) {
    // A number past what a double holds exactly was read, but the IR can't carry it: name that number
    // (the Scenario's number bound is what the reply cites), rather than "not understood".
    const huge = ir.problems.some((p) => /too big/i.test(p)) ? hugeNumber(prepared.text) : null;
    if (huge !== null) return { ok: false, problems: [{ kind: 'unsupported', text: huge, detail: 'number-too-large' }], leftover: [] };
    return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text, detail: `ir:${ir.problems.join('; ')}` }], leftover: [] };
  }
  return { ok: true, ir: ir.ir, sentences, ...needFacts };
}

/** English text -> chunks (cards, loyalty costs, "opponent of") -> sentences with their combat-damage divisions. */
function readEnglish(prepared: Prepared, cards: CardSpotter): { chunks: readonly Chunk[]; sentences: Sentence[] } {
  const tokens = tokeniseEnglish(prepared);
  const chunks = readOpponentsOf(prepared.text, readLoyaltyCosts(prepared.text, chunkEnglish(prepared.text, tokens, cards), 'en'), 'en');
  const sentences = boardBeforeEvery(parseEnglishSentences(prepared.text, chunks));
  mostPastBlockers(sentences, chunks);
  amountDivisions(sentences, chunks);
  keywordEllipsis(sentences);
  return { chunks, sentences };
}

/** Something the asker took back or broke off: named, never read. */
function takenBack(text: string, lang: Lang): Understood | null {
  // "I Giant Growth the attacker... wait, I Giant Growth my blocker", 「攻撃クリーチャーに…じゃなくて」: the asker
  // took something back. Which of the two they meant isn't for us to pick; both read would be a story they
  // didn't tell. Named, never answered.
  // (The words are each language's: locales, StoryWords.selfCorrection.)
  const corrected = storyWords(lang).selfCorrection.exec(text);
  // ("Wait, can a 2/2 block …?" opens a question; nothing was said yet to take back.)
  if (corrected && text.slice(0, corrected.index).trim() !== '') return { ok: false, problems: [{ kind: 'not-understood', text: correctionWords(text, corrected), detail: 'self-correction' }], leftover: [] };
  // "My 3/3 gets -1/-1 from... he casts Disfigure on it": a phrase broken off and the story told again after it — the
  // broken phrase is no fact (red team s20b: the -1/-1 was kept beside the Disfigure). Named, never read.
  const cut = storyWords(lang).cutOff?.exec(text) ?? null;
  if (cut && text.slice(cut.index + cut[0].length).trim() !== '') {
    const from = Math.max(text.lastIndexOf('.', cut.index - 1), text.lastIndexOf('。', cut.index - 1), text.lastIndexOf('?', cut.index - 1)) + 1;
    return { ok: false, problems: [{ kind: 'not-understood', text: text.slice(from, cut.index + cut[0].length).trim(), detail: 'self-correction' }], leftover: [] };
  }
  return null;
}

/** The checks of the story as read, each adding the problems it finds (understood-checks.ts, refs.ts, story.ts). */
function checkStory(story: Story, sentences: Sentence[], chunks: readonly Chunk[]): void {
  listScopes(story, sentences);
  unreadLinks(story, sentences);
  blockedAndUnblocked(story);
  checkAbsent(story);
  checkStatesSaid(story);
  checkChosenLater(story);
  unsaidLifeHolder(story);
  lateTotals(story, sentences);
  lastTurnHolds(sentences, [...story.events.map((e) => (e.kind === 'moment' ? e.moment : undefined)), ...story.asks.map((a) => ('at' in a && a.at ? a.at : undefined))], (text) => story.problem('not-understood', text, 'last-turn'));
  killWithoutMeans(story);
  cardsWithoutZone(story);
  legendNamesUnsaid(story);
  askedIndefinite(story);
  checkAttackTargets(story);
  activeRoles(story, chunks);
  extremeAmounts(story);
  ifDoneWithoutMove(story, chunks);
  asideKeywordsHeld(story, chunks);
}

/** A story read with no problem that still asks nothing of a board: no question, or a rule asked in general. Else the asks, "what happens" when none was said. */
function nothingToAnswer(story: Story, text: string): Understood | null {
  // Things said to be there, with nothing happening and nothing asked ("3/3", 「トランプル持ち 7/7」): no question.
  if (story.asks.length === 0 && story.events.length === 0) return { ok: false, problems: [{ kind: 'not-understood', text, detail: 'nothing-asked' }], leftover: [] };
  if (story.asks.length === 0) story.asks.push({ kind: 'outcome' });
  // "How much damage does a 3/3 deal?", "Does my creature deal damage?": damage asked of a board on which
  // nothing happens (no combat, no spell, no turn passing) asks the general rule, not this board — answered
  // here it was "deals no damage". Named, never answered on the empty board (red team s13).
  // (A question of what may be done — "My 2/2 can attack? How much damage do they take?" — makes its events when asked.)
  // (An instant or sorcery said to be on the battlefield is a cast the reading missed, named later with 304.4.)
  const spellOnField = story.objects.some((o) => o.zone === 'battlefield' && (o.types.includes('Instant') || o.types.includes('Sorcery')));
  if (story.events.length === 0 && !spellOnField && story.asks.every((a) => a.kind === 'deals-damage' || a.kind === 'damage-taken' || a.kind === 'outcome')) {
    const general = story.asks.find((a) => a.kind === 'deals-damage' || a.kind === 'damage-taken');
    if (general) return { ok: false, problems: [{ kind: 'not-understood', text, detail: 'nothing-happens' }], leftover: [] };
  }
  // 「毒カウンターは何個で負け？」「先攻のプレイヤーは最初のターンにドローする？」"How many poison counters make you
  // lose?": a player's poison or draw asked when nothing at all is told — no object, no event, no total, no
  // hand — asks the rule in general (704.5c, 103.8a), not a board. Answered on the empty board it was "0 poison
  // counters" / "doesn't draw", right or not by accident (red team s13). Named, never answered.
  const nothingTold = story.events.length === 0 && story.objects.length === 0 && [story.life, story.poison, story.handSize, story.librarySize].every((t) => t.A === undefined && t.B === undefined);
  if (nothingTold && story.asks.length > 0 && story.asks.every((a) => a.kind === 'poison' || a.kind === 'draws')) {
    return { ok: false, problems: [{ kind: 'not-understood', text, detail: 'general-rule' }], leftover: [] };
  }
  return null;
}

/** The trigger responses told (story.ts), by the index of the event or ask responding; one whose event was taken back is dropped. */
function triggerResponsesOf(story: Story): { event?: number; ask?: number; source: string | null; words: string }[] {
  return story.triggerResponses.flatMap(({ to, source, words }): { event?: number; ask?: number; source: string | null; words: string }[] => {
    const event = story.events.indexOf(to as (typeof story.events)[number]);
    const ask = story.asks.indexOf(to as (typeof story.asks)[number]);
    return event >= 0 ? [{ event, source, words }] : ask >= 0 ? [{ ask, source, words }] : [];
  });
}

/** The story as the IR (validated by its zod schema, ir.ts); the optional parts only when said. */
function irOf(story: Story, lang: Lang, text: string, chunks: readonly Chunk[]): ReturnType<typeof parseIr> {
  return parseIr({
    lang,
    text,
    objects: story.objects,
    events: story.events,
    responses: [...story.responses],
    asks: story.asks,
    life: story.life,
    poison: story.poison,
    ...(story.handSize.A !== undefined || story.handSize.B !== undefined ? { handSize: story.handSize } : {}),
    ...(story.assigned.length > 0 ? { assigned: story.assigned } : {}),
    ...(story.librarySize.A !== undefined || story.librarySize.B !== undefined ? { librarySize: story.librarySize } : {}),
    ...(story.emptyGraveyards.size > 0 ? { emptyGraveyards: [...story.emptyGraveyards].sort() } : {}),
    ...(absentKindsOf(story).length > 0 ? { absentKinds: absentKindsOf(story) } : {}),
    blockFirst: story.blockFirst,
    triggerTargets: story.triggerTargets,
    ...(triggerResponsesOf(story).length > 0 ? { triggerResponses: triggerResponsesOf(story) } : {}),
    ...(noManaOf(story).length > 0 ? { noMana: noManaOf(story) } : {}),
    ...(story.unlessPaid !== null ? { unlessPaid: story.unlessPaid } : {}),
    ...(story.proliferated !== null ? { proliferateChosen: story.proliferated } : {}),
    ...(story.legendKept !== null ? { legendKept: story.legendKept } : {}),
    ...(story.diedThisTurn !== null ? { diedThisTurn: story.diedThisTurn } : {}),
    ...(story.unblocked.size > 0 ? { unblocked: [...story.unblocked] } : {}),
    ...(story.idleBlockers.size > 0 ? { idleBlockers: [...story.idleBlockers] } : {}),
    ...(story.unlessPayment !== null ? { unlessPayment: { ...(story.unlessPayment.player ? { player: story.unlessPayment.player } : {}), ...(story.unlessPayment.cost ? { cost: story.unlessPayment.cost } : {}), text: story.unlessPayment.text, ...(story.unlessPayment.ward ? { ward: true as const } : {}) } } : {}),
    yesNo: story.yesNo,
    ...(story.together.length > 0 ? { together: story.together } : {}),
    ...(story.anyOf.length > 0 ? { anyOf: story.anyOf } : {}),
    ...(story.itEither.length > 0 ? { itEither: story.itEither } : {}),
    ...(story.whAsks.length > 0 ? { whAsks: story.whAsks } : {}),
    ...(story.negativeAsks.length > 0 ? { negativeAsks: story.negativeAsks } : {}),
    ...(story.mayActAsks.length > 0 ? { mayActAsks: story.mayActAsks } : {}),
    ...(shortNamesRead(chunks, story).length > 0 ? { shortNames: shortNamesRead(chunks, story) } : {}),
    ...(setAsideOf(chunks, text).length > 0 ? { setAside: setAsideOf(chunks, text) } : {}),
    ...(respeltOf(chunks).length > 0 ? { respelt: respeltOf(chunks) } : {}),
  });
}

/** The misspelt words read as a game word (en/respell.ts), each once. */
function respeltOf(chunks: readonly Chunk[]): { written: string; read: string }[] {
  const out: { written: string; read: string }[] = [];
  for (const c of chunks) for (const r of c.respelt ?? []) if (!out.some((x) => x.written === r.written && x.read === r.read)) out.push({ written: r.written, read: r.read });
  return out;
}

/** The runs of words set aside (a claim, a frame), each as the words of the question it spans. */
function setAsideOf(chunks: readonly Chunk[], text: string): { kind: 'claim' | 'frame'; text: string }[] {
  const runs: { kind: 'claim' | 'frame'; from: number; to: number }[] = [];
  let open = false;
  for (const c of chunks) {
    const kind = c.senses.length === 1 && c.senses[0]!.kind === 'filler' ? c.senses[0]!.aside : undefined;
    const last = runs[runs.length - 1];
    if (kind === undefined) open = false;
    else if (open && last !== undefined && last.kind === kind) last.to = c.end;
    else {
      runs.push({ kind, from: c.start, to: c.end });
      open = true;
    }
  }
  // (A run of nothing but punctuation says nothing.)
  return runs.map((r) => ({ kind: r.kind, text: text.slice(r.from, r.to).trim() })).filter((r) => /[\p{L}\p{N}]/u.test(r.text));
}
