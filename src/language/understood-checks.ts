/** Checks on an understood question: size limits, unread links and list scopes, late totals, corrections and short names. */
import type { Chunk } from './chunk.ts';
import type { Sentence } from './clause.ts';
import { clausePhrases } from './clause.ts';
import type { Story } from './story.ts';
import { RESPECTIVELY } from './frames/blocks.ts';
import { INSTEAD } from './counterfactual.ts';
import { storyWords } from './locales/index.ts';
import { attackingSide } from './story-players.ts';
import { mentions, someString } from '../core/tree.ts';

/** Bounds on what one question may describe (issue 17 §2: said, never silently cut). */
export const LANGUAGE_LIMITS = { sentences: 40, clauses: 80, objects: 60, events: 100 } as const;

/**
 * 「ライフが5なら、…相手は負ける？」: a life total told with no player said is read as the asker's; asked then
 * of the other player, whose life nobody told, the total was likely that player's. Neither is guessed (red team s9).
 */
export function unsaidLifeHolder(story: Story): void {
  for (const told of story.lifeOfUnsaid) {
    const otherSide = told.side === 'A' ? 'B' : 'A';
    if (story.life[otherSide] !== undefined) continue;
    const asksOther = story.asks.some((a) => (a.kind === 'life' || a.kind === 'loses' || a.kind === 'damage-taken' || a.kind === 'life-gained' || a.kind === 'life-lost') && a.side === otherSide);
    // 「ライフ15の時に…で攻撃した。お互いのライフは？」: both players' totals asked alike is no sign the total told was the
    // other's — the asker's own is asked as well, and each is answered from where it started.
    const asksBothTotals = story.asks.some((a) => a.kind === 'life' && a.side === told.side) && story.asks.some((a) => a.kind === 'life' && a.side === otherSide);
    if (asksOther && !asksBothTotals) story.problem('not-understood', told.text, 'whose-life');
  }
}

/**
 * Totals told after events that may have changed them (frames/util.ts `deferLateTotal`), judged now that
 * the whole question is read. One is the start only when nothing is told after it and the question
 * shows it: it asks that very total afterwards ("… I'm at 10. What's my life?" — nobody asks a total
 * they have just given unless it is the one before), or it was told after a question as a note on it
 * ("… What happens? I'm at 20.", 「…相手は負けますか？相手のライフは3です。」) with no story told between the
 * question and it. A question sentence read late (its asks waited for what follows) is a question before it
 * all the same. Otherwise which moment the teller meant decides the answer: refused, naming the words, as
 * before (red team s9: "I bolt them. They're at 17 now."; "Do they lose? I bolt them. They're at 17.").
 */
export function lateTotals(story: Story, sentences: readonly Sentence[]): void {
  for (const told of story.lateTotals) {
    const after = story.events.length > told.events;
    const asksIt = story.asks.slice(told.asks).some((a) => (told.what === 'life' ? a.kind === 'life' && told.sides.includes(a.side) : a.kind === 'poison' && (a.side === null || told.sides.includes(a.side))));
    const asked = sentences.find((s) => s.question && s.index < told.sentence)?.index;
    const storyBetween = asked !== undefined && story.events.slice(0, told.events).some((e) => (story.toldIn.get(e) ?? -1) > asked);
    const note = (told.asks > 0 || asked !== undefined) && !storyBetween;
    // (A total said "now" while combat was only declared: the question must ask the total after combat, frames/later-facts.ts.)
    const afterCombatAsked = sentences.some((s) => s.question && s.index >= told.sentence && s.clauses.some((c) => c.times.some((t) => t === 'after-combat' || t === 'after-damage')));
    if (after || !(asksIt || note) || (told.beforeDamage === true && !(asksIt && afterCombatAsked))) story.problem('unsupported', told.text, 'total-after-events');
  }
}

