/**
 * A third-party service (the AI model, the mail service, web search) failed. `message` is one plain
 * sentence a person may read in a run log. `detail` is what the service said (status, error code,
 * its own words), which can carry key fragments, account names or request text: the server log only.
 */
export class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderFailure';
  }
}
