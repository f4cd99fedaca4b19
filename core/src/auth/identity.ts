/** Who a verified credential belongs to, as the identity provider reports it. */
export interface Identity {
  uid: string;
  email: string | null;
  /** Whether the provider checked that the person owns `email` (Google always does). */
  emailVerified?: boolean;
  name: string | null;
  picture: string | null;
}
