// A content type's platform as people write it, for the digest and the run page alike.
const PLATFORM: Record<string, string> = {
  linkedin: 'LinkedIn', twitter: 'X', x: 'X', facebook: 'Facebook', instagram: 'Instagram', email: 'Email', blog: 'Blog',
};

export function platformLabel(contentType: string): string {
  return PLATFORM[contentType.toLowerCase()] ?? contentType;
}
