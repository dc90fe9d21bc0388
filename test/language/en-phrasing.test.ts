/**
 * English phrasing as players write it (issue 12): each phenomenon with several variations of our
 * own (different words, cards and numbers; none copied from a shared question set), read into the IR
 * and compared with a compact form written by hand — or refused, naming what could not be read.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/language/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import type { QuestionIR } from '../../src/language/ir.ts';
import { irSchema } from '../../src/language/ir.ts';

const card = (name: string, typeLine: string) => ({ name, kind: 'name' as const, english: name, typeLine, playable: true });
const cards = new CardSpotter([
  card('Grizzly Bears', 'Creature — Bear'),
  card('Llanowar Elves', 'Creature — Elf Druid'),
  card('Savannah Lions', 'Creature — Cat'),
  card('Serra Angel', 'Creature — Angel'),
  card('Shock', 'Instant'),
  card('Lightning Bolt', 'Instant'),
  card('Giant Growth', 'Instant'),
  card('Cloudshift', 'Instant'),
  card('Wrath of God', 'Sorcery'),
  card('Pacifism', 'Enchantment — Aura'),
  card('Rancor', 'Enchantment — Aura'),
  card('Glorious Anthem', 'Enchantment'),
  card('Bonesplitter', 'Artifact — Equipment'),
  card('Short Sword', 'Artifact — Equipment'),
  card('Holy Strength', 'Enchantment — Aura'),
  card('Blood Artist', 'Creature — Vampire'),
  card('Festering Goblin', 'Creature — Zombie Goblin'),
  card('Kitchen Finks', 'Creature — Ouphe'),
  card('Sedgemoor Witch', 'Creature — Human Warlock'),
  card('Torbran, Thane of Red Fell', 'Legendary Creature — Dwarf Noble'),
  card('Kalitas, Traitor of Ghet', 'Legendary Creature — Vampire Warrior'),
  card('Kalitas, Bloodchief of Ghet', 'Legendary Creature — Vampire Warlock'),
  card('Liliana of the Veil', 'Legendary Planeswalker — Liliana'),
  card('Jace, the Mind Sculptor', 'Legendary Planeswalker — Jace'),
  card('Prodigal Pyromancer', 'Creature — Human Wizard'),
  card('Carrion Feeder', 'Creature — Zombie'),
  card('Goblin Bombardment', 'Enchantment'),
  card('Mother of Runes', 'Creature — Human Cleric'),
  card('Mogg Fanatic', 'Creature — Goblin'),
  card('White Knight', 'Creature — Human Knight'),
  card('_____ Goblin', 'Creature — Goblin'),
  card('Yawgmoth, Thran Physician', 'Legendary Creature — Human Cleric'),
  card('Yawgmoth Demon', 'Creature — Demon'),
  card('Priest of Yawgmoth', 'Creature — Human Cleric'),
  card('Sheoldred, the Apocalypse', 'Legendary Creature — Phyrexian Praetor'),
  card('Sheoldred, Whispering One', 'Legendary Creature — Phyrexian Praetor'),
  card('Craterhoof Behemoth', 'Creature — Beast'),
  card('Hoof Skulkin', 'Artifact Creature — Scarecrow'),
  card('Tarmogoyf', 'Creature — Lhurgoyf'),
  card('Lightning Helix', 'Instant'),
  card('Helix Pinnacle', 'Enchantment'),
  card('Path to Exile', 'Instant'),
  card('Dark Confidant', 'Creature — Human Wizard'),
  card('Garruk Wildspeaker', 'Legendary Planeswalker — Garruk'),
  card('Doom Blade', 'Instant'),
  card('Murder', 'Instant'),
  card('Fog', 'Instant'),
  card('Thragtusk', 'Creature — Beast'),
  card('Glistener Elf', 'Creature — Phyrexian Elf Warrior'),
  card('Darksteel Myr', 'Artifact Creature — Myr'),
  card('Swords to Plowshares', 'Instant'),
  // (A split card whose face is an everyday verb: "survive" after a size is still the verb.)
  card('Survive', 'Instant // Sorcery'),
  card('Holy Day', 'Instant'),
  card('Tragic Slip', 'Instant'),
  card('Absorb', 'Instant'),
  card('Platinum Angel', 'Artifact Creature — Angel'),
  card('Earthquake', 'Sorcery'),
  card('Unsummon', 'Instant'),
  card('Lava Axe', 'Sorcery'),
  // (A face of a split card is a name by itself: "Whats" must not read as that face used as a verb.)
  card('What', 'Instant'),
]);

/** Objects, events and asks as short text, then life, poison and trigger targets when said. */
function compact(ir: QuestionIR): string {
  const objs = ir.objects.map((o) => {
    const size = o.power !== null ? ` ${o.power}/${o.toughness}` : '';
    const kws = o.keywords.length > 0 ? ` [${o.keywords.map((k) => (k.param ? `${k.keyword} ${k.param}` : k.keyword)).join(',')}]` : '';
    const extra = [o.card, o.colors.length > 0 && !o.card ? o.colors.join('') : null, o.attachedTo ? `on ${o.attachedTo}` : null, o.cast ? 'cast' : null, Object.entries(o.counters).map(([k, n]) => `${n}x${k}`).join(',') || null].filter(Boolean).join(' ');
    return `${o.id} ${o.controller ?? '?'}${size}${kws}${extra ? ` ${extra}` : ''}`;
  });
  const events = ir.events.map((e, i) => {
    const r = ir.responses.includes(i) ? '!' : '';
    switch (e.kind) {
      case 'attack':
        return `${r}attack ${e.attackers.join('+')}`;
      case 'block':
        return `${r}block ${e.blockers.join('+')}>${e.attacker}`;
      case 'cast':
        return `${r}cast ${e.spell} by ${e.caster}${e.targets.length ? ` at ${e.targets.join('+')}` : ''}`;
      case 'activate':
        return `${r}activate ${e.source} by ${e.player}${e.targets.length ? ` at ${e.targets.join('+')}` : ''}${e.sacrifice ? ` sac ${e.sacrifice.join('+')}` : ''}${e.payLife !== undefined ? ` life ${e.payLife}` : ''}${e.tap ? ' tap' : ''}${e.described ? ` "${e.described}"` : ''}`;
      default:
        return `${r}${e.kind}${'ids' in e ? ` ${e.ids.join('+')}` : ''}`;
    }
  });
  const asks = ir.asks.map((a) => {
    const id = 'id' in a ? ` ${a.id}` : '';
    const side = 'side' in a ? ` ${a.side ?? 'defending'}` : '';
    const more = a.kind === 'can-block' ? ` ${a.blockers.join('+')}>${a.attackers.join('+')}` : a.kind === 'dealt-damage' && a.by ? ` by ${a.by}` : a.kind === 'returns' && a.to ? ` to ${a.to}` : a.kind === 'life-gained' && a.amount !== undefined ? ` =${a.amount}` : '';
    return `${a.kind}${id}${side}${more}`;
  });
  const extras = [
    Object.keys(ir.life).length > 0 ? `life ${Object.entries(ir.life).map(([k, v]) => `${k}=${v}`).join(',')}` : null,
    ir.triggerTargets.length > 0 ? `tt ${ir.triggerTargets.map((t) => `${t.source}>${t.targets.join('+')}`).join(',')}` : null,
    ir.objects.some((o) => o.summoningSick) ? `sick ${ir.objects.filter((o) => o.summoningSick).map((o) => o.id).join('+')}` : null,
  ].filter(Boolean);
  return [objs.join('; '), events.join('; '), asks.join('; '), ...extras].join(' | ').replace(/\s+/g, ' ');
}

