/**
 * English questions: sentences are split, each sentence's phrases are chunked (phrase-en.ts), and
 * the skeleton is read clause by clause ("#0 attacks and is blocked by #1 and #2", "can #0 block
 * #1", "does #2 die"). Whatever no pattern reads is reported word for word, never skipped.
 */
import type { CardType, Color } from '../engine/types.ts';
import type { Change, Ref } from './types.ts';
import type { QuestionState } from './state.ts';
import { chunk, tokenize, untokenizable } from './phrase-en.ts';
import type { Chunked, Token } from './phrase-en.ts';
import { ClauseProblem, Interpreter, setPt } from './interpret.ts';
import { compilePattern, listIndexes, refIndex } from './clauses.ts';
import { COLORS_EN, TYPES_EN, numberEn } from './lexicon.ts';
import type { Extracted } from './extract.ts';

type Handler = (m: RegExpExecArray, x: Interpreter, ctx: { eot: boolean; quotes: readonly string[]; text: (skeleton: string) => string }) => void;

interface Pattern {
  re: RegExp;
  fn: Handler;
}

const num = (s: string | undefined): number => {
  const n = numberEn(s ?? '');
  if (n === null) throw new ClauseProblem('a number');
  return n;
};

const pm = (s: string | undefined): { power: number; toughness: number } => {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(s ?? '');
  if (!m) throw new ClauseProblem('a +N/+M');
  return { power: Number(m[1]), toughness: Number(m[2]) };
};

const pt = (s: string | undefined): { power: number; toughness: number } => {
  const m = /^(\d+)\/(\d+)$/.exec(s ?? '');
  if (!m) throw new ClauseProblem('an N/M');
  return { power: Number(m[1]), toughness: Number(m[2]) };
};


const EOT = '(?: until end of turn| this turn)?';
const BE = '(?:is|are|was|were|gets|get|got|has been|have been|becomes|become)';
const COLOR_WORDS = '(white|blue|black|red|green)';
const TYPE_WORDS = '(artifact|enchantment|land)';
const DIE = '(die|dies|survive|survives|live|lives|make it|get destroyed|be destroyed|go to (?:the|its owner \'s|its|a|his|her|their) graveyard|stay on the battlefield|remain on the battlefield|still be alive|be alive|be dead)';
const SPELL = "(?: with| using)?(?: (?:a|an|my|his|her|their|#P?\\d+ 's|one of my|one of #P?\\d+ 's))?(?: (?:own|targeted|removal|burn))?(?: (?:spells?|instants?|sorcery|sorceries|abilities|ability|effects?))?";

function p(src: string, fn: Handler): Pattern {
  return { re: compilePattern(src), fn };
}

function ref(m: RegExpExecArray, g: number): number | null {
  return refIndex(m[g]);
}

function changeRef(x: Interpreter, g: string | undefined): Ref {
  return x.ref(refIndex(g));
}

