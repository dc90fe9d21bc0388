/**
 * English as players write it (session 44, lang44en): an Equipment "put" or "slapped" on a creature (attached, 702.6a),
 * "Is that legal, and <outcome>?" in one sentence, "game over?", "survived with N damage on it", a point in combat said
 * after combat damage, and "Can I sac X in response?" (its self-sacrificing ability, 602.2b). Wordings of our own; each
 * table has rows that must stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps([
    'Loxodon Warhammer', 'Short Sword', 'Grizzly Bears', 'Wall of Omens', 'Serra Angel', 'Lightning Bolt', 'Shock', 'Disfigure',
    'Giant Growth', 'Sudden Shock', 'Sakura-Tribe Elder', 'Mogg Fanatic',
  ]);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN an Equipment "put" or "slapped" on a creature WHEN read THEN it is attached by its equip ability, not cast (702.6a, 701.3a)', () => {
  const ROWS: Row[] = [
    ['I slap Loxodon Warhammer on my Grizzly Bears. What is its power?', 'is 5/2', null, '701.3a'],
    ['If I put Short Sword on my Wall of Omens, can it attack?', "can't attack", 'no', '702.3b'],
    ['I put Short Sword on my Grizzly Bears. What is its toughness?', 'is 3/3', null, '602.2'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "Is that legal, and <outcome>?" in one sentence WHEN the move can be made THEN both are answered, the outcome with it made', () => {
  const ROWS: Row[] = [
    ['My opponent attacks with a 3/3. I block it with my 2/2 and my 1/1. Is that legal, and does the 3/3 die?', 'If you do', 'yes', '509.1'],
    ['I cast Shock on their Grizzly Bears. Is that legal, and does it die?', 'If you do', 'yes', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (An illegal block asked with what happens: the outcome depends on a move that isn't made — asked back.)
  const STILL: [string, string][] = [['My opponent attacks with Serra Angel. I block it with my Grizzly Bears. Is that legal, and what happens?', 'needs_detail']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "game over?", "is the game over?" WHEN the story is aimed at one player THEN whether that player loses (104.3, 704.5a)', () => {
  const ROWS: Row[] = [
    ['My opponent is at 3 life. I Lightning Bolt them. game over?', 'loses the game', 'yes', '704.5a'],
    ['My opponent is at 5 life. I Shock them. Is the game over?', "doesn't lose", 'no', '704.5a'],
    ['My opponent is at 2 life. I Shock them. Is it game over?', 'loses the game', 'yes', '704.5a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Aimed at no player: whose game would be over is not said.)
  const STILL: [string, string][] = [['I Shock their Grizzly Bears. game over?', 'not_understood']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "survived with N damage on it" WHEN read THEN the damage told is checked against the run (120.3, 700.4)', () => {
  const ROWS: Row[] = [
    ['Their 4/4 blocked my 3/3 and survived with 3 damage on it. I Shock it. Does it die?', 'dies', 'yes', '704.5g'],
    ['Their 3/3 blocked my 2/2 and survived with 2 damage on it. I cast Disfigure on the 3/3 in the end of combat step. Does it die?', 'dies', 'yes', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (The damage told is not the run's: named, never answered over.)
  const STILL: [string, string][] = [['Their 4/4 blocked my 3/3 and survived with 1 damage on it. I Shock it. Does it die?', 'impossible']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN a point in combat said after combat damage WHEN a spell is told there THEN combat damage is dealt first (510.2, 511.1)', () => {
  const ROWS: Row[] = [
    ['Their 3/3 blocked my 2/2. In the end of combat step I cast Disfigure on the 3/3. Does my 2/2 die?', 'dies', 'yes', '510.2'],
    ['Their 3/3 blocked my 2/2. After combat damage, still in combat, I cast Disfigure on the 3/3. Does my 2/2 die?', 'dies', 'yes', '510.2'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "Can I sac X in response?" WHEN X has an ability that sacrifices itself THEN whether that ability can be activated (602.2b)', () => {
  const ROWS: Row[] = [
    ['Opponent casts Sudden Shock on my Sakura-Tribe Elder. Can I sacrifice it in response?', "can't activate", 'no', '702.61a'],
    ['Opponent casts Lightning Bolt on my Mogg Fanatic. Can I sac the Fanatic in response?', 'can activate', 'yes', '602.2'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (No ability of its own sacrifices it: no outlet told, nothing to activate.)
  const STILL: [string, string][] = [['Opponent casts Lightning Bolt on my Grizzly Bears. Can I sacrifice the Bears in response?', 'not_understood']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});
