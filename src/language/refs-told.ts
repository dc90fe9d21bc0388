/** Telling described objects apart by what the question told of each: option words, states held, picks among told objects. */
import type { Description, NounPhrase } from './clause.ts';
import { REFERRING } from './clause.ts';
import type { IrObject, QEvent, Side } from './ir.ts';
import type { Story } from './story.ts';
import { kwText } from './story.ts';
import type { RefOptions } from './refs.ts';
import { other } from './story-players.ts';
import { storyWords } from './locales/index.ts';
import { nameWords } from './name-words.ts';

export function describe(np: NounPhrase): string {
  return np.text;
}

/**
 * "My opponent controls a 1/1. I cast Lightning Bolt on a creature.", "I control only a 2/2. They make me
 * sacrifice a creature.": a target or a sacrificed permanent said only by its kind is chosen among the objects
 * there (115.1a, 601.2c; 701.21a), and the story's objects are the board it describes — the one told that fits
 * is meant (red team s15: a new, sizeless creature was invented and the told 1/1 left untouched). Several that
 * fit, told differently, are asked back (which one is the player's choice, and it changes the answer); told
 * alike ("two 2/2s"), any one is as good. None told: described as before ('describe').
 */
export function chosenAmongTold(story: Story, np: NounPhrase, d: Description, controller: Side | null, opts: RefOptions, chooser: Side | null): string[] | null | 'describe' {
  const kindOnly = d.card === null && d.partial === null && !specific(d) && d.damage === 0 && !d.plural && (d.count ?? 1) === 1 && d.lacks.length === 0 && d.counters.length === 0 && d.attachments.length === 0 && d.adjectives.length === 0;
  if (!kindOnly || (d.head !== 'creature' && d.head !== 'type')) return 'describe';
  const exclude = [...(opts.exclude ?? []), ...(opts.chosen?.besides ?? [])];
  const whose = controller ?? chooser;
  const there = story.fittingAll(d).filter((o) => o.zone === 'battlefield' && o.cast !== true && !exclude.includes(o.id) && (whose === null || o.controller === null || o.controller === whose));
  if (there.length === 0) {
    story.chosenPending = { d, whose, words: describe(np) };
    return 'describe';
  }
  if (there.length > 1 && !told1(there)) {
    story.problem('ambiguous', describe(np), 'which-one', optionWords(story, there));
    return null;
  }
  return told(story, np, d, [there[0]!], whose, opts);
}

/**
 * "a 4/4 that I own", "a creature my opponent owns": the owner said apart from the controller (108.3, 108.4) —
 * whose graveyard or hand it goes to; who controls it (whose spell's life, lifelink's, 702.15b; whom it attacks)
 * is what the rest of the story says.
 */
export function ownedAsSaid(story: Story, d: Description, ids: readonly string[]): void {
  if (!d.ownedBy) return;
  const side = story.side(d.ownedBy);
  for (const id of ids) story.get(id)!.owner = side;
}

/**
 * An ordinal ("the second 1/1", 「1体目の1/1」, "the last one") or "the other one": which of the objects
 * already told it is. The candidates are the objects the rest of the description fits — for a bare
 * "one", the objects just named together ("Two 1/1s block my 3/3. Does the second one die?") — in the
 * order they were told, which is the order the reply's labels number them in ("the opponent's second
 * 1/1 creature"). Candidates of different controllers with none said are not one series: asked back.
 * An ordinal past the candidates finds nothing and is reported, never filled with a new object; only a
 * statement's "my second creature" after one creature told, or a first mention's 「1体目」, still
 * describes (returns 'describe': read as before).
 */
