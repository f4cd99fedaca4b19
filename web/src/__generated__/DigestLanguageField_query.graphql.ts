/**
 * @generated SignedSource<<37e05dbe19d5cc956d517571f188f997>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DigestLanguageField_query$data = {
  readonly translationAvailable: boolean;
  readonly " $fragmentType": "DigestLanguageField_query";
};
export type DigestLanguageField_query$key = {
  readonly " $data"?: DigestLanguageField_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DigestLanguageField_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DigestLanguageField_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "translationAvailable",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fb39adc1ef760e3272851e46bd53e546";

export default node;