/**
 * "Can I kill their Angel?", 「相手の《セラの天使》は倒せる？」 with no spell, creature or event anywhere in the question:
 * whether it dies is asked of nothing done, and "no, it stays" would answer another question. Named, never answered.
 */
export function killWithoutMeans(story: Story): void {
  if (story.events.length > 0) return;
  for (const text of story.unsaidMeans) story.problem('not-understood', text, 'kill-without-means');
}

/**
 * "If I Cloudshift my Ravenous Chupacabra, do I get to kill another creature?", "I Shock his 2/2. Does a 2/2 die?":
 * an indefinite description said only in the question, after a story, that no event touches is a variable ("some
 * creature other than …", "any 2/2"), not one more creature on the board. Made up and asked of, it gave "No, your
 * creature survives" while the story killed one (held-out set s22). The story's own objects are not searched for one
 * it could mean: named, never answered. With no story ("Can a creature with defender attack?") it is the creature asked of.
 */
const STATE_ASKS: ReadonlySet<string> = new Set(['dies', 'pt', 'keywords', 'has-keyword', 'dealt-damage', 'deals-damage', 'returns', 'bigger', 'tapped', 'has-counters', 'zone', 'controller', 'triggers']);
export function askedIndefinite(story: Story): void {
  if (story.events.length === 0) return;
  // "Is there a creature that dies?": an event the question's own sentence tells of it (its relative clause) is what
  // is asked, not a story told; only another sentence's event makes it one more object of the story.
  const touched = (o: { id: string; sentence: number | null }): boolean =>
    story.events.some((e) => mentions(e, o.id) && (o.sentence === null || story.toldIn.get(e) !== o.sentence));
  for (const o of story.askedIndefinite) {
    // (What may be done — "can a 3/3 block it?" — is asked of the creature the words describe, made for the asking.)
    // (A block, an attack or a target asked names it among its blockers, attackers or targets, not as its `id`.)
    const mayBeDone = story.asks.some((a) => !STATE_ASKS.has(a.kind) && mentions(a, o.id));
    // "Is there any creature that survives?": asked of a group (or of nothing), it would be counted among the told ones.
    if (!mayBeDone && !touched(o)) story.problem('not-understood', o.words, 'asked-indefinite');
  }
}

/**
 * Words that say how what was told fits together, read only where a frame reads them; anywhere else
 * the story would be answered without them (issue 11: never a confident wrong), so they are named.
 * "respectively" pairs two lists in order ("I block them with my 5/5 and 2/2 respectively": frames/blocks.ts).
 * "instead" / "rather than" / 「代わりに」 in a condition replaces something told ("if it had been blocked by a
 * 3/3 instead", counterfactual.ts); one it did not replace is named (read as one more event, the board had both).
 */
export function unreadLinks(story: Story, sentences: Sentence[]): void {
  for (const s of sentences)
    for (const c of s.clauses) {
      const resp = story.lang === 'en' ? RESPECTIVELY.exec(c.text) : null;
      if (resp && !story.pairedInOrder.has(c)) story.problem('not-understood', resp[0], 'respectively');
      const instead = c.sub === 'if' && !story.replaced.has(c) ? INSTEAD[story.lang].exec(c.text) : null;
      if (instead) story.problem('not-understood', instead[0], 'instead');
    }
}

/** A modifier that may describe one item of a list or all of it (clause.ts `scope`), a clause read two ways (`askBack`): asked back, never guessed. */
export function listScopes(story: Story, sentences: Sentence[]): void {
  for (const s of sentences)
    for (const c of s.clauses) {
      for (const np of clausePhrases(c)) if (np.kind === 'list' && np.scope) story.problem('ambiguous', np.text, 'modifier-scope', np.scope.options);
      if (c.askBack) story.problem('ambiguous', c.text, c.askBack.detail ?? 'which-one', c.askBack.options);
      // "I cast Sheoldred", 「エリシュ・ノーンを唱える」: a spell named by words several cards share is asked back too, as an object is.
      if (c.verb?.card?.options) story.problem('ambiguous', c.verb.card.display, 'which-card', c.verb.card.options);
    }
}

