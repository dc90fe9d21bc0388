/** The creatures a fate question asks about: the group asked or counted, a partitive 'of', 'any' and the last creature told. */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Comparison, Side } from '../ir.ts';
import { comparisonAroundEn } from '../en/comparatives.ts';
import { comparisonAroundJa } from '../ja/comparatives.ts';
import type { Story } from '../story.ts';
import { ask } from './common.ts';

/** The one creature or planeswalker the story was last about (a planeswalker dies too: put into a graveyard from the battlefield, 700.4). */
export function lastCreature(story: Story): string[] | null {
  const fits = (ids: readonly string[]): string[] => ids.filter((id) => (story.get(id)?.types.includes('Creature') === true || story.get(id)?.types.includes('Planeswalker') === true) && story.get(id)?.cast !== true);
  // ("Their Skinrender puts three -1/-1 counters on my Bears. dead or not?": as "it" is (story-pronouns.ts), the one the
  // topic clause dealt damage or put counters to, never its source.)
  const dealtTo = story.topic.length === 1 && story.topicDealtTo.length === 1 && story.topic[0] !== story.topicDealtTo[0] ? fits(story.topicDealtTo) : [];
  if (dealtTo.length === 1 && story.get(dealtTo[0]!)?.zone === 'battlefield') return dealtTo;
  const topic = fits(story.topic);
  if (topic.length > 0) return topic.length === 1 ? topic : null;
  // ("I bolt their 3/4. survives?": told of a player, the creature the last spell was cast at.)
  const last = [...story.events].reverse().find((e) => e.kind === 'cast');
  const aimed = last?.kind === 'cast' ? fits(last.targets.filter((t) => t !== 'A' && t !== 'B')) : [];
  return story.topic.length === 0 && aimed.length === 1 ? aimed : null;
}

/**
 * "Does any of my creatures die?", "do any creatures die?", "does anything of mine die?", "does anything die?": asked
 * yes or no of the creatures the story told (on the battlefield from the start, as "does anything survive?"
 * is, remains.ts leftAsk) — one ask of each, yes when one of them dies (index.ts reads the group as `anyOf`).
 * Only a bare "creature(s)" or "permanent(s)", of one player or of anyone; a told creature whose controller
 * is unsaid while a player was named, or one still a spell, leaves it unread (which side it is on is not
 * guessed). "Does any survive?" asks the other way round and is leftAsk's.
 */
export function anyDies(story: Story, c: Clause, subj: NounPhrase | null, positive: boolean): boolean {
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
export function askedGroup(story: Story, c: Clause): Among | null | false {
  const phrases = [c.asked, ...(c.wh === 'which' || c.wh === 'how-many' ? [c.subject] : []), ...c.roles.filter((r) => r.prep === 'of').map((r) => r.np)];
  const among: Among = {};
  // ("How many of those (creatures) die?": the grammar may keep no phrase for "of those"; the words still narrow the group.)
  const ks = [...c.chunks].sort((a, b) => a - b);
  const partitive = ks.find((k, i) => i > 0 && /^(?:those|these|them)$/i.test(story.chunkText(k)) && /^of$/i.test(story.chunkText(ks[i - 1]!)));
  if (partitive !== undefined && !pronounIsEveryone(story, story.chunkText(partitive))) return false;
  // 「私の場には何が残りますか」「場に何が残る？」 "what remains on my battlefield?": where a permanent remains is the
  // battlefield (400.1), its controller's when a player is said — the group of that player's. Only of remaining.
  const place = c.verb?.verb === 'remain' || c.verb?.verb === 'survive' ? battlefieldPlace(story, c) : null;
  if (place === false) return false;
  if (place?.side) among.side = place.side;
  // "How many creatures die on his side?": a player said around it narrows too, in a way not read here.
  if (c.roles.some((r) => r !== place?.role && r.prep !== 'of' && r.np !== null && (r.np.kind === 'player' || (r.np.kind === 'property' && r.np.of?.kind === 'player')))) return false;
  for (const np of phrases) {
    if (np === null) continue;
    // "How many of those die?", "which of them survive?": the group the pronoun stands for narrows the count — the outcome
    // can't say a group of objects, so it is read only when that group is every creature told (red team s30: "They also
    // have two 1/1s. How many of those die?" was answered with all four creatures that died).
    // ("which of them dies?": "them" after "of" may be read as the opponent's word; after a question word and "of" it
    // is the group — the same test.)
    const them = np.kind === 'player' && np.player.who === 'they' && /^(?:them|those|these)$/i.test(np.text) && c.roles.some((r) => r.prep === 'of' && r.np === np);
    if (np.kind === 'pronoun' || them) {
      if (!pronounIsEveryone(story, np.kind === 'pronoun' ? np.word : np.text)) return false;
      continue;
    }
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
  if (place) story.useChunks(place.role.chunks);
  return among.side || among.role ? among : null;
}

/** The one role saying the battlefield (of a player, or of none) a question of what remains is asked of; false when a place is said otherwise. */
function battlefieldPlace(story: Story, c: Clause): { role: Clause['roles'][number]; side: Side | null } | null | false {
  const places = c.roles.filter((r) => r.np?.kind === 'property' && r.np.noun === 'battlefield');
  if (places.length === 0) return null;
  const np = places[0]!.np;
  if (places.length > 1 || np?.kind !== 'property' || !['to', 'on', 'in'].includes(places[0]!.prep)) return false;
  if (np.of === null) return { role: places[0]!, side: null };
  const side = np.of.kind === 'player' ? story.side(np.of.player) : null;
  return side === null ? false : { role: places[0]!, side };
}

/**
 * The subject of "Do two creatures die?", "Will two of his creatures survive?": a bare number of a group (no
 * article, no size, card or quality that would pick out objects the story told) — the count asked of, with the group
 * narrowed as askedGroup narrows it. null: not such a subject. false: a number of a group narrowed in a way no ask says.
 */
export function countedGroup(story: Story, c: Clause): { count: { n: number; cmp?: Comparison }; among: Among | null } | null | false {
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
export function partitiveHolds(story: Story, c: Clause, subj: NounPhrase | null, ids: string[]): boolean {
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

/** Whether a plural pronoun ("those", "them", "they", "these") stands for every creature the story told on the battlefield. */
function pronounIsEveryone(story: Story, word: string): boolean {
  if (!/^(?:those|them|they|these)$/i.test(word)) return true;
  const group = story.pronoun('they');
  const creatures = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature')).map((o) => o.id);
  // ("My Hill Giant blocks their Grizzly Bears. Which of them dies?": "of them" picks among more than one, so it is never
  // the one card with a plural name; with two creatures told, it is the two.)
  if (group.length === 1 && creatures.length === 2) return true;
  return creatures.length > 0 && creatures.every((id) => group.includes(id));
}
