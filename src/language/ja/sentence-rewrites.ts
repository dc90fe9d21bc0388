/** Japanese sentence rewrites after the clauses are read: question marks, targets said, fates left unsaid, divisions and options. */
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { JaChunk } from './chunk.ts';
import { TOLD_OF_IT, zeroSubject } from './valency.ts';
import { lifeHolderOf } from './clause-close.ts';

/** Question clauses ask; the last clause of a question sentence is its question. */
export function markQuestion(cl: Clause[], question: boolean): void {
  if (!question) return;
  const last = [...cl].reverse().find((c) => c.sub === null);
  if (!last?.verb) return;
  last.verb.inverted = true;
  zeroSubject(last);
}

/**
 * Japanese often asks first and explains after (「6/6って死ぬ？接死持ちの1/1にブロックされたんだ
 * けど。」): statements after the last question are read before it. Sentences that only offer
 * answers to choose from (「2点？4点？」) belong to the question before them.
 */
export function arrange(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    if (prev?.question && s.question && s.clauses.length > 0 && s.clauses.every(optionOnly)) {
      const q = prev.clauses[prev.clauses.length - 1];
      // Options after a yes/no question (「回復は2点?3点?」) are the values offered, each asked yes or no: left unread,
      // so the question as written is not answered of the first alone — the question layer asks it of each
      // (questions/either-or.ts).
      if (q && q.wh === null) continue;
      if (q) {
        for (const c of s.clauses) q.chunks.push(...c.chunks);
        continue;
      }
    }
    out.push(s);
  }
  spellCastAtTopic(out);
  let lastQ = -1;
  out.forEach((s, k) => {
    if (s.question) lastQ = k;
  });
  if (lastQ < 0 || lastQ === out.length - 1) return out;
  const tail = out.slice(lastQ + 1);
  let firstQ = lastQ;
  while (firstQ > 0 && out[firstQ - 1]!.question) firstQ--;
  // 「6/6って死ぬ？…にブロックされたんだけど」: what the explanation leaves unsaid is what was asked about.
  const topic = out[firstQ]!.clauses.find((c) => c.subject && (c.subject.kind === 'object' || c.subject.kind === 'pronoun') && c.subject.chunks.length > 0)?.subject ?? null;
  if (topic) for (const s of tail) for (const c of s.clauses) if (!c.subject && c.verb && (c.verb.passive || TOLD_OF_IT.has(c.verb.verb))) c.subject = topic;
  // 「…誘発しますか？対象は毎回相手にします」: the target chosen for what was asked about stays after the question,
  // where it is that question's choice (frames/stack.ts triggerTarget), as "I target my opponent each time" is.
  const chosen = tail.filter((s) => s.clauses.length > 0 && s.clauses.every((c) => c.verb?.verb === 'target' && !c.verb.passive && !c.verb.inverted && c.sub === null));
  const told = tail.filter((s) => !chosen.includes(s));
  return [...out.slice(0, firstQ), ...told, ...out.slice(firstQ, lastQ + 1), ...chosen];
}

/**
 * 「私のライフは3。相手の3/3がブロックされずに通った。生き残れる？」「ライフ2。…死ぬ？」: after a player's life
 * total was told, a question of dying or surviving that says no subject may be about that player (who
 * loses at 0 life, 704.5a) as much as about a creature — Japanese leaves the subject out either way. It
 * was answered of the creature (red team s10: the asker's defeat shown, the answer "survives"); now
 * asked back, naming both.
 */
export function unsaidFateAfterLife(sentences: Sentence[]): void {
  let holder: NounPhrase | null = null;
  let lastObject: NounPhrase | null = null;
  for (const s of sentences)
    for (const c of s.clauses) {
      const h = lifeHolderOf(c);
      if (h) holder = h;
      const v = c.verb;
      // (「相打ちになりますか」: said of two creatures each killing the other (valency.ts makes its subject "both"), never of a
      // player — a life told before it is no rival reading.)
      const unsaid = c.subject?.kind === 'pronoun' && c.subject.chunks.length === 0 && c.subject.word !== 'both';
      if (holder?.kind === 'player' && s.question && c.sub === null && v && !v.passive && (v.verb === 'die' || v.verb === 'survive') && unsaid) {
        const who = holder.player.who === 'me' ? 'あなた' : holder.player.who === 'opponent' ? '対戦相手' : holder.text;
        c.askBack = { options: [who, ...(lastObject ? [lastObject.text] : ['クリーチャー'])] };
      }
      // (The creature named: the story's last subject that is one, else its last object phrase.)
      const said = [c.subject, c.object, ...c.roles.map((x) => x.np)].filter((np): np is NounPhrase => np?.kind === 'object' && np.chunks.length > 0);
      const subject = said.find((np) => np === c.subject);
      if (subject || said.length > 0) lastObject = subject ?? said[said.length - 1]!;
    }
}

