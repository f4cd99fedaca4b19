// A content type's platform as people write it, for the digest and the run page alike.
import { contentTypeOf } from './content-types';

export function platformLabel(contentType: string): string {
  return contentTypeOf(contentType.toLowerCase())?.platform ?? contentType;
}
