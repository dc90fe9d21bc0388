/**
 * Fate intents: does it die or survive, where does it end up, what happens ("Does it die?",
 * "Where does the 5/5 end up?", "What happens to the counters?", "dead?") → zones read from the run.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Comparison, Side } from '../ir.ts';
import { comparisonAroundEn } from '../en/comparatives.ts';
import { comparisonAroundJa } from '../ja/comparatives.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../story.ts';
import { aboutObjects, ask, askedObjects, castInstrument, countered, isPlayerish, questionWord, role, saidOfPlayerLater, useRole } from './common.ts';
import { personOf } from '../persons.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { resultAsk } from '../frames/purpose.ts';
import { pendingOnStack, push as pushEvent } from '../frames/util.ts';
import { storyWords } from '../locales/index.ts';
import { lookupTable } from '../../core/table.ts';

/** "Where does the 5/5 end up?", "What is left on the battlefield?" */
export function endUpAsk(story: Story, c: Clause): boolean {
  // "Where does the 5/5 end up?": its zone.
  if (c.wh === 'where' && c.subject && !isPlayerish(c.subject)) {
    const ids = aboutObjects(story, c.subject);
    if (!ids) return false;
    for (const id of ids) ask(story, { kind: 'zone', id }, c);
    return true;
  }
  if (c.wh === 'what' || c.wh === 'which') {
    story.use(c.asked);
    story.use(c.subject);
    useRole(story, c, 'on', 'with');
    return ask(story, { kind: 'outcome' }, c);
  }
  return false;
}

/** Zones a yes/no question can name, by their nouns (400.1). */
const ZONE_OF: Readonly<Record<string, 'battlefield' | 'graveyard' | 'exile' | 'hand' | 'library'>> = lookupTable({ battlefield: 'battlefield', graveyard: 'graveyard', exile: 'exile', hand: 'hand', library: 'library' });

/**
 * "Does it go to the graveyard?", "does it end up in exile?", "is it put into its owner's hand?", "does it
 * stay on the battlefield?": a yes/no about one zone, answered from the zone changes of the run.
 */
export function zoneYesNoAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (c.wh !== null || v.negated || (v.modal !== null && v.modal !== 'do' && v.modal !== 'will') || c.object || c.complement || !c.subject || isPlayerish(c.subject) || c.subject.kind === 'property') return false;
  const stay = v.verb === 'remain';
  if (!(stay || v.verb === 'go' || v.verb === 'end-up' || (v.verb === 'put' && v.passive))) return false;
  const preps = stay ? ['on', 'in'] : v.verb === 'go' ? ['to', 'into'] : v.verb === 'end-up' ? ['in', 'on'] : ['into', 'onto', 'in', 'on'];
  const places = c.roles.filter((r) => r.np?.kind === 'property' && ZONE_OF[r.np.noun] !== undefined);
  if (places.length !== 1 || !preps.includes(places[0]!.prep)) return false;
  const to = ZONE_OF[(places[0]!.np as Extract<NonNullable<Clause['subject']>, { kind: 'property' }>).noun]!;
  if (stay && to !== 'battlefield') return false;
  // ("Does one go to the yard?": one of several, not a particular one — not read as either.)
  if (c.subject.kind === 'pronoun' && c.subject.word !== 'it' && c.subject.word !== 'that' && c.subject.word !== 'this') return false;
  const ids = askedObjects(story, c.subject);
  if (!ids || ids.length === 0) return false;
  useRole(story, c, places[0]!.prep);
  for (const id of ids) ask(story, stay ? { kind: 'zone', id, to, stay: true } : { kind: 'zone', id, to }, c);
  return true;
}

/**
 * "Is the Angel exiled?", 「天使は追放されますか」「追放される？」: the passive of exiling, asked yes/no of one object —
 * whether the run puts it in exile (406.1), a zone question as "does it end up in exile?". Only the plain passive:
 * "can it be exiled?" asks what may be done, and a negated question (「追放されない？」) or one asked with a
 * question word is another question — each left unread. "by/with Path to Exile" casts that spell at it, as for
 * "is it destroyed by …" (castInstrument).
 */
export function exiledAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (!v.passive || c.wh !== null || v.negated || (v.modal !== null && v.modal !== 'do' && v.modal !== 'will') || c.object || c.complement || !c.subject || isPlayerish(c.subject) || c.subject.kind === 'property') return false;
  if (c.subject.kind === 'pronoun' && c.subject.word !== 'it' && c.subject.word !== 'that' && c.subject.word !== 'this') return false;
  const agent = role(c, 'by', 'with');
  if (c.roles.some((r) => r.prep !== 'by' && r.prep !== 'with')) return false;
  if (!castInstrument(story, c, agent, c.subject)) return false;
  const ids = askedObjects(story, c.subject);
  if (!ids || ids.length === 0) return false;
  for (const id of ids) ask(story, { kind: 'zone', id, to: 'exile' }, c);
  return true;
}

