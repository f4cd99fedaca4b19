/**
 * Apollo plugin: every GraphQL answer is the caller's own and is never cached on the way
 * (`cache-control: no-store`). Apollo's cache-control plugin said the same, but it is turned off:
 * it wrapped every field's resolver to compute cache hints this API never gives.
 */
export const noStorePlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }: { response: { http: { headers: Map<string, string> } } }) {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};