const ROWS: [string, string][] = [
  // A spell "pointed", "aimed", "thrown", "fired" at something: cast with that target (601.2c).
  ["Opponent points Lightning Helix at my face and I respond with Absorb on it. We're both at 20. Where do the life totals end up?", 'c1 B Lightning Helix cast; c2 A Absorb cast | cast c1 by B at A; !cast c2 by A at c1 | life A; life B | life A=20,B=20'],
  ['My opponent aims Lightning Bolt at my Grizzly Bears. Does it die?', 'c1 B Lightning Bolt cast; c2 A Grizzly Bears | cast c1 by B at c2 | dies c2'],
  ['I throw a Shock at their Llanowar Elves. Is it dead?', 'c1 A Shock cast; c2 B Llanowar Elves | cast c1 by A at c2 | dies c2'],
  ["They fire Lightning Helix at me. What's my life?", 'c1 B Lightning Helix cast | cast c1 by B at A | life A'],
  // ", then <card as verb>" / "and then …" / "then on the same turn …": the same subject casts it, after the first resolved.
  ['I control Platinum Angel. My opponent Shocks me, then Murders the Angel. Do I lose?', 'c1 A Platinum Angel; c2 B Shock cast; c3 B Murder cast | cast c2 by B at A; resolve; cast c3 by B at c1 | loses A'],
  ['My opponent Bolts my Savannah Lions and then Shocks my Grizzly Bears. Does the Bears die?', 'c1 B Lightning Bolt cast; c2 A Savannah Lions; c3 B Shock cast; c4 A Grizzly Bears | cast c1 by B at c2; resolve; cast c3 by B at c4 | dies c4'],
  // "with X out" said with a life total: that player's permanent; "at that point", "by then": when the story ends.
  ["I'm on 1 life with Platinum Angel out. My opponent Bolts me, then on the same turn Murders the Angel. Am I dead at that point?", 'c1 A Platinum Angel; c2 B Lightning Bolt cast; c3 B Murder cast | cast c2 by B at A; resolve; cast c3 by B at c1 | loses A | life A=1'],
  ["I'm at 5 life with Grizzly Bears on the battlefield. They Shock me. Where am I at?", 'c1 A Grizzly Bears; c2 B Shock cast | cast c2 by B at A | life A | life A=5'],
  // "Which creatures are (still) alive?", "what is dead?": the outcome, which names every creature that died.
  ['My 3/3 blocks their 2/2. Which creatures are still alive?', 'c1 A 3/3; c2 B 2/2 | attack c2; block c1>c2 | outcome'],
  ['Their 4/4 is blocked by my 2/2 and my 3/3. What is dead?', 'c1 B 4/4; c2 A 2/2; c3 A 3/3 | attack c1; block c2+c3>c1 | outcome'],
  ['I attack with Serra Angel and they block with Grizzly Bears. Which creatures are alive after combat?', 'c1 A Serra Angel; c2 B Grizzly Bears | attack c1; block c2>c1 | outcome'],
  // "How does it all resolve?", "how does the stack resolve?", "how does this play out?": the outcome.
  ["I'm at 20. Opp Bolts my Grizzly Bears, I respond with Giant Growth on the Bears, and they respond with Shock on the Bears. How does it all resolve?", 'c1 B Lightning Bolt cast; c2 A Grizzly Bears; c3 A Giant Growth cast; c4 B Shock cast | cast c1 by B at c2; !cast c3 by A at c2; !cast c4 by B at c2 | outcome | life A=20'],
  ['My opponent Shocks my 3/3 and I respond with Giant Growth. How does the stack resolve?', 'c1 B Shock cast; c2 A 3/3; c3 A Giant Growth cast | cast c1 by B at c2; !cast c3 by A | outcome'],
  ['I Bolt their 2/2 and they respond with Giant Growth on it. How does this play out?', 'c1 A Lightning Bolt cast; c2 B 2/2; c3 B Giant Growth cast | cast c1 by A at c2; !cast c3 by B at c2 | outcome'],
  // "Is that a draw?", "is it a tie?", "does the game end in a draw?": whether both lose at once (104.4a); "who wins / loses?": the result named.
  ['Both players are at 1 life and I cast Earthquake for X=1. Is that a draw?', 'c1 A Earthquake cast | cast c1 by A | loses A | life A=1,B=1'],
  ["We're both at 2. I cast Earthquake with X=2. Is it a tie?", 'c1 A Earthquake cast | cast c1 by A | loses A | life A=2,B=2'],
  ['Both players are at 1 life and I cast Earthquake for X=1. Does the game end in a draw?', 'c1 A Earthquake cast | cast c1 by A | loses A | life A=1,B=1'],
  ['Both players are at 1 life and I cast Earthquake for X=1. Who loses?', 'c1 A Earthquake cast | cast c1 by A | loses A | life A=1,B=1'],
  ['My opponent is at 2. I Shock them. Who won?', 'c1 A Shock cast | cast c1 by A at B | wins A | life B=2'],
  ["We're both at 3. They Lava Axe me. Who loses the game?", 'c1 B Lava Axe cast | cast c1 by B at A | loses A | life A=3,B=3'],
  // "Swung X", "I swung my 3/3": a creature as the object of "swing"/"attack" is the attacker (506.3: creatures aren't attacked); no subject, the asker.
  ['Swung Savannah Lions, they blocked with a 3/3. Does the Lions die?', 'c1 A Savannah Lions; c2 B 3/3 | attack c1; block c2>c1 | dies c1'],
  ["I swung Grizzly Bears and they didn't block. How much damage do they take?", 'c1 A Grizzly Bears | attack c1 | damage-taken B'],
  ["Swung my 3/3 and they didn't block. How much damage do they take?", 'c1 A 3/3 | attack c1 | damage-taken B'],
  ['My opponent swings Serra Angel and I block with a 2/2 flier. Does my 2/2 die?', 'c1 B Serra Angel; c2 A 2/2 [flying] | attack c1; block c2>c1 | dies c2'],
  // "Do I die?", "will I survive?", "does my opponent survive?" of a player said as such: losing the game (704.5a), or not.
  ["I'm at 3. My opponent Bolts me. Do I die?", 'c1 B Lightning Bolt cast | cast c1 by B at A | loses A | life A=3'],
  ["I'm at 4. My opponent Lightning Bolts me. Will I survive?", 'c1 B Lightning Bolt cast | cast c1 by B at A | loses A | life A=4'],
  ['My opponent is at 2. I Shock them. Does my opponent survive?', 'c1 A Shock cast | cast c1 by A at B | loses B | life B=2'],
  // "Is it (still) tapped?", "is she still tapped?" (only a permanent is tapped, 701.26a): whether it is, when the story ends (508.1f, 702.20b).
  ['I attacked with Serra Angel. Is she still tapped?', 'c1 A Serra Angel | attack c1 | tapped c1'],
  ['I attack with Grizzly Bears. Is it still tapped?', 'c1 A Grizzly Bears | attack c1 | tapped c1'],
  // "Where is it?", "where are they?" of objects: their zone (400.1); of a player, their life (below).
  ["I bounce my opponent's Grizzly Bears with Unsummon. Where are they?", 'c1 A Unsummon cast; c2 B Grizzly Bears | cast c1 by A at c2 | zone c2'],
  ['My opponent Murders my Serra Angel. Where is it?', 'c1 B Murder cast; c2 A Serra Angel | cast c1 by B at c2 | zone c2'],
  ["My 2/2 blocks their 3/3. Where's my 2/2?", 'c1 A 2/2; c2 B 3/3 | attack c2; block c1>c2 | zone c1'],
  // A card's short name: the part before a comma, or a first word no other card has.
  ['Torbran is out and my 2/2 attacks unblocked. How much damage does my opponent take?', 'c1 ? Torbran, Thane of Red Fell; c2 A 2/2 | attack c2 | damage-taken B'],
  ['My sedgemoor blocks a 4/4. Does it survive?', 'c1 A Sedgemoor Witch; c2 B 4/4 | attack c2; block c1>c2 | dies c1'],
  // An opening or colon-ended sentence of everyday words is a preface.
  ['Judge call: my 3/3 blocks a 2/2. Does the 2/2 die?', 'c1 A 3/3; c2 B 2/2 | attack c2; block c1>c2 | dies c2'],
  ['Weird interaction here: I Shock my opponent. What is their life total?', 'c1 A Shock cast | cast c1 by A at B | life B'],
  ['Hello all. A 5/5 is blocked by a 1/1. Does the 1/1 die?', 'c1 ? 5/5; c2 ? 1/1 | attack c1; block c2>c1 | dies c2'],
  // Life totals said of both players; "life totals?" asks both.
  ['Both players at 15. My 4/4 attacks unblocked. Life totals?', 'c1 A 4/4 | attack c1 | life A; life B | life A=15,B=15'],
  ["We're each at 7. I Lightning Bolt my opponent. What's their life?", 'c1 A Lightning Bolt cast | cast c1 by A at B | life B | life A=7,B=7'],
  ['both at 12, my 2/2 connects. what are the life totals?', 'c1 A 2/2 | attack c1 | life A; life B | life A=12,B=12'],
  // "vanilla", "french vanilla": nothing but what is said, true of a creature described by its size.
  ['My vanilla 3/3 blocks their 2/2. Does it die?', 'c1 A 3/3; c2 B 2/2 | attack c2; block c1>c2 | dies c1'],
  ['Their french vanilla 2/2 with flying attacks. Can my vanilla 1/1 block it?', 'c1 B 2/2 [flying]; c2 A 1/1 | attack c1 | can-block c2>c1'],
  ['A vanilla 5/5 attacks me and I chump with a 1/1. How much damage do I take?', 'c1 B 5/5; c2 A 1/1 | attack c1; block c2>c1 | damage-taken A'],
  // "… left" after what a player has or has got: what remains, not the verb "leave".
  ['Opponent only has one untapped creature left. Can it block my 2/2 menace?', 'c1 B; c2 A 2/2 [menace] | | can-block c1>c2'],
  ["They've got one 1/1 left and my 4/4 attacks. Can the 1/1 block it?", 'c1 B 1/1; c2 A 4/4 | attack c2 | can-block c1>c2'],
  ['I have a single 3/3 left. Their 2/2 attacks. Can my 3/3 block it?', 'c1 A 3/3; c2 B 2/2 | attack c2 | can-block c1>c2'],
  // "started at", "began the game at": the total at the start, said before or after the story.
  ["My 3/3 attacks and isn't blocked. What is NAP's life total? NAP started at 20.", 'c1 A 3/3 | attack c1 | life B | life B=20'],
  ['My opponent started the game at 14. I Lightning Bolt them. What is their life?', 'c1 A Lightning Bolt cast | cast c1 by A at B | life B | life B=14'],
  ['We both began at 30 life. Their 4/4 attacks me unblocked. Life totals?', 'c1 B 4/4 | attack c1 | life A; life B | life A=30,B=30'],
  ['My opponent was at 9 and my 3/3 attacks unblocked. What are they at now?', 'c1 A 3/3 | attack c1 | life B | life B=9'],
  // "on N" for a life total; "where is <player>": their life (a player is in no zone).
  ['My opponent is on 11 and my 4/4 attacks unblocked. Where are they now?', 'c1 A 4/4 | attack c1 | life B | life B=11'],
  ["I'm on 6. They Lightning Bolt me, where am I at?", 'c1 B Lightning Bolt cast | cast c1 by B at A | life A | life A=6'],
  ['They were on 18 life when I cast Shock on them. Where is my opponent?', 'c1 A Shock cast | cast c1 by A at B | life B | life B=18'],
  // A ward cost declined by the player who cast the spell: what the engine runs anyway (608.2c), consumed.
  ["My opponent Shocks my Serra Angel with ward 2 and doesn't pay the ward cost. Does the Angel die?", 'c1 B Shock cast; c2 A [ward {2}] Serra Angel | cast c1 by B at c2 | dies c2'],
  ["I cast Lightning Bolt on their 2/2 with ward 1 but I don't pay for ward. Does the 2/2 survive?", 'c1 A Lightning Bolt cast; c2 B 2/2 [ward {1}] | cast c1 by A at c2 | dies c2'],
  // "respond by casting …", "they in response cast …": the responder keeps their own clause (117.3c).
  ['I Lightning Bolt their Grizzly Bears and they respond by casting Giant Growth on it. Does it die?', 'c1 A Lightning Bolt cast; c2 B Grizzly Bears; c3 B Giant Growth cast | cast c1 by A at c2; !cast c3 by B at c2 | dies c2'],
  ['My opponent Shocks my Savannah Lions and I in response cast Giant Growth on the Lions. Do they survive?', 'c1 B Shock cast; c2 A Savannah Lions; c3 A Giant Growth cast | cast c1 by B at c2; !cast c3 by A at c2 | dies c2'],
  ['They cast Lightning Bolt on my Serra Angel. I responded by casting Giant Growth on my Angel. Is the Angel still alive?', 'c1 B Lightning Bolt cast; c2 A Serra Angel; c3 A Giant Growth cast | cast c1 by B at c2; !cast c3 by A at c2 | dies c2'],
  // "have got" / "'ve got": possession, as "have".
  ["I've got Glorious Anthem out and my Grizzly Bears attacks. How big is it?", 'c1 A Glorious Anthem; c2 A Grizzly Bears | attack c2 | pt c2'],
  ['They have got a 3/3 and it blocks my 2/2. Does my 2/2 die?', 'c1 B 3/3; c2 A 2/2 | attack c2; block c1>c2 | dies c2'],
  ["My opponent's got Savannah Lions and I've got two 1/1s. The Lions attack and both my 1/1s block. Do the Lions die?", 'c1 B Savannah Lions; c2 A 1/1; c3 A 1/1 | attack c1; block c3+c2>c1 | dies c1'],
  // "on board", "out": on the battlefield.
  ['Glorious Anthem on board, my 2/2 blocks a 3/3. Does my 2/2 die?', 'c1 ? Glorious Anthem; c2 A 2/2; c3 B 3/3 | attack c3; block c2>c3 | dies c2'],
  // Loyalty said as a level; "gone?"; "her"/"him" after a clause about a planeswalker.
  ["Their Liliana of the Veil is at 2 loyalty. I Shock it. Is it gone?", 'c1 B Liliana of the Veil 2xloyalty; c2 A Shock cast | cast c2 by A at c1 | dies c1'],
  ['Jace, the Mind Sculptor is on 4 loyalty and I bolt him. Gone?', 'c1 ? Jace, the Mind Sculptor 4xloyalty; c2 A Lightning Bolt cast | cast c2 by A at c1 | dies c1'],
  ['My opponent is at 2 life. I Shock her. Dead?', 'c1 A Shock cast | cast c1 by A at B | loses B | life B=2'],
  ['My 2/2 blocks a 3/3. Gone?', 'c1 A 2/2; c2 B 3/3 | attack c2; block c1>c2 | dies c1'],
  // "get to" + a verb is "can"; damage to a creature is asked of that creature.
  ['My 1/1 with first strike attacks and a 2/1 blocks it. Does the 2/1 get to deal damage to my 1/1?', 'c1 A 1/1 [first strike]; c2 B 2/1 | attack c1; block c2>c1 | dealt-damage c1 by c2'],
  ['A 3/3 blocks my 2/2. Does the 3/3 deal damage to my 2/2?', 'c1 B 3/3; c2 A 2/2 | attack c2; block c1>c2 | dealt-damage c2 by c1'],
  // "or does <keyword> stop that", "<keyword> shouldn't matter": the legality question again.
  ['Can my 2/2 with flying block a 3/3 with shadow, or does shadow stop that?', 'c1 ? 3/3 [shadow]; c2 A 2/2 [flying] | | can-block c2>c1'],
  ['Can White Knight block a black 2/2? Protection shouldnt matter, right?', 'c1 ? 2/2 B; c2 ? White Knight | | can-block c2>c1'],
  ['A 4/4 with menace attacks me. Can my 2/2 block it alone? Does menace make a difference?', 'c1 B 4/4 [menace]; c2 A 2/2 | attack c1 | can-block c2>c1'],
  // Hyphenated colours.
  ['My blue-black 2/2 blocks a 3/3 with fear. Does my 2/2 die?', 'c1 A 2/2 UB; c2 B 3/3 [fear] | attack c2; block c1>c2 | dies c1'],
  // Closed-world statements.
  ['My 5/5 attacks and my opponent has no creatures. How much damage does my opponent take?', 'c1 A 5/5 | attack c1 | damage-taken B'],
  ['There are no other creatures on the battlefield. My 2/2 attacks. How much damage do they take?', 'c1 A 2/2 | attack c1 | damage-taken B'],
  ['Two 2/2s attack me. Nothing else on board. Neither is blocked. What is my life?', 'c1 B 2/2; c2 B 2/2 | attack c1+c2 | life A'],
  ['My 6/6 attacks and they block with a 2/2. Nothing else blocks. Does the 2/2 die?', 'c1 A 6/6; c2 B 2/2 | attack c1; block c2>c1 | dies c2'],
  // Asides in parentheses: the sentence goes on after them; "who"/a pronoun is what precedes the "(".
  ['My opponent (who has no creatures) casts Wrath of God. Does my Grizzly Bears die?', 'c1 B Wrath of God cast; c2 A Grizzly Bears | cast c1 by B | dies c2'],
  ['I control Savannah Lions (it has been out since last turn) and attack with it. How much damage does my opponent take?', 'c1 A Savannah Lions | attack c1 | damage-taken B'],
  ['My 3/3 (which has trample) is blocked by a 1/1. How much damage goes through?', 'c1 A 3/3 [trample]; c2 B 1/1 | attack c1; block c2>c1 | damage-taken defending'],
  // Trigger targets said in the question (603.3d).
  ['My Festering Goblin dies and its trigger targets their Llanowar Elves. Do the Elves die?', 'c1 A Festering Goblin; c2 B Llanowar Elves | dies c1 | dies c2 | tt c1>c2'],
  ['I control Blood Artist and a 2/2. My opponent Shocks the 2/2. Does Blood Artist trigger? I target my opponent.', 'c1 A Blood Artist; c2 A 2/2; c3 B Shock cast | cast c3 by B at c2 | triggers c1 | tt c1>B'],
  ['My Festering Goblin blocks a 2/2 and dies. I point the trigger at a 1/1 they control. Which creatures die?', 'c1 A Festering Goblin; c2 B 2/2; c3 B 1/1 | attack c2; block c1>c2; dies c1 | outcome | tt c1>c3'],
  ['Later my Festering Goblin dies and I give their Savannah Lions -1/-1 with its trigger. Do the Lions die?', 'c1 A Festering Goblin; c2 B Savannah Lions | dies c1 | dies c2 | tt c1>c2'],
  // Where something comes back to.
  ['I cast Rancor on my 2/2 and my opponent Shocks the 2/2 in response. Does Rancor return to my hand?', 'c1 A Rancor cast; c2 A 2/2; c3 B Shock cast | cast c1 by A at c2; !cast c3 by B at c2 | returns c1 to hand'],
  ['My Kitchen Finks gets Shocked. Does persist bring it back?', 'c1 B Shock cast; c2 A Kitchen Finks | cast c1 by B at c2 | returns c2'],
  // "they" for one card whose name is a plural.
  ['My opponent casts Shock on my Grizzly Bears. I respond with Giant Growth on the Bears. Do they survive?', 'c1 B Shock cast; c2 A Grizzly Bears; c3 A Giant Growth cast | cast c1 by B at c2; !cast c3 by A at c2 | dies c2'],
  // Multi-blocks by other names.
  ['Three 1/1s triple-block my 4/4. Which creatures die?', 'c1 B 1/1; c2 B 1/1; c3 B 1/1; c4 A 4/4 | attack c4; block c1+c2+c3>c4 | outcome'],
  ['My 5/5 gets gang-blocked by a 2/2 and a 3/3. Does my 5/5 die?', 'c1 A 5/5; c2 B 2/2; c3 B 3/3 | attack c1; block c2+c3>c1 | dies c1'],
  ['Their 2/2 and 1/1 multi-block my 3/3. Does the 3/3 survive?', 'c1 B 2/2; c2 B 1/1; c3 A 3/3 | attack c3; block c1+c2>c3 | dies c3'],
  // "everything" a player attacks with: all that player's creatures, none of the opponent's.
  ['I have a 3/3 and a 2/2 and swing with everything. How much damage does my opponent take?', 'c1 A 3/3; c2 A 2/2 | attack c2+c1 | damage-taken B'],
  ['My opponent has a 1/1. I control a 4/4 and a 5/5 and attack with everything. Their 1/1 chumps the 5/5. What is their life?', 'c1 B 1/1; c2 A 4/4; c3 A 5/5 | attack c3+c2; block c1>c3 | life B'],
  ['I control Grizzly Bears and Savannah Lions and go in with everything, nothing blocks. Opponent at 6, life now?', 'c1 A Grizzly Bears; c2 A Savannah Lions | attack c2+c1 | life B | life B=6'],
  // "all three", "the two of them": that many of the objects just named.
  ['I have three 2/2s. I attack with all three. How much damage does my opponent take?', 'c1 A 2/2; c2 A 2/2; c3 A 2/2 | attack c1+c2+c3 | damage-taken B'],
  ['I control a 1/1, a 2/2 and a 3/3 and swing with all three of them. What is my opponent at?', 'c1 A 1/1; c2 A 2/2; c3 A 3/3 | attack c1+c2+c3 | life B'],
  ['My 6/6 is blocked by three 2/2s. Can my 6/6 kill all three?', 'c1 A 6/6; c2 B 2/2; c3 B 2/2; c4 B 2/2 | attack c1; block c2+c3+c4>c1 | dies c2; dies c3; dies c4'],
  // A placeholder name ("_____ Goblin") is not named by the creature type alone.
  ['My two 1/1 Goblin tokens attack. How much damage does my opponent take?', 'c1 A 1/1; c2 A 1/1 | attack c1+c2 | damage-taken B'],
  // "No blocks.", "none are blocked", "swings, no blockers": nothing blocks.
  ['My 3/3 attacks. No blocks. How much damage does my opponent take?', 'c1 A 3/3 | attack c1 | damage-taken B'],
  ['My 2/2 and my 4/4 attack and none are blocked. What is my opponent at?', 'c1 A 2/2; c2 A 4/4 | attack c1+c2 | life B'],
  ['My 5/5 swings, no blockers. How much damage does my opponent take?', 'c1 A 5/5 | attack c1 | damage-taken B'],
  ['My 4/4 and my 2/2 attack. Their 1/1 blocks the 4/4. No other blocks. What is their life?', 'c1 A 4/4; c2 A 2/2; c3 B 1/1 | attack c1+c2; block c3>c1 | life B'],
  // Contractions without their apostrophe ("whats", "im", "theyre").
  ['Their 2/2 attacks me and I dont block. im at 7, whats my life now?', 'c1 B 2/2 | attack c1 | life A | life A=7'],
  ['My 3/3 attacks and they dont block. theyre at 4. whats their life?', 'c1 A 3/3 | attack c1 | life B | life B=4'],
  ['My 4/4 attacks, theyre at 10 and dont block. whats their life?', 'c1 A 4/4 | attack c1 | life B | life B=10'],
  // Guesses at a number after the question.
  ['My 5/5 trample is blocked by a 2/2. How much damage does my opponent take? 3? 5?', 'c1 A 5/5 [trample]; c2 B 2/2 | attack c1; block c2>c1 | damage-taken B'],
  ['Their 4/4 attacks me unblocked. What is my life? 16 or 12?', 'c1 B 4/4 | attack c1 | life A'],
  ['My 2/2 and 1/1 attack. No blocks. How much damage does my opponent take? 3? 2?', 'c1 A 2/2; c2 A 1/1 | attack c1+c2 | damage-taken B'],
  // A two-player game said outright.
  ['1v1. My 4/4 attacks and is not blocked. What is my opponent at?', 'c1 A 4/4 | attack c1 | life B'],
  ['Heads up, my 2/2 attacks unblocked. How much damage does my opponent take?', 'c1 A 2/2 | attack c1 | damage-taken B'],
  ['One-on-one: their 3/3 attacks me and I chump with a 1/1. Does the 1/1 die?', 'c1 B 3/3; c2 A 1/1 | attack c1; block c2>c1 | dies c2'],
  // The player who deals the damage is not the one who takes it; "what's the most X I can …" (a relative with no "that").
  ['My 6/6 trample is blocked by a 2/2. How much damage can I deal to my opponent?', 'c1 A 6/6 [trample]; c2 B 2/2 | attack c1; block c2>c1 | damage-taken B'],
  ['My 4/4 with trample gets blocked by a 1/3. whats the most damage i can trample over?', 'c1 A 4/4 [trample]; c2 B 1/3 | attack c1; block c2>c1 | damage-taken B'],
  ['Their 5/5 trample is blocked by my 2/2. How much damage can they push through?', 'c1 B 5/5 [trample]; c2 A 2/2 | attack c1; block c2>c1 | damage-taken A'],
  ["My 3/3 trample is blocked by a 1/1. What's the most damage I can assign to the player?", 'c1 A 3/3 [trample]; c2 B 1/1 | attack c1; block c2>c1 | damage-taken defending'],
  // "Is it legal to …", "is it ok to …": an impersonal "it"; the asker does it.
  ['Is it legal to attack with a 0/4 with defender?', 'c1 ? 0/4 [defender] | | can-attack c1'],
  ['is it ok to block a 3/3 flier with my 2/2 with reach?', 'c1 ? 3/3 [flying]; c2 A 2/2 [reach] | | can-block c2>c1'],
  ['Would it be legal to target a 1/1 with shroud my opponent controls with Lightning Bolt?', 'c1 A Lightning Bolt cast; c2 B 1/1 [shroud] | | can-target'],
  // "swing X at <player>": X attacks; "swinging with X" with no one said: the asker attacks.
  ['opp is swinging a 4/4 flier at me and i have an untapped 2/2. can i block?', 'c1 B 4/4 [flying]; c2 A 2/2 | attack c1 | can-block c2>c1'],
  ['I swing my 3/3 at my opponent. They dont block. What are they at?', 'c1 A 3/3 | attack c1 | life B'],
  ['swinging with a 5/5 and a 2/2, they have no blockers. how much gets through?', 'c1 A 5/5; c2 A 2/2 | attack c1+c2 | damage-taken defending'],
  ['attacked with my 4/4, they chumped with a 1/1. does the 1/1 die?', 'c1 A 4/4; c2 B 1/1 | attack c1; block c2>c1 | dies c2'],
  // A bare "dies?" / "survives?" at the end: the creature the story was about (a subject carried over
  // from the clause before, else the one the last spell was cast at).
  ['shock their 2/2, dies?', 'c1 A Shock cast; c2 B 2/2 | cast c1 by A at c2 | dies c2'],
  ['I Lightning Bolt their 3/3 with a +1/+1 counter. survives?', 'c1 A Lightning Bolt cast; c2 B 3/3 1x+1/+1 | cast c1 by A at c2 | dies c2'],
  ['my 2/2 blocks their 3/3, survives?', 'c1 A 2/2; c2 B 3/3 | attack c2; block c1>c2 | dies c1'],
  ['their 4/4 attacks and my 1/1 chumps. dies?', 'c1 B 4/4; c2 A 1/1 | attack c1; block c2>c1 | dies c2'],
  // "face": the player the damage goes to ("how much hits face?", "goes to face").
  ['my 5/5 trampler gets blocked by a 2/2. how much hits face?', 'c1 A 5/5 [trample]; c2 B 2/2 | attack c1; block c2>c1 | damage-taken defending'],
  ['my 4/4 attacks unblocked. how much goes to face?', 'c1 A 4/4 | attack c1 | damage-taken defending'],
  ['their 3/3 menace attacks me, no blocks. how much gets to face?', 'c1 B 3/3 [menace] | attack c1 | damage-taken defending'],
  // "What about X?", "How about X?", "And X?" after a question: the same question of X.
  ['A 2/2 with fear attacks me. Can my black 1/1 block it? What about my green 3/3?', 'c1 B 2/2 [fear]; c2 A 1/1 B; c3 A 3/3 G | attack c1 | can-block c2>c1; can-block c3>c1'],
  ['My 2/2 and my 1/1 block their 4/4. Does my 2/2 die? What about the 1/1?', 'c1 A 2/2; c2 A 1/1; c3 B 4/4 | attack c3; block c1+c2>c3 | dies c1; dies c2'],
  ['Can my 2/2 block their flier? How about my 4/4 with reach?', 'c1 B [flying]; c2 A 2/2; c3 A 4/4 [reach] | | can-block c2>c1; can-block c3>c1'],
  ['Can my 1/1 block their 3/3? And their 2/2 with menace?', 'c1 B 3/3; c2 A 1/1; c3 B 2/2 [menace] | | can-block c2>c1; can-block c2>c3'],
  // An Aura or Equipment a creature "has (on it)" or "is wearing" is attached to that creature, not to itself.
  ['My Llanowar Elves has Holy Strength on it. It blocks their 2/2. Does it die?', 'c1 A Llanowar Elves; c2 ? Holy Strength on c1; c3 B 2/2 | attack c3; block c1>c3 | dies c1'],
  ['their serra angel has pacifism. can it block my 2/2?', 'c1 B Serra Angel; c2 ? Pacifism on c1; c3 A 2/2 | | can-block c1>c3'],
  ['My 1/1 is wearing my Short Sword and attacks. Their 2/2 blocks. Does the 2/2 die?', 'c1 A 1/1; c2 A Short Sword on c1; c3 B 2/2 | attack c1; block c3>c1 | dies c3'],
  ['My Savannah Lions has Bonesplitter and Rancor. It attacks unblocked. How much damage does my opponent take?', 'c1 A Savannah Lions; c2 ? Bonesplitter on c1; c3 ? Rancor on c1 | attack c1 | damage-taken B'],
  // A relative clause between commas ("…, which has …,") tells something of what comes right before it.
  ['My Grizzly Bears, which has two +1/+1 counters on it, blocks their 3/3. Does it survive?', 'c1 A Grizzly Bears 2x+1/+1; c2 B 3/3 | attack c2; block c1>c2 | dies c1'],
  ['Their 4/4 attacks and I block with my Llanowar Elves, which is wearing my Bonesplitter. Does the 4/4 die?', 'c1 B 4/4; c2 A Llanowar Elves; c3 A Bonesplitter on c2 | attack c1; block c2>c1 | dies c1'],
  ['Can I attack with my Serra Angel, which has Pacifism on it?', 'c1 A Serra Angel; c2 ? Pacifism on c1 | | can-attack c1'],
  // "Who gains the life?": each player's gain; "who controls X?": its controller at the end.
  ['My 3/3 with lifelink is blocked by a 1/1. Who gains the life?', 'c1 A 3/3 [lifelink]; c2 B 1/1 | attack c1; block c2>c1 | life-gained A; life-gained B'],
  ['their 2/2 lifelink swings at me unblocked, who gets the life?', 'c1 B 2/2 [lifelink] | attack c1 | life-gained A; life-gained B'],
  ['I Shock their Serra Angel. Who gains life?', 'c1 A Shock cast; c2 B Serra Angel | cast c1 by A at c2 | life-gained A; life-gained B'],
  ['I control Serra Angel. Who controls it?', 'c1 A Serra Angel | | controller c1'],
  ['My opponent has a 4/4. Who controls the 4/4 now?', 'c1 B 4/4 | | controller c1'],
  // "Is my opponent dead?": whether that player loses, never a creature's fate.
  ['My opponent is at 4. My 5/5 attacks unblocked. Is my opponent dead?', 'c1 A 5/5 | attack c1 | loses B | life B=4'],
  ['I am at 2 and their 3/3 attacks me. I do not block. Am I dead?', 'c1 B 3/3 | attack c1 | loses A | life A=2'],
  // A spell aimed at a player "at N life": that player's life total, not a target.
  ['I Shock my opponent at 2 life. Do they lose?', 'c1 A Shock cast | cast c1 by A at B | loses B | life B=2'],
  ['My opponent casts Lightning Bolt at me at 3 life. Am I dead?', 'c1 B Lightning Bolt cast | cast c1 by B at A | loses A | life A=3'],
  ['I cast Shock at my opponent at 5 life. What is their life?', 'c1 A Shock cast | cast c1 by A at B | life B | life B=5'],
  // "X into Y" with no verb: X attacks; Y, said no blocker, could block it but isn't told to (as "attacks into",
  // 509.1a: the block is the defending player's choice, asked back when it changes the answer).
  ['my 2/2 flier into their 1/4 reach blocker, who dies?', 'c1 A 2/2 [flying]; c2 B 1/4 [reach] | attack c1; block c2>c1 | outcome'],
  ['My Grizzly Bears into their Llanowar Elves. Does the Elves die?', 'c1 A Grizzly Bears; c2 B Llanowar Elves | attack c1 | dies c2'],
  ['my 3/3 first strike into their 2/3. does the 2/3 survive', 'c1 A 3/3 [first strike]; c2 B 2/3 | attack c1 | dies c2'],
  // "Can it be blocked?" with no blocker said: the defending player's one creature told is tried.
  ['My opponent has a 3/3. My 2/2 flier attacks. Can it be blocked?', 'c1 B 3/3; c2 A 2/2 [flying] | attack c2 | can-block c1>c2'],
  ['Their only creature is a 1/1. My 3/3 with menace attacks. Can it be blocked?', 'c1 B 1/1; c2 A 3/3 [menace] | attack c2 | can-block c1>c2'],
  ['My opponent controls a 2/2 with reach. Can my 4/4 flier be blocked?', 'c1 B 2/2 [reach]; c2 A 4/4 [flying] | | can-block c1>c2'],
  // "Who takes the damage?": how much each player takes.
  ['My opponent Shocks me. Who takes the damage?', 'c1 B Shock cast | cast c1 by B at A | damage-taken A; damage-taken B'],
  ['my 4/4 trampler gets chumped by a 1/1, who takes the damage?', 'c1 A 4/4 [trample]; c2 B 1/1 | attack c1; block c2>c1 | damage-taken A; damage-taken B; dealt-damage c1; dealt-damage c2'],
  ['Their 3/3 attacks and nobody blocks. Who takes damage?', 'c1 B 3/3 | attack c1 | damage-taken A; damage-taken B; dealt-damage c1'],
  // A cost told with its own verb is the activation it pays for (602.2b, 601.2h), not an event of its own.
  ['I sac my Grizzly Bears to Carrion Feeder. What happens?', 'c1 A Grizzly Bears; c2 A Carrion Feeder | activate c2 by A sac c1 | outcome'],
  ["I sacrifice a 1/1 to Goblin Bombardment's ability targeting my opponent. What happens?", 'c1 A 1/1; c2 A Goblin Bombardment | activate c2 by A at B sac c1 | outcome'],
  ['I sack Savannah Lions to activate Carrion Feeder. What happens?', 'c1 A Savannah Lions; c2 A Carrion Feeder | activate c2 by A sac c1 | outcome'],
  ['I pay 2 life to activate Carrion Feeder. What happens?', 'c1 A Carrion Feeder | activate c1 by A life 2 | outcome'],
  ['I tap my Prodigal Pyromancer to activate it targeting their 1/1. What happens?', 'c1 A Prodigal Pyromancer; c2 B 1/1 | activate c1 by A at c2 tap | outcome'],
  ['I tap my Mother of Runes to give my Grizzly Bears protection from red. What happens?', 'c1 A Mother of Runes | activate c1 by A tap "to give my Grizzly Bears protection from red" | outcome'],
  // Players' nicknames for cards (one lexicon line each), also of several words.
  ['My 2/2 blocks the hoof. Does the 2/2 die?', 'c1 A 2/2; c2 B Craterhoof Behemoth | attack c2; block c1>c2 | dies c1'],
  ['I helix their Dark Confidant. Does bob die?', 'c1 A Lightning Helix cast; c2 B Dark Confidant | cast c1 by A at c2 | dies c2'],
  ['Their finks blocks my 3/3. Does the 3/3 die?', 'c1 B Kitchen Finks; c2 A 3/3 | attack c2; block c1>c2 | dies c2'],
  ['I path my opponent\'s jtms. Where does it end up?', 'c1 A Path to Exile cast; c2 B Jace, the Mind Sculptor | cast c1 by A at c2 | zone c2'],
  // A legendary card's name before its comma (201.5c), when only one card's name is that word and a comma.
  ['My yawgmoth blocks their 3/3. Does it survive?', 'c1 A Yawgmoth, Thran Physician; c2 B 3/3 | attack c2; block c1>c2 | dies c1'],
  ['I Lightning Bolt their Yawgmoth. Does it die?', 'c1 A Lightning Bolt cast; c2 B Yawgmoth, Thran Physician | cast c1 by A at c2 | dies c2'],
  ['yawgmoth is out and I Shock my opponent. What is their life?', 'c1 ? Yawgmoth, Thran Physician; c2 A Shock cast | cast c2 by A at B | life B'],
  // "he"/"she" right after a clause aimed at a planeswalker is that planeswalker, not a player.
  ['Liliana of the Veil is at 2 loyalty. My opponent Shocks her. Is she dead?', 'c1 ? Liliana of the Veil 2xloyalty; c2 B Shock cast | cast c2 by B at c1 | dies c1'],
  ['Garruk Wildspeaker has 4 loyalty counters and they Lightning Bolt him. Is he still alive?', 'c1 ? Garruk Wildspeaker 4xloyalty; c2 B Lightning Bolt cast | cast c2 by B at c1 | dies c1'],
  // … and so is the planeswalker a player's clause first names as its target ("he" is not that player).
  ['Opp bolts Garruk Wildspeaker. Is he dead?', 'c1 B Lightning Bolt cast; c2 ? Garruk Wildspeaker | cast c1 by B at c2 | dies c2'],
  ['My opponent Shocks Liliana of the Veil. Is she gone?', 'c1 B Shock cast; c2 ? Liliana of the Veil | cast c1 by B at c2 | dies c2'],
  ['I Lightning Bolt their Jace, the Mind Sculptor. Does he survive?', 'c1 A Lightning Bolt cast; c2 B Jace, the Mind Sculptor | cast c1 by A at c2 | dies c2'],
  // A yes/no about one zone: put there in the run, or stayed on the battlefield.
  ['They Lightning Bolt my Grizzly Bears. Does it go to the yard?', 'c1 B Lightning Bolt cast; c2 A Grizzly Bears | cast c1 by B at c2 | zone c2'],
  ['I cast Path to Exile on their Serra Angel. Does the Angel end up in exile?', 'c1 A Path to Exile cast; c2 B Serra Angel | cast c1 by A at c2 | zone c2'],
  ['My opponent Shocks my 3/3. Will it stay on the battlefield?', 'c1 B Shock cast; c2 A 3/3 | cast c1 by B at c2 | zone c2'],
  ['I Shock their 1/1. Does Shock go to the graveyard?', 'c1 A Shock cast; c2 B 1/1 | cast c1 by A at c2 | zone c1'],
  ['They Shock my 2/2. Does it go back to my hand?', 'c1 B Shock cast; c2 A 2/2 | cast c1 by B at c2 | returns c2 to hand'],
  // "Is that legal?", "can I do that?": the last thing told (a block, an attack, a cast) asked instead of done;
  // "wants to"/"tries to" tell what a player means to do.
  ['Their 2/2 with flying attacks and I block it with my Grizzly Bears. Is that legal?', 'c1 B 2/2 [flying]; c2 A Grizzly Bears | attack c1 | can-block c2>c1'],
  ['I attack with my 1/3 with defender. Can I do that?', 'c1 A 1/3 [defender] | | can-attack c1'],
  ['My opponent wants to Shock my 3/3 with shroud. Is that even allowed?', 'c1 B Shock cast; c2 A 3/3 [shroud] | | can-cast'],
  ['They try to block my Serra Angel with their Savannah Lions. Can they do that?', 'c1 B Savannah Lions; c2 A Serra Angel | attack c2 | can-block c1>c2'],
  ['jace tms is on 3 loyalty, i shock him. is he gone?', 'c1 ? Jace, the Mind Sculptor 3xloyalty; c2 A Shock cast | cast c2 by A at c1 | dies c1'],
  // A card of several words used as a verb, with its ending: "Doom Blades", "Doom Bladed" (each ending tried alone).
  ['My opponent Doom Blades my Serra Angel. Does it die?', 'c1 B Doom Blade cast; c2 A Serra Angel | cast c1 by B at c2 | dies c2'],
  ['my grizzly bears got Doom Bladed. does it survive?', 'c1 B Doom Blade cast; c2 A Grizzly Bears | cast c1 by B at c2 | dies c2'],
  // A game verb that is also an instant's name ("murder"), said by a player to an object, in any case and
  // inflected: the card cast at it (its target restriction then applies, 115.1, 702.11b); never the verb silently.
  ['I murder their hexproof 2/2. Does it die?', 'c1 A Murder cast; c2 B 2/2 [hexproof] | cast c1 by A at c2 | dies c2'],
  ['My opponent murders my Serra Angel. Does it die?', 'c1 B Murder cast; c2 A Serra Angel | cast c1 by B at c2 | dies c2'],
  ['they murdered my 3/3 with shroud. did it survive?', 'c1 B Murder cast; c2 A 3/3 [shroud] | cast c1 by B at c2 | dies c2'],
  ['I MURDER their indestructible 2/2. Does it die?', 'c1 A Murder cast; c2 B 2/2 [indestructible] | cast c1 by A at c2 | dies c2'],
  // … while the everyday verb no card is named by stays the verb ("kill" is destroy, 701.8a).
  ['I kill their hexproof 2/2. Does it die?', 'c1 B 2/2 [hexproof] | destroy c1 | dies c1'],
  // A spell that targets nothing, named right after its caster as a verb: "they fog", "opp fogs in response".
  ['I attack with a 3/3 and they fog. How much damage do they take?', 'c1 A 3/3; c2 B Fog cast | attack c1; cast c2 by B | damage-taken B'],
  ['They wrath. Does my Serra Angel survive?', 'c1 B Wrath of God cast; c2 A Serra Angel | cast c1 by B | dies c2'],
  // Life gained asked with the amount: "Do I gain 3 life?", "do I still gain 3?", "Do I get the 5 life?" (yes only for that much).
  ['I cast Lightning Helix at my opponent. Do I gain 3 life?', 'c1 A Lightning Helix cast | cast c1 by A at B | life-gained A =3'],
  ['I cast Lightning Helix at their face. do i still gain 3??', 'c1 A Lightning Helix cast | cast c1 by A at B | life-gained A =3'],
  ['I cast Thragtusk. Do I get the 5 life?', 'c1 A Thragtusk cast | cast c1 by A | life-gained A =5'],
  ["They're at 10. I Shock them. Do they still take the 2?", 'c1 A Shock cast | cast c1 by A at B | damage-taken B | life B=10'],
  // "Result?", "What's the outcome?": what happens.
  ['Opp Shocks my Grizzly Bears. Result?', 'c1 B Shock cast; c2 A Grizzly Bears | cast c1 by B at c2 | outcome'],
  ["I Lightning Bolt their Serra Angel. What's the outcome?", 'c1 A Lightning Bolt cast; c2 B Serra Angel | cast c1 by A at c2 | outcome'],
  // A bare statement of a fate with a question mark asks it: "elf survive?", "2/2 dies?".
  ['opp shocks my llanowar elves. elf survive?', 'c1 B Shock cast; c2 A Llanowar Elves | cast c1 by B at c2 | dies c2'],
  ['Their 2/2 blocks my 3/3. The 2/2 dies?', 'c1 B 2/2; c2 A 3/3 | attack c2; block c1>c2 | dies c1'],
  // A creature that hits a player attacked that player unblocked (510.1a).
  ['A 4/4 flyer with infect hits me unblocked. I have 7 poison counters. Am I dead?', 'c1 B 4/4 [flying,infect] | attack c1 | loses A'],
  ["Their 5/5 hits me. I'm at 4. Do I lose?", 'c1 B 5/5 | attack c1 | loses A | life A=4'],
  // "swing X into Y": X attacks and Y could block it, as "X attacks into Y".
  ['I swing my 2/2 first striker into their 3/2. Who dies?', 'c1 A 2/2 [first strike]; c2 B 3/2 | attack c1 | outcome'],
  // "They don't block the flyer": that attacker unblocked; the others may still be blocked.
  ["I attack with a 2/2 flyer and a 2/2 trampler. They don't block the flyer and block the trampler with a 1/1. How much damage do they take?", 'c1 A 2/2 [flying]; c2 A 2/2 [trample]; c3 B 1/1 | attack c1+c2; block c3>c2 | damage-taken B'],
  // "What's on the battlefield afterwards?": the whole outcome.
  ["I cast Wrath of God. What's on the battlefield afterwards?", 'c1 A Wrath of God cast | cast c1 by A | outcome'],
  // "Do they come back?" of two creatures: each.
  ['I cast Wrath of God while my opponent controls Kitchen Finks and Serra Angel. Do they come back?', 'c1 A Wrath of God cast; c2 B Kitchen Finks; c3 B Serra Angel | cast c1 by A | returns c2; returns c3'],
  // "Does my 2/2 survive Shock?": the spell is cast, by the other player.
  ['Does my 2/2 survive Shock?', 'c1 A 2/2; c2 B Shock cast | cast c2 by B at c1 | dies c1'],
  ['Does their Serra Angel survive my Lightning Bolt?', 'c1 B Serra Angel; c2 A Lightning Bolt cast | cast c2 by A at c1 | dies c1'],
  // "survive blocking X", "die blocking X", "die attacking into X": what the creature does, told before the fate asked.
  ['Does my 3/3 trample survive blocking their 2/2 deathtouch?', 'c1 A 3/3 [trample]; c2 B 2/2 [deathtouch] | attack c2; block c1>c2 | dies c1'],
  ['Will my Grizzly Bears die blocking a 4/4?', 'c1 A Grizzly Bears; c2 B 4/4 | attack c2; block c1>c2 | dies c1'],
  ['Would my Savannah Lions survive attacking into their 1/3 first strike?', 'c1 A Savannah Lions; c2 B 1/3 [first strike] | attack c1 | dies c1'],
  // ("it" there is the creature told before, never the subject itself.)
  ['Their 5/5 attacks. Does my Serra Angel die blocking it?', 'c1 B 5/5; c2 A Serra Angel | attack c1; block c2>c1 | dies c2'],
  // An auxiliary right after a told clause opens a question of its own, its subject the noun phrase after it
  // (the asked player was read as a complement of the creature before: "do i win" refused).
  ['opp is on 9 poison. my glistener elf goes unblocked - do i win?', 'c1 A Glistener Elf | attack c1 | wins A'],
  ['My 3/3 attacks - can it be blocked by their 1/1?', 'c1 A 3/3; c2 B 1/1 | attack c1 | can-block c2>c1'],
  ['Opp at 3 life. My 3/3 is unblocked - does my opponent lose?', 'c1 A 3/3 | attack c1 | loses B | life B=3'],
  // "Can my 2/2 survive?": a weak card name that is first a verb ("survive": Struggle // Survive), after a size, is that verb.
  ["My 2/2 and my 3/3 block my opponent's 4/4. Can my 2/2 survive?", 'c1 A 2/2; c2 A 3/3; c3 B 4/4 | attack c3; block c1+c2>c3 | dies c1'],
  ['Their 5/5 attacks and my 1/1 blocks. Does my 1/1 survive?', 'c1 B 5/5; c2 A 1/1 | attack c1; block c2>c1 | dies c2'],
  // "what do I get": all a player gets from the story, which the whole outcome says.
  ['If I Swords to Plowshares my own Thragtusk, how much life do I gain and what do I get?', 'c1 A Swords to Plowshares cast; c2 A Thragtusk | cast c1 by A at c2 | life-gained A; outcome'],
  ['I Swords to Plowshares their Thragtusk. What do they get?', 'c1 A Swords to Plowshares cast; c2 B Thragtusk | cast c1 by A at c2 | outcome'],
  // "Does X (still) do anything?", "have any effect": whether a spell the story casts resolves (608.2b).
  ['I cast Giant Growth targeting my Grizzly Bears and my opponent Shocks the bears in response. Does Giant Growth still do anything?', 'c1 A Giant Growth cast; c2 A Grizzly Bears; c3 B Shock cast | cast c1 by A at c2; !cast c3 by B at c2 | resolves c1'],
  ['They Lightning Bolt my Savannah Lions and I respond with Giant Growth on it. Does the Lightning Bolt have any effect?', 'c1 B Lightning Bolt cast; c2 A Savannah Lions; c3 A Giant Growth cast | cast c1 by B at c2; !cast c3 by A at c2 | resolves c1'],
  // The board said as a list: "Board is X vs Y", "the board is X and Y versus Z".
  ["Wrath of God gets cast. Board is my Darksteel Myr vs their Serra Angel. What's left?", 'c1 A Wrath of God cast; c2 A Darksteel Myr; c3 B Serra Angel | cast c1 by A | outcome'],
  // A card's name as a verb in the -ing form (after "be": the card cast, never a bare destroy) or with "'d".
  ["I'm murdering their Grizzly Bears. Does it die?", 'c1 A Murder cast; c2 B Grizzly Bears | cast c1 by A at c2 | dies c2'],
  ['They are Shocking my 2/2. Does it die?', 'c1 B Shock cast; c2 A 2/2 | cast c1 by B at c2 | dies c2'],
  ["My 3/3 attacks and they holy day'd it. How much damage does my opponent take?", 'c1 A 3/3; c2 B Holy Day cast | attack c1; cast c2 by B at c1 | damage-taken B'],
  // An event told of "this turn" is told of the story's own turn; the death of some creature no one describes is the
  // turn's history (700.4, IR diedThisTurn, frames/turn-history.ts), never a creature made up to die.
  ["Earlier this turn one of my creatures died. Now I Tragic Slip my opponent's Serra Angel. Does it die?", 'c1 A Tragic Slip cast; c2 B Serra Angel | cast c1 by A at c2 | dies c2'],
  ['My Grizzly Bears was exiled this turn. What happens?', 'c1 A Grizzly Bears | exile c1 | outcome'],
  // "has X attached (to it)": X is attached to the one that has it (301.5, 303.4).
  ['My Grizzly Bears has Rancor attached. How big is it?', 'c1 A Grizzly Bears; c2 ? Rancor on c1 | | pt c1'],
  ['My 2/2 has Bonesplitter attached to it. What is its power?', 'c1 A 2/2; c2 ? Bonesplitter on c1 | | pt c1'],
  // A bare singular noun with a singular verb is one creature (a judge's telegraphic style), never a class.
  ['Attacking creature has menace. Defending player controls exactly one untapped creature. May that creature block it alone?', 'c1 ? [menace]; c2 B | attack c1 | can-block c2>c1'],
  ['The board is my 2/2 and my 3/3 versus their 4/4. Their 4/4 attacks and my 3/3 blocks. Does the 4/4 die?', 'c1 A 2/2; c2 A 3/3; c3 B 4/4 | attack c3; block c2>c3 | dies c3'],
  // A number before "attacker"/"blocker" says how many there are, as "an attacker" does (session 13, red team).
  ['Can two creatures block one attacker?', 'c1 ?; c2 ?; c3 ? | | can-block c2+c3>c1'],
  ['Can one blocker block two attackers?', 'c1 ?; c2 ?; c3 ? | | can-block c3>c1+c2'],
  // A bare "how much" after a question answered by amounts asks those amounts again (read as nothing more).
  ["I cast Swords to Plowshares on my opponent's 4/4. Who gains life and how much?", 'c1 A Swords to Plowshares cast; c2 B 4/4 | cast c1 by A at c2 | life-gained A; life-gained B'],
  ['I Shock my opponent. Who takes damage, and how much?', 'c1 A Shock cast | cast c1 by A at B | damage-taken A; damage-taken B'],
  // "the turn it enters", "the turn I cast it": the one creature asked about is summoning sick then (302.6).
  ['Can I tap Llanowar Elves for mana the turn it enters?', 'c1 A Llanowar Elves | | can-activate | sick c1'],
  ['Can my Savannah Lions attack the turn I cast it?', 'c1 A Savannah Lions | | can-attack c1 | sick c1'],
  ['Can my Grizzly Bears attack the turn it came into play?', 'c1 A Grizzly Bears | | can-attack c1 | sick c1'],
  // "All I have untapped is X", "the only creature I have is X": what the player has, as "I have X untapped".
  ['Their 2/2 attacks me. All I have untapped is a 1/1. Can my 1/1 block it?', 'c1 B 2/2; c2 A 1/1 | attack c1 | can-block c2>c1'],
  ['All my opponent has untapped is one 1/1. My 3/3 attacks. Can their 1/1 block it?', 'c1 B 1/1; c2 A 3/3 | attack c2 | can-block c1>c2'],
  ['The only creature I have is Serra Angel. Their 3/3 attacks. Can my Serra Angel block it?', 'c1 A Serra Angel; c2 B 3/3 | attack c2 | can-block c1>c2'],
  // A life total said as what the total is: "my life total is 10", "life totals are both 20".
  ['My life total is 10. Their 3/3 attacks me unblocked. What is my life?', 'c1 B 3/3 | attack c1 | life A | life A=10'],
  ['Both life totals are 20. My 4/4 attacks unblocked. Life totals?', 'c1 A 4/4 | attack c1 | life A; life B | life A=20,B=20'],
  ['Life totals are both 12 and my Grizzly Bears attacks unblocked. What is my opponent at?', 'c1 A Grizzly Bears | attack c1 | life B | life A=12,B=12'],
  ["My opponent's life is 4. I Shock them. Do they lose?", 'c1 A Shock cast | cast c1 by A at B | loses B | life B=4'],
  ['Their life total is 5. My Savannah Lions attacks unblocked. What is my opponent at?', 'c1 A Savannah Lions | attack c1 | life B | life B=5'],
  // "While X is (still) on the stack, <clause>": the clause is done in response to that spell (117.3c).
  ['My opponent casts Lightning Bolt on my Grizzly Bears. While the Bolt is on the stack, I cast Giant Growth on the Bears. Do the Bears survive?', 'c1 B Lightning Bolt cast; c2 A Grizzly Bears; c3 A Giant Growth cast | cast c1 by B at c2; !cast c3 by A at c2 | dies c2'],
  ["I cast Shock on their Savannah Lions. While Shock is still on the stack, they cast Giant Growth on the Lions. Do the Lions die?", 'c1 A Shock cast; c2 B Savannah Lions; c3 B Giant Growth cast | cast c1 by A at c2; !cast c3 by B at c2 | dies c2'],
  // "I tap it to …": the pronoun finds the creature told before, as a description would.
  // ("to ping X": the ability's 1 damage at that target, checked against the card by the questions layer.)
  ['My Prodigal Pyromancer has been out since last turn. I tap it to ping their Llanowar Elves. What happens?', 'c1 A Prodigal Pyromancer; c2 B Llanowar Elves | activate c1 by A at c2 tap | outcome'],
  // Contractions without their apostrophe: "Whats" is what + is (never the card What used as a verb, "What-s");
  // "its" before a determiner or a state is it + is (a possessive "its" is followed by what it owns).
  ['They Shock me. Whats my life?', 'c1 B Shock cast | cast c1 by B at A | life A'],
  ['My Serra Angel is blocked by their Grizzly Bears. whats dead?', 'c1 A Serra Angel; c2 B Grizzly Bears | attack c1; block c2>c1 | outcome'],
  ['can savannah lions block serra angel? its the only creature I have untapped', 'c1 ? Serra Angel; c2 A Savannah Lions | | can-block c2>c1'],
  ['Their Grizzly Bears blocks my 3/3. its not dead, right?', 'c1 B Grizzly Bears; c2 A 3/3 | attack c2; block c1>c2 | dies c1'],
  // "the only creature" said in the other orders of "the only creature they have untapped is X" (the pseudo-cleft):
  // the player's as its owner ("Opp's only untapped creature is X", "X is their only creature"), read as "they have X".
  ['Savannah Lions is their only untapped creature. I attack with Serra Angel. Can the Lions block it?', 'c1 B Savannah Lions; c2 A Serra Angel | attack c2 | can-block c1>c2'],
  ["My opponent's only creature is a 2/2. I attack with Grizzly Bears. Can the 2/2 block?", 'c1 B 2/2; c2 A Grizzly Bears | attack c2 | can-block c1>c2'],
  ['Opps only untapped creature is Llanowar Elves. My 4/4 with trample attacks. Can the Elves block it?', 'c1 B Llanowar Elves; c2 A 4/4 [trample] | attack c2 | can-block c1>c2'],
  // ... and with no player: the object is there and no other creature is (a closed-world statement).
  ['Grizzly Bears is the only creature on the battlefield. I cast Wrath of God. Does it die?', 'c1 ? Grizzly Bears; c2 A Wrath of God cast | cast c2 by A | dies c1'],
  ['The only creature out is my 3/3. They Shock it. Is it dead?', 'c1 A 3/3; c2 B Shock cast | cast c2 by B at c1 | dies c1'],
  ["My Savannah Lions has a +1/+1 counter and it's the only creature out. What is its power?", 'c1 A Savannah Lions 1x+1/+1 | | pt c1'],
  // "Nobody has any creatures", "neither player has any creatures", "they don't have any creatures": "any" under a
  // negation (or with nobody) is "no", a closed-world statement like "they have no creatures".
  ['Nobody has any creatures out. I cast Lightning Bolt at my opponent. What is their life?', 'c1 A Lightning Bolt cast | cast c1 by A at B | life B'],
  ["My opponent doesn't have any creatures. I attack with Savannah Lions. How much damage do they take?", 'c1 A Savannah Lions | attack c1 | damage-taken B'],
  ['Neither player has any creatures and they Shock me. Whats my life?', 'c1 B Shock cast | cast c1 by B at A | life A'],
  ["I don't have any other creatures. My Grizzly Bears is dealt 2 damage. Does it die?", 'c1 A Grizzly Bears | damage | dies c1'],
  // A player "attacking with" / "blocking with" a creature: the progressive of "I attack with …".
  ["I'm attacking with Serra Angel. My opponent wants to block it with their Savannah Lions. Is that legal?", 'c1 A Serra Angel; c2 B Savannah Lions | attack c1 | can-block c2>c1'],
  ['I am attacking with a 4/4 and they are blocking with Llanowar Elves. Does the Elves die?', 'c1 A 4/4; c2 B Llanowar Elves | attack c1; block c2>c1 | dies c2'],
  ['Im attacking with Grizzly Bears and theyre blocking with a 1/1. What happens?', 'c1 A Grizzly Bears; c2 B 1/1 | attack c1; block c2>c1 | outcome'],
  // "Which creatures are (still) on the battlefield?", "what do I have on the battlefield afterwards?": the outcome.
  ['My Savannah Lions blocks their Grizzly Bears. Which creatures are still on the battlefield after combat?', 'c1 A Savannah Lions; c2 B Grizzly Bears | attack c2; block c1>c2 | outcome'],
  ['I attack with Serra Angel and they block with Llanowar Elves. Which creatures are in the graveyard?', 'c1 A Serra Angel; c2 B Llanowar Elves | attack c1; block c2>c1 | outcome'],
  ["They Swords to Plowshares my Grizzly Bears. What do I have on the battlefield afterwards?", 'c1 B Swords to Plowshares cast; c2 A Grizzly Bears | cast c1 by B at c2 | outcome'],
  // "No responses.", "No tricks from either side.", "nobody responds", "they don't respond": nothing more is done.
  ['I attack with a 3/3 and they block with a 2/2. No tricks from either side. What happens?', 'c1 A 3/3; c2 B 2/2 | attack c1; block c2>c1 | outcome'],
  ['My opponent Shocks my Savannah Lions. No responses. Does it die?', 'c1 B Shock cast; c2 A Savannah Lions | cast c1 by B at c2 | dies c2'],
  ["I Lightning Bolt their Llanowar Elves and they don't respond. Is it dead?", 'c1 A Lightning Bolt cast; c2 B Llanowar Elves | cast c1 by A at c2 | dies c2'],
  ['They cast Doom Blade on my Serra Angel. Neither player responds. Where is the Angel?', 'c1 B Doom Blade cast; c2 A Serra Angel | cast c1 by B at c2 | zone c2'],
  // "How big are X and Y?": the P/T of each object named together.
  ['I control Glorious Anthem, Savannah Lions and Llanowar Elves. How big are the Lions and the Elves?', 'c1 A Glorious Anthem; c2 A Savannah Lions; c3 A Llanowar Elves | | pt c2; pt c3'],
  ['Glorious Anthem + Grizzly Bears on board. How big are my Grizzly Bears and my Serra Angel?', 'c1 ? Glorious Anthem; c2 A Grizzly Bears; c3 A Serra Angel | | pt c2; pt c3'],
  // "What / which counters are on it?": the counters it ends with, read through its P/T (as "what happens to the counters").
  ['My Savannah Lions has two +1/+1 counters and gets a -1/-1 counter. Which counters are on the Lions now?', 'c1 A Savannah Lions 2x+1/+1 | counters c1 | pt c1'],
  ['A 3/3 has a -1/-1 counter on it and then gets a +1/+1 counter. what counters are on it', 'c1 ? 3/3 1x-1/-1 | counters c1 | pt c1'],
  // "What's the most I can push through?": "the most" with no noun, then a clause — the amount that verb reaches, as "how much" (702.19b).
  ["My 6/6 with trample attacks and they chump with a 0/4. What's the most I can push through to their face?", 'c1 A 6/6 [trample]; c2 B 0/4 | attack c1; block c2>c1 | damage-taken B'],
  ['My 5/5 with trample is blocked by a 2/2. whats the max I can trample over?', 'c1 A 5/5 [trample]; c2 B 2/2 | attack c1; block c2>c1 | damage-taken B'],
  ['Their 7/7 with trample attacks me and I block with a 1/1. What is the most they can push through?', 'c1 B 7/7 [trample]; c2 A 1/1 | attack c1; block c2>c1 | damage-taken A'],
  // "How does combat go?", "how did combat play out?" after an attack: the whole outcome.
  ['I attack with Serra Angel and they block with Grizzly Bears. How does combat go?', 'c1 A Serra Angel; c2 B Grizzly Bears | attack c1; block c2>c1 | outcome'],
  ['My 3/3 attacks and their 2/2 blocks. How did combat play out?', 'c1 A 3/3; c2 B 2/2 | attack c1; block c2>c1 | outcome'],
  ['My 4/4 attacks and they block with a 2/2. How would it go?', 'c1 A 4/4; c2 B 2/2 | attack c1; block c2>c1 | outcome'],
  // "Is that game?", "thats game?", "is that lethal?": does the player the story was aimed at lose (104.3, 704.5a, 704.5c).
  ['opp at 9 poison, Glistener Elf connects. thats game?', 'c1 ? Glistener Elf | attack c1 | loses B'],
  ["I'm at 3. A 4/4 attacks me and I don't block. Is that game?", 'c1 B 4/4 | attack c1 | loses A | life A=3'],
  ['My opponent is at 2. I Shock them. Is that lethal?', 'c1 A Shock cast | cast c1 by A at B | loses B | life B=2'],
  ["Opp on 4, my 4/4 attacks unblocked. it's lethal, right?", 'c1 A 4/4 | attack c1 | loses B | life B=4'],
  // (Was refused:) "lethal" said after one creature alone was aimed at is said of it: does it die (704.5g, lethal.ts).
  ['I Shock their 2/2. Is that lethal?', 'c1 A Shock cast; c2 B 2/2 | cast c1 by A at c2 | dies c2'],
  // "Does anything of mine die?", "do any of my creatures die?", "does anything die?": each told creature asked, yes when one dies (anyOf).
  ['I control a 2/2 and a 3/3. My opponent casts Wrath of God. Does anything of mine die?', 'c1 A 2/2; c2 A 3/3; c3 B Wrath of God cast | cast c3 by B | dies c1; dies c2'],
  ['My 2/2 blocks their 3/3. Does anything die?', 'c1 A 2/2; c2 B 3/3 | attack c2; block c1>c2 | dies c1; dies c2'],
  ['I control Grizzly Bears and Serra Angel. They Shock the Bears. Does any of my creatures die?', 'c1 A Grizzly Bears; c2 A Serra Angel; c3 B Shock cast | cast c3 by B at c1 | dies c1; dies c2'],
  ['They control a 2/2 and a 3/3. I cast Wrath of God. Do any of their creatures die?', 'c1 B 2/2; c2 B 3/3; c3 A Wrath of God cast | cast c3 by A | dies c1; dies c2'],
  // "Attacking with X, they block …": an opening participle with "with" and a comma is the asker's own attack (508.1), not a second "with" of the block.
  ['Attacking with Serra Angel, they double block with two 2/2s. What happens?', 'c1 A Serra Angel; c2 B 2/2; c3 B 2/2 | attack c1; block c2+c3>c1 | outcome'],
  ['Attacking with my 3/3, they block with a 2/2. Does the 2/2 die?', 'c1 A 3/3; c2 B 2/2 | attack c1; block c2>c1 | dies c2'],
  // "both bears", "both Elves": a creature type in the plural after "both" names the two told.
  ['I attack with Serra Angel and they block with two Grizzly Bears. Can I kill both bears?', 'c1 A Serra Angel; c2 B Grizzly Bears; c3 B Grizzly Bears | attack c1; block c2+c3>c1 | dies c3; dies c2'],
  ['My 5/5 is blocked by two Llanowar Elves. Do both Elves die?', 'c1 A 5/5; c2 B Llanowar Elves; c3 B Llanowar Elves | attack c1; block c2+c3>c1 | dies c3; dies c2'],
];

