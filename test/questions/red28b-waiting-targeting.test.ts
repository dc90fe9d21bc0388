/**
 * A targeting asked while a spell the story told still waits on the stack, with no word for when (issue 11, red team
 * 28b): "Can my opponent target my Grizzly Bears with Lightning Bolt after I cast Dive Down on it?" was answered a
 * confident "yes" — read in response, before Dive Down's hexproof (702.11b) — while "after I cast" most often means it
 * resolved (608.1). The targeting is now tried both ways; when the answers differ, which one is meant is asked back
 * (117.3c, 608.1). Told "then" / 「解決後」 (resolved) it is answered as before; when both readings agree it is answered.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const CARDS = {
  'Dive Down': '潜水', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', "Ranger's Guile": 'レインジャーの悪知恵',
  Shock: 'ショック', 'Giant Growth': '巨大化', 'Blossoming Defense': '顕在的防御',
};

describe('GIVEN a targeting asked while a told spell still waits on the stack', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** Refused (needs_detail), naming the stack order: the two readings answer differently. */
  const ASKED_BACK: [string, string][] = [
    ['Can my opponent target my Grizzly Bears with Lightning Bolt after I cast Dive Down on it?', 'had resolved'],
    ['I cast Dive Down on my Grizzly Bears. Can my opponent target it with Lightning Bolt?', 'had resolved'],
    // "After I cast X, can …?" is said both of a response (the cast spell still waiting, s29 trigger-response reading) and of
    // the spell resolved: the two readings answer differently here, so it is asked back too.
    ['After I cast Dive Down on my Grizzly Bears, can my opponent target it with Lightning Bolt?', 'had resolved'],
    ["Can my opponent Shock my Grizzly Bears after I cast Ranger's Guile on it?", 'had resolved'],
    ['I cast Blossoming Defense on my Grizzly Bears. Can my opponent target it with Shock?', 'had resolved'],
    ['自分の灰色熊に潜水を唱えた。相手は稲妻で熊を対象にできる？', '解決していたかどうか'],
    ['自分の灰色熊にレインジャーの悪知恵を唱えた。相手はショックで熊を対象にできますか？', '解決していたかどうか'],
  ];
  it.each(ASKED_BACK)('%s → asked back (%s)', (q, says) => refusedAs(() => deps)(q, 'needs_detail', says), 60_000);

  /** [question, what the answer says, verdict, a rule the trace cites]: the time said, or both readings agree. */
  const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
    ['自分の灰色熊に潜水を唱えた。解決後、相手は稲妻で熊を対象にできる？', '対象にできません', 'no', '702.11b'],
    // Giant Growth gives no hexproof: yes either way, answered.
    ['I cast Giant Growth on my Grizzly Bears. Can my opponent target it with Lightning Bolt?', 'can target', 'yes', '601.2'],
  ];
  it.each(ANSWERED)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
});