export function overLimit(story: Story, sentences: Sentence[]): { what: keyof typeof LANGUAGE_LIMITS; count: number } | null {
  const clauses = sentences.reduce((n, s) => n + s.clauses.length, 0);
  if (sentences.length > LANGUAGE_LIMITS.sentences) return { what: 'sentences', count: sentences.length };
  if (clauses > LANGUAGE_LIMITS.clauses) return { what: 'clauses', count: clauses };
  if (story.objects.length > LANGUAGE_LIMITS.objects) return { what: 'objects', count: story.objects.length };
  if (story.events.length > LANGUAGE_LIMITS.events) return { what: 'events', count: story.events.length };
  return null;
}

/** The words of a self-correction, named back: from its marker to the end of the phrase it opens ("actually a 3/3"). */
export function correctionWords(text: string, m: RegExpExecArray): string {
  const rest = text.slice(m.index + m[0].length);
  const stop = rest.search(/[.,;!?。、？！]/u);
  return (m[0] + (stop < 0 ? rest : rest.slice(0, stop))).replace(/^[\s,;—–、.…‥-]+/u, '').trim();
}

/** Short names read as the card far more played (lexicon/cards.ts mostPlayed), of cards the story kept: said in the reply. */
export function shortNamesRead(chunks: readonly Chunk[], story: Story): { written: string; card: string; slip?: true }[] {
  const out: { written: string; card: string; slip?: true }[] = [];
  for (const c of chunks) {
    for (const s of c.senses) {
      if (s.kind !== 'card' || s.shortFor === undefined || !story.objects.some((o) => o.card === s.name)) continue;
      if (!out.some((x) => x.written.toLowerCase() === s.shortFor!.toLowerCase() && x.card === s.name)) out.push({ written: s.shortFor, card: s.name, ...(s.slip ? { slip: true as const } : {}) });
    }
  }
  return out;
}

/** The first run of digits in `text` too large to be an exact whole number (past 2^53), as written. */
export function hugeNumber(text: string): string | null {
  for (const m of text.matchAll(/\d+/g)) if (!Number.isSafeInteger(Number(m[0]))) return m[0];
  return null;
}

/**
 * "During my opponent's turn, I Bolt the active player" binds the active player from the turn told (Story.activeSide,
 * 102.1). "I cast Lightning Bolt targeting the active player. What is my opponent's life?": with no turn told, the
 * active player was read as the asker — but the question speaks of the asker and the opponent too, so which of them
 * is active is not said, and the answer turns on it. Asked back, naming the words. (Told only in active and nonactive
 * terms — "AP casts Bolt at NAP's 4/4" — the roles are the two players, and the restatement says which is "you".)
 */
export function activeRoles(story: Story, chunks: readonly Chunk[]): void {
  if (!story.activeUnbound) return;
  const turnTold = story.events.some((e) => (e.kind === 'moment' && e.moment.turn !== null) || e.kind === 'end-turn');
  if (!story.personalNamed && !turnTold) return;
  const said = chunks.find((c) => c.senses.some((s) => s.kind === 'player' && (s.who === 'active' || s.who === 'nonactive')));
  story.problem('ambiguous', said?.text ?? 'active player', 'which-active');
}

/**
 * "What is the least damage he can take?", "at most how much…", 「最低何点受ける？」「最大で何点？」「軽減された量は？」: an amount asked
 * as an extreme over the players' choices, or as the amount prevented. The run plays one choice each — the stated default
 * policy (the attacker's most damage past the blockers, 510.1c-d, 702.19b) — and counts what happened, not what was
 * prevented (615.1). Answered, the default was given as if it were the least (red team s24). Refused naming the words,
 * except the one extreme the run provably computes: the most damage the defending player is dealt, in a combat told,
 * which is the attacker's best assignment past the blockers (taken by that player, or dealt to them by an attacker).
 */
