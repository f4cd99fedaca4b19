// The email part of the domain, as the API and the worker import it.
export * from './digest-composer';
export { DIGEST_HTML_BUDGET_BYTES } from './digest-budget';
export * from './email-delivery-status';
export * from './email-delivery.entity';
export * from './email-delivery.repository';
export * from './mailer';
export * from './mime';
export * from './run-digest';
export * from './ses-send-budget';
export * from './unsubscribe-token';
export * from './web-edition-link';
