/** Asks whether creatures or players die: who 'they' are, what kills them, the foe blocked and the amount to say. */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../story.ts';
import { aboutObjects, ask, castInstrument, role, saidOfPlayerLater, useRole } from './common.ts';
import { personOf } from '../persons.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { resultAsk } from '../frames/purpose.ts';
import { storyWords } from '../locales/index.ts';
import { anyDies, lastCreature, partitiveHolds } from './asked-group.ts';
import type { KillCause } from './dies-asks.ts';
import { askFates } from './dies-asks.ts';
import { countedDeaths, whichDie, whoseGraveyard } from './dies-groups.ts';
import { pluralAntecedent } from '../story-pronouns.ts';
import { killUnsaid } from './lethal.ts';
import { activateToKill, namesLoyaltyAbility } from './activate-to-kill.ts';
import { abilityKills } from './ability-kills.ts';
import { saveWith } from './save-with.ts';

export function diesAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const positive = !(v.verb === 'survive' || v.verb === 'remain' || v.verb === 'save');
  const ofGroup = whoseGraveyard(story, c) ?? whichDie(story, c, positive);
  if (ofGroup !== null) return ofGroup;
  // "Do more of my creatures die than his?": a comparison of two counts, which no ask makes — read as one of them,
  // the yes or no could be turned round (red team s21). Left unread.
  if (c.adjectives.includes('more') || c.roles.some((r) => r.prep === 'than')) return false;
  const subj = v.verb === 'destroy' || v.verb === 'kill' ? (v.passive ? c.subject : c.object) : v.verb === 'save' ? c.object : c.subject;
  const counted = countedDeaths(story, c, positive);
  if (counted !== null) return counted;
  // "Does Infest kill Slippery Bogle?", "Will Wrath of God kill my X?": that spell is cast (at it, if it targets).
  // "Is X destroyed by/with Wrath of God?", 「《神の怒り》で破壊されますか」: the instrument is the agent too.
  // 「《ショック》で死にますか」: so is the instrument of dying.
  // "Does my 2/2 survive Shock?", "does Grizzly Bears survive a Wrath of God?": the spell survived is cast too.
  const survived = v.verb === 'survive' && !v.passive && c.object?.kind === 'object' && c.object.card && isSpellCard(c.object) ? c.object : null;
  const agent = v.verb === 'destroy' || v.verb === 'kill' ? (v.passive ? role(c, 'by', 'with') : c.subject) : v.verb === 'die' ? (role(c, 'with') ?? diesTo(c)) : survived;
  // "Do its counters survive?": a quality of the creature is no creature that could die (issue 11).
  if (subj?.kind === 'property') return false;
  const means = askedWithMeans(story, c, subj);
  if (means !== null) return means;
  if (!castInstrument(story, c, agent, subj) || !saveWith(story, c, subj)) return false;
  if (survived) story.use(survived);
  if (agent !== null && agent === role(c, 'to')) useRole(story, c, 'to');
  // "Does Shock kill it?", "Does the 3/3 kill my 2/2?", "Does the damage kill it?", "Does the 3/3's damage kill it?": the
  // cause said is checked against the run (a death by another cause is no "yes"), never dropped (issue 11 §3).
  const cause = killCause(story, c, agent);
  if (cause === false || !creatureAgent(story, agent)) return false;
  // "Does it survive the turn?": the turn ends first (514.2: damage wears off and "until end of turn" effects end together).
  if (c.object?.kind === 'property' && c.object.noun === 'turn' && v.verb !== 'destroy' && v.verb !== 'kill') {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
    story.use(c.object);
  }
  const other = killedByKeyword(story, c, subj) ?? fateOfOthers(story, c, subj, positive);
  if (other !== null) return other;
  const ids = askedIds(story, c, subj);
  if (!ids || ids.length === 0) return false;
  if (!partitiveHolds(story, c, subj, ids)) return false;
  // "I control Glorious Anthem. Does it die if he Shocks my Grizzly Bears?", "Does it die if I Bolt him?": "it" asked
  // to die or survive that stands for no creature or planeswalker (an enchantment, a spell) is not what the asker
  // means — the creature of the condition was — and answered so it said "it survives" of the Anthem (red team s21b).
  // Left unread, never answered about the wrong object.
  const mortal = (id: string): boolean => story.get(id)?.types.some((t) => t === 'Creature' || t === 'Planeswalker') === true;
  if (subj?.kind === 'pronoun' && (v.verb === 'die' || v.verb === 'survive') && !ids.some(mortal)) return false;
  return askFates(story, c, subj, ids, cause, positive);
}