/**
 * 「《稲妻》を撃たれたら、私の《灰色熊》は死にますか？」「《殺害》を撃たれた。《蠢く骸骨》は生き残る？」
 * 「《蠢く骸骨》は生き残りますか？《殺害》を撃たれました。」: a spell cast at nobody said (passive: cast at
 * the one the sentence is about), told before any other object was named, was cast at what the question
 * is about — its subject — never at the spell itself (a spell can't target itself, 115.5). Told after
 * another object was named, the unsaid one stays "it" (that object). (The question's own subject, told
 * first, names nothing else.)
 */
function spellCastAtTopic(sentences: Sentence[]): void {
  const asked = sentences.flatMap((s) => (s.question ? s.clauses : [])).find((c) => c.sub === null && c.subject?.kind === 'object' && c.subject.chunks.length > 0)?.subject ?? null;
  if (!asked) return;
  let named = false;
  for (const s of sentences)
    for (const c of s.clauses) {
      // (「相打ちになりますか」: said of two creatures each killing the other (valency.ts makes its subject "both"), never of a
      // player — a life told before it is no rival reading.)
      const unsaid = c.subject?.kind === 'pronoun' && c.subject.chunks.length === 0 && c.subject.word !== 'both';
      if (unsaid && !named && c.verb?.verb === 'cast' && c.verb.passive && c.verb.card) c.subject = asked;
      if ([c.subject, c.object, c.object2, ...c.roles.map((r) => r.np)].some((np) => np && np !== asked && np.chunks.length > 0 && (np.kind === 'object' || np.kind === 'list' || np.kind === 'pronoun'))) named = true;
    }
}

/**
 * 「ダメージを振り分けて2体とも倒せますか」「ダメージを割り振って両方倒せる?」: dividing the damage, said before asking
 * whether the attacker's player can kill them, is how they would do it — what the question asks already (510.1c-d:
 * that player divides it freely). Its words go with the question; it is no event of its own.
 */
export function divisionAsManner(s: Sentence): void {
  for (let i = s.clauses.length - 2; i >= 0; i--) {
    const c = s.clauses[i]!;
    const q = s.clauses[i + 1]!;
    const v = c.verb;
    if (!v || v.verb !== 'assign' || v.negated || v.passive || v.modal || c.sub !== null || c.object2 || c.complement || c.roles.length > 0 || c.wh) continue;
    const o = c.object;
    if (!o || !((o.kind === 'property' && o.noun === 'damage' && o.of === null) || (o.kind === 'amount' && o.noun === 'damage' && o.n === null))) continue;
    if (c.subject && !(c.subject.kind === 'player' && c.subject.player.who === 'me') && !(c.subject.kind === 'pronoun' && c.subject.chunks.length === 0)) continue;
    if (!q.verb?.inverted || q.verb.modal !== 'can' || q.verb.verb !== 'kill' || q.sub !== null) continue;
    const words = [...new Set([...c.chunks, ...v.chunks, ...phraseChunks(o)])];
    q.chunks.push(...words);
    q.verb = { ...q.verb, chunks: [...q.verb.chunks, ...words] };
    s.clauses.splice(i, 1);
  }
}

/**
 * 「《ショック》を相手に撃つと何点になりますか」「何点になる?」: asked with 何点 and なる alone (no life, no subject),
 * it is how much damage comes of what was told — the damage that gets through to what it was aimed at, as
 * 「何点通る?」「何点入る?」 ask (120.3). 「ライフは何点になる」 (a subject said) is the life total, read as before.
 */