export function pickTold(story: Story, np: NounPhrase & { kind: 'object' }, d: Description, controller: Side | null, opts: RefOptions, ord: number | 'last' | null): string[] | null | 'describe' | 'new' {
  const exclude = opts.exclude ?? [];
  const bareOne = d.head === 'one' && d.power === null && d.toughness === null && d.card === null && d.partial === null && d.keywords.length === 0 && d.colors.length === 0 && d.types.length === 0 && d.subtypes.length === 0 && d.owner === null && d.controlledBy === null;
  const order = (o: IrObject): number => story.objects.indexOf(o);
  let candidates: IrObject[];
  if (bareOne) {
    const group = story.lastPlural.length > 1 ? story.lastPlural : [];
    candidates = group.flatMap((id) => (story.get(id) ? [story.get(id)!] : []));
  } else {
    const base: Description = { ...d, adjectives: d.adjectives.filter((a) => !REFERRING.has(a)) };
    candidates = story.fitting(base, controller);
  }
  candidates = candidates.filter((o) => !exclude.includes(o.id)).sort((a, b) => order(a) - order(b));
  if (ord === null) {
    // "the other one": of the group, the one not named in the latest clause that named any of them.
    const against = story.contrast(candidates.map((o) => o.id));
    const rest = candidates.filter((o) => !against.includes(o.id));
    if (rest.length !== 1 || against.length === 0) {
      story.problem(rest.length > 1 ? 'ambiguous' : 'unresolved', describe(np), rest.length > 1 ? 'which-one' : 'what-it-refers-to', optionWords(story, rest));
      return null;
    }
    return told(story, np, d, [rest[0]!], controller, opts);
  }
  const n = ord === 'last' ? candidates.length : ord;
  if (n < 1 || n > candidates.length) {
    const first = ord === 1 && candidates.length === 0 && !story.asking && !bareOne;
    const second = ord === 2 && candidates.length === 1 && !story.asking && d.card === null && !bareOne;
    if (first || second) return 'describe';
    // 「《サリア》が出てる状態で2枚目の《サリア》を唱えた」, "I cast the second Thalia": a card told once, said again as
    // the second, is a second card of that name (the legend rule's question, 704.5j) — told, never asked of.
    if (ord === 2 && candidates.length === 1 && !story.asking && d.card !== null && d.count === null && !d.plural) return 'new';
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return null;
  }
  // "I have a 1/1; two 1/1s block my 3/3. Does the first 1/1 die?": mine, or theirs? Not one series.
  const whose = new Set(candidates.map((o) => o.controller ?? '?'));
  if (controller === null && whose.size > 1) {
    story.problem('ambiguous', describe(np), 'which-one', optionWords(story, candidates));
    return null;
  }
  return told(story, np, d, [candidates[n - 1]!], controller, opts);
}

/**
 * The objects a reference could mean, in the asker's words, in the order told. Objects told in the same
 * words ("two 1/1s") get their place among them, as the reply's labels do ("two 1/1s (the second)",
 * 「2体の1/1（2体目）」), so the options asked back can be told apart.
 */
export function optionWords(story: Story, objs: readonly IrObject[]): string[] {
  return objs.map((o) => {
    const same = objs.filter((x) => x.words === o.words).sort((a, b) => story.objects.indexOf(a) - story.objects.indexOf(b));
    if (same.length < 2) return o.words;
    const n = same.indexOf(o) + 1;
    return storyWords(story.lang).nth(o.words, n);
  });
}

/** The object was told with nothing more than the description says (no other keyword, colour, name or type). */
export function toldAs(o: IrObject, d: Description): boolean {
  if (o.card !== null || o.abilityTexts.length > 0 || o.token !== (d.head === 'token' || d.adjectives.includes('token'))) return false;
  if (!o.keywords.every((k) => d.keywords.some((x) => kwText(x) === kwText(k)))) return false;
  if (!o.colors.every((c) => d.colors.includes(c))) return false;
  if (!o.subtypes.every((t) => d.subtypes.includes(t))) return false;
  return o.types.every((t) => t === 'Creature' || d.types.includes(t));
}

/** Objects told alike ("two 2/2s"): any one of them is as good as another. */
export function toldAlike(objs: readonly IrObject[]): boolean {
  return told1(objs);
}