/** Questions that must be refused (or asked back), each with a word of the reply. */
const REFUSED: [string, string][] = [
  // "they" where both the plural-named card and the opponent (who acted as "they", or whose life was told) fit: asked back.
  ['They cast Unsummon on my Llanowar Elves. Where are they now?', 'the opponent'],
  ['My opponent is at 10. I bounce their Grizzly Bears with Unsummon. Where are they?', 'the opponent'],
  // "untapped" asked: the tapped ask has no negative, so it is named rather than answered the wrong way round.
  ['I attacked with Serra Angel. Is she untapped?', 'untapped'],
  // The other player's creature "swung" by the asker: no attack of a creature is read.
  ['I swing their Grizzly Bears. What happens?', 'I swing their Grizzly Bears'],
  // A permanent "pointed at" a player is no spell cast: named, never read as one.
  ['I point my Grizzly Bears at my opponent. What is their life?', 'point'],
  // A short name several cards share: which one is asked back.
  ['Kalitas blocks my 3/3. Does my 3/3 die?', 'Kalitas'],
  // A closed-world statement contradicted by what follows.
  ['There are no creatures on the battlefield. My 2/2 attacks. How much damage do they take?', 'no creatures'],
  ['My opponent has no creatures. Their 2/2 blocks my 3/3. Does it die?', 'no creatures'],
  // "No blocks" after a block was told contradicts it.
  ['My 4/4 attacks. Their 1/1 blocks it. No blocks. What is their life?', 'No blocks'],
  ['My 6/6 is blocked by a 2/2. None are blocked. Does the 2/2 die?', 'None are blocked'],
  // A game of more than two players is not modelled; a number after a yes/no question is not a guess.
  ['2v2, my 3/3 attacks unblocked. How much damage does my opponent take?', '2v2'],
  ['My 3/3 attacks. Can their 2/2 block it? 4?', '4'],
  // A requirement is not what the legality probes answer.
  ['My opponent attacks with a 2/2. Do I have to block it with my 3/3?', 'block'],
  ['Does my 2/2 have to attack this turn?', 'attack'],
  // "does X come back to the graveyard": no such question.
  ['My Kitchen Finks gets Shocked. Does it come back to the library?', 'come back'],
  // Asked again of a creature the story didn't have, a fate means "what if it were in its place": another board.
  ['My 2/2 blocks their 3/3. Does my 2/2 die? And my 1/1?', 'my 1/1'],
  ['Their 5/5 is blocked by my 4/4. Does the 4/4 survive? What about my 6/6?', 'my 6/6'],
  // A condition said after a question was asked is another board for another answer.
  ['My 3/3 blocks their 2/2. Does my 3/3 survive? What if it had deathtouch?', 'deathtouch'],
  ['Their 4/4 attacks and my 2/2 blocks. Does the 2/2 die? And if I cast Giant Growth on it first?', 'Giant Growth'],
  ['My 5/5 is blocked by a 1/1. How much damage goes through? If my 5/5 had trample?', 'trample'],
  // "How much goes to their 2/2?" is an amount, never where the 2/2 goes.
  ['My 5/5 is blocked by a 2/2. How much goes to their 2/2?', 'goes'],
  // A word of letters and digits is named whole, never dropped or named by a piece.
  ['My 3/3 attacks x2. How much damage does my opponent take?', 'x2'],
  ['Giant Growth x2 on my 2/2. What is its P/T?', 'x2'],
  ['My 3x 1/1 tokens attack unblocked. How much damage does my opponent take?', '3x'],
  ['3v3 game: my 2/2 attacks unblocked. How much damage does my opponent take?', '3v3'],
  // Damage still marked on a creature is not the damage a player takes.
  ['My 2/2 is dealt 1 damage. Does it still have damage?', 'damage'],
  ['Their 3/3 blocks my 1/1. Does the 3/3 keep the damage?', 'damage'],
  ['A 4/4 takes 2 damage from Shock. Does it have damage on it?', 'damage'],
  // "at N life" said of a creature a spell is aimed at is no life total: named.
  ['I Lightning Bolt their 2/2 at 3 life. Does it die?', '3 life'],
  // "Can it be blocked?" with no creature of the defending player told, or several: no blocker is made up.
  ['My 2/2 flier attacks. Can it be blocked?', 'blocked'],
  ['My opponent has a 1/1 and a 2/2 with reach. My 3/3 flier attacks. Can it be blocked?', 'blocked'],
  // A short name two legendary cards share before their commas is asked back.
  ['Sheoldred is out and I Shock my opponent. What is their life?', 'Sheoldred'],
  // "Is that legal?" with nothing told before it, or after something that is no block, attack or cast.
  ['Is that legal?', 'legal'],
  // "Does one go to the yard?": one of several, never a particular one.
  ['My 2/2 and my 3/3 block their 5/5. Does one go to the yard?', 'one'],
  ['My 3/3 has a +1/+1 counter. Is that legal?', 'legal'],
  // "survive blocking" with nothing it blocks: no attacker is made up (this once answered "yes", the word dropped).
  ['Does my 2/2 survive blocking?', 'blocking'],
  // "Does X do anything?" of a permanent the story didn't cast: no question of a spell resolving.
  ['My Grizzly Bears blocks their 3/3. Does my Grizzly Bears do anything?', 'anything'],
  // "has Rancor attached to <another one>": not the one that has it — named, never guessed.
  ['My 2/2 has Rancor attached to their 1/1. How big is it?', 'Rancor attached to'],
  // "the turn it enters" with two creatures named: which one arrived isn't said.
  ['Can my 2/2 block their 3/3 the turn it enters?', 'the turn it enters'],
  // ("While it is still on the stack", "it" the spell waiting, is now read as a response: redteam-s13.test.ts.)
  // A life total with nobody said, and only one total: whose isn't guessed.
  ['Life total is 7. Their 3/3 attacks me. What is my life?', 'Life total is 7'],
  // "All I have is" several, not how many: not read as one.
  ['All I have untapped is some 1/1s. Their 3/3 attacks. Can I block it?', '1/1s'],
  // A closed-world statement the story then contradicts is asked back, never answered.
  ["My opponent doesn't have any creatures. They block my 3/3 with a 2/2. How much damage do they take?", 'any creatures'],
  ['Nobody has any creatures. My 2/2 attacks. How much damage does my opponent take?', 'any creatures'],
  // Only "any (other) creatures" is read: "no untapped creatures" is not "no creatures", so it stays unread.
  ["My opponent doesn't have any untapped creatures. I attack with a 2/2. How much damage do they take?", 'untapped'],
  // "the only creature" of a spell on the stack, or "only" with a state other than untapped: not read.
  ["I cast Lightning Bolt. It's the only creature out. Can I target it?", "It's the only creature out"],
  ['Grizzly Bears is their only tapped creature. Can it block?', 'tapped'],
  // "after combat" when the story goes on after combat: the list at the end is not the one asked.
  ['My 3/3 blocks their 2/2. After combat I cast Wrath of God. Which creatures are still on the battlefield after combat?', 'after combat'],
  // Something not done in response is still something said: not read as "nobody responds".
  ["I Shock their Grizzly Bears and they don't respond with Giant Growth. Does it die?", 'Giant Growth'],
  // "my 3/3 is attacking" is the creature's state; asking whether a player is attacking with it is not read.
  ['Is my opponent attacking with the 2/2?', 'attacking'],
  // ("How many counters" with one kind told is read as that kind's count since lang43en: en43-readings.test.ts.)
  // "The least I can …" asks another amount than "how much"; "combat" with no attack told.
  ['My 5/5 with trample is blocked by a 2/2. What is the least I can trample over?', 'least'],
  ['I Shock their 2/2. How does combat go?', 'How does combat go'],
  // "any of my creatures" with told creatures whose controller is unsaid: which are "mine" is not guessed (nor one made up).
  ['A 2/2 and a 3/3. I Shock the 3/3. Do any of my creatures die?', 'any of my creatures'],
  // "both" with fewer told that fit: the two meant are not those — never answered of the one that fits. "Blocking with X," with no attacker told.
  ['I attack with a 5/5 and they block with a 2/2 and Grizzly Bears. Do both bears die?', 'both bears'],
  ['I attack with a 5/5 and they block with a 2/2 and a 3/3. Do both 2/2s die?', 'both 2/2s'],
  ['Blocking with my 3/3, I Giant Growth it. Does it die?', 'Blocking with my 3/3'],
];

