// Shapes of the session endpoints' answers.

export interface SessionUser {
  id: string;
  firebaseUid: string;
  displayName: string | null;
  email: string | null;
  photoUrl: string | null;
  onboarded: boolean;
  subscriptionStatus: string;
}

export interface ClientConfig {
  firebase: { apiKey: string | null; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
}

export interface LoginResponse {
  user: SessionUser;
  created: boolean;
}