export function pointsItComesTo(sentences: Sentence[], chunks: readonly JaChunk[]): void {
  // (After a life total told, 「相手のライフは15点です。…何点になりますか?」: the total it comes to — intents/amounts.ts.)
  let lifeTold = false;
  for (const s of sentences)
    for (const c of s.clauses) {
      if ([c.subject, c.object, c.complement, ...c.roles.map((r) => r.np)].some((np) => np?.kind === 'amount' && (np.noun === 'life' || np.noun === 'total') && np.n !== null)) lifeTold = true;
      if (lifeTold) continue;
      const v = c.verb;
      if (!v || v.verb !== 'become' || !v.inverted || v.negated || v.modal || c.wh !== 'how-much' || c.asked) continue;
      if ((c.subject && !(c.subject.kind === 'pronoun' && c.subject.chunks.length === 0)) || c.object || c.object2 || c.complement || c.roles.length > 0) continue;
      if (!c.chunks.some((k) => chunks[k]?.senses[0]?.kind === 'wh' && chunks[k]!.ja.counter === 'point')) continue;
      c.subject = null;
      c.verb = { ...v, verb: 'go-through' };
    }
}

/**
 * 「対象は相手にします」「(対象は毎回相手にします)」「対象は相手です」: a sentence of its own that says what the target
 * is, with nothing else in it — read as 「相手を対象にします」 (the asker targets it), the choice the shared frames
 * give the triggered ability asked about (603.3d), or refuse when none was asked about.
 */
