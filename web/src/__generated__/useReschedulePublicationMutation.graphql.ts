/**
 * @generated SignedSource<<f296382d4b5db589d25d9ba27a64382f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useReschedulePublicationMutation$variables = {
  publicationId: string;
  publishAt: string;
};
export type useReschedulePublicationMutation$data = {
  readonly reschedulePublication: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PublishPost_post">;
  };
};
export type useReschedulePublicationMutation = {
  response: useReschedulePublicationMutation$data;
  variables: useReschedulePublicationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "publicationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "publishAt"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "publicationId",
    "variableName": "publicationId"
  },
  {
    "kind": "Variable",
    "name": "publishAt",
    "variableName": "publishAt"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platform",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishLabel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parts",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lengths",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "limit",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstComment",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problem",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "costUsd",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "livePartCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReschedulePublicationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "RunPost",
        "kind": "LinkedField",
        "name": "reschedulePublication",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PublishPost_post"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useReschedulePublicationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "RunPost",
        "kind": "LinkedField",
        "name": "reschedulePublication",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PublishPreview",
            "kind": "LinkedField",
            "name": "publishPreview",
            "plural": false,
            "selections": [
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "withComment",
            "args": [
              {
                "kind": "Literal",
                "name": "linkAsFirstComment",
                "value": true
              }
            ],
            "concreteType": "PublishPreview",
            "kind": "LinkedField",
            "name": "publishPreview",
            "plural": false,
            "selections": [
              (v8/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/)
            ],
            "storageKey": "publishPreview(linkAsFirstComment:true)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Publication",
            "kind": "LinkedField",
            "name": "publications",
            "plural": true,
            "selections": [
              (v2/*: any*/),
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "error",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partCount",
                "storageKey": null
              },
              (v11/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commentMissing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "figuresRead",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PostFiguresReading",
                "kind": "LinkedField",
                "name": "figures",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reading",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shared",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reactions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "replies",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reposts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "impressions",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d32324af6fde1b51e7a8c33299006e1a",
    "id": null,
    "metadata": {},
    "name": "useReschedulePublicationMutation",
    "operationKind": "mutation",
    "text": "mutation useReschedulePublicationMutation(\n  $publicationId: ID!\n  $publishAt: DateTimeISO!\n) {\n  reschedulePublication(publicationId: $publicationId, publishAt: $publishAt) {\n    id\n    ...PublishPost_post\n  }\n}\n\nfragment PublicationFigures_publication on Publication {\n  figuresRead\n  figures {\n    reading\n    shared\n    reactions\n    replies\n    reposts\n    impressions\n  }\n}\n\nfragment PublishPost_post on RunPost {\n  id\n  publishPreview {\n    platform\n    publishLabel\n    ...PublishPreviewDialog_preview\n  }\n  withComment: publishPreview(linkAsFirstComment: true) {\n    firstComment\n    ...PublishPreviewDialog_preview\n  }\n  publications {\n    id\n    platform\n    status\n    url\n    error\n    publishAt\n    publishNote\n    partCount\n    livePartCount\n    commentMissing\n    ...PublicationFigures_publication\n  }\n}\n\nfragment PublishPreviewDialog_preview on PublishPreview {\n  publishLabel\n  parts\n  lengths\n  limit\n  firstComment\n  problem\n  costUsd\n  livePartCount\n}\n"
  }
};
})();

(node as any).hash = "6c219eb74d5c57ea651c43a92388639e";

export default node;