/** "What happens to X?", "Where does it go?": its zone; "What happens?": the outcome. */
export function happensAsk(story: Story, c: Clause): boolean {
  const verb = c.verb!.verb;
  // ("How much goes to their 2/2?" asks an amount, not where the 2/2 goes.)
  if (c.wh === 'how-much' || c.wh === 'how-many') return false;
  const to = role(c, 'to') ?? c.subject;
  // "What happens to the counters?": the counters of what carries them, read through its P/T (704.5q).
  if (verb === 'happen' && to?.kind === 'property' && to.noun === 'counter') {
    const ids = to.of ? aboutObjects(story, to.of) : countered(story);
    if (!ids || ids.length === 0) return false;
    useRole(story, c, 'to');
    story.use(to);
    for (const id of ids) ask(story, { kind: 'pt', id }, c);
    return true;
  }
  // 「それぞれどうなりますか」 "what happens to each (of them)?": the whole outcome, which tells each one's fate.
  if (verb === 'happen' && to === c.subject && to?.kind === 'pronoun' && to.word === 'each' && c.roles.length === 0 && !c.object) {
    story.use(to);
    return ask(story, { kind: 'outcome' }, c);
  }
  const ids = to && !isPlayerish(to) && to.kind !== 'property' ? askedObjects(story, to) : null;
  if (ids) {
    // "What happens to the creature and to Dead Weight?": each to-phrase is asked about.
    const more = c.roles.filter((r) => r.prep === 'to' && r.np !== to);
    const moreIds = more.map((r) => (r.np && !isPlayerish(r.np) && r.np.kind !== 'property' ? askedObjects(story, r.np) : null));
    if (moreIds.some((m) => m === null)) return false;
    useRole(story, c, 'to');
    for (const r of more) story.useChunks(r.chunks);
    for (const id of [...ids, ...moreIds.flatMap((m) => m!)]) ask(story, { kind: 'zone', id }, c);
    return true;
  }
  if (verb === 'happen') return ask(story, { kind: 'outcome' }, c);
  return false;
}

