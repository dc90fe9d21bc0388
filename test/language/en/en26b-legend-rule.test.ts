/**
 * Issue 12 (session 26): the legend rule asked of by name ("Does the legend rule apply?", 704.5j) — answered from the
 * run: applied to one player's legendary permanents of one name, or noted as not applying to permanents of one name
 * under different players' control. Wordings of our own (never the dev sets' questions).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Isamaru, Hound of Konda', 'Thalia, Guardian of Thraben', 'Sheoldred, the Apocalypse', 'Grizzly Bears', 'Jace Beleren']);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);

describe('GIVEN "Does the legend rule apply?" WHEN the run applies it or not THEN the yes or no is the run\'s, citing 704.5j', () => {
  const ROWS: Row[] = [
    ['I control two Isamaru, Hound of Konda. Does the legend rule apply?', 'The legend rule applies', 'yes', '704.5j'],
    ['My opponent controls two Sheoldred, the Apocalypse. Does the legend rule apply?', 'the opponent controls more than one', 'yes', '704.5j'],
    // (Different controllers: the rule looks at one player's permanents only; the run notes why nothing happens.)
    ['My opponent and I each control Isamaru, Hound of Konda. Does the legend rule apply?', "doesn't apply", 'no', '704.5j'],
    ['Each player controls Sheoldred, the Apocalypse. Will the legend rule apply?', "doesn't apply", 'no', '704.5j'],
    ['My opponent controls Thalia, Guardian of Thraben and I control Thalia, Guardian of Thraben too. Legend rule?', "doesn't apply", 'no', '704.5j'],
    ['Is the legend rule applied if I control Isamaru, Hound of Konda and my opponent controls Isamaru, Hound of Konda?', "doesn't apply", 'no', '704.5j'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // (No names given: whether two share one is not known — never answered as if they differed.)
    ['I control two legendary creatures. Does the legend rule apply?', 'not_understood'],
    // (Said in the negative, it is not read as the rule asked.)
    ["The legend rule doesn't apply to my two Isamaru, Hound of Konda, right?", 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN "Can I keep the new one?" WHEN the legend rule applies to that player THEN yes: the player chooses which to keep (704.5j)', () => {
  const ROWS: Row[] = [
    ['I control Isamaru, Hound of Konda and cast a second Isamaru, Hound of Konda. Can I keep the new one?', 'you can keep your second Isamaru', 'yes', '704.5j'],
    ['My opponent controls Sheoldred, the Apocalypse and casts another Sheoldred, the Apocalypse. Can my opponent keep the new one and put the old one into the graveyard?', 'The opponent chooses which one to keep', 'yes', '704.5j'],
    ['I control Thalia, Guardian of Thraben and cast a second Thalia, Guardian of Thraben. Can I keep the new one and put the other one into my graveyard?', 'you can keep your second Thalia', 'yes', '704.5j'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // (The old one kept is a choice the run can't show: not read.)
    ['I control Isamaru, Hound of Konda and cast a second Isamaru, Hound of Konda. Can I keep the old one?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});
