/**
 * Questions in plain words (issue 6 §3), English and Japanese, each with the outcome a judge would
 * give: the verdict of a yes/no question, life totals, where objects end up and their power,
 * toughness and keywords, and rule numbers the answer must cite. Every expected value is written
 * here by hand from the rules; nothing is taken from the engine's output.
 *
 * Objects are named by the label the answer gives them ("your 7/7 trample lifelink creature",
 * 「対戦相手の3/5クリーチャー」): the label is part of what is checked.
 */

export type Zone = 'battlefield' | 'graveyard' | 'exile' | 'hand' | 'stack';

export interface ObjectExpectation {
  zone?: Zone;
  power?: number;
  toughness?: number;
  damage?: number;
  /** Keywords it must have (lower-case English names). */
  keywords?: string[];
  /** Keywords it must not have. */
  without?: string[];
  colors?: string[];
  types?: string[];
  counters?: Record<string, number>;
}

export interface AskRow {
  q: string;
  /** The category the row covers (the test checks every category has rows). */
  cat: 'combat' | 'pt' | 'yesno' | 'dies' | 'damage' | 'cards' | 'casting';
  verdict?: 'yes' | 'no' | null;
  life?: { A?: number; B?: number };
  objects?: Record<string, ObjectExpectation>;
  /** Rule numbers that must be among the cited rules. */
  rules: string[];
  /** Text the short answer must contain. */
  says?: string[];
}

const gy: ObjectExpectation = { zone: 'graveyard' };
const bf = (power: number, toughness: number, more: ObjectExpectation = {}): ObjectExpectation => ({ zone: 'battlefield', power, toughness, ...more });