export function diesAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const positive = !(v.verb === 'survive' || v.verb === 'remain' || v.verb === 'save');
  // 「天使は誰の墓地に行く？」「熊はどっちの墓地に行くの？」: whose graveyard one object said goes to — where it ends
  // up (the answer names the graveyard's owner, 400.3), not which of several dies.
  const wh = questionWord(story, c);
  const toWhose = (wh === 'who' || wh === 'which') && v.verb === 'die' && /墓地/.test(v.text) && (c.subject?.kind === 'object' || c.subject?.kind === 'pronoun') && c.subject.chunks.length > 0;
  if (toWhose) {
    const ids = aboutObjects(story, c.subject);
    if (!ids || ids.length !== 1) return false;
    return ask(story, { kind: 'zone', id: ids[0]! }, c);
  }
  // "Which creatures die?", "who dies?", "How many die?": the outcome lists every creature that died.
  if (c.wh === 'which' || c.wh === 'who' || c.wh === 'what' || c.wh === 'how-many') {
    const among = askedGroup(story, c);
    if (among === false) return false;
    story.use(c.asked);
    // "How many of my creatures don't die?", 「何体死なない？」: asked in the negative, of those that survive (and the other way round).
    const dies = positive !== (v.negated === true);
    return ask(story, { kind: 'outcome', about: dies ? 'dies' : 'survives', ...(among ? { among } : {}) }, c);
  }
  // "Do more of my creatures die than his?": a comparison of two counts, which no ask makes — read as one of them,
  // the yes or no could be turned round (red team s21). Left unread.
  if (c.adjectives.includes('more') || c.roles.some((r) => r.prep === 'than')) return false;
  const subj = v.verb === 'destroy' || v.verb === 'kill' ? (v.passive ? c.subject : c.object) : v.verb === 'save' ? c.object : c.subject;
  // "Do two creatures die?", "Do two of his creatures survive?": a number of some group, asked yes or no — the count
  // of those that die (exactly that many, or as compared: "at least two"), never two of them picked and asked of.
  const counted = (v.verb === 'die' || v.verb === 'survive') && !v.passive && !c.wh && (v.modal === null || v.modal === 'do' || v.modal === 'will') ? countedGroup(story, c) : null;
  if (counted === false) return false;
  // (Asked in the negative — 「3体未満しか死なない？」「2体以上死なない？」 — the count is not read: which way the yes goes is not guessed.)
  if (counted && v.negated) return false;
  if (counted) {
    story.use(c.subject);
    return ask(story, { kind: 'outcome', about: positive ? 'dies' : 'survives', count: counted.count, ...(counted.among ? { among: counted.among } : {}) }, c);
  }
  // "Does Infest kill Slippery Bogle?", "Will Wrath of God kill my X?": that spell is cast (at it, if it targets).
  // "Is X destroyed by/with Wrath of God?", 「《神の怒り》で破壊されますか」: the instrument is the agent too.
  // 「《ショック》で死にますか」: so is the instrument of dying.
  // "Does my 2/2 survive Shock?", "does Grizzly Bears survive a Wrath of God?": the spell survived is cast too.
  const survived = v.verb === 'survive' && !v.passive && c.object?.kind === 'object' && c.object.card && /\b(?:Instant|Sorcery)\b/.test(c.object.card.typeLine) ? c.object : null;
  const agent = v.verb === 'destroy' || v.verb === 'kill' ? (v.passive ? role(c, 'by', 'with') : c.subject) : v.verb === 'die' ? role(c, 'with') : survived;
  // "Do its counters survive?": a quality of the creature is no creature that could die (issue 11).
  if (subj?.kind === 'property') return false;
  // "Can I kill their 3/3 with Shock?", 「《殺害》で相手の《灰色熊》を破壊できる？」: asked as "can I cast Shock to kill
  // their 3/3" (frames/purpose.ts) — the spell cast at it, legal and then killing it — never as told done.
  if ((v.verb === 'destroy' || v.verb === 'kill') && !v.passive && !v.negated && v.modal === 'can' && !c.wh && subj && unsaidOrPlayer(c.subject)) {
    const tool = role(c, 'with');
    if (tool?.kind === 'object' && tool.card && /\b(?:Instant|Sorcery)\b/.test(tool.card.typeLine)) return castToKill(story, c, tool, subj);
    // 「相手の《セラの天使》は倒せる？」 "Can I kill their Angel?" with no means said: asked of what the question tells
    // (「《稲妻》を撃った。熊は倒せる？」). With nothing told in the whole question there is nothing to run — "no, it stays"
    // would answer a question nobody asked — so it is named once all is read (index.ts killWithoutMeans).
    if (!tool) story.unsaidMeans.push(c.text);
  }
  if (!castInstrument(story, c, agent, subj)) return false;
  if (survived) story.use(survived);
  // "Can Wurmcoil kill all three?": a creature the story already has, named as what kills them (in the fight told).
  if (agent && agent.kind === 'object' && !(agent.card && /\b(?:Instant|Sorcery)\b/.test(agent.card.typeLine))) {
    const known = story.fitting(agent, null);
    if (known.length !== 1 || !known[0]!.types.includes('Creature')) return false;
    story.use(agent);
  }
  // "Does it survive the turn?": the turn ends first (514.2: damage wears off and "until end of turn" effects end together).
  if (c.object?.kind === 'property' && c.object.noun === 'turn' && v.verb !== 'destroy' && v.verb !== 'kill') {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
    story.use(c.object);
  }
  // "Can I kill both?", "Can AP destroy both blockers?": each one dies.
  // "shock their 2/2, dies?": said with no subject, the creature the story was last about (as "dead?").
  // 「《四肢切断》を撃ったら倒せる?」: "can (it) kill" with no victim named, right after a spell told
  // cast at one creature, asks whether that creature dies (only then: after a fight the victim is unclear).
  // 「《チフス鼠》でブロックして接死で倒せる?」: "can (I) kill (it) with deathtouch" right after a block — the
  // other side's creature in that block, killed by the asker's. Only when the asker's creature was told with
  // that keyword, or when it is a card the catalog gives it (「《チフス鼠》で…接死で倒せる?」: the run plays the card's
  // own text, so the keyword is how it kills, adding nothing); a keyword the story never gave a creature with no
  // card is not assumed, and the clause is left unread.
  const byKeyword = subj === null && v.verb === 'kill' && !v.passive && !c.wh && v.modal === 'can' && c.keywords.length > 0 && isPlayerOrNone(c.subject) ? blockFoe(story, c) : null;
  if (byKeyword && c.keywords.every((k) => hasKeywordOf(story, byKeyword.own, k))) {
    story.useKeywords(c.chunks);
    story.use(c.subject);
    return ask(story, { kind: 'dies', id: byKeyword.foe, positive: !v.negated, can: true }, c);
  }
  if (theyAsPlayer(story, c, subj)) return true;
  if (playerFate(story, c, subj)) return true;
  if (anyDies(story, c, subj, positive)) return true;
  const ids =
    subj === null && (v.verb === 'die' || v.verb === 'survive') && !c.wh
      ? lastCreature(story)
      : subj === null && (v.verb === 'kill' || v.verb === 'destroy') && !v.passive && !c.wh && v.modal === 'can' && isPlayerOrNone(c.subject)
        ? lastSpellVictim(story)
        : aboutObjects(story, subj);
  if (!ids || ids.length === 0) return false;
  if (!partitiveHolds(story, c, subj, ids)) return false;
  // "I control Glorious Anthem. Does it die if he Shocks my Grizzly Bears?", "Does it die if I Bolt him?": "it" asked
  // to die or survive that stands for no creature or planeswalker (an enchantment, a spell) is not what the asker
  // means — the creature of the condition was — and answered so it said "it survives" of the Anthem (red team s21b).
  // Left unread, never answered about the wrong object.
  const mortal = (id: string): boolean => story.get(id)?.types.some((t) => t === 'Creature' || t === 'Planeswalker') === true;
  if (subj?.kind === 'pronoun' && (v.verb === 'die' || v.verb === 'survive') && !ids.some(mortal)) return false;
  // 「死なない？」: a Japanese negative question is answered about the negative (「はい」 agrees: it
  // doesn't die). English reads its negative questions by their form (negativeQuestion, intents/index.ts).
  const flip = v.negated && story.lang !== 'en';
  // "Does the Bolt go to the graveyard?", "is it put into the graveyard?": said with the zone, the question is
  // whether it was put there — also true of a spell, which never dies (700.4: only a permanent dies).
  // 「《稲妻》は墓地に行く？」: the same in Japanese, asked of an instant or sorcery (a spell, never a permanent that could die).
  const spells = ids.every((id) => story.get(id)?.types.some((t) => t === 'Instant' || t === 'Sorcery') === true);
  const jaZone = story.lang === 'ja' && spells && /墓地/.test(v.text);
  if (((story.lang === 'en' && /\b(?:graveyard|yard)\b/i.test(v.text)) || jaZone) && positive && !v.negated) {
    for (const id of ids) ask(story, { kind: 'zone', id, to: 'graveyard' }, c);
  } else {
    // "Can my 3/3 survive?", "Could it kill the 3/3?", 「生き残れる?」: whether it can happen (a choice left open may make it).
    const can = v.modal === 'can' || v.modal === 'could' ? { can: true as const } : {};
    // "Does only my 2/2 die?", 「私の2/2だけが死ぬ？」: it, and no other creature — answered so, never as "does it die?".
    const only = ids.length === 1 && focusOn(story, c, subj) ? { only: true as const } : {};
    // "Does my 2/2 die first?": which dies before which is not what the run answers (creatures die together, 704.3) —
    // named, never answered as "does it die?".
    const first = !c.wh && v.chunks.length > 0 ? c.chunks.find((k) => k > Math.max(...v.chunks) && story.sensesAt(k).some((x) => x.kind === 'time' && x.time === 'first')) : undefined;
    if (first !== undefined) {
      story.problem('not-understood', story.chunkText(first), 'dies-first');
      return true;
    }
    for (const id of ids) ask(story, { kind: 'dies', id, positive: flip ? !positive : positive, ...can, ...only }, c);
  }
  // "die from the damage", "with 3 damage marked" add nothing; a thing named there (a card, a
  // creature) would be an unread part of the story, so it is left for the coverage check (issue 11).
  // ("with 0 toughness", "with toughness 0", "with 3 damage": a number there says something of the
  // board — a size, damage marked — that the question is answered with; never passed over, red team s11.)
  for (const r of c.roles) if ((r.prep === 'with' || r.prep === 'from') && r.np?.kind !== 'object' && !r.chunks.some((k) => sayAmount(story, k))) story.useChunks(r.chunks);
  return true;
}