/** Yes/no questions of a group answered "yes" when one of it is (IR anyOf): the asks grouped so. */
const ANY_OF: [string, number[][]][] = [
  ['My 2/2 blocks their 3/3. Does anything die?', [[0, 1]]],
  ['I control Grizzly Bears and Serra Angel. They Shock the Bears. Does any of my creatures die?', [[0, 1]]],
  // (Both asked: yes only when both die — no anyOf.)
  ['My 2/2 blocks their 3/3. Do both die?', []],
];

describe('GIVEN English phrasing of each phenomenon (own variations)', () => {
  for (const [q, groups] of ANY_OF) {
    it(`THEN "${q.slice(0, 70)}" is yes when one of the group is`, async () => {
      const u = await understand(q, { cards });
      expect(u.ok).toBe(true);
      if (u.ok) expect(u.ir.anyOf ?? []).toEqual(groups);
    });
  }
  for (const [q, want] of ROWS) {
    it(`THEN "${q.slice(0, 70)}" reads as written by hand`, async () => {
      const u = await understand(q, { cards });
      expect(u.ok, u.ok ? '' : JSON.stringify(u)).toBe(true);
      if (!u.ok) return;
      expect(irSchema.safeParse(u.ir).success).toBe(true);
      expect(compact(u.ir)).toBe(want);
    });
  }
  for (const [q, word] of REFUSED) {
    it(`THEN "${q.slice(0, 70)}" is refused naming "${word}"`, async () => {
      const u = await understand(q, { cards });
      expect(u.ok).toBe(false);
      if (!u.ok) expect([...u.leftover, ...u.problems.map((p) => `${p.text} ${(p.options ?? []).join(' ')}`)].join(' | ')).toContain(word);
    });
  }
});