export function told1(objs: readonly IrObject[]): boolean {
  const sig = (o: IrObject): string => JSON.stringify([o.controller, o.card, o.power, o.toughness, o.keywords, o.colors, o.token]);
  return objs.length > 0 && objs.every((o) => sig(o) === sig(objs[0]!));
}

/** An object found by a reference: its states checked, its controller filled when said, mentioned. */
function told(story: Story, np: NounPhrase, d: Description, picked: IrObject[], controller: Side | null, opts: RefOptions): string[] | null {
  if (!statesHold(story, d, np.text, picked.map((o) => o.id), false)) return null;
  for (const o of picked) if (o.controller === null) o.controller = controller ?? opts.controller ?? null;
  for (const o of picked) story.mention(o.id);
  story.use(np);
  return picked.map((o) => o.id);
}

/**
 * The words of a description that say a state or a kind of the object (issue 11 §2: read or named,
 * never dropped). "tapped" is a fact of a new object (509.1a: it can't block); said of one already
 * told it must already hold, or hold because it attacked (508.1f taps an attacker). "attacking",
 * "blocking", "unblocked" must be borne out by the story's combat (checked once it is all read,
 * checkStatesSaid). "untapped" contradicts an object told tapped or attacking. "old", "extra",
 * "basic" and "nonbasic" said of an object are nothing the engine represents: named.
 */
export function statesHold(story: Story, d: Description, words: string, ids: readonly string[], created: boolean): boolean {
  // ("vanilla", "plain": nothing but what is said — true of a creature described by its size, which gets no
  // abilities it wasn't told; said of a named card it contradicts the card's own text, or means something else.)
  const unread = d.adjectives.filter((a) => a === 'old' || a === 'extra' || ((a === 'basic' || a === 'nonbasic') && !d.supertypes.includes('Basic')) || (a === 'plain' && d.card !== null));
  if (unread.length > 0) {
    story.problem('not-understood', words, `adjective:${unread.join(',')}`);
    return false;
  }
  for (const id of ids) {
    const o = story.get(id);
    if (!o) continue;
    const attacker = story.roles.get(id) === 'attacker';
    if (!sizeAsStated(story, d, o, words)) return false;
    if (!created && d.adjectives.includes('tapped') && !o.tapped && !attacker) {
      story.problem('not-understood', words, 'adjective:tapped');
      return false;
    }
    if (d.adjectives.includes('untapped') && (o.tapped || attacker)) {
      story.problem('contradiction', words, 'adjective:untapped');
      return false;
    }
    // "I cast Giant Growth on my attacking Bears": a new object said to be attacking is attacking from
    // the start of the story (declared as an attacker, 508.1), as "my Bears is attacking" is read.
    // (With a combat already told, it is not joined to it: checkStatesSaid names the words.)
    // "I take 5 from an unblocked creature": an unblocked creature is an attacking creature no block was declared for
    // (509.1h), so it was declared as an attacker too; checkStatesSaid still checks no block is told for it.
    if (created && (d.adjectives.includes('attacking') || d.adjectives.includes('unblocked')) && o.types.includes('Creature') && !story.events.some((e) => e.kind === 'attack')) {
      story.events.push({ kind: 'attack', attackers: [id], target: null });
      story.roles.set(id, 'attacker');
    }
    // "Can I Giant Growth my 2/2 blocker?", "their attacker": a role noun says the same as "blocking" / "attacking"
    // — never a plain creature beside the combat (red team s29: the blocker was dropped and the 4/4 went unblocked).
    // A new blocker, said while one attack by one creature of the other player is told, blocks that creature (509.1a).
    // (A role noun alone or counted — "Can one blocker block two attackers?", "a blocker with flying" — is a rule asked of
    // any such creature, not one of a told combat: only a creature whose words say whose or which it is.)
    const told = d.count === null && !d.plural && (d.owner !== null || d.controlledBy !== null || d.card !== null || d.power !== null);
    const roleNoun = created && told && (d.head === 'blocker' || d.head === 'attacker') ? d.head : null;
    if (created && (roleNoun === 'blocker' || d.adjectives.includes('blocking')) && o.types.includes('Creature')) joinSoleAttack(story, id);
    const states = [...(['attacking', 'blocking', 'unblocked'] as const).filter((a) => d.adjectives.includes(a)), ...(roleNoun === 'attacker' ? ['attacking' as const] : []), ...(roleNoun === 'blocker' ? ['blocking' as const] : [])];
    for (const a of new Set(states)) story.statesSaid.push({ id, state: a, words });
    // "a 2/2 with a regeneration shield": the shield is there from where the words tell it, before what
    // the clause does to it (701.19a: it replaces the next destruction this turn). (Red team s11: dropped.)
    if (d.adjectives.includes('shielded')) shield(story, id);
  }
  return true;
}

