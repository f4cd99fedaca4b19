/**
 * @generated SignedSource<<b52814f146f6b358ea58f5006a727f7e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpecializationPicker_query$data = {
  readonly professionalCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly specializations: ReadonlyArray<{
      readonly _id: string;
      readonly description: string;
      readonly keywords: ReadonlyArray<string>;
      readonly name: string;
    }>;
  }>;
  readonly " $fragmentType": "SpecializationPicker_query";
};
export type SpecializationPicker_query$key = {
  readonly " $data"?: SpecializationPicker_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpecializationPicker_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpecializationPicker_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfessionalCategory",
      "kind": "LinkedField",
      "name": "professionalCategories",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Specialization",
          "kind": "LinkedField",
          "name": "specializations",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "_id",
              "storageKey": null
            },
            (v0/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "keywords",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7c3295bc8f2a13ce67761b86a8120337";

export default node;