/**
 * "My opponent is at 3. I attack with a 3/3 and they don't block. Do they die?", "Does it kill them?": "they",
 * said of the opponent before (or with their life told), is that player when no creatures named together can
 * stand for it, and a player "dies" (is "killed") by losing the game (104.3b, 704.5a). With such a group as well
 * ("… with a 4/4 and a 2/2 … Do they die?"), and for "Do they survive?" (which a creature or the player may
 * be said to do), either could be meant and the answers differ: asked back (red team s13), never read as the
 * latest creature.
 */
/**
 * A focus word ("only", "just", だけ, のみ) said of the subject of a yes/no question: "Does only my creature die?",
 * "Does the attacker only die?", 「私のクリーチャーだけが死ぬ？」 — nothing else does. Right before the subject in
 * English ("only" also right after it), right after it in Japanese (a postposition); "Does it just die?" (simply) is
 * not one.
 */
function focusOn(story: Story, c: Clause, subj: NounPhrase | null): boolean {
  if (!subj || c.wh || subj.chunks.length === 0) return false;
  const first = Math.min(...subj.chunks);
  const last = Math.max(...subj.chunks);
  const focus = (k: number, adjOnly: boolean): boolean => c.chunks.includes(k) && story.sensesAt(k).some((x) => (x.kind === 'adj' && x.adj === 'only') || (!adjOnly && x.kind === 'filler' && x.focus === true));
  return story.lang === 'ja' ? focus(last + 1, false) : focus(first - 1, false) || focus(last + 1, true);
}

