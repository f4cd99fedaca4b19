/**
 * @generated SignedSource<<0bcea93486d98a37c819e454743e30bb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useValidateFeedMutation$variables = {
  url: string;
};
export type useValidateFeedMutation$data = {
  readonly validateFeed: {
    readonly articleCount: number;
    readonly message: string;
    readonly valid: boolean;
  };
};
export type useValidateFeedMutation = {
  response: useValidateFeedMutation$data;
  variables: useValidateFeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "url"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      }
    ],
    "concreteType": "FeedValidationResult",
    "kind": "LinkedField",
    "name": "validateFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "articleCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useValidateFeedMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useValidateFeedMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "9cca58c2e7f635e1d5ad0389bce07c09",
    "id": null,
    "metadata": {},
    "name": "useValidateFeedMutation",
    "operationKind": "mutation",
    "text": "mutation useValidateFeedMutation(\n  $url: String!\n) {\n  validateFeed(url: $url) {\n    valid\n    articleCount\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d0bbd301cb8aaf8b736e7cb21b28d5a";

export default node;
