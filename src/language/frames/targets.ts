/**
 * The target frame (115): "X targets Y" — a spell cast with that target, a triggered ability's target
 * (603.3d), or an activated ability's (602.2b).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import type { QEvent } from '../ir.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { isPlayerish, push, role, useRole } from './util.ts';
import { loyaltyAt, toldLoyalty } from './activate.ts';
import { castSpell } from './cast-spell.ts';
import { storyWords } from '../locales/index.ts';
import { targetsOf, triggerSource } from './target-phrases.ts';
import { targetAfterCast } from './target-after-cast.ts';

/**
 * "Its trigger targets my Bears", "I point the trigger at their Elves", "I target my opponent each
 * time" (after asking whether Blood Artist triggers): the target chosen for that triggered ability
 * (603.3d). The source's card decides whether it has such an ability (src/questions checks).
 */
function triggerTarget(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const byTrigger = subj?.kind === 'property' && subj.noun === 'trigger';
  const pointed = !byTrigger && c.object?.kind === 'property' && c.object.noun === 'trigger' ? c.object : null;
  // "I target his Serra Angel with the trigger", 「誘発で相手を対象にした」: the instrument is the triggered ability.
  const instrument = !byTrigger && !pointed && (!subj || isPlayerish(subj)) && !c.verb!.passive ? role(c, 'with') : null;
  const withTrigger = instrument?.kind === 'property' && instrument.noun === 'trigger' && c.object ? instrument : null;
  let source: string | null;
  let victim: NounPhrase | null;
  const before = story.objects.length;
  if (withTrigger) {
    source = triggerSource(story, withTrigger);
    victim = c.object;
  } else if (byTrigger) {
    source = triggerSource(story, subj);
    victim = c.object;
  } else if (pointed) {
    source = triggerSource(story, pointed);
    victim = role(c, 'at', 'on', 'to');
  } else if (subj && isPlayerish(subj) && c.object && !role(c, 'with')) {
    // "I target my opponent each time": the ability asked about ("Does Blood Artist trigger?").
    const asked = [...story.asks].reverse().find((a) => a.kind === 'triggers');
    source = asked?.kind === 'triggers' ? asked.id : null;
    victim = c.object;
  } else return false;
  if (!source || !victim) return false;
  const targets = targetsOf(story, victim, source);
  if (!targets) return true;
  story.use(subj);
  story.use(pointed);
  story.use(victim);
  if (withTrigger) {
    story.use(withTrigger);
    useRole(story, c, 'with');
  }
  useRole(story, c, 'at', 'on', 'to');
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'each-time'));
  // "Ravenous Chupacabra's trigger targets my Bears", the card named first here: its "when this enters" ability is
  // told on the stack, so the card entered (603.6a) — kept only if the card has that one ability (questions layer).
  if (byTrigger && story.objects.slice(before).some((o) => o.id === source && o.card !== null)) push(story, { kind: 'enter', ids: [source], token: false, byTarget: true }, c);
  story.triggerTargets.push({ source, targets });
  return true;
}

/**
 * 「相手の《稲妻》に対応して…。稲妻の対象は熊です」: the target of an instant or sorcery the story told cast with none said
 * (「〜に対応して」 tells a spell on the stack, its targets left open) — that cast's target, chosen as it was cast (601.2c,
 * 115.1), never a triggered ability of the spell (it has none). Only a cast told before with no target: a spell not told
 * cast (who cast it?) or told with a target already (a second one said) is left to the frames after.
 */
function spellTargetTold(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const spellNp = subj?.kind === 'property' && subj.noun === 'trigger' && subj.of?.kind === 'object' ? subj.of : null;
  if (!spellNp?.card || !/\b(?:Instant|Sorcery)\b/.test(spellNp.card.typeLine) || !c.object || c.verb!.negated || c.verb!.passive || c.roles.length > 0) return false;
  const fits = new Set(story.fitting(spellNp, null).map((o) => o.id));
  const casts = story.events.filter((e): e is Extract<QEvent, { kind: 'cast' }> => e.kind === 'cast' && fits.has(e.spell));
  const cast = casts.length === 1 ? casts[0]! : null;
  if (!cast || cast.targets.length > 0 || cast.eitherTarget !== undefined) return false;
  const targets = targetsOf(story, c.object, cast.spell);
  if (!targets || targets.length !== 1) return false;
  story.use(subj);
  story.use(c.object);
  cast.targets = targets;
  delete cast.impliedTargets;
  return true;
}

/**
 * 「相手の《吸血鬼の夜鷲》を対象に誘発させた」「ETB誘発が私の《灰色熊》を対象に誘発した」: a triggered ability said to trigger
 * with a target (the role 対象に gives) — the target chosen as it is put on the stack (603.3d). Whose ability it is:
 * the trigger named as the subject, else the object the story is about (triggerSource); the questions layer checks
 * that its card has one triggered ability with one target, else the words are refused (questions/index.ts).
 */
