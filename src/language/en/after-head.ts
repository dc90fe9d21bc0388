/**
 * What may follow an English noun phrase's head ("with trample", "that has flying", "equipped with Bonesplitter", "from
 * Raise the Alarm", "you control", "(pro red)"). The noun phrases inside them are read with the reader phrases.ts passes in
 * (readNounPhrase), so this module doesn't import the one that imports it.
 */
import { has } from '../chunk.ts';
import type { Description, NounPhrase } from '../clause.ts';
import type { Reader } from './phrase-reader.ts';
import { at, cardRef } from './phrase-reader.ts';
import { arrive, findClose, nextComma, noAbilities, readArrival, readCounters, readNoCounters, readKeywordList, readLoyaltyLevel, readMarkedDamage, readRestatedNote, readSizeHalves } from './post-modifiers.ts';

/** How a noun phrase is read at chunk i (phrases.ts readNounPhrase). */
type NounReader = (r: Reader, i: number) => { np: NounPhrase; next: number } | null;

/** "own" (read as the verb "control" by the lexicon): "a 4/4 that I own" says whose it is (108.3), not who controls it (108.4). */
const OWN = /^(?:own|owns|owned)$/i;

/** What may follow a head: with …, that has …, equipped with …, from …, you control, (pro red). */
export function readPostModifiers(r: Reader, i: number, d: Description, readNounPhrase: NounReader): number {
  let j = i;
  for (let guard = 0; guard < 12; guard++) {
    const c = at(r, j);
    const prep = has(c, 'prep');
    const verb = has(c, 'verb');
    const sub = has(c, 'sub');
    const punct = has(c, 'punct');
    // "Chandra, Torch of Defiance at 4 loyalty", "their Liliana on 6 loyalty": its loyalty counters (306.5c).
    const level = prep && (prep.prep === 'at' || prep.prep === 'on') ? readLoyaltyLevel(r, j) : null;
    if (level) {
      d.counters.push({ kind: 'loyalty', n: level.n });
      j = level.next;
      continue;
    }
    if (prep && (prep.prep === 'with' || prep.prep === 'without')) {
      const into = prep.prep === 'without' ? 'lacks' : 'keywords';
      // "with no trample"
      const no = has(at(r, j + 1), 'det')?.det === 'no' || has(at(r, j + 1), 'yes-no')?.yes === false;
      const bare = noAbilities(r, j + 1 + (no ? 1 : 0), no || prep.prep === 'without');
      if (bare !== null) {
        d.adjectives.push('plain');
        j = bare;
        continue;
      }
      const k = readKeywordList(r, j + 1 + (no ? 1 : 0), d, no ? 'lacks' : into);
      if (k > j + 1 + (no ? 1 : 0)) {
        j = k;
        // "a creature with double strike 3/3", "a creature with deathtouch 1/1 blocks": a size said right
        // after the keywords of a creature told with none is that creature's size, never a second
        // creature (red team s11: the keywords went to one object and the size to another).
        const size = has(at(r, j), 'pt');
        if (size && into === 'keywords' && !no && size.power !== null && size.toughness !== null && !size.plural && d.power === null && d.toughness === null && d.card === null) {
          d.power = size.power;
          d.toughness = size.toughness;
          j++;
        }
        // "with haste and summoning sickness": the state is the creature's too (302.6).
        if (into === 'keywords' && !no && has(at(r, j), 'conj')?.conj === 'and' && has(at(r, j + 1), 'adj')?.adj === 'sick') {
          d.adjectives.push('sick');
          j += 2;
          continue;
        }
        // "with reach and without flying"
        const p2 = has(at(r, j + 1), 'prep');
        if (has(at(r, j), 'conj')?.conj === 'and' && p2 && (p2.prep === 'with' || p2.prep === 'without')) j++;
        continue;
      }
      // "with no counters on it", "without any counters": none, as told of anything unsaid (122.1).
      const none = no || prep.prep === 'without' ? readNoCounters(r, j + 1 + (no ? 1 : 0)) : null;
      if (none !== null) {
        j = none;
        continue;
      }
      if (prep.prep === 'with') {
        const ctr = readCounters(r, j + 1, true);
        if (ctr) {
          d.counters.push({ kind: ctr.kind, n: ctr.n });
          j = ctr.next;
          // "with two +1/+1 counters and a -1/-1 counter on it"
          for (;;) {
            if (has(at(r, j), 'conj')?.conj !== 'and' && has(at(r, j), 'punct')?.char !== ',') break;
            const more = readCounters(r, j + 1, true);
            if (!more) break;
            d.counters.push({ kind: more.kind, n: more.n });
            j = more.next;
          }
          if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
          continue;
        }
        // "an enchantment with 'Creatures you control get +1/+1.'"
        const q = has(at(r, j + 1), 'quote');
        if (q) {
          d.quotes.push(q.text);
          j += 2;
          continue;
        }
        // "with a regeneration shield", "with a regen shield on it" (701.19a).
        const sh = has(at(r, j + 1), 'det')?.det === 'a' ? j + 2 : j + 1;
        if (has(at(r, sh), 'thing-noun')?.noun === 'regen-shield') {
          d.adjectives.push('shielded');
          j = sh + 1;
          if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
          continue;
        }
        // "with summoning sickness"; "two legendary creatures with the same name", "with different names" (704.5j).
        const withAdj = has(at(r, j + 1), 'adj')?.adj;
        if (withAdj === 'sick' || (prep.prep === 'with' && (withAdj === 'same-name' || withAdj === 'different-names'))) {
          d.adjectives.push(withAdj);
          j += 2;
          continue;
        }
        const dmg = readMarkedDamage(r, j + 1);
        if (dmg) {
          d.damage += dmg.n;
          j = dmg.next;
          continue;
        }
        // "a creature with 0 toughness", "with toughness 1 and power 3": half of a size said alone (208.1).
        // (A card's printed size is its own: "Grizzly Bears with 0 toughness" is left unread.)
        const half = readSizeHalves(r, j + 1, d);
        if (half > j + 1) {
          j = half;
          continue;
        }
        const eq = has(at(r, j + 1), 'card');
        if (eq && /Equipment|Aura/.test(eq.typeLine)) {
          const np = readNounPhrase(r, j + 1);
          if (np) {
            attach(d, np.np);
            j = np.next;
            // "with Loxodon Warhammer and Bonesplitter"
            while ((has(at(r, j), 'conj')?.conj === 'and' || has(at(r, j), 'punct')?.char === ',') && /Equipment|Aura/.test(has(at(r, j + 1), 'card')?.typeLine ?? '')) {
              const more = readNounPhrase(r, j + 1);
              if (!more) break;
              attach(d, more.np);
              j = more.next;
            }
            // "w/ Embercleave attached", "with Rancor attached to it": the participle says no more than "with".
            if (has(at(r, j), 'verb')?.verb === 'attach' && /ed$/i.test(at(r, j)!.text)) {
              j++;
              if ((has(at(r, j), 'prep')?.prep === 'on' || has(at(r, j), 'prep')?.prep === 'to') && has(at(r, j + 1), 'pronoun')) j += 2;
            }
            continue;
          }
        }
      }
      break;
    }
    // "equipped with X", "enchanted with/by X", "wearing X"
    if (verb && (verb.verb === 'equip' || verb.verb === 'enchant' || verb.verb === 'wear')) {
      let k = j + 1;
      const p2 = has(at(r, k), 'prep');
      if (p2 && (p2.prep === 'with' || p2.prep === 'by')) k++;
      const np = has(at(r, k), 'card') ? readNounPhrase(r, k) : null;
      if (np) {
        attach(d, np.np);
        j = np.next;
        // "wearing X and Y"
        while (has(at(r, j), 'conj')?.conj === 'and' && has(at(r, j + 1), 'card')) {
          const more = readNounPhrase(r, j + 1);
          if (!more) break;
          attach(d, more.np);
          j = more.next;
        }
        continue;
      }
      break;
    }
    // "that has flying", "which has a +1/+1 counter", "that also has first strike"
    if (sub && (sub.sub === 'that' || sub.sub === 'which' || sub.sub === 'who')) {
      let k = j + 1;
      // "that also has", "which already has Rancor", "that still has", "which actually has": an adverb before the verb.
      while (has(at(r, k), 'conj')?.conj === 'also' || has(at(r, k), 'time')?.time === 'already' || has(at(r, k), 'adj')?.adj === 'still' || has(at(r, k), 'filler')) k++;
      const hv = has(at(r, k), 'verb')?.verb === 'have' || has(at(r, k), 'aux')?.aux === 'have';
      if (hv) {
        const kk = readKeywordList(r, k + 1, d, 'keywords');
        if (kk > k + 1) {
          j = kk;
          continue;
        }
        const ctr = readCounters(r, k + 1, true);
        if (ctr) {
          d.counters.push({ kind: ctr.kind, n: ctr.n });
          j = ctr.next;
          if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
          continue;
        }
        const card = has(at(r, k + 1), 'card');
        if (card) {
          const np = readNounPhrase(r, k + 1);
          if (np) {
            attach(d, np.np);
            j = np.next;
            if (has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun')) j += 2;
            continue;
          }
        }
      }
      // "that was already dealt 3 damage this turn"
      let m = k;
      if (has(at(r, m), 'aux')?.aux === 'be' || has(at(r, m), 'aux')?.aux === 'have') m++;
      if (has(at(r, m), 'time')) m++;
      if (has(at(r, m), 'aux')?.aux === 'be') m++;
      // ("a spell that deals 1 damage to each player" is what the object does, never damage marked on it: only "dealt".)
      if ((has(at(r, m), 'verb')?.verb === 'deal' && /^dealt$/i.test(at(r, m)!.text)) || has(at(r, m), 'verb')?.verb === 'take') {
        const dmg = readMarkedDamage(r, m + 1);
        if (dmg) {
          d.damage += dmg.n;
          j = dmg.next;
          if (has(at(r, j), 'time')) j++;
          continue;
        }
      }
      // "that can't block", "that can't be blocked": rules-text abilities read as keywords.
      const kwAfter = readKeywordList(r, k, d, 'keywords');
      if (kwAfter > k) {
        j = kwAfter;
        continue;
      }
      // "that was just created", "that entered this turn", "that I cast this turn": summoning sick (302.6).
      const arrived = readArrival(r, k, false);
      if (arrived) {
        j = arrive(d, arrived);
        continue;
      }
      // "that just came under my control this turn": summoning sick (302.6).
      let m2 = k;
      while (has(at(r, m2), 'filler') || has(at(r, m2), 'time')?.time === 'already') m2++;
      const under = has(at(r, m2 + 1), 'prep')?.prep === 'under' ? 1 : 0;
      // ("my control" may be one chunk, the player whose control it is: lexicon.ts.)
      const ownControl = /\scontrol$/i.test(at(r, m2 + 1 + under)?.text ?? '') ? 1 : 0;
      if (has(at(r, m2), 'verb')?.verb === 'come' && has(at(r, m2 + 1 + under), 'player') && (ownControl === 1 || has(at(r, m2 + 2 + under), 'verb')?.verb === 'control')) {
        d.adjectives.push('sick');
        // (Under whose control it came is who controls it: "came under my opponent's control".)
        d.controlledBy ??= { who: has(at(r, m2 + 1 + under), 'player')!.who };
        j = m2 + 3 + under - ownControl;
        if (has(at(r, j), 'time')?.time === 'this-turn') j++;
        continue;
      }
      // "a creature with shroud that I control"
      const ctl = has(at(r, k), 'player');
      if (ctl && !ctl.possessive && has(at(r, k + 1), 'verb')?.verb === 'control') {
        if (OWN.test(at(r, k + 1)!.text)) d.ownedBy = { who: ctl.who };
        else d.controlledBy = { who: ctl.who };
        j = k + 2;
        continue;
      }
      // "that says '…'", "that each say '…'", "that read '…'" (each of them has the text)
      const each = has(at(r, k), 'det')?.det === 'each' || /^(?:each|both|all)$/i.test(at(r, k)?.text ?? '') ? 1 : 0;
      if ((has(at(r, k + each), 'verb')?.verb === 'say' || /^reads?$/i.test(at(r, k + each)?.text ?? '')) && has(at(r, k + each + 1), 'quote')) {
        d.quotes.push(has(at(r, k + each + 1), 'quote')!.text);
        j = k + each + 2;
        continue;
      }
      break;
    }
    // "a token I created this turn", "a creature I just cast", "a creature I gained control of this turn" (302.6).
    const arrivedBy = has(c, 'player') ? readArrival(r, j, true) : null;
    if (arrivedBy) {
      j = arrive(d, arrivedBy);
      continue;
    }
    // "a Spirit token I got from Doomed Traveler", "a Soldier token I made with Raise the Alarm" (111.4: what made it)
    if (has(c, 'player') && ['get', 'create'].includes(has(at(r, j + 1), 'verb')?.verb ?? '') && ['from', 'with'].includes(has(at(r, j + 2), 'prep')?.prep ?? '') && has(at(r, j + 3), 'card') && (d.head === 'token' || d.subtypes.length > 0)) {
      d.from = cardRef(has(at(r, j + 3), 'card')!);
      d.controlledBy ??= { who: has(c, 'player')!.who };
      j += 4;
      continue;
    }
    // "from Raise the Alarm" (tokens), "you control", "I control", "under my control"
    if (prep && prep.prep === 'from' && has(at(r, j + 1), 'card') && (d.head === 'token' || d.subtypes.length > 0)) {
      d.from = cardRef(has(at(r, j + 1), 'card')!);
      j += 2;
      continue;
    }
    const pl = has(c, 'player');
    if (pl && !pl.possessive && has(at(r, j + 1), 'verb')?.verb === 'control' && d.head !== 'card') {
      if (OWN.test(at(r, j + 1)!.text)) d.ownedBy = { who: pl.who };
      else d.controlledBy = { who: pl.who };
      j += 2;
      continue;
    }
    // "my 2/2, now a 4/4, blocks their 3/3": the size restated between commas, as in brackets with "now" (after the clause).
    const comma = punct?.char === ',' && has(at(r, j + 1), 'time')?.time === 'now' ? nextComma(r, j) : -1;
    const apposed = comma > j ? readRestatedNote(r, j, comma, d, readNounPhrase) : null;
    if (apposed) {
      d.restated = apposed;
      j = comma + 1;
      break;
    }
    // "(pro red)", "(no trample)"
    if (punct?.char === '(') {
      const close = findClose(r, j);
      if (close > j + 1) {
        const inner = { ...r, end: close };
        // "Vampire Nighthawk w/ Rancor (4/3 flying deathtouch lifelink trample)", "my 2/2 (now a 4/4)": what a card or a
        // sized creature is, restated — checked, never granted, never a second creature.
        const restated = readRestatedNote(r, j, close, d, readNounPhrase);
        if (restated) {
          d.restated = restated;
          j = close + 1;
          continue;
        }
        const no = has(at(inner, j + 1), 'det')?.det === 'no' || has(at(inner, j + 1), 'yes-no')?.yes === false;
        const k = readKeywordList(inner, j + 1 + (no ? 1 : 0), d, no ? 'lacks' : 'keywords');
        // "(no counters)": none, as told of anything unsaid (122.1).
        if (k === close || (no && readNoCounters(inner, j + 2) === close)) {
          j = close + 1;
          continue;
        }
        // "Liliana, Dreadhorde General (6 loyalty)", "(at 3 loyalty)".
        const level = readLoyaltyLevel(inner, j + 1);
        if (level && level.next === close) {
          d.counters.push({ kind: 'loyalty', n: level.n });
          j = close + 1;
          continue;
        }
      }
      break;
    }
    // "a 1/1 with deathtouch blocking my 5/5": "blocking"/"attacking" after what the creature has is its last
    // word, as after a bare size ("a 1/1 blocking my 5/5"); the grammar reads the combat it tells (grammar.ts).
    const state = has(c, 'adj')?.adj;
    if ((state === 'blocking' || state === 'attacking') && j > i && !d.adjectives.includes(state)) {
      d.adjectives.push(state);
      j++;
      break;
    }
    // "untapped" after the head ("Giant Spider and Grizzly Bears untapped" is read by the grammar)
    break;
  }
  return j;
}

/**
 * An Aura or Equipment said on the object ("w/ Rancor", "equipped with Bonesplitter"). A note in brackets right after it —
 * "Vampire Nighthawk w/ Rancor (4/3 flying deathtouch lifelink trample)" — restates the creature it is on, not the card
 * attached (its size is what the attachment makes it): moved to the creature's description.
 */
function attach(d: Description, np: NounPhrase): void {
  if (np.kind === 'object' && np.restated) {
    d.restated = np.restated;
    delete np.restated;
  }
  d.attachments.push(np);
}