/**
 * A creature told as blocking, new to the story, while exactly one creature of the other player (or of no said
 * player) attacks and no block by it is told: it blocks that attacker (509.1a). With no attack, or several
 * attackers, nothing is joined: checkStatesSaid names the words instead of guessing which attacker.
 */
function joinSoleAttack(story: Story, id: string): void {
  if (story.roles.get(id) === 'blocker') return;
  const attacks = story.events.filter((e) => e.kind === 'attack');
  const attackers = attacks.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  if (attacks.length !== 1 || attackers.length !== 1) return;
  const attacker = attackers[0]!;
  const o = story.get(id)!;
  const by = story.get(attacker)?.controller ?? null;
  if (attacker === id || (by !== null && o.controller === by)) return;
  if (o.controller === null && by !== null) o.controller = other(by);
  story.events.push({ kind: 'block', blockers: [id], attacker });
  story.roles.set(id, 'blocker');
}

/**
 * A note in brackets after a card's name restating what it is (「《灰色熊》(2/2)」「《怨恨》付き《灰色熊》(4/2トランプル)」,
 * "Vampire Nighthawk w/ Rancor (4/3 flying deathtouch lifelink trample)"): a claim about the object there, with what is
 * attached to it and the counters on it counted (613.4, 613.1f) — told as a size reached (ir.ts `size-told`), which the
 * questions layer checks against the run (size-claims.ts) and names back where it differs. Never the card's size or
 * keywords taken on the asker's word, nor dropped. ("(so 3/3 …)": after the clause's own events, `after`.)
 */
function sizeAsStated(story: Story, d: Description, o: IrObject, words: string): boolean {
  const r = d.restated;
  if (!r) return true;
  // ("my 2/2 (now a 4/4)": a creature told by its size alone is checked at that size; one of no known size is not
  // read so — the note would be its only size, taken on the asker's word.)
  if (o.card === null && (o.power === null || o.toughness === null)) {
    story.problem('not-understood', words, 'restated-size');
    return false;
  }
  // ("(5/5 with the anthem)": the permanent named must be one on the battlefield besides it, 613.4c — else named.)
  const cause = r.cause?.kind === 'object' ? r.cause.card : null;
  if (r.cause && (cause === null || !story.objects.some((x) => x.id !== o.id && x.zone === 'battlefield' && x.card !== null && namesCard(x.card, cause)))) {
    story.problem('not-understood', r.cause.text, 'size-cause');
    return false;
  }
  const told: QEvent = { kind: 'size-told', id: o.id, power: r.power, toughness: r.toughness, ...(r.keywords.length > 0 ? { keywords: [...r.keywords] } : {}), restated: true, text: words };
  const same = (e: QEvent): boolean => e.kind === 'size-told' && e.id === o.id && e.text === words;
  if (story.events.some(same) || story.restatedAfter.some(same)) return true;
  if (r.after) story.restatedAfter.push(told);
  else story.events.push(told);
  return true;
}