export function triggeredTargeting(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const byTrigger = subj?.kind === 'property' && subj.noun === 'trigger';
  const victim = role(c, 'targeting');
  if (!victim || (subj && !byTrigger && !isPlayerish(subj))) return false;
  const source = byTrigger ? triggerSource(story, subj) : story.topic.length === 1 ? story.topic[0]! : null;
  if (!source) return false;
  const targets = targetsOf(story, victim, source);
  if (!targets) return false;
  story.use(subj);
  story.use(victim);
  useRole(story, c, 'targeting');
  story.triggerTargets.push({ source, targets });
  return true;
}

export function target(story: Story, c: Clause): void {
  if (spellTargetTold(story, c) || targetAfterCast(story, c)) return;
  if (triggerTarget(story, c)) return;
  if (targetedBySpell(story, c)) return;
  // "Opponent points Lightning Helix at my face", "I aim a Bolt at their 2/2", "they throw Shock at me": the
  // spell is what is aimed, at what follows "at" — casting it with that target (601.2c). Only a card that
  // is cast (an instant or sorcery); a permanent "pointed at" something is no cast that the words say.
  const aimed = c.object?.kind === 'object' && c.object.card && /\b(?:Instant|Sorcery)\b/.test(c.object.card.typeLine) && !c.verb!.passive && !role(c, 'with') ? role(c, 'at') : null;
  if (aimed && c.object) {
    const caster = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
    if (!caster) {
      story.problem('unsupported', c.text, 'verb:target');
      return;
    }
    const id = oneObjectOf(story, c.object, { create: true, controller: caster });
    if (!id) return;
    story.use(c.object);
    useRole(story, c, 'at');
    story.get(id)!.cast = true;
    castSpell(story, c, id, caster, [aimed]);
    return;
  }
  // 「《リリアナ》の-2で相手を対象にした」: the loyalty ability named by its cost is activated with that target (606.4, 602.2b);
  // 「《放蕩魔術師》をタップして相手の《灰色熊》を対象にした」: the tap told just before is its {T} ability's cost (602.2b).
  if (abilityTargeted(story, c)) return;
  // "My opponent targets my Tolarian Terror with Doom Blade": casting that spell at it.
  const spellNp = role(c, 'with');
  if (!spellNp || spellNp.kind !== 'object' || !spellNp.card) {
    story.problem('unsupported', c.text, 'verb:target');
    return;
  }
  // 「《殺害》の対象になった私の《灰色熊》」: a spell first told here as what targeted something, with nobody said to cast
  // it, is cast by either player (its controller decides hexproof, 702.11b, and whose graveyard it goes to, 404.1):
  // asked back, never taken as the asker's.
  // (When whose target it is was said, the spell is the other player's, as "my 4/4 is targeted by Dismember" reads:
  // targetedBySpell; the restatement names the caster.)
  const unsaid = c.subject === null || !isPlayerish(c.subject) || (c.subject.kind === 'player' && c.subject.player.who === 'anyone' && c.subject.text === '');
  const targetWhose = c.object?.kind === 'object' ? (c.object.owner ?? c.object.controlledBy) : null;
  if (unsaid && targetWhose && spellNp.owner === null && spellNp.controlledBy === null) {
    const caster = story.side(targetWhose) === 'A' ? 'B' : 'A';
    const id = oneObjectOf(story, spellNp, { create: true, controller: caster });
    if (!id) return;
    useRole(story, c, 'with');
    story.get(id)!.cast = true;
    castSpell(story, c, id, caster, [c.object!]);
    return;
  }
  if (unsaid && spellNp.owner === null && spellNp.controlledBy === null && !story.objects.some((o) => o.card === spellNp.card!.name)) {
    const w = storyWords(story.lang);
    story.use(spellNp);
    story.problem('ambiguous', spellNp.text, 'which-one', [w.theirs(spellNp.text), w.mine(spellNp.text)]);
    return;
  }
  const caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const id = oneObjectOf(story, spellNp, { create: true, controller: caster });
  if (!id) return;
  useRole(story, c, 'with');
  story.get(id)!.cast = true;
  castSpell(story, c, id, caster, c.object ? [c.object] : []);
}

/**
 * "Their Lightning Bolt is targeting my Grizzly Bears": "targeting" after "is" says the spell targets it — read as
 * "their Lightning Bolt targets my Grizzly Bears" (targetedBySpell). Only a spell as subject and one "targeting" role.
 */
export function spellIsTargeting(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.negated || v.passive || v.modal !== null || c.object || c.complement || c.roles.length !== 1 || c.roles[0]!.prep !== 'targeting') return false;
  const s = c.subject;
  if (!s || s.kind !== 'object' || !s.card || !/\b(?:Instant|Sorcery)\b/.test(s.card.typeLine)) return false;
  const r = c.roles[0]!;
  const asTarget: Clause = { ...c, verb: { ...v, verb: 'target' }, object: r.np, roles: [] };
  story.useChunks(r.chunks);
  return targetedBySpell(story, asTarget);
}

