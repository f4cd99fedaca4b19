// The billing part of the domain, as the API and the worker import it.
export * from './billing';
export * from './pricing';
export * from './stripe-client';
export * from './stripe-event.entity';
export * from './stripe-webhook.service';
export * from './subscription-state';
export * from './subscription.service';