/**
 * "Does my Hill Giant die to Lightning Bolt?", "will it die from Pyroclasm?": the instant or sorcery a creature is asked to
 * die "to" (or "from") is cast, as "Does Lightning Bolt kill my Hill Giant?" reads it (castInstrument). Null otherwise.
 */
function diesTo(c: Clause): NounPhrase | null {
  const np = role(c, 'to', 'from');
  return np !== null && isSpellCard(np) ? np : null;
}

const isSpellCard = (np: NounPhrase): boolean => np.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine);

/**
 * "Can I kill their 3/3 with Shock?" (cast at it), "Can I kill their Angel?" and "Can I save it?" with no means said:
 * true or false when the question is read here, null when it goes on as a plain death question.
 */
function askedWithMeans(story: Story, c: Clause, subj: NounPhrase | null): boolean | null {
  const v = c.verb!;
  // "Can I kill their 3/3 with Shock?", 「《殺害》で相手の《灰色熊》を破壊できる？」: asked as "can I cast Shock to kill
  // their 3/3" (frames/purpose.ts) — the spell cast at it, legal and then killing it — never as told done.
  if ((v.verb === 'destroy' || v.verb === 'kill') && !v.passive && !v.negated && v.modal === 'can' && !c.wh && subj && unsaidOrPlayer(c.subject)) {
    const tool = role(c, 'with');
    if (tool && isSpellCard(tool)) return castToKill(story, c, tool, subj);
    if (namesLoyaltyAbility(story, tool) && activateToKill(story, c, tool!, subj)) return true;
    // 「相手の《セラの天使》は倒せる？」 "Can I kill their Angel?" with no means said: asked of what the question tells
    // (「《稲妻》を撃った。熊は倒せる？」). With nothing told in the whole question there is nothing to run — "no, it stays"
    // would answer a question nobody asked — so it is named once all is read (index.ts killWithoutMeans).
    if (!tool) story.unsaidMeans.push(c.text);
  }
  if (abilityKills(story, c, subj)) return true;
  // "Can I save it?", 「守れる？」 with nothing said to save it with: whether some card of the asker's could is not what a
  // run of the story answers ("no, it dies" answered another question). Named, never answered (save-from.ts reads it
  // with its means).
  // (A board with another permanent card — not the one threatened or asked about — is run: an ability of it that could
  // save the creature is named there, answer-run.ts; "Can I save my creatures?" with Selfless Spirit names the Spirit.)
  if (v.verb === 'save' && !v.negated && (v.modal === 'can' || v.modal === 'could') && !c.wh && unsaidOrPlayer(c.subject) && !role(c, 'with') && !couldHelp(story, subj)) {
    story.problem('not-understood', c.text, 'save-without-means');
    return true;
  }
  return null;
}

/** "Can Wurmcoil kill all three?": a creature the story already has, named as what kills them (in the fight told); false when it is not one. */
function creatureAgent(story: Story, agent: NounPhrase | null): boolean {
  if (!agent || agent.kind !== 'object' || isSpellCard(agent)) return true;
  const known = story.fitting(agent, null);
  if (known.length !== 1 || !known[0]!.types.includes('Creature')) return false;
  story.use(agent);
  return true;
}

/**
 * 「《チフス鼠》でブロックして接死で倒せる?」: "can (I) kill (it) with deathtouch" right after a block — the other side's
 * creature in that block, killed by the asker's. Only when the asker's creature was told with that keyword, or when it
 * is a card the catalog gives it (the run plays the card's own text, so the keyword is how it kills, adding nothing); a
 * keyword the story never gave a creature with no card is not assumed, and the clause is left to the other readings.
 */
function killedByKeyword(story: Story, c: Clause, subj: NounPhrase | null): boolean | null {
  const v = c.verb!;
  const byKeyword = subj === null && v.verb === 'kill' && !v.passive && !c.wh && v.modal === 'can' && c.keywords.length > 0 && isPlayerOrNone(c.subject) ? blockFoe(story, c) : null;
  if (!byKeyword || !c.keywords.every((k) => hasKeywordOf(story, byKeyword.own, k))) return null;
  story.useKeywords(c.chunks);
  story.use(c.subject);
  return ask(story, { kind: 'dies', id: byKeyword.foe, positive: !v.negated, can: true }, c);
}