/** Whether a card reference names this card: its whole name, or ("the anthem" after Glorious Anthem: no type line) a word of it. */
function namesCard(card: string, ref: { name: string; typeLine: string }): boolean {
  const name = ref.name.toLowerCase();
  return card.toLowerCase() === name || (ref.typeLine === '' && nameWords(card).includes(name));
}

/** A regeneration shield on the object from this point of the story (701.19a), unless one told earlier is still there. */
export function shield(story: Story, id: string): void {
  const told = story.events.some((e) => e.kind === 'regenerate' && e.ids.includes(id));
  if (told) return;
  // "My opponent casts Day of Judgment. My 2/2 has a regeneration shield.", "… while my 2/2 has a regeneration shield":
  // a shield said as what the creature has is there while the spell just told waits, so it is there when the spell
  // resolves (701.19a) — never made after it (red team s17: "dies"; the spell's own text decides, Wrath of God's
  // "can't be regenerated").
  const last = story.events.at(-1);
  if (last?.kind === 'cast' && last.premise !== true) story.responses.add(story.events.length);
  story.events.push({ kind: 'regenerate', ids: [id] });
}

/**
 * After the whole story is read: "Liliana makes my opponent sacrifice a creature. They control a 2/2 and a 3/3.":
 * the creature sacrificed (or targeted), said only by its kind before any was told, may be one of those told
 * after it — the player's choice among them (701.21a; 115.1a, 601.2c) — or one more, not described. Which one
 * changes the answer, so it is asked back, never answered of an invented creature beside the told ones.
 */
export function checkChosenLater(story: Story): void {
  for (const u of story.chosenUntold) {
    const later = new Set(story.objects.slice(u.after).map((o) => o.id));
    const told = story.fittingAll(u.d).filter((o) => later.has(o.id) && !u.ids.includes(o.id) && o.zone === 'battlefield' && o.cast !== true && (u.whose === null || o.controller === null || o.controller === u.whose));
    if (told.length === 0) continue;
    const options = optionWords(story, told);
    if (told.length === 1) options.push(storyWords(story.lang).undescribedOther);
    story.problem('ambiguous', u.words, 'which-one', options);
    return;
  }
}

/** After the whole story is read: each object called "attacking", "blocking" or "unblocked" was so in its combat. */
export function checkStatesSaid(story: Story): void {
  for (const s of story.statesSaid) {
    const role = story.roles.get(s.id);
    const holds = s.state === 'attacking' ? role === 'attacker' : s.state === 'blocking' ? role === 'blocker' : role === 'attacker' && !story.events.some((e) => e.kind === 'block' && e.attacker === s.id);
    if (!holds) story.problem('not-understood', s.words, `adjective:${s.state}`);
  }
}

export function specific(d: Description): boolean {
  return d.power !== null || d.card !== null || d.partial !== null || d.head === 'subtype' || d.keywords.length > 0 || d.colors.length > 0;
}

/**
 * The clause's restatements told as its result, after its events — except in a clause of combat ("my 2/2 (now a 4/4)
 * blocks their 3/3"), where they are the size it fights at: told before its declarations (508.1, 509.1: declaring
 * attackers or blockers is no change of size), never checked after the damage the combat goes on to deal (it may be
 * gone by then). (Kept after when the story holds the index of an event from there on: nothing it points to moves.)
 */
export function placeRestated(story: Story, from: number): void {
  const told = story.restatedAfter.splice(0);
  const fight = story.events.findIndex((e, k) => k >= from && (e.kind === 'attack' || e.kind === 'block' || e.kind === 'first-strike-damage' || e.kind === 'combat-damage'));
  const held = [...story.responses, story.lastCast?.event ?? -1, story.conditionEvents?.to ?? -1].some((k) => k >= fight);
  if (fight < 0 || held) story.events.push(...told);
  else story.events.splice(fight, 0, ...told);
}
