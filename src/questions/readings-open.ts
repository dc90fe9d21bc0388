/** The readings a question left open, tried one by one after the story as told has run (answer.ts answerAsTold). */
import type { Result } from '../core/result.ts';
import type { ParsedQuestion, QuestionError } from './types.ts';
import type { QuestionAnswer } from './answer-reply.ts';
import type { Answered } from './unsaid-readings.ts';
import { attackerReading, unownedDiffers, unstatedDiffers } from './unsaid-readings.ts';
import { sequenceDiffers, supposedDeathDiffers, waitingProbeDiffers } from './told-readings.ts';
import { untoldBlocksDiffer } from './untold-blocks.ts';
import { legendChoiceDiffers } from './legend-choice.ts';
import { triggerOrderDiffers } from './trigger-order.ts';

/**
 * The readings of when things happened that the story left open — spells told with no word for when, a spell a
 * targeting question waits on, a death supposed before it is told — asked back when they give different answers.
 */
async function timingReadingsDiffer(c: Answered): Promise<Result<QuestionAnswer, QuestionError> | null> {
  return (await sequenceDiffers(c)) ?? (await waitingProbeDiffers(c)) ?? (await supposedDeathDiffers(c));
}

/**
 * What the story left open, each reading tried: an unstated choice, whose an object is, which creature attacks
 * (a reread of the question when it settles it), blocks never told that the defending player could have made
 * (509.1a), when things happened, the legend rule's choice — the first that changes an answer is asked back.
 */
export async function otherReadingDiffers(c: Answered, unowned: readonly string[], storyTargets: ReadonlySet<string>): Promise<Result<QuestionAnswer, QuestionError> | { reread: ParsedQuestion } | null> {
  const unstated = await unstatedDiffers(c);
  if (unstated) return unstated;
  const unownedBack = await unownedDiffers(c, unowned, storyTargets);
  if (unownedBack) return unownedBack;
  const attacker = await attackerReading(c);
  if (attacker) return attacker;
  return (await untoldBlocksDiffer(c)) ?? (await timingReadingsDiffer(c)) ?? (await legendChoiceDiffers(c)) ?? (await triggerOrderDiffers(c));
}
