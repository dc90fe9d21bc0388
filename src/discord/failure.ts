/**
 * A handler's failure, told to the user politely with a short id to quote (the same id is in the log).
 */
import { randomBytes } from 'node:crypto';
import type { Lang } from '../core/lang.ts';
import type { Logger } from '../logger.ts';
import type { RepliableLike } from './interactions.ts';
import { TRANSPORT_MESSAGES } from './messages.ts';
import { notice, withoutFlags } from './notices.ts';
import { safeError } from './safe-error.ts';

/** Logs a handler's failure and tells the user politely, with an id to quote. Never throws. */
export async function failInteraction(logger: Logger, i: RepliableLike, e: unknown, lang: Lang, command: string): Promise<void> {
  const errorId = newErrorId();
  logger.error({ interactionId: i.id, command, errorId, err: safeError(e, i.token) }, 'interaction handler failed');
  const m = TRANSPORT_MESSAGES[lang];
  const payload = notice(m.errorTitle, m.error(errorId), lang, 'error');
  try {
    if (i.replied) await i.followUp(payload);
    else if (i.deferred && i.deleteReply) {
      // The deferred reply may be public: replace it with a private message.
      await i.deleteReply();
      await i.followUp(payload);
    }
    // Without deleteReply, the deferred reply (whose visibility is fixed) is filled in with the message.
    else if (i.deferred) await i.editReply(withoutFlags(payload));
    else await i.reply(payload);
  } catch (e2) {
    logger.warn({ interactionId: i.id, command, errorId, err: safeError(e2, i.token) }, 'could not send the error message');
  }
}

/** A short id the user can quote and the maintainers can find in the log. */
function newErrorId(): string {
  return randomBytes(4).toString('hex');
}