const PATTERNS: Pattern[] = [
  // ---- questions -------------------------------------------------------------------------
  p(`what happens(?: next| then| now| here| in combat| after that)?`, (_m, x) => x.ask({ kind: 'outcome' })),
  p(`what (?:is|would be|will be) the (?:result|outcome)`, (_m, x) => x.ask({ kind: 'outcome' })),
  p(`(?:who|which (?:creatures?|ones?|of them)|what) (?:dies|die|survives?|lives?|goes to the graveyard)`, (_m, x) => x.ask({ kind: 'outcome' })),
  // "How many creatures die?": the outcome lists every creature that died, so it answers the count too.
  p(`how many(?: creatures?| ones?| of them| of the creatures| #P?\\d+)? (?:will |would )?(?:dies|die|survive|go to the graveyard)`, (_m, x) => x.ask({ kind: 'outcome' })),
  p(`(?:which|what) #P?\\d+ (?:dies|die|survives?|lives?|go to the graveyard)`, (_m, x) => x.ask({ kind: 'outcome' })),
  p(`what (?:is|will be|would be) (my|your) life(?: total)?`, (_m, x) => x.ask({ kind: 'life', side: 'A' })),
  p(`how (?:is|does|will|would) (?:the )?(?:combat )?damage (?:get )?(?:assigned|dealt|work|go)`, (_m, x) => x.ask({ kind: 'outcome' })),
  p(`how much damage (?:is dealt|gets through|tramples over|goes through|is assigned|does {S} (?:deal|take|assign)(?: to {S})?)`, (_m, x) => x.ask({ kind: 'outcome' })),
  p(`(?:does|will|would|did|do) {S} (?:lose the game|win the game|lose|win)`, (m, x) => {
    const i = ref(m, 1);
    if (!x.isPlayer(i)) throw new ClauseProblem('not a player');
    const side = x.side(i);
    x.ask({ kind: 'loses', side: /win/.test(m[0]) ? (side === 'A' ? 'B' : 'A') : side });
  }),
  // "Does the 4/4 deal damage to the player?": answered by the damage events the engine records.
  p(`(?:does|will|would|did|do|can) {S} (?:still )?(?:deal|do) (?:any )?(?:combat )?damage to (?:(?:the|that) player|{S})`, (m, x) => {
    const i = ref(m, 1);
    if (x.isPlayer(i)) throw new ClauseProblem('a player where a creature was expected');
    const side = m[2] !== undefined ? x.side(ref(m, 2)) : null;
    for (const id of x.things(i)) x.ask({ kind: 'deals-damage', id, side });
  }),
  p(`(?:does|will|would|did|do|can) {S} ${DIE}`, (m, x) => {
    for (const id of x.things(ref(m, 1))) x.ask({ kind: 'dies', id, positive: !/surviv|live|make it|stay|remain|alive/.test(m[2]!) });
  }),
  p(`(?:is|are|was|will|would) {S} (?:be )?(destroyed|dead|killed|put into (?:the|its owner 's) graveyard|still alive|alive|still on the battlefield|on the battlefield)`, (m, x) => {
    for (const id of x.things(ref(m, 1))) x.ask({ kind: 'dies', id, positive: !/alive|battlefield/.test(m[2]!) });
  }),
  p(`what (?:is|are|will be|would be|becomes) {S} 's (?:power and toughness|p/t|power|toughness|size|stats|final power and toughness)(?: now| then| after that| at the end)?`, (m, x) => {
    for (const id of x.things(ref(m, 1))) x.ask({ kind: 'pt', id });
  }),
  p(`what (?:is|are|will be|would be) (?:the )?(?:final )?(?:power and toughness|p/t|power|toughness|size|stats) of {S}`, (m, x) => {
    for (const id of x.things(ref(m, 1))) x.ask({ kind: 'pt', id });
  }),
  p(`(?:how big|how large|what size) (?:is|will|would) {S}(?: be)?(?: now)?`, (m, x) => {
    for (const id of x.things(ref(m, 1))) x.ask({ kind: 'pt', id });
  }),
  p(`what (?:p/t|power and toughness|size) does {S} have`, (m, x) => {
    for (const id of x.things(ref(m, 1))) x.ask({ kind: 'pt', id });
  }),
  p(`what (?:is|are) {S}(?: now| then)?`, (m, x) => {
    for (const id of x.things(ref(m, 1))) x.ask({ kind: 'pt', id });
  }),
  p(`how much life (?:does|do|will|would) {S} (?:have|end up with|gain|lose|be at)(?: left)?`, (m, x) => x.ask({ kind: 'life', side: x.side(ref(m, 1)) })),
  p(`how much damage (?:does|do|will|would) {S} (?:take|get|receive)`, (m, x) => x.ask({ kind: 'life', side: x.side(ref(m, 1)) })),
  p(`what (?:is|will be) {S} 's life(?: total)?`, (m, x) => x.ask({ kind: 'life', side: x.side(ref(m, 1)) })),
  p(`(?:does|will|would) {S} (?:still )?(?:have|keep) {KW}`, (m, x) => {
    for (const id of x.things(ref(m, 1))) for (const k of x.keywords(m[2])) x.ask({ kind: 'has-keyword', id, keyword: k });
  }),
  p(`can {S} (?:attack|attack (?:this turn|#P?\\d+|me|you|alone))`, (m, x) => {
    const i = ref(m, 1);
    if (x.isPlayer(i)) throw new ClauseProblem('attack with what');
    for (const id of x.things(i)) x.ask({ kind: 'can-attack', id });
  }),
  p(`can {S} attack with {S}`, (m, x) => {
    const ids = x.things(ref(m, 2));
    x.control(x.side(ref(m, 1)), ids);
    for (const id of ids) x.ask({ kind: 'can-attack', id });
  }),
  p(`can {S} block {S} (?:with|using) {LIST}`, (m, x) => {
    const blockers = x.thingsOf(listIndexes(m[3]));
    x.control(x.side(ref(m, 1)), blockers);
    x.ask({ kind: 'can-block', blockers, attackers: x.things(ref(m, 2)) });
  }),
  p(`can {S} block with {S}`, (m, x) => {
    const blockers = x.things(ref(m, 2));
    x.control(x.side(ref(m, 1)), blockers);
    x.ask({ kind: 'can-block', blockers, attackers: [] });
  }),
  p(`can {LIST} (?:block|double-block|double block|team up to block)(?: {LIST})?(?: together)?`, (m, x) => {
    const blockers = x.thingsOf(listIndexes(m[1]));
    const attackers = m[2] ? x.thingsOf(listIndexes(m[2])) : [];
    x.ask({ kind: 'can-block', blockers, attackers });
  }),
  p(`can {S} be blocked by {LIST}`, (m, x) => {
    x.ask({ kind: 'can-block', blockers: x.thingsOf(listIndexes(m[2])), attackers: x.things(ref(m, 1)) });
  }),
  p(`can {S} (?:target|choose) {S}(?: as (?:the|a) target)? (?:with|using) {S}`, (m, x) => {
    const spell = x.things(ref(m, 3))[0]!;
    const t = x.st.get(spell);
    if (!t?.card) throw new ClauseProblem('a spell named by its card name');
    t.cast = true;
    x.ask({ kind: 'can-target', target: x.things(ref(m, 2))[0]!, caster: x.side(ref(m, 1)), spell });
  }),
  p(`can {S} (?:target|choose) {S}(?: as (?:the|a) target)?${SPELL}`, (m, x) => {
    x.ask({ kind: 'can-target', target: x.things(ref(m, 2))[0]!, caster: x.side(ref(m, 1)) });
  }),
  p(`can {S} (?:cast|use|play) (?:a|an|my|their) (?:spell|instant|sorcery|ability|removal spell) (?:that targets|targeting|on|at) {S}`, (m, x) => {
    x.ask({ kind: 'can-target', target: x.things(ref(m, 2))[0]!, caster: x.side(ref(m, 1)) });
  }),
  p(`can {S} be (?:the )?(?:target|targeted|chosen as (?:a|the) target)(?: (?:by|of|with))?${SPELL}(?: (?:that )?#P?(\\d+) (?:controls?|casts?|cast))?`, (m, x) => {
    const caster = m[2] !== undefined ? x.side(Number(m[2])) : null;
    x.ask({ kind: 'can-target', target: x.things(ref(m, 1))[0]!, caster: caster ?? 'A' });
  }),

  // ---- combat ----------------------------------------------------------------------------
  p(`{LIST} (?:attacks?|attacked|swings?|swung|goes|runs) into {LIST}`, (m, x) => {
    const blockers = x.thingsOf(listIndexes(m[2]));
    for (const a of x.thingsOf(listIndexes(m[1]))) x.block(blockers, a);
  }),
  p(`{S} (?:attacks?|attacked|swings? at|swung at) {S} with {LIST}`, (m, x) => {
    const by = x.side(ref(m, 1));
    x.attack(x.thingsOf(listIndexes(m[3])), x.side(ref(m, 2)), by);
  }),
  p(`{S} (?:attacks?|attacked|swings?|swung|goes to attack|declares? an attack|attack) with {LIST}(?: (?:at|against) {S})?`, (m, x) => {
    const by = x.side(ref(m, 1));
    x.attack(x.thingsOf(listIndexes(m[2])), m[3] ? x.side(ref(m, 3)) : null, by);
  }),
  p(`(?:attacks?|attacking|attacked|swing|swinging) with {LIST}(?: (?:at|against) {S})?`, (m, x) => {
    x.attack(x.thingsOf(listIndexes(m[1])), m[2] ? x.side(ref(m, 2)) : null, null);
  }),
  p(`{LIST} (?:attacks?|attacked|is attacking|are attacking|swings?|swung|goes to attack|go to attack|attack)(?: (?:at|against))?(?: {S})?(?: alone| together| unblocked)?`, (m, x) => {
    const target = m[2] ? x.side(ref(m, 2)) : null;
    const ids = x.thingsOf(listIndexes(m[1]));
    x.attack(ids, target, target === 'A' ? 'B' : target === 'B' ? 'A' : null);
  }),
  p(`{S} (?:blocks?|blocked) (?:one|one of them) with {LIST}`, (m, x) => {
    // Either attacker: they were described alike, so the first one is as good as the other.
    const first = x.st.attackers()[0];
    if (!first) throw new ClauseProblem('no attacker');
    x.block(x.thingsOf(listIndexes(m[2])), first, x.side(ref(m, 1)));
  }),
  p(`{S} (?:blocks?|blocked) {LIST} with {LIST}`, (m, x) => {
    const by = x.side(ref(m, 1));
    const attackers = x.thingsOf(listIndexes(m[2]));
    const blockers = x.thingsOf(listIndexes(m[3]));
    for (const a of attackers) x.block(blockers, a, by);
  }),
  p(`{S} (?:blocks?|blocked|double-blocks?|double blocks?) with {LIST}`, (m, x) => {
    x.block(x.thingsOf(listIndexes(m[2])), null, x.side(ref(m, 1)));
  }),
  p(`{LIST} (?:blocks?|blocked|is blocking|are blocking|double-blocks?|double blocks?|blocking)(?: {S})?(?: together)?`, (m, x) => {
    const blockers = x.thingsOf(listIndexes(m[1]));
    x.block(blockers, m[2] ? x.things(ref(m, 2))[0]! : null, null, true);
  }),
  p(`{LIST} ${BE} (?:double |triple )?blocked by {LIST}`, (m, x) => {
    const blockers = x.thingsOf(listIndexes(m[2]));
    for (const a of x.thingsOf(listIndexes(m[1]))) x.block(blockers, a);
  }),
  p(`(?:is |gets |was |and is |and gets )?(?:double |triple )?blocked by {LIST}`, (m, x) => {
    x.block(x.thingsOf(listIndexes(m[1])), null);
  }),
  // "A 2/2 deals combat damage to my opponent": it attacked and wasn't blocked (510.1a).
  // A creature already told blocked (or blocking) isn't read this way: whether it deals damage to
  // the player then depends on trample (510.1c, 702.19b), which the question doesn't settle.
  p(`{LIST} (?:deals?|dealt) combat damage to {S}`, (m, x) => {
    const ids = x.thingsOf(listIndexes(m[1]));
    const side = x.side(ref(m, 2));
    if (x.st.events.some((e) => e.kind === 'block' && ids.some((id) => e.attacker === id || e.blockers.includes(id)))) throw new ClauseProblem('a blocked creature dealing damage to a player');
    x.attack(ids, side, null);
  }),
  p(`{LIST} (?:is|are|was|goes|go) (?:unblocked|not blocked)`, (m, x) => {
    x.attack(x.thingsOf(listIndexes(m[1])), null, null);
  }),
  p(`(?:no one|nobody|nothing) blocks?(?: it)?|(?:there are )?no blocks?|(?:#P?\\d+ )?(?:does not|do not|doesn't) block`, () => undefined),
  p(`{LIST} ${BE} removed from combat`, (m, x) => x.remove('remove-from-combat', x.thingsOf(listIndexes(m[1])))),
  p(`(?:#P?\\d+ )?removes? {S} from combat`, (m, x) => x.remove('remove-from-combat', x.things(ref(m, 1)))),

  // ---- characteristics -------------------------------------------------------------------
  p(`{S} (?:gets?|gains?|got|gained|receives?|has|have) {PM}(?: and {KW})?(${EOT})`, (m, x, c) => {
    const changes: Change[] = [{ kind: 'modify-pt', ...pm(m[2]) }];
    if (m[3]) changes.push({ kind: 'add-keywords', keywords: x.keywords(m[3]) });
    const r = changeRef(x, m[1]);
    x.change(r, changes, m[4] !== '' || c.eot, c.text(m[0]!), r.kind === 'group');
  }),
  p(`(?:#P?\\d+ )?(?:gives?|gave) {S} {PM}(?: and {KW})?(${EOT})`, (m, x, c) => {
    const changes: Change[] = [{ kind: 'modify-pt', ...pm(m[2]) }];
    if (m[3]) changes.push({ kind: 'add-keywords', keywords: x.keywords(m[3]) });
    x.change(changeRef(x, m[1]), changes, m[4] !== '' || c.eot, c.text(m[0]!));
  }),
  p(`(?:#P?\\d+ )?(?:gives?|gave) {S} {KW}(${EOT})`, (m, x, c) => {
    x.change(changeRef(x, m[1]), [{ kind: 'add-keywords', keywords: x.keywords(m[2]) }], m[3] !== '' || c.eot, c.text(m[0]!));
  }),
  p(`{S} (?:gets?|gains?|got|gained)(?: and {PM})? {KW}(${EOT})`, (m, x, c) => {
    const changes: Change[] = [{ kind: 'add-keywords', keywords: x.keywords(m[3]) }];
    if (m[2]) changes.push({ kind: 'modify-pt', ...pm(m[2]) });
    const r = changeRef(x, m[1]);
    x.change(r, changes, m[4] !== '' || c.eot, c.text(m[0]!), r.kind === 'group');
  }),
  p(`{S} (?:has|have|had) {KW}`, (m, x, c) => {
    const r = changeRef(x, m[1]);
    if (r.kind === 'group') x.change(r, [{ kind: 'add-keywords', keywords: x.keywords(m[2]) }], false, c.text(m[0]!), true);
    else x.give(x.things(ref(m, 1)), x.keywords(m[2]));
  }),
  p(`{S} (?:loses?|lost) all (?:other )?abilities(${EOT})`, (m, x, c) => x.change(changeRef(x, m[1]), [{ kind: 'lose-all-abilities' }], m[2] !== '' || c.eot, c.text(m[0]!))),
  p(`{S} (?:loses?|lost) {KW}(${EOT})`, (m, x, c) => x.change(changeRef(x, m[1]), [{ kind: 'remove-keywords', keywords: x.keywords(m[2]) }], m[3] !== '' || c.eot, c.text(m[0]!))),
  p(`{S} (?:becomes?|became|is now|turns into|has base power and toughness|have base power and toughness)(?: an?)?(?: base)? {PT}(?: ${COLOR_WORDS})?(?: ([a-z]+))?(?: creatures?)?(?: with (?:base )?power and toughness {PT})?(${EOT})`, (m, x, c) => {
    const v = pt(m[2]);
    const changes: Change[] = [setPt(v.power, v.toughness)];
    if (m[3]) changes.push({ kind: 'set-colors', colors: [COLORS_EN[m[3]]!] });
    if (m[4] && m[4] !== 'creature' && m[4] !== 'creatures') throw new ClauseProblem(`the creature type "${m[4]}"`);
    x.change(changeRef(x, m[1]), changes, m[6] !== '' || c.eot, c.text(m[0]!));
  }),
  p(`{S} 's (?:base )?(?:power and toughness|p/t) (?:becomes?|is|are) (?:set to )?{PT}(${EOT})`, (m, x, c) => {
    const v = pt(m[2]);
    x.change(changeRef(x, m[1]), [setPt(v.power, v.toughness)], m[3] !== '' || c.eot, c.text(m[0]!));
  }),
  p(`{S} (?:becomes?|became|is now|turns) ${COLOR_WORDS}(?: and ${COLOR_WORDS})?(${EOT})`, (m, x, c) => {
    const colors: Color[] = [COLORS_EN[m[2]!]!, ...(m[3] ? [COLORS_EN[m[3]]!] : [])];
    x.change(changeRef(x, m[1]), [{ kind: 'set-colors', colors }], m[4] !== '' || c.eot, c.text(m[0]!));
  }),
  p(`{S} (?:becomes?|became|is now) (?:an? )?${TYPE_WORDS}(?: creature)?( in addition to (?:its|it 's|#P?\\d+ 's) other types)?(${EOT})`, (m, x, c) => {
    const types: CardType[] = [TYPES_EN[m[2]!]!];
    x.change(changeRef(x, m[1]), [{ kind: 'add-types', types, subtypes: [] }], m[4] !== '' || c.eot, c.text(m[0]!));
  }),
  p(`{S} (?:has|have|had|gets|get) #P?\\d+ 's (?:power and toughness|p/t) (?:switched|swapped|exchanged)(${EOT})`, (m, x, c) => x.change(changeRef(x, m[1]), [{ kind: 'switch-pt' }], m[2] !== '' || c.eot, c.text(m[0]!))),
  p(`{S} 's (?:power and toughness|p/t) (?:are|is|get|gets|were|was) (?:switched|swapped|exchanged)(${EOT})`, (m, x, c) => x.change(changeRef(x, m[1]), [{ kind: 'switch-pt' }], m[2] !== '' || c.eot, c.text(m[0]!))),
  p(`(?:#P?\\d+ )?(?:switch|switches|switched|swap|swaps|swapped|exchange|exchanges) {S} 's (?:power and toughness|p/t)(${EOT})`, (m, x, c) => x.change(changeRef(x, m[1]), [{ kind: 'switch-pt' }], m[2] !== '' || c.eot, c.text(m[0]!))),
  p(`(?:#P?\\d+ )?(?:switch|switches|swap|swaps) the (?:power and toughness|p/t) of {S}(${EOT})`, (m, x, c) => x.change(changeRef(x, m[1]), [{ kind: 'switch-pt' }], m[2] !== '' || c.eot, c.text(m[0]!))),
  p(`(?:#P?\\d+ )?(?:puts?|placed?|places?|adds?|added) {N} {PM} counters? on {S}`, (m, x) => x.counters(x.things(ref(m, 3)), m[2]!, num(m[1]))),
  p(`(?:#P?\\d+ )?(?:puts?|placed?|places?|adds?|added) {PM} counters? on {S}`, (m, x) => x.counters(x.things(ref(m, 2)), m[1]!, 1)),
  // "has two +1/+1 counters and a -1/-1 counter (on it)": every counter in the list.
  p(`{S} (?:gets?|got|receives?|has|have|had) {N} {PM} counters?((?: ,)?(?: and)? {N} {PM} counters?)*(?: on it| put on it)?`, (m, x) => {
    const ids = x.things(ref(m, 1));
    x.counters(ids, m[3]!, num(m[2]));
    const more = m[0].slice(m[0].indexOf(m[3]!) + m[3]!.length);
    for (const c of more.matchAll(/ (\S+) ([+-]\d+\/[+-]\d+) counters?/g)) x.counters(ids, c[2]!, num(c[1]));
  }),
  p(`{S} {Q}`, (m, x, c) => {
    for (const id of x.things(ref(m, 1))) x.quoted([id], c.quotes[Number(/\d+/.exec(m[2]!)![0])]!);
  }),
  p(`{S} (?:has|have|with|gains?|gets?) (?:the ability |the text )?{Q}`, (m, x, c) => {
    for (const id of x.things(ref(m, 1))) x.quoted([id], c.quotes[Number(/\d+/.exec(m[2]!)![0])]!);
  }),

  // ---- casting ---------------------------------------------------------------------------
  p(`{S} (?:casts?|casting|cast|plays?|responds with) {S}(?: (?:targeting|on|at|that targets|aimed at|to target) {TARGETS})?`, (m, x) => {
    x.cast(x.side(ref(m, 1)), x.things(ref(m, 2)), listIndexes(m[3]));
  }),
  p(`(?:casts?|casting|cast|respond with) {S}(?: (?:targeting|on|at|that targets|aimed at|to target) {TARGETS})?`, (m, x) => {
    x.cast('A', x.things(ref(m, 1)), listIndexes(m[2]));
  }),

  // ---- removal, damage, life -------------------------------------------------------------
  p(`{LIST} ${BE} (destroyed|killed|exiled|sacrificed|bounced|returned to (?:its|their|his|her|my|your|#\\d+ 's) (?:owner 's |owners 's )?hands?)`, (m, x) => {
    const w = m[2]!;
    x.remove(w === 'exiled' ? 'exile' : w === 'sacrificed' ? 'sacrifice' : w.startsWith('destroyed') || w === 'killed' ? 'destroy' : 'bounce', x.thingsOf(listIndexes(m[1])));
  }),
  p(`(?:#P?\\d+ )?(destroys?|destroyed|kills?|killed|exiles?|exiled|sacrifices?|sacrificed|bounces?|bounced) {LIST}`, (m, x) => {
    const w = m[1]!;
    x.remove(w.startsWith('exile') ? 'exile' : w.startsWith('sacrific') ? 'sacrifice' : w.startsWith('bounce') ? 'bounce' : 'destroy', x.thingsOf(listIndexes(m[2])));
  }),
  p(`(?:#P?\\d+ )?(?:returns?|returned) {LIST} to (?:its|their|his|her|my|your|#\\d+ 's) (?:owner 's |owners 's )?hands?`, (m, x) => x.remove('bounce', x.thingsOf(listIndexes(m[1])))),
  p(`{S} (?:deals?|dealt|does) {N} damage to {S}`, (m, x) => {
    const src = ref(m, 1);
    const tgt = ref(m, 3);
    x.damage(x.isPlayer(src) ? null : x.things(src)[0]!, x.isPlayer(tgt) ? x.side(tgt) : x.things(tgt)[0]!, num(m[2]));
  }),
  p(`(?:deals?|dealt|deal) {N} damage to {S}`, (m, x) => {
    const tgt = ref(m, 2);
    x.damage(null, x.isPlayer(tgt) ? x.side(tgt) : x.things(tgt)[0]!, num(m[1]));
  }),
  p(`{S} (?:takes?|took|is dealt|was dealt|has|had|already has|has already taken) {N}(?: more| additional)? damage(?: marked)?(?: on (?:it|#P?\\d+))?(?: already| this turn)?`, (m, x) => {
    const tgt = ref(m, 1);
    x.damage(null, x.isPlayer(tgt) ? x.side(tgt) : x.things(tgt)[0]!, num(m[2]));
  }),
  p(`{S} (?:is at|has|have|am at|are at|starts? at|starts? with) {N} life`, (m, x) => x.setLife(x.side(ref(m, 1)), num(m[2]))),
  p(`{S} (?:gains?|gained) {N} life`, (m, x) => x.lifeChange(x.side(ref(m, 1)), num(m[2]))),
  p(`{S} (?:loses?|lost) {N} life`, (m, x) => x.lifeChange(x.side(ref(m, 1)), -num(m[2]))),
  p(`(?:#P?\\d+ )?prevents? all (combat )?damage(?: that would be dealt)?(?: to {S})?(?: this turn)?`, (m, x) => x.prevent('all', m[1] !== undefined, m[2] ? changeRef(x, m[2]) : null)),
  p(`all (combat )?damage(?: that would be dealt)?(?: to {S})? (?:is|would be|will be|gets) prevented(?: this turn)?`, (m, x) => x.prevent('all', m[1] !== undefined, m[2] ? changeRef(x, m[2]) : null)),
  p(`(?:#P?\\d+ )?prevents? the next {N} damage(?: that would be dealt)? to {S}(?: this turn)?`, (m, x) => x.prevent(num(m[1]), false, changeRef(x, m[2]))),
  p(`(?:all )?damage (?:dealt |that would be dealt )?by {S} (?:is|would be|will be|gets) doubled`, (m, x) => x.double(changeRef(x, m[1]), null)),
  p(`{S} deals? double (?:that |the |its )?damage(?: instead)?`, (m, x) => x.double(changeRef(x, m[1]), null)),
  p(`(?:the )?(?:turn ends|end of (?:the )?turn|cleanup step|next turn)`, (_m, x) => x.endTurn()),

  // ---- set-up ----------------------------------------------------------------------------
  p(`{S} (?:controls?|control|has|have|owns?) {LIST}(?: on the battlefield)?`, (m, x) => x.control(x.side(ref(m, 1)), x.thingsOf(listIndexes(m[2])))),
  p(`there (?:is|are) {LIST}(?: on the battlefield)?`, () => undefined),
  p(`{LIST} (?:is|are) on the battlefield`, () => undefined),
  p(`{LIST} (?:is|are|was) (tapped|untapped)`, (m, x) => x.setTapped(x.thingsOf(listIndexes(m[1])), m[2] === 'tapped')),
  p(`{LIST} (?:has|have|had) summoning sickness`, (m, x) => x.setSick(x.thingsOf(listIndexes(m[1])))),
  p(`{LIST} (?:just )?(?:came|entered|enters|come|comes) (?:into play|onto the battlefield|under (?:my|your|#P?\\d+ 's) control)(?: this turn)?`, (m, x) => x.setSick(x.thingsOf(listIndexes(m[1])))),
  p(`{S} (?:is|are) (?:equipped|enchanted) (?:with|by) {S}`, (m, x) => x.attach(x.things(ref(m, 2)), x.things(ref(m, 1)))),
  p(`(?:#P?\\d+ )?(?:equips?|attach(?:es)?|equipped|attached) {S} to {S}`, (m, x) => x.attach(x.things(ref(m, 1)), x.things(ref(m, 2)))),
  p(`{S} (?:is|are) (?:attached to|equipping|enchanting) {S}`, (m, x) => x.attach(x.things(ref(m, 1)), x.things(ref(m, 2)))),
  // A noun phrase alone ("A 2/2 with two -1/-1 counters on it."): the thing is there. Last, so
  // that it never takes the subject of a clause another pattern reads.
  p(`{LIST}(?: on (?:it|#P?\\d+))?(?: on the battlefield)?`, () => undefined),
];