function theyAsPlayer(story: Story, c: Clause, subj: NounPhrase | null): boolean {
  const v = c.verb!;
  if (subj?.kind !== 'player' || subj.player.who !== 'they' || c.wh !== null || v.negated) return false;
  const kills = (v.verb === 'kill' || v.verb === 'destroy') && !v.passive;
  if (v.verb !== 'die' && v.verb !== 'survive' && !kills) return false;
  if (v.modal !== null && v.modal !== 'do' && v.modal !== 'will' && v.modal !== 'would') return false;
  // ("Does he die if I Bolt him?": "he" read as the player before, or to be read so by what follows — intents/common.ts
  // saidOfPlayerLater: asked again once that is read, index.ts read.)
  const person = personOf(subj);
  const player = story.theyPlayerAt.some((at) => at < subj.start) || story.life.B !== undefined || (person !== null && story.persons.get(person) === 'B');
  if (!player && person !== null && saidOfPlayerLater(story, person)) {
    story.problem('unresolved', subj.text, 'what-it-refers-to');
    return false;
  }
  if (!player) return false;
  const group = story.pluralAntecedent();
  // ("Does it kill them?": one card whose name is a plural is what "it" kills with, not whom.)
  const objects = kills ? (group.length >= 2 ? group : []) : group;
  const opponent = storyWords(story.lang).opponent;
  // ("I have a 2/2 and he has a 3/3. Do they die?": two creatures told apart may be "they" as well; asked back, never
  // read as the opponent alone.)
  const told = !kills && objects.length === 0 ? story.pronoun('they').filter((id) => story.get(id)?.types.includes('Creature') === true && story.get(id)?.cast !== true) : [];
  // ("Does he survive if I Shock him?": a spell on the stack is nothing that survives — with no creature told, the player.)
  const its = story.pronoun('it').filter((id) => story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true);
  if (objects.length > 0 || (v.verb === 'survive' && its.length > 0) || told.length >= 2) {
    const them = objects.length > 0 ? objects : told.length >= 2 ? told : its;
    const words = storyWords(story.lang).groupList([...new Set(them.map((id) => story.get(id)?.words ?? id))]);
    story.problem('ambiguous', subj.text, 'which-one', words ? [words, opponent] : [opponent]);
    return true;
  }
  story.use(subj);
  if (kills) story.use(c.subject);
  return ask(story, v.verb === 'survive' ? { kind: 'loses', side: 'B', survives: true } : { kind: 'loses', side: 'B' }, c);
}

/**
 * "Do I die?", "Do I survive?", "will my opponent survive?": said of a player named as such ("I", "my opponent",
 * "the defending player"), dying is losing the game (704.5a, 104.3) and surviving is not losing it. ("they" is
 * read above, where a creature may be meant too.)
 */
function playerFate(story: Story, c: Clause, subj: NounPhrase | null): boolean {
  const v = c.verb!;
  // (English only, and only a player said in words: a Japanese subject left unsaid is filled in as the asker.)
  if (story.lang !== 'en' || subj?.kind !== 'player' || subj.chunks.length === 0 || subj.player.who === 'they' || subj !== c.subject || c.wh !== null || v.negated || v.passive) return false;
  if (v.verb !== 'die' && v.verb !== 'survive') return false;
  if (v.modal !== null && v.modal !== 'do' && v.modal !== 'will' && v.modal !== 'would') return false;
  if (c.object || c.complement || c.roles.length > 0) return false;
  const side = playerOf(story, subj);
  if (!side) return false;
  return ask(story, v.verb === 'survive' ? { kind: 'loses', side, survives: true } : { kind: 'loses', side }, c);
}

export function deadAsk(story: Story, c: Clause): boolean {
  // "dead?" after damage to a player: does that player lose? ("Dead or alive?" of a player: not read — the ask has no other half.)
  for (const e of [...story.events].reverse()) {
    if (c.adjectives.includes('alive') && (e.kind === 'damage' || e.kind === 'cast') && (e.kind === 'damage' ? e.target === 'A' || e.target === 'B' : e.targets.some((t) => t === 'A' || t === 'B'))) return false;
    // (Damage to each player: whose death is asked isn't said.)
    if (e.kind === 'damage' && e.also) return false;
    if (e.kind === 'damage' && (e.target === 'A' || e.target === 'B')) return ask(story, { kind: 'loses', side: e.target }, c);
    if (e.kind === 'cast') {
      const p = e.targets.find((t): t is Side => t === 'A' || t === 'B');
      if (p) return ask(story, { kind: 'loses', side: p }, c);
    }
  }
  // "3/4 eats two shocks. dead?": otherwise the creature the story was last about.
  const topic = lastCreature(story);
  if (!topic) return false;
  // "I cast Shock on his 3/3. Dead or alive?", "Alive or dead?": one question put both ways, each half in the order told —
  // answered by the half that holds (questions/answer-reply.ts), never "No" to the first word alone (red team s19b).
  if (c.adjectives.includes('alive')) {
    for (const a of c.adjectives.filter((x) => x === 'dead' || x === 'alive')) ask(story, { kind: 'dies', id: topic[0]!, positive: a === 'dead' }, c);
    return true;
  }
  return ask(story, { kind: 'dies', id: topic[0]!, positive: true }, c);
}