/** Deaths of other than the objects the subject names: a player ("Do they die?"), lethal to a player, "anything of mine". */
function fateOfOthers(story: Story, c: Clause, subj: NounPhrase | null, positive: boolean): boolean | null {
  orAlternative(story, c, subj);
  const they = theyAsPlayer(story, c, subj);
  // (Read again once the rest of the question is: read-story.ts readQuestion.)
  if (they === 'later') return false;
  if (they) return true;
  if (playerFate(story, c, subj)) return true;
  // 「それで倒せますか」 after a spell at the opponent: lethal to that player (lethal.ts).
  if (subj === null && lastSpellVictim(story) === null && killUnsaid(story, c)) return true;
  return anyDies(story, c, subj, positive) ? true : null;
}

/**
 * The objects asked of. "Can I kill both?", "Can AP destroy both blockers?": each one dies. "shock their 2/2, dies?":
 * said with no subject, the creature the story was last about (as "dead?"). 「《四肢切断》を撃ったら倒せる?」: "can (it)
 * kill" with no victim named, right after a spell told cast at one creature, asks whether that creature dies (only then:
 * after a fight the victim is unclear).
 */
function askedIds(story: Story, c: Clause, subj: NounPhrase | null): string[] | null {
  const v = c.verb!;
  if (subj === null && (v.verb === 'die' || v.verb === 'survive' || (v.verb === 'destroy' && v.passive)) && !c.wh) return lastCreature(story);
  // "do i get to kill another thing?": words after the verb that no phrase was read from are an object unread, not
  // one unsaid — the last spell's victim (here the creature Cloudshift flickered) is not what they name (held-out s22).
  const unreadAfter = subj === null && c.chunks.some((k) => k > Math.max(...v.chunks) && !story.sensesAt(k).some((x) => x.kind === 'punct'));
  if (subj === null && (v.verb === 'kill' || v.verb === 'destroy') && !v.passive && !c.wh && v.modal === 'can' && isPlayerOrNone(c.subject) && !unreadAfter) return lastSpellVictim(story);
  return aboutObjects(story, subj);
}

/**
 * What a kill question says kills the creature: a spell or a creature the story has ("Does Shock kill it?", "Does the
 * 3/3 kill my 2/2?": `by`), or damage ("Does the damage kill it?": `damage`), a creature's or a spell's ("Does the 3/3's
 * damage kill it?", "the damage dealt by Shock": both). {} when none is said; false when what it names can't be found
 * as one object the story has, or the damage is said with more than the answer checks ("the first strike damage").
 */
function killCause(story: Story, c: Clause, agent: NounPhrase | null): KillCause | false {
  const v = c.verb!;
  if (!agent || (v.verb !== 'kill' && v.verb !== 'destroy' && v.verb !== 'die')) return {};
  if (agent.kind === 'property' && agent.noun === 'damage') {
    if (agent.adjectives.length > 0 || agent.to) return false;
    const whose = agent.of ?? agent.by ?? null;
    if (!whose) {
      story.use(agent);
      return { damage: true };
    }
    const ids = objectsOf(story, whose, { create: false });
    if (!ids || ids.length !== 1) return false;
    story.use(whose);
    story.use(agent);
    return { by: ids[0]!, damage: true };
  }
  if (agent.kind !== 'object') return {};
  const ids = objectsOf(story, agent, { create: false });
  return ids && ids.length === 1 ? { by: ids[0]! } : {};
}

/**
 * "My opponent is at 3. I attack with a 3/3 and they don't block. Do they die?", "Does it kill them?": "they",
 * said of the opponent before (or with their life told), is that player when no creatures named together can
 * stand for it, and a player "dies" (is "killed") by losing the game (104.3b, 704.5a). With such a group as well
 * ("… with a 4/4 and a 2/2 … Do they die?"), and for "Do they survive?" (which a creature or the player may
 * be said to do), either could be meant and the answers differ: asked back (red team s13), never read as the
 * latest creature.
 */
function theyAsPlayer(story: Story, c: Clause, subj: NounPhrase | null): boolean | 'later' {
  const v = c.verb!;
  if (subj?.kind !== 'player' || subj.player.who !== 'they' || c.wh !== null || v.negated) return false;
  const kills = (v.verb === 'kill' || v.verb === 'destroy') && !v.passive;
  if (v.verb !== 'die' && v.verb !== 'survive' && !kills) return false;
  if (v.modal !== null && v.modal !== 'do' && v.modal !== 'will' && v.modal !== 'would') return false;
  // ("Does he die if I Bolt him?": "he" read as the player before, or to be read so by what follows — intents/common.ts
  // saidOfPlayerLater: asked again once that is read, index.ts read.)
  const person = personOf(subj);
  const player = story.theyPlayerAt.some((at) => at < subj.start) || story.life.B !== undefined || story.poison.B !== undefined || (person !== null && story.persons.get(person) === 'B');
  if (!player && person !== null && saidOfPlayerLater(story, person)) {
    story.problem('unresolved', subj.text, 'what-it-refers-to');
    return false;
  }
  // ("… do they die? They're at 3.", "… Do they die? Opp at 3.": the opponent's total told after the question puts that
  // player in the story as much as one told before — read once it is, where the creatures are asked back beside them.)
  if (!player && story.opponentTotalLater) {
    story.problem('unresolved', subj.text, 'what-it-refers-to');
    return 'later';
  }
  if (!player) return false;
  const group = pluralAntecedent(story);
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
  if ((c.object && !survivedSpan(story, c)) || c.complement || c.roles.length > 0) return false;
  const side = playerOf(story, subj);
  if (!side) return false;
  return ask(story, v.verb === 'survive' ? { kind: 'loses', side, survives: true } : { kind: 'loses', side }, c);
}

