// The users part of the domain, as the API and the worker import it.
export * from './subscription-status';
export * from './user.entity';
export * from './user.service';
