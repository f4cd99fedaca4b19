// Recipients: confirmation, the suppression list and the daily caps on mail, as the API and the worker import them.
export * from './confirm-recipient';
export * from './confirmation-email';
export * from './confirmation-email.entity';
export * from './confirmation-token';
export * from './digest-gate';
export * from './email-suppression.entity';
export * from './public-subscriber.entity';
export * from './recipient-confirmations.service';
export * from './recipient-status';
export * from './recipient.entity';
export * from './recipient.repository';
export * from './recipient.rules';