/** The one creature or planeswalker the story was last about (a planeswalker dies too: put into a graveyard from the battlefield, 700.4). */
function lastCreature(story: Story): string[] | null {
  const fits = (ids: readonly string[]): string[] => ids.filter((id) => (story.get(id)?.types.includes('Creature') === true || story.get(id)?.types.includes('Planeswalker') === true) && story.get(id)?.cast !== true);
  const topic = fits(story.topic);
  if (topic.length > 0) return topic.length === 1 ? topic : null;
  // ("I bolt their 3/4. survives?": told of a player, the creature the last spell was cast at.)
  const last = [...story.events].reverse().find((e) => e.kind === 'cast');
  const aimed = last?.kind === 'cast' ? fits(last.targets.filter((t) => t !== 'A' && t !== 'B')) : [];
  return story.topic.length === 0 && aimed.length === 1 ? aimed : null;
}

/** A player, or nobody said (「《殺害》で…破壊できる？」 leaves the asker unsaid). */
function unsaidOrPlayer(np: Clause['subject']): boolean {
  return np === null || np.kind === 'player' || (np.kind === 'pronoun' && np.chunks.length === 0);
}

/** "Can I kill Y with X?": can X be cast at Y, and does Y then die — one yes or no for both (answer.ts ifItDoes). */
function castToKill(story: Story, c: Clause, tool: NonNullable<Clause['subject']>, victimNp: NonNullable<Clause['subject']>): boolean {
  const caster: Side = c.subject?.kind === 'player' ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const victims = aboutObjects(story, victimNp);
  if (!victims || victims.length !== 1) return false;
  const spell = oneObjectOf(story, tool, { create: true, controller: caster });
  if (!spell || spell === victims[0]) return false;
  const s = story.get(spell)!;
  s.cast = true;
  s.controller = caster;
  useRole(story, c, 'with');
  ask(story, { kind: 'can-cast', spell, caster, targets: victims, at: null, respond: false, purpose: true }, c);
  story.asks.push(resultAsk(story, victims[0]!, 'dies'));
  return true;
}

/** A number, a size or a size change: words of an amount that a role said of the board. */
function sayAmount(story: Story, k: number): boolean {
  const kind = story.sensesAt(k)[0]?.kind;
  return kind === 'number' || kind === 'pt' || kind === 'ptmod';
}

function isPlayerOrNone(np: Clause['subject']): boolean {
  return np === null || np.kind === 'player';
}

/** The one creature the last spell told was cast at, when that spell is the last event. */
/**
 * The creatures of the last block told, one a side: the asker's (the subject's, when a player is said) and
 * the other player's. Null unless the story's last event is that block and each side has exactly one.
 */
function blockFoe(story: Story, c: Clause): { own: string; foe: string } | null {
  const last = story.events[story.events.length - 1];
  if (last?.kind !== 'block') return null;
  const said = c.subject?.kind === 'player' && c.subject.chunks.length > 0;
  const side: Side | null = said ? playerOf(story, c.subject) : 'A';
  if (side === null) return null;
  const all = [last.attacker, ...last.blockers];
  const own = all.filter((id) => story.get(id)?.controller === side);
  const foe = all.filter((id) => story.get(id)?.controller !== side && story.get(id)?.controller !== null && story.get(id)?.controller !== undefined);
  return own.length === 1 && foe.length === 1 && all.length === 2 ? { own: own[0]!, foe: foe[0]! } : null;
}

function lastSpellVictim(story: Story): string[] | null {
  const last = story.events[story.events.length - 1];
  if (last?.kind !== 'cast') return null;
  const aimed = last.targets.filter((t) => t !== 'A' && t !== 'B' && story.get(t)?.types.includes('Creature') === true);
  return aimed.length === 1 && last.targets.length === 1 ? aimed : null;
}

/** Zone changes that, once told, leave nothing on the battlefield to regenerate. */
const GONE: ReadonlySet<string> = new Set(['destroy', 'dies', 'sacrifice', 'exile', 'bounce']);

/**
 * "Can I regenerate River Boa?", "Can it be regenerated?", 「《蠢く骸骨》は再生できますか」: does a regeneration
 * shield put on it now save it from what the story does to it (701.19a — it replaces being destroyed, and
 * nothing else: not toughness 0 (704.5f), not exile, not "can't be regenerated" (701.19c))? Answered as
 * "does it survive" with the shield in the story at this point. Asked after the story already took it off
 * the battlefield, it is too late to say which was meant (a shield then does nothing): not read.
 */
