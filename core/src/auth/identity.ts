/** Who a verified credential belongs to, as the identity provider reports it. */
export interface Identity {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}