/**
 * "My 4/4 is targeted by Dismember", "their Bears got targeted by my Bolt": the spell after "by" is cast with the
 * subject as its target (601.2c). Its caster is whose spell it is when said; otherwise the other player than the
 * target's controller (a spell aimed at your own creature is rarely told so); with neither said, asked back.
 */
function targetedBySpell(story: Story, c: Clause): boolean {
  // Passive: "my 4/4 is targeted by Dismember". Active with the spell as subject: "their Abrupt Decay targets my
  // Dark Confidant", 「相手の《稲妻》が私の《灰色熊》を対象にした」.
  const spellNp = c.verb!.passive ? role(c, 'by') : c.subject;
  const targetNp = c.verb!.passive ? c.subject : c.object;
  if (!spellNp || spellNp.kind !== 'object' || !spellNp.card || !/\b(?:Instant|Sorcery)\b/.test(spellNp.card.typeLine) || !targetNp) return false;
  if (!c.verb!.passive && role(c, 'with')) return false;
  const spellWhose = spellNp.owner ?? spellNp.controlledBy;
  const targetWhose = targetNp.kind === 'object' ? (targetNp.owner ?? targetNp.controlledBy) : null;
  const caster = spellWhose ? story.side(spellWhose) : targetWhose ? (story.side(targetWhose) === 'A' ? 'B' : 'A') : null;
  if (!caster) {
    const w = storyWords(story.lang);
    story.use(spellNp);
    story.problem('ambiguous', spellNp.text, 'which-one', [w.theirs(spellNp.text), w.mine(spellNp.text)]);
    return true;
  }
  const id = oneObjectOf(story, spellNp, { create: true, controller: caster });
  if (!id) return true;
  if (c.verb!.passive) useRole(story, c, 'by');
  else story.use(spellNp);
  story.get(id)!.cast = true;
  castSpell(story, c, id, caster, [targetNp]);
  return true;
}

/**
 * "Target X" said of an activated ability rather than a spell: the ability named by its loyalty cost as
 * the instrument (「《リリアナ》の-2で相手を対象にした」), the ability named by its object as the instrument
 * (「《放蕩魔術師》の能力で相手の《灰色熊》を対象にした」), the object whose tap was told just before in the
 * sentence (「《放蕩魔術師》をタップして…を対象にした」, "I tap X, targeting Y"), or the activation told just before in
 * the sentence with no target yet (「《ゴブリンの砲撃》で《灰色熊》を生け贄に捧げて、相手を対象にした」): its targets are
 * chosen as it is activated (602.2b, 601.2c). True when read so.
 */
function abilityTargeted(story: Story, c: Clause): boolean {
  if (!c.object || c.verb!.passive || c.verb!.negated) return false;
  const w = role(c, 'with');
  const loyal = w?.kind === 'property' && w.noun === 'keyword' && w.of !== null && toldLoyalty(story, c) !== undefined;
  const named = !loyal && w?.kind === 'property' && w.noun === 'keyword' && w.of !== null && !isPlayerish(w.of);
  const told = story.costTold;
  const tapped = !w && told?.tap !== undefined && told.sentence === c.sentence && told.problem !== null && told.problem === story.problems.length - 1;
  const pending = !w && !tapped ? untargetedActivation(story, c) : null;
  if (!loyal && !named && !tapped && !pending) return false;
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const targets = targetsOf(story, c.object, pending?.source ?? '');
  if (!targets) return true;
  story.use(c.object);
  const targetText = c.object.text.trim();
  if (pending) {
    pending.targets = targets;
    pending.targetText = targetText;
    story.use(c.subject);
    // (The event changed in place: counted as something the clause told, as a cast's life paid is.)
    story.noted++;
    return true;
  }
  if ((loyal || named) && w?.kind === 'property') {
    story.use(w);
    useRole(story, c, 'with');
    const source = oneObjectOf(story, w.of, { create: true, controller: player });
    if (!source) return true;
    story.get(source)!.controller ??= player;
    push(story, { kind: 'activate', source, player, targets, targetText, ...(loyal ? { loyalty: loyaltyAt(story, w) } : {}) }, c);
    return true;
  }
  story.costTold = null;
  story.problems.splice(told!.problem!, 1);
  const source = told!.tap!;
  push(story, { kind: 'activate', source, player: story.get(source)?.controller ?? player, targets, targetText, tap: true }, c);
  return true;
}

/**
 * The activation told by the clause just before in the same sentence, with no target said, by the player who
 * targets now (unsaid, or the same one): what a following "… targeting X" / 「…を対象にした」 chooses targets for.
 */
function untargetedActivation(story: Story, c: Clause): Extract<QEvent, { kind: 'activate' }> | null {
  const last = story.events.at(-1);
  if (last?.kind !== 'activate' || last.targets.length > 0 || story.toldIn.get(last) !== c.sentence) return null;
  if (c.subject && (!isPlayerish(c.subject) || (c.subject.text.trim() !== '' && playerOf(story, c.subject) !== last.player))) return null;
  return last;
}