export const ASK_QUESTIONS: AskRow[] = [
  // ---------------------------------------------------------------------------------------
  // Combat (English)
  {
    q: 'A 7/7 with trample and lifelink attacks; blocked by a 2/2 and a 3/3.',
    cat: 'combat',
    life: { A: 27, B: 18 },
    objects: { "the opponent's 2/2 creature": gy, "the opponent's 3/3 creature": gy, 'your 7/7 trample lifelink creature': bf(7, 7, { damage: 5 }) },
    rules: ['702.19b', '702.15b', '704.5g'],
  },
  {
    q: 'My 6/6 trample creature attacks and is blocked by a 3/5. What happens?',
    cat: 'combat',
    life: { B: 19 },
    objects: { "the opponent's 3/5 creature": gy, 'your 6/6 trample creature': bf(6, 6, { damage: 3 }) },
    rules: ['702.19b', '510.1c'],
  },
  {
    q: 'A 5/5 attacks and nobody blocks. How much life does my opponent have?',
    cat: 'combat',
    life: { A: 20, B: 15 },
    rules: ['510.1a'],
    says: ['15'],
  },
  {
    q: 'My opponent attacks me with a 4/4. I block with a 2/2 and a 3/3. Does the 4/4 die?',
    cat: 'combat',
    verdict: 'yes',
    life: { A: 20 },
    objects: { "the opponent's 4/4 creature": gy, 'your 2/2 creature': gy, 'your 3/3 creature': bf(3, 3, { damage: 2 }) },
    rules: ['510.1c', '704.5g'],
  },
  {
    q: 'A 2/2 with first strike is blocked by a 2/2. Does my first striker survive?',
    cat: 'combat',
    verdict: 'yes',
    objects: { 'your 2/2 first strike creature': bf(2, 2, { damage: 0 }), "the opponent's 2/2 creature": gy },
    rules: ['702.7b', '510.4'],
  },
  {
    q: 'A 3/3 with double strike attacks and is blocked by a 2/5. What happens?',
    cat: 'combat',
    objects: { "the opponent's 2/5 creature": gy, 'your 3/3 double strike creature': bf(3, 3, { damage: 2 }) },
    rules: ['702.4b', '510.4'],
  },
  {
    q: 'A 4/4 with double strike and trample attacks. It is blocked by a 1/1. How much damage does the opponent take?',
    cat: 'combat',
    life: { B: 13 },
    objects: { "the opponent's 1/1 creature": gy },
    rules: ['702.4b', '702.19b', '702.19d'],
  },
  // A story told from the block with nobody's creature named: the asker attacks (intents.ts ask()).
  {
    q: 'A 1/1 with deathtouch blocks a 6/6. Does the 6/6 die?',
    cat: 'combat',
    verdict: 'yes',
    objects: { 'your 6/6 creature': gy, "the opponent's 1/1 deathtouch creature": gy },
    rules: ['702.2b', '704.5h'],
  },
  {
    q: 'A 2/2 with deathtouch and trample attacks and is blocked by a 5/5. How much damage does my opponent take?',
    cat: 'combat',
    life: { B: 19 },
    objects: { "the opponent's 5/5 creature": gy, 'your 2/2 deathtouch trample creature': gy },
    rules: ['702.2c', '702.19b'],
  },
  {
    q: 'A 3/3 with lifelink attacks and is not blocked. How much life do I have?',
    cat: 'combat',
    life: { A: 23, B: 17 },
    rules: ['702.15b'],
    says: ['23'],
  },
  {
    q: 'I attack with a 2/2 and a 3/3. My opponent blocks the 3/3 with a 4/4. What happens?',
    cat: 'combat',
    life: { B: 18 },
    objects: { 'your 3/3 creature': gy, "the opponent's 4/4 creature": bf(4, 4, { damage: 3 }), 'your 2/2 creature': bf(2, 2) },
    rules: ['510.1a', '704.5g'],
  },
  {
    q: 'A 4/4 attacks. It is blocked by a 2/2. Before damage, the blocker is destroyed. What happens?',
    cat: 'combat',
    life: { B: 20 },
    objects: { "the opponent's 2/2 creature": gy, 'your 4/4 creature': bf(4, 4, { damage: 0 }) },
    rules: ['509.1h', '701.8a'],
  },
  {
    q: 'A 5/5 trample attacks and is blocked by a 2/2. Before damage the 2/2 is destroyed. How much damage does the opponent take?',
    cat: 'combat',
    life: { B: 15 },
    objects: { "the opponent's 2/2 creature": gy },
    rules: ['702.19d'],
  },
  {
    q: 'A 3/3 attacks and is blocked by a 1/1; the 1/1 is removed from combat. What happens?',
    cat: 'combat',
    life: { B: 20 },
    objects: { "the opponent's 1/1 creature": bf(1, 1, { damage: 0 }), 'your 3/3 creature': bf(3, 3) },
    rules: ['506.4'],
  },
  {
    q: 'My 4/4 vigilance creature attacks. My opponent does not block. What happens?',
    cat: 'combat',
    life: { B: 16 },
    rules: ['702.20b'],
  },
  {
    q: 'A 2/2 with first strike and a 2/2 attack together. The opponent blocks the first striker with a 3/1. What happens?',
    cat: 'combat',
    life: { B: 18 },
    objects: { "the opponent's 3/1 creature": gy, 'your 2/2 first strike creature': bf(2, 2, { damage: 0 }) },
    rules: ['702.7b'],
  },
  {
    q: "An indestructible 2/2 blocks a 5/5. Does the indestructible creature die?",
    cat: 'combat',
    verdict: 'no',
    objects: { "the opponent's 2/2 indestructible creature": bf(2, 2, { damage: 5 }), 'your 5/5 creature': bf(5, 5, { damage: 2 }) },
    rules: ['702.12b'],
  },
  {
    q: 'A 3/3 with deathtouch is blocked by an indestructible 4/4. Does the 4/4 survive?',
    cat: 'combat',
    verdict: 'yes',
    objects: { "the opponent's 4/4 indestructible creature": bf(4, 4, { damage: 3 }), 'your 3/3 deathtouch creature': gy },
    rules: ['702.12b'],
  },
  {
    q: 'A 6/6 attacks and is blocked by three 2/2s. How is damage assigned?',
    cat: 'combat',
    objects: { 'your 6/6 creature': gy },
    rules: ['510.1c'],
  },
  {
    q: 'My 2/2 with lifelink blocks a 2/2. I am at 5 life. How much life do I have?',
    cat: 'combat',
    life: { A: 7 },
    rules: ['702.15b'],
  },
  {
    q: 'The opponent is at 3 life. An unblocked 3/3 attacks. Does the opponent lose?',
    cat: 'combat',
    verdict: 'yes',
    life: { B: 0 },
    rules: ['704.5a'],
  },
  {
    q: 'The opponent is at 4 life. A 3/3 attacks unblocked. Does the opponent lose the game?',
    cat: 'combat',
    verdict: 'no',
    life: { B: 1 },
    rules: ['510.1a'],
  },
  // "it" after "X attacks and <several> block it" is X: a plural subject is never "it" (issue 11); counted plurals.
  {
    q: 'Their 3/2 attacks and my two 1/1s block it. Does it die?',
    cat: 'dies',
    verdict: 'yes',
    objects: { "the opponent's 3/2 creature": gy },
    rules: ['510.1c', '704.5g'],
  },
  {
    q: 'Their 5/5 attacks and my 2/2 and my 1/1 block it. Does it die?',
    cat: 'dies',
    verdict: 'no',
    objects: { "the opponent's 5/5 creature": { zone: 'battlefield' } },
    rules: ['510.1c'],
  },
  {
    q: '相手の3/3が攻撃し、自分の1/1二体でブロックした。3/3は死ぬ？',
    cat: 'dies',
    verdict: 'no',
    objects: { '対戦相手の3/3クリーチャー': { zone: 'battlefield' } },
    rules: ['510.1c'],
  },
  {
    q: 'A 5/5 with first strike is blocked by a 2/2 with deathtouch. Does the 5/5 survive?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 5/5 first strike creature': bf(5, 5, { damage: 0 }), "the opponent's 2/2 deathtouch creature": gy },
    rules: ['702.7b', '510.4'],
  },
  {
    q: 'A 2/2 with double strike attacks and is blocked by a 3/3. Does the 3/3 die?',
    cat: 'dies',
    verdict: 'yes',
    objects: { "the opponent's 3/3 creature": gy, 'your 2/2 double strike creature': gy },
    rules: ['702.4b'],
  },
  {
    q: 'My 1/1 blocks a 1/1 with first strike. Does my 1/1 die?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 1/1 creature': gy, "the opponent's 1/1 first strike creature": bf(1, 1, { damage: 0 }) },
    rules: ['702.7b'],
  },
  {
    q: 'A 4/4 attacks and a 4/4 blocks it. What happens?',
    cat: 'dies',
    objects: { 'your 4/4 creature': gy, "the opponent's 4/4 creature": gy },
    rules: ['704.5g'],
  },
  {
    q: 'A 3/3 gets +2/+2 until end of turn, then it attacks and is blocked by a 4/4. Does the 3/3 survive?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 3/3 creature': bf(5, 5, { damage: 4 }), "the opponent's 4/4 creature": gy },
    rules: ['613.4c'],
  },
  {
    q: 'A 2/2 is blocked by a 2/2. Before damage, the attacker gets +0/+3 until end of turn. Does the attacker die?',
    cat: 'dies',
    verdict: 'no',
    objects: { 'your 2/2 creature': bf(2, 5, { damage: 2 }), "the opponent's 2/2 creature": gy },
    rules: ['613.4c'],
  },
  {
    q: 'My 3/3 has 2 damage marked on it. It takes 1 damage. Does it die?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 3/3 creature': gy },
    rules: ['704.5g'],
  },
  {
    q: 'A 2/2 with two -1/-1 counters on it. Does it survive?',
    cat: 'dies',
    verdict: 'no',
    objects: { 'your 2/2 creature': gy },
    rules: ['704.5f'],
  },
  {
    q: 'An indestructible 1/1 gets a -1/-1 counter. Does it die?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 1/1 indestructible creature': gy },
    rules: ['704.5f'],
  },
  {
    q: 'An indestructible 2/2 is destroyed. Does it die?',
    cat: 'dies',
    verdict: 'no',
    objects: { 'your 2/2 indestructible creature': bf(2, 2) },
    rules: ['702.12b'],
  },
  {
    q: 'A 4/4 is exiled. Does it die?',
    cat: 'dies',
    verdict: 'no',
    objects: { 'your 4/4 creature': { zone: 'exile' } },
    rules: ['701.13a'],
  },
  {
    q: 'Deal 3 damage to a 2/4. Is the 2/4 still alive?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 2/4 creature': bf(2, 4, { damage: 3 }) },
    rules: ['120.3e'],
  },
  {
    q: 'A 3/3 takes 2 damage, then the turn ends, then it takes 2 more damage. Does it survive?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 3/3 creature': bf(3, 3, { damage: 2 }) },
    rules: ['514.2'],
  },
  {
    q: 'A 3/3 gets +2/+2 until end of turn and takes 4 damage. Then the turn ends. Does it survive?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 3/3 creature': bf(3, 3, { damage: 0 }) },
    rules: ['514.2'],
  },

  {
    q: 'What happens if a 7/7 trample attacks into a 2/2 blocker?',
    cat: 'combat',
    life: { B: 15 },
    objects: { "the opponent's 2/2 creature": gy, 'your 7/7 trample creature': bf(7, 7, { damage: 2 }) },
    rules: ['702.19b'],
  },
  {
    q: 'If my 3/3 attacks and my opponent blocks with a 1/1 deathtouch, which creatures die?',
    cat: 'dies',
    objects: { 'your 3/3 creature': gy, "the opponent's 1/1 deathtouch creature": gy },
    rules: ['702.2b', '704.5h'],
  },
  {
    q: "I have a 2/2 with lifelink. It attacks, and my opponent doesn't block. What's my life total?",
    cat: 'combat',
    life: { A: 22, B: 18 },
    rules: ['702.15b'],
  },
  {
    q: 'A tapped 2/2 with a +1/+1 counter. Can it block?',
    cat: 'yesno',
    verdict: 'no',
    objects: { 'your 2/2 creature': bf(3, 3, { counters: { '+1/+1': 1 } }) },
    rules: ['509.1a'],
  },
  {
    q: "My opponent's 5/5 attacks me. I block with my 2/2 first strike. Does my creature survive?",
    cat: 'dies',
    verdict: 'no',
    objects: { 'your 2/2 first strike creature': gy, "the opponent's 5/5 creature": bf(5, 5, { damage: 2 }) },
    rules: ['702.7b'],
  },

  {
    q: 'If I attack with a 3/3 flier and my opponent blocks with a 2/2 reach creature, what happens?',
    cat: 'combat',
    objects: { "the opponent's 2/2 reach creature": gy, 'your 3/3 flying creature': bf(3, 3, { damage: 2 }) },
    rules: ['509.1a', '704.5g'],
  },
  {
    q: 'My 5/5 trampler is blocked by a 2/2 and a 1/1. How much damage goes through?',
    cat: 'combat',
    life: { B: 18 },
    rules: ['702.19b'],
  },
  { q: 'Can I block a 3/3 with menace using two 1/1s?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: "I give my 2/2 flying. Can my opponent's 3/3 block it?", cat: 'yesno', verdict: 'no', rules: ['702.9b', '613.1f'] },
  {
    q: 'My opponent attacks with two 2/2s. I block one with a 3/3. How much damage do I take?',
    cat: 'combat',
    life: { A: 18 },
    objects: { "the opponent's first 2/2 creature": gy, 'your 3/3 creature': bf(3, 3, { damage: 2 }) },
    rules: ['510.1a'],
  },
  {
    q: 'A 7/7 trample lifelink attacks. What happens?',
    cat: 'combat',
    life: { A: 27, B: 13 },
    rules: ['702.15b', '510.1a'],
  },
  { q: 'Can my opponent block my 3/3 with menace with one 2/2?', cat: 'yesno', verdict: 'no', rules: ['702.111b'] },
  // ---------------------------------------------------------------------------------------
  // Power/toughness and layers (English)
  {
    q: 'My 2/2 gets +3/+3 until end of turn, then becomes 0/1. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 2/2 creature': bf(3, 4) },
    rules: ['613.4b', '613.4c'],
    says: ['3/4'],
  },
  {
    q: 'A 4/4 gets +2/+0, then its power and toughness are switched. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 4/4 creature': bf(4, 6) },
    rules: ['613.4d'],
  },
  {
    q: "Switch a 1/4's power and toughness, then it gets +2/+0. What is its P/T?",
    cat: 'pt',
    objects: { 'your 1/4 creature': bf(4, 3) },
    rules: ['613.4d'],
  },
  {
    q: 'A 2/2 with two +1/+1 counters becomes 0/1. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 2/2 creature': bf(2, 3, { counters: { '+1/+1': 2 } }) },
    rules: ['613.4b', '613.4c'],
  },
  {
    q: 'Put three +1/+1 counters on a 1/1. How big is it?',
    cat: 'pt',
    objects: { 'your 1/1 creature': bf(4, 4, { counters: { '+1/+1': 3 } }) },
    rules: ['613.4c'],
  },
  {
    q: 'A 3/3 with a +1/+1 counter gets a -1/-1 counter. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 3/3 creature': bf(3, 3) },
    rules: ['704.5q'],
  },
  {
    q: 'Creatures you control get +1/+1. I control a 2/2. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 2/2 creature': bf(3, 3) },
    rules: ['613.4c'],
  },
  {
    q: 'White creatures you control get +1/+1. What is the P/T of my white 2/2?',
    cat: 'pt',
    objects: { 'your 2/2 white creature': bf(3, 3) },
    rules: ['613.4c'],
  },
  {
    q: 'White creatures you control get +1/+1. My white 2/2 becomes blue. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 2/2 white creature': bf(2, 2, { colors: ['U'] }) },
    rules: ['613.1e'],
  },
  {
    q: 'Creatures you control get +1/+1. My 2/2 becomes 0/1 until end of turn. What is the 2/2 now?',
    cat: 'pt',
    objects: { 'your 2/2 creature': bf(1, 2) },
    rules: ['613.4b', '613.4c'],
  },
  {
    q: 'A 2/2 loses all abilities. Creatures you control have flying. Does the 2/2 have flying?',
    cat: 'pt',
    verdict: 'yes',
    objects: { 'your 2/2 creature': bf(2, 2, { keywords: ['flying'] }) },
    rules: ['613.1f'],
  },
  {
    q: 'Creatures you control have flying. My 2/2 loses all abilities. Does it have flying?',
    cat: 'pt',
    verdict: 'no',
    objects: { 'your 2/2 creature': bf(2, 2, { without: ['flying'] }) },
    rules: ['613.1f'],
  },
  {
    q: 'A 3/3 with flying loses flying. Does it still have flying?',
    cat: 'pt',
    verdict: 'no',
    objects: { 'your 3/3 flying creature': bf(3, 3, { without: ['flying'] }) },
    rules: ['613.1f'],
  },
  {
    q: 'My 2/2 gains trample and first strike until end of turn. Does it have trample?',
    cat: 'pt',
    verdict: 'yes',
    objects: { 'your 2/2 creature': bf(2, 2, { keywords: ['trample', 'first strike'] }) },
    rules: ['613.1f'],
  },
  {
    q: 'A 2/2 becomes an artifact in addition to its other types. What is it?',
    cat: 'pt',
    objects: { 'your 2/2 creature': bf(2, 2, { types: ['Artifact', 'Creature'] }) },
    rules: ['613.1d'],
  },
  {
    q: 'A 3/3 becomes red until end of turn. What happens?',
    cat: 'pt',
    objects: { 'your 3/3 creature': bf(3, 3, { colors: ['R'] }) },
    rules: ['613.1e'],
  },
  {
    q: 'A 1/1 gets +1/+1 and then gets +2/+2. What is its P/T?',
    cat: 'pt',
    objects: { 'your 1/1 creature': bf(4, 4) },
    rules: ['613.4c'],
  },
  {
    q: 'A 5/5 gets -2/-2 until end of turn. Then the turn ends. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 5/5 creature': bf(5, 5) },
    rules: ['514.2'],
  },
  {
    q: 'A 2/3 has its power and toughness switched, and then it becomes 4/1. What is it now?',
    cat: 'pt',
    objects: { 'your 2/3 creature': bf(1, 4) },
    rules: ['613.4b', '613.4d'],
  },
  {
    q: 'All creatures get -1/-1. My 1/1 and my 3/3: which ones die?',
    cat: 'dies',
    objects: { 'your 1/1 creature': gy, 'your 3/3 creature': bf(2, 2) },
    rules: ['704.5f'],
  },
  // ('Other creatures you control get +1/+1. What is … my 2/2?' is asked back, test/questions/redteam.test.ts:
  // the 2/2 may be the one that has it, and "other" then leaves it 2/2.)
  {
    q: 'Creatures your opponents control get -1/-1. My opponent controls a 2/2. What is its power and toughness?',
    cat: 'pt',
    objects: { "the opponent's 2/2 creature": bf(1, 1) },
    rules: ['613.4c'],
  },
  {
    q: "A 0/4 with defender gets +3/+0 and gains haste. Can it attack?",
    cat: 'yesno',
    verdict: 'no',
    rules: ['702.3b'],
  },

  // ---------------------------------------------------------------------------------------
  // Yes/no questions about keywords (English)
  { q: 'Can a creature with defender block?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'Can a creature with defender attack?', cat: 'yesno', verdict: 'no', rules: ['702.3b'] },
  { q: 'Can a 2/2 block a creature with flying?', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  { q: 'Can a creature with reach block a creature with flying?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'Can a creature with flying block a creature with flying?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'Can a creature with flying be blocked by a 3/3 with reach?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'A 2/2 with flying attacks. Can my 3/3 with reach block it?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'A 2/2 with flying attacks. Can my 5/5 block it?', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  { q: 'Can one creature block a creature with menace?', cat: 'yesno', verdict: 'no', rules: ['702.111b'] },
  { q: 'Can a 2/2 and a 3/3 block a creature with menace?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'Can a tapped creature block?', cat: 'yesno', verdict: 'no', rules: ['509.1a'] },
  { q: 'Can a creature with summoning sickness attack?', cat: 'yesno', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a creature with haste and summoning sickness attack?', cat: 'yesno', verdict: 'yes', rules: ['508.1a'] },
  { q: 'Can a 3/3 that just came under my control this turn attack?', cat: 'yesno', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a tapped creature attack?', cat: 'yesno', verdict: 'no', rules: ['508.1a'] },
  { q: 'Can a creature that can\'t block block?', cat: 'yesno', verdict: 'no', rules: ['509.1b'] },
  { q: 'Can a creature with protection from red be blocked by a red creature?', cat: 'yesno', verdict: 'no', rules: ['702.16f'] },
  { q: 'Can a creature with protection from red be blocked by a green 2/2?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'Can a red creature block a creature with protection from white?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'Can a creature with shroud be targeted by my spell?', cat: 'yesno', verdict: 'no', rules: ['702.18a'] },
  { q: 'Can I target my own creature with hexproof?', cat: 'yesno', verdict: 'yes', rules: ['601.2c'] },
  { q: "Can I target my opponent's creature with hexproof with a spell?", cat: 'yesno', verdict: 'no', rules: ['702.11b'] },
  { q: 'Can my opponent target my creature with hexproof?', cat: 'yesno', verdict: 'no', rules: ['702.11b'] },
  { q: 'Can I target a creature with shroud that I control?', cat: 'yesno', verdict: 'no', rules: ['702.18a'] },
  { q: 'Can I target a creature with ward 2?', cat: 'yesno', verdict: 'yes', rules: ['601.2c'] },
  { q: 'Can a 1/1 with vigilance attack?', cat: 'yesno', verdict: 'yes', rules: ['508.1a'] },
  { q: 'Can a creature that can\'t be blocked be blocked by a 2/2?', cat: 'yesno', verdict: 'no', rules: ['509.1b'] },
  { q: 'Can a creature with intimidate be blocked by a colorless 2/2?', cat: 'yesno', verdict: 'no', rules: ['702.13b'] },
  { q: 'Can a black creature block a creature with fear?', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'Can a green 2/2 block a creature with fear?', cat: 'yesno', verdict: 'no', rules: ['702.36b'] },
  { q: 'A 2/2 loses defender. Can it attack?', cat: 'yesno', verdict: 'yes', rules: ['508.1a'] },

  // ---------------------------------------------------------------------------------------
  // Damage: prevention and doubling (English)
  {
    q: 'Prevent all combat damage this turn. A 5/5 attacks and is blocked by a 2/2. What happens?',
    cat: 'damage',
    objects: { "the opponent's 2/2 creature": bf(2, 2, { damage: 0 }), 'your 5/5 creature': bf(5, 5, { damage: 0 }) },
    rules: ['615.1a'],
  },
  {
    q: 'Prevent the next 3 damage that would be dealt to my 2/2. It is dealt 4 damage. Does it die?',
    cat: 'damage',
    verdict: 'no',
    objects: { 'your 2/2 creature': bf(2, 2, { damage: 1 }) },
    rules: ['615.7'],
  },
  {
    q: 'Damage dealt by my 3/3 is doubled. It attacks and nobody blocks. How much life does the opponent have?',
    cat: 'damage',
    life: { B: 14 },
    rules: ['614.1a'],
  },
  {
    q: 'My 2/2 deals double damage. It attacks unblocked. How much damage does the opponent take?',
    cat: 'damage',
    life: { B: 16 },
    rules: ['614.1a'],
  },
  {
    q: 'Damage dealt by my 2/2 is doubled. It attacks and is blocked by a 3/3. Does the 3/3 die?',
    cat: 'damage',
    verdict: 'yes',
    objects: { "the opponent's 3/3 creature": gy, 'your 2/2 creature': gy },
    rules: ['614.1a', '704.5g'],
  },
  {
    q: 'Deal 5 damage to my opponent. How much life does my opponent have?',
    cat: 'damage',
    life: { B: 15 },
    rules: ['120.3a'],
  },
  {
    q: 'My opponent loses 3 life and then gains 2 life. What is my opponent\'s life total?',
    cat: 'damage',
    life: { B: 19 },
    rules: ['119.3'],
  },
  {
    q: 'A 3/3 with lifelink deals 3 damage to a 2/2. How much life do I have?',
    cat: 'damage',
    life: { A: 23 },
    objects: { 'your 2/2 creature': gy },
    rules: ['702.15b'],
  },
  {
    q: 'Prevent all damage that would be dealt to my 2/2 this turn. A 4/4 deals 4 damage to it. Does it survive?',
    cat: 'damage',
    verdict: 'yes',
    objects: { 'your 2/2 creature': bf(2, 2, { damage: 0 }) },
    rules: ['615.1a'],
  },
  // "without <keyword>": a described creature simply lacks it (702.9b, 702.17b decide the block).
  {
    q: 'Can a 3/3 without flying block a 2/2 with flying?',
    cat: 'yesno',
    verdict: 'no',
    objects: { 'your 3/3 creature': bf(3, 3, { without: ['flying', 'reach'] }), "the opponent's 2/2 flying creature": bf(2, 2, { keywords: ['flying'] }) },
    rules: ['702.9b', '509.1b'],
  },
  { q: 'Can a 2/2 without flying block a 1/1?', cat: 'yesno', verdict: 'yes', objects: { 'your 2/2 creature': bf(2, 2, { without: ['flying'] }) }, rules: ['509.1a'] },
  { q: 'Can a 2/2 without reach or flying block a 1/1 with flying?', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  {
    q: 'Can a 3/3 with reach and without flying block a 2/2 with flying?',
    cat: 'yesno',
    verdict: 'yes',
    objects: { 'your 3/3 reach creature': bf(3, 3, { keywords: ['reach'], without: ['flying'] }) },
    rules: ['509.1a'],
  },
  // Lists of counters; a +1/+1 and a -1/-1 counter are removed in pairs (704.5q).
  {
    q: 'My 3/3 has a +1/+1 counter and a -1/-1 counter. What is its power?',
    cat: 'pt',
    objects: { 'your 3/3 creature': bf(3, 3, { counters: {} }) },
    rules: ['704.5q'],
  },
  {
    q: 'My 2/2 has two +1/+1 counters and a -1/-1 counter. How big is it?',
    cat: 'pt',
    objects: { 'your 2/2 creature': bf(3, 3, { counters: { '+1/+1': 1 } }) },
    rules: ['704.5q'],
  },
  {
    q: 'A 2/2 with two +1/+1 counters and a -1/-1 counter on it. What is its power and toughness?',
    cat: 'pt',
    objects: { 'your 2/2 creature': bf(3, 3, { counters: { '+1/+1': 1 } }) },
    rules: ['704.5q', '122.1a'],
  },
  {
    q: 'A 1/1 with a +1/+1 counter and two -1/-1 counters on it. Does it die?',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'your 1/1 creature': gy },
    rules: ['704.5f'],
  },
  // A blocked creature stays blocked when its blocker leaves (509.1h, 506.4): without trample it
  // assigns no combat damage (510.1c); with trample all of it goes to the player (702.19d).
  {
    q: 'A 4/4 attacks and is blocked by a 2/2; before damage the blocker is destroyed. Does the 4/4 deal damage to the player?',
    cat: 'combat',
    verdict: 'no',
    life: { A: 20, B: 20 },
    objects: { "the opponent's 2/2 creature": gy, 'your 4/4 creature': bf(4, 4, { damage: 0 }) },
    rules: ['509.1h', '510.1c'],
  },
  {
    q: 'A 4/4 with trample attacks and is blocked by a 2/2; before damage the blocker is destroyed. Does the 4/4 deal damage to the player?',
    cat: 'combat',
    verdict: 'yes',
    life: { B: 16 },
    objects: { "the opponent's 2/2 creature": gy },
    rules: ['702.19d'],
  },
  {
    q: 'A 4/4 attacks and is blocked by a 2/2. The blocker is exiled. Does the 4/4 deal damage to my opponent?',
    cat: 'combat',
    verdict: 'no',
    life: { B: 20 },
    objects: { "the opponent's 2/2 creature": { zone: 'exile' } },
    rules: ['510.1c'],
  },
  {
    q: "A 4/4 attacks and is blocked by a 2/2. The blocker is returned to its owner's hand. Does the 4/4 deal damage to my opponent?",
    cat: 'combat',
    verdict: 'no',
    life: { B: 20 },
    objects: { "the opponent's 2/2 creature": { zone: 'hand' } },
    rules: ['510.1c'],
  },
  { q: 'A 3/3 attacks and is not blocked. Does it deal damage to the player?', cat: 'combat', verdict: 'yes', life: { B: 17 }, rules: ['510.1b'] },
  // The story starts with a block and names nobody's creature: the asker attacks, and "the player" is
  // the defending player, the opponent (506.2) — as the shared question sets read such stories.
  {
    // (Destroyed "before combat damage": removed by something else, not the combat's result; said without
    // when, it is asked back — redteam-s13-en.test.ts.)
    q: 'A 2/2 blocks a 3/3 with trample. The 2/2 is destroyed before combat damage. Does the 3/3 deal damage to the player?',
    cat: 'combat',
    verdict: 'yes',
    life: { A: 20, B: 17 },
    objects: { "the opponent's 2/2 creature": gy },
    rules: ['509.1h', '702.19d'],
  },
  // "deals combat damage to <player>": it attacked and wasn't blocked (510.1b).
  {
    q: 'A 2/2 with lifelink deals combat damage to my opponent. How much life do I have?',
    cat: 'combat',
    life: { A: 22, B: 18 },
    rules: ['510.1b', '702.15b'],
    says: ['22'],
  },
  { q: 'A 3/3 deals combat damage to my opponent. How much life does my opponent have?', cat: 'combat', life: { A: 20, B: 17 }, rules: ['510.1b'], says: ['17'] },
  {
    q: 'I am at 10 life. A 4/4 with lifelink deals combat damage to my opponent. How much life do I have?',
    cat: 'combat',
    life: { A: 14, B: 16 },
    rules: ['702.15b'],
    says: ['14'],
  },
  // Session 2 (H12): "How many / which creatures die?" is answered by the whole outcome, which
  // names every creature that died (704.5g lethal damage, 704.5h deathtouch).
  {
    q: 'A 3/3 with trample attacks and is blocked by a 1/1 and a 2/2. How many creatures die?',
    cat: 'dies',
    verdict: null,
    life: { B: 20 },
    objects: { 'your 3/3 trample creature': gy, "the opponent's 1/1 creature": gy, "the opponent's 2/2 creature": gy },
    rules: ['510.1c', '704.5g'],
  },
  {
    q: 'A 2/2 with deathtouch attacks and is blocked by a 5/5. How many die?',
    cat: 'dies',
    verdict: null,
    objects: { 'your 2/2 deathtouch creature': gy, "the opponent's 5/5 creature": gy },
    rules: ['704.5g', '704.5h'],
  },
  {
    q: 'A 4/4 attacks and is blocked by a 2/2 and a 3/3. How many creatures die?',
    cat: 'dies',
    verdict: null,
    objects: { 'your 4/4 creature': gy, "the opponent's 2/2 creature": gy, "the opponent's 3/3 creature": bf(3, 3, { damage: 2 }) },
    rules: ['510.1c', '704.5g'],
  },
  // A ward cost told as not paid: the spell is countered by the ward trigger (702.21a, 701.6a).
  { q: "They Lightning Bolt my 3/3 with ward 2 but don't pay for ward. Does my 3/3 die?", cat: 'dies', verdict: 'no', objects: { 'your 3/3 ward {2} creature': bf(3, 3) }, rules: ['702.21a'] },
  { q: "I Shock their 2/2 with ward 1 and don't pay the ward cost. Does the 2/2 die?", cat: 'dies', verdict: 'no', objects: { "the opponent's 2/2 ward {1} creature": bf(2, 2) }, rules: ['702.21a'] },
  { q: "My opponent casts Lightning Bolt on my 1/1 with ward 3 and doesn't pay the ward. What happens to my 1/1?", cat: 'dies', verdict: null, objects: { 'your 1/1 ward {3} creature': bf(1, 1) }, rules: ['702.21a'] },
  // A "counter unless its controller pays" cost told as paid, declined, or unpayable (118.12a): the told choice is run.
  { q: 'I cast Lightning Bolt on their 3/3 with ward 2. I pay {2}. Does it die?', cat: 'dies', verdict: 'yes', objects: { "the opponent's 3/3 ward {2} creature": gy }, rules: ['118.12a'] },
  { q: 'They Shock my 2/2 with ward 1, and they paid the 1. Does my 2/2 die?', cat: 'dies', verdict: 'yes', objects: { 'your 2/2 ward {1} creature': gy }, rules: ['118.12a'] },
  { q: "I cast Lightning Bolt targeting their 2/2 with ward 3 and I can't pay. Does their 2/2 die?", cat: 'dies', verdict: 'no', objects: { "the opponent's 2/2 ward {3} creature": bf(2, 2) }, rules: ['118.12a', '701.6a'] },
  { q: "They cast Lightning Bolt on my 3/3 with ward 2. They didn't pay. Does my 3/3 die?", cat: 'dies', verdict: 'no', objects: { 'your 3/3 ward {2} creature': bf(3, 3) }, rules: ['118.12a', '701.6a'] },
  // Session 13 (English as written): "the turn it comes in" is the turn it arrived, so summoning sick (302.6).
  { q: 'Can I tap Llanowar Elves for mana the turn it comes in?', cat: 'yesno', verdict: 'no', rules: ['302.6', '602.5a'] },
  { q: 'Can my Grizzly Bears attack the turn I cast it?', cat: 'yesno', verdict: 'no', rules: ['302.6', '508.1a'] },
  // A number before "attacker"/"blocker" introduces that many (509.1a: one creature blocks one attacker).
  { q: 'Can one blocker block two attackers?', cat: 'combat', verdict: 'no', rules: ['509.1a'] },
  // A bare "how much" after a question of amounts; a life total said as what the total is (119.1).
  { q: 'I cast Lightning Bolt targeting my opponent. Who takes damage and how much?', cat: 'damage', verdict: null, life: { A: 20, B: 17 }, rules: ['120.3'] },
  { q: 'My life total is 6. My opponent casts Lightning Bolt targeting me. What is my life?', cat: 'damage', verdict: null, life: { A: 3 }, rules: ['120.3'] },
  { q: 'Life totals are both 5. My Serra Angel attacks and nobody blocks. What are the life totals?', cat: 'combat', verdict: null, life: { A: 5, B: 1 }, rules: ['510.1a'] },
  // "While X is on the stack, …": in response to X (117.3c), so it resolves first (405.5).
  { q: 'I cast Shock targeting my opponent\'s Llanowar Elves. While Shock is still on the stack, they cast Giant Growth on their Elves. Do the Elves die?', cat: 'dies', verdict: 'no', objects: { 'Llanowar Elves': bf(4, 4, { damage: 2 }) }, rules: ['117.3c', '405.5'] },
  // "All I have untapped is X": what the player has, as "I have X untapped".
  { q: 'Their 2/2 attacks me. All I have untapped is Llanowar Elves. Can I block with it?', cat: 'combat', verdict: 'yes', rules: ['509.1a'] },
];

/** Japanese questions (the same categories, worded as Japanese players ask). */
export const ASK_QUESTIONS_JA: AskRow[] = [
  // 「支払った」「払わなかった」「払えない」「支払わない」: the told "unless its controller pays" choice (118.12a).
  { q: '護法{2}を持つ相手の3/3に《Lightning Bolt》を唱えて、{2}を支払った。3/3は死ぬ？', cat: 'dies', verdict: 'yes', objects: { '対戦相手の護法{2}の3/3クリーチャー': gy }, rules: ['118.12a'] },
  { q: '護法{1}を持つ相手の2/2に《Lightning Bolt》を撃った。{1}を払った。2/2は死ぬ？', cat: 'dies', verdict: 'yes', objects: { '対戦相手の護法{1}の2/2クリーチャー': gy }, rules: ['118.12a'] },
  { q: '護法{3}を持つ相手の2/2に《Lightning Bolt》を唱えたが、払えない。2/2は死ぬ？', cat: 'dies', verdict: 'no', objects: { '対戦相手の護法{3}の2/2クリーチャー': bf(2, 2) }, rules: ['118.12a', '701.6a'] },
  { q: '護法{2}を持つ相手の3/3に《Lightning Bolt》を唱えた。支払わない。3/3は死ぬ？', cat: 'dies', verdict: 'no', objects: { '対戦相手の護法{2}の3/3クリーチャー': bf(3, 3) }, rules: ['118.12a', '701.6a'] },
  { q: '相手が護法{2}を持つ私の3/3に《Lightning Bolt》を唱えた。相手は払わなかった。3/3は死ぬ？', cat: 'dies', verdict: 'no', objects: { 'あなたの護法{2}の3/3クリーチャー': bf(3, 3) }, rules: ['118.12a', '701.6a'] },
  {
    q: 'トランプルを持つ6/6が3/5にブロックされた。どうなりますか？',
    cat: 'combat',
    life: { B: 19 },
    objects: { '対戦相手の3/5クリーチャー': gy, 'あなたのトランプルの6/6クリーチャー': bf(6, 6, { damage: 3 }) },
    rules: ['702.19b'],
  },
  {
    q: 'トランプルと絆魂を持つ7/7が攻撃し、2/2と3/3にブロックされた。ライフはどうなりますか？',
    cat: 'combat',
    life: { A: 27, B: 18 },
    objects: { '対戦相手の2/2クリーチャー': gy, '対戦相手の3/3クリーチャー': gy },
    rules: ['702.19b', '702.15b'],
  },
  {
    q: '5/5で攻撃し、ブロックされなかった。相手のライフは？',
    cat: 'combat',
    life: { B: 15 },
    rules: ['510.1a'],
  },
  {
    q: '対戦相手の4/4が攻撃してきた。自分の2/2と3/3でブロックする。4/4は死にますか？',
    cat: 'combat',
    verdict: 'yes',
    objects: { '対戦相手の4/4クリーチャー': gy, 'あなたの2/2クリーチャー': gy, 'あなたの3/3クリーチャー': bf(3, 3, { damage: 2 }) },
    rules: ['510.1c'],
  },
  {
    q: '先制攻撃を持つ2/2が3/3にブロックされました。2/2は生き残りますか？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'あなたの先制攻撃の2/2クリーチャー': gy, '対戦相手の3/3クリーチャー': bf(3, 3, { damage: 2 }) },
    rules: ['702.7b'],
  },
  {
    q: '二段攻撃を持つ3/3が2/4にブロックされた。どうなりますか',
    cat: 'combat',
    objects: { '対戦相手の2/4クリーチャー': gy, 'あなたの二段攻撃の3/3クリーチャー': bf(3, 3, { damage: 2 }) },
    rules: ['702.4b'],
  },
  {
    q: '接死を持つ1/1が5/5をブロックした。5/5は死亡しますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの5/5クリーチャー': gy, '対戦相手の接死の1/1クリーチャー': gy },
    rules: ['702.2b', '704.5h'],
  },
  {
    q: '接死とトランプルを持つ2/2が5/5にブロックされた。対戦相手は何点のダメージを受けますか？',
    cat: 'combat',
    life: { B: 19 },
    objects: { '対戦相手の5/5クリーチャー': gy },
    rules: ['702.2c', '702.19b'],
  },
  {
    q: '絆魂を持つ3/3が攻撃し、ブロックされなかった。自分のライフはいくつ？',
    cat: 'combat',
    life: { A: 23, B: 17 },
    rules: ['702.15b'],
  },
  {
    q: '4/4が2/2にブロックされた。ダメージの前に、ブロック・クリーチャーが破壊された。どうなりますか？',
    cat: 'combat',
    life: { B: 20 },
    objects: { '対戦相手の2/2クリーチャー': gy, 'あなたの4/4クリーチャー': bf(4, 4, { damage: 0 }) },
    rules: ['509.1h'],
  },
  {
    q: 'トランプルを持つ5/5が2/2にブロックされた。戦闘ダメージの前に2/2が破壊された。相手は何点のダメージを受けますか',
    cat: 'combat',
    life: { B: 15 },
    rules: ['702.19d'],
  },
  {
    q: '破壊不能を持つ2/2が5/5をブロックした。2/2は死亡しますか？',
    cat: 'dies',
    verdict: 'no',
    objects: { '対戦相手の破壊不能の2/2クリーチャー': bf(2, 2, { damage: 5 }) },
    rules: ['702.12b'],
  },
  {
    q: '接死を持つ3/3が破壊不能を持つ4/4にブロックされた。4/4は生き残りますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { '対戦相手の破壊不能の4/4クリーチャー': bf(4, 4, { damage: 3 }) },
    rules: ['702.12b'],
  },
  {
    q: '6/6が3体の2/2にブロックされた。どうなりますか？',
    cat: 'combat',
    objects: { 'あなたの6/6クリーチャー': gy },
    rules: ['510.1c'],
  },
  {
    q: '先制攻撃を持つ5/5が接死を持つ2/2にブロックされた。5/5は生き残りますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの先制攻撃の5/5クリーチャー': bf(5, 5, { damage: 0 }), '対戦相手の接死の2/2クリーチャー': gy },
    rules: ['702.7b'],
  },
  {
    q: '対戦相手のライフは3。3/3が攻撃し、ブロックされなかった。対戦相手は敗北しますか？',
    cat: 'combat',
    verdict: 'yes',
    life: { B: 0 },
    rules: ['704.5a'],
  },
  {
    q: '3/3がターン終了時まで+2/+2の修整を受け、攻撃して4/4にブロックされた。3/3は生き残りますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの3/3クリーチャー': bf(5, 5, { damage: 4 }), '対戦相手の4/4クリーチャー': gy },
    rules: ['613.4c'],
  },
  {
    q: '2/2に-1/-1カウンターを2個置く。それは死亡しますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの2/2クリーチャー': gy },
    rules: ['704.5f'],
  },
  {
    q: '破壊不能を持つ1/1に-1/-1カウンターを1個置く。死亡しますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの破壊不能の1/1クリーチャー': gy },
    rules: ['704.5f'],
  },
  {
    q: '破壊不能を持つ2/2を破壊する。2/2は戦場に残りますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの破壊不能の2/2クリーチャー': bf(2, 2) },
    rules: ['702.12b'],
  },
  {
    q: '3/3に2点のダメージを与え、さらに1点のダメージを与える。3/3は死亡しますか',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの3/3クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '2/4に3点のダメージを与える。2/4は生き残りますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの2/4クリーチャー': bf(2, 4, { damage: 3 }) },
    rules: ['120.3e'],
  },
  {
    q: '相手の5/5が攻撃してきたので、先制攻撃を持つ自分の2/2でブロックした。2/2は生き残りますか？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'あなたの先制攻撃の2/2クリーチャー': gy, '対戦相手の5/5クリーチャー': bf(5, 5, { damage: 2 }) },
    rules: ['702.7b'],
  },
  {
    q: '飛行と絆魂を持つ3/3で攻撃した。相手はブロックしなかった。自分のライフはいくつになりますか？',
    cat: 'combat',
    life: { A: 23, B: 17 },
    rules: ['702.15b'],
  },
  {
    q: '3/3が攻撃し、相手は1/1と1/1でブロックした。3/3は死にますか？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'あなたの3/3クリーチャー': bf(3, 3, { damage: 2 }), '対戦相手の1体目の1/1クリーチャー': gy, '対戦相手の2体目の1/1クリーチャー': gy },
    rules: ['510.1c'],
  },
  {
    q: '自分の4/4の基本のパワーとタフネスが1/1になる。その後、+2/+2の修整を受ける。4/4のパワーとタフネスは？',
    cat: 'pt',
    objects: { 'あなたの4/4クリーチャー': bf(3, 3) },
    rules: ['613.4b', '613.4c'],
  },
  { q: 'タップ状態の2/2はブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['509.1a'] },
  {
    q: '先制攻撃持ちの3/3は、接死持ちの2/2にブロックされても生き残りますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの先制攻撃の3/3クリーチャー': bf(3, 3, { damage: 0 }), '対戦相手の接死の2/2クリーチャー': gy },
    rules: ['702.7b'],
  },
  {
    q: '3/3飛行クリーチャーで攻撃し、相手が到達を持つ2/2でブロックした場合、どうなりますか？',
    cat: 'combat',
    objects: { '対戦相手の到達の2/2クリーチャー': gy },
    rules: ['509.1a'],
  },
  // P/T and layers (Japanese)
  {
    q: '2/2が+2/+2の修整を受け、その後0/1になる。パワーとタフネスは？',
    cat: 'pt',
    objects: { 'あなたの2/2クリーチャー': bf(2, 3) },
    rules: ['613.4b', '613.4c'],
  },
  {
    q: '4/4のパワーとタフネスを入れ替え、その後+2/+0の修整を受ける。パワーとタフネスはいくつになりますか',
    cat: 'pt',
    objects: { 'あなたの4/4クリーチャー': bf(4, 6) },
    rules: ['613.4d'],
  },
  {
    q: '自分の2/2に+1/+1カウンターを2個置く。パワーとタフネスは？',
    cat: 'pt',
    objects: { 'あなたの2/2クリーチャー': bf(4, 4, { counters: { '+1/+1': 2 } }) },
    rules: ['613.4c'],
  },
  {
    q: 'すべての白のクリーチャーは+1/+1の修整を受ける。白い2/2のパワーとタフネスはいくつ？',
    cat: 'pt',
    objects: { 'あなたの白の2/2クリーチャー': bf(3, 3) },
    rules: ['613.4c'],
  },
  {
    q: 'あなたがコントロールするクリーチャーは+1/+1の修整を受ける。自分の2/2はターン終了時まで0/1になる。2/2のパワーとタフネスは？',
    cat: 'pt',
    objects: { 'あなたの2/2クリーチャー': bf(1, 2) },
    rules: ['613.4b', '613.4c'],
  },
  {
    q: '飛行を持つ3/3が飛行を失う。3/3はまだ飛行を持っていますか？',
    cat: 'pt',
    verdict: 'no',
    objects: { 'あなたの飛行の3/3クリーチャー': bf(3, 3, { without: ['flying'] }) },
    rules: ['613.1f'],
  },
  {
    q: '2/2がターン終了時までトランプルを得る。2/2はトランプルを持っていますか？',
    cat: 'pt',
    verdict: 'yes',
    objects: { 'あなたの2/2クリーチャー': bf(2, 2, { keywords: ['trample'] }) },
    rules: ['613.1f'],
  },
  {
    q: '3/3が赤になる。どうなりますか？',
    cat: 'pt',
    objects: { 'あなたの3/3クリーチャー': bf(3, 3, { colors: ['R'] }) },
    rules: ['613.1e'],
  },
  {
    q: '2/2が追加でアーティファクトになる。どうなりますか？',
    cat: 'pt',
    objects: { 'あなたの2/2クリーチャー': bf(2, 2, { types: ['Artifact', 'Creature'] }) },
    rules: ['613.1d'],
  },
  {
    q: '1/1が+1/+1の修整を受け、さらに+2/+2の修整を受ける。パワーとタフネスは？',
    cat: 'pt',
    objects: { 'あなたの1/1クリーチャー': bf(4, 4) },
    rules: ['613.4c'],
  },
  {
    q: '5/5がターン終了時まで-2/-2の修整を受ける。その後ターンが終わる。5/5のパワーとタフネスは？',
    cat: 'pt',
    objects: { 'あなたの5/5クリーチャー': bf(5, 5) },
    rules: ['514.2'],
  },
  // Yes/no (Japanese)
  { q: '防衛を持つクリーチャーは攻撃できますか？', cat: 'yesno', verdict: 'no', rules: ['702.3b'] },
  { q: '防衛を持つクリーチャーはブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: '被覆を持つクリーチャーを自分の呪文の対象にできますか?', cat: 'yesno', verdict: 'no', rules: ['702.18a'] },
  { q: '呪禁を持つ自分のクリーチャーを自分の呪文の対象にできますか？', cat: 'yesno', verdict: 'yes', rules: ['601.2c'] },
  { q: '対戦相手の呪禁を持つクリーチャーを対象にできますか？', cat: 'yesno', verdict: 'no', rules: ['702.11b'] },
  { q: '飛行を持つ2/2を3/3でブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  { q: '到達を持つクリーチャーは飛行を持つクリーチャーをブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: '飛行を持つ2/2が攻撃した。到達を持つ2/4でブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: '威迫を持つクリーチャーを1体のクリーチャーでブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['702.111b'] },
  { q: '威迫を持つ3/3を2/2と1/1でブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'タップ状態のクリーチャーはブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['509.1a'] },
  { q: '召喚酔いのクリーチャーは攻撃できますか？', cat: 'yesno', verdict: 'no', rules: ['302.6'] },
  { q: '速攻を持つ召喚酔いのクリーチャーは攻撃できますか？', cat: 'yesno', verdict: 'yes', rules: ['508.1a'] },
  { q: 'このターン戦場に出た3/3は攻撃できますか？', cat: 'yesno', verdict: 'no', rules: ['302.6'] },
  { q: '赤からのプロテクションを持つクリーチャーは赤いクリーチャーにブロックされますか？', cat: 'yesno', verdict: 'no', rules: ['702.16f'] },
  { q: 'プロテクション（赤）を持つ2/2を緑の3/3でブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: '警戒を持つ4/4は攻撃できますか？', cat: 'yesno', verdict: 'yes', rules: ['508.1a'] },
  { q: '飛行を持つクリーチャーは飛行を持つクリーチャーをブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: 'ブロックされないクリーチャーを2/2でブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['509.1b'] },
  { q: '防衛を持つ0/4が防衛を失う。0/4は攻撃できますか？', cat: 'yesno', verdict: 'yes', rules: ['508.1a'] },
  { q: '護法2を持つクリーチャーを対象にできますか？', cat: 'yesno', verdict: 'yes', rules: ['601.2c'] },
  // Damage (Japanese)
  {
    q: 'このターン、すべての戦闘ダメージを軽減する。5/5が攻撃し、2/2にブロックされた。どうなりますか？',
    cat: 'damage',
    objects: { '対戦相手の2/2クリーチャー': bf(2, 2, { damage: 0 }), 'あなたの5/5クリーチャー': bf(5, 5, { damage: 0 }) },
    rules: ['615.1a'],
  },
  {
    q: '自分の2/2に与えられる次の3点のダメージを軽減する。2/2に4点のダメージを与える。2/2は死亡しますか？',
    cat: 'damage',
    verdict: 'no',
    objects: { 'あなたの2/2クリーチャー': bf(2, 2, { damage: 1 }) },
    rules: ['615.7'],
  },
  {
    q: '自分の3/3が与えるダメージは2倍になる。3/3が攻撃し、ブロックされなかった。相手のライフは？',
    cat: 'damage',
    life: { B: 14 },
    rules: ['614.1a'],
  },
  {
    q: '対戦相手に5点のダメージを与える。対戦相手のライフはいくつ？',
    cat: 'damage',
    life: { B: 15 },
    rules: ['120.3a'],
  },
  {
    q: '対戦相手が3点のライフを失い、2点のライフを得る。対戦相手のライフは？',
    cat: 'damage',
    life: { B: 19 },
    rules: ['119.3'],
  },
  {
    q: '絆魂を持つ3/3が2/2に3点のダメージを与える。自分のライフは？',
    cat: 'damage',
    life: { A: 23 },
    rules: ['702.15b'],
  },
  // Session 2 (H10): how much damage gets through (an outcome question, like "How much damage
  // gets through?"), 「どちらが死亡しますか」 with first/double strike, 「〜を持たない」, 「〜は…をブロックできますか」.
  // Deathtouch + trample: 1 damage is lethal to the 3/5 (702.2c), the other 5 trample over (702.19b).
  {
    q: 'トランプルと接死を持つ6/6が3/5にブロックされた。何点のダメージが通りますか？',
    cat: 'combat',
    life: { A: 20, B: 15 },
    objects: { '対戦相手の3/5クリーチャー': gy, 'あなたの6/6クリーチャー': bf(6, 6, { damage: 3 }) },
    rules: ['702.19b', '702.2c', '704.5h'],
  },
  {
    q: 'トランプルを持つ6/6が3/5にブロックされた。何点通りますか？',
    cat: 'combat',
    life: { B: 19 },
    objects: { '対戦相手の3/5クリーチャー': gy, 'あなたのトランプルの6/6クリーチャー': bf(6, 6, { damage: 3 }) },
    rules: ['702.19b', '510.1c'],
  },
  {
    q: 'トランプルを持つ5/5が2/2にブロックされた。プレイヤーに何点のダメージが入りますか？',
    cat: 'combat',
    life: { B: 17 },
    objects: { '対戦相手の2/2クリーチャー': gy, 'あなたのトランプルの5/5クリーチャー': bf(5, 5, { damage: 2 }) },
    rules: ['702.19b'],
  },
  {
    q: 'トランプルを持つ4/4が1/1にブロックされた。対戦相手に何点のダメージが入りますか？',
    cat: 'combat',
    life: { B: 17 },
    objects: { '対戦相手の1/1クリーチャー': gy },
    rules: ['702.19b'],
    says: ['17'],
  },
  {
    q: 'トランプルを持つ7/7が3/3と2/2にブロックされた。対戦相手のライフはいくつになりますか？',
    cat: 'combat',
    life: { B: 18 },
    objects: { '対戦相手の3/3クリーチャー': gy, '対戦相手の2/2クリーチャー': gy, 'あなたのトランプルの7/7クリーチャー': bf(7, 7, { damage: 5 }) },
    rules: ['702.19b', '704.5g'],
    says: ['18'],
  },
  {
    q: 'トランプルを持つ6/6が攻撃し、2/4にブロックされた。ダメージは何点通りますか？',
    cat: 'combat',
    life: { B: 18 },
    objects: { '対戦相手の2/4クリーチャー': gy, 'あなたのトランプルの6/6クリーチャー': bf(6, 6, { damage: 2 }) },
    rules: ['702.19b'],
  },
  // No trample: a blocked creature's damage goes only to its blockers (510.1c); nothing reaches the player.
  {
    q: '接死を持つ1/1が4/4にブロックされた。何点のダメージが通りますか？',
    cat: 'combat',
    life: { B: 20 },
    objects: { 'あなたの接死の1/1クリーチャー': gy, '対戦相手の4/4クリーチャー': gy },
    rules: ['702.2b', '704.5h'],
  },
  // Two creatures of the same size in one clause are two creatures; first strike kills the
  // blocker before it deals damage (702.7b), and double strike's first step does the same (702.4b).
  {
    q: '先制攻撃を持つ2/2が2/2にブロックされた。どちらが死亡しますか？',
    cat: 'dies',
    life: { B: 20 },
    objects: { 'あなたの先制攻撃の2/2クリーチャー': bf(2, 2, { damage: 0 }), '対戦相手の2/2クリーチャー': gy },
    rules: ['702.7b', '510.4'],
  },
  {
    q: '二段攻撃を持つ2/2が2/2にブロックされた。どちらが死亡しますか？',
    cat: 'dies',
    life: { B: 20 },
    objects: { 'あなたの二段攻撃の2/2クリーチャー': bf(2, 2, { damage: 0 }), '対戦相手の2/2クリーチャー': gy },
    rules: ['702.4b', '510.1c'],
  },
  {
    q: '3/3が3/3にブロックされた。どちらが死にますか？',
    cat: 'dies',
    objects: { 'あなたの3/3クリーチャー': gy, '対戦相手の3/3クリーチャー': gy },
    rules: ['510.2', '704.5g'],
  },
  // First strike: 2 lethal to the first 2/2, 1 to the second (510.1c); the second survives and deals 2 in the regular step.
  {
    q: '先制攻撃を持つ3/3が2/2と2/2にブロックされた。どれが死亡しますか？',
    cat: 'dies',
    objects: { 'あなたの先制攻撃の3/3クリーチャー': bf(3, 3, { damage: 2 }), '対戦相手の1体目の2/2クリーチャー': gy, '対戦相手の2体目の2/2クリーチャー': bf(2, 2, { damage: 1 }) },
    rules: ['702.7b', '510.4'],
  },
  {
    q: '3/3が攻撃して、2/2にブロックされた。3/3は生き残りますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの3/3クリーチャー': bf(3, 3, { damage: 2 }), '対戦相手の2/2クリーチャー': gy },
    rules: ['510.1a', '704.5g'],
  },
  { q: '飛行を持つ2/2を到達を持たない3/3でブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  { q: '3/3は飛行を持つ2/2をブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  { q: '飛行を持たない2/2は飛行を持つ4/4をブロックできますか？', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  { q: '到達を持つ1/4は飛行を持つ3/3をブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  { q: '威迫を持たない3/3を2/2でブロックできますか？', cat: 'yesno', verdict: 'yes', rules: ['509.1a'] },
  {
    q: 'トランプルを持つ6/6が3/5にブロックされた。6/6は対戦相手に何点のダメージを与えますか？',
    cat: 'combat',
    life: { B: 19 },
    objects: { '対戦相手の3/5クリーチャー': gy },
    rules: ['702.19b'],
    says: ['19'],
  },
  {
    q: '2/2が攻撃して2/2にブロックされた。どうなりますか？',
    cat: 'combat',
    objects: { 'あなたの2/2クリーチャー': gy, '対戦相手の2/2クリーチャー': gy },
    rules: ['510.2', '704.5g'],
  },
  // Double strike: 3 in the first step, 3 more in the second (6 >= 4); the 4/4 deals its 4 in the second step.
  {
    q: '二段攻撃を持つ3/3が攻撃し、4/4にブロックされた。どちらが死亡しますか？',
    cat: 'dies',
    objects: { 'あなたの二段攻撃の3/3クリーチャー': gy, '対戦相手の4/4クリーチャー': gy },
    rules: ['702.4b', '704.5g'],
  },
  // A blocker with first strike kills the attacker before it deals damage (702.7b).
  {
    q: '対戦相手の3/3が攻撃してきた。先制攻撃を持つ自分の3/3でブロックした。どちらが死にますか？',
    cat: 'dies',
    objects: { '対戦相手の3/3クリーチャー': gy, 'あなたの先制攻撃の3/3クリーチャー': bf(3, 3, { damage: 0 }) },
    rules: ['702.7b', '510.4'],
  },
  {
    q: '3/3で飛行を持つ2/2をブロックできる？',
    cat: 'yesno',
    verdict: 'no',
    rules: ['702.9b'],
  },
  // Session 2 (H12): 「Xはプレイヤーにダメージを与えますか」 (yes/no). A blocked creature stays blocked
  // when its blocker leaves (509.1h) and then assigns no combat damage (510.1c), unless it has
  // trample (702.19d); an unblocked one damages the player it attacks (510.1b).
  {
    q: '4/4が攻撃し、2/2にブロックされた。ダメージの前に2/2が破壊された。4/4はプレイヤーにダメージを与えますか？',
    cat: 'combat',
    verdict: 'no',
    life: { A: 20, B: 20 },
    objects: { '対戦相手の2/2クリーチャー': gy, 'あなたの4/4クリーチャー': bf(4, 4, { damage: 0 }) },
    rules: ['509.1h', '510.1c'],
  },
  {
    q: 'トランプルを持つ4/4が攻撃し、2/2にブロックされた。ダメージの前に2/2が破壊された。4/4はプレイヤーにダメージを与えますか？',
    cat: 'combat',
    verdict: 'yes',
    life: { B: 16 },
    objects: { '対戦相手の2/2クリーチャー': gy },
    rules: ['702.19d'],
  },
  {
    q: '4/4が攻撃し、2/2にブロックされた。2/2が追放された。4/4は対戦相手にダメージを与えますか？',
    cat: 'combat',
    verdict: 'no',
    life: { B: 20 },
    objects: { '対戦相手の2/2クリーチャー': { zone: 'exile' } },
    rules: ['510.1c'],
  },
  { q: '3/3が攻撃し、ブロックされなかった。3/3は対戦相手にダメージを与えますか？', cat: 'combat', verdict: 'yes', life: { B: 17 }, rules: ['510.1b'] },
  // ---------------------------------------------------------------------------------------
  // Japanese as players write it (issue 12, JA helper): context sentences, states told as facts, plain creatures.
  // Context with nothing about the board (初心者です, 質問なんですが, 揉めたんですけど) is read past.
  {
    q: '初心者です。接死を持つ1/1が5/5をブロックしました。5/5は死にますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの5/5クリーチャー': gy, '対戦相手の接死の1/1クリーチャー': gy },
    rules: ['702.2b'],
  },
  {
    q: 'すみません、素朴な疑問なんですが、3/3が2/2と2/2にブロックされたら3/3は死にますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの3/3クリーチャー': gy },
    rules: ['510.1c'],
  },
  {
    q: '友達と揉めたんですけど、トランプルを持つ6/6が1/1にブロックされたら、相手は何点受けますか？',
    cat: 'damage',
    life: { B: 15 },
    objects: { '対戦相手の1/1クリーチャー': gy },
    rules: ['702.19b'],
  },
  // Life and poison told as facts: ライフ3で, お互いライフ1のとき, 毒カウンター8個でライフ20; 勝ち asks whether the asker wins.
  {
    q: 'ライフ3で、相手の4/4に攻撃された。ブロックしなかったら負けますか？',
    cat: 'yesno',
    verdict: 'yes',
    life: { A: -1 },
    rules: ['704.5a'],
  },
  {
    q: 'お互いライフ1のとき、相手の1/1が攻撃してきて、ブロックしなかった。私は負けますか？',
    cat: 'yesno',
    verdict: 'yes',
    life: { A: 0, B: 1 },
    rules: ['704.5a'],
  },
  {
    q: '相手は毒カウンター8個でライフ20。毒性2を持つ1/1で攻撃して、ブロックされなかった。勝てますか？',
    cat: 'yesno',
    verdict: 'yes',
    life: { B: 19 },
    rules: ['702.164c', '704.5c'],
  },
  {
    q: '相手のライフは5。3/3で攻撃して、ブロックされなかった。勝ちですか？',
    cat: 'yesno',
    verdict: 'no',
    life: { B: 2 },
    rules: ['510.1a'],
  },
  // 普通の / ただの: a plain creature, one of a list of blockers (never a second with-phrase dropped).
  {
    q: 'トランプルを持つ7/7で攻撃して、相手はただの3/3と破壊不能の1/1でブロックした。相手は何点受けますか？',
    cat: 'damage',
    life: { B: 17 },
    objects: { '対戦相手の3/3クリーチャー': gy, '対戦相手の破壊不能の1/1クリーチャー': { zone: 'battlefield', damage: 1 } },
    rules: ['702.19b'],
  },
  // What is (not) on the battlefield: 相手にクリーチャーはいません, 他に…いない, 相手の場に…がいる, counts after the particle (2体います).
  {
    q: '相手にクリーチャーはいません。私の4/4で攻撃したら、相手のライフはいくつ？',
    cat: 'combat',
    life: { B: 16 },
    rules: ['510.1a'],
  },
  {
    q: '他にクリーチャーはいない。トランプルを持つ3/3で攻撃して、ブロックされなかった。何点通る？',
    cat: 'damage',
    life: { B: 17 },
    rules: ['510.1a'],
  },
  {
    q: '相手の場に2/2がいます。私の5/5で攻撃して、2/2にブロックされました。2/2は死にますか？',
    cat: 'dies',
    verdict: 'yes',
    objects: { '対戦相手の2/2クリーチャー': gy, 'あなたの5/5クリーチャー': bf(5, 5, { damage: 2 }) },
    rules: ['704.5g'],
  },
  {
    q: '戦場に《セラの天使》が1体います。相手の3/3が攻撃してきて、《セラの天使》でブロックした。3/3は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { '対戦相手の3/3クリーチャー': gy },
    rules: ['704.5g'],
  },
  // 出している / 出てる: a permanent that is out (a state, not a spell cast now).
  {
    q: '《セラの天使》を出している状態で、相手の5/5が攻撃してきた。《セラの天使》でブロックしたら、天使は生き残りますか？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'Serra Angel': gy },
    rules: ['704.5g'],
  },
  // Life to start from (20から, 20スタート) and a second question about another creature (あと3/3は?).
  {
    q: '3/3で攻撃して、ブロックされなかった。相手のライフはいくつ？(20スタート)',
    cat: 'damage',
    life: { B: 17 },
    rules: ['510.1a'],
  },
  {
    q: '4/4で攻撃して、3/3にブロックされた。4/4は死ぬ？あと3/3は？',
    cat: 'dies',
    objects: { 'あなたの4/4クリーチャー': bf(4, 4, { damage: 3 }), '対戦相手の3/3クリーチャー': gy },
    rules: ['704.5g'],
  },
  // Colloquial words for the two players: こっち/うちの (the asker), 向こう/あっち/先方 (the opponent).
  {
    q: '向こうの3/3が攻撃してきて、こっちの2/2でブロックした。2/2は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの2/2クリーチャー': gy, '対戦相手の3/3クリーチャー': bf(3, 3, { damage: 2 }) },
    rules: ['704.5g'],
  },
  {
    q: 'あっちの5/5がうちの《セラの天使》にブロックされた。天使は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'Serra Angel': gy, '対戦相手の5/5クリーチャー': bf(5, 5, { damage: 4 }) },
    rules: ['704.5g'],
  },
  {
    q: '先方の2/2が攻撃してきた。ブロックしなかったら、こっちのライフはいくつ？',
    cat: 'damage',
    life: { A: 18, B: 20 },
    rules: ['510.1a'],
  },
  // Keywords written right after the size, as a list shows them (5/5トランプル, 3/3飛行・絆魂, 4/4接死).
  {
    q: '相手の5/5トランプルが攻撃してきて、私の2/2でブロックした。何点通る？',
    cat: 'damage',
    life: { A: 17 },
    rules: ['702.19b'],
  },
  {
    q: '3/3飛行・絆魂で攻撃してブロックされなかった。私のライフは？',
    cat: 'damage',
    life: { A: 23, B: 17 },
    rules: ['702.15b'],
  },
  {
    q: '4/4接死が攻撃して、5/5にブロックされた。5/5は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    rules: ['704.5h'],
  },
  // A keyword the attack is made "with" (トランプルで攻撃してきた): the attacker has it.
  {
    q: '相手の4/4がトランプルで攻撃してきて、2/2でブロックした。私は何点受ける？',
    cat: 'damage',
    life: { A: 18 },
    rules: ['702.19b'],
  },
  {
    q: '5/5が絆魂で攻撃して、ブロックされなかった。私のライフは？',
    cat: 'damage',
    life: { A: 25, B: 15 },
    rules: ['702.15b'],
  },
  {
    q: '3/3が先制攻撃で攻撃して、2/2にブロックされた。3/3は死ぬ？',
    cat: 'dies',
    verdict: 'no',
    rules: ['702.7b'],
  },
  // Counters told with a bare number (+1/+1カウンター2個の2/2) or as being on it (ついてる, ついた).
  {
    q: '+1/+1カウンター2個の2/2が3/3にブロックされた。2/2は死ぬ？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'あなたの2/2クリーチャー': bf(4, 4, { damage: 3 }), '対戦相手の3/3クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '-1/-1カウンター1個の3/3が2/2にブロックされた。3/3は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    rules: ['704.5g'],
  },
  {
    q: '-1/-1カウンターが2個ついてる4/4が2/2にブロックされた。4/4は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの4/4クリーチャー': gy, '対戦相手の2/2クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '+1/+1カウンターが1個ついた1/1が攻撃して、2/2にブロックされた。1/1は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    rules: ['704.5g'],
  },
  // A 〜する noun ending its clause (体言止め): 「攻撃、」 coordinates, 「ブロック。」 tells what happened.
  {
    q: '相手の3/3が攻撃、私の2/2でブロック。2/2は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの2/2クリーチャー': gy, '対戦相手の3/3クリーチャー': bf(3, 3, { damage: 2 }) },
    rules: ['704.5g'],
  },
  {
    q: '5/5で攻撃して相手は2/2でブロック。5/5は死ぬ？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'あなたの5/5クリーチャー': bf(5, 5, { damage: 2 }), '対戦相手の2/2クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '相手の4/4が攻撃。3/3と2/2でダブルブロック。4/4は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { '対戦相手の4/4クリーチャー': gy },
    rules: ['704.5g'],
  },
  // No block, said as ノーブロック / 素通し, of the one creature attacking.
  {
    q: '4/4で攻撃。ノーブロック。相手のライフは？',
    cat: 'damage',
    life: { A: 20, B: 16 },
    rules: ['510.1a'],
  },
  {
    q: '相手の5/5が攻撃してきたけど素通しした。私のライフは？',
    cat: 'damage',
    life: { A: 15, B: 20 },
    rules: ['510.1a'],
  },
  {
    q: '3/3で攻撃して、ノーブロックで通った。相手のライフは？',
    cat: 'damage',
    life: { B: 17 },
    rules: ['510.1a'],
  },
  // A note in brackets after a creature describes it: counters, keywords.
  {
    q: '相手の5/5が攻撃してきて、私の《セラの天使》(+1/+1カウンター2個)でブロックした。天使は死ぬ？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'Serra Angel': bf(6, 6, { damage: 5 }), '対戦相手の5/5クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '相手の3/3(-1/-1カウンター1個)が攻撃してきて、私の2/2でブロックした。3/3は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { '対戦相手の3/3クリーチャー': gy, 'あなたの2/2クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '2/2(先制攻撃、絆魂)で攻撃して、2/2にブロックされた。私の2/2は死ぬ？',
    cat: 'dies',
    verdict: 'no',
    rules: ['702.7b'],
  },
  // Counters with the particle left out: 「+1/+1カウンター1個乗った2/2」.
  {
    q: '+1/+1カウンター1個乗った2/2が3/3にブロックされた。2/2は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    rules: ['704.5g'],
  },
  {
    q: '-1/-1カウンター2個乗った5/5で攻撃して、2/2にブロックされた。5/5は死ぬ？',
    cat: 'dies',
    verdict: 'no',
    objects: { 'あなたの5/5クリーチャー': bf(3, 3, { damage: 2 }) },
    rules: ['704.5g'],
  },
  // The spell as the topic (って, は) of 撃てる/唱えられる: what is cast, never who casts.
  { q: '相手の呪禁の2/2に《Shock》は撃てますか？', cat: 'casting', verdict: 'no', rules: ['702.11b'] },
  { q: '被覆を持つ相手の3/3に《Lightning Bolt》って撃てる？', cat: 'casting', verdict: 'no', rules: ['702.18a'] },
  { q: '《Giant Growth》って自分の《セラの天使》に撃てますか', cat: 'casting', verdict: 'yes', rules: ['601.2c'] },
  // "X's attack" blocked (4/4の攻撃を…でブロック) is X, the attacking creature.
  {
    q: '4/4の攻撃を2/2でブロックした。2/2は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの2/2クリーチャー': gy, '対戦相手の4/4クリーチャー': bf(4, 4, { damage: 2 }) },
    rules: ['704.5g'],
  },
  {
    q: '相手の3/3のアタックを1/1でチャンプブロックした。3/3は生き残る？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'あなたの1/1クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '相手の《セラの天使》の攻撃を私の5/5の飛行クリーチャーでブロックした。天使は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { 'Serra Angel': gy },
    rules: ['704.5g'],
  },
  // Everyday words for power and toughness: 攻撃力, 防御力.
  { q: '3/3に《Giant Growth》を撃ったら攻撃力はいくつ？', cat: 'pt', objects: { 'あなたの3/3クリーチャー': bf(6, 6) }, rules: ['613.4c'] },
  { q: '2/2に+1/+1カウンターを2個置いた。防御力は？', cat: 'pt', objects: { 'あなたの2/2クリーチャー': bf(4, 4) }, rules: ['613.4c'] },
  { q: '《セラの天使》に+1/+1カウンターを1個置いた。攻撃力と防御力は？', cat: 'pt', objects: { 'Serra Angel': bf(5, 5) }, rules: ['613.4c'] },
  // A player attacks with nothing said: the one creature of theirs the question tells of.
  { q: '自分の3/3に《Giant Growth》を撃って攻撃した。ブロックされなかったら相手のライフは？', cat: 'damage', life: { B: 14 }, rules: ['510.1a'] },
  { q: '自分の2/2に+1/+1カウンターを置いて攻撃した。ブロックされなかったら相手のライフは？', cat: 'damage', life: { B: 17 }, rules: ['510.1a'] },
  { q: '私の《セラの天使》に+1/+1カウンターを2個置いて殴りました。ブロックされなかったら相手のライフは？', cat: 'damage', life: { B: 14 }, rules: ['510.1a'] },
  // Life said to go up or down (増える, 減る), asked how much.
  { q: '絆魂を持つ2/2で攻撃して、ブロックされなかった。ライフは何点増える？', cat: 'damage', life: { A: 22, B: 18 }, rules: ['702.15b'] },
  { q: '3/3で攻撃して、ブロックされなかった。相手のライフは何点減る？', cat: 'damage', life: { B: 17 }, rules: ['510.1a'] },
  { q: '相手の4/4が攻撃してきて、ブロックしなかった。私のライフはどれだけ減る？', cat: 'damage', life: { A: 16 }, rules: ['510.1a'] },
  // 「Xと、Y」: a comma after と still joins the list.
  {
    q: '相手の3/3が攻撃してきて、私の1/1と、2/2でブロックした。3/3は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { '対戦相手の3/3クリーチャー': gy },
    rules: ['704.5g'],
  },
  {
    q: '3/3と、2/2で攻撃して、相手の4/4が3/3をブロックした。相手のライフは？',
    cat: 'damage',
    life: { B: 18 },
    rules: ['510.1a'],
  },
  // A te-form chain: the creature told of first doesn't block "with" the next one; a player does.
  {
    q: '相手の4/4が攻撃してきて、私の2/2と2/2でブロックした。4/4は死ぬ？',
    cat: 'dies',
    verdict: 'yes',
    objects: { '対戦相手の4/4クリーチャー': gy },
    rules: ['510.1c'],
  },
  // 「ダメージは軽減されますか」: yes when none gets through, no when some does (615.7), the amount said.
  { q: '私に与えられる次の3点のダメージを軽減する。相手の2/2が攻撃し、ブロックしなかった。ダメージは軽減されますか？', cat: 'yesno', verdict: 'yes', life: { A: 20 }, rules: ['615.7'] },
  { q: '私に与えられる次の1点のダメージを軽減する。相手の3/3が攻撃してきて、ブロックしなかった。そのダメージは軽減される？', cat: 'yesno', verdict: 'no', life: { A: 18 }, rules: ['510.1a'] },
  { q: 'The next 2 damage that would be dealt to me this turn is prevented. Their 4/4 attacks unblocked. Is the damage prevented?', cat: 'yesno', verdict: 'no', life: { A: 18 }, rules: ['510.1a'] },
  // 「ブロックなし」: told after an attack (or said of the defending player), nothing blocked (509.1h).
  { q: '4/4で攻撃、ブロックなし。相手のライフは？', cat: 'damage', life: { B: 16 }, rules: ['510.1a'] },
  { q: '相手の5/5飛行が攻撃してきた。ブロックなし。私のライフはいくつ？', cat: 'damage', life: { A: 15 }, rules: ['510.1a'] },
  { q: '私の2/2と3/3が攻撃した。相手はブロックなしだった。相手のライフは？', cat: 'damage', life: { B: 15 }, rules: ['510.1a'] },
  // A yes/no question naming the amount (「4点入る？」「相手は3点受ける？」「ライフは17になる？」): yes only for exactly that.
  { q: '5/5で攻撃、ブロックなし。4点入る？', cat: 'yesno', verdict: 'no', life: { B: 15 }, rules: ['510.1a'] },
  { q: '私の3/3が攻撃し、ブロックされなかった。相手は3点受ける？', cat: 'yesno', verdict: 'yes', life: { B: 17 }, rules: ['510.1a'] },
  { q: '相手のライフは10。私の2/2が攻撃し、ブロックされなかった。相手のライフは8になる？', cat: 'yesno', verdict: 'yes', life: { B: 8 }, rules: ['510.1a'] },
  { q: '相手が《Lightning Bolt》を私に撃った。私のライフは18になる？', cat: 'yesno', verdict: 'no', life: { A: 17 }, rules: ['120.3a'] },
  // 「瞬速で出した」, "flash in": a creature told of by its qualities was cast with flash (702.8a).
  { q: '相手の終了ステップに2/2を瞬速で出した。次の自分のターンに攻撃できる？', cat: 'casting', verdict: 'yes', rules: ['508.1a'] },
  { q: '自分のターンに3/3を瞬速で唱えた。そのターンに攻撃できる？', cat: 'casting', verdict: 'no', rules: ['302.6'] },
  { q: "During my opponent's end step I flash in a 1/1. Can it attack on my turn?", cat: 'casting', verdict: 'yes', rules: ['508.1a'] },
  // 戦闘後に / 戦闘前に: the postcombat and precombat main phases (505.1a): a spell cast after combat
  // comes after the combat damage; one cast before combat is on the creature when it attacks.
  { q: '私の4/4が攻撃し、ブロックされなかった。戦闘後に《Shock》を相手に撃った。相手のライフはいくつ？', cat: 'damage', life: { B: 14 }, rules: ['510.1a'] },
  { q: '戦闘前に《Giant Growth》を自分の2/2に唱えてから攻撃した。相手は何点受ける？', cat: 'damage', life: { B: 15 }, rules: ['510.1a'] },
  { q: '相手の4/4が攻撃してきて、私は2/2でブロックした。戦闘後に《Lightning Bolt》を4/4に撃った。4/4は死ぬ？', cat: 'dies', verdict: 'yes', objects: { '対戦相手の4/4クリーチャー': gy }, rules: ['704.5g'] },
];