export function targetSaid(sentences: Sentence[], chunks: readonly JaChunk[]): void {
  for (const s of sentences) {
    if (s.clauses.length !== 1) continue;
    const c = s.clauses[0]!;
    const at = chunks.findIndex((k) => k.start >= s.start && k.text === '対象');
    const first = chunks.findIndex((k) => k.start >= s.start && !/^[(（]$/.test(k.text));
    if (at < 0 || chunks[at + 1]?.ja.particle !== 'は') continue;
    // 「《血の芸術家》の対象は相手で」「《ミラディンの十字軍》の対象はすべて相手にします」: whose target it is, said before it
    // with の — the triggered ability of that object (603.3d), as "Blood Artist's trigger targets my opponent".
    const whose = at === first ? null : ownerBefore(c, chunks, first, at);
    if (at !== first && !whose) continue;
    const roles = whose ? c.roles.filter((r) => r.np !== whose) : c.roles;
    if (c.sub || c.wh || c.asked || c.yesNo || c.object || c.object2 || c.complement || c.keywords.length > 0 || c.lacks.length > 0) continue;
    if (c.verb && (c.verb.verb !== 'be' || c.verb.negated || c.verb.inverted || c.verb.modal)) continue;
    // (「相手にします」: the one said with に; 「相手です」「相手」: the one said alone.)
    const to = roles.length === 1 && roles[0]!.prep === 'to' && !c.subject ? roles[0]!.np : null;
    const alone = roles.length === 0 && c.subject && c.subject.chunks.length > 0 ? c.subject : null;
    const chosen = to ?? alone;
    if (!chosen || !(chosen.kind === 'player' || chosen.kind === 'object')) continue;
    const end = chunks.findIndex((k) => k.start >= s.end);
    const rest = (end < 0 ? chunks.slice(at + 2) : chunks.slice(at + 2, end)).map((k) => chunks.indexOf(k));
    const doing = rest.filter((k) => chunks[k]!.ja.lemma === 'する' || /^(?:する|します|した|しました)$/.test(chunks[k]!.text));
    c.verb = { verb: 'target', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [at, at + 1, ...doing], text: '対象' };
    c.subject = whose ? { kind: 'property', noun: 'trigger', of: whose, adjectives: [], chunks: [...whose.chunks, at - 1], start: whose.start, end: chunks[at - 1]!.end, text: `${whose.text}の` } : { kind: 'player', player: { who: 'me' }, chunks: [], start: s.start, end: s.start, text: '' };
    c.object = chosen;
    c.roles = [];
    for (const k of [at, at + 1, ...doing]) if (!c.chunks.includes(k)) c.chunks.push(k);
  }
}

/**
 * The object whose target 「Xの対象は」 says: X, read as the clause's "of" role, spanning the sentence's words up to the
 * の right before 対象 — an object (a card or a described one), never a player (a player has no target of its own).
 */
function ownerBefore(c: Clause, chunks: readonly JaChunk[], first: number, at: number): NounPhrase | null {
  if (chunks[at - 1]?.senses[0]?.kind !== 'poss') return null;
  const of = c.roles.find((r) => r.prep === 'of' && r.np?.kind === 'object' && r.np.chunks.length > 0 && Math.min(...r.np.chunks) === first && Math.max(...r.np.chunks) === at - 2)?.np;
  return of ?? null;
}

/** Verbs that tell a creature was blocked. */
const BLOCKING = new Set(['block', 'chump', 'double-block']);

/**
 * 「3/3で攻撃して通った」「《X》が相手に通ったら」: told (not asked) of an attacking creature, 通る says it got
 * through — no creature blocked it (509.1h), as the English "connects" — and 「相手に」 is the player it
 * attacked. Read only when nothing else is said with it: no keyword (「トランプルで通った」 is damage past a
 * blocker), no spell (「《稲妻》が通った」 is a spell resolving), and no block told anywhere in the question (what
 * got through a block is its damage, never the creature). 「《X》が相手に1点通った」「3/3で相手に3点入った」: an amount
 * said with the player it got through to is that combat damage told as its result (510.2), checked against the
 * run (frames/blocks.ts unblocked; questions/claims.ts) — with no player said, to the player it attacked (506.3).
 */
export function throughAsUnblocked(sentences: Sentence[]): void {
  const all = sentences.flatMap((s) => s.clauses);
  if (all.some((c) => c.verb && BLOCKING.has(c.verb.verb) && !c.verb.negated)) return;
  let attacked = false;
  for (const c of all) {
    const v = c.verb;
    // (「ブロックされずに」: not blocked, so attacking — 509.1h.)
    if (v && (v.verb === 'attack' || v.verb === 'unblocked' || v.verb === 'connect' || (v.verb === 'block' && v.passive && v.negated))) attacked = true;
    if (!v || v.verb !== 'go-through' || v.inverted || v.negated || v.passive || v.modal || c.wh || c.asked || c.yesNo) continue;
    damageThrough(c);
    if ((c.object && !damageAmount(c.object)) || c.object2 || c.complement || c.keywords.length > 0 || c.lacks.length > 0) continue;
    if (!c.roles.every((r) => r.prep === 'to' && r.np?.kind === 'player')) continue;
    // (An amount with no player said — 「ブロックされずに4点通りました」 — went to the player attacked: frames/blocks.ts.)
    const s = c.subject;
    const unsaid = s === null || (s.kind === 'pronoun' && s.chunks.length === 0);
    const creature = s?.kind === 'object' && !(s.card && /\b(?:Instant|Sorcery)\b/.test(s.card.typeLine));
    if (!(unsaid && attacked) && !creature) continue;
    if (unsaid) c.subject = null;
    c.verb = { ...v, verb: 'connect' };
  }
}

/** 「1点」「3点のダメージ」: an amount of damage said (points are damage with 通る). */
function damageAmount(np: NounPhrase | null): boolean {
  return np?.kind === 'amount' && (np.noun === 'total' || np.noun === 'damage') && np.n !== null;
}

/** 「3/3で相手に3点入った」: the creature said with で and the amount as the subject — the creature is what got through. */
function damageThrough(c: Clause): void {
  const by = c.roles.filter((r) => r.prep === 'with');
  // 「ブロックされずに4点通りました」: the amount alone as the subject, the creature left unsaid (the one told attacking).
  if (!c.object && by.length === 0 && damageAmount(c.subject)) {
    c.object = c.subject;
    c.subject = null;
    return;
  }
  if (c.object || by.length !== 1 || by[0]!.np?.kind !== 'object' || !damageAmount(c.subject)) return;
  c.object = c.subject;
  c.subject = by[0]!.np;
  c.roles = c.roles.filter((r) => r !== by[0]);
}

/** A clause that is only an amount offered as an answer (「2点？」). */
function optionOnly(c: Clause): boolean {
  return c.verb === null && c.object === null && c.roles.length <= 1 && c.roles.every((r) => r.prep !== 'from' && r.prep !== 'until') && [c.subject, ...c.roles.map((r) => r.np)].every((np) => np === null || np.kind === 'amount') && (c.subject !== null || c.roles.length === 1);
}
