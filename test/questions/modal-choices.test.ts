/**
 * Modal spells in /ask, session 25 (700.2, 601.2b): a mode told by words of its text ("choosing the
 * 3 damage mode") is the one mode whose printed text has them — none or several, and the mode is asked
 * back naming the modes, never guessed; two chosen modes with a target each take the told objects in
 * the one pairing their kinds allow (700.2c, 601.2c); escalate (702.120a) adds to the cost; a wider
 * choice under a condition ("If you control a Wizard …, you may choose two instead") needs it met.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Abrade', 'Boros Charm', 'Ornithopter', 'Grizzly Bears', 'Sol Ring', 'Flame of Anor', 'Snapcaster Mage', 'Collective Resistance', 'Tear Asunder', 'Golgari Charm', 'Doom Blade', 'Goblin War Party']);
}, 120_000);

describe('GIVEN a modal spell and the modes the question tells', () => {
  it.each([
    // [question, answer, a step's text]
    ["I cast Abrade choosing the 3 damage mode targeting my opponent's Ornithopter. Does it die?", /^Yes/, /modes “Abrade deals 3 damage to target creature\.”/],
    ["I cast Abrade choosing the destroy mode on my opponent's Ornithopter. Does it die?", /^Yes/, /modes “Destroy target artifact\.”/],
    ['I cast Boros Charm choosing the 4 damage mode targeting my opponent. What is their life total?', /16/, /modes “Boros Charm deals 4 damage/],
    // 700.2c, 601.2c: Sol Ring can only be the artifact, the Bears only the creature.
    ["I control Snapcaster Mage. I cast Flame of Anor choosing the second and third modes targeting my opponent's Sol Ring and Grizzly Bears. Does Grizzly Bears die?", /^Yes/, /Targets for “creature” of Flame of Anor: Grizzly Bears/],
    // 702.120a: escalate {G} once for the second mode.
    // 702.42a: entwined (or "both modes"), both modes: three Goblins, and +1/+1 for every creature.
    ['I control Grizzly Bears. I cast Goblin War Party entwined. What is the power of my Grizzly Bears?', /3\/3/, /\{2\}\{R\}\{2\}\{R\}|702\.42a/],
    ['I control Grizzly Bears. I cast Goblin War Party choosing both modes. What is the power of my Grizzly Bears?', /3\/3/, /702\.42b/],
    ['《Goblin War Party》を両方のモードで唱えた。私の《Grizzly Bears》のパワーは？', /3\/3/, /702\.42b/],
    // 702.33g: kicked, Tear Asunder's one target is "target nonland permanent".
    ["I cast Tear Asunder with kicker targeting my opponent's Grizzly Bears. Is Grizzly Bears exiled?", /^Yes/, /Tear Asunder/],
    // 701.19a: Golgari Charm's regenerate mode shields the Bears from Doom Blade.
    ['I cast Golgari Charm choosing the regenerate mode. Then my opponent casts Doom Blade targeting my Grizzly Bears. Does Grizzly Bears die?', /^No/, /modes “Regenerate each creature you control\.”/],
    ["I cast Collective Resistance choosing the first and third modes targeting my opponent's Sol Ring and my Grizzly Bears. Is Sol Ring destroyed?", /^Yes/, /\{1\}\{G\}\{G\}/],
  ] as const)('%s THEN the modes said are the ones chosen', async (q, says, step) => {
    const r = await answerQuestion(q, /[《》]/.test(q) ? 'ja' : 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    expect(r.value.steps.map((s) => s.text).join('\n')).toMatch(step);
  });

  it.each([
    // No mode of Abrade draws: the words are named back with its modes.
    ["I cast Abrade choosing the draw mode targeting my opponent's Ornithopter. Does it die?", /“draw” to a mode of your Abrade.*“Abrade deals 3 damage to target creature\.” or “Destroy target artifact\.”/],
    // "target" is in both modes' text: which is meant isn't settled.
    ["I cast Abrade choosing the target mode on my opponent's Ornithopter. Does it die?", /“target” fits more than one mode of your Abrade/],
  ] as const)('%s THEN the mode is asked back, naming the modes (700.2, 601.2b)', async (q, says) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
    expect(r.error.message).toMatch(says);
  });

  it('GIVEN Flame of Anor with two modes and no Wizard THEN the cast is not allowed, naming the condition (601.2b)', async () => {
    const r = await answerQuestion("I cast Flame of Anor choosing the second and third modes targeting my opponent's Sol Ring and Grizzly Bears. Does Grizzly Bears die?", 'en', deps);
    const text = r.ok ? r.value.answer : r.error.message;
    expect(text).toMatch(/2 chosen, 1 allowed \(more only as “If you control a Wizard as you cast this spell, you may choose two instead\.”\)/);
  });
});