export function regenerateAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.modal === null || v.negated || c.wh !== null) return false;
  const np = c.object ?? (c.subject && !isPlayerish(c.subject) ? c.subject : null);
  if (!np) return false;
  const ids = aboutObjects(story, np);
  if (!ids || ids.length !== 1) return false;
  const id = ids[0]!;
  if (story.events.some((e) => GONE.has(e.kind) && 'ids' in e && e.ids.includes(id))) {
    story.problem('not-understood', c.text, 'regenerate-after-gone');
    return true;
  }
  if (c.subject && isPlayerish(c.subject)) story.use(c.subject);
  // "Opponent casts Lightning Bolt on my 2/2. Can I regenerate it?", 「《稲妻》を撃たれたら、再生で助かる?」: asked
  // while that spell waits on the stack, the shield is made in response (117.3c), before it resolves — made
  // after, the 2/2 had already died and the shield did nothing (answered No, wrongly).
  if (pendingOnStack(story, story.events.length) > 0 && !c.times.includes('later') && !c.times.includes('in-response')) c.times.push('in-response');
  pushEvent(story, { kind: 'regenerate', ids: [id] }, c);
  // "Can River Boa be regenerated from Murder?": that spell is then cast at it, by the other player.
  const from = role(c, 'from', 'against');
  if (from) {
    const mine = story.get(id)!.controller ?? 'A';
    if (from.kind === 'object' && from.card) oneObjectOf(story, from, { create: true, controller: mine === 'A' ? 'B' : 'A' });
    if (!castInstrument(story, c, from, np)) return false;
    useRole(story, c, 'against');
  }
  return ask(story, { kind: 'dies', id, positive: false }, c);
}

/**
 * "Does any of my creatures die?", "do any creatures die?", "does anything of mine die?", "does anything die?": asked
 * yes or no of the creatures the story told (on the battlefield from the start, as "does anything survive?"
 * is, remains.ts leftAsk) — one ask of each, yes when one of them dies (index.ts reads the group as `anyOf`).
 * Only a bare "creature(s)" or "permanent(s)", of one player or of anyone; a told creature whose controller
 * is unsaid while a player was named, or one still a spell, leaves it unread (which side it is on is not
 * guessed). "Does any survive?" asks the other way round and is leftAsk's.
 */
function anyDies(story: Story, c: Clause, subj: NounPhrase | null, positive: boolean): boolean {
  const v = c.verb!;
  if (!positive || v.negated || c.wh !== null || v.modal === 'can' || v.modal === 'could' || c.object !== null && subj !== c.object) return false;
  if (!(v.verb === 'die' || ((v.verb === 'destroy' || v.verb === 'kill') && v.passive))) return false;
  if (!subj || !anyQuantified(subj)) return false;
  if (c.roles.length > 0) return false;
  const ref = subj.kind === 'object' ? (subj.owner ?? subj.controlledBy) : null;
  const side = ref ? story.side(ref) : null;
  if (ref && side === null) return false;
  const kinds = subj.kind === 'object' && subj.head === 'creature' ? ['Creature'] : ['Creature', 'Planeswalker'];
  const told = story.objects.filter((o) => o.zone === 'battlefield' && o.types.some((t) => kinds.includes(t)));
  // (Read any other way, "any of my creatures" would make up a creature of that player to answer of.)
  if (told.some((o) => o.cast === true || (side !== null && o.controller === null))) {
    story.problem('unresolved', subj.text, 'what-it-refers-to');
    return true;
  }
  const ids = told.filter((o) => side === null || o.controller === side).map((o) => o.id);
  if (ids.length === 0) return false;
  story.use(subj);
  for (const id of ids) ask(story, { kind: 'dies', id, positive: true }, c);
  return true;
}

/** "any creature(s)", "any of my creatures", "anything (of theirs)": nothing said of them but their kind and player. */
export function anyQuantified(np: NounPhrase | null): boolean {
  if (np?.kind === 'pronoun' && np.word === 'anything') return true;
  if (np?.kind !== 'object' || np.det !== 'any') return false;
  if (np.power !== null || np.toughness !== null || np.card !== null || np.count !== null || np.colors.length > 0 || np.nonColors.length > 0 || np.nonTypes.length > 0 || np.subtypes.length > 0 || np.supertypes.length > 0 || np.keywords.length > 0 || np.lacks.length > 0 || np.counters.length > 0 || np.attachments.length > 0 || np.from !== null || np.quotes.length > 0 || np.partial !== null || np.adjectives.length > 0) return false;
  return np.head === 'creature' || np.head === 'permanent';
}

type Among = { side?: Side; role?: 'attacker' | 'blocker' };

