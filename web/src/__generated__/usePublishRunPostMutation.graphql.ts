/**
 * @generated SignedSource<<c937e6f58305dea95f3365e60d34b1b5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePublishRunPostMutation$variables = {
  linkAsFirstComment: boolean;
  postId: string;
};
export type usePublishRunPostMutation$data = {
  readonly publishRunPost: {
    readonly post: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PublishPost_post">;
    };
    readonly publication: {
      readonly error: string | null | undefined;
      readonly id: string;
      readonly status: string;
      readonly url: string | null | undefined;
    };
  };
};
export type usePublishRunPostMutation = {
  response: usePublishRunPostMutation$data;
  variables: usePublishRunPostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "linkAsFirstComment"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "postId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "linkAsFirstComment",
    "variableName": "linkAsFirstComment"
  },
  {
    "kind": "Variable",
    "name": "postId",
    "variableName": "postId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "error",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Publication",
  "kind": "LinkedField",
  "name": "publication",
  "plural": false,
  "selections": [
    (v3/*: any*/),
    (v4/*: any*/),
    (v5/*: any*/),
    (v6/*: any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platform",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishLabel",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parts",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lengths",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "limit",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstComment",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problem",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "costUsd",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "livePartCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePublishRunPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "PublishRunPostPayload",
        "kind": "LinkedField",
        "name": "publishRunPost",
        "plural": false,
        "selections": [
          (v7/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RunPost",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v3/*: any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PublishPost_post"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "usePublishRunPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "PublishRunPostPayload",
        "kind": "LinkedField",
        "name": "publishRunPost",
        "plural": false,
        "selections": [
          (v7/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RunPost",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PublishPreview",
                "kind": "LinkedField",
                "name": "publishPreview",
                "plural": false,
                "selections": [
                  (v8/*: any*/),
                  (v9/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v16/*: any*/)
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
                  (v13/*: any*/),
                  (v9/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v16/*: any*/)
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
                  (v3/*: any*/),
                  (v8/*: any*/),
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
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
                  (v16/*: any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "124aad36f83914f941739559d85ac78f",
    "id": null,
    "metadata": {},
    "name": "usePublishRunPostMutation",
    "operationKind": "mutation",
    "text": "mutation usePublishRunPostMutation(\n  $postId: ID!\n  $linkAsFirstComment: Boolean!\n) {\n  publishRunPost(postId: $postId, linkAsFirstComment: $linkAsFirstComment) {\n    publication {\n      id\n      status\n      url\n      error\n    }\n    post {\n      id\n      ...PublishPost_post\n    }\n  }\n}\n\nfragment PublicationFigures_publication on Publication {\n  figuresRead\n  figures {\n    reading\n    shared\n    reactions\n    replies\n    reposts\n    impressions\n  }\n}\n\nfragment PublishPost_post on RunPost {\n  id\n  publishPreview {\n    platform\n    publishLabel\n    ...PublishPreviewDialog_preview\n  }\n  withComment: publishPreview(linkAsFirstComment: true) {\n    firstComment\n    ...PublishPreviewDialog_preview\n  }\n  publications {\n    id\n    platform\n    status\n    url\n    error\n    publishAt\n    publishNote\n    partCount\n    livePartCount\n    commentMissing\n    ...PublicationFigures_publication\n  }\n}\n\nfragment PublishPreviewDialog_preview on PublishPreview {\n  publishLabel\n  parts\n  lengths\n  limit\n  firstComment\n  problem\n  costUsd\n  livePartCount\n}\n"
  }
};
})();

(node as any).hash = "fff5743400a1af27a549062b3a2e03a1";

export default node;