export function extremeAmounts(story: Story): void {
  const words = storyWords(story.lang);
  // (Creatures told with no controller attack for the asker, as the restatement says: Story.side's default.)
  const attacker = story.events.some((e) => e.kind === 'attack') ? (attackingSide(story) ?? 'A') : null;
  for (const w of story.whAsks) {
    const a = story.asks[w.ask];
    if (!a) continue;
    const least = words.leastWords.exec(w.text);
    const most = words.mostWords.exec(w.text);
    const prevented = words.preventedAmount.exec(w.text);
    if (least) story.problem('not-understood', least[0], 'extreme-amount');
    else if (prevented) story.problem('not-understood', prevented[0], 'prevented-amount');
    else if (most) {
      // (Taken by the defending player, or dealt to that player by an attacker: "the most dmg I can push through to the player".)
      const toDefender = (side: 'A' | 'B' | null): boolean => attacker !== null && (side === null || side !== attacker);
      // ("Max poison counters I can give?": the poison counters the defending player gets in a combat told come only from
      // combat damage dealt to them, by infect (702.90b) or with toxic (702.164c), so their most is that same best
      // assignment's; asked as yes/no or as prevented it is no amount.)
      // (A proliferate in the story is a choice of its own, 701.34a: its most is not that assignment's.)
      const proliferates = story.events.some((e) => someString(e, (s) => s.includes('proliferat')));
      const poisoned = a.kind === 'poison' && a.yesNo !== true && a.prevented !== true && !proliferates && toDefender(a.side);
      const defending = poisoned || (a.kind === 'damage-taken' && a.prevented !== true && toDefender(a.side)) || (a.kind === 'deals-damage' && a.any !== true && toDefender(a.side) && (story.get(a.id)?.controller ?? 'A') === attacker);
      if (!defending) story.problem('not-understood', most[0], 'extreme-amount');
    }
  }
}

/** Asks of what may be done (a move checked before the outcome is run with it made, questions/if-it-does.ts). */
const MOVE_ASKS: ReadonlySet<string> = new Set(['can-attack', 'can-block', 'can-target', 'can-cast', 'can-activate']);

/**
 * "Does it die? If it does, does Blood Artist trigger?": "if it does", "if so" stand for the move a "can" question before
 * them asked of, and only then (the outcome asked with that move made). After any other question the condition is a
 * supposition the story doesn't tell — answered from the story as told, its no would answer a question not asked —
 * so it is named, never passed over.
 */
export function ifDoneWithoutMove(story: Story, chunks: readonly Chunk[]): void {
  const moved = story.asks.some((a) => MOVE_ASKS.has(a.kind));
  chunks.forEach((c, k) => {
    if (!c.senses.some((s) => s.kind === 'filler' && s.ifDone === true)) return;
    const canBefore = chunks.slice(0, k).some((x) => x.senses.some((s) => s.kind === 'aux' && (s.aux === 'can' || s.aux === 'could')));
    if (!moved || !canBefore) story.problem('not-understood', c.text, 'if-it-does');
  });
}

/**
 * "I have a creature card. Can I attack with it?", "my opponent controls two creature cards": a card told by its kind,
 * no card named and no zone said, was made a permanent on the battlefield — but a card is said of a hand, graveyard,
 * library or exile, and on the battlefield it is a permanent (110.1). Where it is decides the answer (a card in a hand
 * can't attack, 508.1a): asked back, never taken to be on the battlefield (issue 11 §2).
 */
export function cardsWithoutZone(story: Story): void {
  for (const o of story.objects) {
    // (By the noun phrase's head, never its words: "an enchantment that says '… draw a card'" is no card told.)
    if (o.cardHead === true && o.card === null && o.cast !== true && o.zone === 'battlefield' && !o.token) story.problem('not-understood', o.words, 'card-where');
  }
}