/** Questions naming real cards (resolved through the sample catalog, compiled by the card compiler). */
export const ASK_CARD_QUESTIONS: AskRow[] = [
  // Casting, targeting and responding.
  {
    q: "I cast Shock targeting my opponent's 2/2. In response, my opponent casts Giant Growth on it. Does the 2/2 die?",
    cat: 'casting',
    verdict: 'no',
    objects: { "the opponent's 2/2 creature": bf(5, 5, { damage: 2 }), Shock: gy, 'Giant Growth': gy },
    rules: ['601.2c', '117.4', '608.2n', '613.4c'],
  },
  {
    q: "I cast Shock targeting my opponent's 2/2. Does it die?",
    cat: 'casting',
    verdict: 'yes',
    objects: { "the opponent's 2/2 creature": gy, Shock: gy },
    rules: ['601.2c', '704.5g'],
  },
  {
    q: 'I cast Lightning Bolt targeting my opponent. How much life does my opponent have?',
    cat: 'casting',
    life: { B: 17 },
    rules: ['601.2c', '120.3a'],
  },
  {
    q: 'A 2/2 attacks and is blocked by a 3/3. Before damage, I cast Giant Growth on my 2/2. What happens?',
    cat: 'casting',
    objects: { 'your 2/2 creature': bf(5, 5, { damage: 3 }), "the opponent's 3/3 creature": gy },
    rules: ['608.2n', '510.1c'],
  },
  {
    q: 'My opponent casts Lightning Bolt targeting my 2/2. In response I cast Giant Growth targeting the 2/2. Does my 2/2 survive?',
    cat: 'casting',
    verdict: 'yes',
    objects: { 'your 2/2 creature': bf(5, 5, { damage: 3 }) },
    rules: ['117.4', '613.4c'],
  },
  // "In response" without naming a spell: the change happens while Lightning Bolt is still on the
  // stack (117.3c), so it applies before the 3 damage; without "in response" the story is in order.
  {
    q: "I cast Lightning Bolt targeting my opponent's 3/3. In response they give it +2/+2 until end of turn. Does it die?",
    cat: 'casting',
    verdict: 'no',
    objects: { "the opponent's 3/3 creature": bf(5, 5, { damage: 3 }), 'Lightning Bolt': gy },
    rules: ['601.2c', '613.4c', '120.3e'],
  },
  {
    q: 'My opponent casts Lightning Bolt targeting my 2/2. In response it gets +1/+1 until end of turn. Does my 2/2 survive?',
    cat: 'casting',
    verdict: 'no',
    objects: { 'your 2/2 creature': gy },
    rules: ['613.4c', '704.5g'],
  },
  {
    q: '対戦相手の3/3を対象に《Lightning Bolt》を唱えた。それに対応して、3/3はターン終了時まで+2/+2の修整を受ける。3/3は死亡しますか？',
    cat: 'casting',
    verdict: 'no',
    objects: { '対戦相手の3/3クリーチャー': bf(5, 5, { damage: 3 }) },
    rules: ['601.2c', '613.4c'],
  },
  {
    q: 'Can I target my opponent\'s creature with shroud with Shock?',
    cat: 'casting',
    verdict: 'no',
    rules: ['702.18a'],
  },
  {
    q: '対戦相手の3/3を対象に《Shock》を唱えた。3/3は死亡しますか？',
    cat: 'casting',
    verdict: 'no',
    objects: { '対戦相手の3/3クリーチャー': bf(3, 3, { damage: 2 }) },
    rules: ['601.2c', '120.3e'],
  },
  {
    q: '対戦相手が私の2/2を対象に《Lightning Bolt》を唱えた。それに対応して、2/2を対象に《Giant Growth》を唱える。2/2は生き残りますか？',
    cat: 'casting',
    verdict: 'yes',
    objects: { 'あなたの2/2クリーチャー': bf(5, 5, { damage: 3 }) },
    rules: ['117.4', '613.4c'],
  },
  {
    q: '対戦相手を対象に《Lightning Bolt》を唱える。対戦相手のライフは？',
    cat: 'casting',
    life: { B: 17 },
    rules: ['120.3a'],
  },
  {
    q: 'Grizzly Bears equipped with Colossus Hammer attacks and is blocked by a 2/2. What happens?',
    cat: 'cards',
    objects: { 'Grizzly Bears': bf(12, 12, { damage: 2 }), "the opponent's 2/2 creature": gy },
    rules: ['613.4c', '704.5g'],
  },
  {
    q: 'Serra Angel attacks. Can a 2/2 block it?',
    cat: 'cards',
    verdict: 'no',
    rules: ['702.9b'],
  },
  {
    q: 'Serra Angel attacks and is blocked by Giant Spider. What happens?',
    cat: 'cards',
    objects: { 'Serra Angel': bf(4, 4, { damage: 2 }), 'Giant Spider': gy },
    rules: ['510.1a'],
  },
  {
    q: 'Vampire Nighthawk blocks a 5/5. Does the 5/5 die?',
    cat: 'cards',
    verdict: 'yes',
    rules: ['702.2b'],
  },
  {
    q: 'I control Glorious Anthem and Grizzly Bears. What is the power and toughness of Grizzly Bears?',
    cat: 'cards',
    objects: { 'Grizzly Bears': bf(3, 3) },
    rules: ['613.4c'],
  },
  {
    q: 'Darksteel Myr is destroyed. Does it die?',
    cat: 'cards',
    verdict: 'no',
    rules: ['702.12b'],
  },
  {
    q: '《セラの天使》が攻撃し、到達を持つ2/4にブロックされた。どうなりますか？',
    cat: 'cards',
    objects: { '対戦相手の到達の2/4クリーチャー': gy, 'Serra Angel': bf(4, 4, { damage: 2 }) },
    rules: ['510.1a'],
  },
  { q: '《セラの天使》は2/2にブロックされますか？', cat: 'cards', verdict: 'no', rules: ['702.9b'] },
  {
    q: 'I control Furnace of Rath. My 2/2 attacks and is not blocked. How much life does my opponent have?',
    cat: 'damage',
    life: { B: 16 },
    rules: ['614.1a'],
  },
  {
    q: '《Furnace of Rath》をコントロールしている。自分の2/2が攻撃し、ブロックされなかった。相手のライフは？',
    cat: 'damage',
    life: { B: 16 },
    rules: ['614.1a'],
  },
  {
    q: '「White creatures you control get +1/+1.」を持つエンチャントをコントロールしている。白い2/2のパワーとタフネスは？',
    cat: 'pt',
    objects: { 'あなたの白の2/2クリーチャー': bf(3, 3) },
    rules: ['613.4c'],
  },
  {
    q: "I control an enchantment with 'Creatures you control get +1/+1.' My 2/2 is blocked by a 3/3. Does my 2/2 die?",
    cat: 'pt',
    verdict: 'yes',
    objects: { 'your 2/2 creature': gy, "the opponent's 3/3 creature": gy },
    rules: ['613.4c', '704.5g'],
  },
  {
    q: 'Typhoid Rats blocks a 6/6 with trample. How much damage do I take?',
    cat: 'cards',
    life: { A: 15, B: 20 },
    rules: ['702.19b'],
  },
  // Session 2 (H10): 「《X》で+3/+3の修整を受けて」 is X cast at the creature (its own text does the
  // +3/+3, 613.4c; the instant goes to the graveyard, 608.2n); the te-form chain keeps the subject.
  {
    q: '《Grizzly Bears》が《Giant Growth》で+3/+3の修整を受けて、4/4にブロックされた。どうなりますか？',
    cat: 'casting',
    objects: { 'Grizzly Bears': bf(5, 5, { damage: 4 }), '対戦相手の4/4クリーチャー': gy, 'Giant Growth': gy },
    rules: ['601.2c', '608.2n', '613.4c'],
  },
  {
    q: '2/2が《Giant Growth》で+3/+3の修整を受けて、攻撃した。3/3にブロックされた。2/2は生き残りますか？',
    cat: 'casting',
    verdict: 'yes',
    objects: { 'あなたの2/2クリーチャー': bf(5, 5, { damage: 3 }), '対戦相手の3/3クリーチャー': gy, 'Giant Growth': gy },
    rules: ['601.2c', '613.4c'],
  },
  {
    q: '対戦相手の4/4が攻撃してきた。自分の2/2が《Giant Growth》で+3/+3の修整を受けて、4/4をブロックした。2/2は死亡しますか？',
    cat: 'casting',
    verdict: 'no',
    objects: { 'あなたの2/2クリーチャー': bf(5, 5, { damage: 4 }), '対戦相手の4/4クリーチャー': gy },
    rules: ['613.4c', '704.5g'],
  },
  { q: '《Shock》で対戦相手の被覆を持つ2/2を対象にできますか？', cat: 'casting', verdict: 'no', rules: ['702.18a'], says: ['被覆'] },
  // Protection from white doesn't stop a red spell (702.16b names only the stated quality).
  { q: '対戦相手の白からのプロテクションを持つ2/2を《Shock》の対象にできますか？', cat: 'casting', verdict: 'yes', rules: ['601.2c'] },
  { q: '対戦相手の赤からのプロテクションを持つクリーチャーを《Lightning Bolt》の対象にできますか？', cat: 'casting', verdict: 'no', rules: ['702.16b'], says: ['プロテクション（赤）'] },
  // An amount asked as going up or down (yes/no): "does my life go down", 「毒は増えますか」「ライフは減る?」.
  { q: 'My 3/3 attacks and my opponent does not block. Does their life go down?', cat: 'yesno', verdict: 'yes', life: { B: 17 }, rules: ['510.1a'] },
  { q: 'I am at 10. My 2/2 with lifelink attacks and is blocked by a 0/4. Does my life increase?', cat: 'yesno', verdict: 'yes', life: { A: 12 }, rules: ['702.15b'] },
  { q: 'Their 1/1 attacks me and I block it with my 2/2. Does my life total decrease?', cat: 'yesno', verdict: 'no', life: { A: 20 }, rules: ['510.1a'] },
  { q: '相手は毒カウンター5個。感染を持つ2/2で攻撃して、相手は3/3でブロックした。毒は増えますか？', cat: 'yesno', verdict: 'no', rules: ['120.3d'] },
  { q: '相手のライフは20。私の4/4が攻撃して、ブロックされなかった。相手のライフは減りますか？', cat: 'yesno', verdict: 'yes', life: { B: 16 }, rules: ['510.1a'] },
  { q: '絆魂を持つ3/3で攻撃し、相手の1/1にブロックされた。私のライフは増える？', cat: 'yesno', verdict: 'yes', life: { A: 23 }, rules: ['702.15b'] },
  // Asked in the negative, a Japanese はい agrees with the negative (増えない？ いいえ: it does go up).
  { q: '絆魂を持つ2/2で攻撃し、ブロックされなかった。私のライフは増えないですよね？', cat: 'yesno', verdict: 'no', life: { A: 22 }, rules: ['702.15b'] },
  { q: '絆魂を持つ4/4で攻撃し、相手の2/2にブロックされた。私のライフは減らない？', cat: 'yesno', verdict: 'yes', life: { A: 24 }, rules: ['702.15b'] },
  { q: '相手の3/3が攻撃してきた。ブロックしなかったら、私のライフは減らないよね？', cat: 'yesno', verdict: 'no', life: { A: 17 }, rules: ['510.1a'] },
  { q: '先制攻撃を持つ3/3が1/1にブロックされた。トランプルがないなら防御プレイヤーにダメージは入らないですよね？', cat: 'yesno', verdict: 'yes', life: { B: 20 }, rules: ['510.1c'] },
  { q: '私の5/5が攻撃し、ブロックされなかった。相手にダメージは通らない？', cat: 'yesno', verdict: 'no', life: { B: 15 }, rules: ['510.1a'] },
  { q: 'トランプルを持つ6/6が2/2にブロックされた。相手に4点入らないの？', cat: 'yesno', verdict: 'no', life: { B: 16 }, rules: ['702.19b'] },
  // One yes/no question asked of several things is yes only when yes for each ("do both die?");
  // separate questions each keep their own yes or no, with no single verdict for the message.
  { q: 'My 5/5 is blocked by two 3/3s. Do both 3/3s die?', cat: 'yesno', verdict: 'no', says: ['no division of the combat damage'], rules: ['510.1c'] },
  // (The attacking player divides the 7 freely, 510.1c-d: 3 and 4 kills both, 7 and 0 doesn't — so it depends, said with each division; no yes.)
  { q: 'Their 7/7 is blocked by my 3/3 and my 4/4. Do both my creatures die?', cat: 'yesno', verdict: null, rules: ['510.1c'], says: ['It depends on how the combat damage is divided', "your opponent's choice"] },
  { q: 'My 4/4 with deathtouch is blocked by three 5/5s. Can it kill all three of them?', cat: 'yesno', verdict: 'yes', rules: ['702.2b'] },
  { q: 'A 2/2 with fear attacks me. Can my black 1/1 block it? What about my green 3/3?', cat: 'yesno', verdict: 'yes', says: ['Yes. Your 1/1', "No. Your 3/3"], rules: ['702.36b'] },
  // "Is it a 4/4 now?", "does it end up / become a 2/2?": whether it is that size (asked, never told as its size).
  { q: 'My 5/5 gets -1/-1 until end of turn. Is it a 4/4 now?', cat: 'pt', verdict: 'yes', rules: ['613.4c'] },
  { q: 'I cast Giant Growth on my 2/2. Does it end up a 5/5?', cat: 'pt', verdict: 'yes', rules: ['613.4c'] },
  { q: 'I control Glorious Anthem. My 1/1 gets -1/-1 until end of turn. Does it become a 1/1?', cat: 'pt', verdict: 'yes', rules: ['613.4c'] },
  { q: "My 3/3 gets +1/+1 until end of turn. It's a 5/5?", cat: 'pt', verdict: 'no', says: ['is 4/4'], rules: ['613.4c'] },
  { q: 'Is it legal to attack with a 0/4 with defender?', cat: 'yesno', verdict: 'no', rules: ['702.3b'] },
  { q: 'My opponent has a 2/2 with hexproof. Is it possible to target it with Shock?', cat: 'yesno', verdict: 'no', rules: ['702.11b'] },
  // An Aura or Equipment a creature "has on it" / "is wearing" is attached to that creature (301.5c).
  { q: 'My Grizzly Bears has Cobbled Wings on it. Their 2/2 with flying attacks. Can my Grizzly Bears block it?', cat: 'cards', verdict: 'yes', rules: ['509.1a'] },
  // (2 first-strike damage, then 2 regular: the 3/3 dies, and deals its 3 to the Ogre at the same time.)
  { q: 'My Gray Ogre is wearing Fireshrieker and attacks. Their 3/3 blocks it. Does the 3/3 die?', cat: 'cards', verdict: 'yes', rules: ['702.4b', '704.5g'] },
  { q: 'My Grizzly Bears has Colossus Hammer on it and attacks. My opponent does not block. What is their life?', cat: 'cards', life: { B: 8 }, rules: ['613.4c'] },
  // A relative clause between commas tells a fact of what comes before it (two counters: a 3/3).
  { q: 'My Llanowar Elves, which has two +1/+1 counters on it, blocks their 3/3. Does the Elves die?', cat: 'dies', verdict: 'yes', rules: ['122.1a', '704.5g'] },
  // 「…でマナを出せる?」「…からマナ出せますか」: mana made with a permanent is its mana ability activated
  // (605.1a); one cast this turn can't use a {T} ability (302.6).
  { q: '出したばかりの《Llanowar Elves》でマナを出せる？', cat: 'cards', verdict: 'no', rules: ['302.6'] },
  { q: 'このターンに唱えた《Llanowar Elves》からマナ出せますか？', cat: 'cards', verdict: 'no', rules: ['302.6'] },
  { q: '《Llanowar Elves》でマナを出せる？', cat: 'cards', verdict: 'yes', rules: ['605.3a'] },
  // Counters of several kinds said together are put at once: pairs of +1/+1 and -1/-1 go (704.5q), and the
  // creature dies only if it would with all of them on it (704.5f), whichever kind is said first.
  { q: '2/2に+1/+1カウンター2個と-1/-1カウンター1個が乗ったら、どうなる？', cat: 'pt', objects: { 'あなたの2/2クリーチャー': bf(3, 3, { counters: { '+1/+1': 1 } }) }, rules: ['704.5q'] },
  { q: '私の3/3に-1/-1カウンター3個と+1/+1カウンター1個が置かれた。死ぬ？', cat: 'dies', verdict: 'no', objects: { 'あなたの3/3クリーチャー': bf(1, 1, { counters: { '-1/-1': 2 } }) }, rules: ['704.5q'] },
  { q: 'My 1/1 gets a +1/+1 counter and two -1/-1 counters. Does it die?', cat: 'dies', verdict: 'yes', objects: { 'your 1/1 creature': gy }, rules: ['704.5f'] },
  // "Who gains the life?": each player's gain, with no yes or no.
  { q: 'My 3/3 with lifelink is blocked by a 1/1. Who gains the life?', cat: 'damage', verdict: null, life: { A: 23 }, says: ['You gain 3 life', 'The opponent gains no life'], rules: ['702.15b'] },
  { q: "Their 2/2 with lifelink attacks me and I don't block. Who gets the life?", cat: 'damage', verdict: null, life: { A: 18, B: 22 }, says: ['The opponent gains 2 life'], rules: ['702.15b'] },
  // "… and their other creature is a 2/2", 「もう1体の」「別の」「残りの」, "their second creature": a new
  // creature, never the one just told (it was merged into it, and the keyword of one became the other's).
  { q: 'I cast Pyroclasm. Their 3/3 has protection from red and their other creature is a 2/2. Does the 2/2 die?', cat: 'dies', verdict: 'yes', objects: { "the opponent's 3/3 protection from red creature": bf(3, 3), "the opponent's 2/2 creature": gy }, rules: ['702.16e', '704.5g'] },
  { q: 'My 4/4 is indestructible and my other creature is a 1/1. I cast Wrath of God. Does the 1/1 die?', cat: 'dies', verdict: 'yes', objects: { 'your 4/4 indestructible creature': bf(4, 4), 'your 1/1 creature': gy }, rules: ['701.8a', '702.12b'] },
  { q: 'Their 2/2 has hexproof and their 3/3 has a -1/-1 counter. I cast Pyroclasm. What happens?', cat: 'dies', verdict: null, objects: { "the opponent's 2/2 hexproof creature": gy, "the opponent's 3/3 creature": gy }, rules: ['704.5g'] },
  { q: '《Pyroclasm》を唱えた。相手の3/3はプロテクション（赤）を持っていて、相手のもう1体のクリーチャーは2/2だ。2/2は死ぬ？', cat: 'dies', verdict: 'yes', objects: { '対戦相手のプロテクション（赤）の3/3クリーチャー': bf(3, 3), '対戦相手の2/2クリーチャー': gy }, rules: ['702.16e', '704.5g'] },
  { q: '自分の4/4は破壊不能で、自分の別のクリーチャーは1/1だ。《Wrath of God》を唱えた。1/1は死ぬ？', cat: 'dies', verdict: 'yes', objects: { 'あなたの破壊不能の4/4クリーチャー': bf(4, 4), 'あなたの1/1クリーチャー': gy }, rules: ['702.12b'] },
  { q: '相手の2/2は呪禁を持っていて、相手の3/3には-1/-1カウンターが1個乗っている。《Pyroclasm》を唱えた。どうなる？', cat: 'dies', verdict: null, objects: { '対戦相手の呪禁の2/2クリーチャー': gy, '対戦相手の3/3クリーチャー': gy }, rules: ['704.5g'] },
  // 「Xは破壊不能で、Yは…」: で after a keyword is "is … and"; the next topic is a creature of its own, not X's object.
  { q: '自分の3/3は破壊不能で、自分の2/2は飛行を持つ。《Pyroclasm》を唱えた。2/2は死ぬ？', cat: 'dies', verdict: 'yes', objects: { 'あなたの破壊不能の3/3クリーチャー': bf(3, 3, { damage: 2 }), 'あなたの飛行の2/2クリーチャー': gy }, rules: ['704.5g'] },
  // A point after blocks (or attacks) and before combat damage, told as a time: the told order already says it.
  { q: 'My 2/2 attacks and their 3/3 blocks it. After blocks I cast Giant Growth on my 2/2. Does it survive?', cat: 'combat', verdict: 'yes', objects: { 'your 2/2 creature': bf(5, 5, { damage: 3 }), "the opponent's 3/3 creature": gy }, rules: ['704.5g'] },
  { q: 'I swing with a 4/4 trampler and they block with a 2/2. After blockers are declared I Shock the 2/2. How much damage do they take?', cat: 'combat', life: { B: 16 }, objects: { "the opponent's 2/2 creature": gy }, rules: ['702.19d'] },
  { q: 'Their 3/3 attacks me and I block with my 1/4. During declare blockers they give the 3/3 +2/+0 until end of turn. Does my 1/4 die?', cat: 'dies', verdict: 'yes', objects: { 'your 1/4 creature': gy }, rules: ['704.5g'] },
  { q: 'My 2/2 attacks. After attackers are declared they cast Giant Growth on their 1/1, and it blocks my 2/2. Does my 2/2 die?', cat: 'dies', verdict: 'yes', objects: { 'your 2/2 creature': gy }, rules: ['704.5g'] },
  // A spell told "then" / 「それから」「〜てから」 after another is cast once the first resolved (608.1): the
  // pump is on the creature before the damage spell is even cast.
  { q: 'I cast Giant Growth on my 2/2, then I cast Shock on it. Does it die?', cat: 'casting', verdict: 'no', objects: { 'your 2/2 creature': bf(5, 5, { damage: 2 }) }, rules: ['608.1'] },
  { q: 'I cast Giant Growth on their 1/1. Then I cast Lightning Bolt on it. Does it die?', cat: 'casting', verdict: 'no', objects: { "the opponent's 1/1 creature": bf(4, 4, { damage: 3 }) }, rules: ['608.1'] },
  { q: '自分の2/2に《Giant Growth》を唱えて、それからその2/2に《Shock》を撃った。2/2は死ぬ？', cat: 'casting', verdict: 'no', objects: { 'あなたの2/2クリーチャー': bf(5, 5, { damage: 2 }) }, rules: ['608.1'] },
  { q: '相手の2/2に《Giant Growth》を唱えてから、その2/2に《Lightning Bolt》を唱えた。2/2は死ぬ？', cat: 'casting', verdict: 'no', objects: { '対戦相手の2/2クリーチャー': bf(5, 5, { damage: 3 }) }, rules: ['608.1'] },
  // 不発 (608.2b: every target illegal, so it doesn't resolve — not countered) and 打ち消される (701.6a) asked of a spell.
  { q: '私が相手の2/2に《Shock》を撃ったら、相手が対応して2/2を生け贄に捧げた。《Shock》は不発になる？', cat: 'casting', verdict: 'yes', objects: { '対戦相手の2/2クリーチャー': gy }, rules: ['608.2b'] },
  { q: '相手が私の3/3に《Lightning Bolt》を撃ってきたので、対応して3/3を生け贄に捧げた。《Lightning Bolt》って打ち消される？', cat: 'casting', verdict: 'no', says: ['打ち消されたのではありません'], rules: ['608.2b'] },
  { q: '相手の2/2に《Shock》を撃った。《Shock》は不発になりますか？', cat: 'casting', verdict: 'no', objects: { '対戦相手の2/2クリーチャー': gy }, rules: ['608.2b'] },
  // Life totals listed player by player (「自分18、相手12」「Aは7、Bは15です」), said of the life noun first
  // (「ライフはお互い10」), or noted in brackets after a player (「相手(ライフ3)」): each player's total (119.1).
  { q: '自分18、相手12。自分の4/4で攻撃して、ブロックされなかった。相手のライフは？', cat: 'damage', life: { A: 18, B: 8 }, rules: ['509.1h', '510.1a'] },
  { q: '私のライフは7、相手のライフは15です。相手の3/3が攻撃してきて、ブロックしなかった。私のライフは？', cat: 'damage', life: { A: 4, B: 15 }, rules: ['510.1a'] },
  { q: 'ライフはお互い10です。《Lightning Bolt》を相手に撃った。相手のライフは？', cat: 'damage', life: { A: 10, B: 7 }, rules: ['120.3a'] },
  { q: '相手(ライフ3)に《Lightning Bolt》を撃った。相手は負ける？', cat: 'yesno', verdict: 'yes', life: { B: 0 }, rules: ['120.3a'] },
  // A side of the battlefield told with だけ, のみ, しか…いない: what is on it.
  { q: '相手の場は2/2だけです。《Pyroclasm》を唱えた。2/2は死ぬ？', cat: 'dies', verdict: 'yes', objects: { '対戦相手の2/2クリーチャー': gy }, rules: ['120.3e'] },
  { q: '自分の場には破壊不能の3/3しかいない。相手が《Wrath of God》を唱えた。3/3はどうなる？', cat: 'dies', verdict: null, objects: { 'あなたの破壊不能の3/3クリーチャー': bf(3, 3) }, rules: ['702.12b'] },
  // Poison counters said to be on a player (「自分に毒カウンターが8個」, 122.1f): ten or more lose (704.5c).
  { q: '自分に毒カウンターが8個。相手の感染を持つ2/2が攻撃してきて、ブロックしなかった。私は負ける？', cat: 'yesno', verdict: 'yes', rules: ['702.90b'] },
  // 通った told of an attacker: no creature blocked it (509.1h); 「相手に」 is the player it attacked (508.1b).
  { q: '相手のライフは9。私の5/5で攻撃して通った。相手のライフはいくつ？', cat: 'damage', life: { B: 4 }, rules: ['509.1h'] },
  { q: '相手は忠誠度3のプレインズウォーカーをコントロールしている。私の3/3が相手に通った。相手のライフは？', cat: 'damage', life: { B: 17 }, rules: ['508.1b'] },
  // 「3体とも」 (all three of the group told), 「2/2、1/1、1/1の3体」 (a comma list closed by its count), blockers
  // 並べて (put in a row to block), damage 割り振って before 倒せる: the attacking player divides freely (510.1c-d).
  { q: '私の4/4が2/2、1/1、1/1の3体にブロックされた。3体とも倒せる？', cat: 'combat', verdict: 'yes', objects: { 'あなたの4/4クリーチャー': gy }, rules: ['510.1'] },
  { q: '相手の5/5が攻撃してきたので、2/2を3体並べてブロックした。5/5は死ぬ？', cat: 'combat', verdict: 'yes', objects: { '対戦相手の5/5クリーチャー': gy }, rules: ['509.1a'] },
  { q: '6/6で攻撃したら3/3と3/3にブロックされた。ダメージを割り振って両方倒せる？', cat: 'combat', verdict: 'yes', rules: ['510.1'] },
  // 「そこに」 ("there") is the thing just told; 「このターン既に2点ダメージを受けている」 is damage marked on it (514.2: this turn's).
  { q: '自分の3/3に+1/+1カウンターが1個乗っている。そこに-1/-1カウンターが2個置かれた。3/3のP/Tは？', cat: 'pt', objects: { 'あなたの3/3クリーチャー': bf(2, 2) }, rules: ['704.5q'] },
  { q: '相手の4/4に《Shock》を撃った。そこに《Shock》をもう1枚撃った。4/4は死ぬ？', cat: 'dies', verdict: 'yes', objects: { '対戦相手の4/4クリーチャー': gy }, rules: ['704.5g'] },
  { q: '私の4/4が攻撃して、このターン既に2点ダメージを受けている相手の3/3にブロックされた。3/3は死ぬ？', cat: 'dies', verdict: 'yes', objects: { '対戦相手の3/3クリーチャー': gy }, rules: ['704.5g'] },
  // 「何点になる」 with nothing else said: the damage that comes of it (120.3).
  { q: '《Lightning Bolt》を相手に撃つと何点になりますか？', cat: 'damage', life: { B: 17 }, says: ['3点'], rules: ['120.3a'] },
  // 「飛行も到達もない」: lacking each keyword said with も (702.9b: then it can't block a flier); 「相打ちにできる」: can both die.
  { q: '飛行も到達もない3/3で、相手の飛行を持つ1/1をブロックできる？', cat: 'yesno', verdict: 'no', rules: ['702.9b'] },
  { q: '私の3/3で相手の3/3をブロックしたら相打ちにできる？', cat: 'yesno', verdict: 'yes', objects: { 'あなたの3/3クリーチャー': gy, '対戦相手の3/3クリーチャー': gy }, rules: ['704.5g'] },
  { q: '私の2/2で相手の先制攻撃を持つ2/2をブロックしたら相討ちにできる？', cat: 'yesno', verdict: 'no', objects: { 'あなたの2/2クリーチャー': gy, '対戦相手の先制攻撃の2/2クリーチャー': bf(2, 2) }, rules: ['702.7b'] },
  // Session 13 (issue 12). 「1体もいない」 ("not even one": none at all) and 「お互いの戦場に」 (no side has one): nothing
  // to add to the board told, checked against it (a creature told there as well is a contradiction, test/language/ja).
  { q: '相手の場にクリーチャーが1体もいない状態で、私の2/2が攻撃した。相手のライフは？', cat: 'damage', life: { B: 18 }, rules: ['510.1a'] },
  { q: 'お互いの戦場にクリーチャーが1体もいない状態で《セラの天使》を唱えました。天使はどうなりますか？', cat: 'cards', objects: { 'Serra Angel': bf(4, 4) }, rules: ['608.3a'] },
  // 「両方のクリーチャー」「両クリーチャー」: the story's two creatures (three or more are asked back); 「それぞれのクリーチャー」: each.
  { q: '私の3/3が相手の2/2にブロックされた。両方のクリーチャーはどうなる？', cat: 'combat', objects: { '対戦相手の2/2クリーチャー': gy, 'あなたの3/3クリーチャー': bf(3, 3, { damage: 2 }) }, rules: ['704.5g'] },
  { q: '相手の《Serra Angel》が攻撃してきたので、《Vampire Nighthawk》でブロックしました。両クリーチャーはどうなりますか？', cat: 'combat', life: { A: 22 }, objects: { 'Serra Angel': gy, 'Vampire Nighthawk': gy }, rules: ['702.2b', '702.15b'] },
  { q: '相手の5/5が攻撃してきて、私の2/4でブロックした。それぞれのクリーチャーはどうなりますか？', cat: 'combat', objects: { 'あなたの2/4クリーチャー': gy, '対戦相手の5/5クリーチャー': bf(5, 5, { damage: 2 }) }, rules: ['704.5g'] },
  // A life total joined by と to an object (or to 「どっちが死ぬか」) before どうなる / 教えて: two questions, each answered.
  { q: '私のライフは10です。相手の3/3が攻撃してきて、私の《Vampire Nighthawk》でブロックしました。私のライフと両方のクリーチャーはどうなりますか？', cat: 'combat', life: { A: 12 }, objects: { '対戦相手の3/3クリーチャー': gy, 'Vampire Nighthawk': gy }, rules: ['702.2b', '702.15b'] },
  { q: 'ライフはお互い20です。私の4/4が相手の《Typhoid Rats》にブロックされた。戦闘後のライフとどっちが死ぬか教えて', cat: 'combat', life: { A: 20, B: 20 }, objects: { 'あなたの4/4クリーチャー': gy }, rules: ['702.2b'] },
  { q: '相手のライフは7。私の5/5が攻撃して相手の2/2にブロックされた。相手のライフと2/2はどうなる？', cat: 'combat', life: { B: 7 }, objects: { '対戦相手の2/2クリーチャー': gy }, rules: ['509.1h', '704.5g'] },
  // Life totals said 「お互いライフ20で、」「お互いライフ10スタートで」 (the copula's te-form) and 「自分も相手もライフ3」 (both players, も…も).
  { q: 'お互いライフ20で、私の3/3が攻撃してブロックされなかった。相手のライフは？', cat: 'damage', life: { A: 20, B: 17 }, rules: ['510.1a'] },
  { q: 'お互いライフ10スタートで、相手に《Lightning Bolt》を撃った。ライフはどうなる？', cat: 'damage', life: { A: 10, B: 7 }, rules: ['120.3a'] },
  { q: '自分も相手もライフ3です。相手の3/3が攻撃してきてブロックしなかった。私は負ける？', cat: 'yesno', verdict: 'yes', life: { A: 0, B: 3 }, rules: ['704.5a'] },
  { q: '相手も私もライフは5。《Lightning Bolt》を相手に撃った。相手のライフは？', cat: 'damage', life: { A: 5, B: 2 }, rules: ['120.3a'] },
  // 「相手(クリーチャーなし)」: that player has no creature on the battlefield — nothing added to the board told.
  { q: '私の3/3がいて、相手(クリーチャーなし)が《神の怒り》を唱えました。3/3はどうなりますか？', cat: 'dies', objects: { 'あなたの3/3クリーチャー': gy }, rules: ['701.8a'] },
  { q: '相手(クリーチャー無し)に私の3/3で攻撃した。相手のライフはいくつ？', cat: 'damage', life: { B: 17 }, rules: ['510.1a'] },
  // 「3/3に4点全部割り振った」「4点全部を4/4に割り振ったら」: the division told (the amount said bare or before 全部 is what
  // is divided, 510.1c-d), made as told.
  { q: '相手の4/4が私の1/1と3/3にブロックされた。相手は3/3に4点全部割り振った。1/1は生き残る？', cat: 'combat', verdict: 'yes', objects: { 'あなたの1/1クリーチャー': bf(1, 1), 'あなたの3/3クリーチャー': gy }, rules: ['510.1c'] },
  { q: '私の5/5が相手の2/2と4/4にブロックされた。5点全部を4/4に割り振ったら、2/2は死にますか？', cat: 'combat', verdict: 'no', objects: { '対戦相手の2/2クリーチャー': bf(2, 2), '対戦相手の4/4クリーチャー': gy }, rules: ['510.1c'] },
];