/** Words that carry no meaning for the set-up (connectives, politeness, timing the order already gives). */
const FILLER = new RegExp(
  '^(?:(?:and then|and|then|so|also|now|next|after that|afterwards|first|finally|but|ok|okay|hi|hello|hey|please|thanks|thank you|question|suppose|assume|assuming|say|let \'s say|lets say|imagine|if|when|what if|in response|in combat|during combat|before (?:combat )?damage(?: is dealt)?|before the (?:combat )?damage step|after (?:blockers are declared|blocks|blocking|that)|this turn|on my turn|during my turn|at that point|meanwhile|both|that|,|:|and what happens if|what happens if|what happens when)(?: |$))+',
);

/** Reads the English text into the state; returns the fragments not understood. */
export function parseEnglish(ex: Extracted, st: QuestionState): string[] {
  const problems: string[] = [];
  for (const w of untokenizable(ex.text)) problems.push(w);
  const tokens = tokenize(ex.text);
  const sentences: Token[][] = [];
  let cur: Token[] = [];
  for (const t of tokens) {
    if (t.low === '.' || t.low === '?' || t.low === '!' || t.low === ';') {
      if (cur.length > 0) sentences.push(cur);
      cur = [];
      continue;
    }
    cur.push(t);
  }
  if (cur.length > 0) sentences.push(cur);
  const interp = new Interpreter(st, [], []);
  for (const s of sentences) {
    st.beginClause();
    const c = chunk(s, st, ex.cards, ex.quotes);
    interp.use(c.refs, c.keywordLists);
    // "until end of turn" at the end of a sentence applies to its changes.
    const joined = c.skeleton.join(' ');
    const eot = / until end of turn$/.test(joined);
    let rest = eot ? joined.replace(/ until end of turn$/, '') : joined;
    // "In response, …": what this sentence tells happens while the stack is still full.
    const responding = /(?:^| )in response(?: |$)/.test(joined);
    const eventsBefore = st.events.length;
    // The subject of the previous clause, for "… and then becomes 0/1" (the subject left out).
    let subject: string | null = null;
    let guard = 0;
    while (rest !== '' && guard++ < 100) {
      rest = rest.replace(FILLER, '');
      if (rest === '') break;
      let matched = false;
      const tries = subject && !/^#P?\d+ /.test(rest) ? [{ text: rest, prefix: '' }, { text: `${subject} ${rest}`, prefix: `${subject} ` }] : [{ text: rest, prefix: '' }];
      outer: for (const t of tries) {
        for (const pat of PATTERNS) {
          const m = pat.re.exec(t.text);
          // A reading must take at least one word of its own, not just the implied subject.
          if (!m || m[0].length <= t.prefix.length) continue;
          try {
            pat.fn(m, interp, { eot, quotes: ex.quotes, text: (k) => readable(k, c, ex.quotes) });
          } catch (e) {
            if (!(e instanceof ClauseProblem)) throw e;
            // This reading doesn't fit (a player where a creature is needed…): try the next one.
            continue;
          }
          const lead = /^#P?\d+/.exec(m[0]);
          if (lead && t.prefix === '') subject = lead[0];
          rest = rest.slice(Math.max(m[0].length - t.prefix.length, 0)).trim();
          matched = true;
          break outer;
        }
      }
      if (!matched) {
        // Skip to the next clause boundary and report what was skipped.
        const cut = /^(.*?)(?= (?:, |and |then )|$)/.exec(rest);
        const bad = cut && cut[1] ? cut[1] : rest;
        problems.push(readable(bad, c, ex.quotes));
        rest = rest.slice(bad.length).trim();
      }
    }
    if (responding) st.markResponses(eventsBefore);
  }
  return problems;
}

/** The words of the original sentence a skeleton fragment stands for (for "I didn't understand: '…'"). */
function readable(fragment: string, c: Chunked, quotes: readonly string[]): string {
  return fragment
    .split(' ')
    .map((w) => {
      const ref = /^#P?(\d+)$/.exec(w);
      if (ref) return c.refText[Number(ref[1])] ?? w;
      const kw = /^%(\d+)$/.exec(w);
      if (kw) return c.keywordText[Number(kw[1])] ?? w;
      const q = /^‹(\d+)›$/.exec(w);
      if (q) return `"${quotes[Number(q[1])] ?? ''}"`;
      return w;
    })
    .join(' ')
    .replace(/ 's\b/g, "'s")
    .replace(/ ([,:])/g, '$1');
}