/**
 * "Do I survive combat?", "does my opponent survive the turn?": the span survived, said of a player — the combat the
 * story told (its result is the story's end, 510.2, 511.3), or the turn (its end read first, 514.2). Only survive, and
 * only a combat the story tells: with no attack told, which combat is meant is not said.
 */
function survivedSpan(story: Story, c: Clause): boolean {
  const o = c.object;
  if (c.verb!.verb !== 'survive' || o?.kind !== 'property' || o.of !== null) return false;
  if (o.noun === 'turn') {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
  } else {
    // ("On their turn my opponent attacks me …": a point of the turn told before the attack sets the scene; one told after
    // it leaves which combat is meant unsaid.)
    const attack = story.events.findIndex((e) => e.kind === 'attack');
    if (o.noun !== 'combat' || attack < 0 || story.events.some((e, k) => e.kind === 'end-turn' || (e.kind === 'moment' && k > attack))) return false;
  }
  story.use(o);
  return true;
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
  // ("Can I destroy it with Dismember?" asks of destruction, 701.8 — Dismember kills by 0 toughness, 704.5f, destroying nothing.)
  story.asks.push(resultAsk(story, victims[0]!, c.verb?.verb === 'destroy' ? 'destroyed' : 'dies'));
  return true;
}

function isPlayerOrNone(np: Clause['subject']): boolean {
  return np === null || np.kind === 'player';
}

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

/** The one creature the last spell told was cast at, when that spell is the last event. */
function lastSpellVictim(story: Story): string[] | null {
  const last = story.events[story.events.length - 1];
  if (last?.kind !== 'cast') return null;
  const aimed = last.targets.filter((t) => t !== 'A' && t !== 'B' && story.get(t)?.types.includes('Creature') === true);
  return aimed.length === 1 && last.targets.length === 1 ? aimed : null;
}

/**
 * "Do both die or just one?", "do they both survive or only one of them?", "Do both die or neither?": a yes/no
 * question of two or more, put against the other counts it could be — said with "or", the verb left out. Each
 * one's own line answers which (the asks are yes for all together, read-story.ts), so the alternative's words
 * are read as the question's; only a count ("one", "neither", "none") is taken so — "or just the 2/2" names an
 * object, which is left unread.
 */
function orAlternative(story: Story, c: Clause, subj: NounPhrase | null): void {
  const v = c.verb!;
  const several = subj !== null && ((subj.kind === 'pronoun' && ['both', 'they', 'them'].includes(subj.word)) || subj.kind === 'list' || (subj.kind === 'object' && (subj.plural || subj.adjectives.includes('both'))));
  if ((v.verb !== 'die' && v.verb !== 'survive') || v.passive || v.negated || c.wh !== null || !several) return;
  const o = c.object;
  if (o?.kind !== 'pronoun' || !/^(?:one|neither|none)(?:\s+of\s+them)?$/i.test(o.text.trim())) return;
  // Between the verb and the count: "or", then at most "just" / "only".
  const between = c.chunks.filter((k) => k > Math.max(...v.chunks) && k < Math.min(...o.chunks));
  const words = between.map((k) => story.chunkText(k).toLowerCase());
  if (words[0] !== 'or' || !words.slice(1).every((w) => w === 'just' || w === 'only')) return;
  story.useChunks([...between, ...o.chunks]);
}

/** A permanent card on the board other than the ones threatened or asked about: its abilities might save the creature. */
function couldHelp(story: Story, subj: NounPhrase | null): boolean {
  const aimed = new Set(story.events.flatMap((e) => (e.kind === 'cast' ? e.targets : [])));
  return story.objects.some((o) => o.zone === 'battlefield' && o.card !== null && o.cast !== true && !aimed.has(o.id) && !(subj?.kind === 'object' && subj.card?.name === o.card));
}
