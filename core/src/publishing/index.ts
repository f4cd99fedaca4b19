// Publishing run posts to LinkedIn and X, as the API and the worker import it.
export * from './connected-account.entity';
export * from './connected-accounts.service';
export * from './oauth-state';
export * from './platforms';
export * from './publication.entity';
export * from './publications.service';
export * from './publish-failure';
export * from './publish-preview';
export * from './publisher';
export * from './publishing-clients';
export * from './publishing-settings';
export * from './token-cipher';
export * from './x-prices';
export * from './publish.contract';
export * from './reconnect';
