// Asking a recipient to confirm: after a synth is saved with an address, and when the owner presses
// Resend. The owner's own verified address needs no email; any other gets one per request round,
// within the account's daily cap and the address's.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../lib/errors';
import { dailyEmailCapsFor } from '../plans/plans';
import type { Mailer } from '../email/mailer';
import type { Synth } from '../synths/synth.entity';
import { effectiveStatus } from '../users/subscription-status';
import type { User } from '../users/user.entity';
import { composeConfirmationEmail } from './confirmation-email';
import { signConfirmationToken } from './confirmation-token';
import type { Recipient } from './recipient.entity';
import {
  findRecipient,
  isSuppressed,
  mayReceiveDigests,
  recipientRow,
  releaseConfirmationEmail,
  reserveConfirmationEmail,
  unsuppressAddress,
} from './recipient.repository';
import { RecipientStatus } from './recipient-status';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, isOwnVerifiedAddress, whyNoConfirmation } from './recipient.rules';

export interface ConfirmationSettings {
  publicUrl: string;
  appSecret: string;
  /** The From address of every email we send. */
  from: string;
}

/** Where a confirmation link leads: a page that confirms only when the person presses its button. */
export const CONFIRM_RECIPIENT_PATH = '/api/confirm-recipient';

export class DailyCapReachedError extends AppError {
  constructor(message: string) {
    super(message, 'DAILY_CAP_REACHED', 429);
  }
}

export class RecipientConfirmations {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    private readonly settings: ConfirmationSettings,
    /** The signed-in account's address, when the identity provider verified it. */
    private readonly verifiedOwnEmail: string | null,
    private readonly log: (msg: string) => void = (m) => console.warn(m),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** When the current request round's latest confirmation email went out; null if none has. */
  async confirmationSentAt(userId: string, email: string | null | undefined): Promise<Date | null> {
    if (!email) return null;
    return (await findRecipient(this.em, userId, email))?.lastRequestedAt ?? null;
  }

  /** confirmed or pending for the synth's recipient; null when it has none. */
  async statusOf(userId: string, email: string | null | undefined): Promise<RecipientStatus | null> {
    if (!email) return null;
    return (await mayReceiveDigests(this.em, userId, email)) ? RecipientStatus.confirmed : RecipientStatus.pending;
  }

  /**
   * After a save: a new address, or one typed in again after it unsubscribed, is asked once. An
   * address already asked waits for its person (or the owner's Resend). A failed send does not
   * undo the save: the editor offers Resend.
   */
  async recipientSaved(user: User, synth: Synth): Promise<void> {
    const email = synth.recipientEmail;
    if (!email) return;
    const row = await recipientRow(this.em, user.id, email);
    if (await this.confirmIfOwn(user, row)) return;
    const suppressed = await isSuppressed(this.em, user.id, email);
    if (!suppressed && (row.status === RecipientStatus.confirmed || row.round > 0)) return;
    await this.startRound(row);
    try {
      await this.send(user, row);
    } catch (err) {
      this.log(`confirmation email for synth ${synth.id} not sent: ${(err as Error).message}`);
    }
  }

  /** The owner's Resend: another email for the current round, within the daily cap. */
  async resend(user: User, synth: Synth): Promise<void> {
    const email = synth.recipientEmail;
    if (!email) throw new AppError(whyNoConfirmation.noRecipient, 'BAD_USER_INPUT', 400);
    const row = await recipientRow(this.em, user.id, email);
    if (await this.confirmIfOwn(user, row)) return;
    const suppressed = await isSuppressed(this.em, user.id, email);
    if (row.status === RecipientStatus.confirmed && !suppressed) return;
    if (row.round === 0 || suppressed) await this.startRound(row);
    await this.send(user, row);
  }

  /**
   * A visitor of a public synth's page asked for its digests at `email`: the same confirmation as
   * any recipient, within the owner's daily cap and the address's. An address that already
   * receives the owner's digests is sent nothing, and the caller says the same either way.
   */
  async subscriberAsked(owner: User, email: string): Promise<void> {
    const row = await recipientRow(this.em, owner.id, email);
    const suppressed = await isSuppressed(this.em, owner.id, email);
    if (row.status === RecipientStatus.confirmed && !suppressed) return;
    if (row.round === 0 || suppressed) await this.startRound(row);
    await this.send(owner, row);
  }

  private async confirmIfOwn(user: User, row: Recipient): Promise<boolean> {
    if (!isOwnVerifiedAddress(row.email, this.verifiedOwnEmail)) return false;
    // Typing one's own address is consent, also after having unsubscribed it.
    row.status = RecipientStatus.confirmed;
    row.confirmedAt ??= this.now();
    await this.em.flush();
    await unsuppressAddress(this.em, user.id, row.email);
    return true;
  }

  /** Links of earlier rounds stop working: after an unsubscribe only a new email can confirm. */
  private async startRound(row: Recipient): Promise<void> {
    row.status = RecipientStatus.pending;
    row.round += 1;
    row.lastRequestedAt = null;
    await this.em.flush();
  }

  /** Reserves the email's slot in both daily caps, then sends it; a refused send gives the slot back. */
  private async send(user: User, row: Recipient): Promise<void> {
    const accountCap = dailyEmailCapsFor(effectiveStatus(user)).confirmations;
    const reserved = await reserveConfirmationEmail(this.em, {
      userId: user.id,
      email: row.email,
      accountCap,
      addressCap: CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      now: this.now(),
    });
    if ('capReached' in reserved)
      throw new DailyCapReachedError(
        reserved.capReached === 'account'
          ? whyNoConfirmation.dailyCap(accountCap)
          : whyNoConfirmation.addressCap(row.email),
      );
    const token = signConfirmationToken({ recipientId: row.id, round: row.round }, this.settings.appSecret, this.now());
    const message = composeConfirmationEmail({
      confirmUrl: `${this.settings.publicUrl}${CONFIRM_RECIPIENT_PATH}?token=${encodeURIComponent(token)}`,
    });
    try {
      await this.mailer.send({ from: this.settings.from, to: row.email, ...message });
    } catch (err) {
      await releaseConfirmationEmail(this.em, reserved.reservedId);
      throw err;
    }
    row.lastRequestedAt = this.now();
    await this.em.flush();
  }
}