/**
 * The group a which/how-many question about deaths is asked of, from the phrase the question word asks
 * ("how many attacking creatures", "which blockers"), a partitive ("how many of my creatures", "which of his
 * creatures") or, in Japanese, the subject (「相手のクリーチャーは何体死ぬ？」): whose they are and whether they
 * attacked or blocked (508.1, 509.1). null: no narrowing said. false: a narrowing the outcome can't say (a size, a
 * colour, a keyword, a card…) — the clause is left unread rather than answered about every creature (issue 11).
 */
function askedGroup(story: Story, c: Clause): Among | null | false {
  const phrases = [c.asked, ...(c.wh === 'which' || c.wh === 'how-many' ? [c.subject] : []), ...c.roles.filter((r) => r.prep === 'of').map((r) => r.np)];
  const among: Among = {};
  // "How many creatures die on his side?": a player said around it narrows too, in a way not read here.
  if (c.roles.some((r) => r.prep !== 'of' && r.np !== null && (r.np.kind === 'player' || (r.np.kind === 'property' && r.np.of?.kind === 'player')))) return false;
  for (const np of phrases) {
    if (np === null) continue;
    if (np.kind === 'pronoun') continue;
    if (np.kind !== 'object') return false;
    // "How many opposing creatures", "how many purple creatures": a word of the phrase not understood may narrow it.
    if (np.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'unknown')) return false;
    if (np.card || np.partial !== null || np.power !== null || np.toughness !== null || np.count !== null) return false;
    if (np.colors.length > 0 || np.nonColors.length > 0 || np.types.some((t) => t !== 'Creature') || np.nonTypes.length > 0 || np.subtypes.length > 0 || np.supertypes.length > 0) return false;
    if (np.keywords.length > 0 || np.lacks.length > 0 || np.counters.length > 0 || np.damage > 0 || np.attachments.length > 0 || np.quotes.length > 0 || np.from !== null) return false;
    if (np.head !== null && np.head !== 'creature' && np.head !== 'attacker' && np.head !== 'blocker' && np.head !== 'one') return false;
    if (np.adjectives.some((a) => a !== 'attacking' && a !== 'blocking')) return false;
    const role = np.head === 'attacker' || np.adjectives.includes('attacking') ? 'attacker' : np.head === 'blocker' || np.adjectives.includes('blocking') ? 'blocker' : undefined;
    if (role) {
      if (among.role && among.role !== role) return false;
      among.role = role;
    }
    const ref = np.controlledBy ?? np.owner ?? np.ownedBy ?? null;
    if (ref) {
      const side = story.side(ref);
      if (among.side && among.side !== side) return false;
      among.side = side;
    }
  }
  for (const r of c.roles) if (r.prep === 'of' && r.np) story.useChunks(r.chunks);
  return among.side || among.role ? among : null;
}

/**
 * The subject of "Do two creatures die?", "Will two of his creatures survive?": a bare number of a group (no
 * article, no size, card or quality that would pick out objects the story told) — the count asked of, with the group
 * narrowed as askedGroup narrows it. null: not such a subject. false: a number of a group narrowed in a way no ask says.
 */
function countedGroup(story: Story, c: Clause): { count: { n: number; cmp?: Comparison }; among: Among | null } | null | false {
  const s = c.subject;
  if (s?.kind !== 'object' || s.det !== null || s.count === null || s.count < 2 || !s.plural) return null;
  if (s.card || s.partial !== null || s.power !== null || s.toughness !== null) return null;
  const among = askedGroup(story, { ...c, asked: { ...s, count: null } });
  if (among === false) return false;
  const cmp = story.lang === 'ja' ? comparisonAroundJa(story.text, s.start, s.end) : comparisonAroundEn(story.text, s.start, s.end);
  return { count: { n: s.count, ...(cmp ? { cmp } : {}) }, among };
}

/**
 * "Do both of his creatures die?", "Does either of my creatures survive?": a pronoun said with a partitive ("of his
 * creatures") is asked of that group. The pronoun alone is the creatures the story was last about, which may not be
 * the group said (the asker's 2/2 and his 1/1): then the group, when it is the pronoun's size ("both": two), else the
 * clause is left unread — never answered about other creatures than the ones named (red team s21).
 */
function partitiveHolds(story: Story, c: Clause, subj: NounPhrase | null, ids: string[]): boolean {
  const part = c.roles.find((r) => r.prep === 'of' && r.np?.kind === 'object');
  if (subj?.kind !== 'pronoun' || !part) return true;
  const np = part.np as Extract<NounPhrase, { kind: 'object' }>;
  const ref = np.controlledBy ?? np.owner ?? np.ownedBy ?? null;
  const side = ref ? story.side(ref) : null;
  const group = story.fittingAll(np).filter((o) => side === null || o.controller === side).map((o) => o.id);
  if (!ids.every((id) => group.includes(id))) {
    if (subj.word !== 'both' || group.length !== 2) return false;
    ids.splice(0, ids.length, ...group);
  }
  story.useChunks(part.chunks);
  story.use(np);
  return true;
}